// Every public function and method of @xq/core against hostile callers: wrong JavaScript types,
// prototype keys ('toString' as a role), NaN, holes, deep nesting, long runs. Each answers as
// documented — a typed `{ ok: false }` (readers of untrusted input), a documented value
// (`isSquare`, `piece`, `isLegal`…), or a TypeError/RangeError with a message of its own —
// never a deep engine error, never a silent success, and in linear time.
import {
  arbHostile,
  arbHostileFor,
  arbLongRun,
  arbPrototypeKey,
  isTypedFailure,
  outcome,
  describe as show,
  undocumentedThrow,
} from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { glossaryVi } from './glossary';
import * as core from './index';
import {
  AXF_RULES,
  attackersOf,
  Board,
  divide,
  earlierMoves,
  explainRuling,
  fileOf,
  formatFen,
  formatUci,
  Game,
  INITIAL_FEN,
  isSquare,
  judgeLastPosition,
  judgeMoveLimit,
  judgeRepetition,
  MAX_MOVES,
  moveFrom,
  moveTo,
  opposite,
  Position,
  packMove,
  parseFen,
  parseSquare,
  parseUci,
  perft,
  RepetitionHistory,
  RepetitionJudge,
  RULE_SETS,
  rankOf,
  type Setup,
  squareAt,
  squareName,
} from './index';
import { axfRule, collectThreats, MAX_THREATS, perpetualFacts } from './repetition';
import { validateSetupToBoard } from './setup';

const isColor = (x: unknown) => x === 'red' || x === 'black';
const isCode = (x: unknown) => x === 0 || x === 1;
const START = Position.initial();
const MIDGAME = (
  Position.fromFen('r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1') as {
    value: Position;
  }
).value;

/** `f` must throw a documented TypeError/RangeError. */
function expectThrow(f: () => unknown, what: string): void {
  const r = outcome(f);
  if (!r.threw) expect.fail(`${what} returned ${show(r.value)} instead of throwing`);
  const complaint = undocumentedThrow(r.error);
  if (complaint) expect.fail(`${what}: ${complaint}`);
}

/** `f` must not throw, and must return a typed failure. */
function expectTypedFailure(f: () => unknown, what: string): void {
  const r = outcome(f);
  if (r.threw) expect.fail(`${what} threw ${show(r.error)}`);
  if (!isTypedFailure(r.value)) expect.fail(`${what} gave ${show(r.value)}, not a typed failure`);
}

/** `f` must not throw; what it returns is checked by the caller. */
function returned(f: () => unknown, what: string): unknown {
  const r = outcome(f);
  if (r.threw) expect.fail(`${what} threw ${show(r.error)}`);
  return (r as { value: unknown }).value;
}

/** A valid setup (a position's) with one field or one point replaced by a hostile value. */
const hostileSetup: fc.Arbitrary<unknown> = fc.oneof(
  arbHostile(),
  fc
    .tuple(fc.constantFrom('board', 'turn', 'halfmoves', 'fullmoves'), arbHostile())
    .map(([k, v]) => ({ ...START.toSetup(), [k]: v })),
  fc.tuple(fc.integer({ min: 0, max: 89 }), arbHostile()).map(([sq, v]) => {
    const board: unknown[] = START.board;
    board[sq] = v;
    return { ...START.toSetup(), board };
  }),
  fc
    .tuple(
      fc.integer({ min: 0, max: 89 }),
      fc.oneof(arbPrototypeKey(), arbHostile()),
      fc.oneof(fc.constantFrom('red', 'black'), arbHostile()),
    )
    .map(([sq, role, color]) => {
      const board: unknown[] = START.board;
      board[sq] = { role, color };
      return { ...START.toSetup(), board };
    }),
);

