// A player's page is made from his share of the event (playerShares: one pass over the games for
// every player) rather than from the whole event: the card printed from the share must be the
// card printed from the whole event, and his games the same boards, for any event.
import { fc, test } from '@fast-check/vitest';
import {
  BYE_KINDS,
  createTournament,
  GAME_RESULTS,
  printReport,
  SYSTEMS,
  type Tournament,
} from '@xq/tournament';
import { expect } from 'vitest';
import { playerShares } from './pages';

/** An event of 2–12 players and 1–4 rounds: each round pairs some players, gives byes to some, leaves the rest absent. */
const arbEvent = fc
  .record({
    n: fc.integer({ min: 2, max: 12 }),
    system: fc.constantFrom(...SYSTEMS),
    rounds: fc.array(
      fc.record({
        order: fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 12, maxLength: 12 }),
        games: fc.integer({ min: 0, max: 6 }),
        byes: fc.integer({ min: 0, max: 3 }),
        results: fc.array(fc.constantFrom(...GAME_RESULTS), { minLength: 6, maxLength: 6 }),
        kinds: fc.array(fc.constantFrom(...BYE_KINDS), { minLength: 3, maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ n, system, rounds }): Tournament => {
    const t = createTournament({ name: 'Giải', system, rounds: rounds.length });
    const players = Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Đấu thủ ${i + 1}` }));
    return {
      ...t,
      players,
      rounds: rounds.map((r) => {
        const ids = players.map((p) => p.id).sort((a, b) => r.order[a - 1]! - r.order[b - 1]! || a - b);
        const games = Math.min(r.games, Math.floor(n / 2));
        return {
          games: Array.from({ length: games }, (_, b) => ({
            red: ids[2 * b]!,
            black: ids[2 * b + 1]!,
            result: r.results[b]!,
          })),
          byes: ids.slice(2 * games, 2 * games + r.byes).map((player, k) => ({ player, kind: r.kinds[k]! })),
        };
      }),
    };
  });

test.prop([arbEvent, fc.constantFrom('vi', 'en'), fc.constantFrom('text', 'markdown', 'html')], {
  numRuns: 150,
})("a card printed from the player's share is the card printed from the whole event", (t, lang, format) => {
  const shares = playerShares(t);
  for (const p of t.players) {
    const share = shares.get(p.id)!;
    expect(printReport(share.event, { kind: 'pairing-card', player: p.id }, format, { lang })).toBe(
      printReport(t, { kind: 'pairing-card', player: p.id }, format, { lang }),
    );
    const boards = t.rounds.flatMap((r, i) =>
      r.games.flatMap((g, b) => (g.red === p.id || g.black === p.id ? [`${i + 1}:${b + 1}`] : [])),
    );
    expect(share.boards).toEqual(boards);
  }
});
