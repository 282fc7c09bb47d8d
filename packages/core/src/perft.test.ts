import { describe, expect, test } from 'vitest';
import data from '../test/fixtures/perft.json';
import { divide, perft } from './perft';
import { Position } from './position';

const load = (fen: string): Position => {
  const r = Position.fromFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

// Published counts (test/fixtures/README.md names the sources). Depth 5 and 6 run only with
// XQ_PERFT_DEEP=1: they take minutes.
const deep = process.env.XQ_PERFT_DEEP === '1';

describe('perft reproduces the published counts', () => {
  for (const [i, p] of data.positions.entries()) {
    const maxDepth = deep ? p.nodes.length : Math.min(4, p.nodes.length);
    for (let d = 1; d <= maxDepth; d++) {
      test(`position ${i + 1} depth ${d}: ${p.nodes[d - 1]}`, () => {
        expect(perft(load(p.fen), d)).toBe(p.nodes[d - 1]);
      });
    }
  }
});

test('perft(1) is the number of legal moves and perft(0) is 1', () => {
  const pos = Position.initial();
  expect(perft(pos, 1)).toBe(pos.legalMoves().length);
  expect(perft(pos, 0)).toBe(1);
});

test('divide sums to perft and names every legal move once', () => {
  const pos = load(data.positions[1]!.fen);
  const entries = divide(pos, 3);
  expect(entries.reduce((s, e) => s + e.nodes, 0)).toBe(data.positions[1]!.nodes[2]);
  expect(new Set(entries.map((e) => `${e.move.from}-${e.move.to}`)).size).toBe(pos.legalMoves().length);
});

test('bad depths are programmer errors', () => {
  expect(() => perft(Position.initial(), -1)).toThrow(RangeError);
  expect(() => perft(Position.initial(), 1.5)).toThrow(RangeError);
  expect(() => divide(Position.initial(), 0)).toThrow(RangeError);
});
