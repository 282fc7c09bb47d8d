/**
 * What a `Trf`'s other lines and `299` adjustments must be for formatTrf to write them in a
 * file that parseTrf reads back the same.
 */

import { everyIndex, shown } from './bad-input';

/** The records parseTrf reads itself: a line opening with one of them is not kept verbatim. */
const KNOWN_RECORD = /^(?:001|XXR|XXC|299)/;

/**
 * Why `line` (the `i`th of `otherLines`) would not come back from parseTrf as the same other
 * line, or `undefined`: a line break (or a character other readers split lines on: vertical tab,
 * form feed, NEL, U+2028, U+2029), a lone surrogate, a blank line (dropped), a line that opens with a record
 * parseTrf reads (`001`, `XXR`, `XXC`, `299`; TRF-2026's `142` and `152 W` only in place of a
 * `totalRounds` or `initialColour` left undefined), a byte-order mark opening the file. @internal
 */
export function otherLineProblem(
  line: string,
  i: number,
  totalRounds: number | undefined,
  initialColour: string | undefined,
): string | undefined {
  if (/[\r\n]/.test(line)) return 'holds a line break';
  const text = lineTextProblem(line);
  if (text !== undefined) return text;
  if (line.trim() === '') return 'is blank: parseTrf drops blank lines';
  // TRF-2026's 142 and 152 may stand for `totalRounds` and `initialColour` left undefined.
  const twice =
    (line.startsWith('142') && totalRounds !== undefined) ||
    (/^152 [WB]\s*$/.test(line) && initialColour !== undefined);
  if (KNOWN_RECORD.test(line) || twice)
    return `opens with the record ${JSON.stringify(line.slice(0, 3))}: parseTrf would read it as one`;
  if (i === 0 && line.startsWith('\uFEFF')) return 'opens with a byte-order mark: parseTrf drops it';
  return undefined;
}

/**
 * Why `line` (a line of a TRF file, its line end taken off) cannot be kept as it is, or
 * `undefined`: a character other readers take for a line break (vertical tab, form feed, NEL,
 * U+2028, U+2029) or a lone surrogate. A tab or another control character may stand in a header
 * line. @internal
 */
export function lineTextProblem(line: string): string | undefined {
  if (/[\v\f\u0085\u2028\u2029]/.test(line)) return 'holds a character other readers take for a line break';
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(line))
    return 'holds a lone surrogate (not a character)';
  return undefined;
}

/**
 * Why `adjustments` cannot be a TRF's `299` records, or `undefined`: points in hundredths within
 * -999.99..999.99, a round in 1..999, at least one start number, each in 1..9999 (what the
 * record's fields hold). @internal
 */
export function trfAdjustmentsProblem(adjustments: unknown): string | undefined {
  if (adjustments === undefined) return undefined;
  if (!Array.isArray(adjustments)) return 'adjustments must be an array';
  for (const [i, a] of adjustments.entries()) {
    if (typeof a !== 'object' || a === null) return `adjustments[${i}] must be an object`;
    const { points, round, players } = a as Record<string, unknown>;
    if (
      typeof points !== 'number' ||
      !Number.isFinite(points) ||
      Math.abs(points) > 999.99 ||
      Number(points.toFixed(2)) !== points
    )
      return `adjustments[${i}].points ${shown(points)} is not a number of -999.99..999.99 in hundredths`;
    if (typeof round !== 'number' || !Number.isInteger(round) || round < 1 || round > 999)
      return `adjustments[${i}].round ${shown(round)} is outside 1..999`;
    if (
      !Array.isArray(players) ||
      players.length === 0 ||
      !everyIndex(players, (x) => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 9999)
    )
      return `adjustments[${i}].players must be one or more start numbers in 1..9999`;
  }
  return undefined;
}

/**
 * Why `text` cannot stand in a TRF text field, or `undefined`: a control character (C0, DEL or
 * C1, the tab and line breaks included) or a Unicode line or paragraph separator — readers that
 * split lines on them would start a new record mid-field — or a lone UTF-16 surrogate, which is
 * no character and cannot be written as UTF-8. @internal
 */
export function trfTextProblem(text: string): string | undefined {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029)
      return `holds the control character U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return 'holds a lone surrogate (not a character)';
    } else if (c >= 0xdc00 && c <= 0xdfff) return 'holds a lone surrogate (not a character)';
  }
  return undefined;
}

/**
 * `text` padded or cut to `width` UTF-16 units (the columns parseTrf reads), never between the
 * two halves of a surrogate pair: a character that would straddle the last column is left out
 * and its column padded. @internal
 */
export function fitColumns(text: string, width: number): string {
  if (text.length <= width) return text.padEnd(width);
  const high = text.charCodeAt(width - 1);
  const cut = high >= 0xd800 && high <= 0xdbff ? width - 1 : width;
  return text.slice(0, cut).padEnd(width);
}
