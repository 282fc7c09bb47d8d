import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GameRecord, parsePgn } from '@xq/notation';
import { describe, expect, test } from 'vitest';
import { runCommand as run } from '../fake-io';
import { matchCommand } from './match';

const FAKE = fileURLToPath(new URL('../../../engine/test/fake-engine.mjs', import.meta.url));
const fake = (mode: string, dialect = 'ucci') => `node ${JSON.stringify(FAKE)} ${mode} ${dialect}`;
const HOSTILE = fileURLToPath(new URL('../../../engine/test/hostile-engine.mjs', import.meta.url));
const hostile = (mode: string, arg = '') => `node ${JSON.stringify(HOSTILE)} ${mode} ${arg}`;

describe('xq match against the fake engine', () => {
  test('two engines play a short match, colours alternating, games as PGN', async () => {
    const r = await run(matchCommand, [
      '--engine',
      fake('cycle'),
      '--engine',
      fake('cycle', 'uci'),
      '--games',
      '2',
      '--clock',
      'vn-blitz-5',
      '--depth',
      '2',
      '--max-plies',
      '3',
    ]);
    expect(r.code).toBe(0);
    const read = parsePgn(r.out);
    expect(read.map((g) => g.ok)).toEqual([true, true]);
    const games = { value: read.map((g) => (g as { ok: true; value: GameRecord }).value) };
    expect(games.value.map((g) => g.moves.length)).toEqual([3, 3]);
    const tag = (i: number, name: string) => games.value[i]!.tags.find(([k]) => k === name)?.[1];
    expect([tag(0, 'Red'), tag(0, 'Black')]).toEqual(['FakeUCCI', 'FakePikafish']);
    expect([tag(1, 'Red'), tag(1, 'Black')]).toEqual(['FakePikafish', 'FakeUCCI']);
    expect(games.value.map((g) => g.result)).toEqual(['*', '*']);
  });

  // Điều 7.2 ("lặp lại nước đi … xử hòa"): the horses out and back three times: the arbiter draws.
  test('a game that repeats its position is drawn by the arbiter', async () => {
    const r = await run(matchCommand, [
      '--engine',
      fake('cycle'),
      '--engine',
      fake('cycle'),
      '--games',
      '1',
      '--clock',
      'vn-blitz-5',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.games).toHaveLength(1);
    expect(out.games[0].result).toBe('1/2-1/2');
    expect(out.games[0].reason).toMatch(/repetition/i);
    expect(out.games[0].plies).toBe(8);
    expect(out.score).toEqual([0.5, 0.5]);
  });

  test('a crashing engine loses each game, with either colour, with the reason in the PGN, and the match goes on', async () => {
    const r = await run(matchCommand, [
      '--engine',
      fake('cycle'),
      '--engine',
      fake('crash'),
      '--games',
      '2',
      '--clock',
      'vn-blitz-5',
      '--out',
      'm.pgn',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.games.map((g: { result: string }) => g.result)).toEqual(['1-0', '0-1']);
    expect(out.games[0].reason).toMatch(/^ENGINE_CRASHED /);
    expect(out.games[1].plies).toBe(0);
    expect(out.score).toEqual([2, 0]);
    const pgn = String(r.written.get('m.pgn'));
    expect(pgn).toContain('ENGINE_CRASHED');
    expect(pgn).toContain('[Result "1-0"]');
    expect(pgn).toContain('[Result "0-1"]');
  });

  test('usage errors', async () => {
    expect((await run(matchCommand, ['--engine', fake('cycle'), '--clock', 'vn-blitz-5'])).code).toBe(2);
    const two = ['--engine', fake('cycle'), '--engine', fake('cycle')];
    expect((await run(matchCommand, [...two, '--clock', 'nope'])).code).toBe(2);
    expect((await run(matchCommand, [...two, '--clock', 'vn-blitz-5', '--games', '0'])).code).toBe(2);
  });

  test.each([
    ['a missing program', '/nonexistent/xq-engine'],
    ['an engine that exits at once', hostile('stderr-exit')],
    ['an engine that is not one', 'node -e 0'],
  ])('an engine that cannot start (%s) is an error: exit 1, one line, no score', async (_, bad) => {
    for (const order of [
      [fake('cycle'), bad],
      [bad, bad],
    ]) {
      const r = await run(matchCommand, [
        '--engine',
        order[0]!,
        '--engine',
        order[1]!,
        '--games',
        '2',
        '--clock',
        'vn-blitz-5',
        '--json',
      ]);
      expect(r.code).toBe(1);
      expect(r.out).toBe('');
      expect(r.err).toMatch(/^xq match: engine [12] \([^\n]*\n$/);
    }
  });

  test('--out is checked before the first game: nothing is started when it cannot be written', async () => {
    const marker = join(mkdtempSync(join(tmpdir(), 'xq-match-')), 'started');
    const r = await run(
      matchCommand,
      [
        '--engine',
        hostile('marker', JSON.stringify(marker)),
        '--engine',
        fake('cycle'),
        '--clock',
        'vn-blitz-5',
        '--out',
        'no/such/dir/m.pgn',
      ],
      { missingDirs: ['no'] },
    );
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^xq match: [^\n]*no\/such\/dir\/m\.pgn[^\n]*\n$/);
    expect(existsSync(marker)).toBe(false);
  });
});
