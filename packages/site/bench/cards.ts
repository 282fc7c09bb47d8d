// How long publishTournament takes for a 300-player event of nine rounds (every result in), in
// Vietnamese: the player pages used to print each card from the whole event (formatPairingCard
// reads every game of the event for every player); they now print it from the player's share,
// made once per publish (playerShares). Prints the fastest and the median of 15 publishes.
//
//   npx tsx --conditions=@xq/source packages/site/bench/cards.ts
import { createTournament, type Tournament } from '@xq/tournament';
import { publishTournament } from '../src/index';

const N = 300,
  R = 9;
const players = Array.from({ length: N }, (_, i) => ({
  id: i + 1,
  name: `Đấu Thủ ${i + 1}`,
  rating: 2300 - i,
  club: `CLB ${i % 12}`,
}));
const results = ['red-win', 'draw', 'black-win'] as const;
const rounds = Array.from({ length: R }, (_, r) => ({
  games: Array.from({ length: N / 2 }, (_, b) => {
    const at = (p: number) => (p === N - 1 ? N : 1 + ((p + r) % (N - 1)));
    const a = at(b),
      c = at(N - 1 - b);
    return r % 2
      ? { red: a, black: c, result: results[(b + r) % 3] }
      : { red: c, black: a, result: results[(b + r) % 3] };
  }),
  byes: [],
}));
const t = {
  ...createTournament({ name: 'Bench', system: 'swiss-dutch', rounds: R }),
  players,
  rounds,
} as unknown as Tournament;
const times: number[] = [];
for (let i = 0; i < 15; i++) {
  const s = performance.now();
  const site = publishTournament(t, { lang: 'vi' });
  if (!site.ok) throw new Error(site.error.message);
  times.push(performance.now() - s);
}
console.log(
  `300 players, 9 rounds: publish min ${Math.min(...times).toFixed(0)} ms, median ${times.sort((a, b) => a - b)[7]!.toFixed(0)} ms`,
);