describe('hostile callers of @xq/core', () => {
  it('the properties below cover every function that @xq/core exports', () => {
    const functions = Object.entries(core)
      .filter(([, v]) => typeof v === 'function')
      .map(([k]) => k)
      .sort();
    expect(functions).toEqual(
      [
        'Board',
        'Game',
        'Position',
        'RepetitionHistory',
        'RepetitionJudge',
        'attackersOf',
        'divide',
        'earlierMoves',
        'explainRuling',
        'fileOf',
        'formatFen',
        'formatUci',
        'isSquare',
        'judgeLastPosition',
        'judgeMoveLimit',
        'judgeRepetition',
        'legalMovesOn',
        'moveFrom',
        'moveTo',
        'opposite',
        'packMove',
        'parseFen',
        'parseSquare',
        'parseUci',
        'perft',
        'rankOf',
        'squareAt',
        'squareName',
      ].sort(),
    );
  });

  it("glossaryVi: the law's word of a glossary code, undefined for anything else", () => {
    fc.assert(
      fc.property(
        fc.oneof(arbHostile(), arbPrototypeKey(), fc.constantFrom(...core.GLOSSARY.map((e) => e.term))),
        (x) => {
          const entry = core.GLOSSARY.find((e) => e.term === x);
          expect(glossaryVi(x)).toBe(entry?.vi);
        },
      ),
    );
  });

  it('squares, colours and moves: a clear error or the documented answer for anything else', () => {
    fc.assert(
      fc.property(arbHostile(), arbHostile(), (x, y) => {
        if (!isColor(x)) expectThrow(() => opposite(x as 'red'), 'opposite');
        if (!isSquare(x)) {
          for (const f of [fileOf, rankOf, squareName]) expectThrow(() => f(x as number), f.name);
          expectThrow(() => packMove(x as number, 4), 'packMove');
        }
        const at = returned(() => squareAt(x as number, y as number), 'squareAt');
        const inRange =
          Number.isInteger(x) &&
          Number.isInteger(y) &&
          (x as number) >= 0 &&
          (x as number) < 9 &&
          (y as number) >= 0;
        expect(at).toBe(inRange && (y as number) < 10 ? (x as number) + 9 * (y as number) : -1);
        expect(returned(() => isSquare(x), 'isSquare')).toBe(
          Number.isInteger(x) && (x as number) >= 0 && (x as number) < 90,
        );
        const sq = returned(() => parseSquare(x as string), 'parseSquare');
        if (typeof x !== 'string') expect(sq).toBeUndefined();
        const uci = returned(() => parseUci(x as string), 'parseUci') as { ok: boolean };
        if (typeof x !== 'string') expect(isTypedFailure(uci)).toBe(true);
        if (!(typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 0xffff)) {
          expectThrow(() => moveFrom(x as number), 'moveFrom');
          expectThrow(() => moveTo(x as number), 'moveTo');
        }
        if (!(isSquare((x as { from?: unknown })?.from) && isSquare((x as { to?: unknown })?.to))) {
          expectThrow(() => formatUci(x as core.Move), 'formatUci');
        }
      }),
    );
  });

  it('FEN and setups: the readers answer with a typed error, the writer throws a clear one', () => {
    fc.assert(
      fc.property(
        hostileSetup,
        arbHostileFor((o) => o === undefined),
        (setup, options) => {
          const fen = returned(() => parseFen(setup as string), 'parseFen') as { ok: boolean };
          if (typeof setup !== 'string') expect(isTypedFailure(fen)).toBe(true);
          for (const [name, f] of [
            ['validateSetupToBoard', validateSetupToBoard],
            ['Position.fromSetup', (s: Setup) => Position.fromSetup(s)],
          ] as const) {
            const r = returned(() => f(setup as Setup), name) as { ok: boolean };
            if (!r.ok) expect(isTypedFailure(r)).toBe(true);
            else {
              // Accepted: it is a setup, every point a piece of the law's roles and colours.
              const s = setup as Setup;
              for (const p of s.board)
                if (p != null) expect([core.ROLES.includes(p.role), isColor(p.color)]).toEqual([true, true]);
            }
          }
          const accepted = Position.fromSetup(setup as Setup).ok;
          const written = outcome(() => formatFen(setup as Setup));
          if (written.threw) expect(undocumentedThrow(written.error)).toBeNull();
          else if (!accepted) {
            // formatFen writes any well-formed setup, lawful or not; a malformed one is refused.
            const s = setup as Setup;
            expect(Array.isArray(s.board) && s.board.length === 90 && isColor(s.turn)).toBe(true);
          }
          const isOptions = (o: unknown) =>
            typeof o === 'object' &&
            o !== null &&
            !Array.isArray(o) &&
            (o as { mode?: unknown }).mode === undefined;
          if (!isOptions(options)) {
            expectThrow(
              () => Position.fromSetup(START.toSetup(), options as never),
              'Position.fromSetup options',
            );
            expectThrow(() => Position.fromFen(INITIAL_FEN, options as never), 'Position.fromFen options');
          }
          const isLetters = (o: unknown) =>
            typeof o === 'object' &&
            o !== null &&
            !Array.isArray(o) &&
            (o as { letters?: unknown }).letters === undefined;
          if (!isLetters(options)) {
            expectThrow(() => formatFen(START.toSetup(), options as never), 'formatFen options');
            expectThrow(() => START.fen(options as never), 'Position.fen options');
          }
        },
      ),
    );
  });

  it("a role named after a prototype key ('toString', 'constructor', '__proto__') is not a piece", () => {
    for (const role of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const board: unknown[] = START.board;
      board[40] = { color: 'red', role };
      const r = Position.fromSetup({ ...START.toSetup(), board } as Setup);
      expect(r.ok ? 'accepted' : r.error.code).toBe('SETUP_BAD_SHAPE');
    }
  });

  it('Position methods: a clear error for a colour that is not one, the documented answer otherwise', () => {
    fc.assert(
      fc.property(arbHostile(), (x) => {
        for (const pos of [START, MIDGAME]) {
          if (!isColor(x)) {
            expectThrow(() => pos.king(x as 'red'), 'king');
            if (x !== undefined) expectThrow(() => pos.pinned(x as 'red'), 'pinned');
            expectThrow(() => pos.attackers(4, x as 'red'), 'attackers');
          }
          const piece = returned(() => pos.piece(x as number), 'piece');
          if (!isSquare(x)) expect(piece).toBeUndefined();
          const from = returned(() => pos.legalMovesFrom(x as number), 'legalMovesFrom');
          if (!isSquare(x)) expect(from).toEqual([]);
          expect(returned(() => pos.isLegal(x as core.Move), 'isLegal')).toBe(false);
          expect(returned(() => pos.isCapture(x as core.Move), 'isCapture')).toBe(false);
          expectThrow(() => pos.play(x as core.Move), 'play');
          expectThrow(() => Position.fromBoard(x as Board), 'Position.fromBoard');
          expectThrow(() => perft(x as Position, 1), 'perft');
          expectThrow(() => divide(x as Position, 1), 'divide');
          if (!(Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 60)) {
            expectThrow(() => perft(pos, x as number), 'perft depth');
            expectThrow(() => pos.toBoard().perft(x as number), 'Board.perft depth');
          }
          expectTypedFailure(() => Position.fromFen(x as string), 'Position.fromFen');
        }
      }),
    );
  });

  it('the low-level board: a clear error for bad input, and the board unchanged after it', () => {
    fc.assert(
      fc.property(arbHostile(), arbHostile(), (x, y) => {
        const board = MIDGAME.toBoard();
        const before = [...board.squares].join() + board.turn + board.keyHi + board.keyLo;
        const isCodes =
          (Array.isArray(x) || ArrayBuffer.isView(x)) &&
          (x as ArrayLike<unknown>).length === 90 &&
          Array.from(x as ArrayLike<unknown>).every((c) => c === 0);
        if (!isCodes) {
          expectThrow(() => Board.from(x as number[], 0), 'Board.from');
          expectThrow(() => board.load(x as number[], 0), 'Board.load');
        }
        if (!isCode(y))
          expectThrow(() => Board.from(START.toBoard().squares, y as number), 'Board.from turn');
        const packed = typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 0xffff;
        if (!packed) expectThrow(() => board.make(x as number), 'Board.make');
        expectThrow(() => board.generateLegal(x as Int32Array, 0), 'generateLegal');
        expectThrow(() => board.generatePseudo(x as Int32Array, 0), 'generatePseudo');
        const buf = new Int32Array(MAX_MOVES);
        const pseudo = board.generatePseudo(new Int32Array(MAX_MOVES), 0);
        if (!(Number.isInteger(y) && (y as number) >= 0 && (y as number) + pseudo <= MAX_MOVES))
          expectThrow(() => board.generateLegal(buf, y as number), 'generateLegal offset');
        if (!isCode(y) && y !== undefined)
          expectThrow(() => board.generatePseudo(buf, 0, y as number), 'color');
        if (!isCode(x)) expectThrow(() => board.kingAttacked(x as number), 'kingAttacked');
        const legal = returned(() => board.isLegal(x as number), 'isLegal');
        if (!packed) expect(legal).toBe(false);
        expectThrow(() => attackersOf(x as Board, 4, 0), 'attackersOf board');
        if (!isSquare(x)) expectThrow(() => attackersOf(board, x as number, 0), 'attackersOf square');
        if (!isCode(y)) expectThrow(() => attackersOf(board, 4, y as number), 'attackersOf colour');
        const ninety = typeof x === 'object' && x !== null && (x as { length?: unknown }).length === 90;
        if (!ninety) expectThrow(() => core.legalMovesOn(x as number[], 0), 'legalMovesOn points');
        if (!isCode(y)) expectThrow(() => core.legalMovesOn(board.squares, y as number), 'legalMovesOn turn');
        expect([...board.squares].join() + board.turn + board.keyHi + board.keyLo).toBe(before);
      }),
    );
  });

  it('Position.fromBoard: a typed error for counters, pieces or a side that are not; the board unchanged', () => {
    const counter = (x: unknown, min: number) => Number.isSafeInteger(x) && (x as number) >= min;
    fc.assert(
      fc.property(arbHostile(), arbHostile(), fc.integer({ min: 0, max: 89 }), (x, y, sq) => {
        const board = MIDGAME.toBoard();
        const before = [...board.squares].join() + board.turn + board.keyHi + board.keyLo;
        const r = returned(() => Position.fromBoard(board, x as number, y as number), 'Position.fromBoard');
        // An undefined counter is the default (0 plies, move 1).
        if ((x === undefined || counter(x, 0)) && (y === undefined || counter(y, 1)))
          expect((r as { ok: boolean }).ok).toBe(true);
        else expect((r as { ok: false; error: { code: string } }).error.code).toBe('SETUP_BAD_COUNTER');
        const isOptions =
          x === undefined ||
          (typeof x === 'object' &&
            x !== null &&
            !Array.isArray(x) &&
            [undefined, 'strict', 'lenient'].includes((x as { mode?: unknown }).mode as string));
        if (!isOptions)
          expectThrow(
            () => Position.fromBoard(board, 0, 1, x as { mode: 'strict' }),
            'Position.fromBoard options',
          );
        expect([...board.squares].join() + board.turn + board.keyHi + board.keyLo).toBe(before);
        // A caller that writes into the board's fields: what is not a piece code or a side is refused.
        if (typeof x === 'number') {
          const written = MIDGAME.toBoard();
          written.squares[sq] = x as number;
          const w = Position.fromBoard(written, 0, 1, { mode: 'lenient' });
          const code = written.squares[sq]!;
          if (code !== 0 && !(code > 0 && code < 16 && (code & 7) !== 0))
            expect(w.ok === false && w.error.code).toBe('SETUP_BAD_SHAPE');
        }
        if (!isCode(x)) {
          const turned = MIDGAME.toBoard();
          turned.turn = x as number;
          expectTypedFailure(() => Position.fromBoard(turned), 'Position.fromBoard turn');
        }
      }),
    );
    // A board the law does not allow, loaded without its rules: refused with the rule's code.
    const facing = new Int8Array(90);
    facing[4] = 1; // red king e0
    facing[85] = 9; // black king e9, on the open file
    const r = Position.fromBoard(Board.from(facing, 0));
    expect(r.ok === false && r.error.code).toBe('SETUP_KINGS_FACING');
    const kingless = Position.fromBoard(Board.from(new Int8Array(90), 0));
    expect(kingless.ok === false && kingless.error.code).toBe('SETUP_MISSING_KING');
  });

  it('generateLegal and generatePseudo into a too-small buffer throw a RangeError, never drop a move', () => {
    fc.assert(
      fc.property(fc.constantFrom(START, MIDGAME), fc.nat(), fc.nat(), (pos, a, b) => {
        const board = pos.toBoard();
        const legal = board.generateLegal(new Int32Array(MAX_MOVES), 0);
        const pseudo = board.generatePseudo(new Int32Array(MAX_MOVES), 0);
        const size = a % (pseudo + 1);
        const offset = b % (size + 1);
        const buf = new Int32Array(size);
        // Both write the pseudo-legal moves first: they fit, or the call is refused.
        for (const [n, f] of [
          [pseudo, () => board.generatePseudo(buf, offset)],
          [legal, () => board.generateLegal(buf, offset)],
        ] as const) {
          const r = outcome(f);
          if (offset + pseudo <= size) expect(r.threw ? show(r.error) : r.value).toBe(n);
          else expect(r.threw && r.error instanceof RangeError).toBe(true);
        }
      }),
    );
  });

  it('the move-limit judge: a clear error for plies, options or earlier moves that are not', () => {
    fc.assert(
      fc.property(arbHostile(), (x) => {
        if (!Array.isArray(x)) expectThrow(() => judgeMoveLimit(x as [], {}), 'judgeMoveLimit plies');
        else {
          const r = outcome(() => judgeMoveLimit(x as [], {}));
          if (r.threw) expect(undocumentedThrow(r.error)).toBeNull();
          else expect(x.length).toBe(0);
        }
        expectThrow(() => judgeMoveLimit([x] as never, {}), 'judgeMoveLimit ply');
        const isOptions =
          typeof x === 'object' &&
          x !== null &&
          !Array.isArray(x) &&
          ['moves', 'checkCap', 'automatic'].every((k) => (x as never)[k] === undefined);
        if (x !== undefined && !isOptions)
          expectThrow(() => judgeMoveLimit([], x as never), 'judgeMoveLimit options');
        if (x !== undefined) expectThrow(() => judgeMoveLimit([], {}, x as never), 'judgeMoveLimit earlier');
        if (x !== undefined && !(Number.isSafeInteger(x) && (x as number) >= 1))
          expectThrow(() => judgeMoveLimit([], { moves: x as number }), 'judgeMoveLimit moves');
        if (!(Number.isSafeInteger(x) && (x as number) >= 0))
          expectThrow(() => earlierMoves(x as number, 'red'), 'earlierMoves');
        if (!isColor(x)) expectThrow(() => earlierMoves(3, x as 'red'), 'earlierMoves turn');
      }),
    );
  });

  it('Game: typed errors for a start, a move or a result that is not one; a clear error for bad options', () => {
    fc.assert(
      fc.property(arbHostile(), (x) => {
        if (x !== undefined) expectTypedFailure(() => Game.create(x as string), 'Game.create start');
        const fields = (o: unknown, keys: string[]) =>
          typeof o === 'object' &&
          o !== null &&
          !Array.isArray(o) &&
          keys.every((k) => (o as never)[k] === undefined);
        if (x !== undefined && !fields(x, ['rules', 'mode', 'moveLimit']))
          expectThrow(() => Game.create(INITIAL_FEN, x as never), 'Game.create options');
        for (const k of ['rules', 'mode'])
          if (x !== undefined) expectThrow(() => Game.create(INITIAL_FEN, { [k]: x }), `Game.create ${k}`);
        if (x !== undefined && !fields(x, ['moves', 'checkCap', 'automatic']))
          expectThrow(() => Game.create(INITIAL_FEN, { moveLimit: x as never }), 'Game.create moveLimit');
        if (!Array.isArray(x)) expectThrow(() => Game.replay(INITIAL_FEN, x as []), 'Game.replay moves');
        if (!Array.isArray(x))
          expectThrow(() => Game.replayRecord(INITIAL_FEN, x as []), 'Game.replayRecord moves');
        const recorded = returned(
          () => Game.replayRecord(INITIAL_FEN, ['h2e2', x as string]),
          'Game.replayRecord entry',
        ) as { ok: boolean; error?: { code: string } };
        if (!parseUci(x as string).ok)
          expect(recorded.ok ? 'ok' : recorded.error!.code).toBe('REPLAY_MALFORMED_MOVE');
        const replayed = returned(
          () => Game.replay(INITIAL_FEN, ['h2e2', x as string]),
          'Game.replay entry',
        ) as {
          ok: boolean;
          error?: { code: string; index: number };
        };
        if (!parseUci(x as string).ok)
          expect(replayed.ok ? 'ok' : [replayed.error!.code, replayed.error!.index]).toEqual([
            'REPLAY_MALFORMED_MOVE',
            1,
          ]);
        const game = (Game.create() as { value: Game }).value;
        expectTypedFailure(() => game.play(x as core.Move), 'Game.play');
        expectTypedFailure(() => game.record(x as Parameters<Game['record']>[0]), 'Game.record');
        // An article's number ('7.1m', '1') is an article; anything else is not.
        if (x !== undefined && !(typeof x === 'string' && /^[1-9]\d?(\.[1-9]\d?){0,3}[a-z]?$/.test(x)))
          expectTypedFailure(
            () => game.record({ reason: 'resignation', winner: 'red', article: x as string }),
            'Game.record article',
          );
        expectTypedFailure(
          () => game.record({ reason: 'resignation', winner: x as 'red' }),
          'Game.record winner',
        );
        expect(game.ply).toBe(0);
        expect(game.outcome()).toBeUndefined();
      }),
    );
  });
});

