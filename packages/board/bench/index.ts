// Benchmarks of @xq/board's pure functions, the way the element calls them on every pointer
// event, each against a naive baseline (no DOM: Node has none). Hit-testing: squareNear for
// pointer places over the whole drawing, against scanning the 90 points for the nearest one.
// Selection: a game played by click-click through pick, and the legal-move hints of targetsOf,
// against filtering the whole list of legal moves. Prints rates and ratios.
// Each timed function is first checked against its baseline: a disagreement throws (exit 1).
// Run with `pnpm bench` (tsx --conditions=@xq/source bench/index.ts); never part of the tests.
import { INITIAL_FEN, type Move, Position, type Square } from '@xq/core';
import { bestNsPerCall, formatCount, lcg, playout } from '@xq/test-utils';
import { BOARD_HEIGHT, BOARD_WIDTH, CELL, type Point, pointOf, squareNear } from '../src/geometry';
import { pick, targetsOf } from '../src/selection';

const perSecond = (ns: number, count: number): string => `${formatCount((1e9 / ns) * count).padStart(12)}/s`;
const ratio = (x: number, base: number): string => `${(base / x).toFixed(1).padStart(5)}× the baseline`;

/** The naive hit test: the nearest of the 90 points, if within half a cell. */
function nearestByScan(place: Point): Square | undefined {
  let best: Square | undefined;
  let bestDistance = CELL / 2;
  for (let sq = 0; sq < 90; sq++) {
    const c = pointOf(sq, 'red');
    const d = Math.hypot(place.x - c.x, place.y - c.y);
    if (d <= bestDistance && (best === undefined || d < bestDistance)) {
      best = sq;
      bestDistance = d;
    }
  }
  return best;
}

console.log('@xq/board benchmarks (best of 5 rounds)\n');

const random = lcg(3);
const places: Point[] = Array.from({ length: 1000 }, () => ({
  x: random() * BOARD_WIDTH,
  y: random() * BOARD_HEIGHT,
}));
for (const p of places) {
  if (squareNear(p, 'red') !== nearestByScan(p)) throw new Error(`hit tests disagree at ${p.x}, ${p.y}`);
}
console.log(`hit-testing ${places.length} pointer places:`);
const scan = bestNsPerCall(() => {
  for (const p of places) nearestByScan(p);
});
const near = bestNsPerCall(() => {
  for (const p of places) squareNear(p, 'red');
});
console.log(`  scan of the 90 points (baseline) ${perSecond(scan, places.length)}`);
console.log(`  squareNear                       ${perSecond(near, places.length)}  ${ratio(near, scan)}`);

const choices = Array.from({ length: 80 }, () => Math.floor(random() * 1000));
const { moves } = playout(INITIAL_FEN, choices);
const start = Position.fromFen(INITIAL_FEN);
if (!start.ok) throw new Error(start.error.message);
const positions: Position[] = [start.value];
for (const m of moves) positions.push(positions[positions.length - 1]!.play(m));

/** The naive click-click: select when the piece has a move, play when the pair is a legal move. */
function naivePick(
  position: Position,
  selected: Square | undefined,
  square: Square,
): Square | Move | undefined {
  const legal = position.legalMoves();
  if (selected !== undefined) {
    const move = legal.find((m) => m.from === selected && m.to === square);
    if (move) return move;
  }
  return legal.some((m) => m.from === square) && selected !== square ? square : undefined;
}

// The baselines answer what the board's functions answer, or the bench stops: a rate of a wrong answer is no rate.
moves.forEach((m, i) => {
  const p = positions[i]!;
  const first = pick(p, 'both', undefined, m.from);
  const second = pick(p, 'both', first.selected, m.to).move;
  const naive = naivePick(p, naivePick(p, undefined, m.from) as Square, m.to) as Move;
  if (first.selected !== m.from || second?.from !== m.from || second.to !== m.to)
    throw new Error(`pick does not play ply ${i + 1}`);
  if (naive.from !== m.from || naive.to !== m.to)
    throw new Error(`the naive pick does not play ply ${i + 1}`);
  const hinted = targetsOf(p, m.from).join();
  const filtered = p
    .legalMoves()
    .filter((x) => x.from === m.from)
    .map((x) => x.to)
    .join();
  if (hinted !== filtered) throw new Error(`targetsOf disagrees with legalMoves at ply ${i + 1}`);
});

console.log(`\na game of ${moves.length} moves played by click-click (two picks a move):`);
const naive = bestNsPerCall(() => {
  moves.forEach((m, i) => {
    const p = positions[i]!;
    naivePick(p, naivePick(p, undefined, m.from) as Square, m.to);
  });
});
const picked = bestNsPerCall(() => {
  moves.forEach((m, i) => {
    const p = positions[i]!;
    pick(p, 'both', pick(p, 'both', undefined, m.from).selected, m.to);
  });
});
console.log(`  legal-move list scan (baseline)  ${perSecond(naive, 2 * moves.length)}`);
console.log(
  `  pick                             ${perSecond(picked, 2 * moves.length)}  ${ratio(picked, naive)}`,
);

console.log('\nthe legal-move hints of the piece picked, over the same game:');
const hintsNaive = bestNsPerCall(() => {
  moves.forEach((m, i) => {
    positions[i]!.legalMoves()
      .filter((x) => x.from === m.from)
      .map((x) => x.to);
  });
});
const hints = bestNsPerCall(() => {
  moves.forEach((m, i) => {
    targetsOf(positions[i]!, m.from);
  });
});
console.log(`  filter of legalMoves (baseline)  ${perSecond(hintsNaive, moves.length)}`);
console.log(
  `  targetsOf                        ${perSecond(hints, moves.length)}  ${ratio(hints, hintsNaive)}`,
);
