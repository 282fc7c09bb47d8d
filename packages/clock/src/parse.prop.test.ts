// Fuzzing: no parser and no command ever throws, whatever it is given.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { anyPolicy, commandList } from './arbitraries.test-util';
import { parseCommand } from './command';
import { createClock } from './create';
import { createLog, parseLog, parseState, record } from './log';
import { parsePolicy } from './policy';
import { getPreset } from './presets';
import type { ClockState } from './state';

const junk = fc.oneof(
  fc.anything(),
  fc.jsonValue(),
  fc.string().map((s) => ({ type: 'press', at: s })),
);

/** A JSON value with one leaf or key replaced by junk. */
function mutate(value: unknown): fc.Arbitrary<unknown> {
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (typeof v === 'object' && v !== null)
      for (const [k, x] of Object.entries(v)) walk(x, [...path, Array.isArray(v) ? Number(k) : k]);
  };
  walk(value, []);
  return fc.tuple(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 2 })).map(([path, replacement]) => {
    if (path.length === 0) return replacement;
    const copy = JSON.parse(JSON.stringify(value));
    let o = copy;
    for (const k of path.slice(0, -1)) o = o[k];
    o[path.at(-1)!] = replacement;
    return copy;
  });
}

const started: ClockState = apply(createClock(getPreset('vn-staged')), { type: 'start', at: 0 }).state;

describe('fuzzing', () => {
  it('parsePolicy, parseCommand, parseState and parseLog never throw on arbitrary values', () => {
    fc.assert(
      fc.property(junk, (x) => {
        for (const parse of [parsePolicy, parseCommand, parseState, parseLog]) {
          const r = parse(x);
          expect(typeof r.ok).toBe('boolean');
        }
      }),
    );
  });

  it('apply never throws on arbitrary commands and answers with the same state', () => {
    fc.assert(
      fc.property(junk, (x) => {
        const step = apply(started, x as never);
        if (!step.ok) expect(step.state).toBe(started);
      }),
    );
  });

  it('a stored state with one field changed is either refused or still consistent', () => {
    fc.assert(
      fc.property(
        anyPolicy.chain((p) =>
          commandList(10).map((cs) => cs.reduce((s, c) => apply(s, c).state, createClock(p))),
        ),
        fc.nat(),
        (s, seed) => {
          const stored = JSON.parse(JSON.stringify(s));
          const broken = fc.sample(mutate(stored), { numRuns: 1, seed })[0];
          const r = parseState(broken);
          if (r.ok) {
            const l = r.value.red.ledger;
            expect(r.value.red.bankMs).toBe(
              l.initialMs + l.addedMs + l.bonusMs + l.adjustMs + l.gainedMs - l.chargedMs,
            );
            apply(r.value, { type: 'press', at: (r.value.at ?? 0) + 1 });
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('a log with one field changed is refused or replays without throwing', () => {
    let log = createLog(getPreset('vn-international'));
    for (let i = 0; i < 10; i++)
      log = record(log, i === 0 ? { type: 'start', at: 0 } : { type: 'press', at: i * 1000 });
    fc.assert(
      fc.property(mutate(JSON.parse(JSON.stringify(log))), (broken) => {
        const r = parseLog(broken);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
  });
});
