/**
 * The Baku acceleration method (FIDE C.04.5.1): the top half of the starting list gets virtual
 * points in the first rounds (a win's worth in the first half of the accelerated rounds, a
 * draw's worth in the second), used for pairing only.
 */

import { FIDE_SCORING, requireSwissInput, type SwissInput } from './swiss-input';

/**
 * Adds Baku virtual points to `input`: players ranked in the top half by start number (rounded
 * up) get `win` points for rounds 1 … ⌊(⌊(R−1)/2⌋)/2⌋+1 and `draw` points up to round
 * ⌊(R−1)/2⌋+1, R being the number of rounds. Returns a new input; `input` is not changed.
 *
 * @example
 * ```ts
 * import { bakuAcceleration } from '@xq/pairing';
 * const players = [1, 2, 3, 4].map((id) => ({ id, rounds: [] }));
 * const acc = bakuAcceleration({ players, playedRounds: 0, totalRounds: 9, initialColour: 'white' });
 * console.log(acc.players.map((p) => p.acceleration?.[0] ?? 0)); // [ 1, 1, 0, 0 ]
 * ```
 * @category Swiss
 */
export function bakuAcceleration(input: SwissInput): SwissInput {
  requireSwissInput('bakuAcceleration', input);
  const scoring = input.scoring ?? FIDE_SCORING;
  const order = [...input.players].sort((a, b) => a.id - b.id);
  const lastRank = Math.floor((order.length - 1) / 2);
  const lastRound = Math.floor((input.totalRounds - 1) / 2);
  const lastFull = Math.floor(lastRound / 2);
  const accelerated = new Map<number, number[]>();
  order.forEach((p, rank) => {
    if (rank > lastRank) return;
    const acc: number[] = [];
    for (let r = 0; r <= lastRound && r <= input.playedRounds; r++)
      acc.push(r <= lastFull ? scoring.win : scoring.draw);
    accelerated.set(p.id, acc);
  });
  return {
    ...input,
    players: input.players.map((p) => {
      const acc = accelerated.get(p.id);
      return acc ? { ...p, acceleration: acc } : p;
    }),
  };
}
