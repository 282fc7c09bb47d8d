import { drawFirstWhite, matchState } from '@xq/pairing';
import { describe, expect, test } from 'vitest';
import {
  drawFirstRed,
  fromFide,
  fromFideColour,
  toFideColour,
  toFideMatch,
  toFideResult,
} from './fide-colours';
import { COLOURS } from './model';

describe('the one adapter between the tournament and @xq/pairing', () => {
  test('red is FIDE white, black is black, both ways', () => {
    expect(COLOURS.map((c) => toFideColour(c))).toEqual(['white', 'black']);
    for (const c of COLOURS) expect(fromFideColour(toFideColour(c))).toBe(c);
    expect(toFideColour(null)).toBeNull();
    expect((['red-win', 'black-win', 'draw'] as const).map(toFideResult)).toEqual([
      'white-win',
      'black-win',
      'draw',
    ]);
  });

  test('a record of @xq/pairing reads with red for white, the rest kept', () => {
    expect(fromFide({ white: 3, black: 8 })).toEqual({ red: 3, black: 8 });
    expect(fromFide({ a: 1, b: 2, white: 'B' as const })).toEqual({ a: 1, b: 2, red: 'B' });
  });

  test("a knockout match's games go to matchState from their own first mover", () => {
    // Player 7 had red in game 1, player 8 in game 2 (the colours alternate, 4.2.2b).
    const { games, options } = toFideMatch(
      [
        { red: 7, result: 'draw' },
        { red: 8, result: 'red-win' },
      ],
      7,
      5,
    );
    expect(games).toEqual([
      { white: 'a', result: 'draw' },
      { white: 'b', result: 'white-win' },
    ]);
    expect(options).toEqual({ firstWhite: 'a', seed: 5 });
    const s = matchState(
      [
        { kind: 'classical', games: 2 },
        { kind: 'lots', games: 0 },
      ],
      games,
      options,
    );
    // 8 (side b) won game 2 and drew game 1: the match is b's.
    expect(s.status === 'decided' && s.winner).toBe('b');
  });

  test('the first mover by lot is the one @xq/pairing draws', () => {
    for (let lot = 0; lot < 50; lot++) expect(drawFirstRed(lot)).toBe(drawFirstWhite(lot));
  });
});
