/**
 * The published board order of a Swiss round when some scores carry real points outside the
 * games (TRF-2026 `299` bonuses and penalties): boards by the higher score of the pair, then the
 * lower score, then the higher player's start number (FIDE C.04.2 D.8's order).
 */

import { badRange } from '../bad-input';
import {
  FIDE_SCORING,
  pairingProblem,
  requireSwissInput,
  type SwissInput,
  type SwissPairing,
} from './swiss-input';

/**
 * Orders a pairing's boards by the players' real scores (games, byes and the `adjustment`
 * points of {@link SwissPlayer}); returns the pairing unchanged when no player has an
 * adjustment, so that the engines' own order stands.
 *
 * @example
 * ```ts
 * import { publicationOrder } from '@xq/pairing';
 * const input = { playedRounds: 0, totalRounds: 3, initialColour: 'white' as const,
 *   players: [{ id: 1, rounds: [] }, { id: 2, rounds: [] }, { id: 3, rounds: [], adjustment: 1 },
 *     { id: 4, rounds: [] }] };
 * const p = publicationOrder(input, { boards: [{ white: 1, black: 2 }, { white: 3, black: 4 }], bye: null });
 * console.log(p.boards.map((b) => `${b.white}-${b.black}`).join(' ')); // 3-4 1-2
 * ```
 * @category Swiss
 */
export function publicationOrder(input: SwissInput, pairing: SwissPairing): SwissPairing {
  requireSwissInput('publicationOrder', input);
  const problem = pairingProblem(pairing, input);
  if (problem !== undefined) throw badRange(`publicationOrder: ${problem}`);
  if (!input.players.some((p) => p.adjustment !== undefined && p.adjustment !== 0)) return pairing;
  const scoring = input.scoring ?? FIDE_SCORING;
  const score = new Map<number, number>();
  for (const p of input.players) {
    let s = p.adjustment ?? 0;
    for (const r of p.rounds) {
      if (!r.paired && r.opponent === 0)
        s += r.outcome === 'draw' ? scoring.draw : r.outcome === 'win' ? scoring.win : scoring.zeroBye;
      else if (r.opponent === 0) s += scoring.pairingBye;
      else
        s +=
          r.outcome === 'win'
            ? scoring.win
            : r.outcome === 'draw'
              ? scoring.draw
              : r.played
                ? scoring.loss
                : scoring.forfeitLoss;
    }
    score.set(p.id, s);
  }
  const keyed = pairing.boards.map((b) => {
    const w = score.get(b.white) ?? 0;
    const k = score.get(b.black) ?? 0;
    const higher = w > k || (w === k && b.white < b.black) ? b.white : b.black;
    return { b, h: Math.max(w, k), l: Math.min(w, k), r: higher };
  });
  keyed.sort((x, y) => y.h - x.h || y.l - x.l || x.r - y.r);
  return { boards: keyed.map((x) => x.b), bye: pairing.bye };
}
