/**
 * From a TRF file to the Swiss engines' input: the rounds already played, who has a bye granted
 * beforehand for the next round (a block already written, `XXZ`, TRF-2026 `240`), forbidden
 * pairs (`XXP`, `260`), accelerations (`XXA`, `250`, or Baku when the `192` code ends in
 * `_BAKU`), the `299` score adjustments (in wins: a `162` or `XXS` win of 2 points halves
 * them), the number of rounds and the initial colour. `###`
 * comments and the team records (`300`, `310`, `320`, `330`) are not read by the individual
 * engines.
 */

import { shown } from '../bad-input';
import type { Result } from '../result';
import type { Trf, TrfRound } from '../trf';
import { trfRecordProblem, trfShapeProblem } from '../trf-write';
import { bakuAcceleration } from './baku';
import {
  checkSwissInput,
  FIDE_SCORING,
  type SwissColour,
  type SwissError,
  type SwissInput,
  type SwissPlayer,
  type SwissRound,
  type SwissScoring,
} from './swiss-input';

const isBlank = (b: TrfRound): boolean => b.opponent === 0 && b.colour === ' ' && b.result === ' ';
const participated = (b: TrfRound): boolean => b.opponent !== 0 || b.result === 'U' || b.result === '+';

function toRound(b: TrfRound): SwissRound {
  const unplayed = b.opponent === 0 || b.colour === '-' || b.colour === ' ' || '+-HFUZ '.includes(b.result);
  const outcome = '=DH'.includes(b.result) ? 'draw' : '+W1FU'.includes(b.result) ? 'win' : 'loss';
  return {
    opponent: b.opponent,
    colour: b.colour === 'w' ? 'white' : b.colour === 'b' ? 'black' : null,
    outcome,
    played: !unplayed,
    paired: participated(b),
  };
}

const NOT_PAIRED: SwissRound = { opponent: 0, colour: null, outcome: 'loss', played: false, paired: false };

/** Number of completed rounds, as the reference engine reads it. */
function completedRounds(trf: Trf): number {
  let played = 0;
  for (const p of trf.players) {
    p.rounds.forEach((b, i) => {
      if (isBlank(b)) return;
      played = Math.max(played, participated(b) ? i + 1 : i);
    });
  }
  if (trf.players.length > 0 && trf.players.every((p) => p.rounds.length > played)) played++;
  return played;
}

/**
 * The points of a win in the file: TRF-2026's "Tag 162 — Scoring point system for individuals"
 * (`W` in column 6, its points in columns 7-10, then a code every 9 columns), else JaVaFo's
 * `XXS WW=…`, else 1. A value that is not a positive number counts as 1.
 */
function winPoints(lines: readonly string[]): number {
  for (const l of lines) {
    if (!l.startsWith('162')) continue;
    for (let c = 5; c < l.length; c += 9) {
      if (l[c]?.toUpperCase() !== 'W') continue;
      const v = Number(l.slice(c + 1, c + 5));
      return Number.isFinite(v) && v > 0 ? v : 1;
    }
  }
  for (const l of lines) {
    const m = l.startsWith('XXS') ? /(?:^|\s)WW=(\d{1,2}(?:\.\d+)?)/.exec(l.slice(3)) : null;
    if (m !== null) return Number(m[1]) > 0 ? Number(m[1]) : 1;
  }
  return 1;
}

function inferInitialColour(trf: Trf, played: number): SwissColour {
  let minRound = Number.POSITIVE_INFINITY;
  for (const p of trf.players) {
    p.rounds.forEach((b, i) => {
      if (i < played && (b.colour === 'w' || b.colour === 'b')) minRound = Math.min(minRound, i);
    });
  }
  if (!Number.isFinite(minRound)) return 'white';
  let rank = 0;
  for (const p of [...trf.players].sort((a, b) => a.startNumber - b.startNumber)) {
    if (!p.rounds.slice(0, minRound + 1).some(participated)) continue;
    const c = p.rounds[minRound]?.colour;
    const white = c === 'w';
    if (c === 'w' || c === 'b') return white !== (rank % 2 === 1) ? 'white' : 'black';
    rank++;
  }
  return 'white';
}

/** Reads `XXA NNNN  a1  a2 …`: virtual points per round for player NNNN. */
function readXxa(lines: readonly string[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const l of lines) {
    if (!l.startsWith('XXA')) continue;
    const id = Number(l.slice(4, 8).trim());
    if (!Number.isInteger(id) || id < 1) continue;
    const values: number[] = [];
    for (let s = 9; s + 4 <= l.length + 1; s += 5) {
      const t = l.slice(s, s + 4).trim();
      values.push(t === '' ? 0 : Number(t) || 0);
    }
    out.set(id, values);
  }
  return out;
}

