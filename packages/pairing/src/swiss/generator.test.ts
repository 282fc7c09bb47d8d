import { describe, expect, it } from 'vitest';
import { parseTrf } from '../trf';
import { checkTournament } from './checker';
import { generateTournament } from './generator';

const results = (text: string): string[] => {
  const t = parseTrf(text);
  if (!t.ok) throw new Error(t.error.message);
  return t.value.players.flatMap((p) => p.rounds.map((b) => b.result));
};

describe('generateTournament', () => {
  it('writes 40 players, 9 rounds (seed 7) with draws, byes and forfeits, that the checker accepts', () => {
    const g = generateTournament({ players: 40, rounds: 9, seed: 7 });
    if (!g.ok) throw new Error(g.error.message);
    const rs = results(g.value.text);
    expect(rs).toContain('=');
    expect(rs.some((r) => r === 'H' || r === 'Z' || r === 'U')).toBe(true);
    expect(rs).toContain('+');
    const back = parseTrf(g.value.text);
    if (!back.ok) throw new Error(back.error.message);
    const report = checkTournament(back.value);
    expect(report.ok && report.value).toEqual({ rounds: 9, differing: [] });
  });

  it('is reproducible from the seed, and another seed gives another event', () => {
    const a = generateTournament({ players: 21, rounds: 6, seed: 11 });
    const b = generateTournament({ players: 21, rounds: 6, seed: 11 });
    const c = generateTournament({ players: 21, rounds: 6, seed: 12 });
    expect(a.ok && a.value.text).toBe(b.ok && b.value.text);
    expect(a.ok && a.value.text).not.toBe(c.ok && c.value.text);
  });

  it('writes TRF-2026 with Baku acceleration that the checker accepts', () => {
    const g = generateTournament({ players: 30, rounds: 7, seed: 3, baku: true, trf2026: true });
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.text).toContain('\r142 7\r');
    expect(g.value.text).toContain('\r192 FIDE_DUTCH_BAKU\r');
    const back = parseTrf(g.value.text);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.totalRounds).toBe(7);
    const report = checkTournament(back.value);
    expect(report.ok && report.value.differing).toEqual([]);
  });

  it('follows the model: no draws at draw rate 0, only unrated players at rated share 0', () => {
    const g = generateTournament({
      players: 16,
      rounds: 4,
      seed: 1,
      drawRate: 0,
      ratedShare: 0,
      forfeitRate: 0,
      byeRate: 0,
      withdrawRate: 0,
    });
    if (!g.ok) throw new Error(g.error.message);
    expect(results(g.value.text)).not.toContain('=');
    expect(g.value.trf.players.every((p) => p.rating === 0)).toBe(true);
  });

  it('throws on options out of range', () => {
    expect(() => generateTournament({ players: 1, rounds: 1 })).toThrow(RangeError);
    expect(() => generateTournament({ players: 10, rounds: 10 })).toThrow(RangeError);
    expect(() => generateTournament({ players: 10, rounds: 3, byeRate: 2 })).toThrow(RangeError);
    expect(() => generateTournament(null as never)).toThrow(TypeError);
  });
});
