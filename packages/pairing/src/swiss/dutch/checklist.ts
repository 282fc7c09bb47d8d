/**
 * The pairing checklist: per player, what the Dutch engine reads of him before it pairs a round
 * (pairing number, score, colour history, colour difference and preference, float history, the
 * bye), as the FIDE-endorsed engine bbpPairings prints it with `--checklist` for an arbiter who
 * checks a pairing by hand. The terms are those of C.04.3 (2026) Art. 1
 * (https://handbook.fide.com/chapter/C0403202602).
 */

import { badRange, badType, shown } from '../../bad-input';
import { requireArray, requireObject } from '../../input-checks';
import type { Result } from '../../result';
import { checkSwissInput, type SwissColour, type SwissError, type SwissInput } from '../swiss-input';
import { BLACK, type Colour, WHITE } from '../swiss-primitives';
import { dutchRound, FLOAT_DOWN, FLOAT_UP, score } from './dutch-player';

/**
 * One player's line of the checklist.
 * @category Swiss
 */
export interface DutchChecklistRow {
  /** Pairing (start) number. */
  readonly id: number;
  /** Takes part in the round being paired (not absent). */
  readonly present: boolean;
  /** Points scored, without acceleration. */
  readonly points: number;
  /** The score the pairing uses: the points plus the acceleration of this round. */
  readonly pairingScore: number;
  /** Colour of each past round, oldest first; `null` where no game was played (bye, forfeit, absence). */
  readonly colours: readonly ('white' | 'black' | null)[];
  /** Colour difference: games with white − games with black (C.04.3 Art. 1.5). */
  readonly colourDifference: number;
  /** The colour the player prefers, `null` before his first game (C.04.3 Art. 1.6). */
  readonly colourPreference: 'white' | 'black' | null;
  /** How strong the preference is; `null` without a preference. */
  readonly preferenceStrength: 'absolute' | 'strong' | 'mild' | null;
  /** Float of each past round, oldest first (C.04.3 Art. 1.4). */
  readonly floats: readonly ('down' | 'up' | null)[];
  /** Has received the pairing-allocated bye. */
  readonly hadPairingBye: boolean;
  /** May receive the pairing-allocated bye (C2: no unplayed round worth a win's points yet). */
  readonly byeEligible: boolean;
}

/**
 * The checklist of the round to pair: its number, and one row per player in the order the Dutch
 * engine ranks them (pairing score, highest first, then pairing number).
 * @category Swiss
 */
export interface DutchChecklist {
  /** The round about to be paired (`playedRounds + 1`). */
  readonly round: number;
  /** The players, in ranking order. */
  readonly players: readonly DutchChecklistRow[];
}

const swissColour = (c: Colour): SwissColour | null => (c === WHITE ? 'white' : c === BLACK ? 'black' : null);

/**
 * The checklist of the next round's pairing by the Dutch system: for every player, what the
 * engine reads of him (see {@link DutchChecklistRow}). Answers `PAIRING_BAD_INPUT` for an input
 * the engines reject (the input checks of {@link pairDutch}).
 *
 * @example
 * ```ts
 * import { dutchChecklist } from '@xq/pairing';
 * const r = dutchChecklist({
 *   players: [
 *     { id: 1, rounds: [{ opponent: 2, colour: 'white', outcome: 'win', played: true, paired: true }] },
 *     { id: 2, rounds: [{ opponent: 1, colour: 'black', outcome: 'loss', played: true, paired: true }] },
 *   ],
 *   playedRounds: 1,
 *   totalRounds: 3,
 *   initialColour: 'white',
 * });
 * console.log(r.ok && r.value.players.map((p) => [p.id, p.colourPreference, p.preferenceStrength])); // [ [ 1, 'black', 'strong' ], [ 2, 'white', 'strong' ] ]
 * ```
 * @category Swiss
 */
export function dutchChecklist(input: SwissInput): Result<DutchChecklist, SwissError> {
  const bad = checkSwissInput(input);
  if (bad !== undefined) return { ok: false, error: { code: 'PAIRING_BAD_INPUT', message: bad } };
  const played = input.playedRounds;
  const round = dutchRound(input, played);
  const byId = [...input.players].sort((x, y) => x.id - y.id);
  const rows = round.players
    .slice()
    .sort((x, y) => score(y) - score(x) || x.index - y.index)
    .map((p): DutchChecklistRow => {
      const rounds = byId[p.index]!.rounds;
      const preference = swissColour(p.preference);
      return {
        id: p.id,
        present: p.present,
        points: p.base / 10,
        pairingScore: score(p) / 10,
        colours: p.matches.map((m) => swissColour(m.colour)),
        colourDifference: p.difference,
        colourPreference: preference,
        preferenceStrength:
          preference === null ? null : p.absolute ? 'absolute' : p.strong ? 'strong' : 'mild',
        floats: Array.from({ length: played }, (_, r) => {
          const f = p.floats[played - r];
          return f === FLOAT_DOWN ? 'down' : f === FLOAT_UP ? 'up' : null;
        }),
        hadPairingBye: rounds.some((r) => r.paired && r.opponent === 0),
        byeEligible: p.byeEligible,
      };
    });
  return { ok: true, value: { round: played + 1, players: rows } };
}

