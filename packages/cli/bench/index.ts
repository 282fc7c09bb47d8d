// `pnpm bench` for @xq/cli: `xq notation` in batch mode, lines per second, over 100,000
// generated lines "FEN<TAB>MOVE" (random playouts, a random legal move each, in UCCI). Run
// through the built command (`dist/bin.js`, as a user pipes a file into it: start-up included)
// and in-process (the command alone). Run with `pnpm bench` (tsx --conditions=@xq/source
// bench/index.ts) after `pnpm build`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatUci, Position } from '@xq/core';
import { notationCommand } from '../src/commands/notation';
import { fakeIo } from '../src/fake-io';

const COUNT = 100_000;
let x = 7;
const rand = (n: number) => {
  x = (x * 1103515245 + 12345) % 2147483648;
  return Math.floor((x / 2147483648) * n);
};
const lines: string[] = [];
while (lines.length < COUNT) {
  let pos = Position.initial();
  const plies = rand(80);
  for (let i = 0; i < plies; i++) {
    const moves = pos.legalMoves();
    if (moves.length === 0) break;
    pos = pos.play(moves[rand(moves.length)]!);
  }
  const moves = pos.legalMoves();
  if (moves.length > 0) lines.push(`${pos.fen()}\t${formatUci(moves[rand(moves.length)]!)}`);
}
const input = `${lines.join('\n')}\n`;
const rate = (ms: number) => `${Math.round((COUNT / ms) * 1000).toLocaleString('en-US')} lines/s`;

for (const args of [['--to', 'wxf'], ['--all']]) {
  const io = fakeIo({ stdin: input });
  await notationCommand(args, io); // warm-up
  const t0 = performance.now();
  const status = await notationCommand(args, fakeIo({ stdin: input }));
  const ms = performance.now() - t0;
  console.log(`xq notation ${args.join(' ')} < ${COUNT} lines, in-process:   ${rate(ms)} (status ${status})`);
  const bin = join(import.meta.dirname, '../dist/bin.js');
  if (!existsSync(bin)) console.log('xq notation, built command: dist/bin.js not built (pnpm build)');
  else {
    const t1 = performance.now();
    const r = spawnSync(process.execPath, [bin, 'notation', ...args], { input, maxBuffer: 1 << 30 });
    const ms1 = performance.now() - t1;
    console.log(
      `xq notation ${args.join(' ')} < ${COUNT} lines, node dist/bin.js: ${rate(ms1)} (status ${r.status}, start-up included)`,
    );
  }
}
