import { describe, expect, it } from 'vitest';
import { createTournament, type Tournament } from './tournament';
import { addRound, setResult } from './tournament-edit';
import { pairNextRound } from './tournament-pair';

function cup(n: number): Tournament {
  return {
    ...createTournament({ name: 'Cúp', system: 'knockout' }),
    players: Array.from({ length: n }, (_, i) => ({ id: 101 + i, name: `P${i + 1}` })),
  };
}

/** Pairs the next round and lets the lower start number win every match. */
function playRound(t: Tournament): Tournament {
  const p = pairNextRound(t);
  if (!p.ok) throw new Error(p.error.message);
  const a = addRound(t, p.value);
  if (!a.ok) throw new Error(a.error.message);
  let out = a.value;
  for (const g of p.value.games) {
    const r = setResult(out, out.rounds.length, g.white, g.white < g.black ? 'white-win' : 'black-win');
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
    expect(t.rounds[0]?.games.map((g) => [g.white, g.black])).toEqual([
      [104, 105],
      [103, 106],
    ]);
    expect(t.rounds[0]?.byes.map((b) => b.player)).toEqual([101, 102]);
    t = playRound(t);
    expect(t.rounds[1]?.games.map((g) => [g.white, g.black])).toEqual([
      [101, 104],
      [102, 103],
    ]);
    t = playRound(t);
    expect(t.rounds[2]?.games.map((g) => [g.white, g.black])).toEqual([[101, 102]]);
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
    const r1 = setResult(t, 1, 101, 'black-win');
    const r2 = r1.ok ? setResult(r1.value, 1, 102, 'draw') : r1;
    if (!r2.ok) throw new Error('result refused');
    expect(pairNextRound(r2.value)).toMatchObject({ ok: false, error: { code: 'PAIRING_ROUND_INCOMPLETE' } });
    const r3 = setResult(r2.value, 1, 102, 'black-win-forfeit');
    if (!r3.ok) throw new Error('result refused');
    const final = pairNextRound(r3.value);
    expect(final.ok && final.value.games).toEqual([{ white: 104, black: 103, result: 'pending' }]);
  });

  it('refuses a knockout of one player', () => {
    expect(pairNextRound(cup(1))).toMatchObject({ ok: false, error: { code: 'PAIRING_TOO_FEW_PLAYERS' } });
  });
});
