import { describe, expect, test } from 'vitest';
import { disk } from './disk.test-util';

/** The eight teams under the letters they drew (30.1.3); team k has start numbers 5k+1…5k+5. */
const TEAMS = [
  ['A', 'Hà Nội'],
  ['B', 'TP Hồ Chí Minh'],
  ['C', 'Đà Nẵng'],
  ['D', 'Quân đội'],
  ['E', 'Bình Dương'],
  ['F', 'Hải Phòng'],
  ['G', 'Cần Thơ'],
  ['H', 'Đồng Nai'],
] as const;

/**
 * The 8-team table of 30.4 as the seed prints it ("Lịch thi đấu cho một giải 8 đội"): the team
 * left of the dash holds white, so its odd boards have Trắng.
 */
const TABLE = [
  'A-H B-G C-F D-E',
  'H-E F-D G-C A-B',
  'B-H C-A D-G E-F',
  'H-F G-E A-D B-C',
  'C-H D-B E-A F-G',
  'H-G A-F B-E C-D',
  'D-H E-C F-B G-A',
];

/**
 * Who wins on each board: the teams in order of strength on that board, strongest first; the
 * stronger player wins, except for the upsets listed.
 */
const ORDER = ['ABCDEFGH', 'BADCFEHG', 'ABEDCGFH', 'BACFDEGH'];
/** Upsets: on board 1 G beats C; on board 2 G beats F. */
const UPSETS: readonly [number, string, string][] = [
  [1, 'G', 'C'],
  [2, 'G', 'F'],
];

const id = (team: string, board: number): number => 5 * (team.charCodeAt(0) - 65) + board;

const teamOf = (player: number): string => String.fromCharCode(65 + Math.floor((player - 1) / 5));

/**
 * The lists below were written by hand from ORDER and UPSETS, not by the library.
 *
 * Team points (30.1.5, "tổng số các điểm mà các đấu thủ của đội đã giành được"): on a board
 * where the order is strict, the team in place p (from 0) scores 7 − p. Board 1: A7 B6, then the
 * upset moves a point from C to G: C4 D4 E3 F2 G2 H0. Board 2: B7 A6 D5 C4, F loses a point to G:
 * F2 E2 G1 H1 (E's reserve played A in round 5 and lost, as E2 would have: the team keeps 2).
 * Board 3: A7 B6 E5 D4 C3 G2 F1 H0. Board 4: B7 A6 C5 F4 D3 E2 G1 H0 (F's reserve beat E in
 * round 3, as F4 would have). Totals: A 7+6+7+6 = 26, B 6+7+6+7 = 26, C 4+4+3+5 = 16,
 * D 4+5+4+3 = 16, E 3+2+5+2 = 12, F 2+2+1+4 = 9, G 2+1+2+1 = 6, H 0+1+0+0 = 1 (sum 112 = 28
 * matches × 4 boards).
 *
 * Ties (30.1.5: "Nếu hai đội bằng điểm nhau, thì người ta xét thành tích của đấu thủ khá nhất
 * (đấu thủ bảng 1), nếu hai đấu thủ này bằng điểm nhau, thì xét tiếp đến bảng 2"):
 * - A and B both 26: board 1, A 7 > B 6, so A is first.
 * - C and D both 16, board 1 both 4: board 2, D 5 > C 4, so D is third, C fourth.
 *
 * Match points (2 a match won, 1 drawn, 0 lost), board by board from ORDER: A–B 2–2 (A wins
 * boards 1, 3); A beats every other team 4–0, so does B: A and B 1 + 6·2 = 13. C–D 2–2 (C boards
 * 1, 4; D boards 2, 3); C beats E 3–1, F 4–0, G 3–1 (G's upset on board 1), H 4–0: 9; D beats E
 * 3–1, F 3–1, G 4–0, H 4–0: 9. E–F 2–2; E beats G and H 4–0: 5. F–G 2–2 (the upset on board 2,
 * and G's board 3); F beats H 4–0: 4. G beats H 3–1: 3. H: 0. Sum 56 = 28 matches × 2.
 */
