/**
 * TRF-16 (FIDE Tournament Report File) reading and writing: player records `001` with one
 * 10-column block per round, `XXR` (number of rounds), `XXC` (initial colour); every other
 * line is kept verbatim.
 */

/**
 * Colour characters of a round block: `w` white (red), `b` black, `-` no colour, space blank.
 * @category TRF
 */
export const TRF_COLOURS = ['w', 'b', '-', ' '] as const;
/** A round block's colour character. @category TRF */
export type TrfColour = (typeof TRF_COLOURS)[number];

/**
 * Result characters of a round block: `1 = 0` played, `+ -` forfeit, `W D L` unrated games,
 * `H` half-point bye, `F` full-point bye, `U` pairing-allocated bye, `Z` zero-point bye, space
 * not paired.
 * @category TRF
 */
export const TRF_RESULTS = ['1', '=', '0', '+', '-', 'W', 'D', 'L', 'H', 'F', 'U', 'Z', ' '] as const;
/** A round block's result character. @category TRF */
export type TrfResult = (typeof TRF_RESULTS)[number];

/**
 * One round of a player record: opponent start number (0 for none), colour, result.
 * @category TRF
 */
export interface TrfRound {
  /** Opponent's start number; 0 when there is none (byes, absences). */
  readonly opponent: number;
  /** Colour played (`w`, `b`), `-` for none, or blank. */
  readonly colour: TrfColour;
  /** Result character. */
  readonly result: TrfResult;
}

/**
 * One `001` record. Text fields are trimmed; `points` is the number written in columns 81–84.
 * @category TRF
 */
export interface TrfPlayer {
  /** Start (pairing) number, columns 5–8. */
  readonly startNumber: number;
  /** Sex, column 10 (`m`, `w` or blank). */
  readonly sex: string;
  /** Title, columns 11–13. */
  readonly title: string;
  /** Name, columns 15–47. */
  readonly name: string;
  /** Rating, columns 49–52 (0 when blank). */
  readonly rating: number;
  /** Federation, columns 54–56. */
  readonly federation: string;
  /** Federation or FIDE identifier, columns 58–68. */
  readonly fideId: string;
  /** Birth date, columns 70–79. */
  readonly birthDate: string;
  /** Points, columns 81–84. */
  readonly points: number;
  /** Rank, columns 86–89 (0 when blank). */
  readonly rank: number;
  /** One block per round, from column 92. */
  readonly rounds: readonly TrfRound[];
}

/**
 * A parsed TRF file: players in file order, the `XXR`/`XXC` values, and every other line kept
 * in its order.
 * @category TRF
 */
export interface Trf {
  /** Player records (`001`), in file order. */
  readonly players: readonly TrfPlayer[];
  /** `XXR` (or `142`): total number of rounds, when given. */
  readonly totalRounds: number | undefined;
  /** `XXC white1` / `black1` (or `152 W`/`B`): the top seed's colour in round 1, when given. */
  readonly initialColour: 'white' | 'black' | undefined;
  /** Other lines, verbatim, in file order (header, `092`, `XXP`, …). */
  readonly otherLines: readonly string[];
  /**
   * TRF-2026 `299` records (abnormal points: a bonus or a penalty added to the points of some
   * players after a round), in file order; absent or empty when there is none.
   */
  readonly adjustments?: readonly TrfAdjustment[];
}

/**
 * One TRF-2026 `299` record: `points` (may be negative) added to each listed player's score
 * from round `round` on.
 * @category TRF
 */
export interface TrfAdjustment {
  /** Points added (negative for a penalty), in the file's own units. */
  readonly points: number;
  /** The round after which they count (1-based). */
  readonly round: number;
  /** Start numbers of the players concerned. */
  readonly players: readonly number[];
}

/**
 * Error codes of {@link parseTrf}.
 * @category TRF
 */
export const TRF_ERROR_CODES = [
  'TRF_BAD_PLAYER',
  'TRF_BAD_ROUND',
  'TRF_DUPLICATE_PLAYER',
  'TRF_BAD_OPPONENT',
  'TRF_POINTS_MISMATCH',
  'TRF_BAD_ROUNDS',
  'TRF_BAD_COLOUR_LINE',
  'TRF_BAD_ADJUSTMENT',
  'TRF_NOT_A_TRF',
] as const;
/** A {@link parseTrf} error code. @category TRF */
export type TrfErrorCode = (typeof TRF_ERROR_CODES)[number];

