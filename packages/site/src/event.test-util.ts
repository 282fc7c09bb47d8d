// The event the site's tests publish: a 9-player Swiss of three rounds with draws, forfeits, a
// withdrawal after round 1 and a name with markup, built with @xq/tournament's own editing
// functions (the browser test, tooling/site-browser-test.mjs, builds the same with the CLI).
import {
  addPlayer,
  addRound,
  createTournament,
  type GameResult,
  pairNextRound,
  setResult,
  type Tournament,
  withdrawPlayer,
} from '@xq/tournament';

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** The players: Vietnamese names, one with markup that must stay text. */
export const NAMES = [
  'Nguyễn An',
  'Trần Bình',
  'Lê Chi',
  'Phạm Dũng',
  'Hoàng Em',
  'Vũ Giang',
  '<script>alert("x")</script> & Co',
  'Đỗ Hà',
  'Bùi Khánh',
];

/** The results of each round, board by board. */
const RESULTS: readonly (readonly GameResult[])[] = [
  ['red-win', 'draw', 'red-win-forfeit', 'black-win'],
  ['draw', 'black-win-forfeit', 'red-win', 'draw'],
  ['black-win', 'draw', 'red-win', 'double-forfeit'],
];

/** The event after `rounds` rounds (all results in but those of `pendingLast` in the last). */
export function swissEvent(rounds = 3, pendingLast = false): Tournament {
  let t = createTournament({ name: 'Giải <Mùa> "Xuân" & Tết', system: 'swiss-dutch', rounds: 3 });
  t = {
    ...t,
    regulations: { ...t.regulations, venue: 'Hà Nội', dates: '1–3/2/2027', chiefArbiter: 'Ngô Tổng' },
  };
  NAMES.forEach((name, i) => {
    t = must(addPlayer(t, { name, rating: 1900 - 37 * i, club: i % 2 === 0 ? 'CLB Hà Nội' : 'CLB Huế' }));
  });
  for (let r = 1; r <= rounds; r++) {
    if (r === 2) t = must(withdrawPlayer(t, 5));
    t = must(addRound(t, must(pairNextRound(t))));
    if (pendingLast && r === rounds) break;
    const games = t.rounds[r - 1]?.games ?? [];
    games.forEach((g, b) => {
      t = must(setResult(t, r, g.red, RESULTS[r - 1]?.[b] ?? 'draw'));
    });
  }
  return t;
}
