import { type Move, type Result, ROLE_LETTERS_VI, ROLE_NAMES_VI, type Role } from '@xq/core';
import type { MoveError } from './notations';
import { type Direction, describe, type PositionView, stripAnnotations } from './relative';
import {
  type FileToken,
  moveError,
  resolvePlain,
  resolveToken,
  type Selector,
  writerSelector,
} from './selector';

/** The Vietnamese writers' variants: short with the Vietnamese signs, short with the Asian signs, words. */
export type VietnameseStyle = 'vi' | 'asian' | 'vi-long';

const LETTER = ROLE_LETTERS_VI;
const ROLE_OF: Record<string, Role> = {
  Tg: 'king',
  S: 'advisor',
  T: 'elephant',
  V: 'elephant',
  M: 'horse',
  X: 'rook',
  P: 'cannon',
  B: 'pawn',
  C: 'pawn',
};
const WORD = ROLE_NAMES_VI;
const ROLE_OF_WORD: Record<string, Role> = {
  tướng: 'king',
  soái: 'king',
  sĩ: 'advisor',
  sỹ: 'advisor',
  tượng: 'elephant',
  tương: 'elephant',
  voi: 'elephant',
  mã: 'horse',
  xe: 'rook',
  xa: 'rook',
  pháo: 'cannon',
  tốt: 'pawn',
  binh: 'pawn',
  chốt: 'pawn',
};
const SIGNS: Record<'vi' | 'asian', Record<Direction, string>> = {
  vi: { forward: '.', backward: '/', sideways: '-' },
  asian: { forward: '+', backward: '.', sideways: '=' },
};
const DIR_WORD: Record<Direction, string> = { forward: 'tiến', backward: 'thoái', sideways: 'bình' };
const MARK = { front: 't', rear: 's', middle: 'g', first: 'tt', last: 'ss' } as const;
const MARK_WORD = { front: 'trước', rear: 'sau', middle: 'giữa', first: 'đầu', last: 'cuối' } as const;
type Mark = keyof typeof MARK;
const MARK_OF: Record<string, Mark> = {
  t: 'front',
  s: 'rear',
  g: 'middle',
  tt: 'first',
  ss: 'last',
  trước: 'front',
  sau: 'rear',
  giữa: 'middle',
  đầu: 'first',
  cuối: 'last',
};

/** Writes a legal move in a Vietnamese style. */
export function formatVietnamese(pos: PositionView, move: Move, style: VietnameseStyle): string {
  const piece = pos.piece(move.from)!;
  const sel = writerSelector(pos, move, piece.role, 'vi');
  const { dir, value } = describe(piece.color, piece.role, move.from, move.to);
  if (style === 'vi-long') {
    const which =
      sel.kind === 'file'
        ? String(sel.file)
        : sel.kind === 'pos'
          ? MARK_WORD[sel.pos] + (sel.file === undefined ? '' : ` ${sel.file}`)
          : String(sel.index);
    return `${WORD[piece.role]} ${which} ${DIR_WORD[dir]} ${value}`;
  }
  const which =
    sel.kind === 'file'
      ? String(sel.file)
      : sel.kind === 'pos'
        ? MARK[sel.pos] + (sel.file === undefined ? '' : String(sel.file))
        : String(sel.index);
  return LETTER[piece.role] + which + SIGNS[style][dir] + value;
}

function selectorOf(
  mark: string | undefined,
  digit: string | undefined,
  markFile: string | undefined,
): Selector {
  if (digit !== undefined) return { kind: 'file', file: Number(digit) };
  const pos = MARK_OF[mark!]!;
  return markFile === undefined ? { kind: 'pos', pos } : { kind: 'pos', pos, file: Number(markFile) };
}

