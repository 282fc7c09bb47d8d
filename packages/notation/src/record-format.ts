import { plainBytes } from './bytes';
import { CBL_MAGIC, CBR_MAGIC, hasMagic } from './cbr';

/**
 * The binary record formats {@link detectRecordFormat} recognises: `cbr` (CCBridge record),
 * `cbl` (CCBridge library), `cbl-legacy` (the old compressed CCBridge library, which is not
 * read) and `xqf` (XQStudio).
 * @example const f: RecordFormat = 'cbl';
 * @category Detection
 */
export type RecordFormat = 'cbr' | 'cbl' | 'cbl-legacy' | 'xqf';

/**
 * Finds the binary record format of a file by its first bytes (its magic), so that a reader can
 * be chosen: {@link parseCbr}, {@link parseCbl}, {@link parseXqf}. Text formats (PGN, DhtmlXQ,
 * movetext) give `undefined`: decode them with {@link decodeText}.
 *
 * @returns the format, or `undefined` when the bytes are none of them; never throws.
 * @example
 * detectRecordFormat(writeCbr(gameOf([]))); // 'cbr'
 * detectRecordFormat(new TextEncoder().encode('1. C2.5')); // undefined
 * @category Detection
 */
export function detectRecordFormat(input: Uint8Array): RecordFormat | undefined {
  const bytes = plainBytes(input);
  if (bytes === undefined) return undefined;
  if (hasMagic(bytes, 0, CBR_MAGIC)) return 'cbr';
  if (hasMagic(bytes, 0, CBL_MAGIC)) return 'cbl';
  if (hasMagic(bytes, 0, 'CCBridge')) return 'cbl-legacy';
  if (bytes.length >= 1024 && bytes[0] === 0x58 && bytes[1] === 0x51) return 'xqf';
  return undefined;
}
