import type { Color, Piece, Role } from './types';
import { ROLES } from './types';

/**
 * Conversions between friendly pieces and the low-level board's piece codes
 * (`role | colour << 3`, roles 1..7 in the order of {@link ROLES}).
 * @internal
 */
export function pieceCode(piece: Piece): number {
  return (ROLES.indexOf(piece.role) + 1) | (piece.color === 'black' ? 8 : 0);
}

const PIECES: readonly (Piece | undefined)[] = Array.from({ length: 16 }, (_, code) => {
  const r = code & 7;
  return r === 0
    ? undefined
    : Object.freeze({ color: (code & 8 ? 'black' : 'red') as Color, role: ROLES[r - 1] as Role });
});

/** The frozen piece of a code, `undefined` for an empty point. @internal */
export function pieceOf(code: number): Piece | undefined {
  return PIECES[code];
}

/** Colour code (0 red, 1 black). @internal */
export function colorCode(color: Color): number {
  return color === 'red' ? 0 : 1;
}

/** Colour of a colour code. @internal */
export function colorOf(code: number): Color {
  return code ? 'black' : 'red';
}
