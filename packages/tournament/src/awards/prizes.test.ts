import { describe, expect, it } from 'vitest';
import { validateTournament } from '../document';
import type { Game, Tournament } from '../model';
import { formatPrizes } from '../print/prizes';
import { formatRegulationData } from '../print/regulations-print';
import type { Category, PrizeRules } from '../regulations-model';
import { categoryFault, categoryStandings, eligibleCategories, entryFault } from '../standings/categories';
import { addPlayer } from '../tournament-edit';
import { tournamentPrizes } from './prizes';

const games = (...specs: string[]): Game[] =>
  specs.map((s) => {
    const [a, b] = s.split(/[>=<]/).map(Number) as [number, number];
    return {
      red: a,
      black: b,
      result: s.includes('=') ? 'draw' : s.includes('>') ? 'red-win' : 'black-win',
    };
  });

/**
 * Four players, a round robin: 1=2, 1>3, 1>4, 3>2, 2>4, 3=4. Points: 1 2½, 2 1½, 3 1½, 4 ½.
 * 2 and 3: SB 2 = 4's ½ + ½·(1's 2½) = 1¾; SB 3 = 2's 1½ + ½·(4's ½) = 1¾; one win each; the
 * direct encounter: 3 beat 2. So by the ranking order 3 is 2nd and 2 is 3rd.
 */
function field(prizeRules: PrizeRules): Tournament {
  return {
    format: 'xq-tournament',
    version: 2,
    name: 'CLB',
    regulations: { system: 'round-robin', scoring: '1-0.5-0', prizeRules },
    players: [
      { id: 1, name: 'An', club: 'Hà Nội' },
      { id: 2, name: 'Bình', club: 'Huế' },
      { id: 3, name: 'Chi', club: 'Hà Nội' },
      { id: 4, name: 'Dung', club: 'Huế' },
    ],
    rounds: [
      { games: games('1=2', '3=4'), byes: [] },
      { games: games('1>3', '2>4'), byes: [] },
      { games: games('1>4', '3>2'), byes: [] },
    ],
  };
}

const PRIZES = [
  { name: 'Nhất', medal: 'gold' as const, amount: 1000 },
  { name: 'Nhì', medal: 'silver' as const, amount: 600 },
  { name: 'Ba', medal: 'bronze' as const, amount: 400 },
];

