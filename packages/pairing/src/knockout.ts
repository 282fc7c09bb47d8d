import { badRange, badType, shown } from './bad-input';
import { requireArray, requireObject, requireOneOf, requireUniqueIds } from './input-checks';
import { createRng, drawLots } from './rng';

/**
 * One match of a knockout round: seeds (or drawn numbers) `a` and `b`; `b` is `null` when `a`
 * has a bye into the next round.
 * @category Knockout
 */
export interface KnockoutPair {
  /** The first-named player or team (the higher seed in a seeded bracket). */
  readonly a: number;
  /** The opponent, or `null` for a bye. */
  readonly b: number | null;
}

/**
 * The standard seeding order of a bracket of `size` (a power of two) slots: seed 1 meets the
 * lowest seed, and seeds 1 and 2 can only meet in the final (1, 8, 4, 5, 2, 7, 3, 6 for 8).
 *
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `size` is not a power of two in 1..65536.
 */
export function seedingOrder(size: number): readonly number[] {
  if (!Number.isInteger(size) || size < 1 || size > 65536 || (size & (size - 1)) !== 0) {
    throw badRange(`a bracket has a power-of-two size in 1..65536, got ${shown(size)}`);
  }
  let order = [1];
  while (order.length < size) {
    const m = order.length * 2 + 1;
    order = order.flatMap((s) => [s, m - s]);
  }
  return order;
}

/**
 * The first round of a knockout of `entrants` players or teams (numbered 1..entrants by
 * strength): the bracket is the next power of two, the missing lowest seeds are byes, so the
 * top seeds get them. With `method: 'draw'` the entrants are placed by a seeded draw instead.
 *
 * @param options - `method`: `seeded` (default), entrants keep their seed numbers, or `draw`,
 * numbers drawn by lot with `seed`.
 *
 * @example
 * ```ts
 * import { knockoutBracket } from '@xq/pairing';
 * // 6 entrants in an 8 bracket: seeds 1 and 2 have byes.
 * console.log(JSON.stringify(knockoutBracket(6)));
 * // [{"a":1,"b":null},{"a":4,"b":5},{"a":2,"b":null},{"a":3,"b":6}]
 * ```
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `entrants` is not an integer in 2..65536.
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `options` is not an object.
 * @category Knockout
 */
export function knockoutBracket(
  entrants: number,
  options: { readonly method?: 'seeded' | 'draw'; readonly seed?: number } = {},
): readonly KnockoutPair[] {
  if (!Number.isInteger(entrants) || entrants < 2 || entrants > 65536) {
    throw badRange(`a knockout has 2..65536 entrants, got ${shown(entrants)}`);
  }
  requireObject('knockoutBracket', 'options', options);
  requireOneOf('knockoutBracket', 'options.method', options.method, ['seeded', 'draw'], true);
  if (options.seed !== undefined && typeof options.seed !== 'number')
    throw badType(`knockoutBracket: options.seed must be a number, got ${typeof options.seed}`);
  let size = 1;
  while (size < entrants) size *= 2;
  const order = seedingOrder(size);
  const who =
    options.method === 'draw'
      ? drawLots(
          Array.from({ length: entrants }, (_, i) => i + 1),
          options.seed ?? 0,
        )
      : Array.from({ length: entrants }, (_, i) => i + 1);
  const at = (slot: number): number | null => (slot <= entrants ? who[slot - 1]! : null);
  const out: KnockoutPair[] = [];
  for (let i = 0; i < size; i += 2) {
    const x = at(order[i]!);
    const y = at(order[i + 1]!);
    if (x === null && y === null) continue;
    out.push(x === null ? { a: y as number, b: null } : { a: x, b: y });
  }
  return out;
}

/**
 * The next knockout round: winners of consecutive matches meet (the bracket keeps its shape).
 * `winners[i]` is the winner of match i of the previous round (a bye's winner is its player).
 *
 * @example
 * ```ts
 * import { nextKnockoutRound } from '@xq/pairing';
 * console.log(JSON.stringify(nextKnockoutRound([1, 4, 2, 3]))); // [{"a":1,"b":4},{"a":2,"b":3}]
 * ```
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `winners` is not an array of numbers.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when the number of winners is odd, or a winner is not an integer or is
 * listed twice (he would meet himself).
 * @category Knockout
 */
