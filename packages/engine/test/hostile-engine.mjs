#!/usr/bin/env node
// A scripted hostile engine for the driver's tests: `node hostile-engine.mjs MODE [ARG]`.
// It speaks UCI (and UCCI when asked `ucci`), plays h2e2 from the start position, and misbehaves
// as MODE says:
//   marker FILE    writes FILE when it starts (a test checks that no process was started)
//   multipv N      on `go`, prints infos for lines 1..N (whatever MultiPV was set to), then bestmove
//   exit-after     on `go`, prints 3 MB of infos and a bestmove without a newline, then exits
//   blank-lines    on `go`, prints 200 000 empty lines in one write, then the bestmove
//   stale          prints `bestmove b0c2` on every `position` and `isready` (before readyok), and
//                  answers `go` with h2e2 after 200 ms
//   slow-ucci N    a UCCI-only engine that answers `ucci` after N ms
//   fairy-chess    names itself Fairy-Stockfish; its UCI_Variant list has no xiangqi
//   fairy-none     names itself Fairy-Stockfish; declares no UCI_Variant
//   stderr-exit    writes to standard error and exits with code 2 at once
//   late N         answers `go` after N ms
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const mode = process.argv[2] ?? 'good';
const arg = process.argv[3];
const out = (line) => process.stdout.write(`${line}\n`);

if (mode === 'marker') writeFileSync(arg, 'started');
if (mode === 'stderr-exit') {
  process.stderr.write('hostile: cannot load the network file nn-xq.bin\n');
  process.exit(2);
}

function hello(cmd) {
  if (mode === 'slow-ucci') {
    if (cmd === 'ucci') setTimeout(() => out('ucciok'), Number(arg));
    return;
  }
  if (cmd !== 'uci') return;
  if (mode === 'fairy-chess' || mode === 'fairy-none') {
    out('id name Fairy-Stockfish 14 (chess only)');
    if (mode === 'fairy-chess')
      out('option name UCI_Variant type combo default chess var chess var crazyhouse var shogi var makruk');
  } else out('id name Hostile');
  out('option name MultiPV type spin default 1 min 1 max 500');
  out('uciok');
}

function go() {
  if (mode === 'multipv') {
    const n = Number(arg);
    for (let i = 1; i <= n; i++) out(`info depth 3 multipv ${i} score cp ${i} nodes 10 pv h2e2 h9g7`);
    return out('bestmove h2e2');
  }
  if (mode === 'exit-after') {
    const info = 'info depth 9 score cp 10 nodes 100 pv h2e2 h9g7 h0g2 i9h9\n';
    process.stdout.write(info.repeat(Math.ceil(3_000_000 / info.length)));
    // Exits as soon as everything is written (Node writes to a pipe asynchronously).
    return process.stdout.write('bestmove h2e2', () => process.exit(0));
  }
  if (mode === 'blank-lines') {
    process.stdout.write('\n'.repeat(200_000));
    return out('bestmove h2e2');
  }
  if (mode === 'stale') return setTimeout(() => out('bestmove h2e2'), 200);
  if (mode === 'late') return setTimeout(() => out('bestmove h2e2'), Number(arg));
  out('info depth 1 score cp 5 nodes 1 pv h2e2');
  out('bestmove h2e2');
}

createInterface({ input: process.stdin }).on('line', (cmd) => {
  const word = cmd.trim().split(/\s+/)[0];
  if (word === 'uci' || word === 'ucci') hello(word);
  else if (word === 'isready') {
    if (mode === 'stale') out('bestmove b0c2');
    out('readyok');
  } else if (word === 'position' && mode === 'stale') out('bestmove b0c2');
  else if (word === 'go') go();
  else if (word === 'quit') process.exit(0);
});
