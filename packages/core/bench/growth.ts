// How the costs of @xq/core grow with their input: each case on n and on 4n (linear code costs
// about 4×, the bar is 5×). Long games through Game.replay, long texts through the readers, long
// repetition cycles through the judges, long ply lists through judgeMoveLimit. Measured here, in
// `pnpm bench`, never in the tests (a timed test fails on a loaded machine).
import { growthLine } from '@xq/test-utils';
import {
  formatUci,
  Game,
  INITIAL_FEN,
  judgeLastPosition,
  judgeMoveLimit,
  judgeRepetition,
  type Move,
  Position,
  packMove,
  parseFen,
  parseSquare,
  parseUci,
  RepetitionHistory,
  RepetitionJudge,
} from '../src/index';

/** A long game by a fixed pseudo-random choice of mostly quiet legal moves (no third repetition). */
function longGame(plies: number): Move[] {
  for (let seed = 1; ; seed++) {
    const created = Game.create(INITIAL_FEN);
    if (!created.ok) throw new Error(created.error.message);
    const game = created.value;
    let x = seed;
    while (game.ply < plies && !game.outcome()) {
      const legal = game.position.legalMoves();
      x = (x * 1103515245 + 12345) % 2147483648;
      const quiet = legal.filter((m) => !game.position.isCapture(m));
      const list = quiet.length > 0 && x % 8 !== 0 ? quiet : legal;
      game.play(list[x % list.length]!);
    }
    if (game.ply >= plies) return [...game.moves];
  }
}

const position = (fen: string): Position => {
  const p = Position.fromFen(fen);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};
const uci = (m: string): Move => {
  const r = parseUci(m);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Two cycles of 4 plies: horses shuttling from the start, and Hình 42's chase of a rook by a horse. */
const CYCLES = [
  { name: 'idle horses', start: Position.initial(), unit: ['b0c2', 'b9c7', 'c2b0', 'c7b9'].map(uci) },
  {
    name: 'a chase (Hình 42)',
    start: position('1re1kaer1/4a1c2/1ch3h2/p1C1p1R1p/9/9/P1P1P1P1P/2H1C1H2/9/2EAKAE2 w - - 0 1'),
    unit: ['g6f6', 'g7h5', 'f6g6', 'h5g7'].map(uci),
  },
];

/** Prints one line per case (see `growthLine`). */
export function growthBench(): void {
  console.log('\ngrowth with the input (4× the input; linear ≈ ×4, the bar ×5):');
  const text = longGame(960).map((m) => formatUci(m));
  for (const [label, options] of [
    ['Game.replay of n moves', {}],
    ['Game.replay of n moves, automatic move limit', { moveLimit: { automatic: true, moves: 1000 } }],
  ] as const) {
    console.log(
      growthLine(
        label,
        (n) => text.slice(0, n),
        (m) => {
          const r = Game.replay(INITIAL_FEN, m, options);
          if (!r.ok) throw new Error(r.error.message);
        },
        240,
        240,
      ),
    );
  }
  const junk = (n: number) => 'rnbak/9/'.repeat(Math.ceil(n / 8)).slice(0, n);
  for (const [label, read] of [
    ['parseFen of n characters', parseFen],
    ['parseUci of n characters', parseUci],
    ['parseSquare of n characters', parseSquare],
    ['Position.fromFen of n characters', (s: string) => Position.fromFen(s)],
  ] as const)
    console.log(growthLine(label, junk, (s) => read(s), 50_000));
  for (const { name, start, unit } of CYCLES) {
    const moves = (n: number) => Array.from({ length: n }, (_, i) => unit[i % 4]!);
    console.log(
      growthLine(
        `judgeRepetition, ${name}, n plies`,
        moves,
        (m) => judgeRepetition({ start, moves: m, occurrences: [0, m.length] }),
        96,
      ),
    );
    console.log(
      growthLine(`judgeLastPosition, ${name}, n plies`, moves, (m) => judgeLastPosition(start, m), 800),
    );
    const judge = new RepetitionJudge();
    console.log(
      growthLine(
        `RepetitionJudge + RepetitionHistory, ${name}, n plies`,
        (n) => {
          const board = start.toBoard();
          for (const m of moves(n)) board.make(packMove(m.from, m.to));
          return board;
        },
        (board) => {
          judge.judge(board, board.ply);
          const history = new RepetitionHistory(board);
          for (let i = 0; i < board.ply; i++) history.push(board);
          history.count();
        },
        800,
      ),
    );
  }
  const plies = (n: number) =>
    Array.from(
      { length: n },
      (_, i) => ({ color: i % 2 ? 'black' : 'red', capture: false, check: i % 7 === 0 }) as const,
    );
  console.log(growthLine('judgeMoveLimit of n plies', plies, (p) => judgeMoveLimit(p), 50_000));
}

if (import.meta.url === `file://${process.argv[1]}`) growthBench();
