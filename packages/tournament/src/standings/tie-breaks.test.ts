import { describe, expect, it } from 'vitest';
import type { Tournament } from '../model';
import { averageRating, perfectPerformance, performanceRating } from './ratings';
import { standings } from './standings';
import { parseTieBreakCode } from './tie-break-spec';
import { computeTieBreak, tieBreakCalculator, tieBreakRulesFor } from './tie-breaks';

/**
 * A 3-round Swiss, 1 / ½ / 0, ratings P1 2000, P2 1900, P3 1800, P4 1700, P5 1600:
 *   R1: 1–2 1-0, 3–4 ½-½, 5 pairing-allocated bye (1 point)
 *   R2: 5–1 0-1, 2–3 forfeit won by 2, 4 half-point bye
 *   R3: 1–4 1-0, 2–5 ½-½, 3 absent (withdrawn)
 * Points: P1 3, P2 1½, P3 ½, P4 1, P5 1½. Every value below is worked out by hand in the
 * comments, by the article of FIDE C.07 (edition applied from 1 March 2026).
 */
const swiss: Tournament = {
  format: 'xq-tournament',
  version: 2,
  name: 'Swiss',
  regulations: { system: 'swiss-dutch', scoring: '1-0.5-0', rounds: 3 },
  players: [1, 2, 3, 4, 5].map((id) => ({ id, name: `P${id}`, rating: 2100 - 100 * id })),
  rounds: [
    {
      games: [
        { red: 1, black: 2, result: 'red-win' },
        { red: 3, black: 4, result: 'draw' },
      ],
      byes: [{ player: 5, kind: 'pairing' }],
    },
    {
      games: [
        { red: 5, black: 1, result: 'black-win' },
        { red: 2, black: 3, result: 'red-win-forfeit' },
      ],
      byes: [{ player: 4, kind: 'half' }],
    },
    {
      games: [
        { red: 1, black: 4, result: 'red-win' },
        { red: 2, black: 5, result: 'draw' },
      ],
      byes: [],
    },
  ],
};

const value = (
  code: string,
  t: Tournament = swiss,
  options: Parameters<typeof standings>[1] = {},
): Record<number, number | null | undefined> => {
  const s = standings(t, { ...options, tieBreaks: [code as 'BH'] });
  return Object.fromEntries(s.map((x) => [x.player, x.values[code]]));
};