/**
 * Why a TRF text was refused: a code, a message and the 1-based line number.
 * @category TRF
 */
export interface TrfError {
  /** What is wrong. */
  readonly code: TrfErrorCode;
  /** A sentence for people. */
  readonly message: string;
  /** 1-based line number (0 when not tied to a line). */
  readonly line: number;
}

/** Result of {@link parseTrf}. @category TRF */
export type TrfParseResult = Result<Trf, TrfError>;

import { badRange, badType, shown } from './bad-input';
import type { Result } from './result';
import { fitColumns, otherLineProblem, trfAdjustmentsProblem, trfTextProblem } from './trf-records';

const FIRST_BLOCK = 91;
const BLOCK = 10;

/**
 * Points of one result character under 1 / ½ / 0 scoring, in half points.
 *
 * @example
 * ```ts
 * import { trfResultHalfPoints } from '@xq/pairing';
 * console.log(trfResultHalfPoints('=')); // 1
 * ```
 * @category TRF
 */
export function trfResultHalfPoints(result: TrfResult): number {
  switch (result) {
    case '1':
    case '+':
    case 'F':
    case 'U':
    case 'W':
      return 2;
    case '=':
    case 'H':
    case 'D':
      return 1;
    default:
      return 0;
  }
}

const isTrfColour = (c: string): c is TrfColour => (TRF_COLOURS as readonly string[]).includes(c);
const isTrfResult = (c: string): c is TrfResult => (TRF_RESULTS as readonly string[]).includes(c);

function fail(code: TrfErrorCode, message: string, line: number): TrfParseResult {
  return { ok: false, error: { code, message, line } };
}

function parseUint(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return 0;
  if (!/^\d{1,9}$/.test(t)) return undefined;
  return Number(t);
}

function parsePoints(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return 0;
  if (!/^\d{1,3}(\.\d)?$/.test(t)) return undefined;
  return Number(t);
}

type PlayerParse = { ok: true; value: TrfPlayer } | { ok: false; code: TrfErrorCode; message: string };

function parsePlayerLine(line: string): PlayerParse {
  if (line.length < 84)
    return { ok: false, code: 'TRF_BAD_PLAYER', message: 'player record shorter than 84 columns' };
  const startNumber = parseUint(line.slice(4, 8));
  if (startNumber === undefined || startNumber < 1) {
    return { ok: false, code: 'TRF_BAD_PLAYER', message: 'bad start number (columns 5-8)' };
  }
  const rating = parseUint(line.slice(48, 52));
  if (rating === undefined)
    return { ok: false, code: 'TRF_BAD_PLAYER', message: 'bad rating (columns 49-52)' };
  const points = parsePoints(line.slice(80, 84));
  if (points === undefined)
    return { ok: false, code: 'TRF_BAD_PLAYER', message: 'bad points (columns 81-84)' };
  const rank = parseUint(line.slice(85, 89));
  if (rank === undefined) return { ok: false, code: 'TRF_BAD_PLAYER', message: 'bad rank (columns 86-89)' };
  const rounds: TrfRound[] = [];
  let blank = 0;
  for (let s = FIRST_BLOCK; s < line.length; s += BLOCK) {
    const block = line.slice(s, s + 8).padEnd(8, ' ');
    if (line.slice(s - 2, s).trim() !== '' && s > FIRST_BLOCK) {
      return {
        ok: false,
        code: 'TRF_BAD_ROUND',
        message: `round ${rounds.length + blank + 1}: misaligned block`,
      };
    }
    if (block.trim() === '') {
      blank++;
      continue;
    }
    const opponentText = block.slice(0, 4);
    const opponent = opponentText.trim() === '' ? 0 : parseUint(opponentText);
    const colour = block[5] ?? ' ';
    const result = (block[7] ?? ' ').toUpperCase();
    if (
      opponent === undefined ||
      !isTrfColour(colour) ||
      !isTrfResult(result) ||
      block[4] !== ' ' ||
      block[6] !== ' '
    ) {
      return {
        ok: false,
        code: 'TRF_BAD_ROUND',
        message: `round ${rounds.length + blank + 1}: bad block "${block}"`,
      };
    }
    for (; blank > 0; blank--) rounds.push({ opponent: 0, colour: ' ', result: ' ' });
    rounds.push({ opponent, colour, result });
  }
  return {
    ok: true,
    value: {
      startNumber,
      sex: line.slice(9, 10).trim(),
      title: line.slice(10, 13).trim(),
      name: line.slice(14, 47).trim(),
      rating,
      federation: line.slice(53, 56).trim(),
      fideId: line.slice(57, 68).trim(),
      birthDate: line.slice(69, 79).trim(),
      points,
      rank,
      rounds,
    },
  };
}

