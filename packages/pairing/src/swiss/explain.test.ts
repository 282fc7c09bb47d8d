import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTrf } from '../trf';
import { pairDutch } from './dutch/index';
import { explainPairing } from './explain';
import type { SwissInput, SwissRound } from './swiss-input';
import { swissInputFromTrf } from './trf-input';

const game = (opponent: number, colour: 'white' | 'black', outcome: SwissRound['outcome']): SwissRound => ({
  opponent,
  colour,
  outcome,
  played: true,
  paired: true,
});

describe('explainPairing', () => {
  it('round 1: the colours come from the pairing numbers (Art. 5.2.5), in English and Vietnamese', () => {
    const input: SwissInput = {
      players: [1, 2, 3, 4].map((id) => ({ id, rounds: [] })),
      playedRounds: 0,
      totalRounds: 3,
      initialColour: 'white',
    };
    const r = pairDutch(input);
    if (!r.ok) throw new Error(r.error.message);
    const en = explainPairing(input, r.value, 'en');
    const vi = explainPairing(input, r.value, 'vi');
    expect(en.ok && en.value.boards.map((b) => b.colourRule)).toEqual(['5.2.5', '5.2.5']);
    expect(en.ok && en.value.boards[0]!.text).toMatch(
      /^Board 1: 1 \(red\) – 3 \(black\); bracket 0 points; Art\. 5\.2\.5/,
    );
    // Điều 2.2: "Bên cầm quân Trắng đi trước" — the Vietnamese text names the sides Trắng and Đen.
    expect(vi.ok && vi.value.boards[0]!.text).toMatch(
      /^Bàn 1: 1 \(Trắng\) – 3 \(Đen\); nhóm 0 điểm; Điều 5\.2\.5/,
    );
  });

  it('round 2: a winner who had black gets red against a winner who had red (Art. 5.2.1)', () => {
    // Round 1: 1-3 (1 wins with red), 4-2 (2 wins with black).
    const input: SwissInput = {
      players: [
        { id: 1, rounds: [game(3, 'white', 'win')] },
        { id: 2, rounds: [game(4, 'black', 'win')] },
        { id: 3, rounds: [game(1, 'black', 'loss')] },
        { id: 4, rounds: [game(2, 'white', 'loss')] },
      ],
      playedRounds: 1,
      totalRounds: 3,
      initialColour: 'white',
    };
    const r = pairDutch(input);
    if (!r.ok) throw new Error(r.error.message);
    const e = explainPairing(input, r.value);
    if (!e.ok) throw new Error(e.error.message);
    const top = e.value.boards.find((b) => b.bracket === 1)!;
    expect([top.white, top.black, top.colourRule, top.downFloater]).toEqual([2, 1, '5.2.1', null]);
  });

  it('names the down-floater and C1 for the player of his bracket he had already met', () => {
    // Round 7 of a fixture paired by the endorsed engine: every float is explained.
    const text = readFileSync(join(__dirname, '../../test/fixtures/dutch/dutch-0012p-7r-s9.trf'), 'utf8');
    const trf = parseTrf(text);
    if (!trf.ok) throw new Error(trf.error.message);
    const cut = {
      ...trf.value,
      totalRounds: 7,
      players: trf.value.players.map((p) => ({ ...p, rounds: p.rounds.slice(0, 6) })),
    };
    const input = swissInputFromTrf(cut);
    if (!input.ok) throw new Error(input.error.message);
    const r = pairDutch(input.value);
    if (!r.ok) throw new Error(r.error.message);
    const e = explainPairing(input.value, r.value);
    if (!e.ok) throw new Error(e.error.message);
    expect(e.value.boards.some((b) => b.downFloater !== null && b.ruledOut.length > 0)).toBe(true);
    for (const b of e.value.boards) {
      if (b.downFloater === null) expect(b.ruledOut).toEqual([]);
      else expect(b.text).toContain(`${b.downFloater} floats down`);
      for (const x of b.ruledOut.filter((o) => o.criterion === 'C1')) {
        const rounds = input.value.players.find((p) => p.id === b.downFloater)!.rounds;
        expect(rounds.some((g) => g.opponent === x.id)).toBe(true);
      }
    }
  });

  it('refuses a pairing that names an unknown player, and throws on an unknown language', () => {
    const input: SwissInput = {
      players: [{ id: 1, rounds: [] }],
      playedRounds: 0,
      totalRounds: 1,
      initialColour: 'white',
    };
    const e = explainPairing(input, { boards: [{ white: 1, black: 9 }], bye: null });
    expect(!e.ok && e.error.code).toBe('PAIRING_BAD_INPUT');
    expect(() => explainPairing(input, { boards: [], bye: null }, 'fr' as 'en')).toThrow(RangeError);
  });
});
