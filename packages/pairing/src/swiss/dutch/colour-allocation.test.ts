import { describe, expect, it } from 'vitest';
import { recordRound } from '../record-round';
import type { SwissInput } from '../swiss-input';
import { pairDutch } from './index';

const fresh = (n: number, initialColour: 'white' | 'black' = 'white'): SwissInput => ({
  players: Array.from({ length: n }, (_, i) => ({ id: i + 1, rounds: [] })),
  playedRounds: 0,
  totalRounds: 5,
  initialColour,
});
const absent = (input: SwissInput, ...ids: number[]): SwissInput => ({
  ...input,
  players: input.players.map((p) => (ids.includes(p.id) ? { ...p, absent: true } : p)),
});
const boards = (input: SwissInput): string[] => {
  const r = pairDutch(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.boards.map((b) => `${b.white}-${b.black}`);
};

// C.04.3 (2026) Art. 5.2.5: the higher-ranked player gets the initial colour when his TPN is odd,
// the other colour when even; Art. 1.1: "For the definition and management of TPNs, see Article
// 2 of the General Handling Rules for Swiss Tournaments (Initial Order and Late Entries)"
// (https://handbook.fide.com/chapter/C0403202602). A player who has not yet taken part holds no
// TPN yet, so round 1 alternates by board.
describe('Dutch colours by TPN (Art. 5.2.5)', () => {
  it('round 1 with every player present: odd pairing numbers of S1 get the initial colour', () => {
    expect(boards(fresh(8))).toEqual(['1-5', '6-2', '3-7', '8-4']);
    expect(boards(fresh(8, 'black'))).toEqual(['5-1', '2-6', '7-3', '4-8']);
  });

  it('round 1 with a requested bye: the initial colour alternates board by board', () => {
    // 3 is absent: 1, 2, 4 are TPN 1, 2, 3 of S1 (4 is not "even" any more)
    expect(boards(absent(fresh(8), 3))).toEqual(['1-5', '6-2', '4-7']);
    expect(boards(absent(fresh(8, 'black'), 3))).toEqual(['5-1', '2-6', '7-4']);
    // 10 players, 3 absent: S1 is 1, 2, 4, 5 (TPN 1–4), S2 is 6, 7, 8, 9, and 10 has the bye
    expect(boards(absent(fresh(10), 3))).toEqual(['1-6', '7-2', '4-8', '9-5']);
  });

  it('round 1 with the top seed absent: the first player present takes the initial colour', () => {
    expect(boards(absent(fresh(6), 1))).toEqual(['2-4', '5-3']);
    expect(boards(absent(fresh(6, 'black'), 1))).toEqual(['4-2', '3-5']);
  });

  it('a player absent in round 1 holds his TPN again once he has entered', () => {
    // 1 and 2 take zero-point byes in round 1; in round 2 they meet with no colour history,
    // and 1 (TPN 1 again) takes the initial colour
    let input = absent(fresh(6), 1, 2);
    const r1 = pairDutch(input);
    if (!r1.ok) throw new Error(r1.error.message);
    input = recordRound(
      input,
      r1.value,
      r1.value.boards.map(() => '½-½'),
    );
    expect(boards(input)).toContain('1-2');
  });

  it('a newcomer who is still absent does not shift the TPNs of the others', () => {
    // round 2: 5 was absent in round 1 and is absent again (no TPN yet); 6 and 7 took
    // zero-point byes in round 1 and meet with no colour history
    const input: SwissInput = {
      players: [
        ...[1, 2, 3, 4].map((id) => ({
          id,
          rounds: [
            {
              opponent: id % 2 ? id + 1 : id - 1,
              colour: id % 2 ? ('white' as const) : ('black' as const),
              outcome: 'draw' as const,
              played: true,
              paired: true,
            },
          ],
        })),
        {
          id: 5,
          rounds: [{ opponent: 0, colour: null, outcome: 'loss', played: false, paired: false }],
          absent: true,
        },
        { id: 6, rounds: [{ opponent: 0, colour: null, outcome: 'loss', played: false, paired: false }] },
        { id: 7, rounds: [{ opponent: 0, colour: null, outcome: 'loss', played: false, paired: false }] },
      ],
      playedRounds: 1,
      totalRounds: 5,
      initialColour: 'white',
    };
    // entered: 1, 2, 3, 4, 6, 7, so 6 is TPN 5 (odd) and takes the initial colour
    expect(boards(input)).toContain('6-7');
  });
});
