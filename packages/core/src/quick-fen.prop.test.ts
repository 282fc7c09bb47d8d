import { arbPosition } from '@xq/test-utils';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { parseFen } from './fen';
import { Position } from './position';
import type { SetupMode } from './setup';

/** The full path that `Position.fromFen` takes when its fast path does not: parse, then every rule. */
function slow(fen: string, mode: SetupMode) {
  const setup = parseFen(fen);
  return setup.ok ? Position.fromSetup(setup.value, { mode }) : setup;
}

/** `Position.fromFen` and the full path agree: same answer, same error, same position. */
function agree(fen: string, mode: SetupMode): void {
  const fast = Position.fromFen(fen, { mode });
  const full = slow(fen, mode);
  expect(fast.ok).toBe(full.ok);
  if (fast.ok && full.ok) {
    expect(fast.value.fen()).toBe(full.value.fen());
    expect(fast.value.key).toBe(full.value.key);
    expect(fast.value.legalMoves()).toEqual(full.value.legalMoves()); // in the same order too
    // The fast path's board lists its pieces and keeps no key of its own: what it answers and
    // the boards made from it are the full path's.
    expect(fast.value.checkers()).toEqual(full.value.checkers());
    expect(fast.value.pinned()).toEqual(full.value.pinned());
    expect(fast.value.outcome()).toEqual(full.value.outcome());
    const [a, b] = [fast.value.toBoard(), full.value.toBoard()];
    expect([a.keyHi, a.keyLo, Array.from(a.squares), Array.from(a.kings)]).toEqual([
      b.keyHi,
      b.keyLo,
      Array.from(b.squares),
      Array.from(b.kings),
    ]);
    const first = full.value.legalMoves()[0];
    if (first !== undefined) expect(fast.value.play(first).key).toBe(full.value.play(first).key);
  } else if (!fast.ok && !full.ok) expect(fast.error).toEqual(full.error);
}

const LETTERS = 'kabnrcpehKABNRCPEH';
/** A placement of random pieces (most of them breaking some rule), written as FEN. */
const arbPlacement = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 89 }), fc.constantFrom(...LETTERS)), { maxLength: 34 })
  .map((pieces) => {
    const board: (string | undefined)[] = new Array(90).fill(undefined);
    for (const [s, l] of pieces) board[s] = l;
    // Two kings in their palaces, most of the time, so that the other rules are reached.
    if (pieces.length % 4 !== 0) {
      board[4] = 'K';
      board[85] = 'k';
    }
    const rows: string[] = [];
    for (let rank = 9; rank >= 0; rank--) {
      let row = '';
      let empty = 0;
      for (let file = 0; file < 9; file++) {
        const l = board[file + 9 * rank];
        if (l === undefined) empty++;
        else {
          if (empty) row += empty;
          empty = 0;
          row += l;
        }
      }
      rows.push(empty ? row + empty : row);
    }
    return rows.join('/');
  });
const arbTail = fc.constantFrom(
  '',
  ' w',
  ' b',
  ' r',
  ' B',
  ' W - - 0 1',
  ' b - - 12 40',
  ' w 3 7',
  ' b -',
  ' w - - 0 0',
  ' w - - 1234567 1',
  ' w  - - 0 1',
  ' w - - 0 1 ',
  ' x',
  ' wb',
  ' b - - 0',
  ' b - 5 - 6',
  '\tw',
);

test('the fast path of Position.fromFen gives what parseFen and Position.fromSetup give', () => {
  fc.assert(
    fc.property(
      arbPlacement,
      arbTail,
      fc.constantFrom<SetupMode>('strict', 'lenient'),
      (placement, tail, mode) => agree(placement + tail, mode),
    ),
    { numRuns: 400 },
  );
});

test('… on positions from play, and on mangled FENs', () => {
  fc.assert(
    fc.property(
      arbPosition(),
      fc.nat(),
      fc.string({ maxLength: 3 }),
      fc.constantFrom<SetupMode>('strict', 'lenient'),
      (pos, at, junk, mode) => {
        const fen = pos.fen();
        agree(fen, mode);
        const i = at % (fen.length + 1);
        agree(fen.slice(0, i) + junk + fen.slice(i), mode);
        agree(fen.slice(0, i) + fen.slice(i + 1), mode);
      },
    ),
    { numRuns: 150 },
  );
});

test('… on the letters outside ASCII that lower-case to FEN letters', () => {
  // U+212A KELVIN SIGN lower-cases to 'k': parseFen reads it as a red king.
  for (const mode of ['strict', 'lenient'] as const)
    agree('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA\u212AABNR w - - 0 1', mode);
});

test('… on a FEN breaking each rule alone', () => {
  const fens = [
    '3k5/9/9/9/9/4P4/4P4/9/9/4K4 w', // two red pawns on one file before the river
    '3k5/9/9/4p4/4p4/9/9/9/9/4K4 w', // two black pawns on one file before the river
    '3k5/9/9/9/9/9/4P4/9/4P4/4K4 w', // a red pawn behind its start rank
    '3k5/9/9/9/9/9/3P5/9/9/4K4 w', // a red pawn off a start file
    '3k5/9/9/9/9/9/9/9/9/3AK4 w', // an advisor off its points
    '3k5/9/9/9/9/9/9/9/9/E3K4 w', // an elephant off its points
    '3k5/9/9/9/9/9/9/9/9/5K3 w', // kings on two files
    '4k4/9/9/9/9/9/9/9/9/4K4 w', // kings facing
    '4k4/9/9/9/9/9/9/9/9/3K5 b', // fine
    '4k4/4R4/9/9/9/9/9/9/9/3K5 w', // the side not to move in check
    '4k4/4R4/9/9/9/9/9/9/9/3K5 b', // the side to move in check: fine
    '3k5/9/9/9/9/9/9/9/9/K8 w', // a king outside its palace
    '3k5/9/9/9/9/9/9/9/9/9 w', // a missing king
    '3k5/9/9/9/9/9/9/9/9/RRR1K4 w', // three rooks
    'PPPPPPk2/9/9/9/9/9/9/9/9/4K4 w', // six pawns
  ];
  for (const fen of fens) for (const mode of ['strict', 'lenient'] as const) agree(fen, mode);
});