const COLOUR_LETTER = { white: 'W', black: 'B' } as const;
const STRENGTH_LETTER = { absolute: 'A', strong: 'S', mild: 'M' } as const;
const FLOAT_LETTER = { down: 'D', up: 'U' } as const;

/** The words of the printed checklist, per language; the rows' data are the same in both. */
interface ChecklistWords {
  readonly title: (round: number) => string;
  readonly header: readonly string[];
  readonly colour: Readonly<Record<keyof typeof COLOUR_LETTER, string>>;
  readonly strength: Readonly<Record<keyof typeof STRENGTH_LETTER, string>>;
  readonly float: Readonly<Record<keyof typeof FLOAT_LETTER, string>>;
  readonly yes: string;
  readonly no: string;
  /** The decimal mark of the points ("1,5" in Vietnamese). */
  readonly decimal: string;
  /** Lines after the table saying what the letters mean. */
  readonly legend: readonly string[];
}

/**
 * The checklist in English (bbpPairings' letters) and in the law's words: Trắng / Đen for the
 * sides, "vòng" for a round, decimals with a comma.
 */
const CHECKLIST_WORDS: Readonly<Record<'en' | 'vi', ChecklistWords>> = {
  en: {
    title: (round) => `Checklist before round ${round}`,
    header: ['No', 'Pts', 'Score', 'Colours', 'Diff', 'Pref', 'Floats', 'Bye', 'Bye ok', 'Plays'],
    colour: COLOUR_LETTER,
    strength: STRENGTH_LETTER,
    float: FLOAT_LETTER,
    yes: 'yes',
    no: 'no',
    decimal: '.',
    legend: [],
  },
  vi: {
    title: (round) => `Bảng kiểm trước vòng ${round}`,
    header: [
      'Số',
      'Điểm',
      'Điểm xếp cặp',
      'Màu quân',
      'Chênh lệch',
      'Ưu tiên',
      'Đẩy nhóm',
      'Đã nghỉ',
      'Được nghỉ',
      'Thi đấu',
    ],
    colour: { white: 'T', black: 'Đ' },
    strength: { absolute: 't', strong: 'm', mild: 'n' },
    float: { down: 'X', up: 'L' },
    yes: 'có',
    no: 'không',
    decimal: ',',
    legend: [
      'Màu quân: T = Trắng, Đ = Đen, - = vòng không đấu. Ưu tiên: màu quân ưu tiên, t = tuyệt đối, m = mạnh, n = nhẹ.',
      'Đẩy nhóm: X = đẩy xuống nhóm điểm dưới, L = đẩy lên nhóm điểm trên. Đã nghỉ: đã được nghỉ do xếp cặp; được nghỉ: còn được nghỉ (C2).',
    ],
  },
};
const FN = 'formatDutchChecklist';

/** `x` is one of the keys of `letters` (own keys: 'toString' is none), else a RangeError. */
function requireLetter(field: string, x: unknown, letters: object, orNull: boolean): void {
  if (orNull && x === null) return;
  if (typeof x !== 'string' || !Object.hasOwn(letters, x))
    throw badRange(
      `${FN}: ${field} must be one of ${Object.keys(letters).join(', ')}${orNull ? ' or null' : ''}, got ${shown(x)}`,
    );
}