/** A TRF record's opening: a tag of three digits (`012`, `132`, …) or `XX` and a letter, then a space or the end. */
const TRF_RECORD = /^(?:\d{3}|XX[A-Z])(?: |$)/;

/**
 * Parses TRF-16 text (lines ending in CR, LF or CRLF). Checks opponents exist and answer each
 * other, and that each player's points equal the sum of his results (1 for `1 + F U W`, ½ for
 * `= H D`), allowing the last block to be a bye already granted for the next round. Text
 * without a single record (no `001` player line and no line opening with a TRF tag: three
 * digits or `XX` and a letter, then a space) is not a TRF: `TRF_NOT_A_TRF`. Never throws.
 *
 * @example
 * ```ts
 * import { parseTrf } from '@xq/pairing';
 * const line = (n: number, pts: string, block: string) =>
 *   `001 ${String(n).padStart(4)}      ${`P${n}`.padEnd(33)} 1500${' '.repeat(28)}${pts.padStart(4)}${'1'.padStart(5)}  ${block}`;
 * const r = parseTrf([line(1, '1.0', '   2 w 1'), line(2, '0.0', '   1 b 0'), 'XXR 3'].join('\r'));
 * console.log(r.ok && r.value.players[0]!.rounds[0]); // { opponent: 2, colour: 'w', result: '1' }
 * ```
 * @category TRF
 */
