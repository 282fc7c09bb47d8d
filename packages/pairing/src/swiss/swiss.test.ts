import { describe, expect, it } from 'vitest';
import { parseTrf } from '../trf';
import { bakuAcceleration } from './baku';
import { pairByLot } from './by-lot';
import { pairDutch } from './dutch';
import { publicationOrder } from './publication-order';
import { recordRound } from './record-round';
import type { SwissInput, SwissRound } from './swiss-input';
import { pairTeamSwiss, teamMatchBoards } from './team-swiss';
import { swissInputFromTrf } from './trf-input';

const fresh = (n: number, totalRounds = 5): SwissInput => ({
  players: Array.from({ length: n }, (_, i) => ({ id: i + 1, rounds: [] })),
  playedRounds: 0,
  totalRounds,
  initialColour: 'white',
});
const game = (opponent: number, colour: 'white' | 'black', outcome: SwissRound['outcome']): SwissRound => ({
  opponent,
  colour,
  outcome,
  played: true,
  paired: true,
});
const pab: SwissRound = { opponent: 0, colour: null, outcome: 'win', played: false, paired: true };
const strs = (r: ReturnType<typeof pairDutch>) =>
  r.ok ? r.value.boards.map((b) => `${b.white}-${b.black}`) : r.error.code;

describe('pairDutch', () => {
  it('round 1: top half against bottom half, colours alternating from the drawn colour', () => {
    expect(strs(pairDutch(fresh(8)))).toEqual(['1-5', '6-2', '3-7', '8-4']);
    expect(strs(pairDutch({ ...fresh(8), initialColour: 'black' }))).toEqual(['5-1', '2-6', '7-3', '4-8']);
  });

  it('gives the bye to the lowest player in round 1 with an odd number', () => {
    const r = pairDutch(fresh(5));
    expect(r.ok && r.value.bye).toBe(5);
  });

  it('never gives a second pairing-allocated bye', () => {
    // 3 players, 5 had... here player 3 already had the bye in round 1
    const input: SwissInput = {
      players: [
        { id: 1, rounds: [game(2, 'white', 'win')] },
        { id: 2, rounds: [game(1, 'black', 'loss')] },
        { id: 3, rounds: [pab] },
      ],
      playedRounds: 1,
      totalRounds: 3,
      initialColour: 'white',
    };
    const r = pairDutch(input);
    expect(r.ok && r.value.bye).not.toBe(3);
    expect(r.ok && r.value.boards.length).toBe(1);
  });

  it('answers PAIRING_IMPOSSIBLE with a reason when only rematches remain', () => {
    const input: SwissInput = {
      players: [
        { id: 1, rounds: [game(2, 'white', 'win')] },
        { id: 2, rounds: [game(1, 'black', 'loss')] },
      ],
      playedRounds: 1,
      totalRounds: 3,
      initialColour: 'white',
    };
    const r = pairDutch(input);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('PAIRING_IMPOSSIBLE');
    expect(!r.ok && r.error.message).toMatch(/player 1 can meet nobody/);
  });

  it('lets forfeited opponents meet again, and respects forbidden pairs', () => {
    const forfeit: SwissInput = {
      players: [
        { id: 1, rounds: [{ ...game(2, 'white', 'win'), played: false }] },
        { id: 2, rounds: [{ ...game(1, 'black', 'loss'), played: false }] },
      ],
      playedRounds: 1,
      totalRounds: 3,
      initialColour: 'white',
    };
    expect(strs(pairDutch(forfeit))).toHaveLength(1);
    expect(strs(pairDutch({ ...fresh(2), forbiddenPairs: [[1, 2]] }))).toBe('PAIRING_IMPOSSIBLE');
  });

  it('leaves absent players out', () => {
    const input = { ...fresh(4), players: fresh(4).players.map((p) => ({ ...p, absent: p.id === 1 })) };
    const r = pairDutch(input);
    expect(r.ok && r.value.bye).toBe(4);
    // C.04.3 Art. 5.2.5 by TPN: 1 has not entered, so 2 is TPN 1 and takes the drawn colour
    expect(strs(r)).toEqual(['2-3']);
  });

  it('rejects malformed input', () => {
    expect(pairDutch({ ...fresh(2), playedRounds: 1 }).ok).toBe(false);
    expect(
      pairDutch({
        ...fresh(2),
        players: [
          { id: 1, rounds: [] },
          { id: 1, rounds: [] },
        ],
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'PAIRING_BAD_INPUT' },
    });
  });
});

