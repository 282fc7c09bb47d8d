/**
 * The simple Vietnamese Swiss ("hệ Thụy Sĩ" by lot): players with equal scores form groups,
 * opponents are drawn by lot inside each group, a player who cannot be paired floats to the
 * next group; the bye goes to the lowest-ranked player of the lowest group who has not had one.
 * Seeded: the same input and seed give the same draw.
 */

import { MatchingSolver } from '../matching/matching-solver';
import type { Result } from '../result';
import { createRng } from '../rng';
import {
  checkSwissInput,
  FIDE_SCORING,
  type SwissBoard,
  type SwissError,
  type SwissInput,
  type SwissPairing,
  type SwissResult,
} from './swiss-input';
import { type ColourState, colourState, NONE, roundPoints, tenths, WHITE } from './swiss-primitives';

interface State {
  readonly id: number;
  readonly score: number; // tenths
  readonly colours: ColourState;
  readonly opponents: ReadonlySet<number>;
  readonly hadBye: boolean;
}

const NO_BYE = 'no player can take the bye and leave the others pairable (bye rule, no rematch, colours)';

const COLOUR_NAMES = ['white', 'black'] as const;

/** The colour a player must have (±2 difference or two equal colours in a row), if any. */
function mustHave(p: State): 'white' | 'black' | null {
  return p.colours.absolute ? COLOUR_NAMES[p.colours.preference as 0 | 1] : null;
}

function compatible(a: State, b: State): boolean {
  if (a.opponents.has(b.id)) return false;
  const ma = mustHave(a);
  return ma === null || ma !== mustHave(b);
}

/** Colour of `a` against `b`: the colour played fewer times, else alternate, else by lot. */
function colourOf(a: State, b: State, coin: number): 'white' | 'black' {
  const ma = mustHave(a);
  const mb = mustHave(b);
  if (ma !== null) return ma;
  if (mb !== null) return mb === 'white' ? 'black' : 'white';
  const da = a.colours.difference;
  const db = b.colours.difference;
  if (da !== db) return da < db ? 'white' : 'black';
  const la = a.colours.lastColour;
  const lb = b.colours.lastColour;
  if (la !== NONE && lb !== NONE && la !== lb) return la === WHITE ? 'black' : 'white';
  return coin & 1 ? 'white' : 'black';
}

function states(input: SwissInput): State[] {
  const s = input.scoring ?? FIDE_SCORING;
  // the forbidden opponents of each player, in one pass over the pairs
  const forbidden = new Map<number, number[]>();
  for (const [x, y] of input.forbiddenPairs ?? []) {
    for (const [a, b] of [
      [x, y],
      [y, x],
    ] as const) {
      const list = forbidden.get(a);
      if (list === undefined) forbidden.set(a, [b]);
      else list.push(b);
    }
  }
  return input.players
    .filter((p) => !p.absent)
    .map((p) => {
      let score = 0;
      const opponents = new Set<number>();
      let hadBye = false;
      for (const r of p.rounds) {
        score += tenths(roundPoints(s, r));
        if (r.played && r.colour !== null) opponents.add(r.opponent);
        if (!r.played && r.outcome === 'win') hadBye = true;
      }
      for (const o of forbidden.get(p.id) ?? []) opponents.add(o);
      return { id: p.id, score, colours: colourState(p.rounds), opponents, hadBye };
    })
    .sort((a, b) => b.score - a.score || a.id - b.id);
}

/** Size of a maximum matching of compatible pairs among `players`. */
function maxPairs(players: readonly State[]): number {
  const solver = new MatchingSolver(players.length);
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++)
      if (compatible(players[i]!, players[j]!)) solver.setWeight(i, j, 1n);
  }
  return Array.from(solver.solve()).filter((m) => m >= 0).length / 2;
}

/**
 * Pairs the next round "by lot in score groups" (the simple Vietnamese Swiss): no rematches,
 * colour difference within ±2 and never three of a colour in a row, as few and as small score
 * differences between opponents as possible, the rest drawn by lot from `seed`. The bye (odd
 * number of players) goes to the lowest-ranked player of the lowest score group who has not
 * had a bye or an unplayed win, among those whose absence still lets everyone else be paired.
 * When every player has the same score and may meet every other (round 1), the lot alone
 * decides: the players are shuffled from `seed` and paired in that order, in linear time.
 *
 * @example
 * ```ts
 * import { pairByLot } from '@xq/pairing';
 * const players = [1, 2, 3, 4, 5].map((id) => ({ id, rounds: [] }));
 * const r = pairByLot({ players, playedRounds: 0, totalRounds: 4, initialColour: 'white' }, 42);
 * console.log(r.ok && r.value.bye); // 5
 * ```
 * @category Swiss
 */
