import { parseTrf } from '@xq/pairing';
import { describe, expect, it } from 'vitest';
import { createTournament, formatTournament, parseTournament } from './document';
import type { Tournament } from './model';
import { standings } from './standings/standings';
import { addPlayer, addRound, setResult } from './tournament-edit';
import { pairNextRound } from './tournament-pair';
import { exportTrf } from './trf/export';

const ok = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A Swiss of four, round 1 paired and played (every game won by red). */
function afterRound1(missedRounds?: 'zero' | 'half'): Tournament {
  let t = createTournament({ name: 'Giải', system: 'swiss-dutch', rounds: 4 });
  if (missedRounds) t = { ...t, regulations: { ...t.regulations, missedRounds } };
  for (const [name, rating] of [
    ['A', 2100],
    ['B', 2000],
    ['C', 1900],
    ['D', 1800],
  ] as const)
    t = ok(addPlayer(t, { name, rating }));
  t = ok(addRound(t, ok(pairNextRound(t))));
  for (const g of t.rounds[0]!.games) t = ok(setResult(t, 1, g.red, 'red-win'));
  return t;
}

describe('a late entry in a Swiss', () => {
  it('joins after round 1 with a zero bye for the round he missed, and is paired in round 2', () => {
    const t = ok(addPlayer(afterRound1(), { name: 'E', rating: 1950 }));
    expect(t.rounds[0]?.byes).toEqual([{ player: 5, kind: 'zero' }]);
    const r2 = ok(pairNextRound(t));
    const paired = [...r2.games.flatMap((g) => [g.red, g.black]), ...r2.byes.map((b) => b.player)];
    expect(paired).toContain(5);
    expect(standings(t).find((s) => s.player === 5)?.points).toBe(0);
    expect(ok(parseTournament(formatTournament(t)))).toEqual(t);
  });

  it('the regulations may score the missed rounds ½ (TRF H)', () => {
    const t = ok(addPlayer(afterRound1('half'), { name: 'E' }));
    expect(t.rounds[0]?.byes).toEqual([{ player: 5, kind: 'half' }]);
    expect(standings(t).find((s) => s.player === 5)?.points).toBe(0.5);
    const trf = ok(exportTrf(t));
    const row = trf.split(/\r?\n/).find((l) => l.startsWith('001    5'));
    expect(row).toMatch(/0000 - H/);
    expect(parseTrf(trf).ok).toBe(true);
  });

  it('a round robin or a knockout refuses an entry once round 1 is paired', () => {
    for (const system of ['round-robin', 'knockout'] as const) {
      let t = createTournament({ name: 'x', system });
      for (const name of ['A', 'B']) t = ok(addPlayer(t, { name }));
      t = ok(addRound(t, ok(pairNextRound(t))));
      const r = addPlayer(t, { name: 'C' });
      expect(r.ok ? '' : r.error.code).toBe('TOURNAMENT_STARTED');
    }
  });

  it('an entry over the unit quota is refused, a special entry is outside it (item 4)', () => {
    let t = createTournament({ name: 'x', system: 'round-robin' });
    t = { ...t, regulations: { ...t.regulations, entryQuota: { perUnit: 1 } } };
    t = ok(addPlayer(t, { name: 'A', club: 'Huế' }));
    const over = addPlayer(t, { name: 'B', club: 'Huế' });
    expect(over.ok ? '' : over.error.code).toBe('TOURNAMENT_NOT_ELIGIBLE');
    expect(over.ok ? '' : over.error.message).toContain('Huế enters 2 players, 1 allowed');
    expect(addPlayer(t, { name: 'B', club: 'Huế', special: true }).ok).toBe(true);
  });
});