describe('FIDE C.07 tie-breaks, hand-checked', () => {
  it('5: points', () => {
    expect(value('PTS')).toEqual({ 1: 3, 2: 1.5, 3: 0.5, 4: 1, 5: 1.5 });
  });

  it('8.1 and 16: Buchholz with unplayed rounds', () => {
    // 16.3: P3 withdrew after round 1 (his last round that is not a voluntary unplayed one):
    // his absent round 3 counts as a draw in his score for his opponents: ½ + 0 + ½ = 1.
    // 16.4.1: P2's forfeit win counts min(own 1½, P3's adjusted 1) = 1.
    // 16.4.2: P5's bye and P4's half-point bye count min(own score, ½ × 3 rounds).
    // P1 = 1½ + 1½ + 1 = 4; P2 = 3 + 1 + 1½ = 5½; P3 = 1 + min(½, 1½) + min(½, 1½) = 2;
    // P4 = 1 + min(1, 1½) + 3 = 5; P5 = min(1½, 1½) + 3 + 1½ = 6.
    expect(value('BH')).toEqual({ 1: 4, 2: 5.5, 3: 2, 4: 5, 5: 6 });
  });

  it('14.1: BH-C1 cuts the voluntary unplayed rounds first, then the lowest value', () => {
    // P3 cuts his forfeit loss (½, a VUR): 1 + ½ = 1½; P4 cuts his half-point bye: 1 + 3 = 4;
    // P1 cuts 1 → 3; P2 cuts the forfeit's 1 → 4½; P5 cuts 1½ → 4½.
    expect(value('BH-C1')).toEqual({ 1: 3, 2: 4.5, 3: 1.5, 4: 4, 5: 4.5 });
  });

  it('14.2: BH-M1 cuts the lowest and the highest', () => {
    expect(value('BH-M1')).toEqual({ 1: 1.5, 2: 1.5, 3: 0.5, 4: 1, 5: 1.5 });
  });

  it('8.2: Sonneborn–Berger is exact in quarters', () => {
    // P2 = 3·0 + 1·1 (forfeit) + 1½·½ = 1¾; P5 = 1½·1 (bye) + 3·0 + 1½·½ = 2¼;
    // P1 = 1½ + 1½ + 1 = 4; P3 = 1·½ = ½; P4 = 1·½ + 1·½ (half bye) + 3·0 = 1.
    expect(value('SB')).toEqual({ 1: 4, 2: 1.75, 3: 0.5, 4: 1, 5: 2.25 });
  });

  it('14.1 on SB: SB-C1 leaves out the lowest opponent score (a voluntary unplayed round first)', () => {
    // P1 cuts P4 (score 1): 4 − 1 = 3. P2 cuts the forfeit (score 1, value 1): ¾. P3 cuts his
    // forfeit loss (a VUR of value 0, not above the lowest value 0): ½. P4 cuts his half-point
    // bye (a VUR, value ½, the lowest value is ½ too): ½ + 0 = ½. P5's bye is not voluntary; the
    // lowest score is 1½ twice, the lower value (P2's ¾) goes: 1½ + 0 = 1½.
    expect(value('SB-C1')).toEqual({ 1: 3, 2: 0.75, 3: 0.5, 4: 0.5, 5: 1.5 });
  });

  it('14.1 on PS: PS-C1 leaves out the first running total', () => {
    // Running totals: P1 1, 2, 3; P2 0, 1, 1½; P3 ½, ½, ½; P4 ½, 1, 1; P5 1, 1, 1½.
    expect(value('PS-C1')).toEqual({ 1: 5, 2: 2.5, 3: 1, 4: 2, 5: 2.5 });
  });

  it('9.2: progressive score; 9.3: standard points', () => {
    expect(value('PS')).toEqual({ 1: 6, 2: 2.5, 3: 1.5, 4: 2.5, 5: 3.5 });
    expect(value('STD')).toEqual({ 1: 3, 2: 1.5, 3: 0.5, 4: 1, 5: 1.5 });
  });

  it('9.1: Koya counts the points against opponents with at least 50 % (1½ of 3)', () => {
    expect(value('KS')).toEqual({ 1: 2, 2: 0.5, 3: 0, 4: 0, 5: 0.5 });
  });

  it('7.1–7.5: WIN, WON, BPG, BWG, REP', () => {
    expect(value('WIN')).toEqual({ 1: 3, 2: 1, 3: 0, 4: 0, 5: 1 });
    expect(value('WON')).toEqual({ 1: 3, 2: 0, 3: 0, 4: 0, 5: 0 });
    expect(value('BPG')).toEqual({ 1: 1, 2: 1, 3: 0, 4: 2, 5: 1 });
    expect(value('BWG')).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0, 5: 0 });
    expect(value('REP')).toEqual({ 1: 3, 2: 3, 3: 1, 4: 2, 5: 3 });
  });

  it('10.1: ARO and AROC over the games played', () => {
    // P1 met 1900, 1600, 1700: 5200 / 3 = 1733⅓ → 1733; without the lowest: 1800.
    expect(value('ARO')).toEqual({ 1: 1733, 2: 1800, 3: 1700, 4: 1900, 5: 1950 });
    // P3 played one game: the cut leaves no rated opponent, and the checker leaves the value
    // empty (rating.py ComputeAverageRatingOpponents returns None): null.
    expect(value('AROC')).toEqual({ 1: 1800, 2: 2000, 3: null, 4: 2000, 5: 2000 });
  });

  it('10.2 and 10.3: TPR and PTP by FIDE B.02 table 8.1', () => {
    // P1: 100 % → dp 800: 1733 + 800 = 2533. P2: ½ of 2 = 25 % → dp −193: 1800 − 193 = 1607.
    expect(value('TPR')).toMatchObject({ 1: 2533, 2: 1607 });
    // P1 all won: every expected score 1.00, i.e. 736 above the strongest (1900) → 2636.
    // P2 ½ against 2000 and 1600: at 1554 the expectations are .06 + .44 = .50; at 1553 .49.
    expect(value('PTP')).toMatchObject({ 1: 2636, 2: 1554 });
    expect(performanceRating(1.5, [2000, 2100])).toBe(2050 + 193);
    expect(perfectPerformance(0, [1500, 1700])).toBe(700);
    expect(averageRating([2000, 2001])).toBe(2001);
  });

  it('11: RTNG and TPN (the lower start number first)', () => {
    expect(value('RTNG')).toEqual({ 1: 2000, 2: 1900, 3: 1800, 4: 1700, 5: 1600 });
    const s = standings(swiss, { tieBreaks: ['TPN'] });
    // P2 and P5 are tied on 1½: TPN puts 2 before 5.
    expect(s.map((x) => x.player)).toEqual([1, 2, 5, 4, 3]);
  });

  it('6: direct encounter separates a tied group whose members all met', () => {
    // P2 and P5 (1½ each) drew each other in round 3: DE does not separate them (0).
    expect(value('DE')).toMatchObject({ 2: 0, 5: 0 });
    const won: Tournament = {
      ...swiss,
      rounds: swiss.rounds.map((r, i) =>
        i === 2 ? { ...r, games: [r.games[0]!, { red: 2, black: 5, result: 'black-win' as const }] } : r,
      ),
    };
    // P5 beats P2 instead: P2 and P4 tie on 1 and never met; in a Swiss neither's score against
    // the other can exceed what the other could still reach (6.2), so DE leaves them (0).
    const s = standings(won, { tieBreaks: ['DE'] });
    expect(s.filter((x) => x.points === 1).map((x) => x.values.DE)).toEqual([0, 0]);
  });

  it('reads the codes and their modifiers', () => {
    expect(parseTieBreakCode('AROC')).toEqual({ code: 'ARO', cutLow: 1, cutHigh: 0 });
    expect(parseTieBreakCode('SB-C1')).toEqual({ code: 'SB', cutLow: 1, cutHigh: 0 });
    expect(parseTieBreakCode('WIN-C1')).toBeUndefined();
    expect(parseTieBreakCode('__proto__')).toBeUndefined();
  });
});

