import { drawFirstWhite, knockoutLot } from '@xq/pairing';
import { describe, expect, it } from 'vitest';
import { createTournament, formatTournament, parseTournament } from '../document';
import type { Tournament } from '../model';
import { playerRounds } from '../standings/player-rounds';
import { addRound, setResult } from '../tournament-edit';
import { pairNextRound } from '../tournament-pair';
import { matchScore, recordMatchGame } from './knockout-tournament';

function cup(n: number, seed = 0, gamesPerMatch?: number): Tournament {
  const base = createTournament({ name: 'Cúp', system: 'knockout', seed });
  return {
    ...base,
    regulations: { ...base.regulations, ...(gamesPerMatch === undefined ? {} : { gamesPerMatch }) },
    players: Array.from({ length: n }, (_, i) => ({ id: 101 + i, name: `P${i + 1}` })),
  };
}

/** A round's matches as seed pairs, whoever moves first. */
const pairsOf = (t: Tournament, round: number): number[][] =>
  (t.rounds[round - 1]?.games ?? []).map((g) => [Math.min(g.red, g.black), Math.max(g.red, g.black)]);

/** Pairs the next round and lets the lower start number win every match. */
function playRound(t: Tournament): Tournament {
  const p = pairNextRound(t);
  if (!p.ok) throw new Error(p.error.message);
  const a = addRound(t, p.value);
  if (!a.ok) throw new Error(a.error.message);
  let out = a.value;
  for (const g of p.value.games) {
    const r = setResult(out, out.rounds.length, g.red, g.red < g.black ? 'red-win' : 'black-win');
    if (!r.ok) throw new Error(r.error.message);
    out = r.value;
  }
  return out;
}

describe('knockout from the tournament file', () => {
  it('seeds by start number, byes to the top seeds, winners meet until the final', () => {
    // Six entrants (101..106 = seeds 1..6) in an 8 bracket: 101 and 102 have byes;
    // round 1: 104–105, 103–106; round 2: 101–104, 102–103; final 101–102.
    let t = cup(6);
    t = playRound(t);
    expect(pairsOf(t, 1)).toEqual([
      [104, 105],
      [103, 106],
    ]);
    expect(t.rounds[0]?.byes.map((b) => b.player)).toEqual([101, 102]);
    t = playRound(t);
    expect(pairsOf(t, 2)).toEqual([
      [101, 104],
      [102, 103],
    ]);
    t = playRound(t);
    expect(pairsOf(t, 3)).toEqual([[101, 102]]);
    expect(pairNextRound(t)).toMatchObject({
      ok: false,
      error: { code: 'PAIRING_TOURNAMENT_OVER', message: expect.stringContaining('101 won') },
    });
  });

  it('an upset changes the next round; a drawn or pending match has no winner yet', () => {
    let t = cup(4);
    const p = pairNextRound(t);
    if (!p.ok) throw new Error(p.error.message);
    const a = addRound(t, p.value);
    if (!a.ok) throw new Error(a.error.message);
    t = a.value;
    expect(pairNextRound(t)).toMatchObject({ ok: false, error: { code: 'PAIRING_ROUND_INCOMPLETE' } });
    // 101–104: 104 wins (upset); 102–103: drawn, then recorded as decided by forfeit for 103.
    const game = (p: number) => t.rounds[0]?.games.find((g) => g.red === p || g.black === p);
    const win = (p: number) => (game(p)?.red === p ? 'red-win' : 'black-win');
    const r1 = setResult(t, 1, 104, win(104));
    const r2 = r1.ok ? setResult(r1.value, 1, 102, 'draw') : r1;
    if (!r2.ok) throw new Error('result refused');
    expect(pairNextRound(r2.value)).toMatchObject({ ok: false, error: { code: 'PAIRING_ROUND_INCOMPLETE' } });
    const r3 = setResult(r2.value, 1, 103, game(103)?.red === 103 ? 'red-win-forfeit' : 'black-win-forfeit');
    if (!r3.ok) throw new Error('result refused');
    const final = pairNextRound(r3.value);
    expect(final.ok && final.value.games.map((g) => [g.red, g.black].sort())).toEqual([[103, 104]]);
  });

  it('refuses a knockout of one player', () => {
    expect(pairNextRound(cup(1))).toMatchObject({ ok: false, error: { code: 'PAIRING_TOO_FEW_PLAYERS' } });
  });
});