export function pairByLot(input: SwissInput, seed: number): Result<SwissPairing, SwissError> {
  const bad = typeof seed !== 'number' ? `seed must be a number, got ${typeof seed}` : checkSwissInput(input);
  if (bad !== undefined) return { ok: false, error: { code: 'PAIRING_BAD_INPUT', message: bad } };
  const all = states(input);
  const draw = createRng(seed);
  const next = (): number => draw() * 2 ** 32; // the generator's 32-bit integer, exactly
  if (allEqualAndFree(all)) return pairFreeGroup(all, next);
  let bye: number | null = null;
  let players = all;
  if (all.length % 2 === 1) {
    for (let i = all.length - 1; i >= 0 && bye === null; i--) {
      if (all[i]!.hadBye) continue;
      const rest = all.filter((_, j) => j !== i);
      if (maxPairs(rest) * 2 === rest.length) {
        bye = all[i]!.id;
        players = rest;
      }
    }
    if (bye === null) {
      return {
        ok: false,
        error: {
          code: 'PAIRING_IMPOSSIBLE',
          message: NO_BYE,
        },
      };
    }
  }
  const n = players.length;
  const solver = new MatchingSolver(n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (!compatible(players[i]!, players[j]!)) continue;
      const d = BigInt(players[i]!.score - players[j]!.score);
      solver.setWeight(i, j, (1n << 80n) - ((d * d) << 32n) + BigInt(next()));
    }
  }
  const mate = solver.solve();
  if (Array.from(mate).some((m) => m < 0)) {
    return {
      ok: false,
      error: {
        code: 'PAIRING_IMPOSSIBLE',
        message: 'the players cannot all be paired without a rematch or breaking the colour limits',
      },
    };
  }
  return { ok: true, value: { boards: boardsOf(players, mate, next), bye } };
}

/**
 * Whether every player has the same score and can meet every other (no earlier game, no
 * forbidden pair, no absolute colour): then any pairing is as good as any other, and the lot
 * alone decides (round 1, typically).
 */
function allEqualAndFree(all: readonly State[]): boolean {
  return all.every((p) => p.score === all[0]!.score && p.opponents.size === 0 && mustHave(p) === null);
}

/**
 * Pairs one group of interchangeable players ({@link allEqualAndFree}) in linear time: the bye
 * to the lowest-ranked player without one, the others shuffled by lot (Fisher–Yates) and
 * paired in that order.
 */
function pairFreeGroup(all: readonly State[], next: () => number): SwissResult {
  let bye: number | null = null;
  let players = all;
  if (all.length % 2 === 1) {
    let i = all.length - 1;
    while (i >= 0 && all[i]!.hadBye) i--;
    if (i < 0) {
      return {
        ok: false,
        error: { code: 'PAIRING_IMPOSSIBLE', message: NO_BYE },
      };
    }
    bye = all[i]!.id;
    players = all.filter((_, j) => j !== i);
  }
  const n = players.length;
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = next() % (i + 1);
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  const mate = new Int32Array(n);
  for (let k = 0; k < n; k += 2) {
    mate[order[k]!] = order[k + 1]!;
    mate[order[k + 1]!] = order[k]!;
  }
  return { ok: true, value: { boards: boardsOf(players, mate, next), bye } };
}

/** The boards of matching `mate` over `players`, colours by {@link colourOf}, in ranking order. */
function boardsOf(players: readonly State[], mate: Int32Array, next: () => number): SwissBoard[] {
  const n = players.length;
  const boards: { board: SwissBoard; key: number }[] = [];
  for (let i = 0; i < n; i++) {
    const j = mate[i]!;
    if (j < i) continue;
    const a = players[i]!;
    const b = players[j]!;
    const c = colourOf(a, b, next());
    boards.push({
      board: c === 'white' ? { white: a.id, black: b.id } : { white: b.id, black: a.id },
      key: i,
    });
  }
  boards.sort((x, y) => x.key - y.key);
  return boards.map((x) => x.board);
}