/**
 * Reads the point system of `XXS` as JaVaFo and bbpPairings write it (`XXS W=2 D=1 L=0`, or
 * per colour `WW=2 BW=2 WD=1 BD=1 WL=0 BL=0`, and the byes `PAB`, `ZPB`, forfeit loss `FL`);
 * what a record does not name keeps the FIDE value (a pairing-allocated bye, the win's).
 * `undefined` without an `XXS` line or when its values are not numbers of at least 0.
 */
function readXxs(lines: readonly string[]): SwissScoring | undefined {
  const line = lines.find((l) => l.startsWith('XXS'));
  if (line === undefined) return undefined;
  const values = new Map<string, number>();
  for (const m of line.slice(3).matchAll(/(?:^|\s)([A-Z]{1,3})=(\d{1,3}(?:\.\d{1,2})?)(?=\s|$)/gu))
    values.set(m[1]!, Number(m[2]));
  if (values.size === 0) return undefined;
  const pick = (...keys: string[]): number | undefined =>
    keys.map((k) => values.get(k)).find((v) => v !== undefined);
  const win = pick('W', 'WW', 'BW', 'FW') ?? FIDE_SCORING.win;
  return {
    win,
    draw: pick('D', 'WD', 'BD') ?? FIDE_SCORING.draw,
    loss: pick('L', 'WL', 'BL') ?? FIDE_SCORING.loss,
    pairingBye: pick('PAB') ?? win,
    zeroBye: pick('ZPB') ?? FIDE_SCORING.zeroBye,
    forfeitLoss: pick('FL') ?? FIDE_SCORING.forfeitLoss,
  };
}

/** Whether a point system is FIDE's 1-½-0 in other units (2-1-0): it pairs the same. */
function proportional(s: SwissScoring): boolean {
  const f = FIDE_SCORING;
  return (
    s.win > 0 &&
    s.draw === s.win * f.draw &&
    s.loss === 0 &&
    s.pairingBye === s.win * f.pairingBye &&
    s.zeroBye === 0 &&
    s.forfeitLoss === 0
  );
}

/** The start numbers among `words` (1..9999 written with at most four digits). */
const numbers = (words: readonly string[]): number[] =>
  words
    .filter((x) => /^\d{1,4}$/.test(x))
    .map(Number)
    .filter((x) => x > 0);

/**
 * The players absent from round `next`: JaVaFo's `XXZ` lists them; TRF-2026's `240`
 * (`240 T RRR PPPP …`, T = F, H, Z or blank) the byes granted for a round.
 */
function readAbsentNext(otherLines: readonly string[], next: number): Set<number> {
  const absentNext = new Set<number>();
  for (const l of otherLines) {
    if (l.startsWith('XXZ')) for (const x of numbers(l.slice(3).trim().split(/\s+/))) absentNext.add(x);
    if (l.startsWith('240 ')) {
      const words = l.slice(4).trim().split(/\s+/);
      if (/^[FHZ]$/i.test(words[0] ?? '')) words.shift();
      const [round, ...ids] = words;
      if (Number(round) === next) for (const x of numbers(ids)) absentNext.add(x);
    }
  }
  return absentNext;
}

/**
 * TRF-2026's `250` (`250 MMMM GGGG RRR RRR PPPP PPPP`): GGGG virtual game points for the
 * pairing of rounds RRR..RRR, players PPPP..PPPP, in wins (`win` points each), by start number
 * (index r = the pairing of round r + 1), for the players of `ids`. One sweep over the players
 * by start number: a record opens at its first player and closes after its last, each adding its
 * points to a running difference array over the rounds, so that a record costs the same for a
 * range of one player as for 1..9999, and the time is that of the lines and the arrays built.
 */
