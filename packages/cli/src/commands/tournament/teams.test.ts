import { parseTournament } from '@xq/tournament';
import { describe, expect, test } from 'vitest';
import { disk, registerTeamsOfFour } from './disk.test-util';

interface BoardJson {
  board: number;
  red: number;
  black: number;
  result: string | null;
  match: number;
  teamBoard: number;
}

/** Four provinces, strongest first; each registers boards 1–3 and one reserve (start numbers 4k+1…4k+4). */
const TEAMS = ['Hà Nội', 'TP HCM', 'Đà Nẵng', 'Cần Thơ'] as const;
const strength = (player: number): number => Math.floor((player - 1) / 4);

describe('xq tournament: an official team round robin (Điều 30)', () => {
  test('an official event refuses a 2-board team; a friendly match takes it', async () => {
    const { files, run } = disk();
    await run('new', 'o.json', '--name', 'Giải đồng đội', '--system', 'team-round-robin');
    for (let i = 1; i <= 11; i++) await run('add-player', 'o.json', `P${i}`);
    // Điều 30: "các cuộc thi đấu đồng đội chính thức mỗi đội chỉ có từ 3-6 đấu thủ chính thức và
    // 1-3 đấu thủ dự bị".
    const two = await run('add-team', 'o.json', 'X', 'Hai bàn', '--members', '1,2', '--substitutes', '3');
    expect(two.code).toBe(1);
    expect(two.err).toContain('TOURNAMENT_TEAM_SIZE');
    expect(two.err).toContain('team X has 2 regular player(s)');
    expect(two.err).toContain('3–6 regular players and 1–3 reserves');
    expect(two.err).toContain('--friendly');
    expect(two.err).not.toContain('usage:');
    const seven = await run(
      'add-team',
      'o.json',
      'X',
      'Bảy',
      '--members',
      '1,2,3,4,5,6,7',
      '--substitutes',
      '8',
    );
    expect(seven.code).toBe(1);
    const noReserve = await run('add-team', 'o.json', 'X', 'X', '--members', '1,2,3');
    expect(noReserve.code).toBe(1);
    expect(noReserve.err).toContain('team X has 0 reserve(s)');
    const fourReserves = await run(
      'add-team',
      'o.json',
      'X',
      'X',
      '--members',
      '1,2,3',
      '--substitutes',
      '4,5,6,7',
    );
    expect(fourReserves.code).toBe(1);
    expect(
      (await run('add-team', 'o.json', 'X', 'X', '--members', '1,2,3', '--substitutes', '4,5,6')).code,
    ).toBe(0);
    expect(
      (await run('add-team', 'o.json', 'Y', 'Y', '--members', '7,8,9,10,11', '--substitutes', '')).code,
    ).toBe(1);

    // A file written by another program is held to the same sizes before round 1 is paired.
    const doc = JSON.parse(files['o.json'] as string);
    doc.teams.push({ code: 'Z', name: 'Hai bàn', members: [7, 8], substitutes: [9] });
    files['o.json'] = JSON.stringify(doc);
    const pair = await run('pair', 'o.json');
    expect(pair.code).toBe(1);
    expect(pair.err).toContain('TOURNAMENT_TEAM_SIZE');

    // "Các cuộc thi đấu hữu nghị cho phép các đội thi đấu với số vận động viên không giới hạn".
    await run('new', 'f.json', '--name', 'Giao hữu', '--system', 'team-round-robin', '--friendly');
    for (let i = 1; i <= 4; i++) await run('add-player', 'f.json', `P${i}`);
    expect((await run('add-team', 'f.json', 'X', 'Hai bàn', '--members', '1,2')).code).toBe(0);
    expect((await run('add-team', 'f.json', 'Y', 'Hai bàn', '--members', '3,4')).code).toBe(0);
    expect((await run('pair', 'f.json')).code).toBe(0);
  });

  test('4 teams × 3 boards with reserves: lots, pairing, substitutes, results, three board tables', async () => {
    const { files, run } = disk();
    expect((await run('new', 'e.json', '--name', 'Giải đồng đội', '--system', 'team-round-robin')).code).toBe(
      0,
    );
    await registerTeamsOfFour(
      run,
      'e.json',
      TEAMS.map((name, k) => ({
        code: `T${k + 1}`,
        name,
        prefix: `${name} `,
        playerOptions: ['--club', name],
      })),
    );

    // 30.1.3: "các đội bốc thăm lấy số thứ tự A, B, C..." — by a seeded, recorded, repeatable lot.
    const before = files['e.json'] as string;
    const drawn = await run('draw-teams', 'e.json', '--seed', '2026');
    expect(drawn.code).toBe(0);
    const once = files['e.json'];
    files['e.json'] = before;
    await run('draw-teams', 'e.json', '--seed', '2026');
    expect(files['e.json']).toBe(once);
    const doc = parseTournament(files['e.json'] as string);
    if (!doc.ok) throw new Error(doc.error.message);
    expect(doc.value.teamDraw).toEqual({ seed: 2026 });
    // The lot of seed 2026: A Đà Nẵng, B Cần Thơ, C Hà Nội, D TP HCM.
    expect(doc.value.teams?.map((x) => `${x.code} ${x.name}`)).toEqual([
      'A Đà Nẵng',
      'B Cần Thơ',
      'C Hà Nội',
      'D TP HCM',
    ]);
    // Players take board numbers A1, A2, A3 …
    expect(drawn.out).toContain('C. Hà Nội: C1 1, C2 2, C3 3');
    expect(doc.value.players.find((p) => p.id === 9)?.team).toBe('A');
    const show = await run('show', 'e.json', '--format', 'markdown');
    expect(show.out).toContain('letters drawn with seed 2026');
    expect(show.out).toContain(
      '| C | Hà Nội | C1 1 Hà Nội 1; C2 2 Hà Nội 2; C3 3 Hà Nội 3 | 4 Hà Nội dự bị |',
    );

    const letter = new Map(doc.value.teams?.map((x) => [x.name, x.code]));
    const teamOf = (player: number): string => letter.get(TEAMS[strength(player)] as string) as string;
    const boardOf = (player: number): number => ((player - 1) % 4) + 1;

    // Results by a rule: on boards 1 and 2 the stronger province wins, on board 3 the weaker one.
    const play = async (round: number): Promise<BoardJson[]> => {
      const json = JSON.parse((await run('pairings', 'e.json', '--round', String(round), '--json')).out);
      for (const b of json.boards as BoardJson[]) {
        const redStronger = strength(b.red) < strength(b.black);
        const redWins = b.teamBoard === 3 ? !redStronger : redStronger;
        expect(
          (await run('result', 'e.json', String(round), String(b.red), redWins ? '1-0' : '0-1')).code,
        ).toBe(0);
      }
      return json.boards;
    };

    // Round 1 (30.4, the law's table for 4: 1–4, 2–3): A–D, B–C; board n meets board n (30.1.1)
    // and the team with red in the table has red on its odd boards.
    expect((await run('pair', 'e.json')).code).toBe(0);
    const r1 = await play(1);
    expect(r1.map((b) => `${b.red}-${b.black}`)).toEqual(['9-5', '6-10', '11-7', '13-1', '2-14', '15-3']);
    for (const b of r1) {
      expect(boardOf(b.red)).toBe(b.teamBoard);
      expect(boardOf(b.black)).toBe(b.teamBoard);
    }

    // Round 2: Cần Thơ's board 3 (15) is announced absent; its reserve (16) plays on board 3
    // (30.1.4: "thay đấu thủ dự bị vào đúng bảng có đấu thủ phải nghỉ thi đấu").
    expect((await run('absent', 'e.json', '15')).code).toBe(0);
    expect((await run('pair', 'e.json')).code).toBe(0);
    const r2 = await play(2);
    expect(r2.map((b) => `${b.red}-${b.black}`)).toEqual(['5-1', '2-6', '7-3', '9-13', '14-10', '11-16']);

    // Round 3: Hà Nội's board 2 (2) cannot play; its reserve (4) comes in 10 minutes after the
    // start. Later than 15 minutes, or once the game has begun, it is refused (30.1.4: "không được
    // chậm quá giờ thi đấu là 15 phút và tuyệt đối không được tiến hành khi ván cờ đang dở dang").
    expect((await run('pair', 'e.json')).code).toBe(0);
    const late = await run('substitute', 'e.json', '3', '2', '4', '--minutes', '16');
    expect(late.code).toBe(1);
    expect(late.err).toContain('TOURNAMENT_SUBSTITUTION_LATE');
    const during = await run('substitute', 'e.json', '3', '2', '4', '--minutes', '5', '--started');
    expect(during.code).toBe(1);
    expect(during.err).toContain('TOURNAMENT_SUBSTITUTION_DURING_GAME');
    const wrongTeam = await run('substitute', 'e.json', '3', '2', '8', '--minutes', '5');
    expect(wrongTeam.code).toBe(1);
    expect(wrongTeam.err).toContain('TOURNAMENT_NOT_A_SUBSTITUTE');
    const sub = await run('substitute', 'e.json', '3', '2', '4', '--minutes', '10');
    expect(sub.code).toBe(0);
    expect(sub.out).toContain('board C2');
    const r3 = await play(3);
    expect(r3.map((b) => `${b.red}-${b.black}`)).toEqual(['13-5', '6-14', '15-7', '1-9', '10-4', '3-11']);
    // A finished game takes no substitute either.
    const finished = await run('substitute', 'e.json', '3', '13', '16', '--minutes', '0');
    expect(finished.code).toBe(1);
    expect(finished.err).toContain('TOURNAMENT_SUBSTITUTION_DURING_GAME');
    // Three teams, three rounds: the round robin is over.
    const over = await run('pair', 'e.json');
    expect(over.code).toBe(1);

    // pairings --json: every game in `boards`, the matches beside them, the substitutions recorded.
    const p3 = JSON.parse((await run('pairings', 'e.json', '--round', '3', '--json')).out);
    expect(p3.boards).toHaveLength(6);
    expect(p3.matches).toEqual([
      { match: 1, teams: ['B', 'D'], boards: [1, 2, 3], points: [1, 2], finished: true },
      { match: 2, teams: ['C', 'A'], boards: [4, 5, 6], points: [2, 1], finished: true },
    ]);
    expect(p3.substitutions).toEqual([{ team: 'C', board: 2, out: 2, in: 4, minutes: 10 }]);
    // Board numbers as 30.1.3 writes them: the reserve 4 plays as C2.
    expect(
      p3.boards.map((b: { redBoard: string; blackBoard: string }) => `${b.redBoard}-${b.blackBoard}`),
    ).toEqual(['B1-D1', 'D2-B2', 'B3-D3', 'C1-A1', 'A2-C2', 'C3-A3']);
    const p2 = JSON.parse((await run('pairings', 'e.json', '--round', '2', '--json')).out);
    expect(p2.substitutions).toEqual([{ team: 'B', board: 3, out: 15, in: 16, minutes: 0 }]);

    // Team standings (30.1.5): the stronger province wins every match 2–1.
    // Hà Nội 6 game points (boards 3 + 3 + 0), TP HCM 5 (2 + 2 + 1), Đà Nẵng 4 (1 + 1 + 2), Cần Thơ 3 (0 + 0 + 3).
    const teams = await run('standings', 'e.json', '--format', 'markdown');
    for (const line of [
      '| 1 | C | Hà Nội | 6 | 6 | 3 | 3 | 0 |',
      '| 2 | D | TP HCM | 4 | 5 | 2 | 2 | 1 |',
      '| 3 | A | Đà Nẵng | 2 | 4 | 1 | 1 | 2 |',
      '| 4 | B | Cần Thơ | 0 | 3 | 0 | 0 | 3 |',
    ])
      expect(teams.out).toContain(line);
    expect(teamOf(1)).toBe('C');

    // Per-board standings ("bảng", 30.1.3), ranked by points then the game between the tied.
    const byBoard = await run('standings', 'e.json', '--by-board', '--json', '--tie-breaks', 'DE');
    expect(byBoard.code).toBe(0);
    const json = JSON.parse(byBoard.out);
    expect(json.afterRound).toBe(3);
    // The team standings beside the board tables.
    expect(json.teams).toEqual([
      { rank: 1, team: 'C', name: 'Hà Nội', matchPoints: 6, gamePoints: 6, boardPoints: [3, 3, 0] },
      { rank: 2, team: 'D', name: 'TP HCM', matchPoints: 4, gamePoints: 5, boardPoints: [2, 2, 1] },
      { rank: 3, team: 'A', name: 'Đà Nẵng', matchPoints: 2, gamePoints: 4, boardPoints: [1, 1, 2] },
      { rank: 4, team: 'B', name: 'Cần Thơ', matchPoints: 0, gamePoints: 3, boardPoints: [0, 0, 3] },
    ]);
    expect(json.boards.map((b: { board: number }) => b.board)).toEqual([1, 2, 3]);
    const table = (board: number) =>
      json.boards[board - 1].rows.map((r: Record<string, unknown>) => [
        r.rank,
        r.player,
        r.points,
        r.wins,
        r.losses,
      ]);
    // Board 1: the stronger wins, 3–2–1–0.
    expect(table(1)).toEqual([
      [1, 1, 3, 3, 0],
      [2, 5, 2, 2, 1],
      [3, 9, 1, 1, 2],
      [4, 13, 0, 0, 3],
    ]);
    // Board 2: Hà Nội's 2 (two games, beat 6) and 6 tie at 2, the game between them decides;
    // the reserve 4 (one game, beat 10) and 10 tie at 1, likewise.
    expect(table(2)).toEqual([
      [1, 2, 2, 2, 0],
      [2, 6, 2, 2, 1],
      [3, 4, 1, 1, 0],
      [4, 10, 1, 1, 2],
      [5, 14, 0, 0, 3],
    ]);
    // Board 3: the weaker wins; 11 and 15 (who never met: 15 was replaced by 16) share first,
    // 7 and 16 share third.
    expect(table(3)).toEqual([
      [1, 11, 2, 2, 1],
      [1, 15, 2, 2, 0],
      [3, 7, 1, 1, 2],
      [3, 16, 1, 1, 0],
      [5, 3, 0, 0, 3],
    ]);
    const row = json.boards[0].rows[0];
    expect(row).toMatchObject({ rank: 1, player: 1, name: 'Hà Nội 1', points: 3, draws: 0, byes: 0 });
    expect(row.tieBreaks).toBeTypeOf('object');

    // Every print format, in the law's words in Vietnamese.
    const vi = await run('standings', 'e.json', '--by-board', '--lang', 'vi');
    expect(vi.out).toContain('Giải đồng đội — xếp hạng đồng đội sau vòng 3');
    expect(vi.out).toContain('Giải đồng đội — bảng 1');
    expect(vi.out).toContain('Giải đồng đội — bảng 3');
    const html = await run('standings', 'e.json', '--by-board', '--format', 'html');
    expect(html.out).toContain('<td>Cần Thơ dự bị</td>');
    const md = await run('standings', 'e.json', '--by-board', '--format', 'markdown');
    expect(md.out.match(/board \d/g)).toEqual(['board 1', 'board 2', 'board 3']);
    expect(md.out).toContain('| 1 | C | Hà Nội | 6 | 6 | 3 | 3 | 0 |');
    // After round 1 only: Hà Nội beat Cần Thơ 2–1, TP HCM beat Đà Nẵng 2–1.
    const early = JSON.parse(
      (await run('standings', 'e.json', '--by-board', '--json', '--round', '1', '--tie-breaks', 'DE')).out,
    );
    expect(early.afterRound).toBe(1);
    expect(early.teams.map((x: { team: string; gamePoints: number }) => `${x.team} ${x.gamePoints}`)).toEqual(
      ['C 2', 'D 2', 'A 1', 'B 1'],
    );
    // The two winners of board 1 have not met each other, nor the two losers: each pair shares its place.
    const rows = early.boards[0].rows as { rank: number; player: number; points: number }[];
    expect(rows.map((r) => `${r.rank}. ${r.player} ${r.points}`)).toEqual([
      '1. 1 1',
      '1. 5 1',
      '3. 9 0',
      '3. 13 0',
    ]);
    // The regulations' own ranking order works too: three tables with the same points.
    const plain = JSON.parse((await run('standings', 'e.json', '--by-board', '--json')).out);
    expect(plain.boards.map((b: { rows: unknown[] }) => b.rows.length)).toEqual([4, 5, 5]);
  });

  test('--by-board needs teams; draw-teams and substitute check their arguments', async () => {
    const { run } = disk();
    await run('new', 'i.json', '--name', 'Cá nhân', '--system', 'round-robin');
    for (const name of ['A', 'B']) await run('add-player', 'i.json', name);
    expect((await run('standings', 'i.json', '--by-board')).code).toBe(1);
    expect((await run('draw-teams', 'i.json')).code).toBe(1);
    expect((await run('draw-teams', 'i.json', '--seed', 'x')).code).toBe(2);
    expect((await run('substitute', 'i.json', '1', '1', '2')).code).toBe(2);
    expect((await run('substitute', 'i.json', 'one', '1', '2', '--minutes', '1')).code).toBe(2);
    expect((await run('substitute', 'i.json', '1', '1', '2', '--minutes', '1')).code).toBe(1);
    // Prototype keys are not actions or results.
    for (const key of ['toString', '__proto__', 'constructor']) {
      expect((await run(key, 'i.json')).code).toBe(2);
      expect((await run('result', 'i.json', '1', '1', key)).code).toBe(2);
    }
  });
});
