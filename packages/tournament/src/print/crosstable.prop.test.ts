// The crosstable never puts a point under the wrong opponent: random round robins with forfeits,
// withdrawals and a player struck with his results, checked against the games recorded.
// 16.1e: "Xóa tên đấu thủ khỏi danh sách của giải cờ"; 16.2: "Xóa tên trong danh sách và kết quả
// thi đấu"; 10.2.1b: a player absent from his game loses it, his opponent wins it (a forfeit).
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { createTournament } from '../document';
import { GAME_RESULTS, type Tournament } from '../model';
import { standings } from '../standings/standings';
import { withdrawPlayer } from '../tournament-edit';
import { playNextRound, readCrosstable, strikeFromList } from './crosstable.test-util';

/** Every result of a game played or forfeited (not pending, not both lost). */
const RESULTS = GAME_RESULTS.filter((r) => r !== 'pending' && r !== 'both-lose');

/** The points a crosstable entry gives its row: 1, ½, 0, a forfeit won `+` (1) or lost `-` (0). */
const value = (e: string): number => (e === '+' || e === '1' ? 1 : e === '½' ? 0.5 : 0);

test.prop(
  [
    fc.constantFrom(4, 6),
    fc.array(fc.constantFrom(...RESULTS), { minLength: 15, maxLength: 15 }),
    fc.option(fc.tuple(fc.nat({ max: 5 }), fc.nat({ max: 4 })), { nil: undefined }),
    fc.option(fc.tuple(fc.nat({ max: 5 }), fc.nat({ max: 4 })), { nil: undefined }),
  ],
  { numRuns: 80 },
)(
  'every point of a row stands under the opponent it was scored against, and each pair of cells agrees',
  (n, results, leave, strike) => {
    const base = createTournament({ name: 'x', system: 'round-robin' });
    let t: Tournament = {
      ...base,
      players: Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` })),
    };
    let k = 0;
    for (let round = 0; round < n - 1; round++) {
      if (leave && leave[1] === round) {
        const w = withdrawPlayer(t, (leave[0] % n) + 1);
        if (w.ok) t = w.value;
      }
      if (strike && strike[1] === round) t = strikeFromList(t, (strike[0] % n) + 1);
      const played = playNextRound(t, results, k);
      if (played === null) break;
      ({ t, next: k } = played);
    }
    const { md, rows, ids, struck } = readCrosstable(t);
    // A player struck with his results has no row (16.1e).
    for (const id of ids) expect(struck.has(id), md).toBe(false);
    const column = (row: string[], q: number): string[] => {
      const j = ids.indexOf(q);
      const c = row[2 + j] ?? '';
      return c === '' || c === 'x' ? [] : c.split(' ');
    };
    // Who met whom in the file: a game, or (a forfeit against a withdrawn player) a full-point bye
    // in the round his scheduled opponent was away.
    const met = (p: number, q: number): boolean =>
      t.rounds.some(
        (r) =>
          r.games.some((g) => (g.red === p && g.black === q) || (g.red === q && g.black === p)) ||
          (r.byes.some((b) => b.player === p && b.kind === 'full') &&
            !r.games.some((g) => g.red === q || g.black === q)) ||
          (r.byes.some((b) => b.player === q && b.kind === 'full') &&
            !r.games.some((g) => g.red === p || g.black === p)),
      );
    const points = new Map(standings(t).map((s) => [s.player, s.points]));
    rows.forEach((row, i) => {
      const p = ids[i]!;
      let sum = 0;
      for (const q of ids) {
        if (q === p) continue;
        const mine = column(row, q);
        const theirs = column(rows[ids.indexOf(q)]!, p);
        if (mine.length > 0) expect(met(p, q), `${p} vs ${q}\n${md}`).toBe(true);
        // The two cells of a pair hold as many entries, and never more points than games.
        expect(theirs.length, `${p} vs ${q}\n${md}`).toBe(mine.length);
        const a = mine.reduce((s, e) => s + value(e), 0);
        const b = theirs.reduce((s, e) => s + value(e), 0);
        expect(a + b, `${p} vs ${q}\n${md}`).toBeLessThanOrEqual(mine.length);
        sum += a;
      }
      // A row adds up to the player's points: no point is left out or put elsewhere.
      expect(sum, `${p}\n${md}`).toBe(points.get(p));
    });
  },
);