export function parseTrf(text: string): TrfParseResult {
  if (typeof text !== 'string') return fail('TRF_BAD_PLAYER', 'input is not a string', 0);
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const players: TrfPlayer[] = [];
  const otherLines: string[] = [];
  const lineOf = new Map<number, number>();
  let totalRounds: number | undefined;
  let initialColour: 'white' | 'black' | undefined;
  const adjustments: TrfAdjustment[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const no = i + 1;
    const tag = line.slice(0, 3);
    if (tag === '001') {
      const p = parsePlayerLine(line);
      if (!p.ok) return fail(p.code, p.message, no);
      if (lineOf.has(p.value.startNumber)) {
        return fail('TRF_DUPLICATE_PLAYER', `start number ${p.value.startNumber} repeated`, no);
      }
      lineOf.set(p.value.startNumber, no);
      players.push(p.value);
    } else if (tag === 'XXR' || tag === '142') {
      const n = parseUint(line.slice(3));
      if (n === undefined || n < 1 || n > 999) return fail('TRF_BAD_ROUNDS', 'bad number of rounds', no);
      totalRounds = n;
    } else if (tag === 'XXC') {
      const words = line.slice(3).trim().split(/\s+/);
      if (words.includes('white1')) initialColour = 'white';
      else if (words.includes('black1')) initialColour = 'black';
      else return fail('TRF_BAD_COLOUR_LINE', 'XXC needs white1 or black1', no);
    } else if (tag === '299') {
      const words = line.slice(3).trim().split(/\s+/);
      const [pointsText, roundText, ...ids] = words;
      const points = /^-?\d{1,3}(\.\d{1,2})?$/.test(pointsText ?? '') ? Number(pointsText) : Number.NaN;
      const round = /^\d{1,3}$/.test(roundText ?? '') ? Number(roundText) : 0;
      const players = ids.map((x) => (/^\d{1,4}$/.test(x) ? Number(x) : 0));
      if (Number.isNaN(points) || round < 1 || players.length === 0 || players.some((x) => x < 1)) {
        return fail('TRF_BAD_ADJUSTMENT', '299 needs POINTS ROUND PLAYER…', no);
      }
      adjustments.push({ points, round, players });
    } else if (tag === '152' && /^152 [WB]\s*$/.test(line)) {
      initialColour = line[4] === 'W' ? 'white' : 'black';
    } else if (line.trim() !== '') {
      otherLines.push(line);
    }
  }
  if (
    players.length === 0 &&
    totalRounds === undefined &&
    initialColour === undefined &&
    adjustments.length === 0
  ) {
    if (!otherLines.some((l) => TRF_RECORD.test(l))) {
      return fail('TRF_NOT_A_TRF', 'not a TRF: no player line (001) and no TRF record', 0);
    }
  }
  const byNumber = new Map(players.map((p) => [p.startNumber, p] as const));
  const adjusted = new Map<number, number>();
  for (const a of adjustments) {
    for (const id of a.players) {
      if (!byNumber.has(id)) return fail('TRF_BAD_ADJUSTMENT', `299: no player ${id}`, 0);
      adjusted.set(id, (adjusted.get(id) ?? 0) + Math.round(a.points * 2));
    }
  }
  const custom = otherLines.some((l) => l.startsWith('162') || l.startsWith('XXS'));
  for (const p of players) {
    const no = lineOf.get(p.startNumber) ?? 0;
    for (let r = 0; r < p.rounds.length; r++) {
      const b = p.rounds[r]!;
      if (b.opponent === 0) continue;
      const o = byNumber.get(b.opponent);
      const back = o?.rounds[r];
      if (!o || o === p || !back || back.opponent !== p.startNumber) {
        return fail(
          'TRF_BAD_OPPONENT',
          `player ${p.startNumber}, round ${r + 1}: opponent ${b.opponent} does not answer`,
          no,
        );
      }
    }
    if (!custom) {
      const halves = p.rounds.map((b) => trfResultHalfPoints(b.result));
      const all = halves.reduce((a, b) => a + b, 0) + (adjusted.get(p.startNumber) ?? 0);
      const stated = Math.round(p.points * 2);
      if (stated !== all && stated !== all - (halves[halves.length - 1] ?? 0)) {
        return fail(
          'TRF_POINTS_MISMATCH',
          `player ${p.startNumber}: points ${p.points} differ from results`,
          no,
        );
      }
    }
  }
  return {
    ok: true,
    value: {
      players,
      totalRounds,
      initialColour,
      otherLines,
      ...(adjustments.length > 0 ? { adjustments } : {}),
    },
  };
}

const pad = (s: string | number, n: number): string => String(s).padStart(n).slice(-n);

/** Points in the 4 columns 81-84: `99.5` with its tenth, from 100 on a whole number (`100`). */
function formatPoints(points: number): string {
  return points >= 100 ? String(points) : points.toFixed(1);
}

const TEXT_FIELDS = [
  ['sex', 1],
  ['title', 3],
  ['federation', 3],
  ['fideId', 11],
  ['birthDate', 10],
] as const;

/**
 * Why a player record cannot be written in TRF's columns, or `undefined` when it can: a start
 * number or an opponent outside 1..9999, a rating wider than 4 digits, points outside
 * 0..999 or not a multiple of ½ (from 100 on, whole points only: four columns), a control character (a line break, a
 * tab, U+2028…) or a lone surrogate in a text field, a text field wider than its column (the name alone may be
 * longer: it is cut to its 33 columns, UTF-16 units as parseTrf reads them, never inside a surrogate pair).
 * @example
 * ```ts
 * import { trfPlayerProblem } from '@xq/pairing';
 * const p = { startNumber: 10000, sex: '', title: '', name: 'A', rating: 0, federation: '',
 *   fideId: '', birthDate: '', points: 0, rank: 0, rounds: [] };
 * console.log(trfPlayerProblem(p)); // start number 10000 is outside 1..9999
 * ```
 * @category TRF
 */