describe('a round robin: rests left out, forfeits played (C.07 16.1)', () => {
  it('direct encounter in a round robin separates by the game between the tied', () => {
    const rr: Tournament = {
      format: 'xq-tournament',
      version: 2,
      name: 'RR',
      regulations: { system: 'round-robin', scoring: '1-0.5-0' },
      players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })),
      rounds: [
        { games: [{ red: 2, black: 3, result: 'red-win' }], byes: [{ player: 1, kind: 'pairing' }] },
        { games: [{ red: 1, black: 2, result: 'black-win' }], byes: [{ player: 3, kind: 'pairing' }] },
        { games: [{ red: 3, black: 1, result: 'black-win' }], byes: [{ player: 2, kind: 'pairing' }] },
      ],
    };
    // P2 2, P1 1, P3 0: no tie; BH leaves the rests out: P2 = 0 + 1 = 1, P1 = 2 + 0 = 2.
    const s = standings(rr, { tieBreaks: ['BH'] });
    expect(Object.fromEntries(s.map((x) => [x.player, x.values.BH]))).toEqual({ 1: 2, 2: 1, 3: 3 });
    // The rest is a bye with no points, not a loss.
    expect(s.find((x) => x.player === 1)).toMatchObject({
      wins: 1,
      draws: 0,
      losses: 1,
      byes: 1,
      byePoints: 0,
    });
  });
});

