/**
 * TRF-16 writing: a {@link Trf} as the text {@link parseTrf} reads back the same, and the
 * checks of what TRF's columns can hold.
 */

import { badRange, badType, everyIndex, shown } from './bad-input';
import { isTrfColour, isTrfResult, parseTrf, type Trf, type TrfPlayer } from './trf';
import { fitColumns, otherLineProblem, trfAdjustmentsProblem, trfTextProblem } from './trf-records';

const pad = (s: string | number, n: number): string => String(s).padStart(n).slice(-n);

/** Points in the 4 columns 81-84: `99.5` with its tenth, from 100 on a whole number (`100`). */
function formatPoints(points: number): string {
  return points >= 100 ? points.toFixed(0) : points.toFixed(1);
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
 * 0..999 or finer than tenths (from 100 on, whole points only: four columns; a file whose
 * `XXS` or `162` scoring is not FIDE's may hold tenths), a control character (a line break, a
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
    !(p.points >= 0 && p.points <= 999) ||
    Number(formatPoints(p.points)) !== p.points
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
 * Formats one player record (`001` line) in TRF-16 columns: {@link formatTrf}'s writer of a player.
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `p` is not an object.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when the record cannot be written in TRF's columns ({@link trfPlayerProblem}).
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
  // A blank block is written blank, except the last: a line's trailing blanks are no block, so
  // the last blank round is written `0000`, which parseTrf reads as the same blank round.
  p.rounds.forEach((b, i) => {
    const blank = b.opponent === 0 && b.colour === ' ' && b.result === ' ' && i < p.rounds.length - 1;
    s += `  ${b.opponent > 0 ? pad(b.opponent, 4) : blank ? '    ' : '0000'} ${b.colour} ${b.result}`;
  });
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
  const problem = trfRecordProblem(trf);
  if (problem !== undefined) throw badRange(`formatTrf: ${problem}`);
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
  if (!Array.isArray(t.otherLines) || !everyIndex(t.otherLines, (l) => typeof l === 'string'))
    return 'otherLines must be an array of strings';
  const adjustment = (x: unknown): boolean => {
    if (typeof x !== 'object' || x === null) return false;
    const a = x as { points?: unknown; round?: unknown; players?: unknown };
    return (
      Number.isFinite(a.points) &&
      Number.isInteger(a.round) &&
      Array.isArray(a.players) &&
      everyIndex(a.players, (id) => Number.isInteger(id))
    );
  };
  if (
    t.adjustments !== undefined &&
    (!Array.isArray(t.adjustments) || !everyIndex(t.adjustments, adjustment))
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

/**
 * Why `trf` (of the right shape: {@link trfShapeProblem}) is a record no TRF file could hold, or
 * `undefined`: `totalRounds` outside 1..999, an
 * adjustment that does not fit a `299` record, a player record outside TRF's columns
 * ({@link trfPlayerProblem}: a start number beyond 9,999, NaN points, an unknown result or colour
 * letter…), a start number twice, a player paired against himself, an opponent who is not in the
 * file or does not name him back in the same round. Points that differ from the results are not
 * looked at (a file with its own scoring may hold them), nor the other lines (kept verbatim: the
 * writer checks them). Linear in the size of the record. @internal
 */
export function trfRecordProblem(trf: Trf): string | undefined {
  const { totalRounds } = trf;
  if (totalRounds !== undefined && (totalRounds < 1 || totalRounds > 999))
    return `totalRounds ${totalRounds} is outside XXR's 1..999`;
  const adjustments = trfAdjustmentsProblem(trf.adjustments);
  if (adjustments !== undefined) return adjustments;
  const byNumber = new Map<number, TrfPlayer>();
  for (const [i, p] of trf.players.entries()) {
    const problem = trfPlayerProblem(p);
    if (problem !== undefined) return `players[${i}] (player ${shown(p.startNumber)}): ${problem}`;
    if (byNumber.has(p.startNumber)) return `start number ${p.startNumber} is listed twice`;
    byNumber.set(p.startNumber, p);
  }
  for (const p of trf.players) {
    for (const [r, b] of p.rounds.entries()) {
      if (b.opponent === 0) continue;
      if (b.opponent === p.startNumber)
        return `player ${p.startNumber}, round ${r + 1}: paired against himself`;
      const back = byNumber.get(b.opponent)?.rounds[r];
      if (back === undefined || back.opponent !== p.startNumber)
        return `player ${p.startNumber}, round ${r + 1}: opponent ${b.opponent} does not name him back`;
    }
  }
  return undefined;
}
