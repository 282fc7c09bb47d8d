#!/usr/bin/env node
// A scripted engine for the driver's tests: `node fake-engine.mjs MODE [DIALECT] [LOG]`.
// LOG: a file every command received is appended to (a test reads what the driver sent).
// DIALECT: ucci (default), uci, fairy (UCI that names itself Fairy-Stockfish, ranks 1-10).
// MODES:
//   good        answers the handshake; `go` prints two infos then the first move of `moves`
//               given by the test through `setoption name Line value m1 m2 ...` (or a fixed one)
//   crash       exits with code 3 on `go`
//   silence     never answers anything
//   slow        answers the handshake after 800 ms, then as `good`
//   garbage     prints random bytes and never `bestmove`
//   illegal     answers `bestmove a0a9` (not legal in the start position)
//   flood       prints a 100 000-character line and 20 000 infos, then a bestmove
//   insist      plays the first move of its line whatever `banmoves`/`searchmoves` say, once;
//               on the next `go` it obeys the ban
//   always      plays the first move of its line on every `go`, ban or not
//   none        answers `bestmove (none)`
//   cycle       as `good`, but plays move k mod n of its line, k the moves of the last
//               `position` command (default line: the horses out and back, h0g2 h9g7 g2h0 g7h9),
//               so that two of them play a whole game that ends by repetition
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const mode = process.argv[2] ?? 'good';
const dialect = process.argv[3] ?? 'ucci';
const log = process.argv[4];
const out = (line) => process.stdout.write(`${line}\n`);
let line = mode === 'cycle' ? ['h0g2', 'h9g7', 'g2h0', 'g7h9'] : ['h2e2', 'h9g7'];
let ply = 0;
let banned = [];
let searchmoves = null;
let gos = 0;

function hello(cmd) {
  if (dialect === 'ucci' && cmd === 'ucci') {
    out('id name FakeUCCI');
    out('option usemillisec type check default false');
    out('ucciok');
  } else if (dialect !== 'ucci' && cmd === 'uci') {
    out(`id name ${dialect === 'fairy' ? 'Fairy-Stockfish fake' : 'FakePikafish'}`);
    out('option name MultiPV type spin default 1 min 1 max 500');
    if (dialect === 'fairy') out('option name UCI_Variant type combo default chess var chess var xiangqi');
    out('uciok');
  }
}

function go() {
  gos++;
  if (mode === 'crash') process.exit(3);
  if (mode === 'garbage') {
    for (let i = 0; i < 50; i++)
      out(Buffer.from(Array.from({ length: 40 }, () => Math.floor(Math.random() * 256))).toString('latin1'));
    return;
  }
  if (mode === 'illegal') return out('bestmove a0a9');
  if (mode === 'none') return out('bestmove (none)');
  if (mode === 'flood') {
    out('x'.repeat(100_000));
    for (let i = 0; i < 20_000; i++) out(`info depth ${i} score cp ${i} nodes ${i} pv ${line.join(' ')}`);
  }
  const allowed = (m) => !banned.includes(m) && (searchmoves === null || searchmoves.includes(m));
  const insist = mode === 'always' || (mode === 'insist' && gos === 1);
  if (mode === 'cycle') {
    out(`info depth 1 score cp 0 nodes 1 pv ${line[ply % line.length]}`);
    return out(`bestmove ${line[ply % line.length]}`);
  }
  const pick =
    insist || allowed(line[0])
      ? line[0]
      : (searchmoves?.[0] ?? line.find((m) => !banned.includes(m)) ?? line[0]);
  out(`info depth 1 seldepth 2 score cp 12 nodes 10 nps 1000 time 1 pv ${pick}`);
  out(
    `info depth 2 seldepth 3 score cp 15 wdl 400 300 300 nodes 40 nps 2000 time 2 pv ${[pick, ...line.slice(1)].join(' ')}`,
  );
  out(`bestmove ${pick}${line[1] ? ` ponder ${line[1]}` : ''}`);
  banned = [];
  searchmoves = null;
}

function handle(cmd) {
  if (log) appendFileSync(log, `${cmd}\n`);
  if (mode === 'silence') return;
  const words = cmd.trim().split(/\s+/);
  if (words[0] === 'ucci' || words[0] === 'uci') {
    if (mode === 'slow') setTimeout(() => hello(words[0]), 800);
    else hello(words[0]);
  } else if (words[0] === 'position') {
    const m = words.indexOf('moves');
    ply = m < 0 ? 0 : words.length - m - 1;
  } else if (words[0] === 'isready') out('readyok');
  else if (words[0] === 'setoption') {
    // UCI: setoption name Line value a b c; UCCI: setoption Line a b c
    const i = words.indexOf('Line');
    if (i >= 0) line = words.slice(words[i + 1] === 'value' ? i + 2 : i + 1);
  } else if (words[0] === 'banmoves') banned = words.slice(1);
  else if (words[0] === 'go') {
    const s = words.indexOf('searchmoves');
    if (s >= 0) searchmoves = words.slice(s + 1);
    go();
  } else if (words[0] === 'quit') process.exit(0);
}

createInterface({ input: process.stdin }).on('line', handle);
