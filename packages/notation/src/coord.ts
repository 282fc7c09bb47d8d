import {
  FILE_NAMES,
  fileOf,
  type Move,
  parseSquare,
  type Result,
  type Role,
  rankOf,
  squareName,
} from '@xq/core';
import type { MoveError } from './notations';
import type { PositionView } from './relative';
import { moveError } from './selector';

const LETTER: Record<Role, string> = {
  king: 'T',
  advisor: 'S',
  elephant: 'V',
  horse: 'M',
  rook: 'X',
  cannon: 'P',
  pawn: 'B',
};
const ROLE_OF: Record<string, Role> = {
  T: 'king',
  Tg: 'king',
  S: 'advisor',
  V: 'elephant',
  M: 'horse',
  X: 'rook',
  P: 'cannon',
  B: 'pawn',
};

/** Can a piece of `role` ever step from a point to another `df` files and `dr` ranks away? */
function inReach(role: Role, df: number, dr: number): boolean {
  switch (role) {
    case 'rook':
    case 'cannon':
      return (df === 0) !== (dr === 0);
    case 'king':
    case 'pawn':
      return df + dr === 1;
    case 'advisor':
      return df === 1 && dr === 1;
    case 'elephant':
      return df === 2 && dr === 2;
    default:
      return (df === 1 && dr === 2) || (df === 2 && dr === 1);
  }
}

/**
 * The points from which a piece of each role could reach each point (index: destination), in
 * ascending order: the only origins worth asking the position about.
 */
const SOURCES = {} as Record<Role, readonly (readonly number[])[]>;
for (const role of Object.keys(LETTER) as Role[])
  SOURCES[role] = Array.from({ length: 90 }, (_, to) => {
    const out: number[] = [];
    for (let from = 0; from < 90; from++)
      if (inReach(role, Math.abs((from % 9) - (to % 9)), Math.abs(((from / 9) | 0) - ((to / 9) | 0))))
        out.push(from);
    return out;
  });

/** Legal moves of the mover's pieces of `role` to `to`, in the order of their squares. */
function reaching(pos: PositionView, role: Role, to: number): Move[] {
  const out: Move[] = [];
  const color = pos.turn;
  for (const from of SOURCES[role][to]!) {
    const p = pos.piece(from);
    if (p !== undefined && p.color === color && p.role === role && pos.isLegal({ from, to }))
      out.push({ from, to });
  }
  return out;
}

/**
 * Writes a legal move in the magazine's coordinate notation: piece letter and destination, with
 * the minimal disambiguation (starting file, else rank, else both) as in SAN.
 */
export function formatCoord(pos: PositionView, move: Move): string {
  const role = pos.piece(move.from)!.role;
  const others = reaching(pos, role, move.to).filter((m) => m.from !== move.from);
  let dis = '';
  if (others.length > 0) {
    const file = fileOf(move.from);
    const rank = rankOf(move.from);
    if (others.every((m) => fileOf(m.from) !== file)) dis = FILE_NAMES[file]!;
    else if (others.every((m) => rankOf(m.from) !== rank)) dis = String(rank);
    else dis = squareName(move.from);
  }
  return LETTER[role] + dis + squareName(move.to);
}

const COORD = /^(Tg|[TSVXPMB])([a-i])?([0-9])?[-x:]?([a-i][0-9])$/u;

/** Reads the coordinate notation, with any disambiguation (none, file, rank, full square). */
export function parseCoord(pos: PositionView, text: string): Result<Move, MoveError> {
  const raw = String(text);
  const t = raw.length > 32 ? '' : raw.trim().replace(/[+#!?]+$/, '');
  const m = COORD.exec(t);
  if (!m)
    return moveError('MOVE_MALFORMED', `not a coordinate-notation move: "${raw.slice(0, 100)}"`, raw, pos);
  const role = ROLE_OF[m[1]!]!;
  const to = parseSquare(m[4]!)!;
  const file = m[2] === undefined ? -1 : FILE_NAMES.indexOf(m[2]);
  const rank = m[3] === undefined ? -1 : Number(m[3]);
  const found = reaching(pos, role, to).filter(
    (mv) => (file < 0 || fileOf(mv.from) === file) && (rank < 0 || rankOf(mv.from) === rank),
  );
  if (found.length === 1) return { ok: true, value: found[0]! };
  if (found.length > 1)
    return moveError('MOVE_AMBIGUOUS', `${found.length} legal moves fit "${raw}"`, raw, pos, found);
  return moveError('MOVE_ILLEGAL', `no legal move fits "${raw}"`, raw, pos);
}
