import { type Color, type Move, PIECE_CHARACTERS, type Result, type Role } from '@xq/core';
import type { FormatOptions, MoveError } from './notations';
import { type Direction, describe, type PositionView } from './relative';
import {
  type FileToken,
  moveError,
  resolvePlain,
  resolveToken,
  type Selector,
  writerSelector,
} from './selector';

// Moves are written with 馬 車 炮 for both sides (the pieces' faces, core's PIECE_CHARACTERS,
// draw red 傌 俥 and black 砲); the simplified characters are the faces'.
const PIECE = {
  traditional: {
    red: { king: '帥', advisor: '仕', elephant: '相', horse: '馬', rook: '車', cannon: '炮', pawn: '兵' },
    black: { king: '將', advisor: '士', elephant: '象', horse: '馬', rook: '車', cannon: '炮', pawn: '卒' },
  },
  simplified: PIECE_CHARACTERS.simplified,
} as const satisfies Record<string, Readonly<Record<Color, Readonly<Record<Role, string>>>>>;
const DIR = {
  traditional: { forward: '進', backward: '退', sideways: '平' },
  simplified: { forward: '进', backward: '退', sideways: '平' },
} as const;
const POS = {
  traditional: { front: '前', middle: '中', rear: '後', first: '前', last: '後' },
  simplified: { front: '前', middle: '中', rear: '后', first: '前', last: '后' },
} as const;
const NUMERALS = '一二三四五六七八九';
const FULL = '１２３４５６７８９';
const ASCII = '123456789';

const ROLE_OF: Record<string, Role> = {};
for (const [chars, role] of [
  ['帥帅將将', 'king'],
  ['仕士', 'advisor'],
  ['相象', 'elephant'],
  ['馬马傌', 'horse'],
  ['車车俥硨', 'rook'],
  ['炮砲包', 'cannon'],
  ['兵卒', 'pawn'],
] as const)
  for (const c of chars) ROLE_OF[c] = role;
const DIR_OF: Record<string, Direction> = {
  進: 'forward',
  进: 'forward',
  上: 'forward',
  退: 'backward',
  下: 'backward',
  平: 'sideways',
};
const POS_OF: Record<string, 'front' | 'middle' | 'rear'> = {
  前: 'front',
  中: 'middle',
  後: 'rear',
  后: 'rear',
};

const NUMBER_OF: Record<string, number> = {};
for (let i = 0; i < 9; i++) {
  NUMBER_OF[NUMERALS[i]!] = i + 1;
  NUMBER_OF[FULL[i]!] = i + 1;
  NUMBER_OF[String(i + 1)] = i + 1;
}
/**
 * The tables above by character code, for the plain form's four characters (every key above is
 * one UTF-16 unit): reading them needs no one-character strings.
 */
const byCode = <T>(table: Record<string, T>): Map<number, T> =>
  new Map(Object.entries(table).map(([c, v]) => [c.charCodeAt(0), v]));
const ROLE_BY_CODE = byCode(ROLE_OF);
const DIR_BY_CODE = byCode(DIR_OF);
const NUMBER_BY_CODE = byCode(NUMBER_OF);

/** 1..9 of a Chinese numeral or a digit (ASCII or full-width), else 0. */
const numberOf = (c: string): number => NUMBER_OF[c] ?? 0;

/** Writes a legal move in Chinese characters (xqbase conventions for tandem pawns). */
export function formatChinese(pos: PositionView, move: Move, options: FormatOptions = {}): string {
  const script = options.script ?? 'traditional';
  const piece = pos.piece(move.from)!;
  const color = piece.color;
  const digits = color === 'red' ? NUMERALS : options.blackDigits === 'ascii' ? ASCII : FULL;
  const sel = writerSelector(pos, move, piece.role, 'chinese');
  const { dir, value } = describe(color, piece.role, move.from, move.to);
  const name = PIECE[script][color][piece.role];
  const head =
    sel.kind === 'file'
      ? name + digits[sel.file - 1]!
      : sel.kind === 'pos'
        ? POS[script][sel.pos] + name
        : NUMERALS[sel.index - 1]! + name;
  return head + DIR[script][dir] + digits[value - 1]!;
}

/** Reads a Chinese move: traditional or simplified, any digits, 前/中/後, ordinals, dropped piece. */
export function parseChinese(pos: PositionView, text: string): Result<Move, MoveError> {
  const raw = String(text);
  const t = raw.length === 4 ? raw : raw.length > 32 ? '' : raw.replace(/[\s!?！？]+/gu, '');
  let token: FileToken | undefined;
  if (t.length === 4) {
    const dir = DIR_BY_CODE.get(t.charCodeAt(2));
    const value = NUMBER_BY_CODE.get(t.charCodeAt(3)) ?? 0;
    // The plain form (a piece, its file) goes straight to the position, as readHead reads it.
    const role = ROLE_BY_CODE.get(t.charCodeAt(0));
    const file = NUMBER_BY_CODE.get(t.charCodeAt(1)) ?? 0;
    if (dir && value && role && file) return resolvePlain(pos, role, file, dir, value, 'chinese', raw);
    const head = readHead(t[0]!, t[1]!);
    if (dir && value && head) token = { role: head.role, selectors: [head.selector], dir, value };
  }
  if (!token) return moveError('MOVE_MALFORMED', `not a Chinese move: "${raw.slice(0, 100)}"`, raw, pos);
  return resolveToken(pos, token, 'chinese', raw);
}

function readHead(a: string, b: string): { role: Role; selector: Selector } | undefined {
  const ra = ROLE_OF[a];
  const rb = ROLE_OF[b];
  const na = numberOf(a);
  const nb = numberOf(b);
  if (ra && nb) return { role: ra, selector: { kind: 'file', file: nb } };
  if (ra && POS_OF[b]) return { role: ra, selector: { kind: 'pos', pos: POS_OF[b]! } };
  if (POS_OF[a] && rb) return { role: rb, selector: { kind: 'pos', pos: POS_OF[a]! } };
  if (POS_OF[a] && nb) return { role: 'pawn', selector: { kind: 'pos', pos: POS_OF[a]!, file: nb } };
  if (na >= 1 && na <= 5 && rb) return { role: rb, selector: { kind: 'ordinal', index: na } };
  if (na >= 1 && na <= 5 && nb) return { role: 'pawn', selector: { kind: 'ordinal', index: na, file: nb } };
  return undefined;
}