describe('prizes (item 10: "Giải thưởng cho cá nhân, đồng đội, toàn đoàn")', () => {
  it('ties by the ranking order: each place to whoever the tie-breaks put there', () => {
    const p = tournamentPrizes(field({ individual: PRIZES }));
    expect(p.ties).toBe('tie-breaks');
    expect(
      p.individual[0]?.awards.map((a) => [a.place, a.prize.name, a.player, a.amount, a.sharedBy]),
    ).toEqual([
      [1, 'Nhất', 1, 1000, 1],
      [2, 'Nhì', 3, 600, 1],
      [3, 'Ba', 2, 400, 1],
    ]);
  });

  it('shared ties: players equal on points share the best place, the amounts split', () => {
    // 2nd and 3rd place (600 + 400) shared by Bình and Chi: Nhì each, 500 each.
    const p = tournamentPrizes(field({ individual: PRIZES, ties: 'shared' }));
    expect(
      p.individual[0]?.awards.map((a) => [a.place, a.prize.name, a.player, a.amount, a.sharedBy]),
    ).toEqual([
      [1, 'Nhất', 1, 1000, 1],
      [2, 'Nhì', 3, 500, 2],
      [2, 'Nhì', 2, 500, 2],
    ]);
    // Medals: Hà Nội gold (An) + silver (Chi); Huế silver (Bình).
    expect(p.delegations).toEqual([
      { rank: 1, delegation: 'Hà Nội', gold: 1, silver: 1, bronze: 0 },
      { rank: 2, delegation: 'Huế', gold: 0, silver: 1, bronze: 0 },
    ]);
    const text = formatPrizes(field({ individual: PRIZES, ties: 'shared' }), p, 'text', { lang: 'vi' });
    expect(text).toMatch(/2 \(đồng hạng 2\)\s+Nhì\s+HCB\s+3\s+Chi\s+Hà Nội\s+500/);
  });

  it('more prizes than players, no prizes, and delegations equal on medals sharing the rank', () => {
    const t = field({
      individual: [...PRIZES, { name: 'KK' }, { name: 'KK' }],
      overall: [{ name: 'Nhất toàn đoàn' }],
    });
    expect(tournamentPrizes(t).individual[0]?.awards).toHaveLength(4);
    expect(tournamentPrizes(field({})).individual).toEqual([]);
    // By the ranking order: An gold (Hà Nội), Chi silver (Hà Nội), Bình bronze (Huế): Hà Nội
    // first; the one overall prize goes to it.
    const p = tournamentPrizes(t);
    expect(p.overall.map((a) => [a.place, a.delegation, a.prize.name])).toEqual([
      [1, 'Hà Nội', 'Nhất toàn đoàn'],
    ]);
    const even = tournamentPrizes(
      field({
        individual: [
          { name: 'Nhất', medal: 'gold' },
          { name: 'Nhì', medal: 'gold' },
        ],
      }),
    );
    // Two gold prizes: An and Chi, both of Hà Nội.
    expect(even.delegations.map((d) => `${d.rank} ${d.delegation} ${d.gold}`)).toEqual([
      '1 Hà Nội 2',
      '2 Huế 0',
    ]);
  });

  it('team prizes from the team standings, a team counting for its delegation', () => {
    const t: Tournament = {
      format: 'xq-tournament',
      version: 2,
      name: 'Đồng đội',
      regulations: {
        system: 'team-round-robin',
        scoring: '1-0.5-0',
        prizeRules: { team: PRIZES.slice(0, 2), overall: [{ name: 'Nhất toàn đoàn' }] },
      },
      players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
      teams: [
        { code: 'A', name: 'Hà Nội', members: [1, 2], substitutes: [] },
        { code: 'B', name: 'Huế', members: [3, 4], substitutes: [] },
      ],
      // Hà Nội 1½, Huế ½: Hà Nội first.
      rounds: [{ games: games('1>3', '4=2'), byes: [] }],
    };
    const p = tournamentPrizes(t);
    expect(p.team.map((a) => [a.place, a.team, a.delegation, a.prize.name])).toEqual([
      [1, 'A', 'Hà Nội', 'Nhất'],
      [2, 'B', 'Huế', 'Nhì'],
    ]);
    expect(p.overall[0]?.delegation).toBe('Hà Nội');
    expect(formatPrizes(t, p, 'markdown')).toContain('| 1 | Nhất | gold | A | Hà Nội | 1000 |');
  });

  it("an individual event's team prizes go to the delegations, by their best players' points", () => {
    // Hà Nội: An 2½, Chi 1½; Huế: Bình 1½, Dung ½. Best one: Hà Nội 2½, Huế 1½; all: 4 and 2.
    const t = field({ team: PRIZES.slice(0, 2), delegationTeamSize: 1 });
    expect(tournamentPrizes(t).team.map((a) => [a.place, a.delegation, a.prize.name])).toEqual([
      [1, 'Hà Nội', 'Nhất'],
      [2, 'Huế', 'Nhì'],
    ]);
    // Equal totals share: with shared ties, a field where both delegations total the same.
    const even = field({ team: PRIZES.slice(0, 2), ties: 'shared' });
    const swapped = {
      ...even,
      players: even.players.map((p) => ({ ...p, club: p.id === 1 || p.id === 4 ? 'Hà Nội' : 'Huế' })),
    };
    // Hà Nội: An 2½ + Dung ½ = 3; Huế: Bình 1½ + Chi 1½ = 3.
    expect(tournamentPrizes(swapped).team.map((a) => [a.place, a.delegation, a.sharedBy, a.amount])).toEqual([
      // Equal delegations are listed in the code-point order of their names ('u' before 'à').
      [1, 'Huế', 2, 800],
      [1, 'Hà Nội', 2, 800],
    ]);
    expect(formatPrizes(t, tournamentPrizes(t), 'text')).toMatch(/1\s+Nhất\s+gold\s+Hà Nội\s+1000/);
  });

  it('counts only the complete rounds', () => {
    const t = field({ individual: PRIZES });
    const pending = {
      ...t,
      rounds: [
        ...t.rounds.slice(0, 2),
        { games: [{ red: 1, black: 4, result: 'pending' as const }], byes: [] },
      ],
    };
    expect(tournamentPrizes(pending).afterRound).toBe(2);
  });
});

