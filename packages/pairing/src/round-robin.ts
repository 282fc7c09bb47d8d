import { badRange, shown } from './bad-input';
import { requireObject, requireOneOf } from './input-checks';

/**
 * One board of a scheduled round: `white` moves first; `null` stands for the bye seat
 * ("nghỉ"): the player facing it rests that round.
 * @category Round robin
 */
export interface ScheduledPair {
  /** Who has white, or `null` for the bye seat. */
  readonly white: number | null;
  /** Who has black, or `null` for the bye seat. */
  readonly black: number | null;
}

/** Options of a round-robin schedule. */
interface RoundRobinOptions {
  /** Two cycles: the second repeats the first with colours swapped. */
  readonly double?: boolean;
  /** In a double round robin, play the second cycle's rounds in reverse order. */
  readonly reverseSecondCycle?: boolean;
}

/** The largest field a schedule is generated for, round by round. */
const MAX_PLAYERS = 10_000;

/**
 * The largest field whose whole table `bergerTable` and {@link roundRobinSchedule} build
 * at once (1,000 players: 999 rounds of 500 boards, about half a million boards); larger fields
 * are paired one round at a time with {@link roundRobinScheduleRound}.
 * @category Round robin
 */
export const MAX_TABLE = 1_000;

/** Checks the {@link RoundRobinOptions} of `fn`: an object whose flags are booleans or absent. */
function checkOptions(fn: string, options: RoundRobinOptions): void {
  requireObject(fn, 'options', options);
  requireOneOf(fn, 'options.double', options.double, [true, false], true);
  requireOneOf(fn, 'options.reverseSecondCycle', options.reverseSecondCycle, [true, false], true);
}

function checkPlayers(players: number): void {
  if (!Number.isInteger(players) || players < 0 || players > MAX_PLAYERS) {
    throw badRange(`players must be an integer in 0..${MAX_PLAYERS}, got ${shown(players)}`);
  }
}

/**
 * The size of the table a field plays by: the number of players, made even (an odd field uses
 * the next table and its last number is the bye).
 *
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `players` is not an integer in 0..10000.
 */
export function roundRobinTableSize(players: number): number {
  checkPlayers(players);
  return players + (players % 2);
}

/**
 * Which of two table numbers has white, by the colour rule (a) printed with
 * the law's round-robin tables (Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1, “Bảng thi đấu”): an even number against
 * an odd one — the smaller has white; both even or both odd — the larger has white; the last
 * number `n` of the table has black against 1..n/2 and white against the rest.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when the numbers are not distinct numbers of the table of `players`.
 */
export function roundRobinWhite(a: number, b: number, players: number): number {
  const n = roundRobinTableSize(players);
  if (!Number.isInteger(a) || !Number.isInteger(b) || a < 1 || b < 1 || a > n || b > n || a === b) {
    throw badRange(`${shown(a)} and ${shown(b)} are not two numbers of the ${shown(n)}-player table`);
  }
  if (a === n || b === n) {
    const other = a === n ? b : a;
    return other <= n / 2 ? other : n;
  }
  if (a % 2 !== b % 2) return Math.min(a, b);
  return Math.max(a, b);
}

/**
 * The round (of the first cycle, from 1) in which two table numbers meet, by the round rule (b)
 * printed with the same tables: round a + b − 1, less n − 1 when that exceeds n − 1; for the last number n, round
 * 2a − 1 (less n − 1 when needed).
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when the numbers are not distinct numbers of the table of `players`.
 */
export function roundRobinRound(a: number, b: number, players: number): number {
  roundRobinWhite(a, b, players); // validates
  const n = roundRobinTableSize(players);
  const sum = a === n ? 2 * b - 1 : b === n ? 2 * a - 1 : a + b - 1;
  return sum > n - 1 ? sum - (n - 1) : sum;
}

