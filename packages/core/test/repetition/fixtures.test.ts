import { Game, judgeLastPosition } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_CASES, FSF_CASES, load, type RepetitionCase } from './cases';

/**
 * Every case is checked twice:
 * - the judge at the last position (what the fixtures state: the verdict once the last move is
 *   played; the window runs from the first of the last three occurrences);
 * - a Game replaying the moves: it ends at the first third occurrence of a position (the
 *   offender had to change and did not), with the same verdict; moves after that are refused.
 */
function check(c: RepetitionCase): void {
  const { start, moves } = load(c);
  const ruling = judgeLastPosition(start, moves);
  expect(ruling, 'the last position stands a third time').toBeDefined();
  const replay = Game.replay(c.fen, c.moves);
  let game: Game;
  if (replay.ok) game = replay.value;
  else {
    expect(replay.error.code).toBe('REPLAY_AFTER_END');
    const index = (replay.error as { index: number }).index;
    const upTo = Game.replay(c.fen, c.moves.slice(0, index));
    if (!upTo.ok) throw new Error(upTo.error.message);
    game = upTo.value;
  }
  const outcome = game.outcome();
  expect(outcome, 'the game is over').toBeDefined();
  if (c.winner === 'any') return;
  const want = c.winner === 'draw' ? null : c.winner;
  expect(ruling!.winner).toBe(want);
  expect(outcome!.winner).toBe(want);
  expect(outcome!.reason).toBe(
    want === null
      ? 'repetition-draw'
      : ruling!.reason === 'perpetual-check'
        ? 'perpetual-check'
        : outcome!.reason,
  );
}

describe('Fairy-Stockfish repetition fixtures (33 cases)', () => {
  it('has 33 cases', () => expect(FSF_CASES).toHaveLength(33));
  for (const c of FSF_CASES) it(c.name, () => check(c));
});

describe('Luật Cờ Tướng 2004, Điều 24.15–24.16, Hình 39–42', () => {
  for (const c of DIAGRAM_CASES) it(c.name, () => check(c));

  it('cites 24.15 for the immobile rook (Hình 39–41) and 24.16 for two pieces in turn (Hình 42)', () => {
    const details = DIAGRAM_CASES.map((c) => {
      const { start, moves } = load(c);
      return judgeLastPosition(start, moves)!;
    });
    expect(details.map((r) => [r.rule, r.detail, r.detailVerified, r.article])).toEqual([
      ['AXF 19', '24.15', true, '7.1h'],
      ['AXF 19', '24.15', true, '7.1h'],
      ['AXF 19', '24.15', true, '7.1h'],
      ['AXF 20', '24.16', true, '7.1h'],
    ]);
  });

  it('Hình 41: the immobile black rook does not chase the unprotected horse; red chases it with the cannon', () => {
    const { start, moves } = load(DIAGRAM_CASES[2]!);
    const r = judgeLastPosition(start, moves)!;
    for (const m of r.cycle.filter((x) => x.color === 'black')) expect(m.chases).toEqual([]);
    for (const m of r.cycle.filter((x) => x.color === 'red'))
      expect(m.chases.map((c) => [c.byRole, c.targetRole, c.immobile])).toContainEqual([
        'cannon',
        'rook',
        true,
      ]);
  });
});
