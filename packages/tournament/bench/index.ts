/**
 * `pnpm bench` for @xq/tournament: pairing a whole round robin through the tournament model,
 * standings with every tie-break, and the TRF round trip. Prints operations per second and
 * ratios.
 */
import { formatTrf, parseTrf } from '@xq/pairing';
import { formatCount, rate } from '@xq/test-utils';
import {
  addPlayer,
  addRound,
  createTournament,
  pairNextRound,
  type Round,
  setResult,
  standings,
  TIE_BREAKS,
  type Tournament,
  tournamentFromTrf,
  tournamentToTrf,
} from '../src/index';

const fmt = formatCount;

/** A complete round robin of n players with deterministic results (pseudo-random by pair). */
function event(n: number): Tournament {
  let t: Tournament = {
    ...createTournament({ name: `RR${n}`, system: 'round-robin' }),
    players: Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}`, rating: 2400 - 10 * i })),
  };
  for (;;) {
    const r = pairNextRound(t);
    if (!r.ok) return t;
    const games = r.value.games.map((g) => {
      const h = (g.red * 7919 + g.black * 104729) % 3;
      return {
        ...g,
        result: h === 0 ? ('red-win' as const) : h === 1 ? ('draw' as const) : ('black-win' as const),
      };
    });
    const a = addRound(t, { ...r.value, games });
    if (!a.ok) throw new Error(a.error.message);
    t = a.value;
  }
}

/** Prints the event benchmarks. */
function eventBench(): void {
  console.log('@xq/tournament — a round robin through the tournament model, standings, TRF');
  const pairT0 = performance.now();
  const t = event(40);
  console.log(`  pair and record a 40-player round robin (39 rounds): ${fmt(performance.now() - pairT0)} ms`);
  const pointsOnly = rate(() => standings(t, { tieBreaks: ['points'] }));
  const law = rate(() => standings(t));
  const all = rate(() => standings(t, { tieBreaks: TIE_BREAKS }));
  console.log(`  standings of 40 players, points only: ${fmt(pointsOnly)}/s`);
  console.log(
    `  standings, the law's order (points, SB, wins, DE, lots): ${fmt(law)}/s (${(pointsOnly / law).toFixed(2)}x slower than points only)`,
  );
  console.log(
    `  standings, all ${TIE_BREAKS.length} criteria: ${fmt(all)}/s (${(pointsOnly / all).toFixed(2)}x slower than points only)`,
  );
  const trip = rate(() => {
    const trf = parseTrf(formatTrf(tournamentToTrf(t)));
    if (!trf.ok || !tournamentFromTrf(trf.value).ok) throw new Error('round trip failed');
  });
  console.log(`  tournament → TRF text → tournament (40 players, 780 games): ${fmt(trip)}/s`);
}

/** `n` players registered one at a time (each edit checks only the player it adds). */
function registered(n: number, system: 'swiss-dutch' | 'round-robin' = 'swiss-dutch'): Tournament {
  let t = createTournament({ name: `S${n}`, system, rounds: 9 });
  for (let i = 0; i < n; i++) {
    const r = addPlayer(t, { name: `P${i + 1}`, rating: 2400 - (i % 1000) });
    if (!r.ok) throw new Error(r.error.message);
    t = r.value;
  }
  return t;
}

/** Records every pending result of the last round, one edit each; answers the document. */
function recordAll(t: Tournament): Tournament {
  const round = t.rounds.length;
  for (const g of t.rounds[round - 1]?.games ?? []) {
    const h = (g.red * 7919 + g.black * 104729) % 3;
    const r = setResult(t, round, g.red, h === 0 ? 'red-win' : h === 1 ? 'draw' : 'black-win');
    if (!r.ok) throw new Error(r.error.message);
    t = r.value;
  }
  return t;
}

/** Milliseconds of `f`, and its answer. */
function timed<T>(f: () => T): [T, number] {
  const t0 = performance.now();
  const v = f();
  return [v, performance.now() - t0];
}

/** The edits' growth: registrations one at a time, and every result of a round one at a time. */
function editBench(): void {
  console.log(
    '@xq/tournament — edits one at a time (budgets: 9,999 players < 5 s; every result of their round < 5 s)',
  );
  let last: [number, number] | undefined;
  for (const n of [1000, 3000, 9999]) {
    const [t, ms] = timed(() => registered(n));
    const growth =
      last === undefined ? '' : ` (×${(ms / last[1]).toFixed(1)} for ×${(n / last[0]).toFixed(1)} players)`;
    console.log(`  register ${fmt(n)} players one at a time: ${fmt(ms)} ms${growth}`);
    last = [n, ms];
    // A round of n / 2 games (start numbers paired in order), then every result one at a time.
    const games = Array.from({ length: Math.floor(n / 2) }, (_, i) => ({
      red: 2 * i + 1,
      black: 2 * i + 2,
      result: 'pending' as const,
    }));
    const round: Round = { games, byes: n % 2 === 1 ? [{ player: n, kind: 'pairing' }] : [] };
    const [paired, addMs] = timed(() => addRound(t, round));
    if (!paired.ok) throw new Error(paired.error.message);
    const [, recMs] = timed(() => recordAll(paired.value));
    console.log(
      `  add a round of ${fmt(games.length)} games: ${fmt(addMs)} ms; record its every result one at a time: ${fmt(recMs)} ms`,
    );
  }
}

/**
 * The whole event of the budget in one process: `n` players registered one at a time, paired
 * twice with the Dutch system, every result recorded. `XQ_BENCH_DUTCH_PLAYERS` sets `n` (2,000
 * by default: the 9,999 of the budget take minutes in the pairing engine).
 */
function dutchEventBench(): void {
  const n = Number(process.env.XQ_BENCH_DUTCH_PLAYERS ?? 2000);
  console.log(`@xq/tournament — a ${fmt(n)}-player Swiss (Dutch), two rounds, in one process`);
  let [t, ms] = timed(() => registered(n));
  console.log(`  register ${fmt(n)} players one at a time: ${fmt(ms)} ms`);
  for (let r = 1; r <= 2; r++) {
    const [pairing, pairMs] = timed(() => pairNextRound(t));
    if (!pairing.ok) throw new Error(pairing.error.message);
    const added = addRound(t, pairing.value);
    if (!added.ok) throw new Error(added.error.message);
    const [recorded, recMs] = timed(() => recordAll(added.value));
    t = recorded;
    const heap = process.memoryUsage().heapUsed / 2 ** 20;
    console.log(
      `  round ${r}: Dutch pairing ${fmt(pairMs)} ms, every result recorded ${fmt(recMs)} ms (heap ${fmt(heap)} MB)`,
    );
  }
}

eventBench();
editBench();
dutchEventBench();
