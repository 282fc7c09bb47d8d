import { apply, createClock, stateAt } from '@xq/clock';
import { describe, expect, it } from 'vitest';
import { normsMet, teamChampionshipNormPoints } from './awards/norms';
import { createTournament, formatTournament, parseTournament, validateTournament } from './document';
import type { Tournament } from './model';
import { formatRegulationData } from './print/regulations-print';
import {
  amendRegulations,
  chiefArbiterNotice,
  regulationsClock,
  regulationsNotice,
} from './regulations-amend';
import type { NormThresholds } from './regulations-model';

// The guide (seed 003, "Hướng dẫn soạn thảo điều lệ"): "Điều lệ giải đã công bố thì không thay
// đổi, trừ khi có vấn đề đột xuất về tổ chức cần bổ sung"; "nếu là các giải lớn thì phải gửi trước
// từ 2 tới 3 tháng".

const started = (): Tournament => ({
  ...createTournament({ name: 'Giải', system: 'swiss-dutch', rounds: 5 }),
  players: [1, 2].map((id) => ({ id, name: `P${id}` })),
  rounds: [{ games: [{ red: 1, black: 2, result: 'draw' }], byes: [] }],
});

describe('published regulations are not changed afterwards (the guide)', () => {
  it('before round 1 anything goes, unrecorded', () => {
    const t = { ...started(), rounds: [] };
    const r = amendRegulations(t, { scoring: '2-1-0', tieBreaks: ['BH'] });
    expect(r.ok && [r.value.regulations.scoring, r.value.amendments]).toEqual(['2-1-0', undefined]);
  });

  it('after round 1 a change of system, scoring or tie-breaks is refused unless forced, and recorded', () => {
    for (const change of [{ system: 'swiss-lots' }, { scoring: '2-1-0' }, { tieBreaks: ['SB'] }]) {
      expect(amendRegulations(started(), change)).toMatchObject({
        ok: false,
        error: { code: 'TOURNAMENT_REGULATIONS_PUBLISHED', message: expect.stringContaining('đã công bố') },
      });
    }
    const forced = amendRegulations(started(), { scoring: '2-1-0' }, { force: true, note: 'lỗi in' });
    if (!forced.ok) throw new Error(forced.error.message);
    expect(forced.value.amendments).toEqual([
      { afterRound: 1, fields: ['scoring'], forced: true, note: 'lỗi in' },
    ]);
    // An organisational addition is allowed and recorded, not forced.
    const venue = amendRegulations(forced.value, { venue: 'Nhà thi đấu mới' });
    if (!venue.ok) throw new Error(venue.error.message);
    expect(venue.value.amendments?.[1]).toEqual({ afterRound: 1, fields: ['venue'] });
    expect(parseTournament(formatTournament(venue.value))).toEqual({ ok: true, value: venue.value });
    // Setting an item to what it already is changes nothing.
    expect(amendRegulations(started(), { scoring: '1-0.5-0' })).toMatchObject({ ok: true });
    expect(amendRegulations(started(), { rounds: 'x' }, { force: true })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_BAD_FIELD' },
    });
  });
});

describe("the regulations' dates (the guide)", () => {
  const big = (sentDate: string, startDate: string): Tournament => {
    const t = createTournament({ name: 'VĐQG', system: 'swiss-dutch' });
    return { ...t, regulations: { ...t.regulations, event: 'national-championship', sentDate, startDate } };
  };
  it('a big event has its regulations sent 2 months before, at least', () => {
    expect(regulationsNotice(big('2026-01-15', '2026-03-15'))).toBe('ok');
    expect(regulationsNotice(big('2026-01-16', '2026-03-15'))).toContain('2 tới 3 tháng');
    const club = createTournament({ name: 'CLB', system: 'swiss-dutch' });
    expect(
      regulationsNotice({
        ...club,
        regulations: { ...club.regulations, sentDate: '2026-03-01', startDate: '2026-03-02' },
      }),
    ).toBe('ok');
  });
  it('the fee is due on a date; the dates are days', () => {
    const t = createTournament({ name: 'x', system: 'round-robin' });
    const ok = amendRegulations(t, {
      entryFeeDueDate: '2026-02-28',
      sentDate: '2026-01-01',
      startDate: '2026-03-01',
    });
    expect(ok.ok && ok.value.regulations.entryFeeDueDate).toBe('2026-02-28');
    expect(amendRegulations(t, { entryFeeDueDate: '2026-02-30' })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_BAD_FIELD' },
    });
  });
});

