import { FEN_LETTERS, type Piece, type Role } from '@xq/core';

/** The piece order of the 32 slots of DhtmlXQ `_binit` and of the XQF header. */
export const PIECE_ORDER = 'RNBAKABNRCCPPPPPrnbakabnrccppppp';

const LETTER = FEN_LETTERS.standard;

/** The FEN letter of a piece (red upper case). */
export const fenLetter = (p: { readonly color: string; readonly role: Role }): string =>
  p.color === 'red' ? LETTER[p.role].toUpperCase() : LETTER[p.role];

/** The FEN placement field of 90 FEN letters (index = square, `''` for empty). */
export function fenPlacement(board: readonly string[]): string {
  const rows: string[] = [];
  for (let rank = 9; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 9; file++) {
      const c = board[file + 9 * rank] ?? '';
      if (c === '') empty++;
      else {
        row += (empty > 0 ? String(empty) : '') + c;
        empty = 0;
      }
    }
    rows.push(row + (empty > 0 ? String(empty) : ''));
  }
  return rows.join('/');
}

/** The square of each of the 32 slots of {@link PIECE_ORDER} in a position (-1 when absent). */
export function slotSquares(piece: (square: number) => Piece | undefined): number[] {
  const out = new Array<number>(32).fill(-1);
  for (let sq = 0; sq < 90; sq++) {
    const p = piece(sq);
    if (!p) continue;
    const letter = fenLetter(p);
    for (let i = 0; i < 32; i++)
      if (out[i] === -1 && PIECE_ORDER[i] === letter) {
        out[i] = sq;
        break;
      }
  }
  return out;
}
