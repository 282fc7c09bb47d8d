/**
 * The free pairings checker (FIDE C.04.A): re-pairs every round of a TRF file from the rounds
 * before it and reports each round whose boards, colours or pairing-allocated bye differ from
 * what the engine pairs, with the first criterion of C.04.3 (2026) that tells the two apart.
 */

import { badRange, badType } from '../bad-input';
import { requireOneOf } from '../input-checks';
import type { Result } from '../result';
import { type Trf, type TrfPlayer, trfResultHalfPoints } from '../trf';
import { trfRecordProblem, trfShapeProblem } from '../trf-write';
import { pairByLot } from './by-lot';
import { dutchChecklist } from './dutch/checklist';
import { pairDutch } from './dutch/index';
import {
  FIDE_SCORING,
  type SwissBoard,
  type SwissError,
  type SwissInput,
  type SwissPairing,
} from './swiss-input';
import { swissInputFromTrf } from './trf-input';

/** One round of a file: boards, white first, sorted by white's start number, and the bye. */
type CheckedPairing = SwissPairing;

/** What {@link checkTournament} answers: the rounds checked and those that differ. @category Swiss */
export interface CheckReport {
  /** Number of rounds checked. */
  readonly rounds: number;
  /**
   * The rounds whose pairing in the file differs from the engine's, in order: the `round`
   * (1-based), what the engine pairs from the rounds before it (`expected`, `null` when it finds
   * no pairing), what the file records (`actual`; boards sorted by white's start number), and
   * `reason`: why they differ, beginning with the criterion of C.04.3 that decides (`C1` … `C21`,
   * or `Art. 5` for the colour allocation rules; `Điều 5` in Vietnamese), in `options.lang`.
   */
  readonly differing: readonly {
    /** The round (1-based). */
    readonly round: number;
    /** What the engine pairs from the rounds before it; `null` when it finds no pairing. */
    readonly expected: SwissPairing | null;
    /** What the file records (boards sorted by white's start number). */
    readonly actual: SwissPairing;
    /** Why they differ, beginning with the criterion of C.04.3 that decides, in `options.lang`. */
    readonly reason: string;
  }[];
}

type CheckDifference = CheckReport['differing'][number];

const REQUESTED = 'HZF-';

/** The tournament as it stood before round r: blocks of earlier rounds, round r's requested byes. */
function before(trf: Trf, r: number, total: number, initialColour: 'white' | 'black'): Trf {
  const players: TrfPlayer[] = trf.players.map((p) => {
    const kept = p.rounds.slice(0, r - 1);
    const next = p.rounds[r - 1];
    if (next && next.opponent === 0 && REQUESTED.includes(next.result) && next.result !== ' ')
      kept.push(next);
    return { ...p, rounds: kept, points: kept.reduce((a, b) => a + trfResultHalfPoints(b.result), 0) / 2 };
  });
  // `XXZ` names the players absent from the round after the file's last one, not from the
  // rounds the file records (those hold their own `H`, `Z`, `F` or `-` blocks)
  const otherLines = trf.otherLines.filter((l) => !l.startsWith('XXZ'));
  return { ...trf, players, totalRounds: total, initialColour, otherLines };
}

/**
 * The initial colour when the file does not give it: odd pairing numbers (C.04.3 Art. 5.2.5,
 * numbered over the players who take part in round 1) get the colour that the first of them
 * with a colour got in round 1.
 */
function initialColourOf(trf: Trf): 'white' | 'black' {
  if (trf.initialColour !== undefined) return trf.initialColour;
  const entered = [...trf.players]
    .sort((a, b) => a.startNumber - b.startNumber)
    .filter((p) => {
      const b = p.rounds[0];
      return (
        b !== undefined &&
        !(b.opponent === 0 && REQUESTED.includes(b.result)) &&
        !(b.opponent === 0 && b.result === ' ')
      );
    });
  const tpn = entered.findIndex((p) => {
    const c = p.rounds[0]?.colour;
    return c === 'w' || c === 'b';
  });
  if (tpn === -1) return 'white';
  return (entered[tpn]!.rounds[0]!.colour === 'w') === (tpn % 2 === 0) ? 'white' : 'black';
}

