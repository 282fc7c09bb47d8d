/**
 * `pnpm bench` for @xq/tournament: pairing a whole round robin through the tournament model,
 * standings with every tie-break, and the TRF round trip. Prints operations per second and
 * ratios.
 */
import { formatTrf, parseTrf } from '@xq/pairing';
import { formatCount, rate } from '@xq/test-utils';
import {
  addRound,
  createTournament,
  pairNextRound,
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
      const h = (g.white * 7919 + g.black * 104729) % 3;
      return {
        ...g,
        result: h === 0 ? ('white-win' as const) : h === 1 ? ('draw' as const) : ('black-win' as const),
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

eventBench();
