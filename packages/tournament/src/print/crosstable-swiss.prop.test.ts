// The Swiss crosstable never puts a point under the wrong opponent: random Swiss events with
// forfeits, absences, withdrawals, late entries and a player struck with his results, each cell
// checked against the games recorded in the file, each row against the standings.
// 16.1e: "Xóa tên đấu thủ khỏi danh sách của giải cờ"; 16.2: "Xóa tên trong danh sách và kết quả
// thi đấu"; 10.2.1b: a player absent from his game loses it, his opponent wins it (a forfeit).
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { createTournament } from '../document';
import { GAME_RESULTS, type Game, type Tournament } from '../model';
import { standings } from '../standings/standings';
import { addPlayer, markAbsent, withdrawPlayer } from '../tournament-edit';
import { cells, playNextRound, readCrosstable, strikeFromList } from './crosstable.test-util';
import { formatCrosstable } from './print';

/** Every result a game ends with (none left pending: every round is complete). */
const RESULTS = GAME_RESULTS.filter((r) => r !== 'pending');

/** What can happen before a round is paired. */
const EDITS = ['none', 'withdraw', 'absent', 'late', 'strike'] as const;

/**
 * A game's result from one side: what the crosstable writes for it (`1`, `½`, `0` or, scoring
 * 2 / 1 / 0, `2`, `1`, `0`; `+`, `-` for a forfeit).
 */
function mark(g: Game, side: 'red' | 'black', two: boolean): string {
  const red = side === 'red';
  const [win, draw] = two ? ['2', '1'] : ['1', '½'];
  switch (g.result) {
    case 'red-win':
      return red ? win : '0';
    case 'black-win':
      return red ? '0' : win;
    case 'draw':
      return draw;
    case 'both-lose':
      return '0';
    case 'red-win-forfeit':
      return red ? '+' : '-';
    case 'black-win-forfeit':
      return red ? '-' : '+';
    default:
      return '-';
  }
}

/** The points a crosstable entry gives its row, in wins (a pairing-allocated bye scores a win here). */
const VALUE: Readonly<Record<string, number>> = { '1': 1, '+': 1, '½': 0.5, '-U': 1, '-F': 1, '-H': 0.5 };
/** The same, scoring 2 / 1 / 0. */
const VALUE_2: Readonly<Record<string, number>> = { '2': 2, '1': 1, '+': 2, '-U': 2, '-F': 2, '-H': 1 };

test.prop(
  [
    fc.integer({ min: 4, max: 9 }),
    fc.integer({ min: 2, max: 5 }),
    fc.array(fc.constantFrom(...RESULTS), { minLength: 30, maxLength: 30 }),
    fc.array(fc.tuple(fc.constantFrom(...EDITS), fc.nat({ max: 20 })), { minLength: 5, maxLength: 5 }),
    fc.constantFrom('zero' as const, 'half' as const),
    fc.constantFrom('1-0.5-0' as const, '2-1-0' as const),
  ],
  { numRuns: 80 },
)(
  'every cell stands under the opponent and the colour it was played with, and each row adds up to the standings',
  (n, rounds, results, edits, missedRounds, scoring) => {
    const base = createTournament({ name: 'x', system: 'swiss-dutch', rounds, scoring });
    let t: Tournament = { ...base, regulations: { ...base.regulations, missedRounds } };
    const two = scoring === '2-1-0';
    for (let i = 0; i < n; i++) {
      const a = addPlayer(t, { name: `P${i + 1}`, rating: 2000 - 10 * i });
      if (a.ok) t = a.value;
    }
    let k = 0;
    for (let round = 0; round < rounds; round++) {
      const [edit, who] = edits[round]!;
      const id = (who % t.players.length) + 1;
      const apply = (r: { ok: true; value: Tournament } | { ok: false }) => {
        if (r.ok) t = r.value;
      };
      if (edit === 'withdraw') apply(withdrawPlayer(t, id));
      if (edit === 'absent') apply(markAbsent(t, id));
      if (edit === 'late' && round > 0) apply(addPlayer(t, { name: `L${round}` }));
      if (edit === 'strike') t = strikeFromList(t, id);
      const played = playNextRound(t, results, k);
      if (played === null) break;
      ({ t, next: k } = played);
    }
    const { md, rows, ids, struck } = readCrosstable(t);
    // A player struck with his results has no row (16.1e); every other player has one.
    expect(
      [...ids].sort((a, b) => a - b),
      md,
    ).toEqual(t.players.filter((p) => !struck.has(p.id)).map((p) => p.id));
    const points = new Map(standings(t).map((s) => [s.player, s.points]));
    const rowOf = new Map(rows.map((r) => [Number(r[0]), r]));
    for (const row of rows) {
      const p = Number(row[0]);
      let sum = 0;
      t.rounds.forEach((r, i) => {
        const c = row[2 + i] ?? '';
        const game = r.games.find((g) => g.red === p || g.black === p);
        const bye = r.byes.find((b) => b.player === p);
        const opponent = game === undefined ? undefined : game.red === p ? game.black : game.red;
        if (game !== undefined && opponent !== undefined && !struck.has(opponent)) {
          // A game: under the opponent it was played against, with p's colour and p's result,
          // and the opponent's cell the mirror of it.
          const side = game.red === p ? 'red' : 'black';
          const other = side === 'red' ? 'black' : 'red';
          expect(c, `${p} round ${i + 1}\n${md}`).toBe(`${opponent}${side[0]}${mark(game, side, two)}`);
          expect(rowOf.get(opponent)?.[2 + i], `${opponent} round ${i + 1}\n${md}`).toBe(
            `${p}${other[0]}${mark(game, other, two)}`,
          );
        } else if (game !== undefined) {
          // A game against a struck player gives nothing (16.2): a zero bye, no opponent named.
          expect(c, `${p} round ${i + 1}\n${md}`).toBe('-Z');
        } else if (bye !== undefined) {
          const letter = { pairing: 'U', full: 'F', half: 'H', zero: 'Z' }[bye.kind];
          expect(c, `${p} round ${i + 1}\n${md}`).toBe(`-${letter}`);
        } else expect(c, `${p} round ${i + 1}\n${md}`).toBe('');
        sum += (two ? VALUE_2 : VALUE)[c.match(/^-[UFHZ]$/) ? c : c.replace(/^\d+[rb]/, '')] ?? 0;
      });
      // A row adds up to the player's points: no point is left out or put elsewhere.
      expect(sum, `${p}\n${md}`).toBe(points.get(p));
    }
    // In Vietnamese the same cells, the colours in the law's words: T (Trắng), Đ (Đen).
    const viText = formatCrosstable(t, 'markdown', { lang: 'vi' });
    // A round is a "vòng": its columns are V1, V2…, and a legend says what the cells hold.
    if (t.rounds.length > 0) expect(viText).toContain('| V1 |');
    expect(viText).toContain('T = Trắng, Đ = Đen');
    const vi = cells(viText);
    expect(vi).toEqual(
      rows.map((r) => r.map((c, j) => (j < 2 ? c : c.replace(/^(\d+)r/, '$1T').replace(/^(\d+)b/, '$1Đ')))),
    );
  },
);