/**
 * When and with which colours two table numbers meet, by the two rules printed with the law's
 * round-robin tables (Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1, “Bảng thi đấu”):
 * `round` (of the first cycle, from 1) is a + b − 1, less n − 1 when that exceeds n − 1, and 2a − 1
 * for the last number n; `white` (red) is the smaller of an even and an odd number, the larger of
 * two even or two odd numbers, and the last number n has black against 1..n/2 and white against
 * the rest.
 *
 * @example
 * ```ts
 * import { roundRobinMeeting } from '@xq/pairing';
 * // The law's examples for 12 players: 3–5 in round 7, 9–11 in round 8, 12–3 in round 5.
 * console.log(roundRobinMeeting(3, 5, 12)); // { round: 7, white: 5 }
 * console.log(roundRobinMeeting(9, 11, 12).round, roundRobinMeeting(12, 3, 12).round); // 8 5
 * console.log(roundRobinMeeting(12, 3, 12).white); // 3
 * ```
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when the numbers are not distinct numbers of the table of `players`.
 * @category Round robin
 */
export function roundRobinMeeting(
  a: number,
  b: number,
  players: number,
): {
  /** The round of the first cycle in which they meet, from 1. */
  readonly round: number;
  /** The one of the two numbers that has white (red). */
  readonly white: number;
} {
  return { round: roundRobinRound(a, b, players), white: roundRobinWhite(a, b, players) };
}

/**
 * The Berger table of an even size `n`, as the law's round-robin tables (Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1, “Bảng thi đấu”)
 * print it: round r has on board 1 the last
 * number n against p (p = (r + 1) / 2 for odd r, (r + n) / 2 for even r), then on board k the
 * numbers p + k − 1 and p − k + 1 (counted round 1..n − 1); each pair is written white first by
 * the colour rule.
 * For example `bergerTable(4)` is `[[[1,4],[2,3]],[[4,3],[1,2]],[[2,4],[3,1]]]`.
 *
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `n` is not an even integer in 2..10000.
 */
export function bergerTable(n: number): readonly (readonly (readonly [number, number])[])[] {
  if (!Number.isInteger(n) || n < 2 || n % 2 !== 0 || n > MAX_PLAYERS) {
    throw badRange(`a Berger table has an even size in 2..${MAX_PLAYERS}, got ${shown(n)}`);
  }
  if (n > MAX_TABLE) {
    throw badRange(
      `a whole Berger table is built for at most ${MAX_TABLE} players (${shown(n)} asked); take its rounds one by one with roundRobinScheduleRound`,
    );
  }
  const rounds: (readonly (readonly [number, number])[])[] = new Array(n - 1);
  for (let r = 1; r <= n - 1; r++) rounds[r - 1] = bergerRound(n, r);
  return rounds;
}

/**
 * One round of the Berger table of even size `n`: its boards, white (red) first, in O(n) time
 * and memory, so that a field of any size up to 10,000 is paired round by round without
 * building the whole table.
 *
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `n` is not an even integer in 2..10,000 or `round` not in 1..n − 1.
 */
export function bergerRound(n: number, round: number): readonly (readonly [number, number])[] {
  if (!Number.isInteger(n) || n < 2 || n % 2 !== 0 || n > MAX_PLAYERS) {
    throw badRange(`a Berger table has an even size in 2..${MAX_PLAYERS}, got ${shown(n)}`);
  }
  if (!Number.isInteger(round) || round < 1 || round > n - 1) {
    throw badRange(`the ${shown(n)}-player table has rounds 1..${n - 1}, got ${shown(round)}`);
  }
  const m = n - 1;
  const half = n / 2;
  const r = round;
  const p = r % 2 === 1 ? (r + 1) / 2 : (r + n) / 2;
  const boards: (readonly [number, number])[] = new Array(half);
  // Board 1: the last number n has black against 1..n/2 and white against the rest.
  boards[0] = p <= half ? [p, n] : [n, p];
  for (let k = 2; k <= half; k++) {
    let a = p + k - 1;
    if (a > m) a -= m;
    let b = p - k + 1;
    if (b < 1) b += m;
    // The colour rule of roundRobinWhite, inlined for speed.
    const aWhite = a % 2 !== b % 2 ? a < b : a > b;
    boards[k - 1] = aWhite ? [a, b] : [b, a];
  }
  return boards;
}

