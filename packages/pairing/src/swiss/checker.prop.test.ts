import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { parseTrf } from '../trf';
import { formatTrf } from '../trf-write';
import { checkTournament } from './checker';
import { explainPairing } from './explain';
import { generateTournament } from './generator';
import { swissInputFromTrf } from './trf-input';

const hostile = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    Number.NaN,
    -1,
    1.5,
    1e9,
    '7',
    '__proto__',
    'toString',
    'constructor',
    {},
    [],
  ),
  fc.integer({ min: -5, max: 40 }),
  fc.double({ min: -2, max: 2, noNaN: false }),
);

describe('checkTournament and generateTournament, hostile input', () => {
  test.prop([fc.string({ maxLength: 400 })], { numRuns: 100 })(
    'random text never throws the checker',
    (text) => {
      const t = parseTrf(text);
      if (!t.ok) return;
      const r = checkTournament(t.value);
      expect(typeof r.ok).toBe('boolean');
    },
  );

  const xxsValue = fc.oneof(
    fc.constantFrom('0', '1', '2.0', '0.5', '999.99', '-1', 'NaN', '1e9', '', '__proto__', 'toString'),
    fc.string({ maxLength: 6 }),
  );
  const xxsKey = fc.constantFrom(
    'W',
    'D',
    'L',
    'WW',
    'BD',
    'PAB',
    'ZPB',
    'FL',
    'constructor',
    '__proto__',
    'X',
  );
  test.prop([fc.array(fc.tuple(xxsKey, xxsValue), { maxLength: 8 }), fc.nat(50)], { numRuns: 60 })(
    'any XXS record: the checker answers, and 2-1-0-like proportional systems change nothing',
    (pairs, seed) => {
      const g = generateTournament({ players: 8, rounds: 3, seed });
      if (!g.ok) throw new Error(g.error.message);
      const line = `XXS ${pairs.map(([k, v]) => `${k}=${v}`).join(' ')}`;
      const r = checkTournament(
        { ...g.value.trf, otherLines: [...g.value.trf.otherLines, line] },
        { lang: 'vi' },
      );
      expect(typeof r.ok).toBe('boolean');
      const two = checkTournament({
        ...g.value.trf,
        otherLines: [...g.value.trf.otherLines, 'XXS W=2 D=1 L=0'],
      });
      expect(two.ok && two.value.differing).toEqual([]);
    },
  );

  test.prop([hostile], { numRuns: 30 })(
    'a lang other than en or vi is a RangeError naming the checker',
    (lang) => {
      fc.pre(lang !== undefined);
      expect(() =>
        checkTournament(
          { players: [], otherLines: [], totalRounds: undefined, initialColour: undefined },
          { lang: lang as never },
        ),
      ).toThrow(/^checkTournament: lang/);
    },
  );

  test.prop(
    [fc.record({ players: hostile, rounds: hostile, seed: hostile, byeRate: hostile, baku: hostile })],
    {
      numRuns: 60,
    },
  )('the generator answers or throws a RangeError/TypeError naming itself', (options) => {
    try {
      const g = generateTournament(options as never);
      if (g.ok) {
        const back = parseTrf(g.value.text);
        expect(back.ok).toBe(true);
      }
    } catch (e) {
      expect(e instanceof RangeError || e instanceof TypeError).toBe(true);
      expect((e as Error).message).toMatch(/^generateTournament: /);
    }
  });

  test.prop([fc.integer({ min: 2, max: 24 }), fc.integer({ min: 1, max: 6 }), fc.nat(1000), fc.boolean()], {
    numRuns: 25,
  })('every generated event is accepted by the checker', (players, rounds, seed, baku) => {
    fc.pre(rounds < players);
    const g = generateTournament({
      players,
      rounds,
      seed,
      baku,
      forfeitRate: 0.1,
      byeRate: 0.1,
      withdrawRate: 0.05,
    });
    if (!g.ok) return;
    const back = parseTrf(g.value.text);
    if (!back.ok) throw new Error(back.error.message);
    const r = checkTournament(back.value, { baku });
    expect(r.ok && r.value.differing).toEqual([]);
  });
});

