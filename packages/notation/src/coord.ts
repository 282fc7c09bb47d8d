import { FILE_NAMES, type Move, type Result, type Role, squareName } from '@xq/core';
import type { MoveError } from './notations';
import type { PositionView } from './relative';
import { moveError } from './selector';

/** The coordinate notation's piece letters (the law's appendix: Tướng = T, Tượng = V, Tốt = B), shared with the position lists. */
export const LETTER: Readonly<Record<Role, string>> = {
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

/** The name of each square (`squareName`), written once. */
const SQUARE_NAMES: readonly string[] = Array.from({ length: 90 }, (_, s) => squareName(s));

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
  const piece = pos.piece(move.from)!;
  const role = piece.role;
  const to = move.to;
  const file = move.from % 9;
  const rank = (move.from / 9) | 0;
  // The other pieces of that role with a legal move to the same point: do they share the file,
  // the rank?
  let others = false;
  let sameFile = false;
  let sameRank = false;
  for (const from of SOURCES[role][to]!) {
    if (from === move.from) continue;
    const p = pos.piece(from);
    if (p === undefined || p.color !== piece.color || p.role !== role || !pos.isLegal({ from, to })) continue;
    others = true;
    if (from % 9 === file) sameFile = true;
    if (((from / 9) | 0) === rank) sameRank = true;
  }
  const dis = !others
    ? ''
    : !sameFile
      ? FILE_NAMES[file]!
      : !sameRank
        ? String(rank)
        : SQUARE_NAMES[move.from]!;
  return LETTER[role] + dis + SQUARE_NAMES[to]!;
}

/**
 * A coordinate-notation move as read by {@link readCoord}: the role, the file (0..8) and rank
 * (0..9) given to tell the piece apart (-1 when not given), the destination.
 */
export interface CoordParts {
  role: Role;
  file: number;
  rank: number;
  to: number;
}

/** Code of `c` minus `low` when it is within `low..high`, else -1. */
function within(t: string, i: number, low: number, high: number): number {
  const c = t.charCodeAt(i);
  return c >= low && c <= high ? c - low : -1;
}

/** The end of `t` from `i`: `[a-i]?[0-9]?[-x:]?` then a square `[a-i][0-9]` that ends it. */
function readRest(t: string, i: number, role: Role): CoordParts | undefined {
  const end = t.length - 2;
  if (i > end) return undefined;
  const tf = within(t, end, 97, 105);
  const tr = within(t, end + 1, 48, 57);
  if (tf < 0 || tr < 0) return undefined;
  // The three optional parts have no character in common, so taking each when it is there is
  // the only way to match.
  const file = i < end ? within(t, i, 97, 105) : -1;
  if (file >= 0) i++;
  const rank = i < end ? within(t, i, 48, 57) : -1;
  if (rank >= 0) i++;
  if (i < end && (t[i] === '-' || t[i] === 'x' || t[i] === ':')) i++;
  return i === end ? { role, file, rank, to: tf + 9 * tr } : undefined;
}

/**
 * Reads `Tg` or one of `TSVXPMB`, then `[a-i]?[0-9]?[-x:]?[a-i][0-9]` to the end (the pattern
 * `^(Tg|[TSVXPMB])([a-i])?([0-9])?[-x:]?([a-i][0-9])$`, `Tg` tried first).
 */
export function readCoord(t: string): CoordParts | undefined {
  if (t[0] === 'T' && t[1] === 'g') {
    const king = readRest(t, 2, 'king');
    if (king !== undefined) return king;
  }
  const role = t.length > 0 ? ROLE_OF[t[0]!] : undefined;
  return role === undefined ? undefined : readRest(t, 1, role);
}

/** Reads the coordinate notation, with any disambiguation (none, file, rank, full square). */
export function parseCoord(pos: PositionView, text: string): Result<Move, MoveError> {
  const raw = String(text);
  // A text that starts with an ASCII letter and ends with a digit has nothing to trim or drop.
  const first = raw.charCodeAt(0) | 32;
  const last = raw.length <= 32 ? raw.charCodeAt(raw.length - 1) : 0;
  const plain = last >= 48 && last <= 57 && first >= 97 && first <= 122;
  const t = plain ? raw : raw.length > 32 ? '' : raw.trim().replace(/[+#!?]+$/, '');
  const m = readCoord(t);
  if (!m)
    return moveError('MOVE_MALFORMED', `not a coordinate-notation move: "${raw.slice(0, 100)}"`, raw, pos);
  const { role, file, rank, to } = m;
  const found = reaching(pos, role, to);
  if (file >= 0 || rank >= 0) {
    let n = 0;
    for (const mv of found)
      if ((file < 0 || mv.from % 9 === file) && (rank < 0 || ((mv.from / 9) | 0) === rank)) found[n++] = mv;
    found.length = n;
  }
  if (found.length === 1) return { ok: true, value: found[0]! };
  if (found.length > 1)
    return moveError('MOVE_AMBIGUOUS', `${found.length} legal moves fit "${raw}"`, raw, pos, found);
  return moveError('MOVE_ILLEGAL', `no legal move fits "${raw}"`, raw, pos);
}