const TEAM_STANDINGS = `### Giải vô địch đồng đội quốc gia — xếp hạng đồng đội sau vòng 7

| Hạng | Đội | Tên | Điểm trận | Điểm ván | Bàn1 | Bàn2 | Bàn3 | Bàn4 |
|---:|---|---|---:|---:|---:|---:|---:|---:|
| 1 | A | Hà Nội | 13 | 26 | 7 | 6 | 7 | 6 |
| 2 | B | TP Hồ Chí Minh | 13 | 26 | 6 | 7 | 6 | 7 |
| 3 | D | Quân đội | 9 | 16 | 4 | 5 | 4 | 3 |
| 4 | C | Đà Nẵng | 9 | 16 | 4 | 4 | 3 | 5 |
| 5 | E | Bình Dương | 5 | 12 | 3 | 2 | 5 | 2 |
| 6 | F | Hải Phòng | 4 | 9 | 2 | 2 | 1 | 4 |
| 7 | G | Cần Thơ | 3 | 6 | 2 | 1 | 2 | 1 |
| 8 | H | Đồng Nai | 0 | 1 | 0 | 1 | 0 | 0 |
`;

/**
 * The board tables ("bảng", 30.1.3), ranked as an individual round robin: points, then SB (the
 * points of the opponents beaten; no game was drawn), wins, the game between the tied players.
 * DE is only computed between players still equal when it is reached, which never happens
 * here, so it is 0 throughout.
 *
 * Board 1: A 7 (SB 6+4+4+3+2+2+0 = 21), B 6 (4+4+3+2+2+0 = 15); C and D 4: C beat D, E, F, H
 * (SB 4+3+2+0 = 9), D beat E, F, G, H (3+2+2+0 = 7), so C is third; E 3 (2+2+0 = 4); F and G 2:
 * G beat C and H (4+0 = 4), F beat G and H (2+0 = 2), so G is sixth; H 0.
 * Board 2: nine players, E's reserve among them (one game, lost to A). B 7 (SB 6+5+4+2+2+1+1 =
 * 21), A 6 (beat D, C, F, the reserve, G, H: 5+4+2+0+1+1 = 13), D 5 (4+2+2+1+1 = 10), C 4
 * (2+2+1+1 = 6); F and E 2: F beat E and H (2+1 = 3), E beat G and H in his six games (1+1 = 2);
 * G and H 1: G beat F (2), H beat G (1); the reserve 0.
 * Board 3: the strict order, 7 … 0 points; SB: A 21, B 15, E 10, D 6, C 3, G 1, F 0, H 0.
 * Board 4: nine players, F's reserve among them (one game, beat E). B 7 (SB 6+5+3+3+2+1+0 = 20),
 * A 6 (5+3+3+2+1+0 = 14), C 5 (3+3+2+1+0 = 9); F4 and D 3: F4 beat D, G, H in his six games
 * (3+1+0 = 4), D beat E, G, H (2+1+0 = 3); E 2 (beat G, H: 1+0 = 1); the reserve and G 1: the
 * reserve beat E (SB 2), G beat H (0); H 0.
 */
