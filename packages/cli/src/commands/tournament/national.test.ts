// A Vietnamese national youth individual championship with age categories, run end to end
// through `xq tournament` in Vietnamese: regulations (categories by sex and birth year, prizes,
// the kind of event the title norms name), registration (with the refusals), the law's round
// robin paired round by round and its results entered, then the standings overall and per
// category, the title norms and the prizes — checked against lists worked out by hand below.
import { describe, expect, test } from 'vitest';
import { disk } from './disk.test-util';

/** The regulations ("điều lệ") of the event, as an organiser writes them. */
const REGULATIONS = {
  event: 'national-youth-championship',
  // The guide: "Ở các giải quốc gia … bắt buộc phải cử tổng trọng tài".
  chiefArbiter: 'Trần Văn Bình',
  purpose: 'Giải Vô địch Cờ Tướng trẻ toàn quốc 2026',
  clockPreset: 'vn-90',
  lateArrivalMinutes: 30,
  entryFee: 200000,
  entryDeadlineDate: '2026-03-01',
  // Item 4 of the guide: "đấu thủ cần có điều kiện gì: nam, nữ, lứa tuổi, trình độ cờ". The ages
  // are by birth year: U15 of a 2026 event is born in 2011 or later, U18 in 2008 or later.
  categories: [
    { code: 'U15-NAM', name: 'Nam hạng tuổi 15', sex: 'm', bornFrom: 2011, ageGroup: 15 },
    { code: 'U18-NAM', name: 'Nam hạng tuổi 18', sex: 'm', bornFrom: 2008, ageGroup: 18 },
    { code: 'U18-NU', name: 'Nữ hạng tuổi 18', sex: 'f', bornFrom: 2008, ageGroup: 18 },
  ],
  // Item 10: "Giải thưởng cho cá nhân, đồng đội, toàn đoàn".
  prizeRules: {
    perCategory: true,
    individual: [
      { name: 'Nhất', medal: 'gold' },
      { name: 'Nhì', medal: 'silver' },
      { name: 'Ba', medal: 'bronze' },
    ],
    overall: [{ name: 'Nhất toàn đoàn' }, { name: 'Nhì toàn đoàn' }, { name: 'Ba toàn đoàn' }],
  },
  delegations: [
    { name: 'Hà Nội', head: 'Lương Văn Tâm', coaches: ['Đỗ Hữu Nghĩa'] },
    { name: 'TP. Hồ Chí Minh', head: 'Quách Minh Đức', coaches: ['Tạ Quang Vinh'] },
    { name: 'Đà Nẵng', head: 'Phan Văn Tân' },
  ],
};

// Start number, name, sex, birth year, category, delegation.
const PLAYERS = [
  ['1', 'Nguyễn Văn An', 'm', '2009', 'U18-NAM', 'Hà Nội'],
  ['2', 'Trần Minh Bảo', 'm', '2012', 'U15-NAM', 'TP. Hồ Chí Minh'],
  ['3', 'Lê Thị Cúc', 'f', '2010', 'U18-NU', 'Đà Nẵng'],
  ['4', 'Phạm Quốc Dũng', 'm', '2008', 'U18-NAM', 'TP. Hồ Chí Minh'],
  ['5', 'Hoàng Gia Huy', 'm', '2013', 'U15-NAM', 'Hà Nội'],
  ['6', 'Võ Thị Lan', 'f', '2009', 'U18-NU', 'TP. Hồ Chí Minh'],
  ['7', 'Đặng Minh Khôi', 'm', '2011', 'U15-NAM', 'Đà Nẵng'],
  ['8', 'Bùi Thu Hà', 'f', '2011', 'U18-NU', 'Hà Nội'],
] as const;

// Who won each of the 28 games (the stronger player by this order, 4 1 2 3 6 7 5 8, wins),
// written "winner>loser", and the draws "a=b"; the exceptions to the order are 7 beating 1 and
// 3 beating 6 (the order already has 3 above 6), and the draws 1=4, 1=2, 2=5.
const OUTCOMES = [
  '1=4',
  '4>2',
  '4>3',
  '4>5',
  '4>6',
  '4>7',
  '4>8',
  '1=2',
  '1>3',
  '1>5',
  '1>6',
  '7>1',
  '1>8',
  '2>3',
  '2=5',
  '2>6',
  '2>7',
  '2>8',
  '3>5',
  '3>6',
  '3>7',
  '3>8',
  '6>5',
  '7>5',
  '5>8',
  '6>7',
  '6>8',
  '7>8',
];