describe('10.2.1a: the late-arrival limit of the regulations applied to the clock', () => {
  // 10.2.1a: "Ai đến chậm quá thời gian do ban tổ chức quy định (15, 30 hay 60 phút theo quy định)
  // thì bị tính thua ván cờ đó."
  const minutes = (m: number) => m * 60_000;
  const event = (late?: 15 | 30 | 60): Tournament => {
    const t = createTournament({ name: 'x', system: 'round-robin' });
    return {
      ...t,
      regulations: {
        ...t.regulations,
        clockPreset: 'vn-90-25',
        ...(late === undefined ? {} : { lateArrivalMinutes: late }),
      },
    };
  };
  it("an absent player loses when the regulations' limit has passed, not before", () => {
    // (At 60 minutes this preset's first move control falls on the side to move as well.)
    expect(regulationsClock(event(60))).toMatchObject({ ok: true, value: { lateForfeitMs: minutes(60) } });
    for (const [late, limit] of [
      [undefined, 15],
      [30, 30],
    ] as const) {
      const p = regulationsClock(event(late));
      if (!p.ok) throw new Error(p.error.message);
      const s = apply(createClock(p.value), { type: 'start', at: 0, absent: ['black'] }).state;
      expect(stateAt(s, minutes(limit) - 1).flag).toBeNull();
      expect(stateAt(s, minutes(limit)).flag).toMatchObject({ side: 'black', reason: 'late' });
    }
  });
  it('refuses regulations without a clock preset', () => {
    expect(regulationsClock(createTournament({ name: 'x', system: 'round-robin' }))).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NO_CLOCK_PRESET' },
    });
  });
});

describe('per-unit quotas and special entries (item 4 of the guide)', () => {
  // Item 4: "Quy định cử số đấu thủ chính thức dự giải cá nhân, đồng đội. - Tham gia đặc cách: các
  // cá nhân được đặc cách, đơn vị đăng cai được cử thêm bao nhiêu đấu thủ".
  const base = createTournament({ name: 'x', system: 'swiss-dutch' });
  const t: Tournament = {
    ...base,
    regulations: { ...base.regulations, entryQuota: { perUnit: 2, host: 'Huế', hostExtra: 1 } },
  };
  const entered = (clubs: [string, boolean?][]) =>
    validateTournament(
      JSON.parse(
        JSON.stringify({
          ...t,
          players: clubs.map(([club, special], i) => ({
            id: i + 1,
            name: `P${i}`,
            club,
            ...(special ? { special } : {}),
          })),
        }),
      ),
    );
  it('a unit enters its quota, the host its extra places, special entries outside it', () => {
    expect(entered([['Hà Nội'], ['Hà Nội'], ['Huế'], ['Huế'], ['Huế'], ['Hà Nội', true]]).ok).toBe(true);
    expect(entered([['Hà Nội'], ['Hà Nội'], ['Hà Nội']])).toMatchObject({
      ok: false,
      error: {
        code: 'TOURNAMENT_NOT_ELIGIBLE',
        message: expect.stringContaining('Hà Nội enters 3 players, 2 allowed'),
      },
    });
    expect(entered([['Huế'], ['Huế'], ['Huế'], ['Huế']]).ok).toBe(false);
  });
});

describe("norm thresholds a national event's regulations adjust", () => {
  // The norms' note: "Tiêu chuẩn phong cấp có thể được điều chỉnh cho phù hợp từng thời kỳ, được
  // công bố trong Điều lệ của các giải toàn quốc."
  it("the regulations' percentages replace the seed's 72 % and 55 %", () => {
    expect(teamChampionshipNormPoints('national-master', 9)).toBe(6.5);
    expect(teamChampionshipNormPoints('national-master', 9, { masterPercent: 80 })).toBe(7);
    expect(teamChampionshipNormPoints('first-class', 9, { firstClassPercent: 60 })).toBe(5.5);
    const input = { sex: 'm' as const, event: 'national-team-championship' as const, games: 9, points: 6.5 };
    expect(normsMet(input).map((n) => n.title)).toContain('national-master');
    expect(normsMet({ ...input, thresholds: { masterPercent: 80 } }).map((n) => n.title)).not.toContain(
      'national-master',
    );
    const t = createTournament({ name: 'x', system: 'round-robin' });
    const r = amendRegulations(t, { normThresholds: { masterPercent: 80 } });
    expect(r.ok && r.value.regulations.normThresholds).toEqual({ masterPercent: 80 });
    expect(amendRegulations(t, { normThresholds: { masterPercent: 101 } })).toMatchObject({ ok: false });
  });
});

