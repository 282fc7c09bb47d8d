import { describe, expect, it } from 'vitest';
import { normsMet, teamChampionshipNormPoints } from './norms';

const titles = (...args: Parameters<typeof normsMet>): string[] =>
  normsMet(...args).map((n) => `${n.title} ${n.clause}`);

// The norms: Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1,
// phần “Tiêu chuẩn phong cấp vận động viên Cờ Tướng cấp quốc gia”.
describe('national title norms ("Tiêu chuẩn phong cấp")', () => {
  it("reproduces the seed's figures for 9, 11 and 13 games", () => {
    // A.1.a: 9 games 6.5, 11 games 8, 13 games 9.5; A.3.a: 9 games 5, 11 games 6, 13 games 7.
    expect([9, 11, 13].map((g) => teamChampionshipNormPoints('national-master', g))).toEqual([6.5, 8, 9.5]);
    expect([9, 11, 13].map((g) => teamChampionshipNormPoints('first-class', g))).toEqual([5, 6, 7]);
    // A.2.a: the master norm less ½ point.
    expect([9, 11, 13].map((g) => teamChampionshipNormPoints('candidate-master', g))).toEqual([6, 7.5, 9]);
    // Elsewhere: the percentage to the nearest half point (72% of 7 = 5.04 → 5; 55% of 7 = 3.85 → 4).
    expect(teamChampionshipNormPoints('national-master', 7)).toBe(5);
    expect(teamChampionshipNormPoints('first-class', 7)).toBe(4);
    expect(() => teamChampionshipNormPoints('first-class', 0)).toThrow(RangeError);
  });

  it('men at the national team championship: by points', () => {
    const e = 'national-team-championship' as const;
    expect(titles({ sex: 'm', event: e, games: 11, points: 8 })).toEqual([
      'national-master A.1.a',
      'candidate-master A.2.a',
      'first-class A.3.a',
    ]);
    expect(titles({ sex: 'm', event: e, games: 11, points: 7.5 })).toEqual([
      'candidate-master A.2.a',
      'first-class A.3.a',
    ]);
    expect(titles({ sex: 'm', event: e, games: 11, points: 6 })).toEqual(['first-class A.3.a']);
    expect(titles({ sex: 'm', event: e, games: 11, points: 5.5 })).toEqual([]);
  });

  it('women at the national team championship: by individual place, first class by points', () => {
    const e = 'national-team-championship' as const;
    expect(titles({ sex: 'f', event: e, place: 1, games: 9, points: 5 })).toEqual([
      'national-master B.1.a',
      'first-class B.3.a',
    ]);
    expect(titles({ sex: 'f', event: e, place: 3, games: 9, points: 4.5 })).toEqual([
      'candidate-master B.2.a',
    ]);
  });

  it('national championship places', () => {
    const e = 'national-championship' as const;
    expect(titles({ sex: 'm', event: e, place: 6 })).toEqual(['national-master A.1.b']);
    expect(titles({ sex: 'm', event: e, place: 7 })).toEqual(['candidate-master A.2.b']);
    expect(titles({ sex: 'm', event: e, place: 11 })).toEqual([]);
    expect(titles({ sex: 'f', event: e, place: 3 })).toEqual(['national-master B.1.b']);
    expect(titles({ sex: 'f', event: e, place: 5 })).toEqual(['candidate-master B.2.b']);
  });

  it('youth championship, twice the candidate norm, WXF/Asian title', () => {
    const y = 'national-youth-championship' as const;
    expect(titles({ sex: 'm', event: y, ageGroup: 18, place: 1 })).toEqual(['candidate-master A.2.c']);
    expect(titles({ sex: 'f', event: y, ageGroup: 18, place: 2 })).toEqual(['first-class B.3.b']);
    expect(titles({ sex: 'm', event: y, ageGroup: 15, place: 1 })).toEqual(['first-class A.3.b']);
    // A second candidate norm in the year makes the master title (A.1.c / B.1.d).
    expect(titles({ sex: 'm', event: 'national-championship', place: 8, candidateNormsThisYear: 1 })).toEqual(
      ['national-master A.1.c', 'candidate-master A.2.b'],
    );
    expect(titles({ sex: 'f', event: 'national-championship', place: 20, wxfOrAsianMaster: true })).toEqual([
      'national-master B.1.c',
    ]);
  });
});
