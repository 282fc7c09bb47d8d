/**
 * Repetition cases shared by the tests: the public Fairy-Stockfish fixtures, the four
 * Vietnamese diagrams of Điều 24.15–24.16 of the 2004 law, and helpers to replay them and to mirror
 * them (left-right, or 180° with colours swapped).
 */
import { formatFen, type Move, type Piece, Position, parseFen, parseUci, squareName } from '@xq/core';
import fixtures from '../fixtures/repetition-fsf.json' with { type: 'json' };

/** A case: a start FEN, ICCS moves, and the verdict once the last move is played. */
export interface RepetitionCase {
  readonly name: string;
  readonly fen: string;
  readonly moves: readonly string[];
  /** `any`: the game must be over, the verdict is not asserted. */
  readonly winner: 'red' | 'black' | 'draw' | 'any';
}

export const FSF_CASES: readonly RepetitionCase[] = fixtures as RepetitionCase[];

/**
 * Luật Cờ Tướng 2004 (Quyết định 1409/2004/QĐ-UBTDTT), Điều 24.15 and 24.16, Hình 39–42: the
 * positions and moves as the law prints them. The Vietnamese notation is
 * converted by hand to ICCS: red's file n is index 9 − n, black's file n is index n − 1; "."
 * advances, "/" retreats, "-" moves sideways.
 */
export const DIAGRAM_CASES: readonly RepetitionCase[] = [
  {
    // 1.X8.2 S6.5 2.X8/3 S5/6 3.X8.3 S6.5 4.X8/2 S5/6 5.X8.2 S6.5 6.X8/2 S5/6
    name: 'Hình 39 (24.15)',
    fen: '2eaka3/C4rH2/4e1h2/1Rp5p/6p2/2P6/4c1P1c/4E3C/4A4/4KAE2 w - - 0 1',
    moves: 'b6b8 f9e8 b8b5 e8f9 b5b8 f9e8 b8b6 e8f9 b6b8 f9e8 b8b6 e8f9'.split(' '),
    winner: 'black',
  },
  {
    // 1.P8/1 S5/6 2.P8.1 S6.5 3.P8/1 S5/6 4.P8.1 S6.5 5.P8/1 S5/6 6.P8.1 S6.5
    name: 'Hình 40 (24.15)',
    fen: '1Ceak4/R3arH2/4e1h2/2p5p/6p2/2P6/4p1P1c/4E4/4A4/4KAE2 w - - 0 1',
    moves: 'b9b8 e8f9 b8b9 f9e8 b9b8 e8f9 b8b9 f9e8 b9b8 e8f9 b8b9 f9e8'.split(' '),
    winner: 'black',
  },
  {
    // 1.M9.8 S6.5 2.M8/7 S5/6 3.M7.6 S6.5 4.M6/7 S5/6 5.M7.8 S6.5 6.M8/7 S5/6
    name: 'Hình 41 (24.15)',
    fen: '2eaka3/C4rH2/4e1h2/H7p/2p3p2/8P/2P3P2/9/4A4/4KA3 w - - 0 1',
    moves: 'a6b8 f9e8 b8c6 e8f9 c6d8 f9e8 d8c6 e8f9 c6b8 f9e8 b8c6 e8f9'.split(' '),
    winner: 'black',
  },
  {
    // 1.X3-4 M7.8 2.X4-3 M8/7 3.X3-4 M7.8 4.X4-3 M8/7 5.X3-4 M7.8 6.X4-3 M8/7
    name: 'Hình 42 (24.16)',
    fen: '1re1kaer1/4a1c2/1ch3h2/p1C1p1R1p/9/9/P1P1P1P1P/2H1C1H2/9/2EAKAE2 w - - 0 1',
    moves: 'g6f6 g7h5 f6g6 h5g7 g6f6 g7h5 f6g6 h5g7 g6f6 g7h5 f6g6 h5g7'.split(' '),
    winner: 'red',
  },
];

/** The start position and moves of a case. */
export function load(c: RepetitionCase): { start: Position; moves: Move[] } {
  const start = Position.fromFen(c.fen);
  if (!start.ok) throw new Error(`${c.name}: ${start.error.message}`);
  const moves = c.moves.map((m) => {
    const parsed = parseUci(m);
    if (!parsed.ok) throw new Error(`${c.name}: ${m}`);
    return parsed.value;
  });
  return { start: start.value, moves };
}

const mirrorSquare = (s: number) => s - (s % 9) + (8 - (s % 9));
const rotateSquare = (s: number) => 89 - s;

/** The case mirrored left-right (file a ↔ i): the verdict is unchanged. */
export function mirrorCase(c: RepetitionCase): RepetitionCase {
  return transform(c, mirrorSquare, false, `${c.name} (mirrored)`);
}

/** The case rotated 180° with colours swapped: the winner's colour swaps. */
export function rotateCase(c: RepetitionCase): RepetitionCase {
  const winner = c.winner === 'red' ? 'black' : c.winner === 'black' ? 'red' : c.winner;
  return { ...transform(c, rotateSquare, true, `${c.name} (rotated)`), winner };
}

function transform(c: RepetitionCase, f: (s: number) => number, swap: boolean, name: string): RepetitionCase {
  const setup = parseFen(c.fen);
  if (!setup.ok) throw new Error(c.name);
  const board: (Piece | undefined)[] = new Array(90).fill(undefined);
  setup.value.board.forEach((p, s) => {
    if (p) board[f(s)] = swap ? { role: p.role, color: p.color === 'red' ? 'black' : 'red' } : p;
  });
  const turn = swap ? (setup.value.turn === 'red' ? 'black' : 'red') : setup.value.turn;
  const fen = formatFen({ board, turn, halfmoves: 0, fullmoves: 1 });
  const moves = load(c).moves.map((m) => `${squareName(f(m.from))}${squareName(f(m.to))}`);
  return { name, fen, moves, winner: c.winner };
}
