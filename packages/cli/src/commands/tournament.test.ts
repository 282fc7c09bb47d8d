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
  return { files, run };
}

describe('xq tournament', () => {
  test('a club round robin from start to standings', async () => {
    const { files, run } = disk();
    expect((await run('new', 't.json', '--name', 'Club', '--system', 'round-robin')).code).toBe(0);
    for (const [name, rating] of [
      ['Ann', '2100'],
      ['Binh', '2000'],
      ['Chi', '1900'],
    ] as const) {
      expect((await run('add-player', 't.json', name, '--rating', rating)).code).toBe(0);
    }
    // Round 1 of the law's 3–4 table: 1 rests (meets the bye seat 4), 2 – 3.
    const p1 = await run('pair', 't.json');
    expect(p1.code).toBe(0);
    expect(p1.out).toMatch(/1\s+2\s+Binh\s+3\s+Chi/);
    expect(p1.out).toContain('bye (pairing)');
    expect((await run('result', 't.json', '1', '3', '0-1')).code).toBe(0);
    // Round 2: (4) – 3 → 3 rests; 1 – 2.
    await run('pair', 't.json');
    expect((await run('result', 't.json', '2', '1', '1/2')).code).toBe(0);
    // Round 3: 2 – (4) → 2 rests; 3 – 1.
    await run('pair', 't.json');
    expect((await run('result', 't.json', '3', '1', '1-0')).code).toBe(0);
    const over = await run('pair', 't.json');
    expect(over.code).toBe(1);
    expect(over.err).toContain('PAIRING_TOURNAMENT_OVER');
    // Hand computation: Chi beat Binh (R1, as black) and Chi beat Ann (R3, as white): 2 points;
    // Ann–Binh drawn: ½ each. Ann and Binh tie on ½, SB: each drew the other (½ · ½ = ¼) → equal;
    // wins 0 each; direct encounter drawn; lots decide.
    const t = parseTournament(files['t.json'] ?? '');
    expect(t.ok).toBe(true);
    const s = await run('standings', 't.json', '--format', 'markdown');
    expect(s.code).toBe(0);
    expect(s.out).toMatch(/\| 1 \| 3 \| Chi \| 1900 \| {2}\| 2 \|/);
    const cross = await run('crosstable', 't.json');
    expect(cross.out).toMatch(/3\s+Chi\s+1\s+1\s+x\s+2\s+1/);
    const show = await run('show', 't.json');
    expect(show.out).toMatch(/7\. System\s+round-robin/);
    expect(show.out).toMatch(/9\. Ranking order\s+PTS, SB, WIN, DE, lots/);
    expect(show.out).toMatch(/2\s+Binh\s+2000/);
    const html = await run('pairings', 't.json', '--round', '1', '--format', 'html');
    expect(html.out).toContain('<td>Binh</td>');
  });

  test('a team round robin: teams, pairing by boards, team standings', async () => {
    const { run } = disk();
    await run('new', 'l.json', '--name', 'League', '--system', 'team-round-robin');
    for (const name of ['A1', 'A2', 'B1', 'B2', 'B9']) await run('add-player', 'l.json', name);
    expect((await run('add-team', 'l.json', 'A', 'Hà Nội', '--members', '1,2')).code).toBe(0);
    expect((await run('add-team', 'l.json', 'B', 'Huế', '--members', '3,4', '--substitutes', '5')).code).toBe(
      0,
    );
    expect((await run('add-team', 'l.json', 'C', 'Huế', '--members', '1')).code).toBe(1);
    expect((await run('add-team', 'l.json', 'C', 'X', '--members', 'one')).code).toBe(2);
    // One round: A has white on board 1 (1 – 3), B on board 2 (4 – 2).
    const p = await run('pair', 'l.json');
    expect(p.out).toMatch(/1\s+1\s+A1\s+3\s+B1/);
    expect(p.out).toMatch(/2\s+4\s+B2\s+2\s+A2/);
    await run('result', 'l.json', '1', '1', '1/2');
    await run('result', 'l.json', '1', '2', '1-0');
    const s = await run('standings', 'l.json', '--format', 'markdown');
    // B: ½ on board 1, 1 on board 2 → 1½ game points, a match won (2).
    expect(s.out).toContain('| 1 | B | Huế | 2 | 1½ | ½ | 1 |');
  });

  test('draw gives the start numbers by lot, reproducibly, before round 1 only', async () => {
    const { files, run } = disk();
    await run('new', 'd.json', '--name', 'D', '--system', 'round-robin', '--seed', '5');
    for (const name of ['An', 'Bình', 'Chi', 'Dũng', 'Em']) await run('add-player', 'd.json', name);
    const before = files['d.json'];
    const a = await run('draw', 'd.json');
    expect(a.code).toBe(0);
    expect(a.out).toContain('(drawn with seed 5)');
    const afterA = files['d.json'];
    files['d.json'] = before ?? '';
    await run('draw', 'd.json', '--seed', '5');
    expect(files['d.json']).toBe(afterA);
    await run('pair', 'd.json');
    expect((await run('draw', 'd.json')).code).toBe(1);
    expect((await run('draw', 'd.json', '--seed', 'x')).code).toBe(2);
  });

  test('a knockout cup: pair, results, next round, final', async () => {
    const { run } = disk();
    await run('new', 'k.json', '--name', 'Cúp', '--system', 'knockout');
    for (const name of ['A', 'B', 'C']) await run('add-player', 'k.json', name);
    // Three entrants, a 4 bracket: seed 1 has a bye, 2 meets 3.
    const r1 = await run('pair', 'k.json');
    expect(r1.out).toMatch(/1\s+2\s+B\s+3\s+C/);
    expect((await run('pair', 'k.json')).code).toBe(1);
    await run('result', 'k.json', '1', '3', '0-1');
    const r2 = await run('pair', 'k.json');
    expect(r2.out).toMatch(/1\s+1\s+A\s+3\s+C/);
    await run('result', 'k.json', '2', '1', '1-0');
    const over = await run('pair', 'k.json');
    expect(over.code).toBe(1);
    expect(over.err).toContain('1 won');
  });

  test('export --trf and import give the tournament back', async () => {
    const { files, run } = disk();
    await run(
      'new',
      't.json',
      '--name',
      'Swiss',
      '--system',
      'swiss-dutch',
      '--rounds',
      '3',
      '--scoring',
      '2-1-0',
    );
    for (const name of ['A', 'B', 'C', 'D']) await run('add-player', 't.json', name);
    const p = await run('pair', 't.json');
    expect(p.code).toBe(0);
    const first = parseTournament(files['t.json'] ?? '');
    if (!first.ok) throw new Error('bad file');
    for (const g of first.value.rounds[0]?.games ?? [])
      await run('result', 't.json', '1', String(g.white), '+/-');
    const e = await run('export', 't.json', '--trf', '--out', 't.trf');
    expect(e.code).toBe(0);
    expect(files['t.trf']).toContain('XXR 3');
    const shown = await run('export', 't.json', '--trf');
    expect(shown.out.split('\n')[0]).toBe('012 Swiss');
    const i = await run('import', 't.trf', 'u.json', '--scoring', '2-1-0');
    expect(i.code).toBe(0);
    const a = parseTournament(files['t.json'] ?? '');
    const b = parseTournament(files['u.json'] ?? '');
    expect(a.ok && b.ok && b.value.rounds).toEqual(a.ok && a.value.rounds);
  });

  test('refuses bad input with exit 1 and bad usage with exit 2', async () => {
    const { files, run } = disk();
    expect((await run('standings', 'missing.json')).code).toBe(1);
    files['bad.json'] = '{"format":"xq-tournament","version":9}';
    const bad = await run('standings', 'bad.json');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('TOURNAMENT_BAD_VERSION');
    await run('new', 't.json', '--name', 'X', '--system', 'knockout');
    expect((await run('new', 't.json', '--name', 'X', '--system', 'knockout')).code).toBe(1);
    expect(
      (await run('new', 't.json', '--name', 'Y', '--system', 'double-elimination', '--force')).code,
    ).toBe(0);
    await run('add-player', 't.json', 'A');
    await run('add-player', 't.json', 'B');
    const ko = await run('pair', 't.json');
    expect(ko.code).toBe(1);
    expect(ko.err).toContain('PAIRING_NOT_AVAILABLE');
    expect((await run('result', 't.json', '1', '1', '1-0')).code).toBe(1);
    for (const args of [
      [],
      ['fly', 't.json'],
      ['new', 't.json', '--name', 'X'],
      ['new', 't.json', '--name', 'X', '--system', 'chaos'],
      ['new', 't.json', '--name', 'X', '--system', 'swiss-dutch', '--tie-breaks', 'points,luck'],
      ['add-player', 't.json'],
      ['add-player', 't.json', 'C', '--rating', 'high'],
      ['result', 't.json', '1', '1', '2-0'],
      ['standings', 't.json', '--format', 'pdf'],
      ['standings', 't.json', '--rating', '3'],
      ['export', 't.json'],
    ]) {
      const r = await run(...args);
      expect(r.code).toBe(2);
      expect(r.err).toContain('usage: xq tournament');
    }
    expect((await run('--help')).code).toBe(0);
  });
});
