import { describe, expect, test } from 'vitest';
import { runCommand } from '../../fake-io';
import { arbiterCommand } from '../arbiter';
import { disk, roundRobinOfFour } from './disk.test-util';

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
    // 4.2.2b: the match is recorded game by game; a result over its games is refused, with why.
    const over1 = await run('result', 'k.json', '1', '1', '1-0');
    expect(over1.code).toBe(1);
    expect(over1.err).toContain('TOURNAMENT_MATCH_BY_GAMES');
    expect(over1.err).toContain('4.2.2b');
    const g1 = await run('game', 'k.json', '1', '1', '1/2');
    expect(g1.out).toBe(
      `round 1, game 1: red ${row.red} 1/2; score ${row.red} 0.5-0.5 ${row.black}; next: game 2 (classical), red ${row.black}\n`,
    );
    // A match in progress shows its games and score: the pairing list and its JSON.
    const list = await run('pairings', 'k.json', '--lang', 'vi');
    expect(list.out).toContain('(½ - ½)');
    expect(list.out).toContain(`ván 1: Trắng ${row.red} ½ - ½`);
    const listJson = JSON.parse((await run('pairings', 'k.json', '--json')).out);
    expect(listJson.boards[0]).toMatchObject({
      games: [{ red: row.red, result: 'draw' }],
      score: [0.5, 0.5],
    });
    // The law's decimal comma in Vietnamese ("6,5 điểm").
    const g2 = await run('game', 'k.json', '1', '1', '1-0', '--lang', 'vi');
    expect(g2.out).toBe(`vòng 1, ván 2: Trắng ${row.black} 1-0; ${row.black} thắng trận 1,5-0,5\n`);
    const done = await run('pairings', 'k.json');
    expect(done.out).toContain('0 - 1 (½ - 1½)');
    expect(done.out).toContain(`game 1: red ${row.red} ½ - ½; game 2: red ${row.black} 1 - 0`);
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

describe('xq tournament sanction (16.1, 16.2, 15.6)', () => {
  // 16.2: "Xóa tên trong danh sách và kết quả thi đấu phải qua ý kiến của tổng trọng tài, trưởng
  // ban tổ chức của giải. Ban tổ chức giải phải tuyên bố hình thức kỷ luật này bằng văn bản."
  test('refuses who has not the power, strikes a player with his results, and says what it did', async () => {
    const d = disk();
    const { run, doc } = d;
    await roundRobinOfFour(d, 'r.json');
    const no = await run('sanction', 'r.json', '1', 'strike', '--by', 'chief-arbiter');
    expect(no.code).toBe(1);
    expect(no.err).toContain('16.1e, 16.2');
    const opponent = doc('r.json').rounds[0]?.games.find((g) => g.red === 1 || g.black === 1);
    const other = opponent?.red === 1 ? opponent.black : opponent?.red;
    const yes = await run(
      'sanction',
      'r.json',
      '1',
      'strike',
      '--by',
      'organisers',
      '--in-writing',
      '--chief-arbiter-consulted',
      '--json',
    );
    expect(yes.code).toBe(0);
    expect(JSON.parse(yes.out)).toMatchObject({
      kind: 'strike',
      opponents: [{ round: 1, player: other, effect: 'struck' }],
    });
    // Kept in the file, marked struck; out of the standings.
    expect(doc('r.json').players.find((p) => p.id === 1)).toMatchObject({ struck: true });
    const table = JSON.parse((await run('standings', 'r.json', '--json')).out);
    expect(JSON.stringify(table)).not.toContain('"player":1,');
    expect((await run('sanction', 'r.json', '2', 'toString', '--by', 'organisers')).code).toBe(2);
    expect((await run('sanction', 'r.json', '2', 'warn', '--by', '__proto__')).code).toBe(2);
    const vi = await run('sanction', 'r.json', '2', 'cancel-points', '--by', 'chief-arbiter', '--lang', 'vi');
    expect(vi.out).toMatch(/^2: hủy bỏ điểm số \(tổng trọng tài\); điểm bị hủy: /);
    // The list of sanctions, in the law's words.
    expect((await run('sanctions', 'r.json', '--lang', 'vi')).out).toBe(
      '1. A (1): xóa tên khỏi danh sách (ban tổ chức, bằng văn bản), sau vòng 1\n2. B (2): hủy bỏ điểm số (tổng trọng tài), sau vòng 1\n',
    );
    expect(JSON.parse((await run('sanctions', 'r.json', '--json')).out).sanctions).toHaveLength(2);
  });
});

