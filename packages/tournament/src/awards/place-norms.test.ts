// The place norms of the women's team championship and of the youth championship, adjustable by a
// national event's regulations like the percentages and the national championship's places
// ("Ghi chú: Tiêu chuẩn phong cấp có thể được điều chỉnh cho phù hợp từng thời kỳ, được công bố
// trong Điều lệ của các giải toàn quốc").
import { describe, expect, it } from 'vitest';
import { createTournament } from '../document';
import { formatNorms } from '../print/norms';
import { formatRegulationData } from '../print/regulations-print';
import { amendRegulations } from '../regulations-amend';
import type { NormThresholds } from '../regulations-model';
import { normsMet } from './norms';

const met = (input: Parameters<typeof normsMet>[0]): string[] =>
  normsMet(input).map((n) => `${n.title} ${n.clause}`);

describe("the women's places at the national team championship (B.1.a, B.2.a)", () => {
  // B.1.a: "Đạt thứ nhất cá nhân giải Vô địch đồng đội toàn quốc."
  // B.2.a: "Đạt thứ hạng cá nhân từ 2 đến 3 tại giải Vô địch đồng đội toàn quốc."
  const at = (place: number, thresholds?: NormThresholds) =>
    met({
      sex: 'f',
      event: 'national-team-championship',
      place,
      ...(thresholds === undefined ? {} : { thresholds }),
    });
  it("the seed's places without regulations", () => {
    expect(at(1)).toEqual(['national-master B.1.a']);
    expect(at(2)).toEqual(['candidate-master B.2.a']);
    expect(at(3)).toEqual(['candidate-master B.2.a']);
    expect(at(4)).toEqual([]);
  });
  it("the regulations' places with them", () => {
    const adjusted = { teamMasterPlacesWomen: 2, teamCandidatePlacesWomen: 5 };
    expect(at(2, adjusted)).toEqual(['national-master B.1.a']);
    expect(at(3, adjusted)).toEqual(['candidate-master B.2.a']);
    expect(at(5, adjusted)).toEqual(['candidate-master B.2.a']);
    expect(at(6, adjusted)).toEqual([]);
    // Only the candidate's end moved: the master's place stays the seed's first.
    expect(at(4, { teamCandidatePlacesWomen: 4 })).toEqual(['candidate-master B.2.a']);
    expect(at(2, { teamCandidatePlacesWomen: 4 })).toEqual(['candidate-master B.2.a']);
    // The men's norm there is by percentage, not by place: a place gives a man nothing.
    expect(met({ sex: 'm', event: 'national-team-championship', place: 1, thresholds: adjusted })).toEqual(
      [],
    );
  });
});

describe('the places of the national youth championship (2.c, 3.b)', () => {
  // A.2.c: "Đạt thứ hạng nhất cá nhân tại giải trẻ toàn quốc hạng tuổi 18."
  // A.3.b, B.3.b: "Đạt thứ nhất cá nhân hạng tuổi 15 và nhì, ba hạng tuổi 18 tại giải trẻ toàn quốc."
  const at = (sex: 'm' | 'f', ageGroup: number, place: number, thresholds?: NormThresholds) =>
    met({
      sex,
      event: 'national-youth-championship',
      ageGroup,
      place,
      ...(thresholds === undefined ? {} : { thresholds }),
    });
  it("the seed's places without regulations", () => {
    expect(at('m', 18, 1)).toEqual(['candidate-master A.2.c']);
    expect(at('f', 18, 1)).toEqual(['candidate-master B.2.c']);
    expect(at('m', 18, 2)).toEqual(['first-class A.3.b']);
    expect(at('m', 18, 3)).toEqual(['first-class A.3.b']);
    expect(at('m', 18, 4)).toEqual([]);
    expect(at('f', 15, 1)).toEqual(['first-class B.3.b']);
    expect(at('f', 15, 2)).toEqual([]);
  });
  it("the regulations' places with them", () => {
    const adjusted = { youthCandidatePlaces18: 2, youthFirstClassPlaces18: 5, youthFirstClassPlaces15: 3 };
    expect(at('m', 18, 2, adjusted)).toEqual(['candidate-master A.2.c']);
    expect(at('f', 18, 3, adjusted)).toEqual(['first-class B.3.b']);
    expect(at('f', 18, 5, adjusted)).toEqual(['first-class B.3.b']);
    expect(at('f', 18, 6, adjusted)).toEqual([]);
    expect(at('m', 15, 3, adjusted)).toEqual(['first-class A.3.b']);
    expect(at('m', 15, 4, adjusted)).toEqual([]);
    // The under-18 first class follows the candidate's places: 2–3 by the seed, 3 after a change to 2.
    expect(at('m', 18, 2, { youthCandidatePlaces18: 2 })).toEqual(['candidate-master A.2.c']);
    expect(at('m', 18, 3, { youthCandidatePlaces18: 2 })).toEqual(['first-class A.3.b']);
    expect(at('m', 18, 4, { youthCandidatePlaces18: 2 })).toEqual([]);
    // A candidate-master norm counts toward "hai lần trong năm" (A.1.c) at every adjusted place.
    expect(
      met({
        sex: 'm',
        event: 'national-youth-championship',
        ageGroup: 18,
        place: 2,
        candidateNormsThisYear: 1,
        thresholds: adjusted,
      }),
    ).toEqual(['national-master A.1.c', 'candidate-master A.2.c']);
    expect(() => at('m', 18, 1, { youthFirstClassPlaces15: 0 })).toThrow(RangeError);
  });
});

