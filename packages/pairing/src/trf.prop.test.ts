import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  parseTrf,
  TRF_COLOURS,
  TRF_ERROR_CODES,
  TRF_RESULTS,
  type Trf,
  type TrfPlayer,
  type TrfRound,
} from './trf';
import { formatTrf, formatTrfPlayer } from './trf-write';

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

/** A text field's characters: letters, spaces, Vietnamese, astral, controls, separators, surrogates. */
const fieldChar = fc.constantFrom(
  'A',
  'z',
  ' ',
  ' ',
  'ễ',
  'Đ',
  '<',
  '&',
  '|',
  '\t',
  '\u0001',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\ufeff',
  '😀',
  '\ud83d',
  '\ude00',
  '0',
  '9',
  '.',
  '-',
);
const field = (max: number) =>
  fc.oneof(
    { weight: 30, arbitrary: fc.stringMatching(new RegExp(`^[A-Za-z0-9 ]{0,${max}}$`)) },
    { weight: 1, arbitrary: fc.array(fieldChar, { maxLength: max }).map((cs) => cs.join('')) },
  );
const col = (s: string, width: number) => s.padEnd(width).slice(0, width);

/** One round block as a file may write it, for a player alone (no opponent). */
const loneBlock = fc.oneof(
  fc.constantFrom(
    '        ',
    '0000    ',
    '   0    ',
    '0000 - -',
    '     - H',
    '0000 - U',
    '0000 - f',
    '0000 - Z',
  ),
  fc
    .tuple(
      fc.constantFrom('0000', '   0', '    '),
      fc.constantFrom(...TRF_COLOURS),
      fc.constantFrom(...TRF_RESULTS, 'u', 'h'),
    )
    .map(([o, c, r]) => `${o} ${c} ${r}`),
);

/**
 * TRF-like files: players with random text fields, blocks that answer each other (or not),
 * lone blocks, trailing blank blocks, header lines with odd characters, `299` records, points
 * sometimes left free by an `XXS` line, random line ends and a byte-order mark or two.
 */
const trfText = fc
  .record({
    n: fc.integer({ min: 1, max: 6 }),
    rounds: fc.integer({ min: 0, max: 4 }),
    fields: fc.array(fc.tuple(field(2), field(4), field(36), field(4), field(12), field(11)), {
      minLength: 6,
      maxLength: 6,
    }),
    numbers: fc.array(
      fc.tuple(
        fc.nat(9999),
        fc.nat(9999),
        fc.constantFrom('', '0', '1.0', '2.5', '1.3', '99.9', '999', '0.5', '1.5', '3'),
      ),
      {
        minLength: 6,
        maxLength: 6,
      },
    ),
    pairs: fc.array(
      fc.tuple(fc.nat(5), fc.nat(5), fc.constantFrom('1', '0', '=', '+', '-', 'W', 'D', 'L', ' ')),
      {
        maxLength: 12,
      },
    ),
    lone: fc.array(loneBlock, { minLength: 30, maxLength: 30 }),
    trailing: fc.array(fc.nat(3), { minLength: 6, maxLength: 6 }),
    other: fc.array(
      fc.oneof(
        fc.constantFrom(
          '012 Open',
          'XXR 5',
          'XXR 007',
          'XXC white1',
          'XXC black1 white1',
          '152 B',
          '142 3',
          '152 X',
          '299 -0 1 1',
          '299 0.5 1 1',
          '299 1.25 2 1 2',
          'XXS W=1',
          '162 x',
          'XXP 1 2',
          '### note',
          '',
          '   ',
        ),
        fc.tuple(fc.constantFrom('012 ', '092 ', '### ', 'XXZ ', ''), field(20)).map(([t, f]) => t + f),
      ),
      { maxLength: 5 },
    ),
    free: fc.integer({ min: 0, max: 3 }).map((x) => x > 0),
    eol: fc.constantFrom('\r', '\n', '\r\n'),
    bom: fc.constantFrom('', '\ufeff', '\ufeff\ufeff'),
  })
  .map(({ n, rounds, fields, numbers, pairs, lone, trailing, other, free, eol, bom }) => {
    const blocks: string[][] = Array.from({ length: n }, () => []);
    let k = 0;
    for (let r = 0; r < rounds; r++) {
      const busy = new Set<number>();
      for (const [a, b, res] of pairs) {
        if (a >= n || b >= n || a === b || busy.has(a) || busy.has(b)) continue;
        busy.add(a).add(b);
        const back =
          ({ '1': '0', '0': '1', '+': '-', '-': '+', W: 'L', L: 'W' } as Record<string, string>)[res] ?? res;
        blocks[a]![r] = `${String(b + 1).padStart(4)} w ${res}`;
        blocks[b]![r] = `${String(a + 1).padStart(4)} b ${back}`;
      }
      for (let i = 0; i < n; i++) blocks[i]![r] ??= lone[k++ % lone.length]!;
    }
    const lines = blocks.map((bs, i) => {
      const [sex, title, name, fed, id, born] = fields[i]!;
      const [rating, rank, points] = numbers[i]!;
      const blanks = Array.from({ length: trailing[i]! }, () => '        ');
      return `001 ${String(i + 1).padStart(4)} ${col(sex, 1)}${col(title, 3)} ${col(name, 33)} ${String(rating).padStart(4)} ${col(fed, 3)} ${col(id, 11)} ${col(born, 10)} ${points.padStart(4)} ${String(rank).padStart(4)}  ${[...bs, ...blanks].join('  ')}`;
    });
    return bom + [...other, ...(free ? ['XXS W=1'] : []), ...lines].join(eol);
  });