describe("place norms a national event's regulations adjust, like the percentages", () => {
  // The norms: "b) Đạt thứ hạng từ 1 đến 6 tại giải Vô địch toàn quốc" (A.1.b), "b) Đạt thứ hạng từ
  // 7 tới 10 tại giải Vô địch toàn quốc" (A.2.b), and for women "từ 1 đến 3" (B.1.b), "từ 4 tới 5"
  // (B.2.b); "Tiêu chuẩn phong cấp có thể được điều chỉnh cho phù hợp từng thời kỳ, được công bố
  // trong Điều lệ của các giải toàn quốc."
  const at = (sex: 'm' | 'f', place: number, thresholds?: NormThresholds) =>
    normsMet({ sex, event: 'national-championship', place, ...(thresholds ? { thresholds } : {}) }).map(
      (n) => `${n.title} ${n.clause}`,
    );
  it("the seed's places without regulations, the regulations' places with them", () => {
    expect(at('m', 6)).toEqual(['national-master A.1.b']);
    expect(at('m', 7)).toEqual(['candidate-master A.2.b']);
    expect(at('m', 11)).toEqual([]);
    expect(at('f', 4)).toEqual(['candidate-master B.2.b']);
    const adjusted = { masterPlacesMen: 4, candidatePlacesMen: 8, masterPlacesWomen: 2 };
    expect(at('m', 5, adjusted)).toEqual(['candidate-master A.2.b']);
    expect(at('m', 9, adjusted)).toEqual([]);
    expect(at('f', 3, adjusted)).toEqual(['candidate-master B.2.b']);
    expect(() => at('m', 1, { masterPlacesMen: 0 })).toThrow(RangeError);
  });
  it('are stored in the regulations, printed, and refused when they do not make sense', () => {
    const t = createTournament({ name: 'x', system: 'round-robin' });
    const r = amendRegulations(t, { normThresholds: { masterPlacesMen: 4, candidatePlacesMen: 8 } });
    expect(r.ok && r.value.regulations.normThresholds).toEqual({ masterPlacesMen: 4, candidatePlacesMen: 8 });
    if (!r.ok) throw new Error(r.error.message);
    expect(formatRegulationData(r.value, 'text', { lang: 'vi' })).toContain(
      'kiện tướng: hạng 1–4 (nam), kiện tướng dự bị: hạng 5–8 (nam)',
    );
    expect(amendRegulations(t, { normThresholds: { masterPlacesMen: 1.5 } })).toMatchObject({ ok: false });
    // The candidate's places end before the master's: refused, the field named.
    expect(amendRegulations(t, { normThresholds: { masterPlacesMen: 12 } })).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('candidatePlacesMen') },
    });
  });
});

// The guide (seed 003, on organising an event): "Ở các giải quốc gia, cấp tỉnh thành, các giải
// lớn... bắt buộc phải cử tổng trọng tài. Nhưng các giải địa phương, giải nhỏ ... thì chỉ cần cử
// ban trọng tài, trong đó có một trưởng ban".
describe('a national event names its chief arbiter (the guide)', () => {
  const club = createTournament({ name: 'CLB', system: 'swiss-dutch' });
  const national = { ...club, regulations: { ...club.regulations, event: 'national-championship' as const } };
  it('said for a national event without one; a local event needs none', () => {
    expect(chiefArbiterNotice(national)).toContain('bắt buộc phải cử tổng trọng tài');
    expect(chiefArbiterNotice(club)).toBe('ok');
    const named = amendRegulations(national, { chiefArbiter: 'Nguyễn Văn A' });
    expect(named.ok && chiefArbiterNotice(named.value)).toBe('ok');
    const blank = amendRegulations(national, { chiefArbiter: '  ' });
    expect(blank.ok && chiefArbiterNotice(blank.value)).toContain('tổng trọng tài');
  });
  it("a provincial event names one too, and its level is printed in the guide's words", () => {
    const provincial = amendRegulations(club, { level: 'provincial' });
    if (!provincial.ok) throw new Error(provincial.error.message);
    expect(chiefArbiterNotice(provincial.value)).toContain('a provincial event names its chief arbiter');
    expect(formatRegulationData(provincial.value, 'text', { lang: 'vi' })).toMatch(
      /Cấp giải.*giải cấp tỉnh thành/,
    );
    expect(
      chiefArbiterNotice({
        ...provincial.value,
        regulations: { ...provincial.value.regulations, level: 'local' },
      }),
    ).toBe('ok');
  });
  it('kept by the document, printed in both languages, refused when not a text', () => {
    const named = amendRegulations(national, { chiefArbiter: 'Nguyễn Văn A' });
    if (!named.ok) throw new Error(named.error.message);
    const back = parseTournament(formatTournament(named.value));
    expect(back.ok && back.value.regulations.chiefArbiter).toBe('Nguyễn Văn A');
    expect(formatRegulationData(named.value, 'text', { lang: 'vi' })).toMatch(/Tổng trọng tài.*Nguyễn Văn A/);
    expect(formatRegulationData(named.value, 'text')).toMatch(/Chief arbiter.*Nguyễn Văn A/);
    expect(amendRegulations(national, { chiefArbiter: 7 }).ok).toBe(false);
  });
});

describe('the options of an amendment', () => {
  it('refuses a note or a force of the wrong type instead of leaving it out', () => {
    // Found by a probe: a note that was not a string was left out of the amendment without a
    // word, and `force: 'yes'` was read as not forced.
    expect(() => amendRegulations(started(), { venue: 'Huế' }, { note: 7 as never })).toThrow(
      new TypeError('amendRegulations: options.note must be a string, got number'),
    );
    expect(() => amendRegulations(started(), { scoring: '2-1-0' }, { force: 'yes' as never })).toThrow(
      new TypeError('amendRegulations: options.force must be a boolean, got string'),
    );
    const r = amendRegulations(started(), { venue: 'Huế' }, { note: 'đổi địa điểm' });
    expect(r.ok && r.value.amendments).toEqual([{ afterRound: 1, fields: ['venue'], note: 'đổi địa điểm' }]);
  });
});
