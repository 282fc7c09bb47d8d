// How the costs of @xq/clock grow with their input: each case on n and on 4n (linear code costs
// about 4×, the bar is 5×). Long logs through parseLog and replay; wide objects and long texts
// through parseCommand, parsePolicy, parseState and findPreset. Measured here, in `pnpm bench`,
// never in the tests (a timed test fails on a loaded machine).
import { growthLine } from '@xq/test-utils';
import {
  type ClockCommand,
  type ClockLog,
  findPreset,
  getPreset,
  parseCommand,
  parseLog,
  parsePolicy,
  parseState,
  replay,
} from '../src/index';

/** Prints one line per case (see `growthLine`). */
export function growthBench(): void {
  console.log('\ngrowth with the input (4× the input; linear ≈ ×4, the bar ×5):');
  const policy = getPreset('vn-international');
  const presses = (n: number): ClockCommand[] => {
    const out: ClockCommand[] = [{ type: 'start', at: 0 }];
    for (let i = 1; i <= n; i++) out.push({ type: 'press', at: i * 10_000 });
    return out;
  };
  console.log(
    growthLine(
      'parseLog of n presses (JSON)',
      (n) => JSON.parse(JSON.stringify({ version: 1, policy, commands: presses(n) })) as unknown,
      (x) => parseLog(x),
      10_000,
    ),
  );
  console.log(
    growthLine(
      'replay of n presses',
      (n) => ({ version: 1, policy, commands: presses(n) }) as ClockLog,
      (x) => replay(x),
      4_000,
    ),
  );
  // Wide objects: V8 lists the keys of an object in dictionary mode in O(n log n) (it sorts them
  // by insertion), which is the floor of any check for unknown fields: n stays at 5,000, where the
  // log factor stays under the bar.
  for (const unit of ['x', '__proto__', 'toString', 'é\u0000']) {
    const wide = (n: number, base: object = {}) => {
      const o: Record<string, unknown> = { ...base };
      for (let i = 0; i < n; i++) o[`${unit.slice(0, 8)}${i}`] = unit;
      return o;
    };
    const text = (n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
    const shown = JSON.stringify(unit);
    for (const [name, build, run] of [
      ['parseCommand', (n: number) => wide(n, { type: 'press', at: 0 }), (o: unknown) => parseCommand(o)],
      [
        'parsePolicy',
        (n: number) => wide(n, { control: { stages: [{ timeMs: 1 }] } }),
        (o: unknown) => parsePolicy(o),
      ],
      ['parseState', wide, (o: unknown) => parseState(o)],
      ['parseCommand reason', (n: number) => ({ type: 'pause', at: 0, reason: text(n) }), parseCommand],
      ['findPreset', text, (o: unknown) => findPreset(o as string)],
    ] as const)
      console.log(
        growthLine(
          `${name}, keys or text of ${shown}`,
          build as (n: number) => unknown,
          run as (x: unknown) => void,
          5_000,
          5_000,
        ),
      );
  }
}