describe('the first mover of a knockout game is drawn by lot (4.2.2)', () => {
  // 4.2.2: "Nếu đấu trực tiếp một ván thì phải bốc thăm chọn người đi trước."
  it("records each match's lot, and the lot drew the player with red", () => {
    const p = pairNextRound(cup(16, 7));
    if (!p.ok) throw new Error(p.error.message);
    p.value.games.forEach((g, i) => {
      expect(g.lot).toBe(knockoutLot(7, 1, i + 1));
      const higher = Math.min(g.red, g.black);
      expect(g.red === higher).toBe(drawFirstWhite(g.lot as number) === 'a');
    });
  });

  it('over several lots the first movers of a round vary: not always the higher seed', () => {
    let higherRed = 0;
    let games = 0;
    for (let seed = 0; seed < 8; seed++) {
      const p = pairNextRound(cup(16, seed));
      if (!p.ok) throw new Error(p.error.message);
      for (const g of p.value.games) {
        games++;
        if (g.red < g.black) higherRed++;
      }
    }
    expect(games).toBe(64);
    expect(higherRed).toBeGreaterThan(0);
    expect(higherRed).toBeLessThan(games);
  });

  it("the lot and the match's games are read back from the file", () => {
    const t = playRound(cup(4, 3));
    const back = parseTournament(formatTournament(t));
    expect(back.ok && back.value).toEqual(t);
  });
});

