// Fuzzing the line reader: random and hostile lines never throw, and what is read is well formed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIALECTS, formatDialectMove, parseDialectMove } from './dialect';
import { LineSplitter, MAX_PV, parseBestMove, parseInfo } from './parse';
import { portTransport } from './transport';

const words = [
  'info',
  'depth',
  'seldepth',
  'score',
  'cp',
  'mate',
  'wdl',
  'pv',
  'nodes',
  'nps',
  'time',
  'multipv',
  'string',
  'lowerbound',
  'upperbound',
  'bestmove',
  'ponder',
  '(none)',
  'h2e2',
  'a10a9',
  'z9z9',
  '-5',
  '99999999999999999999',
  'NaN',
  '__proto__',
  'toString',
  'constructor',
  '\u0000',
  '\r',
];
const hostileLine = fc.oneof(
  fc.string(),
  fc.array(fc.constantFrom(...words), { maxLength: 40 }).map((w) => w.join(' ')),
  fc
    .array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 6 })), { maxLength: 30 })
    .map((w) => `info ${w.join(' ')}`),
);

describe('parseInfo and parseBestMove never throw', () => {
  it('on random and hostile lines, and answer only well-formed fields', () => {
    fc.assert(
      fc.property(hostileLine, (line) => {
        const info = parseInfo(line);
        if (info !== undefined) {
          expect(Object.getPrototypeOf(info)).toBe(Object.prototype);
          for (const k of ['depth', 'seldepth', 'multipv', 'nodes', 'nps', 'time', 'hashfull'] as const) {
            const v = info[k];
            if (v !== undefined) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          }
          if (info.score) expect(Number.isSafeInteger(info.score.cp ?? info.score.mate)).toBe(true);
          if (info.pv) {
            expect(info.pv.length).toBeLessThanOrEqual(MAX_PV);
            for (const m of info.pv) expect(m).toMatch(/^[a-i](10|[0-9])[a-i](10|[0-9])$/);
          }
        }
        const best = parseBestMove(line);
        if (best) expect(best.move === null || typeof best.move === 'string').toBe(true);
      }),
    );
  });

  it('on wrong JS types', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(parseInfo(x as string)).toBeUndefined();
        expect(parseBestMove(x as string)).toBeUndefined();
      }),
    );
  });

  it('reads back a generated info line', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.integer({ min: -30000, max: 30000 }), fc.nat(), (depth, cp, nodes) => {
        expect(parseInfo(`info depth ${depth} score cp ${cp} nodes ${nodes} pv h2e2 h9g7`)).toEqual({
          depth,
          score: { cp },
          nodes,
          pv: ['h2e2', 'h9g7'],
        });
      }),
    );
  });
});

describe('dialect moves', () => {
  it('round-trip in every dialect, and reading never throws', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 89 }),
        fc.integer({ min: 0, max: 89 }),
        fc.constantFrom(...DIALECTS),
        (from, to, d) => {
          expect(parseDialectMove(formatDialectMove({ from, to }, d), d)).toEqual({ from, to });
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...DIALECTS), (s, d) => {
        const m = parseDialectMove(s, d);
        if (m) expect(m.from >= 0 && m.from < 90 && m.to >= 0 && m.to < 90).toBe(true);
      }),
    );
  });
});

describe('LineSplitter keeps memory bounded', () => {
  it('whatever the chunks: no line longer than maxLine, no more than maxLines waiting', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('\n', '\r\n', 'x'.repeat(500))), {
          maxLength: 60,
        }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 10 }),
        (chunks, maxLine, maxLines) => {
          const s = new LineSplitter(maxLine, maxLines);
          for (const c of chunks) s.push(c);
          expect(s.size).toBeLessThanOrEqual(maxLines);
          for (let l = s.take(); l !== undefined; l = s.take()) expect(l.length).toBeLessThanOrEqual(maxLine);
        },
      ),
    );
  });

  it('splits whole lines exactly when they fit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ maxLength: 30 }).filter((l) => !/[\r\n]/.test(l)),
          { maxLength: 20 },
        ),
        fc.nat(5),
        (lines, cut) => {
          const text = lines.map((l) => `${l}\n`).join('');
          const s = new LineSplitter(64, 64);
          s.push(text.slice(0, cut));
          s.push(text.slice(cut));
          const got: string[] = [];
          for (let l = s.take(); l !== undefined; l = s.take()) got.push(l);
          expect(got).toEqual(lines);
        },
      ),
    );
  });

  it('refuses bad bounds with RangeError', () => {
    expect(() => new LineSplitter(0)).toThrow(RangeError);
    expect(() => new LineSplitter(10, 1.5)).toThrow(RangeError);
  });
});

describe('portTransport', () => {
  it('refuses what is not a port with TypeError', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.constant({ postMessage: 1 }), fc.constant({ __proto__: null })),
        (x) => {
          expect(() => portTransport(x as never)).toThrow(TypeError);
        },
      ),
    );
  });
});

describe('parseInfo reads both dialects', () => {
  it.each([
    ['info depth 6 score 35 pv h2e2', { cp: 35 }], // UCCI: centipawns without `cp`
    ['info depth 6 score -12 lowerbound pv h2e2', { cp: -12 }],
    ['info depth 6 score cp 35 pv h2e2', { cp: 35 }],
    ['info depth 6 score mate -3 pv h2e2', { mate: -3 }],
  ])('%s', (line, score) => {
    expect(parseInfo(line)?.score).toEqual(score);
    expect(parseInfo(line)?.pv).toEqual(['h2e2']);
  });
});