export function nextKnockoutRound(winners: readonly number[]): readonly KnockoutPair[] {
  requireUniqueIds('nextKnockoutRound', 'winners', winners);
  if (winners.length % 2 !== 0)
    throw badRange(`a knockout round needs an even number of winners, got ${shown(winners.length)}`);
  const out: KnockoutPair[] = [];
  for (let i = 0; i < winners.length; i += 2) out.push({ a: winners[i]!, b: winners[i + 1]! });
  return out;
}

/**
 * Stages of a knockout match, in order: the games at the regular time control, then rapid and
 * blitz tie-break games (colours swapped), then one armageddon game (a draw counts as a win for
 * black) or lots, as the regulations say.
 * @category Knockout
 */
export const MATCH_STAGE_KINDS = ['classical', 'rapid', 'blitz', 'armageddon', 'lots'] as const;
/** A stage kind. */
export type MatchStageKind = (typeof MATCH_STAGE_KINDS)[number];

/**
 * One stage of a match: `games` games of `kind` (armageddon is one game; lots has none).
 * @category Knockout
 */
export interface MatchStage {
  /** What is played. */
  readonly kind: 'classical' | 'rapid' | 'blitz' | 'armageddon' | 'lots';
  /** Number of games (ignored for armageddon and lots). */
  readonly games: number;
}

/**
 * A game of a match from the match's point of view: which side had white and the result.
 * @category Knockout
 */
export interface MatchGame {
  /** The side with white. */
  readonly white: 'a' | 'b';
  /** The result of the game. */
  readonly result: 'white-win' | 'black-win' | 'draw';
}

/**
 * Where a match stands: decided (with the stage that decided it) or the next game to play.
 * @category Knockout
 */
export type MatchState =
  | {
      /** The match is over. */
      readonly status: 'decided';
      /** Who won it. */
      readonly winner: 'a' | 'b';
      /** The stage that decided it. */
      readonly stage: MatchStage['kind'];
      /** Points of a and b over all the games played. */
      readonly score: readonly [number, number];
    }
  | {
      /** A game is to be played. */
      readonly status: 'play';
      /** The stage it belongs to. */
      readonly stage: MatchStage['kind'];
      /** Its number in the stage, from 1. */
      readonly game: number;
      /** The side with white. */
      readonly white: 'a' | 'b';
    };

/**
 * Options of {@link matchState}.
 * @category Knockout
 */
export interface MatchOptions {
  /** Who has white in game 1 (drawn by lot: see {@link drawFirstWhite}). */
  readonly firstWhite: 'a' | 'b';
  /**
   * The colours of a tie-break stage: `swap` (the default) starts it with the colours of the
   * previous stage's first game swapped; `alternate` goes on alternating game by game over the
   * whole match, as the Vietnamese law's 4.2.2 reads ("bốc thăm quyết định người đi trước ván đầu,
   * sau đó thay phiên nhau cầm quân Trắng, Đen"). An armageddon's white is drawn by lot either way.
   */
  readonly stageColours?: 'swap' | 'alternate';
  /** Seed of the lots (armageddon colours, the final lot). */
  readonly seed?: number;
}

/**
 * Draws by lot who has white in game 1 of a match (4.2.2).
 *
 * @example
 * ```ts
 * import { drawFirstWhite } from '@xq/pairing';
 * console.log(drawFirstWhite(1) === drawFirstWhite(1)); // true
 * ```
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `seed` is not a number.
 * @category Knockout
 */
export function drawFirstWhite(seed: number): 'a' | 'b' {
  return createRng(seed)() < 0.5 ? 'a' : 'b';
}

/**
 * The seed of the lot that draws the first mover of match `match` (from 1) of knockout round
 * `round` (from 1) of an event whose lots start from `seed` (4.2.2: "Nếu đấu trực tiếp một ván thì
 * phải bốc thăm chọn người đi trước"): a distinct, reproducible seed per match, so that
 * {@link drawFirstWhite} of it can be drawn again by anyone and the first movers of a round vary.
 *
 * @example
 * ```ts
 * import { drawFirstWhite, knockoutLot } from '@xq/pairing';
 * const lot = knockoutLot(2026, 1, 3);
 * console.log(lot === knockoutLot(2026, 1, 3), drawFirstWhite(lot) === drawFirstWhite(lot)); // true true
 * ```
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `seed`, `round` or `match` is not a number.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `seed` is not an integer in 0..2^32-1 or `round` or `match` is not
 *   an integer in 1..65536.
 * @category Knockout
 */
