import { describe } from './ms';

/**
 * Formats a time for a clock face: `1:29:59` from an hour up, `4:59` from ten seconds up, and
 * tenths below ten seconds (`0:09.9`). Times are floored (a clock never shows more than is
 * left) and negative times show as zero.
 *
 * @example
 * ```ts
 * import { formatMs } from '@xq/clock';
 * formatMs(5_399_000); // '1:29:59'
 * formatMs(299_999); // '4:59'
 * formatMs(9_950); // '0:09.9'
 * ```
 * @throws {TypeError} when `ms` is not a number.
 * @throws {RangeError} when `ms` is NaN or infinite.
 * @category Display
 */
export function formatMs(ms: number): string {
  if (typeof ms !== 'number') throw new TypeError(`formatMs: ms must be a number, not ${describe(ms)}`);
  if (!Number.isFinite(ms)) throw new RangeError(`formatMs: ms must be finite, not ${ms}`);
  const t = ms > 0 ? Math.floor(ms) : 0;
  const totalSeconds = Math.floor(t / 1000);
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const ss = String(s).padStart(2, '0');
  if (h > 0) return `${h}:${String(m).padStart(2, '0')}:${ss}`;
  if (t >= 10_000) return `${m}:${ss}`;
  return `0:${ss}.${Math.floor((t % 1000) / 100)}`;
}
