import { isRecord, wrong } from './args';
import type { Color } from './types';

/**
 * The move-limit rule of Điều 12 as parameters. Defaults are the law's: 60 moves a side
 * without a capture, of which at most 10 checking moves count, decided on a claim.
 * `{ moves: 50, checkCap: null }` reproduces Fairy-Stockfish's default; `{ moves: 60,
 * checkCap: 10 }` matches Pikafish's rule60.
 * @category Move limit
 */
export interface MoveLimitOptions {
  /** Moves each side must make without a capture (default 60, Điều 12a). */
  readonly moves?: number;
  /** How many of a side's checking moves count toward its moves (default 10; `null`: all). */
  readonly checkCap?: number | null;
  /** When true the game is drawn as soon as the rule is met, without a claim (engines, servers). */
  readonly automatic?: boolean;
}

/** The answer to a claim under Điều 12. @category Move limit */
export interface MoveLimitClaim {
  /** True when the claim is valid: the arbiter declares a draw (7.2e). */
  readonly valid: boolean;
  /** Moves that count, per side, since the last capture. */
  readonly counted: Readonly<Record<Color, number>>;
  /** Moves still missing per side before a claim is valid (0 when reached). */
  readonly missing: Readonly<Record<Color, number>>;
  /** Plies played since the last capture. */
  readonly pliesSinceCapture: number;
}

/** One ply as the move-limit rule sees it. @category Move limit */
export interface PlyFacts {
  /** The side that made the move. */
  readonly color: Color;
  /** True when the move captured. */
  readonly capture: boolean;
  /** True when the move gave check. */
  readonly check: boolean;
}

/** Moves each side made, without a capture, before the first ply judged. @category Move limit */
export interface EarlierMoves {
  /** Red's moves. */
  readonly red: number;
  /** Black's moves. */
  readonly black: number;
}

const NONE: EarlierMoves = /* @__PURE__ */ Object.freeze({ red: 0, black: 0 });

/**
 * The moves each side made since the last capture before a position whose FEN half-move clock
 * is `halfmoves` with `turn` to move: the plies alternate, the last one by the side not to move.
 * @throws RangeError when `halfmoves` is not a non-negative safe integer or `turn` not a colour.
 * @example earlierMoves(7, 'red') // { red: 3, black: 4 }
 * @category Move limit
 */
export function earlierMoves(halfmoves: number, turn: Color): EarlierMoves {
  if (!Number.isSafeInteger(halfmoves) || halfmoves < 0)
    throw wrong(RangeError, 'earlierMoves', 'halfmoves must be an integer >= 0', halfmoves);
  if (turn !== 'red' && turn !== 'black')
    throw wrong(RangeError, 'earlierMoves', "turn must be 'red' or 'black'", turn);
  const last = Math.ceil(halfmoves / 2);
  const other = halfmoves - last;
  return turn === 'red' ? { red: other, black: last } : { red: last, black: other };
}

/**
 * Judges a claim under Điều 12 over the plies of a game (oldest first). The window is every ply
 * since the last capture: a longer window never counts fewer moves, so it is the best one for
 * the claimant. A side's checking moves past the cap do not count (the window gets longer).
 * `earlier` are the moves made without a capture before the first ply (a FEN's half-move clock,
 * see {@link earlierMoves}): the law counts 60 moves "kể từ bất cứ thời điểm nào của ván cờ"
 * (from any moment of the game, Điều 12a), so they count when no ply captured; a record does
 * not say which of them gave check, so they count as moves without check.
 * @throws TypeError when `plies` is not a list of {@link PlyFacts} or `options` not an object;
 * RangeError when `moves` is not a positive integer, `checkCap` is negative, or `earlier` is
 * not two non-negative integers.
 * @example
 * judgeMoveLimit([], {}).missing.red; // 60
 * @category Move limit
 */
export function judgeMoveLimit(
  plies: readonly PlyFacts[],
  options: MoveLimitOptions = {},
  earlier: EarlierMoves = NONE,
): MoveLimitClaim {
  const rule = moveLimitRule(options, 'judgeMoveLimit');
  if (!Array.isArray(plies as unknown))
    throw wrong(TypeError, 'judgeMoveLimit', 'plies must be a list', plies);
  if (!isRecord(earlier) || !isCount(earlier.red) || !isCount(earlier.black))
    throw new RangeError('judgeMoveLimit: bad earlier moves');
  for (let i = 0; i < plies.length; i++) {
    const p: unknown = plies[i];
    if (
      !isRecord(p) ||
      (p.color !== 'red' && p.color !== 'black') ||
      typeof p.capture !== 'boolean' ||
      typeof p.check !== 'boolean'
    )
      throw new TypeError(`judgeMoveLimit: plies[${i}] is not a ply`);
  }
  let start = plies.length;
  while (start > 0 && !plies[start - 1]!.capture) start--;
  const quiet = start === 0 ? { red: earlier.red, black: earlier.black } : { red: 0, black: 0 };
  const checks = { red: 0, black: 0 };
  for (let i = start; i < plies.length; i++) {
    const p = plies[i]!;
    if (p.check) checks[p.color]++;
    else quiet[p.color]++;
  }
  const before = start === 0 ? earlier.red + earlier.black : 0;
  return moveLimitClaim(quiet, checks, plies.length - start + before, rule);
}

function isCount(x: unknown): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
}

// The rule's arithmetic, shared by judgeMoveLimit and Game (not exported from the package).

/**
 * The rule's numbers from the options: the moves and the check cap (`null`: no cap).
 * @throws TypeError when `options` is not an object; RangeError when `moves` is not a positive
 * integer, `checkCap` not a non-negative integer or null, or `automatic` not a boolean.
 */
export function moveLimitRule(options: unknown, fn: string): { limit: number; cap: number | null } {
  if (!isRecord(options)) throw wrong(TypeError, fn, 'moveLimit must be an object', options);
  const limit = options.moves === undefined ? 60 : options.moves;
  const cap = options.checkCap === undefined ? 10 : options.checkCap;
  if (!Number.isSafeInteger(limit) || (limit as number) < 1)
    throw wrong(RangeError, fn, 'moves must be a positive integer', limit);
  if (cap !== null && (!Number.isSafeInteger(cap) || (cap as number) < 0))
    throw wrong(RangeError, fn, 'checkCap must be an integer >= 0 or null', cap);
  if (options.automatic !== undefined && typeof options.automatic !== 'boolean')
    throw wrong(RangeError, fn, 'automatic must be a boolean', options.automatic);
  return { limit: limit as number, cap: cap as number | null };
}

/**
 * The claim from the counts since the last capture: quiet (non-checking) moves and checking
 * moves per side, and the plies they span.
 */
export function moveLimitClaim(
  quiet: EarlierMoves,
  checks: EarlierMoves,
  plies: number,
  rule: { limit: number; cap: number | null },
): MoveLimitClaim {
  const count = (c: Color): number =>
    quiet[c] + (rule.cap === null ? checks[c] : Math.min(checks[c], rule.cap));
  const counted = { red: count('red'), black: count('black') };
  const missing = {
    red: Math.max(0, rule.limit - counted.red),
    black: Math.max(0, rule.limit - counted.black),
  };
  return { valid: missing.red === 0 && missing.black === 0, counted, missing, pliesSinceCapture: plies };
}