function readVirtualPoints(
  otherLines: readonly string[],
  ids: readonly number[],
  played: number,
  win: number,
): Map<number, number[]> {
  const sorted = [...new Set(ids)].sort((x, y) => x - y);
  // The index of the first of `sorted` at least `x`.
  const lowerBound = (x: number): number => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // events[i]: the records that open (+points) or close (−points) at sorted[i], over rounds [r0, r1).
  const events: { r0: number; r1: number; v: number; open: 1 | -1 }[][] = Array.from(
    { length: sorted.length + 1 },
    () => [],
  );
  for (const l of otherLines) {
    if (!l.startsWith('250 ')) continue;
    const w = l.slice(4).trim().split(/\s+/).map(Number);
    const [, points, first, last, from, to] = w;
    if (![points, first].every((x) => Number.isFinite(x))) continue;
    const lastRound = last || (first as number);
    // Start numbers are 1..9999 in TRF; a record without a player names nobody.
    if (!Number.isInteger(from) || (from as number) < 1) continue;
    const a = from as number;
    const b = Math.min(9999, Number.isInteger(to) && (to as number) > 0 ? (to as number) : a);
    const i0 = lowerBound(a);
    const i1 = lowerBound(b + 1);
    if (i0 >= i1) continue;
    const r0 = Math.max(1, Math.ceil(first as number)) - 1;
    const r1 = Math.max(r0, Math.min(Math.floor(lastRound), played + 1));
    const v = (points as number) / win;
    events[i0]!.push({ r0, r1, v, open: 1 });
    events[i1]!.push({ r0, r1, v: -v, open: -1 });
  }
  const accelerated = new Map<number, number[]>();
  const running = new Array<number>(played + 2).fill(0);
  let open = 0;
  for (let i = 0; i < sorted.length; i++) {
    for (const e of events[i]!) {
      running[e.r0] = running[e.r0]! + e.v;
      running[e.r1] = running[e.r1]! - e.v;
      open += e.open;
    }
    if (open === 0) continue;
    const acc = new Array<number>(played + 1);
    let sum = 0;
    for (let r = 0; r <= played; r++) {
      sum += running[r]!;
      acc[r] = sum;
    }
    accelerated.set(sorted[i]!, acc);
  }
  return accelerated;
}

/**
 * The pairs that may not meet in round `next`: every two players of an `XXP` line, and of a
 * TRF-2026 `260` (`260 RRR RRR PPPP PPPP …`: players who may not meet in rounds RRR..RRR).
 * Only players of the file (`ids`) count, each pair once: a line that names a player again, or
 * lines that repeat a pair, add nothing, so the list never outgrows the pairs of the field.
 */
function readForbiddenPairs(
  otherLines: readonly string[],
  next: number,
  ids: ReadonlySet<number>,
): [number, number][] {
  const forbiddenPairs: [number, number][] = [];
  const seen = new Set<string>();
  const forbidAll = (words: readonly number[]): void => {
    const group = [...new Set(words.filter((x) => ids.has(x)))];
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const [x, y] = [group[i]!, group[j]!];
        const key = x < y ? `${x} ${y}` : `${y} ${x}`;
        if (seen.has(key)) continue;
        seen.add(key);
        forbiddenPairs.push([x, y]);
      }
    }
  };
  for (const l of otherLines) {
    if (!l.startsWith('XXP')) continue;
    forbidAll(
      l
        .slice(3)
        .trim()
        .split(/\s+/)
        .map(Number)
        .filter((x) => Number.isInteger(x) && x > 0),
    );
  }
  for (const l of otherLines) {
    if (!l.startsWith('260 ')) continue;
    const [first, last, ...rest] = l.slice(4).trim().split(/\s+/);
    const from = Number(first);
    const to = Number(last) || from;
    if (!(next >= from && next <= to)) continue;
    forbidAll(numbers(rest));
  }
  return forbiddenPairs;
}

/**
 * Builds the engines' input for the round after the last one recorded in `trf`. A player whose
 * record already holds a block for that round (`0000 - H`, `F` or `Z`: a bye asked for) is
 * left out. Needs `XXR`; the initial colour comes from `XXC`, else from round 1; the point system
 * from `XXS` when it is not FIDE's 1–½–0 in other units (e.g. `XXS W=3 D=1 L=0`). `options.baku`
 * (a boolean) turns Baku acceleration on or off; left out, the file's `192 …_BAKU` line decides.
 *
 * @example
 * ```ts
 * import { parseTrf, swissInputFromTrf } from '@xq/pairing';
 * const line = (n: number, pts: string, block: string) =>
 *   `001 ${String(n).padStart(4)}      ${`P${n}`.padEnd(33)} 1500${' '.repeat(28)}${pts.padStart(4)}${'1'.padStart(5)}  ${block}`;
 * const trf = parseTrf([line(1, '1.0', '   2 w 1'), line(2, '0.0', '   1 b 0'), 'XXR 3'].join('\r'));
 * const input = trf.ok ? swissInputFromTrf(trf.value) : undefined;
 * console.log(input?.ok && input.value.playedRounds); // 1
 * ```
 * @category Swiss
 */
