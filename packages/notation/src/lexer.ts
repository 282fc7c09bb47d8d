import type { Notation } from './notations';
import { LONG_MOVE_AT, PLAIN_LONG_MOVE_AT } from './vietnamese';

/** A piece of movetext. */
export type MovetextToken =
  | { readonly type: 'move'; readonly text: string }
  | { readonly type: 'comment'; readonly text: string }
  | { readonly type: 'open' }
  | { readonly type: 'close' }
  | { readonly type: 'result'; readonly text: string }
  | { readonly type: 'nag'; readonly value: number }
  | { readonly type: 'trailer'; readonly text: string }
  /** A `{` without its `}`, or a `(` without its `)`: always the last token. */
  | { readonly type: 'unclosed'; readonly what: 'comment' | 'variation'; readonly offset: number };

/** Line and column (both 1-based) of `offset` in `text`, for an error message. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

/** Where an unclosed comment or variation opens, as an error message says it. */
export function unclosedMessage(what: 'comment' | 'variation', at: { line: number; column: number }): string {
  return what === 'comment'
    ? `a comment "{" opened at line ${at.line}, column ${at.column} is never closed with "}"`
    : `a variation "(" opened at line ${at.line}, column ${at.column} is never closed with ")"`;
}

const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '½-½', '*']);
const isSpace = (c: number): boolean =>
  c === 32 || (c >= 9 && c <= 13) || c === 0x3000 || c === 0xa0 || c === 0xfeff;
const STOP = new Set(['{', '}', '(', ')', ';', '$']);

/**
 * Splits movetext into moves, comments, variations, annotations and the result; move numbers
 * (`1.`, `1)`, `1...`, `1. …`) are dropped. A result outside every variation ends the game: the
 * text after it (a site's footer, as XQ Wizard writes it) comes back as one `trailer` token and
 * is never read as moves. A `{` without its `}` or a `(` without its `)` ends the tokens with an
 * `unclosed` token at its offset (the first such `(`). Linear in the length of the text; never
 * throws.
 */
export function lexMovetext(input: string, notation: Notation): MovetextToken[] {
  const text = notation === 'vi-long' ? input.normalize('NFC') : input;
  const out: MovetextToken[] = [];
  const n = text.length;
  let i = 0;
  // Offsets of the variations open now (the outermost first).
  const open: number[] = [];
  while (i < n) {
    const c = text[i]!;
    if (isSpace(c.charCodeAt(0))) {
      i++;
      continue;
    }
    if (c === '{') {
      const end = text.indexOf('}', i + 1);
      if (end < 0) {
        out.push({ type: 'unclosed', what: 'comment', offset: i });
        return out;
      }
      out.push({ type: 'comment', text: text.slice(i + 1, end).trim() });
      i = end + 1;
      continue;
    }
    if (c === ';') {
      const end = text.indexOf('\n', i + 1);
      const stop = end < 0 ? n : end;
      out.push({ type: 'comment', text: text.slice(i + 1, stop).trim() });
      i = stop + 1;
      continue;
    }
    if (c === '(' || c === ')') {
      out.push({ type: c === '(' ? 'open' : 'close' });
      if (c === '(') open.push(i);
      else open.pop();
      i++;
      continue;
    }
    if (c === '}') {
      i++;
      continue;
    }
    if (c === '$') {
      let j = i + 1;
      while (j < n && text[j]! >= '0' && text[j]! <= '9') j++;
      out.push({ type: 'nag', value: Number(text.slice(i + 1, j)) || 0 });
      i = j;
      continue;
    }
    if (notation === 'vi-long') {
      LONG_MOVE_AT.lastIndex = i;
      PLAIN_LONG_MOVE_AT.lastIndex = i;
      const m = LONG_MOVE_AT.exec(text) ?? PLAIN_LONG_MOVE_AT.exec(text);
      if (m) {
        out.push({ type: 'move', text: m[0]!.replace(/\s+/gu, ' ') });
        i = i + m[0]!.length;
        continue;
      }
    }
    let j = i;
    while (j < n && !isSpace(text.charCodeAt(j)) && !STOP.has(text[j]!)) j++;
    const w = text.slice(i, j);
    if (text[j] === ')' && /^\d+$/u.test(w)) {
      i = j + 1; // "12)": a move number, as scoresheets write it
      continue;
    }
    const before = out.length;
    word(w, notation, out);
    i = j;
    if (open.length === 0 && out.length > before && out[out.length - 1]!.type === 'result') {
      const rest = text.slice(i).trim();
      if (rest !== '') out.push({ type: 'trailer', text: rest });
      break;
    }
  }
  if (open.length > 0) out.push({ type: 'unclosed', what: 'variation', offset: open[0]! });
  return out;
}

/** The end of a move number glued to a word at `i` (`12.`, `3…`, `4)`, `5、`), or -1. */
function numberEnd(w: string, i: number): number {
  let j = i;
  while (j < w.length && w.charCodeAt(j) >= 48 && w.charCodeAt(j) <= 57) j++;
  if (j === i) return -1;
  const c = w[j];
  if (c === '.') {
    const k = j;
    while (j < w.length && w[j] === '.' && j - k < 3) j++;
  } else if (c === '…') while (w[j] === '…') j++;
  else if (c === ')' || c === '、') j++;
  else return -1;
  const next = w.charCodeAt(j);
  return next >= 48 && next <= 57 ? -1 : j; // "1.5" is no move number
}

function word(input: string, notation: Notation, out: MovetextToken[]): void {
  // Move numbers glued to what follows ("1.炮二平五", "12…", "1.…2."): dropped, in one pass.
  let i = 0;
  for (let end = numberEnd(input, 0); end >= 0; end = numberEnd(input, i)) {
    i = end;
    if (input[i] === '.') while (input[i] === '.') i++;
    else while (input[i] === '…') i++;
  }
  const w = i === 0 ? input : input.slice(i);
  if (w === '') return;
  const c0 = w.charCodeAt(0);
  if (w.length === 4 && c0 > 0x2fff && notation === 'chinese') {
    out.push({ type: 'move', text: w }); // the common case of Chinese records, taken quickly
    return;
  }
  if (RESULTS.has(w)) {
    out.push({ type: 'result', text: w === '½-½' ? '1/2-1/2' : w });
    return;
  }
  if (/^(?:\.{2,}|…+)$/u.test(w) || /^[!?！？]+$/u.test(w)) return;
  if (notation === 'chinese') {
    const chars = [...w.replace(/[!?！？]+/gu, '')];
    if (chars.length > 4 && chars.length % 4 === 0) {
      for (let k = 0; k < chars.length; k += 4)
        out.push({ type: 'move', text: chars.slice(k, k + 4).join('') });
      return;
    }
  }
  out.push({ type: 'move', text: w });
}

/** The `{` or `(` a movetext never closes, if any (see {@link lexMovetext}). */
export function unclosedIn(
  text: string,
  notation: Notation,
): { readonly what: 'comment' | 'variation'; readonly offset: number } | undefined {
  const last = lexMovetext(text, notation).at(-1);
  return last?.type === 'unclosed' ? last : undefined;
}