/** `f` must throw a documented TypeError/RangeError whose message starts with `fn`, the function named. */
function expectNamedThrow(f: () => unknown, fn: string, what = fn): void {
  expectThrow(f, what);
  const r = outcome(f) as { error: Error };
  if (!r.error.message.startsWith(fn))
    expect.fail(`${what}: the message does not name ${fn}: ${r.error.message}`);
}

/** A position, moves and the plies after which the start position stands again (rule sets' examples). */
const REP = {
  // The red rook checks on a9 and a8 in turn while the black king steps e9-e8-e9.
  checks: { fen: '4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1', moves: 'a8a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9' },
  // Hình 42 (Điều 24.16): a black horse chases the red rook; red wins.
  chase: {
    fen: '1re1kaer1/4a1c2/1ch3h2/p1C1p1R1p/9/9/P1P1P1P1P/2H1C1H2/9/2EAKAE2 w - - 0 1',
    moves: 'g6f6 g7h5 f6g6 h5g7 g6f6 g7h5 f6g6 h5g7 g6f6 g7h5 f6g6 h5g7',
  },
} as const;
const repetition = (c: { fen: string; moves: string }) => ({
  start: (Position.fromFen(c.fen) as { value: Position }).value,
  moves: c.moves.split(' ').map((m) => (parseUci(m) as { value: core.Move }).value),
});
const CHECKS = repetition(REP.checks);
const CHASE = repetition(REP.chase);
/** The board of a case after all its moves, the start position standing for the third time. */
function boardOf(c: { start: Position; moves: readonly core.Move[] }): Board {
  const board = c.start.toBoard();
  for (const m of c.moves) board.make(packMove(m.from, m.to));
  return board;
}
const keyOf = (b: Board) => [...b.squares].join() + b.turn + b.keyHi + b.keyLo + b.ply;
const isOptionsWith = (o: unknown, keys: string[]) =>
  typeof o === 'object' &&
  o !== null &&
  !Array.isArray(o) &&
  keys.every((k) => (o as never)[k] === undefined);