describe('categories (item 4: "nam, nữ, lứa tuổi, trình độ cờ")', () => {
  const u15: Category = { code: 'U15', sex: 'm', bornFrom: 2011, ageGroup: 15 };
  const seniors: Category = { code: 'S', bornTo: 1966, levels: ['kiện tướng'] };

  it('checks sex, birth year and level', () => {
    expect(categoryFault(u15, { sex: 'm', birthYear: 2011 })).toBeUndefined();
    expect(categoryFault(u15, { sex: 'f', birthYear: 2012 })).toBe('category U15 is for men');
    expect(categoryFault(u15, { birthYear: 2012 })).toBe("category U15 is for men: say the player's sex");
    expect(categoryFault(u15, { sex: 'm' })).toBe("category U15 is by age: give the player's birth year");
    expect(categoryFault(seniors, { birthYear: 1967, title: 'kiện tướng' })).toBe(
      'born in 1967, category S is for players born in 1966 or earlier',
    );
    expect(categoryFault(seniors, { birthYear: 1960, title: 'cấp I' })).toBe(
      'category S is for the levels kiện tướng',
    );
    const regulations = {
      system: 'swiss-dutch' as const,
      scoring: '1-0.5-0' as const,
      categories: [u15, seniors],
    };
    expect(eligibleCategories(regulations, { sex: 'm', birthYear: 2012 }).map((c) => c.code)).toEqual([
      'U15',
    ]);
    expect(entryFault(regulations, { category: 'U12' })).toBe('no category U12 in the regulations');
    expect(entryFault({ system: 'swiss-dutch', scoring: '1-0.5-0' }, {})).toBeUndefined();
  });

  it('refuses an ineligible registration and a late one with typed errors', () => {
    const t: Tournament = {
      format: 'xq-tournament',
      version: 2,
      name: 'Trẻ',
      regulations: {
        system: 'swiss-dutch',
        scoring: '1-0.5-0',
        categories: [u15],
        entryDeadlineDate: '2026-03-01',
      },
      players: [],
      rounds: [],
    };
    const ok = addPlayer(
      t,
      { name: 'Bảo', sex: 'm', birthYear: 2012, category: 'U15' },
      { date: '2026-03-01' },
    );
    expect(ok.ok).toBe(true);
    const old = addPlayer(t, { name: 'Tuấn', sex: 'm', birthYear: 2010, category: 'U15' });
    expect(!old.ok && old.error.code).toBe('TOURNAMENT_NOT_ELIGIBLE');
    const late = addPlayer(
      t,
      { name: 'Bảo', sex: 'm', birthYear: 2012, category: 'U15' },
      { date: '2026-03-02' },
    );
    expect(!late.ok && late.error.code).toBe('TOURNAMENT_ENTRY_CLOSED');
    // Found by a probe: a day written otherwise (or not a string) was taken as no day at all, and
    // the late entry went through.
    const entrant = { name: 'Bảo', sex: 'm', birthYear: 2012, category: 'U15' } as const;
    for (const date of ['02/03/2026', '2026-3-2', '2026-02-30', ' 2026-03-02'])
      expect(addPlayer(t, entrant, { date })).toMatchObject({
        ok: false,
        error: { code: 'TOURNAMENT_BAD_DATE' },
      });
    expect(() => addPlayer(t, entrant, { date: 20260302 as never })).toThrow(
      new TypeError('addPlayer: entry.date must be a string, got number'),
    );
    // On load too: a player in a category he does not meet is refused.
    const bad = validateTournament({
      ...t,
      players: [{ id: 1, name: 'Tuấn', sex: 'm', birthYear: 2010, category: 'U15' }],
    });
    expect(!bad.ok && [bad.error.code, bad.error.path]).toEqual([
      'TOURNAMENT_NOT_ELIGIBLE',
      '$.players[0].category',
    ]);
  });

  it('ranks a category in the order of the standings', () => {
    const t = field({});
    const withCategories = {
      ...t,
      players: t.players.map((p) => ({ ...p, category: p.id % 2 === 0 ? 'EVEN' : 'ODD' })),
    };
    expect(categoryStandings(withCategories, 'EVEN').map((s) => [s.rank, s.player])).toEqual([
      [1, 2],
      [2, 4],
    ]);
    expect(categoryStandings(withCategories, 'ODD').map((s) => [s.rank, s.player])).toEqual([
      [1, 1],
      [2, 3],
    ]);
    expect(categoryStandings(withCategories, 'NONE')).toEqual([]);
  });
});

