// The refusal check of the pairing package's hostile-input tests (a test helper, not shipped).
import { expect } from 'vitest';
import { isPairingInputError } from '../src/bad-input';

/** A Swiss input of `n` players before round 1 (3 rounds, white first). */
export const fresh = (n: number) => ({
  players: Array.from({ length: n }, (_, i) => ({ id: i + 1, rounds: [] })),
  playedRounds: 0,
  totalRounds: 3,
  initialColour: 'white' as const,
});

/** `f` refuses with PAIRING_BAD_INPUT, and the message names `words` (function, field). */
export function refused(f: () => unknown, ...words: string[]): void {
  let message: string;
  try {
    const r = f() as { ok?: boolean; error?: { code?: string; message?: string } };
    expect(r?.ok, JSON.stringify(r)).toBe(false);
    expect(r.error?.code).toBe('PAIRING_BAD_INPUT');
    message = r.error?.message ?? '';
  } catch (e) {
    expect(isPairingInputError(e), String(e)).toBe(true);
    message = (e as Error).message;
  }
  for (const w of words) expect(message).toContain(w);
}