export function trfPlayerProblem(p: TrfPlayer): string | undefined {
  if (typeof p !== 'object' || p === null) return 'a player record must be an object';
  const id = (x: unknown): boolean => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 9999;
  if (!id(p.startNumber)) return `start number ${shown(p.startNumber)} is outside 1..9999`;
  if (!Number.isInteger(p.rating) || p.rating < 0 || p.rating > 9999)
    return `rating ${shown(p.rating)} does not fit columns 49-52`;
  if (!Number.isInteger(p.rank) || p.rank < 0 || p.rank > 9999)
    return `rank ${shown(p.rank)} does not fit columns 86-89`;
  if (
    typeof p.points !== 'number' ||
    !Number.isInteger(p.points * 2) ||
    p.points < 0 ||
    p.points > 999 ||
    (p.points >= 100 && !Number.isInteger(p.points))
  )
    return `points ${shown(p.points)} do not fit columns 81-84`;
  if (typeof p.name !== 'string') return `the name must be a string, got ${shown(p.name)}`;
  const bad = trfTextProblem(p.name);
  if (bad !== undefined) return `the name ${bad}`;
  for (const [key, width] of TEXT_FIELDS) {
    const v = p[key];
    if (typeof v !== 'string' || v.length > width)
      return `${key} ${shown(v)} does not fit its ${width} column(s)`;
    const problem = trfTextProblem(v);
    if (problem !== undefined) return `${key} ${problem}`;
  }
  if (!Array.isArray(p.rounds) || p.rounds.length > 999) return 'bad rounds';
  for (const [i, b] of p.rounds.entries()) {
    if (typeof b !== 'object' || b === null) return `round ${i + 1} must be an object`;
    if (!(b.opponent === 0 || id(b.opponent)))
      return `round ${i + 1}: opponent ${shown(b.opponent)} is outside 1..9999`;
    if (!isTrfColour(b.colour) || !isTrfResult(b.result)) return `round ${i + 1}: bad colour or result`;
  }
  return undefined;
}

/**
 * Formats one player record (`001` line) in TRF-16 columns.
 *
 * @example
 * ```ts
 * import { formatTrfPlayer } from '@xq/pairing';
 * const line = formatTrfPlayer({ startNumber: 1, sex: '', title: '', name: 'A', rating: 1500,
 *   federation: '', fideId: '', birthDate: '', points: 1, rank: 1,
 *   rounds: [{ opponent: 2, colour: 'w', result: '1' }] });
 * console.log(JSON.stringify(line.slice(91))); // "   2 w 1"
 * ```
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `p` is not an object.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when the record cannot be written in TRF's columns ({@link trfPlayerProblem}).
 * @category TRF
 */
export function formatTrfPlayer(p: TrfPlayer): string {
  if (typeof p !== 'object' || p === null)
    throw badType('formatTrfPlayer: a player record must be an object');
  const problem = trfPlayerProblem(p);
  if (problem !== undefined) throw badRange(`player ${shown(p.startNumber)}: ${problem}`);
  let s = '001 ';
  s += pad(p.startNumber, 4);
  s += ` ${p.sex.padEnd(1).slice(0, 1)}${p.title.padEnd(3).slice(0, 3)} `;
  s += `${fitColumns(p.name, 33)} `;
  s += `${p.rating > 0 ? pad(p.rating, 4) : '    '} `;
  s += `${p.federation.padEnd(3).slice(0, 3)} `;
  s += `${p.fideId.padStart(11).slice(-11)} `;
  s += `${p.birthDate.padEnd(10).slice(0, 10)} `;
  s += `${pad(formatPoints(p.points), 4)} `;
  s += pad(p.rank > 0 ? p.rank : '', 4);
  for (const b of p.rounds) {
    s += `  ${b.opponent > 0 ? pad(b.opponent, 4) : b.colour === ' ' && b.result === ' ' ? '    ' : '0000'} ${b.colour} ${b.result}`;
  }
  return s.trimEnd();
}

/**
 * Formats a {@link Trf} as TRF-16 text with CR line ends: other lines, `XXR`, `XXC`, then the
 * player records. `parseTrf(formatTrf(t))` gives back `t`.
 *
 * @example
 * ```ts
 * import { formatTrf, parseTrf } from '@xq/pairing';
 * const t = { players: [], totalRounds: 5, initialColour: 'white' as const, otherLines: ['012 Open'] };
 * const back = parseTrf(formatTrf(t));
 * console.log(back.ok && back.value.totalRounds); // 5
 * ```
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when a player record cannot be written in TRF's columns
 * ({@link trfPlayerProblem}), an other line holds a line break, is blank or opens with a record
 * parseTrf reads itself (`001`, `XXR`, `XXC`, `299`; `142` or `152 W` beside a `totalRounds` or
 * `initialColour` of its own), `totalRounds` is outside
 * 1..999, an adjustment does not fit a `299` record (points beyond ±999.99 or finer than
 * hundredths, a round outside 1..999, no player), or the text would not read back (a start
 * number twice, an opponent who does not answer, points that differ from the results).
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `trf` is not a {@link Trf} (lists that are
 *   not arrays, a line that is not a string).
 * @category TRF
 */
