// The size of a published site: a 100-player Swiss of nine rounds (every result in, a game
// attached to every board of the last round), in both languages. Prints the number of files and
// their bytes, raw and gzipped (what a web host sends). Throws when a site is not made.
import { gzipSync } from 'node:zlib';
import { parsePgn } from '@xq/notation';
import {
  addPlayer,
  addRound,
  createTournament,
  type GameResult,
  pairNextRound,
  setResult,
  type Tournament,
} from '@xq/tournament';
import { publishTournament } from '../src/index';

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

let t: Tournament = createTournament({
  name: 'Giải Cờ tướng mở rộng 2027',
  system: 'swiss-dutch',
  rounds: 9,
});
for (let i = 0; i < 100; i++)
  t = must(
    addPlayer(t, { name: `Nguyễn Văn Đấu Thủ ${i + 1}`, rating: 2300 - 7 * i, club: `CLB số ${i % 12}` }),
  );
const results: GameResult[] = ['red-win', 'draw', 'black-win', 'red-win', 'black-win'];
let k = 0;
for (let r = 1; r <= 9; r++) {
  t = must(addRound(t, must(pairNextRound(t))));
  for (const g of t.rounds[r - 1]?.games ?? [])
    t = must(setResult(t, r, g.red, results[k++ % results.length]!));
}
const game = parsePgn(
  '[Game "Chinese Chess"]\n[Format "ICCS"]\n\n1. H2-E2 H9-G7 2. H0-G2 I9-H9 3. I0-H0 B9-C7 4. B0-C2 A9-B9 *\n',
)[0];
if (!game?.ok) throw new Error('the game does not read');
const games = (t.rounds[8]?.games ?? []).map((_, b) => ({ round: 9, board: b + 1, record: game.value }));
for (const lang of ['vi', 'en'] as const) {
  for (const withGames of [false, true]) {
    const started = performance.now();
    const site = must(publishTournament(t, { lang, ...(withGames ? { games } : {}) }));
    const ms = performance.now() - started;
    const bytes = site.files.reduce((n, f) => n + Buffer.byteLength(f.text), 0);
    const gz = site.files.reduce((n, f) => n + gzipSync(f.text).length, 0);
    console.log(
      `100 players, 9 rounds, --lang ${lang}${withGames ? `, ${games.length} games` : ''}: ${site.files.length} files, ${(bytes / 1000).toFixed(0)} kB (${(gz / 1000).toFixed(0)} kB gzipped file by file), made in ${ms.toFixed(0)} ms`,
    );
  }
}
