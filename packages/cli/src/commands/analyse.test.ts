import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { runCommand as run } from '../fake-io';
import { analyseCommand } from './analyse';

const FAKE = fileURLToPath(new URL('../../../engine/test/fake-engine.mjs', import.meta.url));
const fake = (mode: string, dialect = 'ucci') => `node ${JSON.stringify(FAKE)} ${mode} ${dialect}`;

describe('xq analyse against the fake engine', () => {
  test('prints one JSON document with ICCS moves whatever the dialect', async () => {
    const r = await run(analyseCommand, [
      '--engine',
      fake('good', 'fairy'),
      '--option',
      'Line=h3e3 h10g8',
      '--depth',
      '2',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      bestmove: 'h2e2',
      ponder: 'h9g7',
      pv: ['h2e2', 'h9g7'],
      score: { cp: 15 },
      depth: 2,
      engine: 'Fairy-Stockfish fake',
    });
  });

  test('a table in Vietnamese with the line in the law notation', async () => {
    const r = await run(analyseCommand, ['--engine', fake('good'), '--depth', '2', '--lang', 'vi']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Nước hay nhất');
    expect(r.out).toContain('P2-5');
  });

  // Điều 24 / 7.1g: the side that keeps up a perpetual check loses ("chiếu mãi … bị xử thua"):
  // a UCCI engine insisting on the check that repeats the position does not get to play it.
  test('a UCCI engine insisting on the perpetual check does not get to play it', async () => {
    const args = ['--fen', '4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1', 'a8a9', 'e9e8', 'a9a8', 'e8e9'];
    const once = await run(analyseCommand, [
      '--engine',
      fake('insist'),
      '--option',
      'Line=a8a9 a8b8',
      ...args,
      '--depth',
      '2',
      '--json',
    ]);
    expect(once.code).toBe(0);
    const out = JSON.parse(once.out);
    expect(out.bestmove).not.toBe('a8a9');
    expect(out.banned).toEqual(['a8a9']);
    const always = await run(analyseCommand, [
      '--engine',
      fake('always'),
      '--option',
      'Line=a8a9 a8b8',
      ...args,
      '--depth',
      '2',
      '--json',
    ]);
    expect(always.code).toBe(1);
    expect(always.out).toBe('');
    expect(always.err).toMatch(/^xq analyse: ENGINE_BANNED_MOVE [^\n]*\n$/);
  });

  test.each([
    ['crash', 'ENGINE_CRASHED'],
    ['silence', 'ENGINE_TIMEOUT'],
    ['illegal', 'ENGINE_ILLEGAL_MOVE'],
  ])('an engine in mode %s: exit 1 and one line on stderr', async (mode, code) => {
    const r = await run(analyseCommand, ['--engine', fake(mode), '--depth', '3', '--json']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(new RegExp(`^xq analyse: ${code} [^\\n]*\\n$`));
  });

  test('usage errors', async () => {
    expect((await run(analyseCommand, ['--engine', fake('good')])).code).toBe(2);
    expect((await run(analyseCommand, ['--engine', fake('good'), '--depth', '2', '--nodes', '4'])).code).toBe(
      2,
    );
    expect((await run(analyseCommand, ['--engine', fake('good'), '--depth', 'x'])).code).toBe(2);
    expect(
      (await run(analyseCommand, ['--engine', fake('good'), '--depth', '2', '--option', 'nothing'])).code,
    ).toBe(2);
    expect((await run(analyseCommand, ['--engine', fake('good'), '--depth', '2', 'z9z9'])).code).toBe(1);
  });
});