describe('xq tournament ruling and 0-0 (9.9, 9.10.2, 7.1i, 15.7b)', () => {
  // 15.7b: "xử thua cờ cả hai đấu thủ đó"; 9.9b: "hủy bỏ ván cờ và chơi lại ván khác".
  test('a game lost by both is 0-0 and played; an annulled game is replayed', async () => {
    const { run, doc } = disk();
    await run('new', 'r.json', '--name', 'Giải', '--system', 'round-robin');
    for (const name of ['A', 'B', 'C', 'D']) await run('add-player', 'r.json', name);
    await run('pair', 'r.json');
    const [g1, g2] = doc('r.json').rounds[0]?.games ?? [];
    if (!g1 || !g2) throw new Error('no games');
    const both = await run('result', 'r.json', '1', String(g1.red), '0-0', '--json');
    expect(JSON.parse(both.out)).toMatchObject({ result: '0-0' });
    const p = JSON.parse((await run('pairings', 'r.json', '--json')).out);
    expect(p.boards[0]).toMatchObject({ result: '0-0', forfeit: false });
    const replay = await run('ruling', 'r.json', '1', String(g2.black), 'colours-confused', '--lang', 'vi');
    expect(replay.out).toBe(`vòng 1: ${g2.red} - ${g2.black}, kết quả chờ đánh lại\n`);
    expect(doc('r.json').rounds[0]?.games[1]).toMatchObject({
      result: 'pending',
      rulings: ['colours-confused'],
    });
    expect((await run('ruling', 'r.json', '1', '1', 'hasOwnProperty')).code).toBe(2);
    expect((await run('ruling', 'r.json', '1', String(g2.red), 'illegal-move-after')).err).toContain(
      'TOURNAMENT_RESULT_STANDS',
    );
    // 9.9d: "Sau khi kết thúc ván cờ, hai bên ký vào biên bản và trọng tài xác nhận kết quả thì
    // ván đánh đó có hiệu lực, không đánh lại, dù đã xảy ra các thế cờ không hợp lệ trên."
    await run('result', 'r.json', '1', String(g2.red), '0-1');
    const stands = await run('ruling', 'r.json', '1', String(g2.red), 'set-up-wrongly', '--lang', 'vi');
    expect(stands.out).toBe(`vòng 1: ${g2.red} - ${g2.black}, kết quả giữ nguyên\n`);
    expect(doc('r.json').rounds[0]?.games[1]).toMatchObject({
      result: 'black-win',
      rulings: ['colours-confused', 'set-up-wrongly'],
    });
  });
});

describe('xq tournament deadline and arrange (30.3)', () => {
  // 30.3: "công bố hạn định thời gian cho từng vòng. Các đội phải gặp nhau sẽ trao đổi và quyết định
  // về địa điểm và ngày giờ thi đấu trong phạm vi hạn định trên".
  test('a deadline per round, the teams agree within it', async () => {
    const { run, doc } = disk();
    await run('new', 'k.json', '--name', 'Cúp', '--system', 'team-knockout');
    for (let i = 1; i <= 8; i++) await run('add-player', 'k.json', `T${i}`);
    await run('add-team', 'k.json', 'A', 'Alpha', '--members', '1,2,3', '--substitutes', '4');
    await run('add-team', 'k.json', 'B', 'Beta', '--members', '5,6,7', '--substitutes', '8');
    expect((await run('pair', 'k.json')).code).toBe(0);
    expect((await run('deadline', 'k.json', '1', '2026-03-31', '--lang', 'vi')).out).toBe(
      'vòng 1: hạn định 2026-03-31\n',
    );
    const late = await run('arrange', 'k.json', '1', 'A', 'B', '2026-04-01', '--venue', 'Huế');
    expect(late.err).toContain('TOURNAMENT_AFTER_DEADLINE');
    expect((await run('arrange', 'k.json', '1', 'A', 'B', '2026-03-20', '--venue', 'Huế')).out).toBe(
      'round 1: A - B on 2026-03-20 at Huế\n',
    );
    expect(doc('k.json').rounds[0]?.arrangements).toEqual([
      { teams: ['A', 'B'], date: '2026-03-20', venue: 'Huế' },
    ]);
    expect((await run('deadline', 'k.json', 'x', '2026-03-31')).code).toBe(2);
  });
});

