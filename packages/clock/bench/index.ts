// Benchmarks of @xq/clock: commands per second through the reducer, the cost of replaying a
// 300-move log, and how the parsers and replay grow with their input (bench/growth.ts). Run with
// `pnpm bench` (tsx --conditions=@xq/source bench/index.ts).

import { bestNsPerCall } from '@xq/test-utils';
import {
  apply,
  type ClockCommand,
  type ClockLog,
  createClock,
  createLog,
  getPreset,
  type PresetName,
  record,
  remainingMs,
  replay,
} from '../src/index';
import { growthBench } from './growth';

/** A deterministic game of `moves` presses with think times from a small LCG. */
function game(moves: number, seed = 1): ClockCommand[] {
  let x = seed;
  const rand = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  const out: ClockCommand[] = [{ type: 'start', at: 0 }];
  let at = 0;
  for (let i = 0; i < moves; i++) {
    at += 1000 + Math.floor(rand() * 8000);
    out.push({ type: 'press', at, credit: rand() < 0.05 ? 0 : 1 });
    if (i % 50 === 25) {
      out.push({ type: 'pause', at: at + 10 }, { type: 'resume', at: at + 5000 });
      at += 5000;
    }
  }
  return out;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const commands = game(300);

console.log('@xq/clock benchmarks\n');
console.log('commands per second through apply() (a 300-move game, pauses included):');
const perCommand: Record<string, number> = {};
for (const name of [
  'vn-90',
  'vn-international',
  'vn-staged',
  'wxf-60+30',
  'byoyomi-10m-3x30s',
] as PresetName[]) {
  const initial = createClock(getPreset(name));
  const perCallNs = bestNsPerCall(() => {
    let s = initial;
    for (const c of commands) s = apply(s, c).state;
  });
  perCommand[name] = perCallNs / commands.length;
  console.log(`  ${name.padEnd(20)} ${fmt(1e9 / perCommand[name]).padStart(12)} commands/s`);
}

console.log('\nreplaying a 300-move log (vn-international):');
let log: ClockLog = createLog(getPreset('vn-international'));
for (const c of commands) log = record(log, c);
const stored = JSON.stringify(log);
const r = { perCallNs: bestNsPerCall(() => replay(log)) };
const rj = { perCallNs: bestNsPerCall(() => replay(JSON.parse(stored) as ClockLog)) };
console.log(
  `  replay                 ${(r.perCallNs / 1e3).toFixed(1).padStart(8)} µs (${commands.length} commands)`,
);
console.log(`  JSON.parse + replay    ${(rj.perCallNs / 1e3).toFixed(1).padStart(8)} µs`);
console.log(
  `  replay / (commands × apply) = ${(r.perCallNs / (commands.length * perCommand['vn-international']!)).toFixed(2)}`,
);

console.log('\nqueries:');
const final = replay(log).state;
const q = { perCallNs: bestNsPerCall(() => remainingMs(final, final.turn, (final.at ?? 0) + 12_345)) };
console.log(`  remainingMs            ${fmt(1e9 / q.perCallNs).padStart(12)} calls/s`);

growthBench();
