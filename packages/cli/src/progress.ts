import type { Io } from './io';

/**
 * Announces long work on standard error when it is a terminal, and returns the function that
 * reports its end with the time it took. Off a terminal it prints nothing.
 * @category CLI
 */
export function startProgress(io: Io, what: string): (done: string) => void {
  if (!io.errIsTty) return () => {};
  const t0 = io.now();
  io.err(`${what}…`);
  return (done) => io.err(`\r\x1b[K${done} (${((io.now() - t0) / 1000).toFixed(1)} s)\n`);
}
