/**
 * Zobrist keys: a fixed pseudo-random 64-bit number (two 32-bit halves) per piece code and
 * square, and one for black to move. Fixed seed, so keys are stable across runs and versions.
 * @internal
 */
function xorshift(seed: number): () => number {
  let x = seed | 0;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x | 0;
  };
}

const next = xorshift(0x2545f491);
/** High halves, index `pieceCode * 90 + square`. */
export const ZOBRIST_HI = Int32Array.from({ length: 16 * 90 }, () => next());
/** Low halves, index `pieceCode * 90 + square`. */
export const ZOBRIST_LO = Int32Array.from({ length: 16 * 90 }, () => next());
/** High half of the side-to-move key. */
export const ZOBRIST_SIDE_HI = next();
/** Low half of the side-to-move key. */
export const ZOBRIST_SIDE_LO = next();