/** The result to type for a game, red first, from the table above. */
function resultOf(red: number, black: number): string {
  for (const o of OUTCOMES) {
    const [a, b] = o.split(/[>=]/).map(Number);
    const draw = o.includes('=');
    if (a === red && b === black) return draw ? '1/2' : '1-0';
    if (a === black && b === red) return draw ? '1/2' : '0-1';
  }
  throw new Error(`no outcome for ${red}-${black}`);
}

describe('a national youth championship with age categories, in Vietnamese', () => {
  test('registration, seven rounds, standings overall and per category, norms, prizes', async () => {
    const { files, run } = disk();
    expect((await run('new', 'vdtre.json', '--name', 'Giải trẻ 2026', '--system', 'round-robin')).code).toBe(
      0,
    );
    files['dieu-le.json'] = JSON.stringify(REGULATIONS);
    const { chiefArbiter: _, ...unnamed } = REGULATIONS;
    files['thieu.json'] = JSON.stringify(unnamed);
    const warned = await run('regulations', 'vdtre.json', 'thieu.json');
    expect([warned.code, warned.err]).toEqual([
      0,
      expect.stringContaining('bắt buộc phải cử tổng trọng tài'),
    ]);
    const set = await run('regulations', 'vdtre.json', 'dieu-le.json');
    expect(set.err).toBe('');
    expect(set.code).toBe(0);

    // Registration before the deadline (2026-03-01).
    for (const [id, name, sex, year, category, club] of PLAYERS) {
      const r = await run(
        'add-player',
        'vdtre.json',
        name,
        '--id',
        id,
        '--sex',
        sex,
        '--birth-year',
        year,
        '--category',
        category,
        '--club',
        club,
        '--date',
        '2026-02-20',
      );
      expect(r.err).toBe('');
      expect(r.out).toBe(`added ${id}: ${name}\n`);
    }
    // Refusals: born in 2007 is too old for U18 (born 2008 or later); a girl cannot enter a
    // boys' category; a category the regulations do not have; an entry after the deadline.
    const old = await run(
      'add-player',
      'vdtre.json',
      'Lý Tuấn',
      '--sex',
      'm',
      '--birth-year',
      '2007',
      '--category',
      'U18-NAM',
      '--date',
      '2026-02-20',
    );
    expect(old.code).toBe(1);
    expect(old.err).toContain(
      'born in 2007, category U18-NAM is for players born in 2008 or later (TOURNAMENT_NOT_ELIGIBLE)',
    );
    const girl = await run(
      'add-player',
      'vdtre.json',
      'Mai Anh',
      '--sex',
      'f',
      '--birth-year',
      '2012',
      '--category',
      'U15-NAM',
      '--date',
      '2026-02-20',
    );
    expect(girl.err).toContain('category U15-NAM is for men (TOURNAMENT_NOT_ELIGIBLE)');
    const none = await run(
      'add-player',
      'vdtre.json',
      'Mai Anh',
      '--sex',
      'f',
      '--birth-year',
      '2012',
      '--date',
      '2026-02-20',
    );
    expect(none.err).toContain('say which one the player enters (TOURNAMENT_NOT_ELIGIBLE)');
    const late = await run(
      'add-player',
      'vdtre.json',
      'Mai Anh',
      '--sex',
      'f',
      '--birth-year',
      '2012',
      '--category',
      'U18-NU',
      '--date',
      '2026-03-02',
    );
    expect(late.err).toContain(
      'entries closed on 2026-03-01 (item 15 of the regulations) (TOURNAMENT_ENTRY_CLOSED)',
    );
    // A day that does not exist is refused by the library, which owns the check of dates.
    const noDay = await run('add-player', 'vdtre.json', 'Mai Anh', '--date', '2026-02-30');
    expect(noDay.code).toBe(1);
    expect(noDay.err).toContain('(TOURNAMENT_BAD_DATE)');

    // Seven rounds of the law's 7–8 table, each result typed red first.
    for (let round = 1; round <= 7; round++) {
      expect((await run('pair', 'vdtre.json', '--lang', 'vi')).code).toBe(0);
      const list = JSON.parse((await run('pairings', 'vdtre.json', '--json')).out);
      expect(list.boards).toHaveLength(4);
      for (const b of list.boards) {
        const r = await run('result', 'vdtre.json', String(round), String(b.red), resultOf(b.red, b.black));
        expect(r.code).toBe(0);
      }
    }
    expect((await run('pair', 'vdtre.json')).err).toContain('PAIRING_TOURNAMENT_OVER');

    // The scores by hand, from OUTCOMES:
    //   4 Dũng: ½ (=1) + 6 wins                      = 6½
    //   1 An:   ½ (=4) + ½ (=2) + wins 3 5 6 8; lost 7 = 5
    //   2 Bảo:  ½ (=1) + ½ (=5) + wins 3 6 7 8; lost 4 = 5
    //   3 Cúc:  wins 5 6 7 8; lost 4 1 2              = 4
    //   7 Khôi: wins 1 5 8; lost 4 2 3 6               = 3
    //   6 Lan:  wins 5 7 8; lost 4 1 2 3               = 3
    //   5 Huy:  ½ (=2) + win 8                          = 1½
    //   8 Hà:   0                                       (total 28 = the 28 games)
    // Ties, by the round robin's order PTS, SB, WIN, DE, lots (SB: the points of those beaten,
    // plus half the points of those drawn with):
    //   An  SB = Cúc 4 + Huy 1½ + Lan 3 + Hà 0 + ½·(Dũng 6½) + ½·(Bảo 5) = 8½ + 3¼ + 2½ = 14¼
    //   Bảo SB = Cúc 4 + Lan 3 + Khôi 3 + Hà 0 + ½·(An 5) + ½·(Huy 1½)  = 10 + 2½ + ¾   = 13¼
    //   Khôi SB = An 5 + Huy 1½ + Hà 0 = 6½;  Lan SB = Khôi 3 + Huy 1½ + Hà 0 = 4½
    // so An is 2nd and Bảo 3rd; Khôi 5th and Lan 6th.
    const overall = await run('standings', 'vdtre.json', '--lang', 'vi');
    expect(overall.code).toBe(0);
    const first = overall.out.split('\n\n').slice(0, 2).join('\n\n');
    expect(first).toBe(
      [
        'Giải trẻ 2026 — xếp hạng sau vòng 7',
        '',
        'Hạng  Số  Họ tên          Hệ số Elo  Đơn vị           Điểm  Thắng  Hòa  Thua  Nghỉ   SB  WIN  DE',
        '----  --  --------------  ---------  ---------------  ----  -----  ---  ----  ----  ---  ---  --',
        '   1   4  Phạm Quốc Dũng             TP. Hồ Chí Minh    6½      6    1     0     0   19    6   0',
        '   2   1  Nguyễn Văn An              Hà Nội              5      4    2     1     0  14¼    4   0',
        '   3   2  Trần Minh Bảo              TP. Hồ Chí Minh     5      4    2     1     0  13¼    4   0',
        '   4   3  Lê Thị Cúc                 Đà Nẵng             4      4    0     3     0   7½    4   0',
        '   5   7  Đặng Minh Khôi             Đà Nẵng             3      3    0     4     0   6½    3   0',
        '   6   6  Võ Thị Lan                 TP. Hồ Chí Minh     3      3    0     4     0   4½    3   0',
        '   7   5  Hoàng Gia Huy              Hà Nội             1½      1    1     5     0   2½    1   0',
        '   8   8  Bùi Thu Hà                 Hà Nội              0      0    0     7     0    0    0   0',
      ].join('\n'),
    );
    // Each category ranked on its own, in the order of the overall standings (item 4: "nam, nữ,
    // lứa tuổi"): U15 boys Bảo 5, Khôi 3, Huy 1½; U18 boys Dũng 6½, An 5; U18 girls Cúc 4,
    // Lan 3, Hà 0.
    const tables = overall.out.split('\n\n');
    expect(tables.filter((x) => x.startsWith('Giải trẻ 2026 — '))).toEqual([
      'Giải trẻ 2026 — xếp hạng sau vòng 7',
      'Giải trẻ 2026 — Nam hạng tuổi 15 — xếp hạng sau vòng 7',
      'Giải trẻ 2026 — Nam hạng tuổi 18 — xếp hạng sau vòng 7',
      'Giải trẻ 2026 — Nữ hạng tuổi 18 — xếp hạng sau vòng 7',
    ]);
    const u15 = await run('standings', 'vdtre.json', '--lang', 'vi', '--category', 'U15-NAM');
    expect(u15.out).toBe(
      [
        'Giải trẻ 2026 — Nam hạng tuổi 15 — xếp hạng sau vòng 7',
        '',
        'Hạng  Số  Họ tên          Hệ số Elo  Đơn vị           Điểm  Thắng  Hòa  Thua  Nghỉ   SB  WIN  DE',
        '----  --  --------------  ---------  ---------------  ----  -----  ---  ----  ----  ---  ---  --',
        '   1   2  Trần Minh Bảo              TP. Hồ Chí Minh     5      4    2     1     0  13¼    4   0',
        '   2   7  Đặng Minh Khôi             Đà Nẵng             3      3    0     4     0   6½    3   0',
        '   3   5  Hoàng Gia Huy              Hà Nội             1½      1    1     5     0   2½    1   0',
        '',
        'Chú thích: SB = hệ số; WIN = số vòng thắng; DE = đối kháng trực tiếp.',
        // The columns and the tie-breaks whose values a name alone does not explain.
        'Thắng, Hòa, Thua = số ván thắng, hòa, thua trên bàn cờ.',
        'WIN = số vòng thắng: cả thắng trên bàn cờ, được xử thắng và lượt nghỉ được tính thắng (C.07).',
        'DE: thứ hạng giữa các đấu thủ bằng nhau ở các chỉ số đứng trước (1 = cao nhất; 0 = không bằng ai, hoặc các ván giữa họ không phân định).',
        '',
      ].join('\n'),
    );
    const girls = JSON.parse((await run('standings', 'vdtre.json', '--json', '--category', 'U18-NU')).out);
    expect(girls.category).toBe('U18-NU');
    expect(
      girls.rows.map((r: { rank: number; player: number; points: number }) => [r.rank, r.player, r.points]),
    ).toEqual([
      [1, 3, 4],
      [2, 6, 3],
      [3, 8, 0],
    ]);
    expect((await run('standings', 'vdtre.json', '--category', 'U12')).err).toContain('no category U12');

    // The title norms (Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1,
    // phần “Tiêu chuẩn phong cấp vận động viên Cờ Tướng cấp quốc gia”) for a youth championship
    // ("giải trẻ toàn quốc"), by the place
    // in the player's age group:
    //   A.2.c "Đạt thứ hạng nhất cá nhân tại giải trẻ toàn quốc hạng tuổi 18": Dũng, 1st U18 boys;
    //   B.2.c "Đạt thứ hạng nhất tại giải trẻ toàn quốc hạng tuổi 18": Cúc, 1st U18 girls;
    //   A.3.b / B.3.b "Đạt thứ nhất cá nhân hạng tuổi 15 và nhì, ba hạng tuổi 18": Bảo (1st U15),
    //   An (2nd U18 boys), Lan (2nd U18 girls) and Hà (3rd of the three U18 girls: the law sets
    //   no minimum score; an organiser adds one in the regulations, "Ghi chú: Tiêu chuẩn phong
    //   cấp có thể được điều chỉnh"). Khôi and Huy (2nd and 3rd U15) make none.
    const norms = await run('norms', 'vdtre.json', '--lang', 'vi');
    expect(norms.out).toBe(
      [
        'Tiêu chuẩn phong cấp — giải trẻ toàn quốc, sau vòng 7',
        '',
        'Số  Họ tên          Giới tính  Số ván  Điểm  Hạng  Đạt tiêu chuẩn phong cấp',
        '--  --------------  ---------  ------  ----  ----  ---------------------------------------------------------------------------------------------------------',
        ' 1  Nguyễn Văn An   Nam             7     5     2  Cấp I quốc gia (A.3.b: Đạt thứ nhất cá nhân hạng tuổi 15 và nhì, ba hạng tuổi 18 tại giải trẻ toàn quốc.)',
        ' 2  Trần Minh Bảo   Nam             7     5     1  Cấp I quốc gia (A.3.b: Đạt thứ nhất cá nhân hạng tuổi 15 và nhì, ba hạng tuổi 18 tại giải trẻ toàn quốc.)',
        ' 3  Lê Thị Cúc      Nữ              7     4     1  Kiện tướng dự bị quốc gia (B.2.c: Đạt thứ hạng nhất tại giải trẻ toàn quốc hạng tuổi 18.)',
        ' 4  Phạm Quốc Dũng  Nam             7    6½     1  Kiện tướng dự bị quốc gia (A.2.c: Đạt thứ hạng nhất cá nhân tại giải trẻ toàn quốc hạng tuổi 18.)',
        ' 6  Võ Thị Lan      Nữ              7     3     2  Cấp I quốc gia (B.3.b: Đạt thứ nhất cá nhân hạng tuổi 15 và nhì, ba hạng tuổi 18 tại giải trẻ toàn quốc.)',
        ' 8  Bùi Thu Hà      Nữ              7     0     3  Cấp I quốc gia (B.3.b: Đạt thứ nhất cá nhân hạng tuổi 15 và nhì, ba hạng tuổi 18 tại giải trẻ toàn quốc.)',
        '',
      ].join('\n'),
    );
    const normsJson = JSON.parse((await run('norms', 'vdtre.json', '--json')).out);
    expect(normsJson.event).toBe('national-youth-championship');
    expect(
      normsJson.players.map(
        (p: { player: number; place: number; norms: { title: string; rule: string }[] }) => [
          p.player,
          p.place,
          p.norms.map((n) => `${n.title} ${n.rule}`).join(),
        ],
      ),
    ).toEqual([
      [1, 2, 'first-class A.3.b'],
      [2, 1, 'first-class A.3.b'],
      [3, 1, 'candidate-master B.2.c'],
      [4, 1, 'candidate-master A.2.c'],
      [5, 3, ''],
      [6, 2, 'first-class B.3.b'],
      [7, 2, ''],
      [8, 3, 'first-class B.3.b'],
    ]);

    // Prizes per category (Nhất HCV, Nhì HCB, Ba HCĐ; U18 boys has two players, so no Ba), then
    // "toàn đoàn" by medals — gold first, then silver, then bronze:
    //   TP. Hồ Chí Minh: gold Bảo, Dũng; silver Lan           → 2 1 0
    //   Đà Nẵng:         gold Cúc; silver Khôi                → 1 1 0
    //   Hà Nội:          silver An; bronze Huy, Hà            → 0 1 2
    const prizes = await run('prizes', 'vdtre.json', '--lang', 'vi');
    expect(prizes.out).toBe(
      [
        'Giải trẻ 2026 — giải cá nhân — Nam hạng tuổi 15',
        '',
        'Hạng  Giải  Huy chương  Số  Họ tên          Đơn vị',
        '----  ----  ----------  --  --------------  ---------------',
        '   1  Nhất  HCV          2  Trần Minh Bảo   TP. Hồ Chí Minh',
        '   2  Nhì   HCB          7  Đặng Minh Khôi  Đà Nẵng',
        '   3  Ba    HCĐ          5  Hoàng Gia Huy   Hà Nội',
        '',
        'Giải trẻ 2026 — giải cá nhân — Nam hạng tuổi 18',
        '',
        'Hạng  Giải  Huy chương  Số  Họ tên          Đơn vị',
        '----  ----  ----------  --  --------------  ---------------',
        '   1  Nhất  HCV          4  Phạm Quốc Dũng  TP. Hồ Chí Minh',
        '   2  Nhì   HCB          1  Nguyễn Văn An   Hà Nội',
        '',
        'Giải trẻ 2026 — giải cá nhân — Nữ hạng tuổi 18',
        '',
        'Hạng  Giải  Huy chương  Số  Họ tên      Đơn vị',
        '----  ----  ----------  --  ----------  ---------------',
        '   1  Nhất  HCV          3  Lê Thị Cúc  Đà Nẵng',
        '   2  Nhì   HCB          6  Võ Thị Lan  TP. Hồ Chí Minh',
        '   3  Ba    HCĐ          8  Bùi Thu Hà  Hà Nội',
        '',
        'Giải trẻ 2026 — xếp hạng toàn đoàn',
        '',
        'Hạng  Đoàn             HCV  HCB  HCĐ  Giải',
        '----  ---------------  ---  ---  ---  --------------',
        '   1  TP. Hồ Chí Minh    2    1    0  Nhất toàn đoàn',
        '   2  Đà Nẵng            1    1    0  Nhì toàn đoàn',
        '   3  Hà Nội             0    1    2  Ba toàn đoàn',
        '',
      ].join('\n'),
    );

    // The regulations' data printed by `show`, the delegations with their heads and coaches.
    const show = await run('show', 'vdtre.json');
    expect(show.out).toMatch(/8\. Clock preset\s+vn-90\n/);
    expect(show.out).toMatch(/8\. Late arrival \(10\.2\.1a\)\s+30 minutes\n/);
    expect(show.out).toMatch(/15\. Entry deadline \(date\)\s+2026-03-01\n/);
    expect(show.out).toMatch(/U15-NAM\s+Nam hạng tuổi 15\s+m\s+2011\s+15\n/);
    expect(show.out).toMatch(/Đà Nẵng\s+Phan Văn Tân\s+3 Lê Thị Cúc; 7 Đặng Minh Khôi\n/);
  });

  test('a mixed event (17.3, "đấu hỗn hợp"): two round-robin groups, then a knockout seeded from them', async () => {
    const { files, run } = disk();
    await run('new', 'mix.json', '--name', 'Giải mở rộng', '--system', 'round-robin');
    for (let i = 1; i <= 8; i++)
      expect((await run('add-player', 'mix.json', `P${i}`, '--rating', String(2500 - 100 * i))).code).toBe(0);
    // Snake seeding by rating (P1 highest): seeds 1 2 → A B, 3 4 → B A, 5 6 → A B, 7 8 → B A.
    // In each group the players take 1, 2… in seeding order.
    const split = await run('groups', 'mix.json', '--groups', '2', '--name', 'Vòng bảng');
    expect(split.err).toBe('');
    expect(split.out).toBe(
      'mix-A.json: 1. P1, 2. P4, 3. P5, 4. P8\nmix-B.json: 1. P2, 2. P3, 3. P6, 4. P7\n',
    );
    // Each group: three rounds of the law's 3–4 table. The lower number wins, except in group A
    // where 3 (P5) beats 2 (P4): A ends P1 3, P5 2, P4 1, P8 0; B ends P2 3, P3 2, P6 1, P7 0.
    for (const g of ['mix-A.json', 'mix-B.json']) {
      for (let round = 1; round <= 3; round++) {
        expect((await run('pair', g)).code).toBe(0);
        const list = JSON.parse((await run('pairings', g, '--json')).out);
        for (const b of list.boards) {
          const upset = g === 'mix-A.json' && b.red + b.black === 5 && Math.min(b.red, b.black) === 2;
          const lowerWins = b.red < b.black;
          await run('result', g, String(round), String(b.red), lowerWins !== upset ? '1-0' : '0-1');
        }
      }
    }
    const tooMany = await run('next-stage', 'ko.json', 'mix-A.json', 'mix-B.json', '--qualifiers', '5');
    expect(tooMany.err).toContain('group A has fewer than 5 players');
    const next = await run(
      'next-stage',
      'ko.json',
      'mix-A.json',
      'mix-B.json',
      '--qualifiers',
      '2',
      '--system',
      'knockout',
      '--name',
      'Chung kết',
    );
    expect(next.err).toBe('');
    // Winners first (A, then B), then the runners-up.
    expect(next.out).toBe('1. P1 (A1)\n2. P2 (B1)\n3. P5 (A2)\n4. P3 (B2)\n');
    const ko = JSON.parse(files['ko.json'] ?? '{}');
    expect(ko.regulations.stage.entries).toEqual([
      { player: 1, from: 1, group: 'A', place: 1 },
      { player: 2, from: 1, group: 'B', place: 1 },
      { player: 3, from: 3, group: 'A', place: 2 },
      { player: 4, from: 2, group: 'B', place: 2 },
    ]);
    // The knockout's first round: seed 1 meets seed 4 and 2 meets 3 — each group's winner
    // meets the other group's runner-up.
    expect((await run('pair', 'ko.json')).code).toBe(0);
    const semis = JSON.parse((await run('pairings', 'ko.json', '--json')).out);
    expect(
      semis.boards.map((b: { red: number; black: number }) => [b.red, b.black].sort().join('-')),
    ).toEqual(['1-4', '2-3']);
  });

  test('the championship actions refuse bad regulations and options with clear errors', async () => {
    const { files, run } = disk();
    await run('new', 'x.json', '--name', 'X', '--system', 'swiss-dutch', '--rounds', '5');
    files['bad.json'] = '{"clockPreset": "vn-91"}';
    const preset = await run('regulations', 'x.json', 'bad.json');
    expect(preset.code).toBe(1);
    expect(preset.err).toContain('$.regulations.clockPreset: unknown clock preset');
    files['late.json'] = '{"lateArrivalMinutes": 20}';
    expect((await run('regulations', 'x.json', 'late.json')).err).toContain(
      'expected 15, 30 or 60 (10.2.1a)',
    );
    files['text.json'] = 'điều lệ';
    expect((await run('regulations', 'x.json', 'text.json')).err).toContain('text.json: not JSON');
    files['list.json'] = '[1]';
    expect((await run('regulations', 'x.json', 'list.json')).err).toContain(
      'expected a JSON object of regulations',
    );
    expect((await run('regulations', 'x.json', 'missing.json')).err).toContain('cannot read missing.json');
    expect((await run('add-player', 'x.json', 'A', '--birth-year', '12')).code).toBe(2);
    expect((await run('add-player', 'x.json', 'A', '--date', '1 March')).code).toBe(2);
    expect((await run('norms', 'x.json', '--category', 'U15')).err).toContain(
      '--category does not go with norms',
    );
    expect((await run('groups', 'x.json')).err).toContain('--groups is required');
    expect((await run('groups', 'x.json', '--groups', '0')).err).toContain(
      '--groups must be a number from 1',
    );
    expect((await run('groups', 'x.json', '--groups', '2')).err).toContain('0 players cannot fill 2 groups');
    expect((await run('next-stage', 'f.json', '--qualifiers', '1')).err).toContain(
      'next-stage needs the group files after FILE',
    );
    // The file is unchanged by the refusals.
    expect(JSON.parse(files['x.json'] ?? '{}').regulations).toEqual({
      system: 'swiss-dutch',
      scoring: '1-0.5-0',
      rounds: 5,
    });
    // `new` names the kind of event and the clock preset.
    expect(
      (await run('new', 'y.json', '--name', 'Y', '--system', 'round-robin', '--event', 'club')).code,
    ).toBe(2);
    expect(
      (await run('new', 'y.json', '--name', 'Y', '--system', 'round-robin', '--clock-preset', 'vn-61')).code,
    ).toBe(2);
    await run(
      'new',
      'y.json',
      '--name',
      'Y',
      '--system',
      'round-robin',
      '--event',
      'national-championship',
      '--clock-preset',
      'vn-60',
    );
    expect(JSON.parse(files['y.json'] ?? '{}').regulations).toMatchObject({
      event: 'national-championship',
      clockPreset: 'vn-60',
    });
    // Without regulations data, the norms say so and the prizes are empty.
    expect((await run('norms', 'x.json', '--json')).out).toBe('{"event":null,"afterRound":0,"players":[]}\n');
    expect((await run('prizes', 'x.json')).out).toBe('');
  });
});