describe('xq tournament regulations after round 1 (the guide)', () => {
  // "Điều lệ giải đã công bố thì không thay đổi, trừ khi có vấn đề đột xuất về tổ chức cần bổ sung."
  test('a change of scoring is refused, forced it is recorded', async () => {
    const { files, run, doc } = disk();
    await run('new', 's.json', '--name', 'Giải', '--system', 'round-robin');
    for (const name of ['A', 'B']) await run('add-player', 's.json', name);
    await run('pair', 's.json');
    files['r.json'] = '{"scoring": "2-1-0"}';
    const no = await run('regulations', 's.json', 'r.json');
    expect(no.code).toBe(1);
    expect(no.err).toContain('TOURNAMENT_REGULATIONS_PUBLISHED');
    expect((await run('regulations', 's.json', 'r.json', '--force', '--note', 'sai sót')).code).toBe(0);
    expect(doc('s.json').amendments).toEqual([
      { afterRound: 1, fields: ['scoring'], forced: true, note: 'sai sót' },
    ]);
  });
});

describe('xq tournament excuse and xq arbiter --excused (11.3)', () => {
  // 11.3: "Trong trường hợp vì lý do đặc biệt không thể ghi biên bản được do đấu thủ quá nhỏ, chưa
  // biết chữ, người dân tộc không biết tiếng quốc ngữ, người mù chữ hay bị thương ở tay… thì phải
  // báo cáo trước cho ban tổ chức để xác nhận và có biện pháp giải quyết thích hợp."
  test('the exemption is stored on the player, logged, taken back, and refused for no player', async () => {
    const { run, doc } = disk();
    await run('new', 'e.json', '--name', 'Giải', '--system', 'round-robin');
    await run('add-player', 'e.json', 'A', '--excused-from-recording');
    await run('add-player', 'e.json', 'B');
    expect(doc('e.json').players[0]?.excusedFromRecording).toBe(true);
    const vi = await run('excuse', 'e.json', '2', '--lang', 'vi');
    expect(vi.out).toBe('2 B: được miễn ghi biên bản (11.3)\n');
    expect(doc('e.json').players[1]?.excusedFromRecording).toBe(true);
    const back = await run('excuse', 'e.json', '1', '--back', '--json');
    expect(JSON.parse(back.out)).toEqual({ player: 1, excusedFromRecording: false });
    expect(doc('e.json').players[0]).not.toHaveProperty('excusedFromRecording');
    const log = await run('log', 'e.json', '--lang', 'vi');
    expect(log.out).toContain('miễn ghi biên bản');
    expect((await run('excuse', 'e.json', '9')).code).toBe(1);
  });

  test('xq arbiter --excused gives the excused side no fault for moves missing (11.3)', async () => {
    const events = [
      '{"type":"move","move":"h2e2"}',
      '{"type":"move","move":"h9g7"}',
      '{"type":"move","move":"h0g2"}',
      '{"type":"move","move":"i9h9"}',
      '{"type":"unrecorded","side":"red","moves":4}',
    ].join('\n');
    const plain = JSON.parse((await runCommand(arbiterCommand, ['simulate'], { stdin: events })).out);
    expect(plain.rulings.at(-1)).toMatchObject({ code: 'unrecorded', article: '11.3b' });
    const excused = await runCommand(arbiterCommand, ['simulate', '--excused', 'red'], { stdin: events });
    expect(JSON.parse(excused.out).rulings.at(-1)).toMatchObject({
      code: 'unrecorded-exempt',
      article: '11.3',
    });
    expect((await runCommand(arbiterCommand, ['simulate', '--excused', 'green'], { stdin: '' })).code).toBe(
      2,
    );
  });
});