/** The legend under a Vietnamese standings table: the header's tie-break codes in the law's words. */
const LEGEND = [
  '',
  'Chú thích: SB = hệ số; WIN = số vòng thắng; DE = đối kháng trực tiếp.',
  'Thắng, Hòa, Thua = số ván thắng, hòa, thua trên bàn cờ.',
  'WIN = số vòng thắng: cả thắng trên bàn cờ, được xử thắng và lượt nghỉ được tính thắng (C.07).',
  'DE: thứ hạng giữa các đấu thủ bằng nhau ở các chỉ số đứng trước (1 = cao nhất; 0 = không bằng ai, hoặc các ván giữa họ không phân định).',
  '',
].join('\n');
const BOARD_STANDINGS = [1, 2, 3, 4].map(
  (b) => `### Giải vô địch đồng đội quốc gia — bảng ${b} — xếp hạng sau vòng 7

| Hạng | Số | Họ tên | Hệ số Elo | Đơn vị | Điểm | Thắng | Hòa | Thua | Nghỉ | SB | WIN | DE |
|---:|---:|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|
`,
);
const BOARD_ROWS = [
  `| 1 | 1 | Hà Nội 1 |  | Hà Nội | 7 | 7 | 0 | 0 | 0 | 21 | 7 | 0 |
| 2 | 6 | TP Hồ Chí Minh 1 |  | TP Hồ Chí Minh | 6 | 6 | 0 | 1 | 0 | 15 | 6 | 0 |
| 3 | 11 | Đà Nẵng 1 |  | Đà Nẵng | 4 | 4 | 0 | 3 | 0 | 9 | 4 | 0 |
| 4 | 16 | Quân đội 1 |  | Quân đội | 4 | 4 | 0 | 3 | 0 | 7 | 4 | 0 |
| 5 | 21 | Bình Dương 1 |  | Bình Dương | 3 | 3 | 0 | 4 | 0 | 4 | 3 | 0 |
| 6 | 31 | Cần Thơ 1 |  | Cần Thơ | 2 | 2 | 0 | 5 | 0 | 4 | 2 | 0 |
| 7 | 26 | Hải Phòng 1 |  | Hải Phòng | 2 | 2 | 0 | 5 | 0 | 2 | 2 | 0 |
| 8 | 36 | Đồng Nai 1 |  | Đồng Nai | 0 | 0 | 0 | 7 | 0 | 0 | 0 | 0 |
`,
  `| 1 | 7 | TP Hồ Chí Minh 2 |  | TP Hồ Chí Minh | 7 | 7 | 0 | 0 | 0 | 21 | 7 | 0 |
| 2 | 2 | Hà Nội 2 |  | Hà Nội | 6 | 6 | 0 | 1 | 0 | 13 | 6 | 0 |
| 3 | 17 | Quân đội 2 |  | Quân đội | 5 | 5 | 0 | 2 | 0 | 10 | 5 | 0 |
| 4 | 12 | Đà Nẵng 2 |  | Đà Nẵng | 4 | 4 | 0 | 3 | 0 | 6 | 4 | 0 |
| 5 | 27 | Hải Phòng 2 |  | Hải Phòng | 2 | 2 | 0 | 5 | 0 | 3 | 2 | 0 |
| 6 | 22 | Bình Dương 2 |  | Bình Dương | 2 | 2 | 0 | 4 | 0 | 2 | 2 | 0 |
| 7 | 32 | Cần Thơ 2 |  | Cần Thơ | 1 | 1 | 0 | 6 | 0 | 2 | 1 | 0 |
| 8 | 37 | Đồng Nai 2 |  | Đồng Nai | 1 | 1 | 0 | 6 | 0 | 1 | 1 | 0 |
| 9 | 25 | Bình Dương dự bị |  | Bình Dương | 0 | 0 | 0 | 1 | 0 | 0 | 0 | 0 |
`,
  `| 1 | 3 | Hà Nội 3 |  | Hà Nội | 7 | 7 | 0 | 0 | 0 | 21 | 7 | 0 |
| 2 | 8 | TP Hồ Chí Minh 3 |  | TP Hồ Chí Minh | 6 | 6 | 0 | 1 | 0 | 15 | 6 | 0 |
| 3 | 23 | Bình Dương 3 |  | Bình Dương | 5 | 5 | 0 | 2 | 0 | 10 | 5 | 0 |
| 4 | 18 | Quân đội 3 |  | Quân đội | 4 | 4 | 0 | 3 | 0 | 6 | 4 | 0 |
| 5 | 13 | Đà Nẵng 3 |  | Đà Nẵng | 3 | 3 | 0 | 4 | 0 | 3 | 3 | 0 |
| 6 | 33 | Cần Thơ 3 |  | Cần Thơ | 2 | 2 | 0 | 5 | 0 | 1 | 2 | 0 |
| 7 | 28 | Hải Phòng 3 |  | Hải Phòng | 1 | 1 | 0 | 6 | 0 | 0 | 1 | 0 |
| 8 | 38 | Đồng Nai 3 |  | Đồng Nai | 0 | 0 | 0 | 7 | 0 | 0 | 0 | 0 |
`,
  `| 1 | 9 | TP Hồ Chí Minh 4 |  | TP Hồ Chí Minh | 7 | 7 | 0 | 0 | 0 | 20 | 7 | 0 |
| 2 | 4 | Hà Nội 4 |  | Hà Nội | 6 | 6 | 0 | 1 | 0 | 14 | 6 | 0 |
| 3 | 14 | Đà Nẵng 4 |  | Đà Nẵng | 5 | 5 | 0 | 2 | 0 | 9 | 5 | 0 |
| 4 | 29 | Hải Phòng 4 |  | Hải Phòng | 3 | 3 | 0 | 3 | 0 | 4 | 3 | 0 |
| 5 | 19 | Quân đội 4 |  | Quân đội | 3 | 3 | 0 | 4 | 0 | 3 | 3 | 0 |
| 6 | 24 | Bình Dương 4 |  | Bình Dương | 2 | 2 | 0 | 5 | 0 | 1 | 2 | 0 |
| 7 | 30 | Hải Phòng dự bị |  | Hải Phòng | 1 | 1 | 0 | 0 | 0 | 2 | 1 | 0 |
| 8 | 34 | Cần Thơ 4 |  | Cần Thơ | 1 | 1 | 0 | 6 | 0 | 0 | 1 | 0 |
| 9 | 39 | Đồng Nai 4 |  | Đồng Nai | 0 | 0 | 0 | 7 | 0 | 0 | 0 | 0 |
`,
];

