import { describe, expect, it } from 'vitest';
import { createTournament, formatTournament, parseTournament } from '../document';
import type { Tournament } from '../model';
import { addRound } from '../tournament-edit';
import { pairNextRound } from '../tournament-pair';
import { arrangeMatch, setRoundDeadline } from './team-knockout-schedule';

// 30.3: "Thông thường ban tổ chức thi đấu chỉ cần lập bảng chung, công bố hạn định thời gian cho
// từng vòng. Các đội phải gặp nhau sẽ trao đổi và quyết định về địa điểm và ngày giờ thi đấu trong
// phạm vi hạn định trên và báo cáo ban tổ chức cử cán bộ và trọng tài xuống theo dõi".

/** A team knockout of four teams of three, round 1 paired. */
function cup(): Tournament {
  const codes = ['A', 'B', 'C', 'D'];
  const base: Tournament = {
    ...createTournament({ name: 'Cúp đồng đội', system: 'team-knockout' }),
    players: codes.flatMap((_, i) => [1, 2, 3, 9].map((k) => ({ id: 10 * i + k, name: `P${10 * i + k}` }))),
    teams: codes.map((code, i) => ({
      code,
      name: `Đội ${code}`,
      members: [1, 2, 3].map((k) => 10 * i + k),
      substitutes: [10 * i + 9],
    })),
  };
  const p = pairNextRound(base);
  if (!p.ok) throw new Error(p.error.message);
  const a = addRound(base, p.value);
  if (!a.ok) throw new Error(a.error.message);
  return a.value;
}

/** The two teams of round 1's first match. */
function firstMatch(t: Tournament): [string, string] {
  const g = t.rounds[0]?.games[0];
  const team = (p: number) =>
    t.teams?.find((x) => x.members.includes(p) || x.substitutes.includes(p))?.code ?? '';
  return [team(g?.red ?? 0), team(g?.black ?? 0)];
}

describe('a team knockout round has a deadline; the teams fix date and place within it (30.3)', () => {
  it('records the deadline and the agreed match, and reads them back', () => {
    const t0 = cup();
    const [a, b] = firstMatch(t0);
    expect(arrangeMatch(t0, 1, a, b, '2026-03-01', 'Huế')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NO_DEADLINE' },
    });
    const d = setRoundDeadline(t0, 1, '2026-03-31');
    if (!d.ok) throw new Error(d.error.message);
    const m = arrangeMatch(d.value, 1, b, a, '2026-03-20', 'Nhà văn hóa Huế');
    if (!m.ok) throw new Error(m.error.message);
    expect(m.value.rounds[0]).toMatchObject({
      deadline: '2026-03-31',
      arrangements: [{ teams: [b, a], date: '2026-03-20', venue: 'Nhà văn hóa Huế' }],
    });
    const back = parseTournament(formatTournament(m.value));
    expect(back.ok && back.value).toEqual(m.value);
    // A new agreement replaces the old; a deadline before an agreed date is refused.
    const again = arrangeMatch(m.value, 1, a, b, '2026-03-31', 'Đà Nẵng');
    expect(again.ok && again.value.rounds[0]?.arrangements).toEqual([
      { teams: [a, b], date: '2026-03-31', venue: 'Đà Nẵng' },
    ]);
    expect(setRoundDeadline(m.value, 1, '2026-03-10')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_AFTER_DEADLINE' },
    });
  });

  it('refuses a date after the deadline, teams that do not meet, and a file that breaks the deadline', () => {
    const d = setRoundDeadline(cup(), 1, '2026-03-31');
    if (!d.ok) throw new Error(d.error.message);
    const [a, b] = firstMatch(d.value);
    expect(arrangeMatch(d.value, 1, a, b, '2026-04-01', 'Huế')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_AFTER_DEADLINE', message: expect.stringContaining('30.3') },
    });
    const c = ['A', 'B', 'C', 'D'].find((x) => x !== a && x !== b) as string;
    expect(arrangeMatch(d.value, 1, a, c, '2026-03-02', 'Huế')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NO_SUCH_MATCH' },
    });
    expect(arrangeMatch(d.value, 1, a, b, '2026-02-30', 'Huế')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_BAD_FIELD' },
    });
    expect(setRoundDeadline(d.value, 2, '2026-03-31')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NO_SUCH_ROUND' },
    });
    const individual = { ...d.value, regulations: { ...d.value.regulations, system: 'knockout' as const } };
    expect(setRoundDeadline(individual, 1, '2026-03-31')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NOT_A_TEAM_KNOCKOUT' },
    });
    const bad = JSON.parse(formatTournament(d.value));
    bad.rounds[0].arrangements = [{ teams: [a, b], date: '2026-04-02', venue: 'Huế' }];
    expect(parseTournament(JSON.stringify(bad))).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_BAD_FIELD', path: '$.rounds[0].arrangements[0].date' },
    });
  });
});
