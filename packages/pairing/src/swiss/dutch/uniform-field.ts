/**
 * The Dutch pairing of a round-1 field in which nobody differs (C.04.3, 2026, Art. 3): one score
 * group, no colour preferences, no floats, every pair allowed. Then every edge weight of the
 * matching is the same, only the in-bracket order decides, and its first candidate is legal: S1
 * (the upper half by pairing number) meets S2 in order, 1 − (m+1), 2 − (m+2), …, and in an odd
 * field the last player gets the pairing-allocated bye (C5: the lowest-ranked of the only score
 * group). This is what the bracket steps find from the weights, read off directly instead of
 * from a whole-field matching of n² edges.
 */

import type { DutchPlayer, DutchRound } from './dutch-player';
import { score } from './dutch-player';

/**
 * The partners of a uniform first-round field, by position in `sorted` (the present players in
 * ranking order): `pairOf[v]` is v's opponent, -1 for the bye. `null` when the field is not
 * uniform (a past round, two scores, or a forbidden pair between present players), and the
 * bracket steps must decide.
 */
export function uniformPairOf(round: DutchRound, sorted: readonly DutchPlayer[]): Int32Array | null {
  if (round.playedRounds !== 0) return null;
  const n = sorted.length;
  const top = score(sorted[0]!);
  const present = new Set<number>();
  for (const p of sorted) {
    if (score(p) !== top || !p.byeEligible) return null;
    present.add(p.index);
  }
  for (const p of sorted) for (const o of round.forbidden[p.index]!) if (present.has(o)) return null;
  const half = n >> 1;
  const pairOf = new Int32Array(n).fill(-1);
  for (let i = 0; i < half; i++) {
    pairOf[i] = i + half;
    pairOf[i + half] = i;
  }
  return pairOf;
}