export function formatTrf(trf: Trf): string {
  const shape = trfShapeProblem(trf);
  if (shape !== undefined) throw badType(`formatTrf: ${shape}`);
  for (const [i, l] of trf.otherLines.entries()) {
    const problem = otherLineProblem(l, i, trf.totalRounds, trf.initialColour);
    if (problem !== undefined) throw badRange(`formatTrf: otherLines[${i}] ${problem}`);
  }
  const { totalRounds } = trf;
  if (totalRounds !== undefined && (totalRounds < 1 || totalRounds > 999))
    throw badRange(`formatTrf: totalRounds ${totalRounds} is outside XXR's 1..999`);
  const adjustments = trfAdjustmentsProblem(trf.adjustments);
  if (adjustments !== undefined) throw badRange(`formatTrf: ${adjustments}`);
  const lines = [...trf.otherLines];
  if (trf.totalRounds !== undefined) lines.push(`XXR ${trf.totalRounds}`);
  if (trf.initialColour !== undefined) lines.push(`XXC ${trf.initialColour}1`);
  for (const a of trf.adjustments ?? []) {
    lines.push(
      `299 ${a.points.toFixed(Number.isInteger(a.points * 2) ? 1 : 2).padStart(13)} ${String(a.round).padStart(4)} ${a.players.map((x) => String(x).padStart(4)).join(' ')}`,
    );
  }
  for (const p of trf.players) lines.push(formatTrfPlayer(p));
  const text = `${lines.join('\r')}\r`;
  // What parseTrf would refuse (a start number twice, an opponent who does not answer, points
  // that differ from the results, a file without a record) is refused here, not written.
  const back = parseTrf(text);
  if (!back.ok) throw badRange(`formatTrf: the file would not read back: ${back.error.message}`);
  return text;
}

/**
 * What is wrong with the shape of `trf` as a {@link Trf} (JS callers may pass anything), or
 * `undefined`: an object whose `players` are objects with a `rounds` array of objects, whose `otherLines`
 * are strings, whose `adjustments` (when given) are objects with a `players` array, whose
 * `totalRounds` (when given) is a number. The values are checked by their users. @internal
 */
export function trfShapeProblem(trf: unknown): string | undefined {
  if (typeof trf !== 'object' || trf === null) return 'a TRF must be an object';
  const t = trf as Record<string, unknown>;
  if (!Array.isArray(t.players)) return 'players must be an array';
  for (const [i, p] of (t.players as unknown[]).entries()) {
    const rounds = typeof p === 'object' && p !== null ? (p as { rounds?: unknown }).rounds : undefined;
    if (!Array.isArray(rounds)) return `players[${i}] must be a player record with a rounds array`;
    for (const [r, b] of rounds.entries())
      if (typeof b !== 'object' || b === null) return `players[${i}].rounds[${r}] must be a round record`;
  }
  if (!Array.isArray(t.otherLines) || !t.otherLines.every((l) => typeof l === 'string'))
    return 'otherLines must be an array of strings';
  if (
    t.adjustments !== undefined &&
    (!Array.isArray(t.adjustments) ||
      !t.adjustments.every(
        (a) =>
          typeof a === 'object' &&
          a !== null &&
          Number.isFinite(a.points) &&
          Number.isInteger(a.round) &&
          Array.isArray(a.players) &&
          a.players.every((x: unknown) => Number.isInteger(x)),
      ))
  )
    return 'adjustments must be an array of { round, points, players }';
  if (
    t.totalRounds !== undefined &&
    (typeof t.totalRounds !== 'number' || !Number.isInteger(t.totalRounds) || t.totalRounds < 0)
  )
    return 'totalRounds must be a whole number of rounds';
  if (t.initialColour !== undefined && t.initialColour !== 'white' && t.initialColour !== 'black')
    return "initialColour must be 'white' or 'black'";
  return undefined;
}