/**
 * One round of the round-robin schedule of `players` (the bye seat `null`), computed alone in
 * O(players): the streaming form of {@link roundRobinSchedule}, for fields of any size.
 *
 * @param options - `double`: two cycles, the second repeating the first with colours swapped;
 * `reverseSecondCycle`: play the second cycle's rounds in reverse order.
 *
 * @example
 * ```ts
 * import { roundRobinScheduleRound } from '@xq/pairing';
 * console.log(JSON.stringify(roundRobinScheduleRound(3, 1))); // [{"white":1,"black":null},{"white":2,"black":3}]
 * console.log(roundRobinScheduleRound(9000, 8999).length); // 4500
 * ```
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `players` is not in 2..10,000 or `round` is not a round of the
 * schedule (1..n − 1, or 1..2(n − 1) for a double round robin).
 * @category Round robin
 */
export function roundRobinScheduleRound(
  players: number,
  round: number,
  options: { readonly double?: boolean; readonly reverseSecondCycle?: boolean } = {},
): readonly ScheduledPair[] {
  checkOptions('roundRobinScheduleRound', options);
  const n = roundRobinTableSize(players);
  if (n < 2) throw badRange(`a round robin needs at least 2 players, got ${shown(players)}`);
  const cycle = n - 1;
  const total = options.double ? 2 * cycle : cycle;
  if (!Number.isInteger(round) || round < 1 || round > total) {
    throw badRange(`the schedule of ${shown(players)} players has rounds 1..${total}, got ${shown(round)}`);
  }
  const seat = (x: number): number | null => (x > players ? null : x);
  if (round <= cycle) return bergerRound(n, round).map(([w, b]) => ({ white: seat(w), black: seat(b) }));
  const k = round - cycle;
  const first = options.reverseSecondCycle ? cycle + 1 - k : k;
  return bergerRound(n, first).map(([w, b]) => ({ white: seat(b), black: seat(w) }));
}

/**
 * The round-robin schedule of a field of `players` numbered 1..players: an array of rounds, each
 * an array of boards; with an odd field the bye seat is `null`. A double round robin appends a
 * second cycle with colours swapped (optionally in reverse round order).
 *
 * @param options - `double`: two cycles, the second repeating the first with colours swapped;
 * `reverseSecondCycle`: play the second cycle's rounds in reverse order.
 *
 * @example
 * ```ts
 * import { roundRobinSchedule } from '@xq/pairing';
 * const s = roundRobinSchedule(3);
 * console.log(JSON.stringify(s[0])); // [{"white":1,"black":null},{"white":2,"black":3}]
 * ```
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `players` is not an integer in 0..1000 (larger
 * fields: {@link roundRobinScheduleRound}).
 * @category Round robin
 */
export function roundRobinSchedule(
  players: number,
  options: { readonly double?: boolean; readonly reverseSecondCycle?: boolean } = {},
): readonly (readonly ScheduledPair[])[] {
  checkOptions('roundRobinSchedule', options);
  const n = roundRobinTableSize(players);
  if (n > MAX_TABLE) {
    throw badRange(
      `a whole schedule is built for at most ${MAX_TABLE} players (${shown(players)} asked); take its rounds one by one with roundRobinScheduleRound`,
    );
  }
  if (n === 0) return [];
  const seat = (x: number): number | null => (x > players ? null : x);
  const first = bergerTable(n).map((round) => round.map(([w, b]) => ({ white: seat(w), black: seat(b) })));
  if (!options.double) return first;
  const second = first.map((round) => round.map((p) => ({ white: p.black, black: p.white })));
  if (options.reverseSecondCycle) second.reverse();
  return [...first, ...second];
}