export function knockoutLot(seed: number, round: number, match: number): number {
  for (const [name, v, min, max] of [
    ['seed', seed, 0, 0xffffffff],
    ['round', round, 1, 65536],
    ['match', match, 1, 65536],
  ] as const) {
    if (typeof v !== 'number') throw badType(`knockoutLot: ${name} is a number, got ${typeof v}`);
    if (!Number.isInteger(v) || v < min || v > max)
      throw badRange(`knockoutLot: ${name} is an integer in ${min}..${max}, got ${shown(v)}`);
  }
  // One draw of the seeded generator per (round, match): the lots of neighbouring matches are
  // independent, not consecutive seeds of one parity.
  const mix = createRng((seed ^ Math.imul(round, 0x9e3779b1) ^ Math.imul(match, 0x85ebca6b)) >>> 0);
  return Math.floor(mix() * 4294967296) >>> 0;
}

/**
 * The state of a knockout match played over `stages` with the games played so far: colours
 * alternate game by game from `firstWhite`, every tie-break stage starts with the colours of the
 * previous stage's first game swapped (or, with `stageColours: 'alternate'`, goes on alternating
 * game by game); the armageddon's white is drawn by lot and a draw there
 * is a win for black; `lots` ends the match by a seeded draw.
 *
 * @example
 * ```ts
 * import { matchState } from '@xq/pairing';
 * const stages = [{ kind: 'classical', games: 2 }, { kind: 'rapid', games: 2 }, { kind: 'lots', games: 0 }] as const;
 * const s = matchState(stages, [{ white: 'a', result: 'draw' }, { white: 'b', result: 'draw' }], { firstWhite: 'a' });
 * console.log(s.status === 'play' && `${s.stage} ${s.white}`); // rapid b
 * ```
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when more games are given than the stages hold, or a game's colour
 *   contradicts the schedule.
 * @category Knockout
 */