/** Where round r's games do not answer each other (opponent, colours), or `undefined`. */
function roundProblem(trf: Trf, r: number): string | undefined {
  const byId = new Map(trf.players.map((p) => [p.startNumber, p] as const));
  for (const p of trf.players) {
    const b = p.rounds[r - 1];
    if (!b || b.opponent === 0) continue;
    const back = byId.get(b.opponent)?.rounds[r - 1];
    if (back === undefined || back.opponent !== p.startNumber)
      return `round ${r}: player ${p.startNumber} names ${b.opponent}, who does not name him`;
    if ((b.colour === 'w' || b.colour === 'b') && back.colour === b.colour)
      return `round ${r}: players ${p.startNumber} and ${b.opponent} have the same colour`;
  }
  return undefined;
}

/** Round r of the file. */
function actualRound(trf: Trf, r: number): CheckedPairing {
  const boards: SwissBoard[] = [];
  let bye: number | null = null;
  for (const p of trf.players) {
    const b = p.rounds[r - 1];
    if (!b) continue;
    if (b.opponent > 0 && (b.colour === 'w' || (b.colour !== 'b' && p.startNumber < b.opponent)))
      boards.push({ white: p.startNumber, black: b.opponent });
    if (b.opponent === 0 && (b.result === 'U' || b.result === '+')) bye = p.startNumber;
  }
  return { boards: boards.sort((a, b) => a.white - b.white), bye };
}

const sorted = (p: SwissPairing): CheckedPairing => ({
  boards: [...p.boards].sort((a, b) => a.white - b.white),
  bye: p.bye,
});
const pairKey = (b: SwissBoard): string => `${Math.min(b.white, b.black)}-${Math.max(b.white, b.black)}`;

/** The reasons of {@link reasonOf}, in English and in the law's Vietnamese (Trắng/Đen). */
const REASONS = {
  en: {
    stranger: 'a board names a player who is not in the file',
    met: (a: number, b: number) => `C1: players ${a} and ${b} have already met`,
    absent: (a: number, b: number) => `a player paired on board ${a}-${b} was marked absent from the round`,
    absolute: (a: number, b: number) => `C3: players ${a} and ${b} have the same absolute colour preference`,
    byeAgain: (a: number) => `C2: player ${a} may not receive the pairing-allocated bye again`,
    byeScore: (e: number, es: number, a: number, as: number) =>
      `C5: the bye goes to player ${e} (score ${es}), not ${a} (score ${as})`,
    bye: (e: number | null, a: number | null) =>
      `C4–C9: the pairing-allocated bye goes to ${e ?? 'nobody'}, not ${a ?? 'nobody'}`,
    colours: (w: number, b: number, a: number) =>
      `Art. 5 (colour allocation): on the board ${w}-${b}, ${w} has the first move, not ${a}`,
    scores: (a: number, e: number) =>
      `C6–C7: the file's boards join players further apart in score (${a} against ${e})`,
    preferences: (a: number, e: number) =>
      `C12: the file's boards meet fewer colour preferences (${a} unmet against ${e})`,
    strong: `C13: the file's boards meet fewer strong colour preferences`,
    brackets: 'C6–C21: the engine pairs the brackets differently (score differences, colours, float history)',
    none: (message: string) => message,
  },
  vi: {
    stranger: 'một bàn ghi tên đấu thủ không có trong tệp',
    met: (a: number, b: number) => `C1: đấu thủ ${a} và ${b} đã gặp nhau`,
    absent: (a: number, b: number) => `một đấu thủ của bàn ${a}-${b} đã được ghi vắng mặt ở vòng này`,
    absolute: (a: number, b: number) => `C3: đấu thủ ${a} và ${b} cùng ưu tiên màu tuyệt đối`,
    byeAgain: (a: number) => `C2: đấu thủ ${a} không được miễn đấu lần nữa`,
    byeScore: (e: number, es: number, a: number, as: number) =>
      `C5: người được miễn đấu là ${e} (${es} điểm), không phải ${a} (${as} điểm)`,
    bye: (e: number | null, a: number | null) =>
      `C4–C9: người được miễn đấu là ${e ?? 'không ai'}, không phải ${a ?? 'không ai'}`,
    colours: (w: number, b: number, a: number) =>
      `Điều 5 (phân màu): ở bàn ${w}-${b}, ${w} cầm quân Trắng (đi trước), không phải ${a}`,
    scores: (a: number, e: number) =>
      `C6–C7: các bàn trong tệp ghép những đấu thủ chênh điểm nhiều hơn (${a} so với ${e})`,
    preferences: (a: number, e: number) =>
      `C12: các bàn trong tệp đáp ứng ít ưu tiên màu hơn (${a} ưu tiên không được đáp ứng so với ${e})`,
    strong: 'C13: các bàn trong tệp đáp ứng ít ưu tiên màu mạnh hơn',
    brackets: 'C6–C21: chương trình ghép các nhóm điểm khác (chênh lệch điểm, màu, lịch sử xuống/lên nhóm)',
    none: (message: string) => `chương trình không tìm được cặp đấu: ${message}`,
  },
} as const;