/** The checklist has the shape {@link dutchChecklist} gives, else a TypeError or RangeError. */
function checkChecklist(checklist: unknown): asserts checklist is DutchChecklist {
  requireObject(FN, 'checklist', checklist);
  const { round, players } = checklist as { round?: unknown; players?: unknown };
  if (typeof round !== 'number' || !Number.isSafeInteger(round))
    throw badType(`${FN}: round must be an integer, got ${shown(round)}`);
  requireArray(FN, 'players', players);
  for (let i = 0; i < players.length; i++) {
    const p: unknown = players[i];
    const at = `players[${i}]`;
    requireObject(FN, at, p);
    const row = p as Record<string, unknown>;
    for (const f of ['id', 'points', 'pairingScore', 'colourDifference'] as const) {
      if (typeof row[f] !== 'number' || !Number.isFinite(row[f]))
        throw badType(`${FN}: ${at}.${f} must be a finite number, got ${shown(row[f])}`);
    }
    for (const f of ['present', 'hadPairingBye', 'byeEligible'] as const) {
      if (typeof row[f] !== 'boolean')
        throw badType(`${FN}: ${at}.${f} must be a boolean, got ${shown(row[f])}`);
    }
    requireLetter(`${at}.colourPreference`, row.colourPreference, COLOUR_LETTER, true);
    requireLetter(`${at}.preferenceStrength`, row.preferenceStrength, STRENGTH_LETTER, true);
    const { colours, floats } = row;
    requireArray(FN, `${at}.colours`, colours);
    for (let r = 0; r < colours.length; r++)
      requireLetter(`${at}.colours[${r}]`, colours[r], COLOUR_LETTER, true);
    requireArray(FN, `${at}.floats`, floats);
    for (let r = 0; r < floats.length; r++)
      requireLetter(`${at}.floats[${r}]`, floats[r], FLOAT_LETTER, true);
  }
}

/**
 * The checklist as a text table, one line per player: pairing number, points, pairing score,
 * colours of the past rounds (`W`, `B`, `-` without a game), colour difference, colour
 * preference (`W` or `B` with its strength `A`bsolute, `S`trong or `M`ild; `-` for none),
 * floats of the past rounds (`D`own, `U`p, `-`), whether the player had the pairing-allocated
 * bye, may receive it (C2), and plays this round. With `lang` `vi`, in the law's words: "Bảng kiểm
 * trước vòng N", `T` (Trắng) and `Đ` (Đen), strengths `t`uyệt đối, `m`ạnh, `n`hẹ, floats `X`
 * (xuống) and `L` (lên), decimals with a comma, and a legend under the table.
 *
 * @example
 * ```ts
 * import { dutchChecklist, formatDutchChecklist } from '@xq/pairing';
 * const r = dutchChecklist({
 *   players: [{ id: 1, rounds: [] }, { id: 2, rounds: [] }],
 *   playedRounds: 0,
 *   totalRounds: 3,
 *   initialColour: 'white',
 * });
 * if (r.ok) console.log(formatDutchChecklist(r.value).split('\n')[1]); // No  Pts  Score  Colours  Diff  Pref  Floats  Bye  Bye ok  Plays
 * ```
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `checklist` or a row is not of the shape
 * {@link dutchChecklist} gives; {RangeError} for a colour, strength or float outside its list, or
 * a `lang` other than `en` and `vi`.
 * @category Swiss
 */
export function formatDutchChecklist(checklist: DutchChecklist, lang: 'en' | 'vi' = 'en'): string {
  if (lang !== 'en' && lang !== 'vi') throw badRange(`${FN}: lang must be en or vi, got ${shown(lang)}`);
  checkChecklist(checklist);
  const w = CHECKLIST_WORDS[lang];
  const yesNo = (x: boolean): string => (x ? w.yes : w.no);
  const points = (x: number): string => String(x).replace('.', w.decimal);
  const rows = checklist.players.map((p) => [
    String(p.id),
    points(p.points),
    points(p.pairingScore),
    p.colours.map((c) => (c === null ? '-' : w.colour[c])).join(' '),
    p.colourDifference > 0 ? `+${p.colourDifference}` : String(p.colourDifference),
    p.colourPreference === null || p.preferenceStrength === null
      ? '-'
      : `${w.colour[p.colourPreference]}${w.strength[p.preferenceStrength]}`,
    p.floats.map((f) => (f === null ? '-' : w.float[f])).join(' '),
    yesNo(p.hadPairingBye),
    yesNo(p.byeEligible),
    yesNo(p.present),
  ]);
  const header = w.header;
  const right = [true, true, true, false, true, false, false, false, false, false];
  // a loop, not Math.max(...rows): a spread of 100,000 rows overflows the call stack
  const widths = header.map((h) => h.length);
  for (const r of rows)
    for (let c = 0; c < widths.length; c++) widths[c] = Math.max(widths[c]!, r[c]!.length);
  const line = (cells: readonly string[]): string =>
    cells
      .map((x, c) => (right[c] ? x.padStart(widths[c]!) : x.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [
    w.title(checklist.round),
    line(header),
    ...rows.map(line),
    ...(w.legend.length > 0 ? ['', ...w.legend] : []),
  ].join('\n');
}
