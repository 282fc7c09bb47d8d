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
/** A round block's colour character. */
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
  readonly colour: (typeof TRF_COLOURS)[number];
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
  'TRF_BAD_LINE',
] as const;
/** A {@link parseTrf} error code. */
export type TrfErrorCode = (typeof TRF_ERROR_CODES)[number];

/**
 * Why a TRF text was refused: a code, a message and the 1-based line number.
 * @category TRF
 */
export interface TrfError {
  /** What is wrong. */
  readonly code: (typeof TRF_ERROR_CODES)[number];
  /** A sentence for people. */
  readonly message: string;
  /** 1-based line number (0 when not tied to a line). */
  readonly line: number;
}

/** Result of {@link parseTrf}. @category TRF */
export type TrfParseResult = Result<Trf, TrfError>;

import type { Result } from './result';
import { lineTextProblem, trfTextProblem } from './trf-records';

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

/** `c` is a TRF colour character. @internal */
export const isTrfColour = (c: string): c is TrfColour => (TRF_COLOURS as readonly string[]).includes(c);
/** `c` is a {@link TrfResult}. @internal */
export const isTrfResult = (c: string): c is TrfResult => (TRF_RESULTS as readonly string[]).includes(c);

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
  const text = {
    sex: line.slice(9, 10).trim(),
    title: line.slice(10, 13).trim(),
    name: line.slice(14, 47).trim(),
    federation: line.slice(53, 56).trim(),
    fideId: line.slice(57, 68).trim(),
    birthDate: line.slice(69, 79).trim(),
  };
  // what no TRF writer may put in a field (a control character, a lone surrogate) is refused,
  // not read into a record that could not be written again
  for (const [field, value] of Object.entries(text)) {
    const problem = trfTextProblem(value);
    if (problem !== undefined)
      return { ok: false, code: 'TRF_BAD_PLAYER', message: `the ${field} ${problem}` };
  }
  return { ok: true, value: { startNumber, ...text, rating, points, rank, rounds } };
}

/** A TRF record's opening: a tag of three digits (`012`, `132`, …) or `XX` and a letter, then a space or the end. */
const TRF_RECORD = /^(?:\d{3}|XX[A-Z])(?: |$)/;

/**
 * Parses TRF-16 text (lines ending in CR, LF or CRLF). Checks opponents exist and answer each
 * other, and that each player's points equal the sum of his results (1 for `1 + F U W`, ½ for
 * `= H D`), allowing the last block to be a bye already granted for the next round. Text
 * without a single record (no `001` player line and no line opening with a TRF tag: three
 * digits or `XX` and a letter, then a space) is not a TRF: `TRF_NOT_A_TRF`. What no file
 * written by `formatTrf` could hold is refused, so that every text read is written back the
 * same: a text field with a control character or a lone surrogate (`TRF_BAD_PLAYER`), another
 * line with a character other readers take for a line break (vertical tab, form feed, NEL,
 * U+2028, U+2029) or a lone surrogate (`TRF_BAD_LINE`). Never throws.
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
export function parseTrf(text: string): Result<Trf, TrfError> {
  if (typeof text !== 'string') return fail('TRF_BAD_PLAYER', 'input is not a string', 0);
  const lines = text.replace(/^\uFEFF+/, '').split(/\r\n|\r|\n/);
  const players: TrfPlayer[] = [];
  const otherLines: string[] = [];
  const lineOf = new Map<number, number>();
  let totalRounds: number | undefined;
  let initialColour: 'white' | 'black' | undefined;
  const adjustments: TrfAdjustment[] = [];
  // the first other line that could not be written again (refused once the text is a TRF)
  let badLine: TrfParseResult | undefined;
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
      // `-0` is read as 0: the number a writer writes back
      const points = /^-?\d{1,3}(\.\d{1,2})?$/.test(pointsText ?? '') ? Number(pointsText) + 0 : Number.NaN;
      const round = /^\d{1,3}$/.test(roundText ?? '') ? Number(roundText) : 0;
      const players = ids.map((x) => (/^\d{1,4}$/.test(x) ? Number(x) : 0));
      if (Number.isNaN(points) || round < 1 || players.length === 0 || players.some((x) => x < 1)) {
        return fail('TRF_BAD_ADJUSTMENT', '299 needs POINTS ROUND PLAYER…', no);
      }
      adjustments.push({ points, round, players });
    } else if (tag === '152' && /^152 [WB]\s*$/.test(line)) {
      initialColour = line[4] === 'W' ? 'white' : 'black';
    } else if (line.trim() !== '') {
      const problem = lineTextProblem(line);
      if (problem !== undefined) badLine ??= fail('TRF_BAD_LINE', `the line ${problem}`, no);
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
  if (badLine !== undefined) return badLine;
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
