// Benchmarks of @xq/arbiter, the way an app calls it: a whole game of move events applied to a
// fresh state (with and without touch events, with a clock), and a ruling on a claim at the end
// of the game, each against @xq/core doing the same rules work alone (Game.replay of the same
// moves, Game.claimMoveLimit on the replayed game) as the baseline. Prints times and ratios.
// Run with `pnpm bench` (tsx --conditions=@xq/source bench/index.ts); never part of the tests.
import { formatUci, Game, INITIAL_FEN } from '@xq/core';
import { bestNsPerCall, lcg, playout } from '@xq/test-utils';
import { type ArbiterEvent, type ArbiterState, apply, createArbiter } from '../src/index';

/** A deterministic game of up to `plies` legal moves from the start (random playout). */
function game(plies: number, seed: number): string[] {
  const random = lcg(seed);
  const choices = Array.from({ length: plies }, () => Math.floor(random() * 1000));
  return playout(INITIAL_FEN, choices).moves.map(formatUci);
}

/** Applies the events to a state, returns the last state. */
function run(state: ArbiterState, events: readonly ArbiterEvent[]): ArbiterState {
  let s = state;
  for (const e of events) s = apply(s, e).state;
  return s;
}

const us = (ns: number): string => `${(ns / 1e3).toFixed(1).padStart(9)} µs`;
const ratio = (x: number, base: number): string => `${(x / base).toFixed(1).padStart(5)}×`;

console.log('@xq/arbiter benchmarks (best of 5 rounds)\n');
const moves = game(120, 7);
const fresh = createArbiter();
const moveEvents: ArbiterEvent[] = [
  { type: 'start' },
  ...moves.map((move) => ({ type: 'move', move }) as const),
];
const touchEvents: ArbiterEvent[] = [
  { type: 'start' },
  ...moves.flatMap((move) => [
    { type: 'touch', square: move.slice(0, 2) } as const,
    { type: 'move', move } as const,
  ]),
];
let at = 0;
const clockEvents: ArbiterEvent[] = [
  { type: 'start', clock: 'vn-90', at },
  ...moves.map((move) => ({ type: 'move', move, at: (at += 4_000) }) as const),
];
for (const events of [moveEvents, touchEvents, clockEvents]) {
  const n = run(fresh, events).moves.length;
  if (n !== moves.length) throw new Error(`only ${n} of ${moves.length} moves played`);
}
const played = run(fresh, moveEvents);

console.log(`a game of ${moves.length} moves on a fresh state:`);
const core = bestNsPerCall(() => Game.replay(INITIAL_FEN, moves));
console.log(`  core Game.replay (baseline)       ${us(core)}`);
for (const [name, events] of [
  ['move events', moveEvents],
  ['touch + move events', touchEvents],
  ['move events with a clock (vn-90)', clockEvents],
] as const) {
  const t = bestNsPerCall(() => run(fresh, events));
  console.log(
    `  ${name.padEnd(33)} ${us(t)}  ${ratio(t, core)} the baseline, ${us(t / moves.length)} a move`,
  );
}

console.log('\na claim at the end of the game:');
const replayed = Game.replay(INITIAL_FEN, moves);
if (!replayed.ok) throw new Error(replayed.error.message);
const coreClaim = bestNsPerCall(() => replayed.value.claimMoveLimit());
console.log(`  core Game.claimMoveLimit (baseline) ${us(coreClaim)}`);
const side = played.turn;
for (const rule of ['move-limit', 'repetition'] as const) {
  const t = bestNsPerCall(() => apply(played, { type: 'claim', side, rule }));
  console.log(`  claim ${rule.padEnd(29)} ${us(t)}  ${ratio(t, coreClaim)} the baseline`);
}

// Issue 24's budget: 100,000 arbiter events < 5 s, one stream each (touch-move keeps only the
// touches that bind, so the same piece touched again and again costs no more than the first).
console.log('\n100,000 events in one stream (budget < 5 s):');
const N = 100_000;
const timed = (name: string, f: () => number) => {
  const t0 = performance.now();
  const applied = f();
  const s = (performance.now() - t0) / 1000;
  console.log(
    `  ${name.padEnd(64)} ${s.toFixed(2).padStart(6)} s ${s < 5 ? 'within' : 'OVER'} budget (${applied} events)`,
  );
  // A budget missed fails the run: the bench reports it with its exit code, not only in its text.
  if (s >= 5) process.exitCode = 1;
};
timed('the same piece touched 100,000 times', () => {
  let s = apply(fresh, { type: 'start' }).state;
  for (let i = 1; i < N; i++) s = apply(s, { type: 'touch', side: 'red', square: 'h2' }).state;
  if (s.touches.length !== 1) throw new Error('touches kept');
  return N;
});
timed('games of touches, moves, offers, claims (a new one at the end)', () => {
  let s = apply(fresh, { type: 'start' }).state;
  let n = 1;
  let ply = 0;
  while (n < N) {
    const move = moves[ply];
    if (move === undefined || s.status === 'over') {
      s = apply(fresh, { type: 'start' }).state;
      ply = 0;
    } else {
      const side = s.turn;
      for (const e of [
        { type: 'touch', square: move.slice(0, 2) },
        { type: 'touch', square: move.slice(0, 2) },
        { type: 'offer-draw', side },
        { type: 'decline-draw', side: side === 'red' ? 'black' : 'red' },
        { type: 'claim', side, rule: 'move-limit' },
        { type: 'move', move },
      ] as const) {
        s = apply(s, e).state;
      }
      n += 5;
      ply++;
    }
    n++;
  }
  return n;
});