export function matchState(
  stages: readonly MatchStage[],
  games: readonly MatchGame[],
  options: MatchOptions,
): MatchState {
  requireArray('matchState', 'stages', stages);
  requireArray('matchState', 'games', games);
  requireObject('matchState', 'options', options);
  requireOneOf('matchState', 'options.firstWhite', options.firstWhite, ['a', 'b']);
  requireOneOf('matchState', 'options.stageColours', options.stageColours, ['swap', 'alternate'], true);
  if (options.seed !== undefined && typeof options.seed !== 'number')
    throw badType(`matchState: options.seed must be a number, got ${typeof options.seed}`);
  for (const [i, s] of stages.entries()) {
    requireObject('matchState', `stages[${i}]`, s);
    requireOneOf('matchState', `stages[${i}].kind`, s.kind, MATCH_STAGE_KINDS);
    if (s.kind !== 'armageddon' && s.kind !== 'lots') {
      if (typeof s.games !== 'number')
        throw badType(`matchState: stages[${i}].games must be a number, got ${typeof s.games}`);
      if (!Number.isInteger(s.games) || s.games < 1 || s.games > 1000)
        throw badRange(`matchState: stages[${i}].games must be an integer in 1..1000, got ${shown(s.games)}`);
    }
  }
  for (const [i, g] of games.entries()) {
    requireObject('matchState', `games[${i}]`, g);
    requireOneOf('matchState', `games[${i}].white`, g.white, ['a', 'b']);
    requireOneOf('matchState', `games[${i}].result`, g.result, ['white-win', 'black-win', 'draw']);
  }
  const other = (s: 'a' | 'b'): 'a' | 'b' => (s === 'a' ? 'b' : 'a');
  const seed = options.seed ?? 0;
  let index = 0;
  let stageFirst = options.firstWhite;
  let prevFirst: 'a' | 'b' | null = null;
  // The white of the last game of the stages before (for `stageColours: 'alternate'`).
  let lastWhite: 'a' | 'b' | null = null;
  const score: [number, number] = [0, 0];
  for (const stage of stages) {
    if (stage.kind === 'lots') {
      if (index < games.length) throw badRange('games given after the match was decided');
      return { status: 'decided', winner: drawFirstWhite(seed + 1), stage: 'lots', score };
    }
    const count = stage.kind === 'armageddon' ? 1 : stage.games;
    const first: 'a' | 'b' =
      stage.kind === 'armageddon'
        ? drawFirstWhite(seed + 2)
        : prevFirst === null
          ? stageFirst
          : options.stageColours === 'alternate' && lastWhite !== null
            ? other(lastWhite)
            : other(prevFirst);
    prevFirst = first;
    stageFirst = first;
    const stageScore: [number, number] = [0, 0];
    for (let k = 0; k < count; k++) {
      const white: 'a' | 'b' = k % 2 === 0 ? first : other(first);
      const g = games[index];
      if (!g) return { status: 'play', stage: stage.kind, game: k + 1, white };
      if (g.white !== white) throw badRange(`game ${index + 1} should have ${white} with white`);
      index++;
      lastWhite = white;
      const whiteSide = white === 'a' ? 0 : 1;
      const blackSide = 1 - whiteSide;
      const add = (side: number, pts: number): void => {
        stageScore[side] = (stageScore[side] ?? 0) + pts;
        score[side] = (score[side] ?? 0) + pts;
      };
      if (g.result === 'white-win') add(whiteSide, 1);
      else if (g.result === 'black-win') add(blackSide, 1);
      else if (stage.kind === 'armageddon') add(blackSide, 1);
      else {
        add(0, 0.5);
        add(1, 0.5);
      }
    }
    if (stageScore[0] !== stageScore[1]) {
      if (index < games.length) throw badRange('games given after the match was decided');
      return {
        status: 'decided',
        winner: stageScore[0] > stageScore[1] ? 'a' : 'b',
        stage: stage.kind,
        score,
      };
    }
  }
  throw badRange('the stages end without a decision: end them with armageddon or lots');
}

/**
 * The state of a double-elimination event: a player is out after two lost matches.
 * @category Knockout
 */
export interface DoubleEliminationState {
  /** Players without a loss, in bracket order. */
  readonly unbeaten: readonly number[];
  /** Players with one loss, in the order they lost. */
  readonly oneLoss: readonly number[];
  /** Players out, in the order they went out. */
  readonly out: readonly number[];
}

/**
 * Starts a double elimination of `entrants` players (seeds 1..entrants).
 *
 * @example
 * ```ts
 * import { startDoubleElimination } from '@xq/pairing';
 * console.log(startDoubleElimination(4).unbeaten.join()); // 1,4,2,3
 * ```
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `entrants` is not an integer in 2..65536.
 * @category Knockout
 */
export function startDoubleElimination(
  entrants: number,
  options: { readonly method?: 'seeded' | 'draw'; readonly seed?: number } = {},
): DoubleEliminationState {
  const order = knockoutBracket(entrants, options).flatMap((p) => (p.b === null ? [p.a] : [p.a, p.b]));
  return { unbeaten: order, oneLoss: [], out: [] };
}

/**
 * The matches of the next double-elimination round: unbeaten players meet in bracket order,
 * players with one loss meet in the order they lost (an odd one out has a bye); when one
 * unbeaten and one once-beaten player remain they meet in the final (played again if the
 * unbeaten one loses). Empty when the event is over.
 *
 * @example
 * ```ts
 * import { doubleEliminationRound, startDoubleElimination } from '@xq/pairing';
 * console.log(JSON.stringify(doubleEliminationRound(startDoubleElimination(4))));
 * // [{"a":1,"b":4},{"a":2,"b":3}]
 * ```
 * @category Knockout
 */