export function swissInputFromTrf(
  trf: Trf,
  options: { readonly baku?: boolean } = {},
): Result<SwissInput, SwissError> {
  const shape =
    typeof options !== 'object' || options === null
      ? 'options must be an object'
      : options.baku !== undefined && typeof options.baku !== 'boolean'
        ? // a truthy string would accelerate, `0` or `''` would not: only a boolean says which
          `options.baku must be true or false (or left out), got ${shown(options.baku)}`
        : trfShapeProblem(trf);
  // what no TRF file could hold (an unknown result letter, NaN points, a self-pairing) is refused
  const problem = shape ?? trfRecordProblem(trf);
  if (problem !== undefined) return { ok: false, error: { code: 'PAIRING_BAD_INPUT', message: problem } };
  if (trf.totalRounds === undefined) {
    return {
      ok: false,
      error: { code: 'PAIRING_BAD_INPUT', message: 'the file must give the number of rounds (XXR)' },
    };
  }
  const played = completedRounds(trf);
  if (played >= trf.totalRounds) {
    return { ok: false, error: { code: 'PAIRING_BAD_INPUT', message: 'all rounds have been played' } };
  }
  const xxa = readXxa(trf.otherLines);
  // The engines count a win as 1: the `299` and `250` points of a file whose win is worth more
  // (a 2-1-0 event's `162` or `XXS`) are read in wins. A point system of `XXS` that is not
  // FIDE's in other units (3-1-0: a win worth three draws) is the engines' own scoring, and the
  // points of the file are then read as they are.
  const xxs = readXxs(trf.otherLines);
  const scoring = xxs === undefined || proportional(xxs) ? undefined : xxs;
  const win = scoring === undefined ? winPoints(trf.otherLines) : 1;
  // TRF-2026 `299`: points added after a round count in every later score, like an
  // acceleration that never ends (index r = the score after r rounds).
  // Each record adds its points at its round, one running sum per player spreads them on.
  const adjustment = new Map<number, number[]>();
  for (const a of trf.adjustments ?? []) {
    for (const id of a.players) {
      const acc = adjustment.get(id) ?? new Array<number>(played + 1).fill(0);
      if (a.round <= played) acc[a.round] = acc[a.round]! + a.points / win;
      adjustment.set(id, acc);
    }
  }
  for (const acc of adjustment.values()) for (let r = 1; r <= played; r++) acc[r] = acc[r]! + acc[r - 1]!;
  const next = played + 1;
  const absentNext = readAbsentNext(trf.otherLines, next);
  const accelerated = readVirtualPoints(
    trf.otherLines,
    trf.players.map((p) => p.startNumber),
    played,
    win,
  );
  const players: SwissPlayer[] = trf.players.map((p) => {
    const rounds = p.rounds.slice(0, played).map((b) => (isBlank(b) ? NOT_PAIRED : toRound(b)));
    while (rounds.length < played) rounds.push(NOT_PAIRED);
    const fromXxa = xxa.get(p.startNumber);
    const from250 = accelerated.get(p.startNumber);
    const given =
      from250 === undefined
        ? fromXxa
        : from250.map((x, r) => x + (fromXxa?.[r] ?? 0)).concat((fromXxa ?? []).slice(from250.length));
    const adjust = adjustment.get(p.startNumber);
    const acc =
      adjust === undefined
        ? given
        : adjust.map((x, r) => x + (given?.[r] ?? 0)).concat((given ?? []).slice(adjust.length));
    return {
      id: p.startNumber,
      rounds,
      absent: absentNext.has(p.startNumber) || (p.rounds.length > played && !isBlank(p.rounds[played]!)),
      ...(acc ? { acceleration: acc } : {}),
      ...(adjust ? { adjustment: adjust[played] ?? 0 } : {}),
    };
  });
  const forbiddenPairs = readForbiddenPairs(
    trf.otherLines,
    next,
    new Set(trf.players.map((p) => p.startNumber)),
  );
  const input: SwissInput = {
    players,
    playedRounds: played,
    totalRounds: trf.totalRounds,
    initialColour: trf.initialColour ?? inferInitialColour(trf, played),
    forbiddenPairs,
    ...(scoring === undefined ? {} : { scoring }),
  };
  const baku = options.baku ?? trf.otherLines.some((l) => /^192 .*_BAKU\s*$/.test(l));
  // A broken input is left as it is: the engines refuse it with their PAIRING_BAD_INPUT.
  const accelerate = baku && xxa.size === 0 && checkSwissInput(input) === undefined;
  return { ok: true, value: accelerate ? bakuAcceleration(input) : input };
}