/**
 * Round 5 (C-H D-B E-A F-G in the seed's table), after the results: the first team of each match
 * has Trắng on boards 1 and 3 (30.4: "các đấu thủ số lẻ đội ưu tiên được đi trước và số chẵn đi
 * sau"); E2 (22) was announced absent, so E's reserve (25) plays on board 2 as "E2" (30.1.4:
 * "thay đấu thủ dự bị vào đúng bảng"). Match scores from ORDER: C 4–0 H, D 0–4 B, E 0–4 A, and
 * F–G 2–2 (F wins boards 1 and 4, G board 2 by the upset and board 3).
 */
const ROUND_5 = `### Giải vô địch đồng đội quốc gia — vòng 5

| Bàn | Số | Trắng | Kết quả | Số | Đen |
|---|---|---|---|---|---|
| Trận 1 | C | Đà Nẵng | 4 - 0 | H | Đồng Nai |
| 1 | 11 | C1 Đà Nẵng 1 | 1 - 0 | 36 | H1 Đồng Nai 1 |
| 2 | 37 | H2 Đồng Nai 2 | 0 - 1 | 12 | C2 Đà Nẵng 2 |
| 3 | 13 | C3 Đà Nẵng 3 | 1 - 0 | 38 | H3 Đồng Nai 3 |
| 4 | 39 | H4 Đồng Nai 4 | 0 - 1 | 14 | C4 Đà Nẵng 4 |
| Trận 2 | D | Quân đội | 0 - 4 | B | TP Hồ Chí Minh |
| 5 | 16 | D1 Quân đội 1 | 0 - 1 | 6 | B1 TP Hồ Chí Minh 1 |
| 6 | 7 | B2 TP Hồ Chí Minh 2 | 1 - 0 | 17 | D2 Quân đội 2 |
| 7 | 18 | D3 Quân đội 3 | 0 - 1 | 8 | B3 TP Hồ Chí Minh 3 |
| 8 | 9 | B4 TP Hồ Chí Minh 4 | 1 - 0 | 19 | D4 Quân đội 4 |
| Trận 3 | E | Bình Dương | 0 - 4 | A | Hà Nội |
| 9 | 21 | E1 Bình Dương 1 | 0 - 1 | 1 | A1 Hà Nội 1 |
| 10 | 2 | A2 Hà Nội 2 | 1 - 0 | 25 | E2 Bình Dương dự bị |
| 11 | 23 | E3 Bình Dương 3 | 0 - 1 | 3 | A3 Hà Nội 3 |
| 12 | 4 | A4 Hà Nội 4 | 1 - 0 | 24 | E4 Bình Dương 4 |
| Trận 4 | F | Hải Phòng | 2 - 2 | G | Cần Thơ |
| 13 | 26 | F1 Hải Phòng 1 | 1 - 0 | 31 | G1 Cần Thơ 1 |
| 14 | 32 | G2 Cần Thơ 2 | 1 - 0 | 27 | F2 Hải Phòng 2 |
| 15 | 28 | F3 Hải Phòng 3 | 0 - 1 | 33 | G3 Cần Thơ 3 |
| 16 | 34 | G4 Cần Thơ 4 | 0 - 1 | 29 | F4 Hải Phòng 4 |
`;

