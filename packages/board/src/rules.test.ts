import { INITIAL_FEN, Position } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { initialPosition, readFen } from './rules';

const read = (fen: string) => {
  const r = readFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('the board’s rules on core’s low-level board', () => {
  it('reads the start position as core’s Position does', () => {
    const start = initialPosition();
    const core = Position.initial();
    expect(start.fen()).toBe(INITIAL_FEN);
    expect(start.turn).toBe('red');
    expect(start.board).toEqual(core.board);
    expect(start.legalMovesFrom(25)).toEqual(core.legalMovesFrom(25));
    expect(start.legalMoves()).toHaveLength(44);
    expect(start.king('red')).toBe(4);
    expect(start.king('black')).toBe(85);
  });

  it('plays a move into a new position, the old one unchanged, counting the plies', () => {
    const start = initialPosition();
    const next = start.play({ from: 25, to: 22 });
    expect(next.fen()).toBe('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1');
    expect(start.fen()).toBe(INITIAL_FEN);
    expect(next.play({ from: 70, to: 67 }).fen()).toMatch(/ w - - 2 2$/);
    expect(() => start.play({ from: 25, to: 35 })).toThrow(RangeError);
    expect(start.isLegal({ from: -1, to: 90 })).toBe(false);
    expect(start.piece(90)).toBeUndefined();
  });

  it('refuses what it cannot play: a FEN of a wrong form with core’s code, a missing king, too many pieces', () => {
    const refused = (fen: string) => {
      const r = readFen(fen);
      return r.ok ? 'ok' : (r.error.code ?? r.error.message);
    };
    expect(refused('rnbakabnr/9 w')).toBe('FEN_BAD_RANKS');
    expect(refused(42 as never)).toBe('FEN_EMPTY');
    expect(refused('4k4/9/9/9/9/9/9/9/9/9 w')).toBe('each side needs its king');
    expect(refused('3kk4/9/9/9/9/9/9/9/9/4K4 w')).toMatch(/one king/);
    expect(refused('rrrrkrrrr/rrrrrrrrr/9/9/9/9/9/9/9/4K4 w')).toMatch(/16 pieces/);
    // A king off its palace (Điều 4.3a: "chỉ trong cung Tướng"): an advisor could take it.
    expect(refused('9/9/9/9/9/9/9/3Ak4/5A3/K8 w')).toBe('a king stands outside its palace');
  });

  it('refuses kings facing each other: Điều 4.3a, "Hai Tướng (Soái) không được đối mặt nhau trực tiếp trên cùng một đường thẳng"', () => {
    expect(readFen('4k4/9/9/9/9/9/9/9/9/4K4 w').ok).toBe(false);
    expect(readFen('4k4/9/9/9/4R4/9/9/9/9/4K4 w').ok).toBe(false); // black (not to move) in check
    expect(readFen('4k4/9/9/9/4R4/9/9/9/9/3K5 b').ok).toBe(true); // black to move, in check
  });

  it('says check and checkmate as core does', () => {
    const mate = read('3k5/9/9/9/9/9/9/9/3R5/3RK4 b');
    expect(mate.isCheck()).toBe(true);
    expect(mate.legalMoves()).toEqual([]);
    expect(read('3k5/9/9/9/9/R8/9/9/9/4K4 w').play({ from: 36, to: 39 }).isCheck()).toBe(true);
  });
});
