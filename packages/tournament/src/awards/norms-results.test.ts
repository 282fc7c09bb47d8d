import { describe, expect, it } from 'vitest';
import type { Game, Player, Round, Team, Tournament } from '../model';
import { formatNorms } from '../print/norms';
import type { Category } from '../regulations-model';
import type { NormEvent } from './norms';
import { NORM_RULE_TEXTS, tournamentNorms } from './norms-results';

/** Games from "winner>loser" and "a=b" (red is the first named). */
const games = (...specs: string[]): Game[] =>
  specs.map((s) => {
    const [a, b] = s.split(/[>=<]/).map(Number) as [number, number];
    return {
      red: a,
      black: b,
      result: s.includes('=') ? 'draw' : s.includes('>') ? 'red-win' : 'black-win',
    };
  });

function doc(
  event: NormEvent | undefined,
  players: Player[],
  rounds: Round[],
  extra: { teams?: Team[]; categories?: Category[] } = {},
): Tournament {
  return {
    format: 'xq-tournament',
    version: 2,
    name: 'Giải',
    regulations: {
      system: extra.teams ? 'team-round-robin' : 'round-robin',
      scoring: '1-0.5-0',
      ...(event === undefined ? {} : { event }),
      ...(extra.categories ? { categories: extra.categories } : {}),
    },
    players,
    rounds,
    ...(extra.teams ? { teams: extra.teams } : {}),
  };
}

const normsOf = (t: Tournament): Record<number, string> =>
  Object.fromEntries(
    tournamentNorms(t).players.map((p) => [p.player, p.norms.map((n) => `${n.title} ${n.rule}`).join(', ')]),
  );

