import { formatTournament } from '@xq/tournament';
import { describe, expect, test } from 'vitest';
import { swissEvent } from '../../../../site/src/event.test-util';
import { disk, registerTeamsOfFour } from './disk.test-util';

const PGN = '[Game "Chinese Chess"]\n[Format "ICCS"]\n\n1. H2-E2 H9-G7 2. H0-G2 I9-H9 *\n';

/** A disk holding the 9-player Swiss of the site's tests as e.json. */
function event() {
  const d = disk();
  d.files['e.json'] = formatTournament(swissEvent());
  return d;
}

describe('xq tournament publish', () => {
  test('writes every page in the language of --lang, and says so in it', async () => {
    const { files, run } = event();
    const vi = await run('publish', 'e.json', '--out', 'site', '--lang', 'vi');
    expect(vi.code).toBe(0);
    expect(vi.out).toMatch(/^đã ghi 17 tệp \(\d+,\d kB\) vào site\n$/);
    for (const page of ['index.html', 'round-3.html', 'standings.html', 'crosstable.html', 'players/9.html'])
      expect(files[`site/${page}`]?.startsWith('<!doctype html>\n<html lang="vi">'), page).toBe(true);
    expect(files['site/.xq-site']).toBeDefined();
    const en = await run('publish', 'e.json', '--out', 'site', '--json');
    expect(JSON.parse(en.out)).toMatchObject({ out: 'site', files: 17, games: 0 });
    expect(files['site/index.html']?.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
  });

  test('refuses a file that does not validate before writing anything', async () => {
    const { files, run } = event();
    files['e.json'] = (files['e.json'] ?? '').replace('"black": 5', '"black": 55');
    const r = await run('publish', 'e.json', '--out', 'site');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/e\.json: .*TOURNAMENT_/);
    expect(Object.keys(files).filter((f) => f.startsWith('site'))).toEqual([]);
  });

  test('never replaces a folder of files it did not publish', async () => {
    const { files, run } = event();
    files['home/notes.txt'] = 'mine';
    const r = await run('publish', 'e.json', '--out', 'home', '--lang', 'vi');
    expect(r.code).toBe(1);
    expect(r.err).toContain('home có các tệp không do xq xuất bản');
    expect(Object.keys(files).filter((f) => f.startsWith('home/'))).toEqual(['home/notes.txt']);
  });

  test('--out is required; --games must be a folder', async () => {
    const { run } = event();
    expect((await run('publish', 'e.json')).code).toBe(2);
    const r = await run('publish', 'e.json', '--out', 'site', '--games', 'nowhere');
    expect(r.code).toBe(1);
    expect(r.err).toContain('no folder nowhere');
  });
});

describe('xq tournament attach', () => {
  test('keeps a record beside the file by board, and publish shows it move by move', async () => {
    const { files, run } = event();
    files['g.pgn'] = PGN;
    const a = await run('attach', 'e.json', '1', '5', 'g.pgn', '--json');
    expect(a.code).toBe(0);
    // Player 5 played board 1 of round 1 (Nguyễn An - Hoàng Em).
    expect(JSON.parse(a.out)).toEqual({ round: 1, board: 1, file: 'e.games/r1-b1.pgn' });
    expect(files['e.games/r1-b1.pgn']).toBe(PGN);
    const again = await run('attach', 'e.json', '1', '1', 'g.pgn', '--lang', 'vi');
    expect(again.code).toBe(1);
    expect(again.err).toContain('vòng 1, bàn 1 đã có e.games/r1-b1.pgn');
    expect((await run('attach', 'e.json', '1', '1', 'g.pgn', '--force')).code).toBe(0);
    const p = await run('publish', 'e.json', '--out', 'site', '--lang', 'vi');
    expect(p.code).toBe(0);
    expect(p.out).toContain('có 1 ván đấu');
    expect(files['site/games/r1-b1.html']).toContain('P2-5');
    expect(files['site/round-1.html']).toContain('href="games/r1-b1.html"');
  });

  test('refuses a record that is not one game that replays, and a player without a game', async () => {
    const { files, run } = event();
    files['bad.pgn'] = '[Game "Chinese Chess"]\n\n1. H2-E2 H2-E2 *\n';
    files['two.pgn'] = `${PGN}\n${PGN}`;
    files['g.pgn'] = PGN;
    expect((await run('attach', 'e.json', '1', '1', 'bad.pgn')).code).toBe(1);
    const two = await run('attach', 'e.json', '1', '1', 'two.pgn');
    expect(two.err).toContain('not a record of one game (2 games)');
    const none = await run('attach', 'e.json', '2', '5', 'g.pgn', '--lang', 'vi');
    expect(none.err).toContain('đấu thủ 5 không có ván nào ở vòng 2');
    expect((await run('attach', 'e.json', 'x', '1', 'g.pgn')).code).toBe(2);
    expect(Object.keys(files).filter((f) => f.startsWith('e.games'))).toEqual([]);
  });
});

describe('xq tournament publish: a team event', () => {
  test('round pages show each match with its boards; standings.html the team and board tables', async () => {
    const { files, run } = disk();
    await run('new', 't.json', '--name', 'Đồng đội', '--system', 'team-round-robin');
    const teams = ['Hà Nội', 'Huế', 'Đà Nẵng', 'Cần Thơ'];
    await registerTeamsOfFour(
      run,
      't.json',
      teams.map((name, k) => ({ code: `T${k + 1}`, name, prefix: `${name} ` })),
    );
    expect((await run('draw-teams', 't.json', '--seed', '7')).code).toBe(0);
    expect((await run('pair', 't.json')).code).toBe(0);
    const paired = JSON.parse((await run('pairings', 't.json', '--json')).out) as {
      boards: { red: number }[];
    };
    for (const b of paired.boards)
      expect((await run('result', 't.json', '1', String(b.red), '1-0')).code).toBe(0);
    const p = await run('publish', 't.json', '--out', 'site', '--lang', 'vi');
    expect(p.code).toBe(0);
    const round = files['site/round-1.html'] ?? '';
    // The match rows of the printed pairing list: "A - B" with its score, then its boards A1, B1…
    const printed = (await run('pairings', 't.json', '--round', '1', '--format', 'html', '--lang', 'vi')).out;
    const firstCell = /<tbody>\n<tr><td[^>]*>([^<]*)<\/td>/.exec(printed)?.[1] ?? '';
    expect(firstCell).not.toBe('');
    expect(round).toContain(`>${firstCell}</td>`);
    const standings = files['site/standings.html'] ?? '';
    expect(standings).toContain('<h2>Xếp hạng đồng đội</h2>');
    expect(standings).toContain('<h2>Xếp hạng theo bàn</h2>');
  });
});