/**
 * The first criterion that tells the file's pairing from the engine's: the absolute criteria
 * C1–C3 broken by the file, then the bye (C2, C5), the colour allocation (Art. 5), the colour
 * criteria C10–C13 compared by count, and otherwise the score and float criteria C6–C21.
 */
function reasonOf(
  input: SwissInput,
  expected: CheckedPairing,
  actual: CheckedPairing,
  w: (typeof REASONS)['en' | 'vi'],
): string {
  const checklist = dutchChecklist(input);
  if (!checklist.ok) return checklist.error.message;
  const rows = new Map(checklist.value.players.map((p) => [p.id, p] as const));
  const met = new Set<string>();
  for (const p of input.players)
    for (const g of p.rounds) if (g.opponent > 0) met.add(pairKey({ white: p.id, black: g.opponent }));
  const last = input.playedRounds + 1 === input.totalRounds;
  const win = (input.scoring ?? FIDE_SCORING).win;
  const topscorer = (id: number): boolean =>
    last && (rows.get(id)?.points ?? 0) > (win * input.playedRounds) / 2;
  for (const b of actual.boards) {
    if (!rows.has(b.white) || !rows.has(b.black)) return w.stranger;
    if (met.has(pairKey(b))) return w.met(b.white, b.black);
    const r = rows.get(b.white)!;
    const k = rows.get(b.black)!;
    if (!r.present || !k.present) return w.absent(b.white, b.black);
    if (
      !topscorer(b.white) &&
      !topscorer(b.black) &&
      r.preferenceStrength === 'absolute' &&
      k.preferenceStrength === 'absolute' &&
      r.colourPreference === k.colourPreference
    )
      return w.absolute(b.white, b.black);
  }
  if (actual.bye !== null && rows.get(actual.bye)?.byeEligible === false) return w.byeAgain(actual.bye);
  if (actual.bye !== expected.bye) {
    const a = actual.bye === null ? undefined : rows.get(actual.bye)?.pairingScore;
    const e = expected.bye === null ? undefined : rows.get(expected.bye)?.pairingScore;
    if (a !== undefined && e !== undefined && a > e)
      return w.byeScore(expected.bye as number, e, actual.bye as number, a);
    return w.bye(expected.bye, actual.bye);
  }
  const expectedPairs = new Map(expected.boards.map((b) => [pairKey(b), b] as const));
  const samePairs =
    actual.boards.length === expected.boards.length &&
    actual.boards.every((b) => expectedPairs.has(pairKey(b)));
  if (samePairs) {
    for (const b of actual.boards) {
      const e = expectedPairs.get(pairKey(b))!;
      if (e.white !== b.white) return w.colours(e.white, e.black, b.white);
    }
  }
  const unmet = (p: CheckedPairing, strength: 'any' | 'strong'): number => {
    let n = 0;
    for (const b of p.boards) {
      for (const [id, colour] of [
        [b.white, 'white'],
        [b.black, 'black'],
      ] as const) {
        const row = rows.get(id);
        if (!row || row.colourPreference === null || row.colourPreference === colour) continue;
        if (strength === 'any' || row.preferenceStrength !== 'mild') n++;
      }
    }
    return n;
  };
  const scoreGap = (p: CheckedPairing): number =>
    p.boards.reduce(
      (a, b) => a + Math.abs((rows.get(b.white)?.pairingScore ?? 0) - (rows.get(b.black)?.pairingScore ?? 0)),
      0,
    );
  if (scoreGap(actual) > scoreGap(expected)) return w.scores(scoreGap(actual), scoreGap(expected));
  if (unmet(actual, 'any') > unmet(expected, 'any'))
    return w.preferences(unmet(actual, 'any'), unmet(expected, 'any'));
  if (unmet(actual, 'strong') > unmet(expected, 'strong')) return w.strong;
  return w.brackets;
}