describe('hostile callers of the repetition judge', () => {
  it('judgeRepetition: a clear error naming it for an input, a move, occurrences or options that are not', () => {
    const ruling = judgeRepetition({ ...CHECKS, occurrences: [0, 4, 8] });
    expect(ruling.winner).toBe('black');
    fc.assert(
      fc.property(arbHostile(), fc.nat(7), (x, i) => {
        const fn = 'judgeRepetition';
        expectNamedThrow(() => judgeRepetition(x as never), fn, 'input');
        expectNamedThrow(
          () => judgeRepetition({ ...CHECKS, start: x as Position, occurrences: [0] }),
          fn,
          'start',
        );
        expectNamedThrow(() => judgeRepetition({ ...CHECKS, moves: x as [], occurrences: [0] }), fn, 'moves');
        const moves = [...CHECKS.moves];
        moves[i] = x as core.Move;
        expectNamedThrow(() => judgeRepetition({ ...CHECKS, moves, occurrences: [0] }), fn, 'a move');
        // Move counts after which the position stood: increasing, the first one indexes a move.
        const counts =
          Array.isArray(x) &&
          x.length > 0 &&
          Array.from(x).every(
            (o, k) => Number.isInteger(o) && o >= (k === 0 ? 0 : x[k - 1] + 1) && o <= (k === 0 ? 7 : 8),
          );
        const r = outcome(() => judgeRepetition({ ...CHECKS, occurrences: x as number[] }));
        if (counts)
          expect(r.threw ? show(r.error) : (r.value as core.RepetitionRuling).cycle.length).toBe(8 - x[0]);
        else
          expectNamedThrow(
            () => judgeRepetition({ ...CHECKS, occurrences: x as number[] }),
            fn,
            'occurrences',
          );
        if (x !== undefined && !isOptionsWith(x, ['rules']))
          expectNamedThrow(() => judgeRepetition({ ...CHECKS, occurrences: [0] }, x as never), fn, 'options');
        if (x !== undefined)
          expectNamedThrow(
            () => judgeRepetition({ ...CHECKS, occurrences: [0] }, { rules: x as 'asian' }),
            fn,
            'rules',
          );
      }),
    );
  });

  it('judgeLastPosition: a clear error naming it for a start, moves or options that are not', () => {
    expect(judgeLastPosition(CHECKS.start, CHECKS.moves)?.winner).toBe('black');
    fc.assert(
      fc.property(arbHostile(), fc.nat(7), (x, i) => {
        const fn = 'judgeLastPosition';
        expectNamedThrow(() => judgeLastPosition(x as Position, CHECKS.moves), fn, 'start');
        if (Array.isArray(x) && x.length === 0)
          expect(returned(() => judgeLastPosition(CHECKS.start, x), fn)).toBeUndefined();
        else expectNamedThrow(() => judgeLastPosition(CHECKS.start, x as []), fn, 'moves');
        const moves = [...CHECKS.moves];
        moves[i] = x as core.Move;
        expectNamedThrow(() => judgeLastPosition(CHECKS.start, moves), fn, 'a move');
        // Options are checked even when there is nothing to judge.
        for (const list of [CHECKS.moves, CHECKS.moves.slice(0, 3)]) {
          if (x !== undefined && !isOptionsWith(x, ['rules']))
            expectNamedThrow(() => judgeLastPosition(CHECKS.start, list, x as never), fn, 'options');
          if (x !== undefined)
            expectNamedThrow(
              () => judgeLastPosition(CHECKS.start, list, { rules: x as 'asian' }),
              fn,
              'rules',
            );
        }
      }),
    );
  });

  it('perpetualFacts: a clear error naming it for a board, plies or judge that are not; the board unchanged', () => {
    const board = boardOf({ start: CHECKS.start, moves: CHECKS.moves.slice(0, 5) });
    const judge = new RepetitionJudge();
    expect(perpetualFacts(board, 4, judge)).toEqual({ perpetual: 'check', severalPieces: false });
    const before = keyOf(board);
    fc.assert(
      fc.property(arbHostile(), (x) => {
        const fn = 'perpetualFacts';
        expectNamedThrow(() => perpetualFacts(x as Board, 4, judge), fn, 'board');
        expectNamedThrow(() => perpetualFacts(board, 4, x as RepetitionJudge), fn, 'judge');
        // `plies` is checked before the quick answer for a move that threatens nothing.
        const quiet = boardOf({ start: CHECKS.start, moves: CHECKS.moves.slice(0, 6) });
        for (const b of [board, quiet])
          if (!(Number.isInteger(x) && (x as number) >= 1 && (x as number) <= b.ply))
            expectNamedThrow(() => perpetualFacts(b, x as number, judge), fn, 'plies');
        expect(keyOf(board)).toBe(before);
      }),
    );
  });

  it('RepetitionJudge: a clear error naming the method for anything that is not its argument; the board unchanged', () => {
    const board = boardOf(CHECKS);
    const judge = new RepetitionJudge('asian');
    expect(judge.judge(board, 8)).toBe(1);
    const before = keyOf(board);
    fc.assert(
      fc.property(arbHostile(), (x) => {
        if (x !== undefined && !RULE_SETS.includes(x as 'asian'))
          expectNamedThrow(() => new RepetitionJudge(x as 'asian'), 'RepetitionJudge');
        const fn = 'RepetitionJudge.judge';
        expectNamedThrow(() => judge.judge(x as Board, 8), fn, 'board');
        if (!(Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 8))
          expectNamedThrow(() => judge.judge(board, x as number), fn, 'plies');
        if (x !== undefined && typeof x !== 'boolean')
          expectNamedThrow(() => judge.judge(board, 8, x as boolean), fn, 'detail');
        if (x !== undefined && x !== -1 && x !== 0 && x !== 1)
          expectNamedThrow(() => judge.judge(board, 8, false, x as number), fn, 'only');
        expectNamedThrow(() => judge.threatensNow(x as Board), 'RepetitionJudge.threatensNow');
        expectNamedThrow(() => judge.threatensMateNow(x as Board, 0), 'RepetitionJudge.threatensMateNow');
        if (x !== 0 && x !== 1)
          expectNamedThrow(
            () => judge.threatensMateNow(board, x as number),
            'RepetitionJudge.threatensMateNow',
          );
        const id = returned(() => judge.idAt(x as number), 'idAt');
        if (!isSquare(x)) expect(id).toBe(-1);
        expect(keyOf(board)).toBe(before);
        // The verdict of the last window is still there.
        expect([judge.plies, judge.judge(board, 8)]).toEqual([8, 1]);
      }),
    );
  });

  it('RepetitionHistory: a clear error naming it for a board or an nth that is not; its count unchanged', () => {
    const board = CHECKS.start.toBoard();
    const history = new RepetitionHistory(board);
    for (const m of CHECKS.moves) {
      board.make(packMove(m.from, m.to));
      history.push(board);
    }
    expect([history.count(), history.window(3), history.window(1)]).toEqual([3, 8, 0]);
    expectNamedThrow(() => new RepetitionHistory(CHECKS.start.toBoard()).pop(), 'RepetitionHistory.pop');
    fc.assert(
      fc.property(arbHostile(), (x) => {
        expectNamedThrow(() => new RepetitionHistory(x as Board), 'RepetitionHistory', 'constructor');
        expectNamedThrow(() => history.reset(x as Board), 'RepetitionHistory', 'reset');
        expectNamedThrow(() => history.push(x as Board), 'RepetitionHistory.push');
        const w = outcome(() => history.window(x as number));
        if (Number.isSafeInteger(x) && (x as number) >= 1)
          expect(w.threw ? show(w.error) : w.value).toBe(x === 3 ? 8 : x === 2 ? 4 : 0);
        else expectNamedThrow(() => history.window(x as number), 'RepetitionHistory.window');
        expect([history.length, history.count()]).toEqual([9, 3]);
      }),
    );
  });

  it('collectThreats: a clear error naming it for a board, colour, buffer or offset that are not', () => {
    const board = boardOf(CHASE);
    const before = keyOf(board);
    const scratch = new Int32Array(2 * MAX_MOVES);
    const out = new Int32Array(MAX_THREATS + 3);
    const n = collectThreats(board, 1, out, 0, scratch);
    expect(n).toBeGreaterThan(0);
    fc.assert(
      fc.property(arbHostile(), (x) => {
        const fn = 'collectThreats';
        expectNamedThrow(() => collectThreats(x as Board, 1, out, 0, scratch), fn, 'board');
        if (!isCode(x))
          expectNamedThrow(() => collectThreats(board, x as number, out, 0, scratch), fn, 'color');
        expectNamedThrow(() => collectThreats(board, 1, x as Int32Array, 0, scratch), fn, 'out');
        expectNamedThrow(() => collectThreats(board, 1, out, 0, x as Int32Array), fn, 'scratch');
        if (!(Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 3))
          expectNamedThrow(() => collectThreats(board, 1, out, x as number, scratch), fn, 'offset');
        expect(keyOf(board)).toBe(before);
      }),
    );
    // Never a threat silently dropped: room for MAX_THREATS entries, or a RangeError.
    expectNamedThrow(
      () => collectThreats(board, 1, new Int32Array(MAX_THREATS - 1), 0, scratch),
      'collectThreats',
    );
    expectNamedThrow(() => collectThreats(board, 1, out, 4, scratch), 'collectThreats');
    expectNamedThrow(() => collectThreats(board, 1, out, 0, new Int32Array(MAX_MOVES)), 'collectThreats');
    expect(collectThreats(board, 1, out, 3, scratch)).toBe(n);
  });

  it('axfRule: the row of a rule 5–40, a clear error for anything else', () => {
    fc.assert(
      fc.property(fc.oneof(arbHostile(), fc.integer({ min: 0, max: 45 })), (x) => {
        if (Number.isInteger(x) && (x as number) >= 5 && (x as number) <= 40) {
          const row = returned(() => axfRule(x as number), 'axfRule') as core.AxfRule;
          expect(row).toBe(AXF_RULES.find((r) => r.rule === x));
        } else expectNamedThrow(() => axfRule(x as number), 'axfRule');
      }),
    );
  });

  it('explainRuling: a clear error naming it for a ruling or a language that is not, never garbage text', () => {
    const rulings = [
      judgeRepetition({ ...CHECKS, occurrences: [0] }),
      judgeLastPosition(CHASE.start, CHASE.moves)!,
    ];
    expect(rulings[1]!.cycle.some((m) => m.chases.length > 0)).toBe(true);
    /** A ruling with one field, of the ruling, of a move of its cycle, or of a chase, replaced. */
    const hostileRuling: fc.Arbitrary<unknown[]> = fc.oneof(
      arbHostile().map((v) => [v, v]),
      fc
        .tuple(
          fc.constantFrom(...rulings),
          fc.constantFrom(
            'winner',
            'reason',
            'rule',
            'axf',
            'article',
            'explanation',
            'rules',
            'chased',
            'cycle',
          ),
          arbHostile(),
        )
        .map(([r, k, v]) => [{ ...r, [k]: v }, v]),
      fc
        .tuple(
          fc.constantFrom(...rulings),
          fc.nat(),
          fc.constantFrom('rule', 'title', 'titleVi', 'detail'),
          arbHostile(),
        )
        .map(([r, i, k, v]) => [
          { ...r, axf: r.axf.map((a, j) => (j === i % r.axf.length ? { ...a, [k]: v } : a)) },
          v,
        ]),
      fc
        .tuple(
          fc.constantFrom(...rulings),
          fc.nat(),
          fc.constantFrom('index', 'color', 'move', 'kind', 'checkers', 'chases', 'from', 'to'),
          arbHostile(),
        )
        .map(([r, i, k, v]) => {
          const cycle: unknown[] = [...r.cycle];
          const m = r.cycle[i % cycle.length]!;
          cycle[i % cycle.length] =
            k === 'from' || k === 'to' ? { ...m, move: { ...m.move, [k]: v } } : { ...m, [k]: v };
          return [{ ...r, cycle }, v];
        }),
      fc
        .tuple(
          fc.constantFrom('target', 'targetRole', 'by', 'byRole'),
          fc.oneof(arbPrototypeKey(), arbHostile()),
        )
        .map(([k, v]) => {
          const r = rulings[1]!;
          return [
            { ...r, cycle: r.cycle.map((m) => ({ ...m, chases: m.chases.map((c) => ({ ...c, [k]: v })) })) },
            v,
          ];
        }),
    );
    fc.assert(
      fc.property(hostileRuling, arbHostile(), ([ruling, value], lang) => {
        for (const l of ['en', 'vi'] as const) {
          const r = outcome(() => explainRuling(ruling as core.RepetitionRuling, l));
          if (r.threw)
            expectNamedThrow(() => explainRuling(ruling as core.RepetitionRuling, l), 'explainRuling');
          // Accepted: every field it wrote is one of its type (a free text may be any string),
          // nothing read off a prototype.
          else if (typeof value !== 'string')
            expect(r.value).not.toMatch(/undefined|NaN|\[object|function|=>|Symbol/);
        }
        if (lang !== undefined && lang !== 'en' && lang !== 'vi')
          expectNamedThrow(() => explainRuling(rulings[0]!, lang as 'en'), 'explainRuling', 'lang');
      }),
    );
  });
});

describe('objects that change under the reader', () => {
  it('an object that only claims to be a Board or a Position (its prototype, nothing else) is refused', () => {
    const board = Object.create(Board.prototype) as Board;
    const pos = Object.create(Position.prototype) as Position;
    expectThrow(() => attackersOf(board, 4, 0), 'attackersOf');
    expectThrow(() => Position.fromBoard(board), 'Position.fromBoard');
    expectThrow(() => perft(pos, 1), 'perft');
    expectThrow(() => divide(pos, 1), 'divide');
    expectTypedFailure(() => Game.create(pos), 'Game.create');
    // A transparent proxy of a real one is a real one.
    expect(perft(new Proxy(START, {}), 1)).toBe(44);
    expectNamedThrow(() => new RepetitionHistory(board), 'RepetitionHistory');
    expectNamedThrow(() => new RepetitionJudge().judge(board, 1), 'RepetitionJudge.judge');
    expectNamedThrow(
      () => collectThreats(board, 0, new Int32Array(MAX_THREATS), 0, new Int32Array(512)),
      'collectThreats',
    );
    const judge = Object.create(RepetitionJudge.prototype) as RepetitionJudge;
    expectNamedThrow(() => perpetualFacts(boardOf(CHECKS), 4, judge), 'perpetualFacts');
    expectNamedThrow(() => judgeLastPosition(pos, []), 'judgeLastPosition');
    expectNamedThrow(
      () => judgeRepetition({ start: pos, moves: CHECKS.moves, occurrences: [0] }),
      'judgeRepetition',
    );
  });

  it('a move of a repetition whose getters answer differently each time: what is judged is what is played', () => {
    const honest = judgeRepetition({ ...CHECKS, occurrences: [0, 4, 8] });
    for (const judged of [
      (moves: core.Move[]) => judgeRepetition({ start: CHECKS.start, moves, occurrences: [0, 4, 8] }),
      (moves: core.Move[]) => judgeLastPosition(CHECKS.start, moves)!,
    ]) {
      let reads = 0;
      const fickle = {
        get from() {
          return reads++ === 0 ? 72 : 73; // a8 first, then b8
        },
        to: 81,
      };
      const ruling = judged([fickle, ...CHECKS.moves.slice(1)]);
      expect([ruling.winner, ruling.cycle.map((m) => m.move)]).toEqual([
        honest.winner,
        honest.cycle.map((m) => m.move),
      ]);
    }
  });

  it('a move whose getters answer differently each time: what is played is what is recorded', () => {
    let reads = 0;
    const fickle = {
      get from() {
        return reads++ === 0 ? 25 : 19; // h2 first, then b2
      },
      to: 22,
    };
    const game = (Game.create() as { value: Game }).value;
    const played = game.play(fickle as core.Move);
    expect(played.ok).toBe(true);
    expect(game.moves).toEqual([{ from: 25, to: 22 }]);
    expect(game.position.fen()).toBe(START.play({ from: 25, to: 22 }).fen());
    reads = 0;
    expect(START.play(fickle as core.Move).fen()).toBe(START.play({ from: 25, to: 22 }).fen());
  });
});

describe('linear time on long input', () => {
  /** A long game by a fixed pseudo-random choice of legal moves (no third repetition). */
  function longGame(plies: number, options: core.GameOptions = {}): core.Move[] {
    for (let seed = 1; ; seed++) {
      const game = (Game.create(INITIAL_FEN, options) as { value: Game }).value;
      let x = seed;
      while (game.ply < plies && !game.outcome()) {
        const legal = game.position.legalMoves();
        x = (x * 1103515245 + 12345) % 2147483648;
        // Prefer quiet moves so that the game lasts: captures end it too soon.
        const quiet = legal.filter((m) => !game.position.isCapture(m));
        const list = quiet.length > 0 && x % 8 !== 0 ? quiet : legal;
        game.play(list[x % list.length]!);
      }
      if (game.ply >= plies) return game.moves;
    }
  }

  // How these costs grow is measured in bench/growth.ts (`pnpm bench`), never timed here.
  it('Game.replay reads a long game to its end (also with the automatic move limit)', () => {
    const moves = longGame(960);
    const text = moves.map((m) => core.formatUci(m));
    for (const options of [{}, { moveLimit: { automatic: true, moves: 1000 } }]) {
      const r = Game.replay(INITIAL_FEN, text, options);
      expect(r.ok && r.value.ply).toBe(960);
    }
  });

  it('the text readers (FEN, coordinates, squares) on long hostile runs', () => {
    fc.assert(
      fc.property(
        arbLongRun(1_000).filter((u) => u.length > 0),
        (unit) => {
          const text = (n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
          for (const f of [parseFen, parseUci, parseSquare, Position.fromFen] as ((s: string) => unknown)[]) {
            // Refused: a typed failure, or no square (parseSquare answers undefined).
            const r = f(text(200_000));
            expect(r === undefined || isTypedFailure(r), f.name).toBe(true);
          }
          const moves = Array.from({ length: 8_000 }, () => 'h2e2 ');
          expect(Game.replay(INITIAL_FEN, [...moves, text(10_000)]).ok).toBe(false);
        },
      ),
      { numRuns: 5 },
    );
  });

  it('the repetition judges and judgeMoveLimit answer on long cycles and long ply lists', () => {
    // Hình 42's chase of a rook by a horse, 48 times round: the judges still rule it.
    const long = CHASE.moves.slice(0, 4);
    const moves = Array.from({ length: 192 }, (_, i) => long[i % 4]!);
    const short = judgeRepetition({ start: CHASE.start, moves: long, occurrences: [0, 4] });
    const ruled = judgeRepetition({ start: CHASE.start, moves, occurrences: [0, moves.length] });
    expect(ruled.winner).toBe(short.winner);
    expect(ruled.winner).toBe('red');
    expect(() => judgeLastPosition(CHASE.start, moves)).not.toThrow();
    const board = boardOf({ start: CHASE.start, moves });
    expect(() => new RepetitionJudge().judge(board, board.ply)).not.toThrow();
    const plies = Array.from(
      { length: 200_000 },
      (_, i) => ({ color: i % 2 ? 'black' : 'red', capture: false, check: i % 7 === 0 }) as const,
    );
    expect(() => judgeMoveLimit(plies)).not.toThrow();
  });
});
