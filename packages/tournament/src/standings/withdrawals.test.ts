import { describe, expect, it } from 'vitest';
import { createTournament } from '../document';
import type { Tournament } from '../model';
import { formatCrosstable, formatStandings } from '../print/print';
import { pairNextRound } from '../tournament-pair';
import { standings } from './standings';
import type { WithdrawalRule } from './withdrawals';
import { withdrawals } from './withdrawals';

/** A 5-player round robin, every game red wins; player 2 withdraws after round `after`. */
function event(rule: WithdrawalRule | undefined, after: number): Tournament {
  const base = createTournament({ name: 'RR', system: 'round-robin' });
  let t: Tournament = {
    ...base,
    regulations: rule === undefined ? base.regulations : { ...base.regulations, withdrawnGames: rule },
    players: [1, 2, 3, 4, 5].map((id) => ({ id, name: `P${id}` })),
  };
  for (let round = 1; round <= 5; round++) {
    if (round === after + 1)
      t = { ...t, players: t.players.map((p) => (p.id === 2 ? { ...p, withdrawn: true } : p)) };
    const r = pairNextRound(t);
    if (!r.ok) throw new Error(r.error.message);
    t = {
      ...t,
      rounds: [
        ...t.rounds,
        {
          ...r.value,
          games: r.value.games.map((g) => ({
            ...g,
            result: g.result === 'pending' ? ('red-win' as const) : g.result,
          })),
        },
      ],
    };
  }
  return t;
}

describe("a withdrawn player's games: a regulation, printed in the standings' notes", () => {
  it('kept by default: his results stand, and the notes say so', () => {
    const t = event(undefined, 1);
    expect(withdrawals(t)).toEqual([{ player: 2, played: 1, scheduled: 4, annulled: false }]);
    expect(standings(t).map((s) => s.player)).toContain(2);
    expect(formatStandings(t, 'text')).toContain(
      'P2 (2) withdrew after 1 of 4 games: the results he played stand',
    );
  });

  it('annulled when he played fewer than half: name and results struck (16.1e), his opponents rest', () => {
    // Luật Cờ Tướng 2004, Điều 16.1e: "Xóa tên … và kết quả thi đấu".
    const t = event('annulled-under-half', 1);
    const kept = event(undefined, 1);
    const s = standings(t);
    expect(s.map((x) => x.player)).not.toContain(2);
    // Every other player loses exactly what he scored against 2 (a win, a loss, or the full
    // point of his absence), and no game against 2 counts.
    const before = new Map(standings(kept).map((x) => [x.player, x]));
    for (const x of s) {
      const b = before.get(x.player);
      expect(b).toBeDefined();
      expect(x.wins + x.losses + x.draws).toBeLessThanOrEqual(
        (b?.wins ?? 0) + (b?.losses ?? 0) + (b?.draws ?? 0),
      );
    }
    expect(s.reduce((a, x) => a + x.points, 0)).toBe(6); // the 6 games among 1, 3, 4 and 5
    expect(formatStandings(t, 'text', undefined, { lang: 'vi' })).toContain(
      'P2 (2) bỏ cuộc sau 1/4 ván: xóa tên và kết quả thi đấu',
    );
    expect(formatCrosstable(t, 'text')).not.toContain('P2');
  });

  it('kept when he played half of his games or more', () => {
    const t = event('annulled-under-half', 2);
    expect(withdrawals(t)).toEqual([{ player: 2, played: 2, scheduled: 4, annulled: false }]);
    expect(standings(t).map((s) => s.player)).toContain(2);
  });
});
