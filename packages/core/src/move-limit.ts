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

/**
 * Judges a claim under Điều 12 over the plies of a game (oldest first). The window is every ply
 * since the last capture: a longer window never counts fewer moves, so it is the best one for
 * the claimant. A side's checking moves past the cap do not count (the window gets longer).
 * @throws RangeError when `moves` is not a positive integer or `checkCap` is negative.
 * @example
 * judgeMoveLimit([], {}).missing.red; // 60
 * @category Move limit
 */
export function judgeMoveLimit(plies: readonly PlyFacts[], options: MoveLimitOptions = {}): MoveLimitClaim {
  const limit = options.moves ?? 60;
  const cap = options.checkCap === undefined ? 10 : options.checkCap;
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('moves must be a positive integer');
  if (cap !== null && (!Number.isInteger(cap) || cap < 0))
    throw new RangeError('checkCap must be a non-negative integer or null');
  let start = plies.length;
  while (start > 0 && !plies[start - 1]!.capture) start--;
  const quiet = { red: 0, black: 0 };
  const checks = { red: 0, black: 0 };
  for (let i = start; i < plies.length; i++) {
    const p = plies[i]!;
    if (p.check) checks[p.color]++;
    else quiet[p.color]++;
  }
  const count = (c: Color): number => quiet[c] + (cap === null ? checks[c] : Math.min(checks[c], cap));
  const counted = { red: count('red'), black: count('black') };
  const missing = { red: Math.max(0, limit - counted.red), black: Math.max(0, limit - counted.black) };
  return {
    valid: missing.red === 0 && missing.black === 0,
    counted,
    missing,
    pliesSinceCapture: plies.length - start,
  };
}