/** Who wins a board between teams `red` and `black` on team board `board`. */
function redWins(board: number, red: string, black: string): boolean {
  for (const [b, w, l] of UPSETS)
    if (b === board && [w, l].includes(red) && [w, l].includes(black)) return red === w;
  const order = ORDER[board - 1] as string;
  return order.indexOf(red) < order.indexOf(black);
}

describe('a national team championship (8 teams × 4 boards, Điều 30), in Vietnamese', () => {
  test('7 rounds of the 8-team table with reserves: pairing lists, team and board standings', async () => {
    const { run } = disk();
    const name = 'Giải vô địch đồng đội quốc gia';
    expect((await run('new', 'vd.json', '--name', name, '--system', 'team-round-robin')).code).toBe(0);
    for (const [code, team] of TEAMS) {
      for (const who of ['1', '2', '3', '4', 'dự bị'])
        expect((await run('add-player', 'vd.json', `${team} ${who}`, '--club', team)).code).toBe(0);
      const members = [1, 2, 3, 4].map((b) => id(code, b)).join(',');
      const r = await run(
        'add-team',
        'vd.json',
        code,
        team,
        '--members',
        members,
        '--substitutes',
        String(id(code, 5)),
      );
      expect(r.code).toBe(0);
    }
    for (let round = 1; round <= 7; round++) {
      // E2 cannot play round 5: announced before the pairing, his reserve takes board 2.
      if (round === 5) expect((await run('absent', 'vd.json', String(id('E', 2)))).code).toBe(0);
      const p = await run('pair', 'vd.json', '--lang', 'vi');
      expect(p.code).toBe(0);
      // Each match of the seed's table, board k against board k (30.1.1), the first team with
      // Trắng on its odd boards; every player shown with his number in his team (A1, H1 …).
      const matches = (TABLE[round - 1] as string).split(' ');
      const lines = p.out.split('\n').filter((l) => /^\d/.test(l));
      expect(lines).toHaveLength(16);
      matches.forEach((m, j) => {
        const [x, y] = m.split('-') as [string, string];
        const heading = p.out.split('\n').find((l) => l.startsWith(`Trận ${j + 1} `)) ?? '';
        expect(heading).toMatch(new RegExp(`^Trận ${j + 1}\\s+${x}\\s+\\S.*\\s${y}\\s+\\S`));
        for (let k = 1; k <= 4; k++) {
          const [red, black] = k % 2 === 1 ? [x, y] : [y, x];
          const line = lines[4 * j + k - 1] ?? '';
          expect(line).toMatch(new RegExp(`^${4 * j + k}\\s+\\d+\\s+${red}${k} .*\\s${black}${k} `));
        }
      });
      if (round === 3) {
        // F4 cannot play round 3: the reserve comes in 10 minutes after the start, before the game
        // begins (30.1.4: "không được chậm quá giờ thi đấu là 15 phút").
        const s = await run(
          'substitute',
          'vd.json',
          '3',
          String(id('F', 4)),
          String(id('F', 5)),
          '--minutes',
          '10',
        );
        expect(s.code).toBe(0);
        const late = await run(
          'substitute',
          'vd.json',
          '3',
          String(id('E', 4)),
          String(id('E', 5)),
          '--minutes',
          '16',
        );
        expect(late.code).toBe(1);
      }
      const json = JSON.parse((await run('pairings', 'vd.json', '--json')).out) as {
        boards: { red: number; black: number; teamBoard: number }[];
      };
      for (const b of json.boards) {
        const result = redWins(b.teamBoard, teamOf(b.red), teamOf(b.black)) ? '1-0' : '0-1';
        expect((await run('result', 'vd.json', String(round), String(b.red), result)).code).toBe(0);
      }
    }
    const r3 = await run('pairings', 'vd.json', '--round', '3', '--lang', 'vi');
    expect(r3.out).toMatch(/^16\s+30\s+F4 Hải Phòng dự bị\s+1 - 0\s+24\s+E4 Bình Dương 4$/m);
    expect(
      (await run('pairings', 'vd.json', '--round', '5', '--lang', 'vi', '--format', 'markdown')).out,
    ).toBe(ROUND_5);
    const standings = await run('standings', 'vd.json', '--by-board', '--lang', 'vi', '--format', 'markdown');
    expect(standings.code).toBe(0);
    expect(standings.out).toBe(
      [TEAM_STANDINGS, ...BOARD_STANDINGS.map((h, i) => h + BOARD_ROWS[i] + LEGEND)].join('\n'),
    );
    // The same tables as JSON: four boards, the reserves in the tables of the boards they played.
    const byBoard = JSON.parse((await run('standings', 'vd.json', '--by-board', '--json')).out) as {
      boards: { board: number; rows: { rank: number; player: number; points: number }[] }[];
    };
    expect(byBoard.boards.map((b) => [b.board, b.rows.length])).toEqual([
      [1, 8],
      [2, 9],
      [3, 8],
      [4, 9],
    ]);
    expect(byBoard.boards[1]?.rows.at(-1)).toMatchObject({ rank: 9, player: id('E', 5), points: 0 });
    expect(byBoard.boards[3]?.rows[6]).toMatchObject({ rank: 7, player: id('F', 5), points: 1 });
  });

  test('the same championship as a team Swiss over 7 rounds (30.5): the same lists by hand', async () => {
    // Eight teams, seven rounds, no team meets another twice: every team meets every other once,
    // as in the round robin, so the totals and the board tables (ranked by the regulations'
    // order SB, WIN, DE) do not depend on the order of the pairings. Nobody is replaced here.
    const { run } = disk();
    const name = 'Giải vô địch đồng đội quốc gia';
    const created = await run(
      'new',
      'sw.json',
      '--name',
      name,
      '--system',
      'team-swiss',
      '--rounds',
      '7',
      '--tie-breaks',
      'SB,WIN,DE',
    );
    expect(created.code).toBe(0);
    for (const [code, team] of TEAMS) {
      for (const who of ['1', '2', '3', '4', 'dự bị'])
        expect((await run('add-player', 'sw.json', `${team} ${who}`, '--club', team)).code).toBe(0);
      const members = [1, 2, 3, 4].map((b) => id(code, b)).join(',');
      const r = await run(
        'add-team',
        'sw.json',
        code,
        team,
        '--members',
        members,
        '--substitutes',
        String(id(code, 5)),
      );
      expect(r.code).toBe(0);
    }
    const met = new Set<string>();
    for (let round = 1; round <= 7; round++) {
      const p = await run('pair', 'sw.json', '--lang', 'vi');
      expect(p.code).toBe(0);
      // Round 1 of the Dutch system, teams by their letters: 1–5, 6–2, 3–7, 8–4.
      if (round === 1)
        expect(
          p.out
            .split('\n')
            .filter((l) => l.startsWith('Trận'))
            .map((l) =>
              l
                .split(/\s{2,}/)
                .filter((x) => /^[A-H]$/.test(x))
                .join('-'),
            ),
        ).toEqual(['A-E', 'F-B', 'C-G', 'H-D']);
      const json = JSON.parse((await run('pairings', 'sw.json', '--json')).out) as {
        boards: { red: number; black: number; teamBoard: number; redBoard: string; blackBoard: string }[];
        matches: { teams: [string, string] }[];
      };
      expect(json.boards).toHaveLength(16);
      json.matches.forEach((m, j) => {
        const key = [...m.teams].sort().join('');
        expect(met.has(key)).toBe(false);
        met.add(key);
        // Board k against board k; the first team has Trắng on boards 1 and 3.
        json.boards.slice(4 * j, 4 * j + 4).forEach((b, k) => {
          const [red, black] = k % 2 === 0 ? m.teams : [m.teams[1], m.teams[0]];
          expect([b.redBoard, b.blackBoard]).toEqual([`${red}${k + 1}`, `${black}${k + 1}`]);
        });
      });
      for (const b of json.boards) {
        const result = redWins(b.teamBoard, teamOf(b.red), teamOf(b.black)) ? '1-0' : '0-1';
        expect((await run('result', 'sw.json', String(round), String(b.red), result)).code).toBe(0);
      }
    }
    expect(met.size).toBe(28);
    expect((await run('pair', 'sw.json')).code).toBe(1);
    const standings = await run('standings', 'sw.json', '--by-board', '--lang', 'vi', '--format', 'markdown');
    // Boards 1 and 3 as in the round robin. Board 2 without E's reserve: E2 beat G and H (SB
    // 1+1 = 2) and lost to A, so A2 beat D, C, F, E, G, H: SB 5+4+2+2+1+1 = 15. Board 4 without
    // F's reserve: the strict order B A C F D E G H, 7 … 0 points, SB 21, 15, 10, 6, 3, 1, 0, 0.
    const board2 = `| 1 | 7 | TP Hồ Chí Minh 2 |  | TP Hồ Chí Minh | 7 | 7 | 0 | 0 | 0 | 21 | 7 | 0 |
| 2 | 2 | Hà Nội 2 |  | Hà Nội | 6 | 6 | 0 | 1 | 0 | 15 | 6 | 0 |
| 3 | 17 | Quân đội 2 |  | Quân đội | 5 | 5 | 0 | 2 | 0 | 10 | 5 | 0 |
| 4 | 12 | Đà Nẵng 2 |  | Đà Nẵng | 4 | 4 | 0 | 3 | 0 | 6 | 4 | 0 |
| 5 | 27 | Hải Phòng 2 |  | Hải Phòng | 2 | 2 | 0 | 5 | 0 | 3 | 2 | 0 |
| 6 | 22 | Bình Dương 2 |  | Bình Dương | 2 | 2 | 0 | 5 | 0 | 2 | 2 | 0 |
| 7 | 32 | Cần Thơ 2 |  | Cần Thơ | 1 | 1 | 0 | 6 | 0 | 2 | 1 | 0 |
| 8 | 37 | Đồng Nai 2 |  | Đồng Nai | 1 | 1 | 0 | 6 | 0 | 1 | 1 | 0 |
`;
    const board4 = `| 1 | 9 | TP Hồ Chí Minh 4 |  | TP Hồ Chí Minh | 7 | 7 | 0 | 0 | 0 | 21 | 7 | 0 |
| 2 | 4 | Hà Nội 4 |  | Hà Nội | 6 | 6 | 0 | 1 | 0 | 15 | 6 | 0 |
| 3 | 14 | Đà Nẵng 4 |  | Đà Nẵng | 5 | 5 | 0 | 2 | 0 | 10 | 5 | 0 |
| 4 | 29 | Hải Phòng 4 |  | Hải Phòng | 4 | 4 | 0 | 3 | 0 | 6 | 4 | 0 |
| 5 | 19 | Quân đội 4 |  | Quân đội | 3 | 3 | 0 | 4 | 0 | 3 | 3 | 0 |
| 6 | 24 | Bình Dương 4 |  | Bình Dương | 2 | 2 | 0 | 5 | 0 | 1 | 2 | 0 |
| 7 | 34 | Cần Thơ 4 |  | Cần Thơ | 1 | 1 | 0 | 6 | 0 | 0 | 1 | 0 |
| 8 | 39 | Đồng Nai 4 |  | Đồng Nai | 0 | 0 | 0 | 7 | 0 | 0 | 0 | 0 |
`;
    const rows = [BOARD_ROWS[0], board2, BOARD_ROWS[2], board4];
    expect(standings.out).toBe(
      [TEAM_STANDINGS, ...BOARD_STANDINGS.map((h, i) => h + rows[i] + LEGEND)].join('\n'),
    );
  });
});