/**
 * Re-pairs every round of a tournament file from the rounds before it and reports each round
 * whose boards, colours or pairing-allocated bye differ from the engine's (the free pairings
 * checker of FIDE C.04.A). Without `XXR` the number of rounds is the number of round blocks. A
 * round the engine cannot pair from its input counts as differing; a file whose rounds do not
 * answer each other (`PAIRING_BAD_INPUT`) is refused.
 *
 * @param options - `system`: `dutch` (C.04.3, default) or `lot` (by lot, with `seed`, default 0);
 * `baku`: Baku acceleration (also on when the file's `192` code ends in `_BAKU`); `lang`: language
 * of the reasons, `en` (default) or `vi` (the law's words: Trắng/Đen).
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `options` is not an object.
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `options.baku` is given and not a boolean.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `options.system`, `options.seed` or `options.lang` is out of range.
 * @example
 * ```ts
 * import { checkTournament, parseTrf } from '@xq/pairing';
 * const line = (n: number, pts: string, block: string) =>
 *   `001 ${String(n).padStart(4)}      ${`P${n}`.padEnd(33)} 1500${' '.repeat(28)}${pts.padStart(4)}${'1'.padStart(5)}  ${block}`;
 * const trf = parseTrf([line(1, '1.0', '   2 w 1'), line(2, '0.0', '   1 b 0'), 'XXR 3'].join('\r'));
 * const report = trf.ok ? checkTournament(trf.value) : undefined;
 * console.log(report?.ok && report.value.differing.length); // 0
 * ```
 * @category Swiss
 */
export function checkTournament(
  trf: Trf,
  options: {
    readonly system?: 'dutch' | 'lot';
    readonly baku?: boolean;
    readonly seed?: number;
    readonly lang?: 'en' | 'vi';
  } = {},
): Result<CheckReport, SwissError> {
  if (typeof options !== 'object' || options === null)
    throw badType('checkTournament: options must be an object');
  if (options.system !== undefined && options.system !== 'dutch' && options.system !== 'lot')
    throw badRange('checkTournament: system must be dutch or lot');
  if (
    options.seed !== undefined &&
    (typeof options.seed !== 'number' || !Number.isSafeInteger(options.seed) || options.seed < 0)
  )
    throw badRange('checkTournament: seed must be a natural number');
  if (options.lang !== undefined && options.lang !== 'en' && options.lang !== 'vi')
    throw badRange('checkTournament: lang must be en or vi');
  // a truthy string would accelerate and `0` would not: only a boolean says which
  requireOneOf('checkTournament', 'options.baku', options.baku, [true, false], true);
  // a record no TRF file could hold (a result or colour letter TRF does not have, NaN points,
  // a start number beyond 9,999, a self-pairing) is refused, never checked as if consistent
  const shape = trfShapeProblem(trf) ?? trfRecordProblem(trf);
  if (shape !== undefined)
    return { ok: false, error: { code: 'PAIRING_BAD_INPUT', message: `checkTournament: ${shape}` } };
  const words = REASONS[options.lang ?? 'en'];
  const played = trf.players.reduce((a, p) => Math.max(a, p.rounds.length), 0);
  const total = Math.max(trf.totalRounds ?? 0, played);
  if (total === 0) return { ok: true, value: { rounds: 0, differing: [] } };
  const differing: CheckDifference[] = [];
  const initialColour = initialColourOf(trf);
  let rounds = 0;
  for (let r = 1; r <= played; r++) {
    const problem = roundProblem(trf, r);
    if (problem !== undefined) return { ok: false, error: { code: 'PAIRING_BAD_INPUT', message: problem } };
    const actual = actualRound(trf, r);
    if (actual.boards.length === 0 && actual.bye === null) continue;
    const input = swissInputFromTrf(before(trf, r, total, initialColour), options.baku ? { baku: true } : {});
    if (!input.ok)
      return {
        ok: false,
        error: { code: 'PAIRING_BAD_INPUT', message: `round ${r}: ${input.error.message}` },
      };
    if (input.value.playedRounds !== r - 1) {
      return {
        ok: false,
        error: { code: 'PAIRING_BAD_INPUT', message: `round ${r}: the rounds before it are incomplete` },
      };
    }
    rounds++;
    const result =
      options.system === 'lot' ? pairByLot(input.value, options.seed ?? 0) : pairDutch(input.value);
    if (!result.ok && result.error.code === 'PAIRING_BAD_INPUT')
      return {
        ok: false,
        error: { code: 'PAIRING_BAD_INPUT', message: `round ${r}: ${result.error.message}` },
      };
    if (!result.ok) {
      differing.push({ round: r, expected: null, actual, reason: words.none(result.error.message) });
      continue;
    }
    const expected = sorted(result.value);
    if (JSON.stringify(expected) === JSON.stringify(actual)) continue;
    differing.push({ round: r, expected, actual, reason: reasonOf(input.value, expected, actual, words) });
  }
  return { ok: true, value: { rounds, differing } };
}
