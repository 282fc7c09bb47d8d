import { plainBytes } from './bytes';
import { checkEncoding } from './game-check';

/**
 * Text encodings of game files: UTF-8, Big5 (Taiwan, Hong Kong: the CCPD corpus) and GBK
 * (mainland: xqbase, XQF strings). `'auto'` reads a BOM, then UTF-8 when the bytes are valid
 * UTF-8, else whichever of Big5 and GBK reads more like a Xiangqi record.
 * @example const e: TextEncodingName = 'big5';
 * @category Records
 */
export type TextEncodingName = 'auto' | 'utf-8' | 'big5' | 'gbk' | 'gb18030';

// Characters frequent in records, traditional and simplified.
const COMMON = new Set(
  '車馬炮砲兵卒帥將仕士相象進退平前後中一二三四五六七八九紅黑勝負和局賽杯棋象车马帅将进后红胜负赛对',
);

function score(text: string): number {
  let s = 0;
  for (const c of text) {
    if (c === '\uFFFD') s -= 5;
    else if (COMMON.has(c)) s++;
  }
  return s;
}

/**
 * Decodes the bytes of a game file.
 *
 * @param input the file's contents.
 * @param encoding the encoding, or `'auto'` (default) to guess it as described in {@link TextEncodingName}.
 * @returns the text (undecodable bytes become U+FFFD).
 * @throws TypeError when `bytes` is not a `Uint8Array`; RangeError for an unknown encoding.
 * @example
 * decodeText(new Uint8Array([0xa8, 0xae])); // '車' (Big5)
 * decodeText(new TextEncoder().encode('炮二平五')); // '炮二平五'
 * @category Records
 */
export function decodeText(input: Uint8Array, encoding: TextEncodingName = 'auto'): string {
  const bytes = plainBytes(input);
  if (bytes === undefined) throw new TypeError('decodeText: bytes must be a Uint8Array');
  checkEncoding(encoding, 'decodeText');
  if (encoding !== 'auto') return new TextDecoder(encoding).decode(bytes);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const big5 = new TextDecoder('big5').decode(bytes);
    const gbk = new TextDecoder('gb18030').decode(bytes);
    return score(big5) >= score(gbk) ? big5 : gbk;
  }
}