describe('where the reference checker (OttoMilvang/TieBreakServer) differs from a naive reading', () => {
  // P5 has no rating (TRF: blank or 0).
  const unrated: Tournament = {
    ...swiss,
    players: swiss.players.map((p) => (p.id === 5 ? { id: 5, name: 'P5' } : p)),
  };

  it('10.1–10.3 and 11: one unrated player leaves ARO, AROC, TPR, PTP and RTNG empty for everybody', () => {
    // gacrux/tiebreak.py compute_rtng: allrated is false, so every rating tie-break is None.
    for (const code of ['ARO', 'AROC', 'TPR', 'PTP', 'RTNG'])
      expect(value(code, unrated)).toEqual({ 1: null, 2: null, 3: null, 4: null, 5: null });
    // An empty value separates nobody: P2 and P5 (1½ each) stay tied, in start-number order.
    const s = standings(unrated, { tieBreaks: ['ARO'] });
    expect(s.filter((x) => x.points === 1.5).map((x) => [x.player, x.rank])).toEqual([
      [2, 2],
      [5, 2],
    ]);
  });

  it("10.1 and 11: a rating for unrated players (the checker's U modifier) fills them in", () => {
    // P5 rated 1000. P1 met P2 1900, P5 1000, P4 1700: 4600 / 3 = 1533⅓ → 1533.
    // P2 met P1 2000 and P5 1000 (the forfeit is not played): 3000 / 2 = 1500.
    expect(value('ARO', unrated, { unratedRating: 1000 })).toEqual({
      1: 1533,
      2: 1500,
      3: 1700,
      4: 1900,
      5: 1950,
    });
    expect(value('RTNG', unrated, { unratedRating: 1000 })).toMatchObject({ 1: 2000, 5: 1000 });
  });

  it('16.2: a pairing-allocated bye is never a voluntary unplayed round, and counts in REP', () => {
    // The pairing-allocated bye gives ½ here (TRF-2026 lets the regulations say so); the checker
    // reads TRF `U` as played without an opponent, so it is never voluntary (16.2) whatever it scores.
    const halfBye: Tournament = { ...swiss, regulations: { ...swiss.regulations, pairingBye: 'draw' } };
    // P5: ½ (bye) + 0 + ½ = 1 point; he played rounds 2 and 3 and had the bye: REP 3.
    expect(value('REP', halfBye)).toMatchObject({ 5: 3 });
    // P5's BH: the bye min(own 1, ½ × 3 rounds) = 1 (16.4.2), P1 3, P2 1½ → 5½.
    expect(value('BH', halfBye)).toMatchObject({ 5: 5.5 });
  });

  it('16.4: the 2024 edition counts a round without an opponent at the own score; the checker picks it by date', () => {
    // 2024-08-01 rules: P2's forfeit win counts his own 1½ (not min(1½, P3's 1)): 3 + 1½ + 1½ = 6.
    expect(value('BH', swiss, { tieBreakRules: '2024-08-01' })).toMatchObject({ 2: 6 });
    const old: Tournament = { ...swiss, regulations: { ...swiss.regulations, dates: '2025/11/02' } };
    expect(value('BH', old)).toMatchObject({ 2: 6 });
    // From 1 March 2026 (and without a date): 16.4.1 → 5½.
    const current: Tournament = { ...swiss, regulations: { ...swiss.regulations, dates: '2026/03/01' } };
    expect(value('BH', current)).toMatchObject({ 2: 5.5 });
    // The checker reads DD/MM/YYYY as YY/MM/DD ("2024-09-2010"), not 10 characters: today's rules.
    expect(tieBreakRulesFor('24/09/2010')).toBe('2026-03-01');
    expect(tieBreakRulesFor('02.11.2025')).toBe('2024-08-01');
    expect(tieBreakRulesFor('25/11/02')).toBe('2024-08-01');
    expect(tieBreakRulesFor('2026-02-28')).toBe('2024-08-01');
    expect(tieBreakRulesFor('soon')).toBe('2026-03-01');
  });
});

