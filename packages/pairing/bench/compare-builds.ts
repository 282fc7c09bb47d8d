/**
 * Old build against new source: random tournaments paired round by round by the Dutch system of
 * a saved build (`XQ_OLD_DIST`, default /tmp/dutch-old-dist/index.js) and of the sources, every
 * round compared (boards in order, the bye, or the error code). Each event has 20–300 players
 * (XQ_CMP_MAX), random ids, absences, forfeits, forbidden pairs, 2-1-0 or FIDE scoring and now
 * and then an acceleration; the history is the old build's pairing, so both pair the same input.
 *
 *   XQ_CMP_EVENTS=200 XQ_CMP_SEED=1 npx tsx --conditions=@xq/source packages/pairing/bench/compare-builds.ts
 *
 * Prints every difference and a summary; exits 1 when any round differs. Not a test.
 */
import { pathToFileURL } from 'node:url';
import { pairDutch, recordRound, type SwissInput, type SwissPlayer } from '../src/index';
import type { BoardResult } from '../src/swiss/record-round';
import type { SwissResult } from '../src/swiss/swiss-input';

type Pair = (input: SwissInput) => SwissResult;

/** A small seeded generator (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The first input of a random event. */
function randomEvent(random: () => number, maxPlayers: number): SwissInput {
  const small = random() < 0.7;
  const n = 20 + Math.floor(random() * ((small ? 60 : maxPlayers) - 19));
  const ids = Array.from({ length: n }, (_, i) => i + 1 + (random() < 0.1 ? 1000 : 0));
  const accelerated = random() < 0.15;
  const totalRounds = 3 + Math.floor(random() * 7);
  const players: SwissPlayer[] = ids.map((id, i) => ({
    id,
    rounds: [],
    ...(accelerated && i < n / 2 ? { acceleration: Array.from({ length: totalRounds + 1 }, () => 1) } : {}),
  }));
  const forbiddenPairs: [number, number][] = [];
  if (random() < 0.4) {
    const k = Math.floor(random() * n);
    for (let i = 0; i < k; i++) {
      const a = ids[Math.floor(random() * n)]!;
      const b = ids[Math.floor(random() * n)]!;
      if (a !== b) forbiddenPairs.push([a, b]);
    }
  }
  return {
    players,
    playedRounds: 0,
    totalRounds,
    initialColour: random() < 0.5 ? 'white' : 'black',
    ...(random() < 0.3
      ? { scoring: { win: 2, draw: 1, loss: 0, pairingBye: 2, zeroBye: 0, forfeitLoss: 0 } }
      : {}),
    ...(forbiddenPairs.length > 0 ? { forbiddenPairs } : {}),
  };
}

const show = (r: SwissResult): string => (r.ok ? JSON.stringify(r.value) : `error ${r.error.code}`);

/** Plays one event; returns [rounds compared, rounds differing]. */
function playEvent(seed: number, maxPlayers: number, oldPair: Pair): [number, number] {
  const random = rng(seed);
  let input = randomEvent(random, maxPlayers);
  let rounds = 0;
  let differ = 0;
  for (let r = 0; r < input.totalRounds; r++) {
    const absence = random() < 0.5 ? 0.05 : 0;
    input = { ...input, players: input.players.map((p) => ({ ...p, absent: random() < absence })) };
    const before = oldPair(input);
    const after = pairDutch(input);
    rounds++;
    if (show(before) !== show(after)) {
      differ++;
      console.log(`seed ${seed} round ${r + 1} (${input.players.length} players) differs`);
      console.log(`  old: ${show(before).slice(0, 400)}`);
      console.log(`  new: ${show(after).slice(0, 400)}`);
    }
    if (!before.ok) break;
    const results = before.value.boards.map((): BoardResult => {
      const y = random();
      return y < 0.4 ? '1-0' : y < 0.75 ? '0-1' : y < 0.96 ? '½-½' : y < 0.98 ? '+-' : '-+';
    });
    input = recordRound(input, before.value, results);
  }
  return [rounds, differ];
}

/**
 * Round 1 of fields where nobody differs (the fast path of the sources), every size from 1 to
 * `max`, with random ids and absences; returns the number of sizes that differ.
 */
function uniformRoundOnes(max: number, oldPair: Pair): number {
  const random = rng(max);
  let differ = 0;
  for (let n = 1; n <= max; n++) {
    const input: SwissInput = {
      players: Array.from({ length: n }, (_, i) => ({
        id: 3 * i + 1 + Math.floor(random() * 3),
        rounds: [],
        absent: random() < 0.1,
      })),
      playedRounds: 0,
      totalRounds: 5,
      initialColour: random() < 0.5 ? 'white' : 'black',
    };
    const before = show(oldPair(input));
    if (before !== show(pairDutch(input))) {
      differ++;
      console.log(`uniform round 1 of ${n} players differs`);
    }
  }
  return differ;
}

/** Runs the comparison; returns the number of rounds that differ. */
export async function compareBuilds(): Promise<number> {
  const oldPath = process.env.XQ_OLD_DIST ?? '/tmp/dutch-old-dist/index.js';
  const old = (await import(pathToFileURL(oldPath).href)) as { pairDutch: Pair };
  const events = Number(process.env.XQ_CMP_EVENTS ?? 100);
  const first = Number(process.env.XQ_CMP_SEED ?? 1);
  const maxPlayers = Number(process.env.XQ_CMP_MAX ?? 300);
  let rounds = 0;
  let differ = 0;
  const t0 = performance.now();
  for (let seed = first; seed < first + events; seed++) {
    const [r, d] = playEvent(seed, maxPlayers, old.pairDutch);
    rounds += r;
    differ += d;
  }
  const s = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`compare-builds: ${events} events, ${rounds} rounds, ${differ} differ (${s} s)`);
  const uniformMax = Number(process.env.XQ_CMP_UNIFORM ?? 300);
  const uniformDiffer = uniformRoundOnes(uniformMax, old.pairDutch);
  console.log(`compare-builds: uniform round 1 of 1 … ${uniformMax} players, ${uniformDiffer} differ`);
  return differ + uniformDiffer;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  compareBuilds().then(
    (differ) => process.exit(differ === 0 ? 0 : 1),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
