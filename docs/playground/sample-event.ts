// A sample event published with @xq/site for the documentation site (docs/publish.md links it):
// the site's test event (a 9-player Swiss of three rounds with draws, forfeits and a withdrawal),
// its names made plain, with a game on board 1 of round 1, in Vietnamese and in English.
// tooling/build-docs.mjs bundles this file and calls writeSampleEvent with the <xq-board> viewer
// script it bundled.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
// By path, as deps.ts imports them: the root project does not depend on the workspace packages.
import { parsePgn } from '../../packages/notation/src/index';
import { swissEvent } from '../../packages/site/src/event.test-util';
import { publishTournament } from '../../packages/site/src/index';

const PGN =
  '[Game "Chinese Chess"]\n[Format "ICCS"]\n\n1. H2-E2 H9-G7 2. H0-G2 I9-H9 3. I0-H0 B9-C7 4. B0-C2 A9-B9 *\n';

/** Writes the sample event's site in `dir/vi/` and `dir/en/`; answers the number of files. */
export function writeSampleEvent(dir: string, boardScript: string): number {
  const test = swissEvent();
  const t = {
    ...test,
    name: 'Giải Cờ tướng CLB Mùa Xuân',
    players: test.players.map((p) => (p.id === 7 ? { ...p, name: 'Đặng Hải' } : p)),
  };
  const read = parsePgn(PGN)[0];
  if (!read?.ok) throw new Error('the sample game does not read');
  let n = 0;
  for (const lang of ['vi', 'en'] as const) {
    const site = publishTournament(t, {
      lang,
      boardScript,
      games: [{ round: 1, board: 1, record: read.value }],
    });
    if (!site.ok) throw new Error(site.error.message);
    for (const f of site.value.files) {
      const path = join(dir, lang, f.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, f.text);
      n++;
    }
  }
  return n;
}