describe('TRF: what the library writes, it reads back', () => {
  test.prop([trfText], { numRuns: 400 })(
    'every file parseTrf accepts is written by formatTrf and read back the same',
    (text) => {
      const first = parseTrf(text);
      if (!first.ok) {
        expect(TRF_ERROR_CODES).toContain(first.error.code);
        return;
      }
      const written = formatTrf(first.value);
      expect(parseTrf(written)).toStrictEqual({ ok: true, value: first.value });
      // and the text written is a fixed point: writing it again gives the same text
      expect(formatTrf(first.value)).toBe(written);
    },
  );

  test.prop([trfText], { numRuns: 100 })('the player records alone read back the same', (text) => {
    const first = parseTrf(text);
    if (!first.ok) return;
    for (const p of first.value.players) {
      const again = parseTrf(`${formatTrfPlayer(p)}\rXXS W=1`);
      // the opponents are not in this file: only a record without games reads alone
      if (p.rounds.some((b) => b.opponent > 0)) continue;
      expect(again.ok && again.value.players[0]).toStrictEqual(p);
    }
  });

  test('a trailing blank round (`0000` with no colour and no result) is kept', () => {
    const t = parseTrf(`001    1      A${' '.repeat(32)}${' '.repeat(33)}0.0${' '.repeat(7)}0000`);
    expect(t.ok && t.value.players[0]!.rounds).toEqual([{ opponent: 0, colour: ' ', result: ' ' }]);
    if (!t.ok) return;
    expect(parseTrf(formatTrf(t.value))).toStrictEqual(t);
  });

  test('a text field no writer may write (a control character, a lone surrogate) is refused', () => {
    for (const name of ['A\tB', 'A\u0001', 'A\u2028B', `${'A'.repeat(32)}\ud83d`]) {
      const line = `001    1      ${name.padEnd(33)} ${' '.repeat(32)} 0.0`;
      expect(parseTrf(line)).toMatchObject({ ok: false, error: { code: 'TRF_BAD_PLAYER', line: 1 } });
    }
    for (const header of ['012 a\u000bb', '012 a\u0085b', '012 \ud800'])
      expect(parseTrf(`${header}\rXXR 3`)).toMatchObject({
        ok: false,
        error: { code: 'TRF_BAD_LINE', line: 1 },
      });
  });
});
