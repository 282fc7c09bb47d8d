import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { runCommand as run } from '../fake-io';
import { analyseCommand } from './analyse';

const FAKE = fileURLToPath(new URL('../../../engine/test/fake-engine.mjs', import.meta.url));
const fake = (mode: string, dialect = 'ucci') => `node ${JSON.stringify(FAKE)} ${mode} ${dialect}`;
const HOSTILE = fileURLToPath(new URL('../../../engine/test/hostile-engine.mjs', import.meta.url));
const hostile = (mode: string, arg = '') => `node ${JSON.stringify(HOSTILE)} ${mode} ${arg}`;

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

  // No option can inject a line into what the engine reads: a line break or a CR in a name or a
  // value is refused before the engine starts (`marker` would write its file if it started).
  test.each([
    ['a line feed in a value', 'Hash=64\ngo infinite'],
    ['a line feed in a name', 'Ha\nsh=64'],
    ['a carriage return in a value', 'Hash=64\rquit'],
    ['a carriage return in a name', 'Ha\rsh=64'],
  ])('--option with %s is refused, exit 2, one line, no engine started', async (_, option) => {
    const marker = join(mkdtempSync(join(tmpdir(), 'xq-analyse-')), 'started');
    for (const lang of ['en', 'vi']) {
      const r = await run(analyseCommand, [
        '--engine',
        hostile('marker', JSON.stringify(marker)),
        '--option',
        option,
        '--depth',
        '1',
        '--lang',
        lang,
      ]);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^xq analyse: [^\n]*\n$/);
    }
    expect(existsSync(marker)).toBe(false);
  });

  test('a FEN with a line break is refused before the engine starts', async () => {
    const marker = join(mkdtempSync(join(tmpdir(), 'xq-analyse-')), 'started');
    const r = await run(analyseCommand, [
      '--engine',
      hostile('marker', JSON.stringify(marker)),
      '--fen',
      '4k4/9/9/9/9/9/9/9/9/4K4 w\nquit',
      '--depth',
      '1',
    ]);
    expect(r.code).toBe(1);
    expect(existsSync(marker)).toBe(false);
  });

  test.each([
    ['--timeout', '2147483648'],
    ['--movetime', '2147483648'],
  ])('%s beyond 2^31-1 ms is a usage error, not a wait cut to 1 ms', async (name, value) => {
    const limit = name === '--movetime' ? [] : ['--depth', '1'];
    const r = await run(analyseCommand, ['--engine', hostile('good'), ...limit, name, value]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/2147483647/);
  });

  test('an engine that exits at once: exit 1, one line with its standard error, in both languages', async () => {
    for (const lang of ['en', 'vi']) {
      const r = await run(analyseCommand, [
        '--engine',
        hostile('stderr-exit'),
        '--depth',
        '1',
        '--lang',
        lang,
      ]);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/^xq analyse: [^\n]*nn-xq\.bin[^\n]*\n$/);
    }
  });
});