describe('a chief arbiter for national, provincial and large events (the guide)', () => {
  // The guide: "Ở các giải quốc gia, cấp tỉnh thành, các giải lớn... bắt buộc phải cử tổng trọng
  // tài. Nhưng các giải địa phương, giải nhỏ, người tham dự không đông thì chỉ cần cử ban trọng
  // tài, trong đó có một trưởng ban".
  test('warned where the event is created, refused where it is paired, until one is named', async () => {
    const { run, files, doc } = disk();
    const made = await run(
      'new',
      'p.json',
      '--name',
      'Giải tỉnh',
      '--system',
      'round-robin',
      '--level',
      'provincial',
      '--lang',
      'vi',
    );
    expect(made.code).toBe(0);
    expect(made.err).toContain(
      'cảnh báo: giải quốc gia, cấp tỉnh thành, các giải lớn bắt buộc phải cử tổng trọng tài',
    );
    expect(doc('p.json').regulations.level).toBe('provincial');
    for (const name of ['A', 'B']) await run('add-player', 'p.json', name);
    const refused = await run('pair', 'p.json');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('not paired: a provincial event names its chief arbiter');
    expect(doc('p.json').rounds).toHaveLength(0);
    files['ct.json'] = JSON.stringify({ chiefArbiter: 'Lê Văn C' });
    expect((await run('regulations', 'p.json', 'ct.json')).err).toBe('');
    expect((await run('pair', 'p.json')).code).toBe(0);
    // Named when created: no warning; a bad level is a usage error.
    const named = await run(
      'new',
      'q.json',
      '--name',
      'Q',
      '--system',
      'round-robin',
      '--level',
      'large',
      '--chief-arbiter',
      'X',
    );
    expect([named.code, named.err]).toEqual([0, '']);
    // A local event: "chỉ cần cử ban trọng tài, trong đó có một trưởng ban" — said, not refused;
    // its head is printed as the head of the panel, not as a chief arbiter.
    const local = await run('new', 'l.json', '--name', 'L', '--system', 'round-robin', '--level', 'local');
    expect([local.code, local.err]).toEqual([0, expect.stringContaining('trong đó có một trưởng ban')]);
    const headed = ['new', 'h.json', '--name', 'H', '--system', 'round-robin', '--level', 'local'];
    expect((await run(...headed, '--chief-arbiter', 'Trần Văn D')).err).toBe('');
    const printed = await run('show', 'h.json', '--lang', 'vi');
    expect(printed.out).toContain('Trưởng ban trọng tài');
    expect(printed.out).not.toContain('Tổng trọng tài');
    expect(
      (await run('new', 'z.json', '--name', 'Z', '--system', 'round-robin', '--level', 'tỉnh')).code,
    ).toBe(2);
    // A national event of the title norms is national: another level is refused on load.
    files['bad.json'] = JSON.stringify({ event: 'national-championship', level: 'local' });
    expect((await run('regulations', 'l.json', 'bad.json')).code).toBe(1);
  });
});

describe('the arbiter and the tournament agree on what an expulsion gives the opponent (16.1e, 16.2)', () => {
  // 16.1e: "Xóa tên đấu thủ khỏi danh sách của giải cờ." 16.2: "Xóa tên trong danh sách và kết quả
  // thi đấu phải qua ý kiến của tổng trọng tài, trưởng ban tổ chức của giải."
  test('struck with his results, the game at the board among them: the opponent scores nothing from it', async () => {
    const board = await runCommand(arbiterCommand, ['simulate'], {
      stdin: '{"type":"move","move":"h2e2"}\n{"type":"sanction","side":"red","level":"expulsion"}\n',
    });
    const result = JSON.parse(board.out).result;
    expect(result).toMatchObject({ winner: null, losers: ['red'], reason: 'expulsion', article: '16.1e' });
    // In the tournament: the player who lost his game of round 1 is struck; his opponent, who
    // won it over the board, keeps no point from it.
    const d = disk();
    await roundRobinOfFour(d, 's.json');
    const game = d.doc('s.json').rounds[0]!.games[0]!;
    const [struck, opponent] = [game.black, game.red];
    const before = JSON.parse((await d.run('standings', 's.json', '--json')).out) as {
      rows: { player: number; points: number }[];
    };
    expect(before.rows.find((s) => s.player === opponent)?.points).toBe(1);
    await d.run(
      'sanction',
      's.json',
      String(struck),
      'strike',
      '--by',
      'organisers',
      '--in-writing',
      '--chief-arbiter-consulted',
    );
    const table = JSON.parse((await d.run('standings', 's.json', '--json')).out) as {
      rows: { player: number; points: number }[];
    };
    expect(table.rows.find((s) => s.player === opponent)?.points).toBe(0);
  });
});