describe('6.2: direct encounter in a Swiss group of three that has not all met', () => {
  const game = (opponent: number, points: number, colour: 'red' | 'black') => ({
    opponent,
    played: true,
    points,
    share: points,
    colour,
  });
  it('goes ahead only with more than any other could still reach, then splits no further', () => {
    // A (1) beat B (2) and C (3); B and C never met. A: 2 of 2; B and C: 0, each could still
    // reach 1 against the other. A's 2 exceeds 1: A is first. B's 0 does not exceed C's 1: B and
    // C stay tied, and inside {B, C} neither can pass the other's reach: DE = A 1, B 2, C 2.
    const field = {
      roundRobin: false,
      win: 1,
      draw: 0.5,
      players: [
        { id: 1, rounds: [game(2, 1, 'red'), game(3, 1, 'black')] },
        { id: 2, rounds: [game(1, 0, 'black'), game(4, 1, 'red')] },
        { id: 3, rounds: [game(4, 1, 'red'), game(1, 0, 'red')] },
        { id: 4, rounds: [game(3, 0, 'black'), game(2, 0, 'black')] },
      ],
    };
    const group = field.players.slice(0, 3);
    const de = computeTieBreak(field, parseTieBreakCode('DE')!, group);
    expect(Object.fromEntries(de)).toEqual({ 1: 1, 2: 2, 3: 2 });
  });
});

describe('computeTieBreak and tieBreakCalculator check what they are given (deep TypeErrors before)', () => {
  const round = { opponent: 2, played: true, points: 1, share: 1, colour: 'red' as const };
  const field = {
    roundRobin: false,
    win: 1,
    draw: 0.5,
    players: [
      { id: 1, rounds: [round] },
      { id: 2, rounds: [{ ...round, opponent: 1, points: 0, share: 0, colour: 'black' as const }] },
    ],
  };
  const bh = parseTieBreakCode('BH')!;
  const refused = (f: () => unknown, message: RegExp): void => {
    expect(f).toThrow(TypeError);
    expect(f).toThrow(message);
  };
  it('names the player, the round and the field', () => {
    // a tournament's players have no rounds: "p.rounds is not iterable" before
    refused(
      () => tieBreakCalculator({ ...field, players: [{ id: 1, name: 'A' }] } as never),
      /^tieBreakCalculator: field\.players\[0\]\.rounds must be an array/,
    );
    refused(
      () =>
        computeTieBreak(
          { ...field, players: [{ id: 1, rounds: [{ ...round, points: Number.NaN }] }] },
          bh,
          [],
        ),
      /field\.players\[0\]\.rounds\[0\]\.points must be a finite number/,
    );
    refused(
      () =>
        computeTieBreak(
          { ...field, players: [{ id: 1, rounds: [{ ...round, colour: 'toString' }] }] } as never,
          bh,
          [],
        ),
      /rounds\[0\]\.colour/,
    );
    refused(
      () => computeTieBreak({ ...field, win: '1' } as never, bh, []),
      /field\.win must be a finite number/,
    );
    refused(
      () => computeTieBreak(field, { code: 'toString', cutLow: 0, cutHigh: 0 } as never, field.players),
      /^computeTieBreak: spec\.code/,
    );
    refused(
      () => computeTieBreak(field, { ...bh, cutLow: -1 }, field.players),
      /spec\.cutLow must be a natural number/,
    );
    refused(
      () => computeTieBreak(field, bh, [null] as never),
      /^computeTieBreak: group\[0\] must be an object/,
    );
  });
  it('a sound field still gives its values, with or without a shared calculator', () => {
    const calc = tieBreakCalculator(field);
    expect(Object.fromEntries(computeTieBreak(field, bh, field.players, calc))).toEqual({ 1: 0, 2: 1 });
    expect(Object.fromEntries(computeTieBreak(field, bh, field.players))).toEqual({ 1: 0, 2: 1 });
  });
});
