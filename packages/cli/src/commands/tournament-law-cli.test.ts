import { parseTournament } from '@xq/tournament';
import { describe, expect, test } from 'vitest';
import { fakeIo } from '../fake-io';
import { tournamentCommand } from './tournament';

/** A little disk: every command reads the files the previous ones wrote. */
function disk() {
  const files: Record<string, string> = {};
  const run = async (...args: string[]) => {
    const io = fakeIo({ files });
    const code = await tournamentCommand(args, io);
    for (const [path, data] of io.written)
      files[path] = typeof data === 'string' ? data : new TextDecoder().decode(data);
    return { code, out: io.stdout(), err: io.stderr() };
  };
  const doc = (path: string) => {
    const r = parseTournament(files[path] ?? '');
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  return { files, run, doc };
}

describe('xq tournament: a knockout match of several games (4.2.2)', () => {
  // 4.2.2: "Nếu đấu hai hoặc nhiều ván thì bốc thăm quyết định người đi trước ván đầu, sau đó
  // thay phiên nhau cầm quân Trắng, Đen."
  test('create, pair, record each game, the match winner advances', async () => {
    const { run, doc } = disk();
    await run('new', 'k.json', '--name', 'Cúp', '--system', 'knockout');
    for (const name of ['A', 'B']) await run('add-player', 'k.json', name);
    expect((await run('match-rules', 'k.json', '--games', '2', '--ties', 'rapid,lots')).out).toBe(
      '2 games a match; when level: rapid, lots\n',
    );
    expect((await run('pair', 'k.json')).code).toBe(0);
    const row = doc('k.json').rounds[0]?.games[0];
    if (!row) throw new Error('no match');
    expect(row.lot).toBeTypeOf('number');
    const g1 = await run('game', 'k.json', '1', '1', '1/2');
    expect(g1.out).toBe(
      `round 1, game 1: red ${row.white} 1/2; next: game 2 (classical), red ${row.black}\n`,
    );
    const g2 = await run('game', 'k.json', '1', '1', '1-0', '--lang', 'vi');
    expect(g2.out).toBe(`vòng 1, ván 2: Trắng ${row.black} 1-0; ${row.black} thắng trận 1.5-0.5\n`);
    expect(doc('k.json').rounds[0]?.games[0]?.result).toBe('black-win');
    const over = await run('pair', 'k.json');
    expect(over.code).toBe(1);
    expect(over.err).toContain(`${row.black} won`);
    expect((await run('game', 'k.json', '1', '1', '1-0')).err).toContain('TOURNAMENT_MATCH_DECIDED');
  });

  test('refuses bad usage and a one-game knockout', async () => {
    const { run } = disk();
    await run('new', 'k.json', '--name', 'Cúp', '--system', 'knockout');
    for (const name of ['A', 'B']) await run('add-player', 'k.json', name);
    expect((await run('match-rules', 'k.json', '--games', '0')).code).toBe(2);
    expect((await run('match-rules', 'k.json', '--games', '2', '--ties', 'toString')).code).toBe(2);
    await run('pair', 'k.json');
    expect((await run('game', 'k.json', '1', '1', '1-0')).err).toContain('TOURNAMENT_NOT_A_MATCH');
    expect((await run('game', 'k.json', '1', '1', '__proto__')).code).toBe(2);
    expect((await run('match-rules', 'k.json', '--games', '2')).code).toBe(1);
  });
});
