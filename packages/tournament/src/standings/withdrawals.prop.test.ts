// The withdrawal rule against hostile regulations and random round robins: the reader answers a
// typed error or a rule from the list, and the standings never count a struck player.
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { createTournament, validateTournament } from '../document';
import { hostileValue } from '../hostile.test-util';
import type { Tournament } from '../model';
import { pairNextRound } from '../tournament-pair';
import { standings } from './standings';
import { WITHDRAWAL_RULES, withdrawals } from './withdrawals';

test.prop([hostileValue([], fc.constantFrom(...WITHDRAWAL_RULES))], { numRuns: 200 })(
  'withdrawnGames is one of the rules or a typed error',
  (v) => {
    const doc = { ...createTournament({ name: 'x', system: 'round-robin' }) } as Record<string, unknown>;
    doc.regulations = { system: 'round-robin', scoring: '1-0.5-0', withdrawnGames: v };
    const r = validateTournament(doc);
    if (r.ok) expect([undefined, ...WITHDRAWAL_RULES]).toContain(r.value.regulations.withdrawnGames);
    else expect(r.error.path).toBe('$.regulations.withdrawnGames');
  },
);

test.prop(
  [
    fc.integer({ min: 2, max: 8 }),
    fc.constantFrom(...WITHDRAWAL_RULES),
    fc.array(fc.tuple(fc.nat({ max: 8 }), fc.nat({ max: 8 })), { maxLength: 3 }),
    fc.constantFrom('round-robin' as const, 'double-round-robin' as const),
  ],
  { numRuns: 60 },
)(
  'a struck player is never ranked, and the others keep only games among themselves',
  (n, rule, leave, system) => {
    const base = createTournament({ name: 'x', system });
    let t: Tournament = {
      ...base,
      regulations: { ...base.regulations, withdrawnGames: rule },
      players: Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` })),
    };
    for (let round = 0; round < 2 * n; round++) {
      for (const [who, when] of leave)
        if (when === round)
          t = {
            ...t,
            players: t.players.map((p) => (p.id === (who % n) + 1 ? { ...p, withdrawn: true } : p)),
          };
      const r = pairNextRound(t);
      if (!r.ok) break;
      t = {
        ...t,
        rounds: [
          ...t.rounds,
          { ...r.value, games: r.value.games.map((g) => ({ ...g, result: 'draw' as const })) },
        ],
      };
    }
    const struck = new Set(
      withdrawals(t)
        .filter((w) => w.annulled)
        .map((w) => w.player),
    );
    const s = standings(t);
    expect(s.length).toBe(n - struck.size);
    for (const x of s) expect(struck.has(x.player)).toBe(false);
  },
);