export function doubleEliminationRound(state: DoubleEliminationState): readonly KnockoutPair[] {
  requireObject('doubleEliminationRound', 'state', state);
  const seen = new Set<number>();
  requireUniqueIds('doubleEliminationRound', 'state.unbeaten', state.unbeaten, seen);
  requireUniqueIds('doubleEliminationRound', 'state.oneLoss', state.oneLoss, seen);
  const { unbeaten, oneLoss } = state;
  if (unbeaten.length + oneLoss.length <= 1) return [];
  if (unbeaten.length <= 1 && oneLoss.length <= 1) {
    if (unbeaten.length === 1 && oneLoss.length === 1) return [{ a: unbeaten[0]!, b: oneLoss[0]! }];
    return [];
  }
  const pairs = (xs: readonly number[]): KnockoutPair[] => {
    const out: KnockoutPair[] = [];
    for (let i = 0; i < xs.length; i += 2) out.push({ a: xs[i]!, b: xs[i + 1] ?? null });
    return out;
  };
  // While the unbeaten group has more than one player both groups play; once it has one, the
  // once-beaten group plays down to one.
  return unbeaten.length > 1 ? [...pairs(unbeaten), ...pairs(oneLoss)] : pairs(oneLoss);
}

/**
 * Applies the winners of a double-elimination round (every match of
 * {@link doubleEliminationRound}; a bye's player wins).
 *
 * @example
 * ```ts
 * import { applyDoubleElimination, doubleEliminationRound, startDoubleElimination } from '@xq/pairing';
 * const s = startDoubleElimination(4);
 * const next = applyDoubleElimination(s, doubleEliminationRound(s), [1, 2]);
 * console.log(next.unbeaten.join(), next.oneLoss.join()); // 1,2 4,3
 * ```
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when the state's lists, `matches` or `winners` are not arrays.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when a player is listed twice in the state, a match pairs a player
 * with himself, names a player who is out (or not in the event) or one who plays another match,
 * there is not one winner per match, or a winner is not a player of its match.
 * @category Knockout
 */
export function applyDoubleElimination(
  state: DoubleEliminationState,
  matches: readonly KnockoutPair[],
  winners: readonly number[],
): DoubleEliminationState {
  const fn = 'applyDoubleElimination';
  requireObject(fn, 'state', state);
  const seen = new Set<number>();
  requireUniqueIds(fn, 'state.unbeaten', state.unbeaten, seen);
  requireUniqueIds(fn, 'state.oneLoss', state.oneLoss, seen);
  requireUniqueIds(fn, 'state.out', state.out, seen);
  requireArray(fn, 'matches', matches);
  requireArray(fn, 'winners', winners);
  if (winners.length !== matches.length)
    throw badRange(`${fn}: one winner per match is needed, got ${winners.length} for ${matches.length}`);
  // Only a player still in the event (unbeaten or once beaten) plays, and in one match only: a
  // player out after two losses is not brought back by a third.
  const active = new Set<unknown>([...state.unbeaten, ...state.oneLoss]);
  const playing = new Set<unknown>();
  matches.forEach((m, i) => {
    requireObject(fn, `matches[${i}]`, m);
    if (m.a === m.b) throw badRange(`${fn}: matches[${i}] pairs player ${shown(m.a)} with himself`);
    for (const x of m.b === null ? [m.a] : [m.a, m.b]) {
      if (!active.has(x))
        throw badRange(`${fn}: matches[${i}] names ${shown(x)}, no player still in the event`);
      if (playing.has(x)) throw badRange(`${fn}: matches[${i}]: player ${shown(x)} plays two matches`);
      playing.add(x);
    }
  });
  const losses = new Map<number, number>();
  for (const p of state.unbeaten) losses.set(p, 0);
  for (const p of state.oneLoss) losses.set(p, 1);
  const newlyBeaten: number[] = [];
  const newlyOut: number[] = [];
  matches.forEach((m, i) => {
    const w = winners[i];
    if (w === null || (w !== m.a && w !== m.b))
      throw badRange(
        `${fn}: winners[${i}] must be a player of match ${shown(m.a)}–${shown(m.b)}, got ${shown(w)}`,
      );
    const loser = w === m.a ? m.b : m.a;
    if (loser === null) return;
    const l = (losses.get(loser) ?? 0) + 1;
    losses.set(loser, l);
    (l === 1 ? newlyBeaten : newlyOut).push(loser);
  });
  const unbeaten = state.unbeaten.filter((p) => losses.get(p) === 0);
  const oneLoss = [...state.oneLoss, ...newlyBeaten].filter((p) => losses.get(p) === 1);
  return { unbeaten, oneLoss, out: [...state.out, ...newlyOut] };
}
