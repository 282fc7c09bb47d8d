// A sample event published with @xq/site for the documentation site (docs/publish.md links it):
// a 9-player Swiss of three rounds with draws, forfeits, a withdrawal and a game on board 1 of
// round 1, in Vietnamese and in English. tooling/build-docs.mjs bundles this file and calls
// writeSampleEvent with the <xq-board> viewer script it bundled.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
// By path, as deps.ts imports them: the root project does not depend on the workspace packages.
import { parsePgn } from '../../packages/notation/src/index';
import { publishTournament } from '../../packages/site/src/index';
import {
  addPlayer,
  addRound,
  createTournament,
  type GameResult,
  pairNextRound,
  setResult,
  type Tournament,
  withdrawPlayer,
} from '../../packages/tournament/src/index';

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const NAMES = [
  'Nguyễn An',
  'Trần Bình',
  'Lê Chi',
  'Phạm Dũng',
  'Hoàng Em',
  'Vũ Giang',
  'Đặng Hải',
  'Đỗ Hà',
  'Bùi Khánh',
];
const RESULTS: readonly (readonly GameResult[])[] = [
  ['red-win', 'draw', 'red-win-forfeit', 'black-win'],
  ['draw', 'black-win-forfeit', 'red-win', 'draw'],
  ['black-win', 'draw', 'red-win', 'red-win'],
];
const PGN =
  '[Game "Chinese Chess"]\n[Format "ICCS"]\n\n1. H2-E2 H9-G7 2. H0-G2 I9-H9 3. I0-H0 B9-C7 4. B0-C2 A9-B9 *\n';

function sampleEvent(): Tournament {
  let t = createTournament({ name: 'Giải Cờ tướng CLB Mùa Xuân', system: 'swiss-dutch', rounds: 3 });
  t = {
    ...t,
    regulations: { ...t.regulations, venue: 'Hà Nội', dates: '1–3/2/2027', timeControl: '60 phút' },
  };
  for (const [i, name] of NAMES.entries())
    t = must(addPlayer(t, { name, rating: 1900 - 37 * i, club: i % 2 ? 'CLB Huế' : 'CLB Hà Nội' }));
  for (let r = 1; r <= 3; r++) {
    if (r === 2) t = must(withdrawPlayer(t, 5));
    t = must(addRound(t, must(pairNextRound(t))));
    for (const [b, g] of (t.rounds[r - 1]?.games ?? []).entries())
      t = must(setResult(t, r, g.red, RESULTS[r - 1]?.[b] ?? 'draw'));
  }
  return t;
}

/** Writes the sample event's site in `dir/vi/` and `dir/en/`; answers the number of files. */
export function writeSampleEvent(dir: string, boardScript: string): number {
  const t = sampleEvent();
  const read = parsePgn(PGN)[0];
  if (!read?.ok) throw new Error('the sample game does not read');
  let n = 0;
  for (const lang of ['vi', 'en'] as const) {
    const site = must(
      publishTournament(t, { lang, boardScript, games: [{ round: 1, board: 1, record: read.value }] }),
    );
    for (const f of site.files) {
      const path = join(dir, lang, f.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, f.text);
      n++;
    }
  }
  return n;
}