describe('regulations data, validated on load', () => {
  const base = { format: 'xq-tournament', version: 1, name: 'x', players: [], rounds: [] };
  const load = (regulations: object) =>
    validateTournament({
      ...base,
      regulations: { system: 'round-robin', scoring: '1-0.5-0', ...regulations },
    });

  it('takes a clock preset of @xq/clock, a late-arrival limit of the law, dates and delegations', () => {
    const r = load({
      clockPreset: 'vn-90-25',
      lateArrivalMinutes: 60,
      entryFee: 150000,
      entryDeadlineDate: '2026-02-28',
      event: 'national-championship',
      delegations: [{ name: 'Hà Nội', head: 'Trưởng đoàn', coaches: ['HLV'] }],
    });
    expect(r.ok && r.value.regulations.clockPreset).toBe('vn-90-25');
    const printed = r.ok ? formatRegulationData(r.value, 'text') : '';
    expect(printed).toMatch(/8\. Late arrival \(10\.2\.1a\)\s+60 minutes/);
    expect(printed).toMatch(/Hà Nội\s+Trưởng đoàn\s+HLV/);
  });

  it.each([
    [{ clockPreset: 'vn-91' }, '$.regulations.clockPreset', 'TOURNAMENT_UNKNOWN_CLOCK_PRESET'],
    // 10.2.1a: "(15, 30 hay 60 phút theo quy định)".
    [{ lateArrivalMinutes: 45 }, '$.regulations.lateArrivalMinutes'],
    [{ entryDeadlineDate: '2026-02-30' }, '$.regulations.entryDeadlineDate', 'TOURNAMENT_BAD_DATE'],
    [{ entryFee: -1 }, '$.regulations.entryFee'],
    [{ event: 'club-championship' }, '$.regulations.event'],
    [
      { categories: [{ code: 'A' }, { code: 'A' }] },
      '$.regulations.categories[1].code',
      'TOURNAMENT_DUPLICATE_CATEGORY',
    ],
    [{ categories: [{ code: 'A', bornFrom: 2011, bornTo: 2008 }] }, '$.regulations.categories[0].bornTo'],
    [{ categories: [{ code: 'A', sex: 'x' }] }, '$.regulations.categories[0].sex'],
    [
      { prizeRules: { individual: [{ name: 'Nhất', medal: 'platinum' }] } },
      '$.regulations.prizeRules.individual[0].medal',
    ],
    [{ prizeRules: { ties: 'split' } }, '$.regulations.prizeRules.ties'],
    [{ delegations: [{ head: 'x' }] }, '$.regulations.delegations[0].name'],
    [
      { delegations: [{ name: 'Huế' }, { name: 'Huế' }] },
      '$.regulations.delegations[1].name',
      'TOURNAMENT_DUPLICATE_DELEGATION',
    ],
  ] as [object, string, string?][])(
    'refuses %j at its path',
    (regulations, path, code = 'TOURNAMENT_BAD_FIELD') => {
      const r = load(regulations);
      expect(!r.ok && [r.error.code, r.error.path]).toEqual([code, path]);
    },
  );

  it('a player in an unknown category is refused', () => {
    const r = validateTournament({
      ...base,
      regulations: { system: 'round-robin', scoring: '1-0.5-0', categories: [{ code: 'U15' }] },
      players: [{ id: 1, name: 'A', category: 'U18' }],
    });
    expect(!r.ok && r.error.code).toBe('TOURNAMENT_NOT_ELIGIBLE');
  });
});