describe('explainPairing, hostile input', () => {
  test.prop(
    [
      fc.integer({ min: 2, max: 16 }),
      fc.nat(500),
      fc.array(fc.tuple(fc.integer({ min: -2, max: 20 }), fc.integer({ min: -2, max: 20 })), {
        maxLength: 8,
      }),
      fc.option(fc.integer({ min: -2, max: 20 }), { nil: null }),
    ],
    { numRuns: 50 },
  )('answers for any boards, named players or not, and never throws', (players, _seed, boards, bye) => {
    const input = {
      players: Array.from({ length: players }, (_, i) => ({ id: i + 1, rounds: [] })),
      playedRounds: 0,
      totalRounds: 2,
      initialColour: 'white' as const,
    };
    const r = explainPairing(input, { boards: boards.map(([white, black]) => ({ white, black })), bye });
    expect(typeof r.ok).toBe('boolean');
  });
});

/** A tournament of `players` after `rounds`, from the generator (seeded). */
function event(players: number, rounds: number, seed: number) {
  const g = generateTournament({ players, rounds, seed });
  if (!g.ok) throw new Error(g.error.message);
  return g.value.trf;
}

/** Ways to break one player record so that no TRF file could hold it. */
const breakage = fc.oneof(
  fc.record({
    field: fc.constantFrom('result', 'colour'),
    value: fc.constantFrom('Q', 'x', '', '11', 'white', '__proto__', 0, null, undefined, {}),
  }),
  fc.record({
    field: fc.constantFrom('opponent'),
    value: fc.constantFrom(Number.NaN, -1, 1.5, 10_000, 1e21, '2', null, Number.POSITIVE_INFINITY),
  }),
  fc.record({
    field: fc.constantFrom('points', 'rating', 'rank', 'startNumber'),
    value: fc.constantFrom(Number.NaN, -1, Number.POSITIVE_INFINITY, 10_000, 1e21, '1', null, undefined),
  }),
  fc.record({ field: fc.constantFrom('self'), value: fc.constant(0) }),
  fc.record({
    field: fc.constantFrom('name'),
    value: fc.constantFrom(7, null, 'A\nB', 'A\u2028', '\ud800', {}),
  }),
);

describe('checkTournament and swissInputFromTrf refuse a record no TRF file could hold', () => {
  test.prop([breakage, fc.nat(7), fc.nat(20)], { numRuns: 120 })(
    'one broken field anywhere: PAIRING_BAD_INPUT, never a report that the file is consistent',
    ({ field, value }, who, seed) => {
      const trf = event(8, 3, seed);
      const players = trf.players.map((p, i) => {
        if (i !== who) return p;
        if (field === 'self') {
          const rounds = p.rounds.map((b, r) => (r === 1 ? { ...b, opponent: p.startNumber } : b));
          return { ...p, rounds };
        }
        if (field === 'result' || field === 'colour' || field === 'opponent') {
          const rounds = p.rounds.map((b, r) => (r === 0 ? { ...b, [field]: value } : b));
          return { ...p, rounds };
        }
        return { ...p, [field]: value };
      });
      const broken = { ...trf, players } as never;
      const report = checkTournament(broken);
      expect(report).toMatchObject({ ok: false, error: { code: 'PAIRING_BAD_INPUT' } });
      expect(swissInputFromTrf({ ...(broken as object), totalRounds: 5 } as never)).toMatchObject({
        ok: false,
        error: { code: 'PAIRING_BAD_INPUT' },
      });
    },
  );

  test('the named cases: a bad result or colour letter, NaN points, a start number beyond 9,999, a self-pairing', () => {
    const trf = event(6, 2, 3);
    const p = trf.players[0]!;
    const b = p.rounds[0]!;
    const cases = [
      { ...p, rounds: [{ ...b, result: 'Q' }, ...p.rounds.slice(1)] },
      { ...p, rounds: [{ ...b, colour: 'r' }, ...p.rounds.slice(1)] },
      { ...p, points: Number.NaN },
      { ...p, startNumber: 10_000 },
      { ...p, rounds: [{ ...b, opponent: p.startNumber }, ...p.rounds.slice(1)] },
    ];
    for (const broken of cases) {
      const r = checkTournament({ ...trf, players: [broken, ...trf.players.slice(1)] } as never);
      expect(r, JSON.stringify(broken)).toMatchObject({ ok: false, error: { code: 'PAIRING_BAD_INPUT' } });
      if (!r.ok) expect(r.error.message).toContain('checkTournament');
    }
    // the same file unbroken is checked
    expect(checkTournament(trf)).toMatchObject({ ok: true });
  });

  test.prop([fc.nat(30)], { numRuns: 10 })('a record the writer writes is one the checker takes', (seed) => {
    const trf = event(9, 4, seed);
    const back = parseTrf(formatTrf(trf));
    expect(back.ok && checkTournament(back.value)).toEqual(checkTournament(trf));
  });
});