describe('a knockout match of several games runs through the file (4.2.2b)', () => {
  // 4.2.2b: "Nếu đấu hai hoặc nhiều ván thì bốc thăm quyết định người đi trước ván đầu, sau đó
  // thay phiên nhau cầm quân Trắng, Đen."
  function paired(t: Tournament): Tournament {
    const p = pairNextRound(t);
    if (!p.ok) throw new Error(p.error.message);
    const a = addRound(t, p.value);
    if (!a.ok) throw new Error(a.error.message);
    return a.value;
  }

  it('colours alternate from the lot, the winner of the match goes through', () => {
    let t = paired(cup(4, 5, 2));
    const row = t.rounds[0]?.games[0];
    if (!row) throw new Error('no match');
    expect(row.games).toEqual([]);
    const g1 = recordMatchGame(t, 1, row.red, 'red-win');
    if (!g1.ok) throw new Error(g1.error.message);
    expect(g1.value.red).toBe(row.red);
    expect(g1.value.next).toMatchObject({ status: 'play', game: 2, red: row.black });
    const g2 = recordMatchGame(g1.value.tournament, 1, row.red, 'draw');
    if (!g2.ok) throw new Error(g2.error.message);
    expect(g2.value.red).toBe(row.black);
    expect(g2.value.next).toEqual({
      status: 'decided',
      winner: row.red,
      stage: 'classical',
      score: [1.5, 0.5],
    });
    t = g2.value.tournament;
    expect(t.rounds[0]?.games[0]?.result).toBe('red-win');
    expect(recordMatchGame(t, 1, row.red, 'draw')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_MATCH_DECIDED' },
    });
    // The other match, level after two games, is decided by lot (the regulations say nothing).
    const other = t.rounds[0]?.games[1];
    if (!other) throw new Error('no match');
    const o1 = recordMatchGame(t, 1, other.red, 'draw');
    const o2 = o1.ok ? recordMatchGame(o1.value.tournament, 1, other.red, 'draw') : o1;
    if (!o2.ok) throw new Error(o2.error.message);
    expect(o2.value.next).toMatchObject({ status: 'decided', stage: 'lots' });
    const final = pairNextRound(o2.value.tournament);
    if (!final.ok) throw new Error(final.error.message);
    const winner = o2.value.next.status === 'decided' ? o2.value.next.winner : 0;
    expect(final.value.games.map((g) => [g.red, g.black].sort())).toEqual([[row.red, winner].sort()]);
    // Each game of the match is one row: the match counts once in the player's rounds.
    expect(playerRounds(o2.value.tournament).get(row.red)?.[0]?.outcome).toBe('win');
  });

  it("a level match goes to the regulations' tie-break stages", () => {
    const base = cup(2, 1, 2);
    const t = paired({
      ...base,
      regulations: { ...base.regulations, matchTieBreaks: ['rapid', 'armageddon'] },
    });
    const row = t.rounds[0]?.games[0];
    if (!row) throw new Error('no match');
    let cur = t;
    for (let k = 0; k < 2; k++) {
      const r = recordMatchGame(cur, 1, row.red, 'draw');
      if (!r.ok) throw new Error(r.error.message);
      cur = r.value.tournament;
      if (k === 1) expect(r.value.next).toMatchObject({ status: 'play', stage: 'rapid', game: 1 });
    }
  });

  // 4.2.2: "Nếu đấu hai hoặc nhiều ván thì bốc thăm quyết định người đi trước ván đầu, sau đó thay
  // phiên nhau cầm quân Trắng, Đen." The tie-break games are more games of the same match.
  it('the tie-break games go on alternating the colours (4.2.2), or swap each stage when the regulations say', () => {
    const reds = (colours?: 'swap') => {
      const base = cup(2, 1, 2);
      let cur = paired({
        ...base,
        regulations: {
          ...base.regulations,
          matchTieBreaks: ['rapid', 'armageddon'],
          ...(colours ? { matchTieColours: colours } : {}),
        },
      });
      const row = cur.rounds[0]!.games[0]!;
      const out: number[] = [];
      for (let k = 0; k < 4; k++) {
        const r = recordMatchGame(cur, 1, row.red, 'draw');
        if (!r.ok) throw new Error(r.error.message);
        out.push(r.value.red);
        cur = r.value.tournament;
      }
      return { out, row };
    };
    const law = reds();
    expect(law.out).toEqual([law.row.red, law.row.black, law.row.red, law.row.black]);
    const swapped = reds('swap');
    expect(swapped.out).toEqual([swapped.row.red, swapped.row.black, swapped.row.black, swapped.row.red]);
  });

  it('refuses a game of a one-game knockout, an unknown round or player, and a hand-edited match', () => {
    const one = paired(cup(2, 1));
    expect(recordMatchGame(one, 1, 101, 'draw')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NOT_A_MATCH' },
    });
    const two = paired(cup(2, 1, 2));
    expect(recordMatchGame(two, 2, 101, 'draw')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NO_SUCH_ROUND' },
    });
    expect(recordMatchGame(two, 1, 999, 'draw')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NO_SUCH_GAME' },
    });
    const row = two.rounds[0]?.games[0];
    if (!row) throw new Error('no match');
    const wrong: Tournament = {
      ...two,
      rounds: [{ ...two.rounds[0]!, games: [{ ...row, games: [{ red: row.black, result: 'draw' }] }] }],
    };
    expect(recordMatchGame(wrong, 1, 101, 'draw')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_BAD_MATCH' },
    });
  });
});

describe('a match in progress shows its games and score (4.2.2b)', () => {
  // 4.2.2: "Nếu đấu hai hoặc nhiều ván thì bốc thăm quyết định người đi trước ván đầu, sau đó thay
  // phiên nhau cầm quân Trắng, Đen."
  it('scores each game from its own colours, the row red first; a single game is no match', () => {
    const row = {
      red: 3,
      black: 7,
      result: 'pending' as const,
      games: [
        { red: 3, result: 'black-win' as const },
        { red: 7, result: 'black-win' as const },
        { red: 3, result: 'draw' as const },
      ],
    };
    // Game 1: 7 wins with black; game 2: 3 wins with black; game 3 drawn.
    expect(matchScore(row)).toEqual([1.5, 1.5]);
    expect(matchScore({ red: 1, black: 2, result: 'pending' })).toBeUndefined();
    const hostile = { ...row, games: [null, { red: 3, result: '__proto__' }, ...row.games] } as never;
    expect(matchScore(hostile)).toEqual([1.5, 1.5]);
    expect(() => matchScore(null as never)).toThrow(TypeError);
  });
});
