import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRealWorld } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import { checkTournament } from '../src/swiss/checker';
import { parseTrf, type Trf, type TrfRound } from '../src/trf';

// Opt-in (vitest.config.ts leaves it out otherwise; .ci/run opts in):
// XQ_REAL_WORLD=1 npx vitest run packages/pairing/test/checker-real-world.test.ts
// The real TRF files of shared/real-world/trf (never copied here: licences in its SOURCES.md),
// each completed with the round the FIDE-endorsed engine bbpPairings paired from it
// (expected.json: stated by the source project's own test, or bbp's output): the checker must
// accept that round. The rounds the files themselves hold were paired by other programs or by
// hand (the 2010 Gros rounds 2 and 4 by older rules), so only the endorsed engine's round is held.

const root = findRealWorld(import.meta.dirname);

/** The file with the endorsed engine's round appended ("W B" boards, "N 0" the bye). */
function withRound(trf: Trf, pairs: readonly string[]): { trf: Trf; round: number } {
  const round = Math.max(
    ...trf.players.map((p) => p.rounds.filter((b) => b.opponent !== 0 || b.result !== ' ').length),
  );
  const next = new Map<number, TrfRound>();
  for (const line of pairs) {
    const [w, b] = line.split(' ').map(Number) as [number, number];
    if (b === 0) next.set(w, { opponent: 0, colour: '-', result: 'U' });
    else {
      next.set(w, { opponent: b, colour: 'w', result: '=' });
      next.set(b, { opponent: w, colour: 'b', result: '=' });
    }
  }
  const players = trf.players.map((p) => {
    const kept = p.rounds.slice(0, round);
    const preset = p.rounds[round];
    const block = next.get(p.startNumber) ?? (preset && preset.result !== ' ' ? preset : undefined);
    return { ...p, rounds: [...kept, block ?? { opponent: 0, colour: '-' as const, result: 'Z' as const }] };
  });
  return { trf: { ...trf, players }, round: round + 1 };
}

describe('xq pair --check on the real-world TRF files', () => {
  it('are found beside or above the repository', () => {
    expect(root, 'no shared/real-world folder above the repository').toBeDefined();
  });
  if (root === undefined) return;
  const dir = join(root, 'trf');
  const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Record<
    string,
    { pairs?: string[] }
  >;
  const files = Object.entries(expected).filter(([, e]) => e.pairs !== undefined);

  it('covers the files with an expected pairing', () => {
    expect(files.length).toBeGreaterThanOrEqual(14);
  });

  it.each(files)('%s: the endorsed engine’s round is accepted', (file, e) => {
    const parsed = parseTrf(readFileSync(join(dir, file), 'utf8'));
    if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
    const { trf, round } = withRound(parsed.value, e.pairs!);
    const report = checkTournament(trf);
    if (!report.ok) throw new Error(`${file}: ${report.error.message}`);
    expect(report.value.differing.filter((d) => d.round === round)).toEqual([]);
  });

  it('gros2010 round 3 as paired in 2010 is accepted (SOURCES.md: it equals bbp)', () => {
    const parsed = parseTrf(readFileSync(join(dir, 'py4swiss-javafo_example.trf'), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const report = checkTournament(parsed.value);
    if (!report.ok) throw new Error(report.error.message);
    expect(report.value.differing.map((d) => d.round)).not.toContain(3);
  });
});
