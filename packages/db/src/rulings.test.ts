// The fast ingest path against Game.replayRecord on every game of the CCPD sample (308 records,
// packages/notation/test/fixtures/ccpd-sample.pgn.gz, README there): the same legality and the
// same rulings (Điều 7: mate, no legal move, dead position, repetition; Điều 12 move limit when
// automatic), also on records cut or altered so that a move is illegal.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fc, test as fcTest } from '@fast-check/vitest';
import { Game, type GameOptions, Position } from '@xq/core';
import { parsePgn } from '@xq/notation';
import { describe, expect, test } from 'vitest';
import { SAMPLE } from './collection.test-util';
import { replayRulings } from './index';

const games = parsePgn(gunzipSync(readFileSync(SAMPLE))).flatMap((r) =>
  r.ok ? [{ fen: r.value.fen, moves: r.value.moves.map((n) => n.move) }] : [],
);

/** What Game.replayRecord says: the index of the first refused move (-1 none) and the rulings. */
function full(fen: string, moves: readonly { from: number; to: number }[], options: GameOptions = {}) {
  const r = Game.replayRecord(fen, moves as { from: number; to: number }[], options);
  if (r.ok) return { illegal: -1, rulings: r.value.rulings };
  return { illegal: 'index' in r.error ? r.error.index : 0, rulings: [] };
}

/**
 * Plays on from `pos`, appending to `moves`: for each choice, the same side's last move taken
 * back when it is legal (`undo` times in ten), else the legal move the choice picks; stops where
 * no move is legal.
 */
function shuffle(
  pos: Position,
  moves: { from: number; to: number }[],
  choices: readonly number[],
  undo: number,
) {
  for (const c of choices) {
    const legal = pos.legalMoves();
    if (legal.length === 0) return;
    const back = moves.length >= 2 ? moves[moves.length - 2]! : undefined;
    const taken = back && { from: back.to, to: back.from };
    const m = taken && c % 10 < undo && pos.isLegal(taken) ? taken : legal[c % legal.length]!;
    moves.push(m);
    pos = pos.play(m);
  }
}

describe('replayRulings: the same legality and rulings as Game.replayRecord', () => {
  test('on every sample game, with the default options and with an automatic move limit', () => {
    expect(games.length).toBeGreaterThan(300);
    let ruled = 0;
    let fast = 0;
    for (const options of [{}, { moveLimit: { automatic: true } }] as GameOptions[]) {
      for (const g of games) {
        const mine = replayRulings(g.fen, g.moves, options);
        const theirs = full(g.fen, g.moves, options);
        expect({ illegal: mine.illegal, rulings: mine.rulings }).toEqual(theirs);
        if (theirs.rulings.length > 0) ruled++;
        if (!mine.full) fast++;
      }
    }
    // The sample has rulings to compare (mates, repetitions), and most games take the fast way.
    expect(ruled).toBeGreaterThan(10);
    expect(fast).toBeGreaterThan(games.length);
  });

  test('each ruling kind of the sample is met (so the comparison covers them)', () => {
    const reasons = new Set(games.flatMap((g) => full(g.fen, g.moves).rulings.map((r) => r.reason)));
    expect(reasons.has('checkmate')).toBe(true);
    expect(reasons.size).toBeGreaterThan(1);
  });

  fcTest.prop([fc.nat(), fc.nat(), fc.integer({ min: 0, max: 89 }), fc.integer({ min: 0, max: 89 })])(
    'a sample game cut and given a random move: the same first illegal move and rulings',
    (gi, cut, from, to) => {
      const g = games[gi % games.length]!;
      const k = cut % (g.moves.length + 1);
      const moves = [...g.moves.slice(0, k), { from, to }, ...g.moves.slice(k, k + 3)];
      const mine = replayRulings(g.fen, moves);
      expect({ illegal: mine.illegal, rulings: mine.rulings }).toEqual(full(g.fen, moves));
    },
  );

  // Repetitions made on purpose: a sample game cut anywhere, then moves that mostly take back
  // the same side's last move (cycles: perpetual checks and chases, repetition draws, forbidden
  // repetitions), sometimes a random legal one (captures: dead positions, new cycles).
  fcTest.prop([
    fc.nat(),
    fc.nat(),
    fc.array(fc.nat({ max: 999 }), { minLength: 4, maxLength: 60 }),
    fc.constantFrom<GameOptions>({}, { rules: 'chinese' }),
  ])('a sample game cut and then shuffled back and forth: the same rulings', (gi, cut, choices, options) => {
    const g = games[gi % games.length]!;
    const k = cut % (g.moves.length + 1);
    const moves = g.moves.slice(0, k).map((m) => ({ from: m.from, to: m.to }));
    const start = Position.fromFen(g.fen);
    if (!start.ok) throw new Error('a sample game starts from a position');
    shuffle(
      moves.reduce((p, m) => p.play(m), start.value),
      moves,
      choices,
      8,
    );
    const mine = replayRulings(g.fen, moves, options);
    expect({ illegal: mine.illegal, rulings: mine.rulings }).toEqual(full(g.fen, moves, options));
  });

  // Endings with few pieces, played at random with many moves taken back: captures that leave
  // no piece able to cross the river (a dead position, 7.2a, from the start or later), mates and
  // repetitions among few pieces.
  fcTest.prop([
    fc.constantFrom(
      '3k5/3P5/9/9/9/9/9/9/9/4K4 b',
      '3k5/4a4/9/9/9/9/9/9/4A4/4K4 w',
      '4k4/4a4/4c4/9/9/9/9/4N4/4A4/3K5 w',
      '3ak4/4a4/9/9/2p6/9/9/2R6/9/4K4 w',
      '4k4/9/4b4/9/4n4/9/4P4/9/4A4/3K5 b',
    ),
    fc.array(fc.nat({ max: 999 }), { minLength: 1, maxLength: 50 }),
  ])('an ending played at random: the same rulings', (fen, choices) => {
    const start = Position.fromFen(fen);
    if (!start.ok) throw new Error(`${fen}: ${start.error.message}`);
    const moves: { from: number; to: number }[] = [];
    shuffle(start.value, moves, choices, 5);
    const mine = replayRulings(fen, moves);
    expect({ illegal: mine.illegal, rulings: mine.rulings }).toEqual(full(fen, moves));
  });

  fcTest.prop([fc.anything(), fc.array(fc.anything(), { maxLength: 5 })])(
    'anything as the start or the moves: an answer, never a crash',
    (fen, moves) => {
      const r = replayRulings(fen as string, moves as { from: number; to: number }[]);
      expect(r.illegal).toBeGreaterThanOrEqual(-1);
      expect(() => replayRulings('x', { ['__proto__']: [] } as never)).toThrow(TypeError);
    },
  );
});
