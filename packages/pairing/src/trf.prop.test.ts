import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { formatTrf, parseTrf, TRF_RESULTS, type Trf, type TrfPlayer, type TrfRound } from './trf';

const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[A-Za-z]$/);

/** Random consistent tournaments: players paired symmetrically round by round. */
const trfArb: fc.Arbitrary<Trf> = fc
  .record({
    n: fc.integer({ min: 1, max: 12 }),
    rounds: fc.integer({ min: 0, max: 5 }),
    seed: fc.array(fc.nat(1000), { minLength: 80, maxLength: 80 }),
    names: fc.array(word, { minLength: 12, maxLength: 12 }),
    total: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
    colour: fc.constantFrom<'white' | 'black' | undefined>('white', 'black', undefined),
  })
  .map(({ n, rounds, seed, names, total, colour }) => {
    let s = 0;
    const next = () => seed[s++ % seed.length]!;
    const hist: TrfRound[][] = Array.from({ length: n }, () => []);
    for (let r = 0; r < rounds; r++) {
      const order = Array.from({ length: n }, (_, i) => i).sort(
        (a, b) => ((a * 7 + next()) % 13) - ((b * 7 + next()) % 13),
      );
      for (let i = 0; i + 1 < order.length; i += 2) {
        const a = order[i]!;
        const b = order[i + 1]!;
        const res = ['1', '=', '0', '+', '-'][next() % 5]!;
        const back = { '1': '0', '=': '=', '0': '1', '+': '-', '-': '+' }[res]!;
        hist[a]!.push({ opponent: b + 1, colour: 'w', result: res as TrfRound['result'] });
        hist[b]!.push({ opponent: a + 1, colour: 'b', result: back as TrfRound['result'] });
      }
      if (n % 2)
        hist[order[n - 1]!]!.push({
          opponent: 0,
          colour: '-',
          result: (['U', 'H', 'Z', 'F'] as const)[next() % 4]!,
        });
    }
    const players: TrfPlayer[] = hist.map((rs, i) => ({
      startNumber: i + 1,
      sex: '',
      title: '',
      name: names[i]!,
      rating: 1000 + next(),
      federation: 'VIE',
      fideId: String(next()),
      birthDate: '',
      points: rs.reduce(
        (a, b) =>
          a + ({ '1': 1, '+': 1, U: 1, F: 1, '=': 0.5, H: 0.5 } as Record<string, number>)[b.result]! || a,
        0,
      ),
      rank: i + 1,
      rounds: rs,
    }));
    return { players, totalRounds: total, initialColour: colour, otherLines: ['012 Random Open'] };
  });

describe('TRF properties', () => {
  test.prop([fc.string({ maxLength: 300 })])('parseTrf never throws on arbitrary strings', (s) => {
    expect(() => parseTrf(s)).not.toThrow();
  });

  /** A line opening with a TRF tag (three digits or XX and a letter, then a space or the end). */
  const isRecord = (line: string) => /^(?:\d{3}|XX[A-Z])(?: |$)/.test(line);
  test.prop([
    fc.oneof(
      fc.string({ maxLength: 4000 }),
      fc.string({ maxLength: 4000, unit: 'binary' }),
      fc.array(fc.string({ maxLength: 80 }), { maxLength: 60 }).map((ls) => ls.join('\n')),
      fc.constantFrom('__proto__', 'toString', 'constructor', '', '\r\n'),
    ),
  ])('random text is never read as a TRF: a text without a record is refused', (s) => {
    const r = parseTrf(s);
    if (!s.split(/\r\n|\r|\n/).some(isRecord)) {
      expect(r).toMatchObject({ ok: false, error: { code: 'TRF_NOT_A_TRF' } });
    }
  });

  test.prop([
    fc.array(
      fc.constantFrom(
        '001',
        'XXR',
        'XXC',
        '   ',
        '0000',
        ' w ',
        ' b ',
        '1',
        '=',
        ...TRF_RESULTS,
        '\r',
        '\n',
        '9',
        ' ',
      ),
      { maxLength: 120 },
    ),
  ])('parseTrf never throws on TRF-like noise', (parts) => {
    expect(() => parseTrf(parts.join(''))).not.toThrow();
  });

  test.prop([trfArb])('parseTrf(formatTrf(t)) gives t back', (t) => {
    const points = t.players.map((p) => ({
      ...p,
      points: p.rounds.reduce(
        (a, b) =>
          a +
            ({ '1': 1, '+': 1, U: 1, F: 1, W: 1, '=': 0.5, H: 0.5, D: 0.5 } as Record<string, number>)[
              b.result
            ]! || a,
        0,
      ),
    }));
    const fixed = { ...t, players: points };
    const r = parseTrf(formatTrf(fixed));
    expect(r).toEqual({ ok: true, value: fixed });
  });
});
