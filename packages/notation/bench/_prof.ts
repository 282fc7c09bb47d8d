import { Position } from '@xq/core';
import { formatMove, parseMove } from '../src/index';

const fen = 'r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/6P2/P1P1P3P/1C2B1NC1/9/RN1AKAB1R b - - 2 3';
const p0 = Position.fromFen(fen);
if (!p0.ok) throw new Error('x');
const moves = p0.value.legalMoves();
const texts = moves.map((m) => formatMove(p0.value, m, 'wxf'));
let sink = 0;
const t = (name: string, f: () => void) => {
  for (let i = 0; i < 20000; i++) f();
  const t0 = performance.now();
  for (let i = 0; i < 300000; i++) f();
  console.log(name, (((performance.now() - t0) * 10) / 3).toFixed(0), 'ns');
};
let k = 0;
const only = process.argv[2];
if (!only || only === 'fen')
  t('fromFen', () => {
    sink += Position.fromFen(fen).ok ? 1 : 0;
  });
if (!only || only === 'format')
  t('format', () => {
    const p = Position.fromFen(fen);
    if (p.ok) sink += formatMove(p.value, moves[k++ % moves.length]!, 'wxf').length;
  });
if (!only || only === 'parse')
  t('parse', () => {
    const p = Position.fromFen(fen);
    if (p.ok) sink += parseMove(p.value, texts[k++ % moves.length]!, 'wxf').ok ? 1 : 0;
  });
console.log(sink > 0);
