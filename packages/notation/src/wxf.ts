import { FEN_LETTERS, type Move, type Result, ROLES, type Role } from '@xq/core';
import type { MoveError } from './notations';
import { describe, type PositionView, stripAnnotations } from './relative';
import {
  type FileToken,
  moveError,
  resolvePlain,
  resolveToken,
  type Selector,
  writerSelector,
} from './selector';

/** WXF's piece letters: the upper case of its FEN letters (K A E H R C P). */
const LETTER = Object.fromEntries(ROLES.map((r) => [r, FEN_LETTERS.wxf[r].toUpperCase()])) as Record<
  Role,
  string
>;
// WXF letters, the FEN letters B/N, the ICCS-era G (guard) and M (minister).
const ROLE_OF: Record<string, Role> = {
  K: 'king',
  A: 'advisor',
  G: 'advisor',
  E: 'elephant',
  B: 'elephant',
  M: 'elephant',
  H: 'horse',
  N: 'horse',
  R: 'rook',
  C: 'cannon',
  P: 'pawn',
};
const SIGN = { forward: '+', backward: '-', sideways: '.' } as const;
/** The plain piece-and-file part of each role ("C2": index 1..9), written once. */
const IDENT = {} as Record<Role, readonly string[]>;
for (const [role, letter] of Object.entries(LETTER) as [Role, string][])
  IDENT[role] = Array.from({ length: 10 }, (_, file) => letter + file);
const POS_SIGN: Record<string, 'front' | 'rear' | 'middle'> = {
  '+': 'front',
  '-': 'rear',
  '.': 'middle',
  '=': 'middle',
};
const PREFIX: Record<string, 'front' | 'rear' | 'middle'> = { f: 'front', r: 'rear', b: 'rear', m: 'middle' };

/** The WXF text of a legal move (no legality check). */
export function formatWxf(pos: PositionView, move: Move): string {
  const piece = pos.piece(move.from)!;
  const sel = writerSelector(pos, move, piece.role, 'wxf');
  const { dir, value } = describe(piece.color, piece.role, move.from, move.to);
  const letter = LETTER[piece.role];
  let ident: string;
  if (sel.kind === 'file') ident = IDENT[piece.role][sel.file]!;
  else if (sel.kind === 'pos' && sel.file !== undefined)
    ident = String(sel.file) + (sel.pos === 'middle' ? String(sel.file) : sel.pos === 'front' ? '+' : '-');
  else if (sel.kind === 'pos')
    ident =
      sel.pos === 'first' ? '++' : sel.pos === 'last' ? '--' : letter + (sel.pos === 'front' ? '+' : '-');
  else ident = letter + sel.index; // not produced by the WXF writer
  return ident + SIGN[dir] + value;
}

/** Reads the part before the sign: piece and which of them. */
function readIdent(ident: string): { role: Role; selectors: Selector[] } | undefined {
  let m = /^([A-Z])([1-9])$/.exec(ident);
  if (m)
    return ROLE_OF[m[1]!] && { role: ROLE_OF[m[1]!]!, selectors: [{ kind: 'file', file: Number(m[2]) }] };
  m = /^([A-Z])([+\-.=])$/.exec(ident) ?? /^([+\-.=])([A-Z])$/.exec(ident);
  if (m) {
    const [letter, sign] = ROLE_OF[m[1]!] ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    const role = ROLE_OF[letter];
    return role && POS_SIGN[sign] ? { role, selectors: [{ kind: 'pos', pos: POS_SIGN[sign]! }] } : undefined;
  }
  m = /^([A-Z])([a-e])$/.exec(ident);
  if (m)
    return (
      ROLE_OF[m[1]!] && {
        role: ROLE_OF[m[1]!]!,
        selectors: [{ kind: 'ordinal', index: m[2]!.charCodeAt(0) - 96 }],
      }
    );
  m = /^([1-5])([A-Z])$/.exec(ident);
  if (m)
    return ROLE_OF[m[2]!] && { role: ROLE_OF[m[2]!]!, selectors: [{ kind: 'ordinal', index: Number(m[1]) }] };
  if (ident === '++' || ident === '--')
    return { role: 'pawn', selectors: [{ kind: 'pos', pos: ident === '++' ? 'first' : 'last' }] };
  m = /^([1-9])([+-])$/.exec(ident);
  if (m)
    return {
      role: 'pawn',
      selectors: [{ kind: 'pos', pos: m[2] === '+' ? 'front' : 'rear', file: Number(m[1]) }],
    };
  m = /^([1-9])([1-9])$/.exec(ident);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const fsf: Selector = { kind: 'ordinal', index: a, file: b };
    return { role: 'pawn', selectors: a === b ? [{ kind: 'pos', pos: 'middle', file: a }, fsf] : [fsf] };
  }
  m = /^([fmbr])([A-Z])([1-9])?$/.exec(ident);
  if (m) {
    const role = ROLE_OF[m[2]!];
    const file = m[3] === undefined ? undefined : Number(m[3]);
    return (
      role && {
        role,
        selectors: [
          file === undefined
            ? { kind: 'pos', pos: PREFIX[m[1]!]! }
            : { kind: 'pos', pos: PREFIX[m[1]!]!, file },
        ],
      }
    );
  }
  return undefined;
}

/** Reads a WXF move: every variant of the survey (official, `=`, xqbase, Fairy-Stockfish, dpxq full-width). */
export function parseWxf(pos: PositionView, text: string): Result<Move, MoveError> {
  // The plain form ("C2.5": a letter, a file, a sign, a digit) read without the patterns below,
  // which read it the same way.
  if (typeof text === 'string' && text.length === 4) {
    const role = ROLE_OF[text[0]!];
    const file = text.charCodeAt(1) - 48;
    const sign = text[2]!;
    const value = text.charCodeAt(3) - 48;
    if (
      role !== undefined &&
      file >= 1 &&
      file <= 9 &&
      value >= 1 &&
      value <= 9 &&
      (sign === '+' || sign === '-' || sign === '.' || sign === '=')
    ) {
      const dir = sign === '+' ? 'forward' : sign === '-' ? 'backward' : 'sideways';
      return resolvePlain(pos, role, file, dir, value, 'wxf', text);
    }
  }
  const raw = String(text);
  const clean = stripAnnotations(/[^ -~]/u.test(raw) ? raw.normalize('NFKC') : raw);
  const m = /^(.{2,3})([+\-.=])([1-9])$/.exec(clean);
  const id = m ? readIdent(m[1]!) : undefined;
  if (!m || !id) return moveError('MOVE_MALFORMED', `not a WXF move: "${text}"`, text, pos);
  const dir = m[2] === '+' ? 'forward' : m[2] === '-' ? 'backward' : 'sideways';
  const token: FileToken = { role: id.role, selectors: id.selectors, dir, value: Number(m[3]) };
  return resolveToken(pos, token, 'wxf', text);
}