describe('bakuAcceleration', () => {
  it('gives the top half a virtual win in the first rounds, so group A meets group A', () => {
    const acc = bakuAcceleration(fresh(8, 9));
    expect(acc.players.map((p) => p.acceleration?.[0] ?? 0)).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
    // accelerated scores: {1,2,3,4} on 1 point, {5,6,7,8} on 0: each half is paired top against bottom
    expect(strs(pairDutch(acc))).toEqual(['1-3', '4-2', '5-7', '8-6']);
  });
});

describe('pairByLot', () => {
  it('reads the forbidden pairs a bounded number of times, not once per player', () => {
    // counted reads of the list (a timing test would be flaky): linear, not players × pairs
    const players = 400;
    const pairs: [number, number][] = Array.from({ length: 2000 }, (_, i) => [
      (i % players) + 1,
      ((i * 7 + 3) % players) + 1,
    ]);
    const distinct = pairs.filter(([x, y]) => x !== y);
    let reads = 0;
    const counted = new Proxy(distinct, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const input: SwissInput = {
      players: Array.from({ length: players }, (_, i) => ({ id: i + 1, rounds: [] })),
      playedRounds: 0,
      totalRounds: 5,
      initialColour: 'white',
      forbiddenPairs: counted,
    };
    const r = pairByLot(input, 1);
    expect(r.ok).toBe(true);
    const banned = new Set(distinct.map(([x, y]) => `${Math.min(x, y)}-${Math.max(x, y)}`));
    for (const b of r.ok ? r.value.boards : [])
      expect(banned.has(`${Math.min(b.white, b.black)}-${Math.max(b.white, b.black)}`)).toBe(false);
    expect(reads).toBeLessThan(10 * distinct.length);
  });
  it('is reproducible for a seed and varies with the seed', () => {
    const input = fresh(12);
    const draws = new Set([1, 2, 3, 4, 5].map((s) => JSON.stringify(pairByLot(input, s))));
    expect(pairByLot(input, 3)).toEqual(pairByLot(input, 3));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('gives the bye to the lowest-ranked player of the lowest group without one', () => {
    const input: SwissInput = {
      players: [
        { id: 1, rounds: [game(2, 'white', 'win')] },
        { id: 2, rounds: [game(1, 'black', 'loss')] },
        { id: 3, rounds: [game(4, 'white', 'loss')] },
        { id: 4, rounds: [game(3, 'black', 'win')] },
        { id: 5, rounds: [pab] },
      ],
      playedRounds: 1,
      totalRounds: 4,
      initialColour: 'white',
    };
    // lowest group (0 points): 2 and 3; the lowest ranked is 3
    const r = pairByLot(input, 1);
    expect(r.ok && r.value.bye).toBe(3);
  });
});

describe('team Swiss', () => {
  it('pairs teams as units and alternates colours down the boards', () => {
    const r = pairTeamSwiss(fresh(4));
    expect(strs(r)).toEqual(['1-3', '4-2']);
    expect(teamMatchBoards({ white: 4, black: 2 }, 4).map((b) => b.whiteTeam)).toEqual([4, 2, 4, 2]);
    expect(pairTeamSwiss(fresh(4), { system: 'lot', seed: 1 }).ok).toBe(true);
    expect(() => teamMatchBoards({ white: 1, black: 2 }, 0)).toThrow(RangeError);
  });
});

describe('recordRound', () => {
  it('records games, forfeits, the bye and absences without touching its input', () => {
    const input = { ...fresh(5), players: fresh(5).players.map((p) => ({ ...p, absent: p.id === 5 })) };
    const pairing = {
      boards: [
        { white: 1, black: 3 },
        { white: 4, black: 2 },
      ],
      bye: null,
    };
    const next = recordRound(input, pairing, ['+-', '½-½'], 'draw');
    expect(input.players[0]!.rounds).toEqual([]);
    expect(next.players[0]!.rounds[0]).toEqual({
      opponent: 3,
      colour: 'white',
      outcome: 'win',
      played: false,
      paired: true,
    });
    expect(next.players[1]!.rounds[0]).toEqual(game(4, 'black', 'draw'));
    expect(next.players[4]!.rounds[0]).toEqual({
      opponent: 0,
      colour: null,
      outcome: 'draw',
      played: false,
      paired: false,
    });
    expect(() => recordRound(input, pairing, ['1-0'])).toThrow(RangeError);
  });
});

describe('swissInputFromTrf', () => {
  const line = (n: number, pts: string, blocks: string) =>
    `001 ${String(n).padStart(4)}      ${`P${n}`.padEnd(33)} 1500${' '.repeat(28)}${pts.padStart(4)}${'1'.padStart(5)}  ${blocks}`;
  const read = (text: string) => {
    const t = parseTrf(text);
    if (!t.ok) throw new Error(t.error.message);
    return swissInputFromTrf(t.value);
  };

  it('reads played rounds, a bye asked for the next round, XXP and the initial colour from round 1', () => {
    const r = read(
      [
        line(1, '1.0', '   2 b 1'),
        line(2, '0.5', '   1 w 0  0000 - H'),
        line(3, '1.0', '   4 w 1'),
        line(4, '0.0', '   3 b 0'),
        'XXR 5',
        'XXP 1 3',
      ].join('\r'),
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.playedRounds).toBe(1);
    expect(r.value.initialColour).toBe('black');
    expect(r.value.players.map((p) => p.absent)).toEqual([false, true, false, false]);
    expect(r.value.forbiddenPairs).toEqual([[1, 3]]);
    // 1 and 3 may not meet: with 2 absent, 1, 3, 4 remain and 4 already met 3; 1 and 4 both had
    // black, so the higher-ranked 1 gets his preference (white)
    const p = pairDutch(r.value);
    expect(strs(p)).toEqual(['1-4']);
    expect(p.ok && p.value.bye).toBe(3);
  });

  it('leaves out the players XXZ lists (absent from the round to be paired)', () => {
    const r = read(
      [
        line(1, '1.0', '   2 b 1'),
        line(2, '0.0', '   1 w 0'),
        line(3, '1.0', '   4 w 1'),
        line(4, '0.0', '   3 b 0'),
        'XXR 5',
        'XXZ 2 4',
      ].join('\r'),
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.players.map((p) => p.absent)).toEqual([false, true, false, true]);
  });

  it('reads the TRF-2026 records 240 (byes), 250 (acceleration), 260 (prohibited) and ### comments', () => {
    const r = read(
      [
        '### a comment line, ignored',
        '142 5',
        '240 H   2    2',
        '250  1.0  1.0   2   3    3    4',
        '260   2   5    1    3',
        line(1, '1.0', '   2 b 1'),
        line(2, '0.0', '   1 w 0'),
        line(3, '1.0', '   4 w 1'),
        line(4, '0.0', '   3 b 0'),
      ].join('\r'),
    );
    if (!r.ok) throw new Error(r.error.message);
    // 240: player 2 has a half-point bye in round 2, the round to be paired.
    expect(r.value.players.map((p) => p.absent)).toEqual([false, true, false, false]);
    // 250: one virtual point for players 3..4 when rounds 2..3 are paired (index 1 and 2).
    expect(r.value.players[2]?.acceleration).toEqual([0, 1]);
    expect(r.value.players[0]?.acceleration).toBeUndefined();
    // 260: 1 and 3 may not meet in rounds 2..5.
    expect(r.value.forbiddenPairs).toEqual([[1, 3]]);
  });

  it('adds the 299 points to later scores and orders the boards by them', () => {
    // sharly-indiv_299_bonus (Sharly-Chess/bbpPairings test/tests/indiv_299_bonus): player 4 lost
    // round 1 but got 2 points; he now leads and plays board 1.
    const r = read(
      [
        '142 3',
        '299           2.0    1    4',
        line(1, '1.0', '   2 w 1'),
        line(2, '0.0', '   1 b 0'),
        line(3, '1.0', '   4 w 1'),
        line(4, '2.0', '   3 b 0'),
        line(5, '1.0', '0000 - U'),
      ].join('\r'),
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.players[3]?.acceleration).toEqual([0, 2]);
    expect(r.value.players[3]?.adjustment).toBe(2);
    const p = pairDutch(r.value);
    if (!p.ok) throw new Error(p.error.message);
    const ordered = publicationOrder(r.value, p.value);
    expect(ordered.boards.map((b) => `${b.white}-${b.black}`)).toEqual(['4-1', '5-3']);
    expect(ordered.bye).toBe(2);
  });

  it('needs XXR', () => {
    const t = parseTrf(line(1, '0.0', ''));
    expect(t.ok && swissInputFromTrf(t.value).ok).toBe(false);
  });
});
