// Inputs of hostile sizes shared by the size properties (deep.prop.test.ts, fuzz.prop.test.ts)
// and the growth bench (bench/growth.ts): long lines, wide and deep trees, the alphabet of
// random record text.
import { type Move, Position } from '@xq/core';
import type { GameNode, GameRecord } from './game';

export const h2e2 = { from: 25, to: 22 };
const e2h2 = { from: 22, to: 25 };
const h9g7 = { from: 88, to: 69 };
const g7h9 = { from: 69, to: 88 };
const b2e2 = { from: 19, to: 22 };
export const node = (move: Move, variations: GameNode[][] = [], comments: string[] = []): GameNode => ({
  move,
  comments,
  nags: [],
  variations,
});
export const gameOfNodes = (moves: GameNode[]): GameRecord => ({
  tags: [],
  fen: Position.initial().fen(),
  comments: [],
  moves,
  result: '*',
});
/** `n` plies going back and forth (h2e2 h9g7 e2h2 g7h9 …). */
export const longLine = (n: number): GameNode[] =>
  Array.from({ length: n }, (_, i) => node([h2e2, h9g7, e2h2, g7h9][i % 4]!, [], i % 3 === 0 ? ['c'] : []));
/** One move with `n` sibling variations. */
export const wide = (n: number): GameNode[] => [
  node(
    h2e2,
    Array.from({ length: n }, () => [node(b2e2)]),
  ),
];
/** A variation inside the first move of a variation, `n` deep (all alternatives to the first move). */
export function deep(n: number): GameNode[] {
  let inner: GameNode = node(h2e2);
  for (let i = 0; i < n; i++) inner = node(i % 2 === 0 ? b2e2 : h2e2, [[inner]]);
  return [inner];
}
/**
 * A variation inside the last move of a variation, `n` deep: h2e2 h9g7 (h9i7 e2h2 i7h9 h2e2 h9g7
 * (h9i7 …)), each variation back at the start position before it branches again.
 */
export function deepLines(n: number): GameNode[] {
  const h9i7 = { from: 88, to: 71 };
  const i7h9 = { from: 71, to: 88 };
  let inner: GameNode[] = [node(h2e2), node(h9g7)];
  for (let i = 0; i < n; i++)
    inner = [node(h2e2), node(h9g7, [[node(h9i7), node(e2h2), node(i7h9), ...inner]])];
  return inner;
}

// Characters of every grammar, so that random text reaches deep into the readers.
export const ALPHABET = [
  ...'KAEHRCPBNGMTSVXtsgfmbr+-.=/–0123456789abcdei ()[]{};$"\n',
  ...'炮二平五馬８進７車兵卒前後中一三四九帥將仕士相象退１２',
  'Tg',
  'Pháo',
  ' bình ',
  ' tiến ',
  'trước',
  '1.',
  '1...',
  '[FEN "',
  '[Format "WXF"]',
  '[Game "Chinese Chess"]',
  '1-0',
];
