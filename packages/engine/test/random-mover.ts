// A random mover for tests and measurements: a UCI engine (UCCI too, when asked `ucci`) that
// answers every `go` with a legal move chosen at random among those allowed (`searchmoves`,
// `banmoves`), by @xq/core. Run it from the repository's root:
//   node --import tsx --conditions=@xq/source packages/engine/test/random-mover.ts [SEED]
// MODES (second argument): `illegal` answers a move that is not legal in the position.
import { createInterface } from 'node:readline';
import { formatUci, Game, type Move, Position } from '@xq/core';

let seed = Number(process.argv[2] ?? 1) >>> 0 || 1;
const mode = process.argv[3] ?? 'legal';
const random = () => {
  // xorshift32: the same games for the same seed
  seed ^= seed << 13;
  seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  seed >>>= 0;
  return seed / 2 ** 32;
};
const out = (line: string): void => {
  process.stdout.write(`${line}\n`);
};
let game: Game | undefined;
let banned: string[] = [];
let ucci = false;

function position(words: string[]): void {
  const m = words.indexOf('moves');
  const head = words.slice(1, m < 0 ? undefined : m);
  const fen = head[0] === 'fen' ? head.slice(1).join(' ') : undefined;
  const g = Game.replay(fen ?? Position.initial(), m < 0 ? [] : words.slice(m + 1));
  game = g.ok ? g.value : undefined;
}

function go(words: string[]): void {
  const s = words.indexOf('searchmoves');
  const allowed = s < 0 ? undefined : new Set(words.slice(s + 1));
  const legal: Move[] = game ? game.position.legalMoves() : [];
  const pool = legal.filter((m) => {
    const t = formatUci(m);
    return !banned.includes(t) && (allowed === undefined || allowed.has(t));
  });
  banned = [];
  if (mode === 'illegal') out('bestmove a0a9');
  else if (pool.length === 0) out(ucci ? 'nobestmove' : 'bestmove (none)');
  else {
    const pick = formatUci(pool[Math.floor(random() * pool.length)]!);
    out(`info depth 1 score cp 0 nodes ${pool.length} pv ${pick}`);
    out(`bestmove ${pick}`);
  }
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const words = line.trim().split(/\s+/);
  const cmd = words[0];
  if (cmd === 'uci') {
    out('id name RandomMover');
    out('option name Hash type spin default 1 min 1 max 16');
    out('uciok');
  } else if (cmd === 'ucci') {
    ucci = true;
    out('id name RandomMover');
    // UCCI's option line (no "name"), so that both dialects list an option, however fast the
    // handshake finds UCCI (before or after `uci` is sent too)
    out('option hashsize type spin min 1 max 16 default 1');
    out('ucciok');
  } else if (cmd === 'isready') out('readyok');
  else if (cmd === 'position') position(words);
  else if (cmd === 'banmoves') banned = words.slice(1);
  else if (cmd === 'go') go(words);
  else if (cmd === 'quit') process.exit(0);
});
