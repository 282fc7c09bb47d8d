import { readFileSync } from 'node:fs';
import { parseTrf, roundRobinSchedule } from '@xq/pairing';
import { describe, expect, it } from 'vitest';
import { createTournament } from './document';
import type { System, Tournament } from './model';
import { standings } from './standings/standings';
import { addPlayer, addRound, setResult } from './tournament-edit';
import { pairNextRound } from './tournament-pair';
import { tournamentFromTrf } from './trf/import';

function field(system: System, n: number, rounds?: number): Tournament {
  let t = createTournament({ name: 'T', system, ...(rounds === undefined ? {} : { rounds }) });
  for (let i = 0; i < n; i++) {
    const r = addPlayer(t, { name: `P${i + 1}`, id: 10 * (i + 1) });
    if (!r.ok) throw new Error(r.error.message);
    t = r.value;
  }
  return t;
}

function pairAll(t0: Tournament): Tournament {
  let t = t0;
  for (;;) {
    const r = pairNextRound(t);
    if (!r.ok) {
      expect(r.error.code).toBe('PAIRING_TOURNAMENT_OVER');
      return t;
    }
    const a = addRound(t, r.value);
    if (!a.ok) throw new Error(a.error.message);
    t = a.value;
  }
}

describe('pairNextRound', () => {
  it('round robin: players take table numbers in start-number order', () => {
    // Start numbers 10, 20, …, 50: table numbers 1..5, the 6-table, 6 is the bye.
    const t = pairAll(field('round-robin', 5));
    expect(t.rounds).toHaveLength(5);
    const table = roundRobinSchedule(5);
    t.rounds.forEach((round, r) => {
      const expected = (table[r] ?? []).filter((p) => p.white !== null && p.black !== null);
      expect(round.games.map((g) => [g.red, g.black])).toEqual(
        expected.map((p) => [10 * (p.white ?? 0), 10 * (p.black ?? 0)]),
      );
      expect(round.byes).toHaveLength(1);
    });
  });

  it('double round robin pairs both cycles', () => {
    expect(pairAll(field('double-round-robin', 4)).rounds).toHaveLength(6);
  });

  it('answers the errors of a Swiss without rounds, an incomplete round, an unknown system', () => {
    expect(pairNextRound(field('swiss-dutch', 4))).toMatchObject({
      ok: false,
      error: { code: 'PAIRING_NO_ROUNDS' },
    });
    expect(pairNextRound(field('double-elimination', 4))).toMatchObject({
      ok: false,
      error: { code: 'PAIRING_NOT_AVAILABLE' },
    });
    expect(pairNextRound(field('round-robin', 1))).toMatchObject({
      ok: false,
      error: { code: 'PAIRING_TOO_FEW_PLAYERS' },
    });
    const t = field('swiss-dutch', 4, 3);
    const r1 = pairNextRound(t);
    if (!r1.ok) throw new Error(r1.error.message);
    const a = addRound(t, r1.value);
    if (!a.ok) throw new Error(a.error.message);
    expect(pairNextRound(a.value)).toMatchObject({ ok: false, error: { code: 'PAIRING_ROUND_INCOMPLETE' } });
    let done = a.value;
    for (const g of r1.value.games) {
      const s = setResult(done, 1, g.red, 'draw');
      if (!s.ok) throw new Error(s.error.message);
      done = s.value;
    }
    const r2 = pairNextRound(done);
    expect(r2.ok).toBe(true);
  });

  it('Swiss by lot: pairs every round reproducibly, without rematches', () => {
    let a = field('swiss-lots', 6, 5);
    a = { ...a, regulations: { ...a.regulations, seed: 7 } };
    const seen = new Set<string>();
    for (let r = 1; r <= 5; r++) {
      const p = pairNextRound(a);
      if (!p.ok) throw new Error(p.error.message);
      expect(pairNextRound(a)).toEqual(p);
      const added = addRound(a, {
        ...p.value,
        games: p.value.games.map((g) => ({ ...g, result: 'draw' as const })),
      });
      if (!added.ok) throw new Error(added.error.message);
      a = added.value;
      for (const g of p.value.games) {
        const key = [g.red, g.black].sort().join('-');
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
    expect(seen.size).toBe(15);
  });

  it('Swiss: the Dutch engine pairs a real tournament as the reference engine did', () => {
    // test/fixtures/trf/dutch-0012p-7r-s9.trf: paired round by round by a FIDE-endorsed engine.
    const text = readFileSync(new URL('../test/fixtures/trf/dutch-0012p-7r-s9.trf', import.meta.url), 'utf8');
    const trf = parseTrf(text);
    if (!trf.ok) throw new Error(trf.error.message);
    const full = tournamentFromTrf(trf.value);
    if (!full.ok) throw new Error(full.error.message);
    // Player 1 has black in round 1: the odd start numbers got black (XXC black1).
    const base: Tournament = {
      ...full.value,
      regulations: { ...full.value.regulations, rounds: 7, initialColour: 'black' },
    };
    for (let r = 1; r <= 7; r++) {
      const before: Tournament = { ...base, rounds: base.rounds.slice(0, r - 1) };
      const paired = pairNextRound(before);
      if (!paired.ok) throw new Error(paired.error.message);
      const key = (g: { red: number; black: number }): string => `${g.red}-${g.black}`;
      expect(paired.value.games.map(key).sort()).toEqual((base.rounds[r - 1]?.games ?? []).map(key).sort());
    }
  });
});

describe('withdrawn players are left out of the next round', () => {
  // Luật Cờ Tướng (Quyết định 11991/1999/UBTDTT-TT1), Điều 10.2.1b: "Đấu thủ bắt buộc phải có mặt
  // tại giải cờ, nếu vắng mặt quá giờ quy định bị xử thua" — an absent player loses, so his scheduled
  // opponent wins without playing.
  const field = (system: 'round-robin' | 'knockout', n: number, withdrawn: number[]): Tournament => ({
    ...createTournament({ name: 'W', system }),
    players: Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      name: `P${i + 1}`,
      ...(withdrawn.includes(i + 1) ? { withdrawn: true } : {}),
    })),
  });

  it('round robin: the withdrawn player loses his scheduled game by forfeit, against the opponent the table gives him', () => {
    const r = pairNextRound(field('round-robin', 4, [2]));
    if (!r.ok) throw new Error(r.error.message);
    const seated = [...r.value.games.flatMap((g) => [g.red, g.black]), ...r.value.byes.map((b) => b.player)];
    expect(new Set(seated).size).toBe(seated.length);
    // The table's round 1 pairs 2 with 3: the record says so, 3 winning without playing.
    const g = r.value.games.find((x) => x.red === 2 || x.black === 2);
    expect(g && [g.red, g.black].sort()).toEqual([2, 3]);
    expect(g?.result).toBe(g?.red === 2 ? 'black-win-forfeit' : 'red-win-forfeit');
    expect(r.value.byes).toEqual([]);
    const s = standings({
      ...field('round-robin', 4, [2]),
      rounds: [
        {
          ...r.value,
          games: r.value.games.map((x) => ({
            ...x,
            result: x.result === 'pending' ? ('draw' as const) : x.result,
          })),
        },
      ],
    });
    expect(s.find((x) => x.player === 3)).toMatchObject({ points: 1, forfeitWins: 1, losses: 0 });
    expect(s.find((x) => x.player === 2)).toMatchObject({ points: 0, forfeitLosses: 1, losses: 0 });
  });

  it("knockout: the withdrawn player's opponent goes through on a bye, and the next round follows", () => {
    const t = field('knockout', 4, [4]);
    const r1 = pairNextRound(t);
    if (!r1.ok) throw new Error(r1.error.message);
    expect(r1.value.byes).toEqual([{ player: 1, kind: 'full' }]);
    expect(r1.value.games.map((g) => [g.red, g.black].sort((a, b) => a - b))).toEqual([[2, 3]]);
    const played = {
      ...t,
      rounds: [{ ...r1.value, games: [{ red: 2, black: 3, result: 'black-win' as const }] }],
    };
    const r2 = pairNextRound(played);
    if (!r2.ok) throw new Error(r2.error.message);
    // Who moves first is drawn by lot (4.2.2): the pair, whoever has red.
    expect(r2.value.games.map((g) => [g.red, g.black].sort((a, b) => a - b))).toEqual([[1, 3]]);
  });
});
