// The parsers and the reducer against hostile input: wrong types, null, NaN, prototype keys.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { EVENT_TYPES } from './event';
import { parseLog, parseState, record, replay } from './log';
import { createArbiter, parseOptions } from './options';
import { parseEvent } from './parse-event';

const NASTY = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
const value = fc.oneof(
  fc.anything(),
  fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1, 1.5, '', ...NASTY),
);
// Events of a real type whose fields are anything, nasty keys included.
const event = fc
  .tuple(
    fc.constantFrom(...EVENT_TYPES, ...NASTY),
    fc.dictionary(
      fc.constantFrom(
        'side',
        'square',
        'squares',
        'move',
        'kind',
        'moves',
        'at',
        'rule',
        'level',
        'command',
        'fen',
        'clock',
        'by',
        'admitted',
        'ply',
        ...NASTY,
      ),
      value,
    ),
  )
  .map(([type, rest]) => JSON.parse(JSON.stringify({ ...rest, type })) as unknown);

describe('hostile input', () => {
  it('parseEvent never throws and accepts only what it can give back', () => {
    fc.assert(
      fc.property(fc.oneof(value, event), (x) => {
        const r = parseEvent(x);
        if (r.ok) expect(parseEvent(JSON.parse(JSON.stringify(r.value)))).toEqual(r);
        else expect(r.error.code).toBe('ARBITER_BAD_EVENT');
      }),
      { numRuns: 500 },
    );
  });
  it('a key named __proto__ is an unknown field, not a prototype', () => {
    const r = parseEvent(JSON.parse('{"type":"start","__proto__":{"fen":"x"}}'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe('__proto__');
  });
  it('apply answers every hostile event on a running game without throwing', () => {
    const s = apply(createArbiter(), { type: 'start' }).state;
    fc.assert(
      fc.property(event, (x) => {
        const r = apply(s, x as never);
        expect(r.ruling.event === null || EVENT_TYPES.includes(r.ruling.event)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
  it('parseOptions, parseLog and parseState never throw', () => {
    fc.assert(
      fc.property(value, (x) => {
        for (const f of [parseOptions, parseLog, parseState]) {
          const r = f(x);
          if (!r.ok) expect(r.error.code).toMatch(/^ARBITER_/);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('record and replay on what is not a log', () => {
  it('throw a TypeError naming the function, never a deep one', () => {
    fc.assert(
      fc.property(
        value.filter(
          (v) => !(typeof v === 'object' && v !== null && Array.isArray((v as { events?: unknown }).events)),
        ),
        (v) => {
          expect(() => record(v as never, { type: 'start' })).toThrow(/^record: log/);
          expect(() => replay(v as never)).toThrow(/^replay: log/);
        },
      ),
    );
  });
});
