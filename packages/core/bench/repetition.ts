/**
 * Repetition judge benchmark: what judging every move adds to playing a 300-ply game through
 * `Game`, and the cost of one engine-form judgement. Imported by `bench/index.ts`; also runnable alone:
 * `npx tsx --conditions=@xq/source bench/repetition.ts`.
 */
import {
  Game,
  judgeRepetition,
  MATE_CHECKS,
  type Move,
  Position,
  packMove,
  parseUci,
  RepetitionHistory,
  RepetitionJudge,
} from '../src/index';

/** A deterministic pseudo-random generator (xorshift32). */
function rng(seed: number): () => number {
  let x = seed | 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/**
 * A 300-ply game without captures' end: random legal moves from the start position, one time in
 * three a move back to the square a piece came from (so positions repeat twice and the judge has
 * cycles to classify), never a third occurrence and never a move that ends the game.
 */
export function benchGame(plies = 300, seed = 7): Move[] {
  for (let attempt = 0; attempt < 100; attempt++) {
    const random = rng(seed + attempt);
    const game = (Game.create() as { value: Game }).value;
    const moves: Move[] = [];
    while (moves.length < plies) {
      const legal = game.position.legalMoves();
      const back = moves.length >= 2 ? moves[moves.length - 2]! : undefined;
      const candidates = [...legal].sort(() => random() - 0.5);
      if (back && random() < 0.35) {
        const rev = legal.find((m) => m.from === back.to && m.to === back.from);
        if (rev) candidates.unshift(rev);
      }
      let played = false;
      for (const m of candidates) {
        // Prefer quiet moves so the game lasts; captures now and then.
        if (game.position.isCapture(m) && random() < 0.8) continue;
        game.play(m);
        if (game.outcome() || game.repetitionCount() >= 3) {
          game.undo();
          continue;
        }
        moves.push(m);
        played = true;
        break;
      }
      if (!played) break;
    }
    if (moves.length === plies) return moves;
  }
  throw new Error('could not build a bench game');
}

function timeIt(runs: number, f: () => void): number {
  f(); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) f();
  return (performance.now() - t0) / runs;
}

/** Prints the benchmark of the repetition judge. */
export async function benchRepetition(): Promise<void> {
  const moves = benchGame();
  const runs = Number(process.env.XQ_BENCH_REPETITION_RUNS ?? 200);
  // Each move: time Game.play, then time the judging (the ruling and the quota facts of the
  // move) right after it. Interleaving at this grain keeps a shared, busy machine from
  // favouring either side; the first tenth of the runs warms the JIT and is not counted.
  let tPlay = 0;
  let tJudge = 0;
  let repeated = 0;
  for (let r = 0; r < runs; r++) {
    const game = (Game.create() as { value: Game }).value;
    const counted = r >= runs / 10;
    for (const m of moves) {
      const t0 = performance.now();
      game.play(m);
      const t1 = performance.now();
      game.repetitionRuling();
      game.lastMovePerpetual();
      const t2 = performance.now();
      if (counted) {
        tPlay += t1 - t0;
        tJudge += t2 - t1;
      }
      if (r === 0 && game.repetitionCount() > 1) repeated++;
    }
  }
  const counted = runs - Math.ceil(runs / 10);
  const b = tPlay / counted;
  const j = tJudge / counted;
  console.log(
    `repetition judge: a ${moves.length}-ply game, ${repeated} moves close a repetition (judged, O(cycle) each)`,
  );
  console.log(`  play through Game                   ${b.toFixed(3).padStart(8)} ms per game`);
  console.log(`  judge every move (ruling, quota)    ${j.toFixed(3).padStart(8)} ms per game`);
  console.log(`  judging adds ${((j / b) * 100).toFixed(1)}% to playing (bar: at most 25%)`);

  // The engine form: a Board, a key history, a judge; no allocation per call.
  const start = (Position.fromFen('4k4/9/n8/9/9/1R7/P8/9/9/C2K5 w - - 0 1') as { value: Position }).value;
  const board = start.toBoard();
  const history = new RepetitionHistory(board);
  for (const text of 'b4a4 e9e8 a4b4 e8e9 b4a4 e9e8 a4b4 e8e9'.split(' ')) {
    const m = (parseUci(text) as { value: Move }).value;
    board.make(packMove(m.from, m.to));
    history.push(board);
  }
  const judge = new RepetitionJudge('asian');
  const n = 20_000;
  let verdict = 0;
  const perCall = timeIt(1, () => {
    for (let i = 0; i < n; i++) verdict = judge.judge(board, history.window(3));
  });
  console.log(
    `  engine form: RepetitionJudge.judge on an 8-ply window ${((perCall / n) * 1000).toFixed(1)} µs per call (verdict ${verdict})`,
  );
  // The ruling a Game gives at a third occurrence: every move classified for the explanation,
  // mate threats searched through forced checks (MATE_CHECKS deep).
  const window = 'b4a4 e9e8 a4b4 e8e9 b4a4 e9e8 a4b4 e8e9'
    .split(' ')
    .map((t) => (parseUci(t) as { value: Move }).value);
  const full = 500;
  const perRuling = timeIt(1, () => {
    for (let i = 0; i < full; i++) judgeRepetition({ start, moves: window, occurrences: [0, 4, 8] });
  });
  console.log(
    `  full ruling (judgeRepetition, mate search ${MATE_CHECKS} checks deep) on that window ${((perRuling / full) * 1000).toFixed(0)} µs per call`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) void benchRepetition();
