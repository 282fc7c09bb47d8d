/**
 * The cross-check of FIDE's endorsement checklist, both directions, against another engine:
 *
 *   XQ_BBP=/path/to/bbpPairings XQ_CROSS_N=1000 npx tsx --conditions=@xq/source packages/pairing/bench/cross-check.ts
 *
 * 1. xq → engine: N events from {@link generateTournament}; every round of each is cut from the
 *    file and paired by the engine (`ENGINE --dutch FILE -p OUT`, the JaVaFo/bbp command line);
 *    the engine's boards are compared with xq's.
 * 2. engine → xq: N events from the engine's own generator (`ENGINE --dutch -g -o OUT -s SEED`,
 *    bbpPairings' RTG), each checked by {@link checkTournament}.
 * Without XQ_BBP, N generated events through xq's checker. Either way, first every round of
 * every file of the FIDE-endorsed engine the repository has (`test/dutch/endorsed.ts`: the 29
 * tournaments of `test/fixtures/dutch`, the ten of `dutch-large`, the `dutch-regressions`) is
 * paired by xq and compared board by board with the engine's. No engine is shipped or
 * downloaded; this script is never part of the test suite. Run by `bench/index.ts` (`pnpm bench`);
 * exits (or makes the bench exit) non-zero when a round differs, an event is
 * refused or a file does not read.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkTournament } from '../src/swiss/checker';
import { generateTournament } from '../src/swiss/generator';
import { parseTrf, type Trf } from '../src/trf';
import { formatTrf } from '../src/trf-write';
import { difference, regressionRounds, tournamentRounds, xqPairing } from '../test/dutch/endorsed';

const counts = { events: 0, rounds: 0, agree: 0, differ: 0, refused: 0 };
/** Files that did not read, and rounds the engine paired differently (beside `counts`). */
let failures = 0;

function check(trf: Trf, label: string): void {
  counts.events++;
  const r = checkTournament(trf);
  if (!r.ok) {
    counts.refused++;
    console.log(`${label}: refused: ${r.error.message}`);
    return;
  }
  counts.rounds += r.value.rounds;
  counts.differ += r.value.differing.length;
  counts.agree += r.value.rounds - r.value.differing.length;
  for (const d of r.value.differing) console.log(`${label} round ${d.round}: ${d.reason}`);
}

/** The engine's pairing of round r of `trf` (cut before it), as sorted "W-B" strings and "N-0". */
function enginePairs(engine: string, dir: string, trf: Trf, r: number): string[] {
  const cut: Trf = {
    ...trf,
    players: trf.players.map((p) => {
      const kept = p.rounds.slice(0, r - 1);
      const next = p.rounds[r - 1];
      if (next && next.opponent === 0 && 'HZF-'.includes(next.result)) kept.push(next);
      return { ...p, rounds: kept, points: 0, rank: 0 };
    }),
  };
  const input = join(dir, 'in.trf');
  const output = join(dir, 'out.txt');
  writeFileSync(input, formatTrf(cut));
  execFileSync(engine, ['--dutch', input, '-p', output], { stdio: 'ignore' });
  return readFileSync(output, 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((l) => l.trim().replace(/\s+/, '-'))
    .sort();
}

function xqPairs(trf: Trf, r: number): string[] {
  const out: string[] = [];
  for (const p of trf.players) {
    const b = p.rounds[r - 1];
    if (b?.colour === 'w' && b.opponent > 0) out.push(`${p.startNumber}-${b.opponent}`);
    if (b?.opponent === 0 && b.result === 'U') out.push(`${p.startNumber}-0`);
  }
  return out.sort();
}

/**
 * Every round of every endorsed-engine file the repository has, paired by xq: returns the
 * number of rounds that differ (a file that does not read throws).
 */
function endorsedRounds(): number {
  let differ = 0;
  for (const [what, rounds] of [
    ['test/fixtures/dutch', tournamentRounds('dutch')],
    ['test/fixtures/dutch-large', tournamentRounds('dutch-large')],
    ['test/fixtures/dutch-regressions', regressionRounds()],
  ] as const) {
    let bad = 0;
    const t0 = performance.now();
    for (const r of rounds) {
      const d = difference(xqPairing(r.input()), r.want);
      if (d === '') continue;
      bad++;
      console.log(`${what}/${r.name}: ${d}`);
    }
    const s = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(`the endorsed engine's ${what}: ${rounds.length} rounds, ${bad} differ (${s} s)`);
    differ += bad;
  }
  return differ;
}

/** Runs the cross-check; returns the number of failures (differences, refusals, unread files). */
export function crossCheck(): number {
  const n = Number(process.env.XQ_CROSS_N ?? 100);
  const engine = process.env.XQ_BBP;
  failures = endorsedRounds();
  for (const k of Object.keys(counts) as (keyof typeof counts)[]) counts[k] = 0;
  if (engine === undefined) {
    for (let seed = 0; seed < n; seed++) {
      const g = generateTournament({
        players: 10 + (seed % 60),
        rounds: 5 + (seed % 5),
        seed,
        baku: seed % 4 === 0,
      });
      if (g.ok) check(g.value.trf, `generated seed ${seed}`);
    }
    console.log(`generated events through xq's checker: ${JSON.stringify(counts)}`);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'xq-cross-'));
    try {
      const forward = { events: 0, rounds: 0, agree: 0, differ: 0 };
      for (let seed = 0; seed < n; seed++) {
        const g = generateTournament({ players: 10 + (seed % 60), rounds: 5 + (seed % 5), seed });
        if (!g.ok) continue;
        forward.events++;
        const rounds = g.value.trf.totalRounds ?? 0;
        for (let r = 1; r <= rounds; r++) {
          forward.rounds++;
          const same =
            JSON.stringify(enginePairs(engine, dir, g.value.trf, r)) ===
            JSON.stringify(xqPairs(g.value.trf, r));
          if (same) forward.agree++;
          else {
            forward.differ++;
            failures++;
            console.log(`xq seed ${seed} round ${r}: the engine pairs differently`);
          }
        }
      }
      console.log(`xq's events through the engine: ${JSON.stringify(forward)}`);
      for (let seed = 1; seed <= n; seed++) {
        const out = join(dir, 'rtg.trf');
        execFileSync(engine, ['--dutch', '-g', '-o', out, '-s', String(seed)], { stdio: 'ignore' });
        const t = parseTrf(readFileSync(out, 'utf8'));
        if (t.ok) check(t.value, `engine seed ${seed}`);
        else {
          failures++;
          console.log(`engine seed ${seed}: ${t.error.message}`);
        }
      }
      console.log(`the engine's events through xq's checker: ${JSON.stringify(counts)}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return failures + counts.differ + counts.refused;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(crossCheck() === 0 ? 0 : 1);