const SHORT = {
  vi: /^(Tg|[TSVXPMBC])(?:([1-9])|(tt|ss|[tsg])([1-9])?)([./\-–−])([1-9])$/u,
  asian: /^(Tg|[TSVXPMBC])(?:([1-9])|(tt|ss|[tsg])([1-9])?)([+.=])([1-9])$/u,
};
const LONG_BODY = String.raw`(tướng|soái|sĩ|sỹ|tượng|tương|voi|mã|xe|xa|pháo|tốt|binh|chốt)\s+(?:([1-9])|(trước|sau|giữa|đầu|cuối)(?:\s+([1-9]))?)\s+(tiến|tấn|thoái|bình)\s+([1-9])`;
const LONG = new RegExp(`^${LONG_BODY}$`, 'u');
/** A long-form move at a position of a text (sticky, case-insensitive), for the movetext reader. */
export const LONG_MOVE_AT = new RegExp(`${LONG_BODY}(?![\\p{L}\\p{N}])`, 'iuy');

/**
 * A long-form move typed without diacritics (`phao 2 binh 5`, `chot 7 tien 1`) at a position of
 * a text (sticky, case-insensitive), for the movetext reader: {@link parseMoveLenient} reads it.
 */
export const PLAIN_LONG_MOVE_AT =
  /(tuong|soai|si|sy|voi|ma|xe|xa|phao|tot|binh|chot)\s+(?:[1-9]|(?:truoc|sau|giua|dau|cuoi)(?:\s+[1-9])?)\s+(tien|tan|thoai|binh)\s+[1-9](?![\p{L}\p{N}])/iuy;

/** The indefinite article before a style's name in messages ("an asian move"). */
const ARTICLE: Record<VietnameseStyle, string> = { vi: 'a', 'vi-long': 'a', asian: 'an' };

/** Reads a Vietnamese move in one style (signs are never guessed between styles). */
export function parseVietnamese(
  pos: PositionView,
  text: string,
  style: VietnameseStyle,
): Result<Move, MoveError> {
  if (style !== 'vi-long' && typeof text === 'string' && (text.length === 4 || text.length === 5)) {
    // The plain form ("P2-5", "Tg5.1": a piece, its file, an ASCII sign, a digit) read without
    // the patterns below, which read it the same way.
    const king = text.length === 5;
    const role = king ? (text[0] === 'T' && text[1] === 'g' ? 'king' : undefined) : ROLE_OF[text[0]!];
    const i = king ? 2 : 1;
    const file = text.charCodeAt(i) - 48;
    const sign = text[i + 1];
    const value = text.charCodeAt(i + 2) - 48;
    const dir: Direction | undefined =
      style === 'vi'
        ? sign === '.'
          ? 'forward'
          : sign === '/'
            ? 'backward'
            : sign === '-'
              ? 'sideways'
              : undefined
        : sign === '+'
          ? 'forward'
          : sign === '.'
            ? 'backward'
            : sign === '='
              ? 'sideways'
              : undefined;
    if (role !== undefined && dir !== undefined && file >= 1 && file <= 9 && value >= 1 && value <= 9)
      return resolvePlain(pos, role, file, dir, value, 'vi', text);
  }
  const raw = String(text);
  let token: FileToken | undefined;
  if (style === 'vi-long') {
    const t =
      raw.length > 64
        ? ''
        : raw
            .normalize('NFC')
            .toLowerCase()
            .trim()
            .replace(/[!?]+$/, '');
    const m = LONG.exec(t);
    if (m) {
      const dir: Direction = m[5] === 'thoái' ? 'backward' : m[5] === 'bình' ? 'sideways' : 'forward';
      token = {
        role: ROLE_OF_WORD[m[1]!]!,
        selectors: [selectorOf(m[3], m[2], m[4])],
        dir,
        value: Number(m[6]),
      };
    }
  } else {
    const m = SHORT[style].exec(stripAnnotations(raw.normalize('NFC')));
    if (m) {
      const sign = m[5]!;
      const dir: Direction =
        style === 'vi'
          ? sign === '.'
            ? 'forward'
            : sign === '/'
              ? 'backward'
              : 'sideways'
          : sign === '+'
            ? 'forward'
            : sign === '.'
              ? 'backward'
              : 'sideways';
      token = { role: ROLE_OF[m[1]!]!, selectors: [selectorOf(m[3], m[2], m[4])], dir, value: Number(m[6]) };
    }
  }
  if (!token)
    return moveError(
      'MOVE_MALFORMED',
      `not ${ARTICLE[style]} ${style} move: "${raw.slice(0, 100)}"`,
      raw,
      pos,
    );
  return resolveToken(pos, token, 'vi', raw);
}
