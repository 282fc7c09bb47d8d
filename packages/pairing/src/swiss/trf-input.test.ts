import { describe, expect, it } from 'vitest';
import { parseTrf, type TrfColour, type TrfResult } from '../trf';
import { formatTrfPlayer } from '../trf-write';
import { pairDutch } from './dutch';
import { swissInputFromTrf } from './trf-input';

/** A `001` record (rating 1500, rank 1) with one block per round: `[opponent, colour, result]`. */
const record = (n: number, points: number, blocks: readonly [number, TrfColour, TrfResult][]) =>
  formatTrfPlayer({
    ...{ startNumber: n, sex: '', title: '', name: `P${n}`, rating: 1500, federation: '', fideId: '' },
    ...{ birthDate: '', points, rank: 1 },
    rounds: blocks.map(([opponent, colour, result]) => ({ opponent, colour, result })),
  });
/** The Swiss input of a TRF text that must parse. */
function inputOf(text: string) {
  const trf = parseTrf(text);
  if (!trf.ok) throw new Error(trf.error.message);
  return swissInputFromTrf(trf.value);
}
const rounds = (win: number, bonus = 2) => [
  record(1, win, [[2, 'w', '1']]),
  record(2, 0, [[1, 'b', '0']]),
  record(3, win, [[4, 'w', '1']]),
  record(4, bonus * win, [[3, 'b', '0']]),
  record(5, win, [[0, '-', 'U']]),
];

describe('swissInputFromTrf in a file whose win is worth 2 points', () => {
  // The sharly-indiv_299_bonus case (Sharly-Chess/bbpPairings test/tests/indiv_299_bonus):
  // player 4 lost round 1 but got two wins' worth of points, written in the file's units.
  const oneZero = ['142 3', '299           2.0    1    4', ...rounds(1)].join('\r');

  it.each([
    // TRF-2026 "Tag 162 — Scoring point system for individuals": W in column 6, its points in 7-10.
    ['162', '162  W 2.0    D 1.0    L 0.0'],
    // JaVaFo's point system line.
    ['XXS', 'XXS WW=2.0 BW=2.0 WD=1.0 BD=1.0 WL=0.0 BL=0.0'],
  ])('reads the 299 points in wins when the %s record says a win is 2', (_, scoring) => {
    const twoOne = ['142 3', scoring, '299           4.0    1    4', ...rounds(2)].join('\r');
    const a = inputOf(oneZero);
    const b = inputOf(twoOne);
    if (!a.ok || !b.ok) throw new Error('not read');
    expect(b.value.players[3]?.adjustment).toBe(2);
    expect(b.value).toEqual(a.value);
    expect(pairDutch(b.value)).toEqual(pairDutch(a.value));
  });

  it('reads the 250 acceleration points in wins too', () => {
    const a = inputOf(['142 3', '250 00.0 01.0 002 002 0001 0002', ...rounds(1, 0)].join('\r'));
    const b = inputOf(
      ['142 3', '162  W 2.0    D 1.0    L 0.0', '250 00.0 02.0 002 002 0001 0002', ...rounds(2, 0)].join(
        '\r',
      ),
    );
    if (!a.ok || !b.ok) throw new Error('not read');
    expect(b.value.players[0]?.acceleration).toEqual([0, 1]);
    expect(b.value).toEqual(a.value);
  });
});
