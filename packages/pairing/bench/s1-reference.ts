/**
 * The S1 step's shortcuts against the step without them (`referenceProbe.s1`: one solve per S1
 * player, every candidate ranked, as bbpPairings runs it), on generated events; with
 * XQ_S1_COLD=1 every solve of the reference starts from nothing too (no warm start, seeds or
 * kept optimum: slow, for fields of a few hundred players):
 *
 *   XQ_S1_SIZES=150,400,1000 XQ_S1_EVENTS=2 npx tsx --conditions=@xq/source packages/pairing/bench/s1-reference.ts
 *
 * Every round of each event (the generator's own history, cut before the round) is paired both
 * ways; the boards must agree. Evidence that the shortcuts give the step's own answer, beside
 * the endorsed engine's files (`test/dutch/endorsed.ts`), which are the reference for the rules.
 * Exits non-zero when a round differs.
 */
import { pathToFileURL } from 'node:url';
import { referenceProbe } from '../src/swiss/dutch/reference-probe';
import { generateTournament } from '../src/swiss/generator';
import { before, difference, inputOf, xqPairing } from '../test/dutch/endorsed';

/** Runs the comparison; returns the number of rounds that differ. */
export function s1ReferenceCheck(): number {
  const sizes = (process.env.XQ_S1_SIZES ?? '150,400').split(',').map(Number);
  const events = Number(process.env.XQ_S1_EVENTS ?? 2);
  const cold = process.env.XQ_S1_COLD === '1';
  let rounds = 0;
  let differ = 0;
  for (const players of sizes) {
    for (let e = 0; e < events; e++) {
      const seed = players * 1000 + e;
      const g = generateTournament({ players, rounds: 5 + (e % 4), seed });
      if (!g.ok) throw new Error(`seed ${seed}: ${g.error.message}`);
      const trf = g.value.trf;
      const total = Math.max(...trf.players.map((p) => p.rounds.length));
      for (let r = 2; r <= total; r++) {
        const label = `${players} players seed ${seed} round ${r}`;
        const input = inputOf(before(trf, r), label);
        const t0 = performance.now();
        const fast = xqPairing(input);
        const t1 = performance.now();
        referenceProbe.s1 = true;
        referenceProbe.coldSolves = cold;
        let slow: ReturnType<typeof xqPairing>;
        try {
          slow = xqPairing(input);
        } finally {
          referenceProbe.s1 = false;
          referenceProbe.coldSolves = false;
        }
        const t2 = performance.now();
        rounds++;
        const d =
          'error' in slow
            ? `reference refused: ${slow.error}`
            : difference(fast, slow, ['shortcuts', 'reference']);
        if (d !== '') differ++;
        console.log(
          `${label}: ${d === '' ? 'same' : d} (${(t1 - t0).toFixed(0)} / ${(t2 - t1).toFixed(0)} ms)`,
        );
      }
    }
  }
  console.log(
    `S1 shortcuts against the reference step${cold ? ' (cold solves)' : ''}: ${rounds} rounds, ${differ} differ`,
  );
  return differ;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exit(s1ReferenceCheck() === 0 ? 0 : 1);