describe('the regulations store, print and check these places', () => {
  const t = createTournament({ name: 'x', system: 'round-robin' });
  it('stored and printed in both languages', () => {
    const r = amendRegulations(t, {
      normThresholds: {
        teamMasterPlacesWomen: 2,
        teamCandidatePlacesWomen: 4,
        youthCandidatePlaces18: 2,
        youthFirstClassPlaces15: 3,
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    const vi = formatRegulationData(r.value, 'text', { lang: 'vi' });
    expect(vi).toContain('đồng đội, kiện tướng: hạng 1–2 (nữ), đồng đội, kiện tướng dự bị: hạng 3–4 (nữ)');
    expect(vi).toContain(
      'giải trẻ, kiện tướng dự bị: hạng 1–2 (hạng tuổi 18), giải trẻ, cấp I: hạng 1–3 (hạng tuổi 15), giải trẻ, cấp I: hạng 3 (hạng tuổi 18)',
    );
    const en = formatRegulationData(r.value, 'text', { lang: 'en' });
    expect(en).toContain('team championship, master: places 1–2 (women)');
    expect(en).toContain('youth championship, first class: places 3 (under 18)');
  });
  it('refused when they do not make sense, the field named', () => {
    expect(amendRegulations(t, { normThresholds: { teamMasterPlacesWomen: 0 } })).toMatchObject({
      ok: false,
    });
    expect(amendRegulations(t, { normThresholds: { youthFirstClassPlaces15: 1.5 } })).toMatchObject({
      ok: false,
    });
    expect(amendRegulations(t, { normThresholds: { teamMasterPlacesWomen: 4 } })).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('teamCandidatePlacesWomen') },
    });
    expect(amendRegulations(t, { normThresholds: { youthCandidatePlaces18: 4 } })).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('youthFirstClassPlaces18') },
    });
  });
});

describe('the printed norms cite the figures the regulations set', () => {
  // B.1.a: "Đạt thứ nhất cá nhân giải Vô địch đồng đội toàn quốc"; A.1.a: "Đạt 72% số điểm tại
  // giải Vô địch đồng đội toàn quốc". Adjusted, the printed clause says the regulations' figures.
  const row = (rule: string, title: 'national-master' | 'candidate-master') => ({
    player: 1,
    name: 'An',
    sex: 'f' as const,
    games: 9,
    points: 7,
    place: 2,
    norms: [{ title, rule, reason: '' }],
  });
  const print = (rule: string, thresholds?: NormThresholds) =>
    formatNorms(
      {
        event: 'national-team-championship',
        afterRound: 9,
        players: [row(rule, 'national-master')],
        ...(thresholds === undefined ? {} : { thresholds }),
      },
      'text',
      { lang: 'vi' },
    );
  it("the seed's words without them, the regulations' with them", () => {
    expect(print('B.1.a')).toContain('B.1.a: Đạt thứ nhất cá nhân giải Vô địch đồng đội toàn quốc.');
    expect(print('B.1.a', { teamMasterPlacesWomen: 2 })).toContain(
      'B.1.a: Đạt thứ hạng từ 1 đến 2 cá nhân tại giải Vô địch đồng đội toàn quốc (theo điều lệ của giải).',
    );
    expect(print('A.1.a', { masterPercent: 70 })).toContain(
      'A.1.a: Đạt 70% số điểm tại giải Vô địch đồng đội toàn quốc (theo điều lệ của giải).',
    );
    // A threshold of another clause leaves this one as the seed writes it.
    expect(print('B.1.a', { masterPercent: 70 })).toContain(
      'B.1.a: Đạt thứ nhất cá nhân giải Vô địch đồng đội',
    );
  });
});