// The norms: Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1,
// phần “Tiêu chuẩn phong cấp vận động viên Cờ Tướng cấp quốc gia”.
describe('title norms from the results ("Tiêu chuẩn phong cấp")', () => {
  it('men at the national team championship: by points of the games played', () => {
    // A.1.a "Đạt 72% số điểm tại giải Vô địch đồng đội toàn quốc: Thi đấu 9 ván đạt 6,5 điểm";
    // A.2.a "Đạt số điểm kém điểm chuẩn của kiện tướng 0,5 điểm"; A.3.a "Đạt 55% số điểm …
    // 9 ván đạt 5 điểm". Players 1–4 each meet the nine opponents 11–19, one a round, and score
    // 6½, 6, 5 and 4½ of 9.
    const scores: Record<number, string> = {
      1: 'WWWWWWDLL',
      2: 'WWWWWWLLL',
      3: 'WWWWWLLLL',
      4: 'WWWWDLLLL',
    };
    const players: Player[] = [1, 2, 3, 4, ...Array.from({ length: 9 }, (_, i) => 11 + i)].map((id) => ({
      id,
      name: `P${id}`,
      sex: 'm',
    }));
    const rounds: Round[] = Array.from({ length: 9 }, (_, r) => ({
      games: [1, 2, 3, 4].map((k): Game => {
        const c = scores[k]?.[r];
        return {
          red: k,
          black: 11 + ((r + k) % 9),
          result: c === 'W' ? 'red-win' : c === 'D' ? 'draw' : 'black-win',
        };
      }),
      byes: [],
    }));
    const t = doc('national-team-championship', players, rounds);
    const n = tournamentNorms(t);
    expect(n.players.slice(0, 4).map((p) => [p.games, p.points])).toEqual([
      [9, 6.5],
      [9, 6],
      [9, 5],
      [9, 4.5],
    ]);
    const met = normsOf(t);
    expect(met[1]).toBe('national-master A.1.a, candidate-master A.2.a, first-class A.3.a');
    expect(met[2]).toBe('candidate-master A.2.a, first-class A.3.a');
    expect(met[3]).toBe('first-class A.3.a');
    expect(met[4]).toBe('');
  });

  it("women at the national team championship: by the place on the player's board", () => {
    // B.1.a "Đạt thứ nhất cá nhân giải Vô địch đồng đội toàn quốc"; B.2.a "Đạt thứ hạng cá nhân từ
    // 2 đến 3 tại giải Vô địch đồng đội toàn quốc" — the individual place is the place in the
    // board's table ("bảng", 30.1.3). B.3.a: 55% of 3 games is 1.65, to the nearest half point 1½.
    // Four teams of three (A: 1 2 3, B: 4 5 6, C: 7 8 9, D: 10 11 12), one round robin of matches.
    const teams: Team[] = ['A', 'B', 'C', 'D'].map((code, i) => ({
      code,
      name: `Đội ${code}`,
      members: [3 * i + 1, 3 * i + 2, 3 * i + 3],
      substitutes: [],
    }));
    const players: Player[] = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      name: `N${i + 1}`,
      sex: 'f',
    }));
    // Board 1: A1 3, B1 2, C1 1, D1 0. Board 2: D2 3, C2 2, B2 1, A2 0. Board 3: B3 3, A3 2, D3 1, C3 0.
    const rounds: Round[] = [
      { games: games('1>4', '2<5', '3<6', '7>10', '8<11', '9<12'), byes: [] }, // A–B, C–D
      { games: games('1>7', '2<8', '3>9', '4>10', '5<11', '6>12'), byes: [] }, // A–C, B–D
      { games: games('1>10', '2<11', '3>12', '4>7', '5<8', '6>9'), byes: [] }, // A–D, B–C
    ];
    const t = doc('national-team-championship', players, rounds, { teams });
    const n = tournamentNorms(t);
    expect(n.players.map((p) => `${p.player}:${p.place}`).join(' ')).toBe(
      '1:1 2:4 3:2 4:2 5:3 6:1 7:3 8:2 9:4 10:4 11:1 12:3',
    );
    const met = normsOf(t);
    // First on a board: master (B.1.a) and 55 % (3 of 3).
    expect([met[1], met[11], met[6]]).toEqual(Array(3).fill('national-master B.1.a, first-class B.3.a'));
    // Second on a board with 2 of 3: candidate master and first class.
    expect([met[4], met[8], met[3]]).toEqual(Array(3).fill('candidate-master B.2.a, first-class B.3.a'));
    // Third with 1 of 3: candidate master only; fourth: none.
    expect([met[7], met[5], met[12]]).toEqual(Array(3).fill('candidate-master B.2.a'));
    expect([met[10], met[2], met[9]]).toEqual(['', '', '']);
  });

  it('the national championship: places in the category (the women among themselves)', () => {
    // A.1.b "Đạt thứ hạng từ 1 đến 6 tại giải Vô địch toàn quốc"; B.1.b "Đạt thứ hạng từ 1 đến 3";
    // B.2.b "Đạt thứ hạng từ 4 tới 5 tại giải vô địch quốc gia (cá nhân)". Three men above two
    // women in one field: the women are 4th and 5th of the field, 1st and 2nd of the women.
    const players: Player[] = [
      { id: 1, name: 'M1', sex: 'm', category: 'NAM' },
      { id: 2, name: 'M2', sex: 'm', category: 'NAM' },
      { id: 3, name: 'M3', sex: 'm', category: 'NAM' },
      { id: 4, name: 'F1', sex: 'f', category: 'NU' },
      { id: 5, name: 'F2', sex: 'f', category: 'NU' },
    ];
    const rounds: Round[] = [
      { games: games('1>2', '3>4'), byes: [{ player: 5, kind: 'pairing' }] },
      { games: games('1>3', '2>5'), byes: [{ player: 4, kind: 'pairing' }] },
      { games: games('1>4', '3>5'), byes: [{ player: 2, kind: 'pairing' }] },
      { games: games('1>5', '2>4'), byes: [{ player: 3, kind: 'pairing' }] },
      { games: games('2>3', '4>5'), byes: [{ player: 1, kind: 'pairing' }] },
    ];
    const categories: Category[] = [
      { code: 'NAM', sex: 'm' },
      { code: 'NU', sex: 'f' },
    ];
    const byCategory = doc('national-championship', players, rounds, { categories });
    expect(normsOf(byCategory)).toEqual({
      1: 'national-master A.1.b',
      2: 'national-master A.1.b',
      3: 'national-master A.1.b',
      4: 'national-master B.1.b',
      5: 'national-master B.1.b',
    });
    // Without categories the field's places count: 4th and 5th are B.2.b.
    const field = doc(
      'national-championship',
      players.map(({ category: _, ...p }) => p),
      rounds,
    );
    expect(normsOf(field)[4]).toBe('candidate-master B.2.b');
    expect(normsOf(field)[5]).toBe('candidate-master B.2.b');
    // A youth section of the national championship (a category with an age group) is not the
    // championship itself: its winner makes none of A.1.b–A.2.b.
    const withYouth = doc('national-championship', players, rounds, {
      categories: [
        { code: 'NAM', sex: 'm', ageGroup: 18 },
        { code: 'NU', sex: 'f' },
      ],
    });
    expect(normsOf(withYouth)[1]).toBe('');
    expect(normsOf(withYouth)[4]).toBe('national-master B.1.b');
    // Byes are not games played.
    expect(tournamentNorms(field).players.map((p) => p.games)).toEqual([4, 4, 4, 4, 4]);
  });

  it('no norms without the kind of event, without the sex, or without a game', () => {
    const players: Player[] = [
      { id: 1, name: 'A', sex: 'm' },
      { id: 2, name: 'B' },
      { id: 3, name: 'C', sex: 'f' },
    ];
    const rounds: Round[] = [{ games: games('1>2'), byes: [{ player: 3, kind: 'full' }] }];
    expect(normsOf(doc(undefined, players, rounds))).toEqual({ 1: '', 2: '', 3: '' });
    const t = doc('national-championship', players, rounds);
    expect(normsOf(t)).toEqual({ 1: 'national-master A.1.b', 2: '', 3: '' });
    expect(tournamentNorms(t).event).toBe('national-championship');
    expect(formatNorms(tournamentNorms(doc(undefined, players, rounds)), 'text')).toContain(
      'the regulations name no kind of event',
    );
  });

  it("prints the law's words in Vietnamese", () => {
    // Every clause normsMet can answer has the seed's sentence.
    for (const clause of [
      'A.1.a',
      'A.1.b',
      'A.2.a',
      'A.2.b',
      'A.2.c',
      'A.3.a',
      'A.3.b',
      'B.1.a',
      'B.1.b',
      'B.2.a',
    ])
      expect(NORM_RULE_TEXTS[clause]).toMatch(/^Đạt /);
    const t = doc(
      'national-championship',
      [
        { id: 1, name: 'An', sex: 'f' },
        { id: 2, name: 'Bình', sex: 'm' },
      ],
      [{ games: games('1>2'), byes: [] }],
    );
    const vi = formatNorms(tournamentNorms(t), 'markdown', { lang: 'vi' });
    expect(vi).toContain(
      '| 1 | An | Nữ | 1 | 1 | 1 | Kiện tướng quốc gia (B.1.b: Đạt thứ hạng từ 1 đến 3 tại giải Vô địch toàn quốc.) |',
    );
    expect(vi).toContain('### Tiêu chuẩn phong cấp — giải Vô địch toàn quốc, sau vòng 1');
    const en = formatNorms(tournamentNorms(t), 'text', { all: true });
    expect(en).toMatch(
      /2\s+Bình\s+m\s+1\s+0\s+2\s+national master \(A\.1\.b: place 2 at the national championship\)/,
    );
  });
});
