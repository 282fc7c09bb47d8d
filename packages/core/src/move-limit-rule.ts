// The move-limit rule's arithmetic, shared by judgeMoveLimit and Game (not exported from the
// package).
import { isRecord, wrong } from './args';
import type { EarlierMoves, MoveLimitClaim } from './move-limit';
import type { Color } from './types';

/**
 * The rule's numbers from the options: the moves and the check cap (`null`: no cap).
 * @throws TypeError when `options` is not an object; RangeError when `moves` is not a positive
 * integer, `checkCap` not a non-negative integer or null, or `automatic` not a boolean.
 */
export function moveLimitRule(options: unknown, fn: string): { limit: number; cap: number | null } {
  if (!isRecord(options)) throw wrong(TypeError, fn, 'moveLimit must be an object', options);
  const limit = options.moves === undefined ? 60 : options.moves;
  const cap = options.checkCap === undefined ? 10 : options.checkCap;
  if (!Number.isSafeInteger(limit) || (limit as number) < 1)
    throw wrong(RangeError, fn, 'moves must be a positive integer', limit);
  if (cap !== null && (!Number.isSafeInteger(cap) || (cap as number) < 0))
    throw wrong(RangeError, fn, 'checkCap must be an integer >= 0 or null', cap);
  if (options.automatic !== undefined && typeof options.automatic !== 'boolean')
    throw wrong(RangeError, fn, 'automatic must be a boolean', options.automatic);
  return { limit: limit as number, cap: cap as number | null };
}

/**
 * The claim from the counts since the last capture: quiet (non-checking) moves and checking
 * moves per side, and the plies they span.
 */
export function moveLimitClaim(
  quiet: EarlierMoves,
  checks: EarlierMoves,
  plies: number,
  rule: { limit: number; cap: number | null },
): MoveLimitClaim {
  const count = (c: Color): number =>
    quiet[c] + (rule.cap === null ? checks[c] : Math.min(checks[c], rule.cap));
  const counted = { red: count('red'), black: count('black') };
  const missing = {
    red: Math.max(0, rule.limit - counted.red),
    black: Math.max(0, rule.limit - counted.black),
  };
  return { valid: missing.red === 0 && missing.black === 0, counted, missing, pliesSinceCapture: plies };
}
