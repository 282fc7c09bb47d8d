import { readFileSync } from 'node:fs';
import { formatTrf, parseTrf, type TrfPlayer } from '@xq/pairing';
import { describe, expect, it } from 'vitest';
import { createTournament } from '../document';
import type { Tournament } from '../model';
import { standings } from '../standings/standings';
import { addRound } from '../tournament-edit';
import { pairNextRound } from '../tournament-pair';
import { exportTrf, tournamentToTrf } from './export';
import { tournamentFromTrf } from './import';

const text = readFileSync(new URL('../../test/fixtures/trf/dutch-0012p-7r-s9.trf', import.meta.url), 'utf8');

function load(): Tournament {
  const trf = parseTrf(text);
  if (!trf.ok) throw new Error(trf.error.message);
  const t = tournamentFromTrf(trf.value);
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
}

describe('tournament ↔ TRF', () => {
  it('reads a real Swiss TRF: players, games, forfeits and a double forfeit', () => {
    const t = load();
    expect(t.name).toBe('AutoTest Tournament 9');
    expect(t.players).toHaveLength(12);
    expect(t.players[0]).toEqual({ id: 1, name: 'Test0001 Player0001', rating: 2643 });
    expect(t.rounds).toHaveLength(7);
    // Round 1: "1: 7 b 1" and "7: 1 w 0" → 7 (red) lost to 1.
    expect(t.rounds[0]?.games).toContainEqual({ red: 7, black: 1, result: 'black-win' });
    // Round 4: 4 w - and 11 b - → a double forfeit.
    expect(t.rounds[3]?.games).toContainEqual({ red: 4, black: 11, result: 'double-forfeit' });
    // Round 5: 7 w - and 5 b + → black wins by forfeit.
    expect(t.rounds[4]?.games).toContainEqual({ red: 7, black: 5, result: 'black-win-forfeit' });
  });

  it('writes back the same player records (blocks, points, ranks aside from the header)', () => {
    const original = parseTrf(text);
    if (!original.ok) throw new Error('fixture');
    const back = parseTrf(formatTrf(tournamentToTrf(load())));
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.players.map((p) => [p.startNumber, p.name, p.rating, p.points, p.rounds])).toEqual(
      original.value.players.map((p) => [p.startNumber, p.name, p.rating, p.points, p.rounds]),
    );
  });

  it('writes the header, XXR and XXC', () => {
    const t: Tournament = {
      ...load(),
      regulations: {
        system: 'swiss-dutch',
        scoring: '2-1-0',
        rounds: 9,
        initialColour: 'black',
        venue: 'Hà Nội',
        timeControl: '60+30',
      },
    };
    const out = formatTrf(tournamentToTrf(t)).split('\r');
    // (the XXO lines, the board order of each round, come after the header)
    expect(out.filter((l) => !l.startsWith('XXO')).slice(0, 8)).toEqual([
      '012 AutoTest Tournament 9',
      '022 Hà Nội',
      '092 swiss-dutch',
      '122 60+30',
      'XXS WW=2.0 BW=2.0 WD=1.0 BD=1.0 WL=0.0 BL=0.0 ZPB=0.0 HPB=1.0 FPB=2.0 PAB=2.0 FW=2.0 FL=0.0',
      // TRF-2026 "Tag 162": W in column 6, its points in 7-10; D in 15, 16-19; L in 24, 25-28.
      '162  W 2.0    D 1.0    L 0.0',
      'XXR 9',
      'XXC black1',
    ]);
    // A 2/1/0 event says so in its XXS line and writes its own points: 7 wins = 14.0.
    expect(out.find((l) => l.startsWith('001    1'))?.slice(80, 84)).toBe('14.0');
  });

  it('writes a round-robin rest that scores nothing as Z, not U', () => {
    const t: Tournament = {
      format: 'xq-tournament',
      version: 2,
      name: 'RR',
      regulations: { system: 'round-robin', scoring: '1-0.5-0' },
      players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })),
      rounds: [{ games: [{ red: 2, black: 3, result: 'draw' }], byes: [{ player: 1, kind: 'pairing' }] }],
    };
    const trf = tournamentToTrf(t);
    expect(trf.players[0]?.rounds[0]).toEqual({ opponent: 0, colour: '-', result: 'Z' });
    expect(parseTrf(formatTrf(trf)).ok).toBe(true);
  });

  it('refuses blocks that disagree', () => {
    const trf = parseTrf(text);
    if (!trf.ok) throw new Error('fixture');
    const players = trf.value.players.map((p) =>
      p.startNumber === 1
        ? {
            ...p,
            rounds: [{ opponent: 7, colour: 'w' as const, result: '1' as const }, ...p.rounds.slice(1)],
          }
        : p,
    );
    const r = tournamentFromTrf({ ...trf.value, players });
    expect(r).toMatchObject({ ok: false, error: { code: 'TOURNAMENT_TRF_MISMATCH' } });
  });
});

describe('exportTrf refuses what TRF cannot hold', () => {
  const base = (players: Tournament['players'], name = 'Club'): Tournament => ({
    ...createTournament({ name, system: 'round-robin' }),
    players,
  });
  const code = (t: Tournament): string => {
    const r = exportTrf(t);
    return r.ok ? 'written' : r.error.code;
  };

  it('a start number of 10,000, a name with a line break, a title or federation too wide', () => {
    expect(code(base([{ id: 10_000, name: 'A' }]))).toBe('TOURNAMENT_TRF_UNWRITABLE');
    expect(code(base([{ id: 1, name: 'A\nB' }]))).toBe('TOURNAMENT_TRF_UNWRITABLE');
    expect(code(base([{ id: 1, name: 'A', title: 'kiện tướng' }]))).toBe('TOURNAMENT_TRF_UNWRITABLE');
    expect(code(base([{ id: 1, name: 'A', federation: 'VIET' }]))).toBe('TOURNAMENT_TRF_UNWRITABLE');
    expect(code(base([{ id: 1, name: 'A' }], 'Two\rlines'))).toBe('TOURNAMENT_TRF_UNWRITABLE');
    expect(code(base([{ id: 9_999, name: 'A', rating: 9_999 }]))).toBe('written');
  });

  it('formatTrf throws rather than write a rating wider than its column', () => {
    const t = tournamentToTrf(base([{ id: 1, name: 'A' }]));
    const p = { ...(t.players[0] as TrfPlayer), rating: 10_000 };
    expect(() => formatTrf({ ...t, players: [p] })).toThrow(RangeError);
  });
});

describe('TRF-2026 299 adjustments in the tournament', () => {
  it('imports them into the points, and exports them back', () => {
    // sharly-indiv_299_bonus (Sharly-Chess/bbpPairings test/tests/indiv_299_bonus.input):
    // player 4 lost round 1 and was given 2 points.
    const line = (n: number, pts: string, block: string) =>
      `001 ${String(n).padStart(4)}      ${`P${n}`.padEnd(33)} 2500${' '.repeat(28)}${pts.padStart(4)}${String(n).padStart(5)}  ${block}`;
    const text = [
      '012 Individual 299 bonus',
      '142 3',
      '299           2.0    1    4',
      line(1, '1.0', '   2 w 1'),
      line(2, '0.0', '   1 b 0'),
      line(3, '1.0', '   4 w 1'),
      line(4, '2.0', '   3 b 0'),
      line(5, '1.0', '0000 - U'),
    ].join('\r');
    const trf = parseTrf(text);
    if (!trf.ok) throw new Error(trf.error.message);
    const t = tournamentFromTrf(trf.value);
    if (!t.ok) throw new Error(t.error.message);
    expect(t.value.adjustments).toEqual([{ player: 4, round: 1, points: 2 }]);
    const s = standings(t.value);
    expect(s[0]).toMatchObject({ player: 4, points: 2, losses: 1 });
    const back = parseTrf(formatTrf(tournamentToTrf(t.value)));
    expect(back.ok && back.value.adjustments).toEqual([{ points: 2, round: 1, players: [4] }]);
    expect(back.ok && back.value.players[3]?.points).toBe(2);
  });
});

describe('the system of an imported TRF', () => {
  const line = (n: number) =>
    `001 ${String(n).padStart(4)}      ${`P${n}`.padEnd(33)} 1500${' '.repeat(28)}${'0.0'.padStart(4)}${'1'.padStart(5)}`;
  const system = (lines: string[]) => {
    const trf = parseTrf([...lines, line(1), line(2), line(3), line(4)].join('\n'));
    if (!trf.ok) throw new Error(trf.error.message);
    const t = tournamentFromTrf(trf.value);
    return t.ok ? t.value.regulations.system : t.error.code;
  };
  it('reads 092 and 192, else the number of rounds as the FIDE tie-break checker does', () => {
    expect(system(['092 Individual: Swiss-System', 'XXR 3'])).toBe('swiss-dutch');
    expect(system(['092 Round Robin', 'XXR 7'])).toBe('round-robin');
    expect(system(['192 FIDE_DOUBLEROUNDROBIN', 'XXR 6'])).toBe('double-round-robin');
    expect(system(['XXR 3'])).toBe('round-robin');
    expect(system(['XXR 6'])).toBe('double-round-robin');
    expect(system(['XXR 9'])).toBe('swiss-dutch');
  });
});

describe("TRF-2026's own records", () => {
  const line = (n: number, pts: string, block: string) =>
    `001 ${String(n).padStart(4)}      ${`P${n}`.padEnd(33)} 1500${' '.repeat(28)}${pts.padStart(4)}${'1'.padStart(5)}  ${block}`;
  const rounds = [
    line(1, '2.0', '   2 w 1'),
    line(2, '0.0', '   1 b 0'),
    line(3, '2.0', '   4 w 1'),
    line(4, '0.0', '   3 b 0'),
  ];

  it('reads the scoring (162), an absence (240 Z of the next round) and the teams (310)', () => {
    const trf = parseTrf(
      [
        '092 team-swiss',
        'XXR 3',
        '162  W 2.0    D 1.0    L 0.0',
        '240 Z 002    2',
        // "Record 310": number 5-7, name 9-40, nickname 42-46, …, players from column 74.
        `310   1 ${'Alpha'.padEnd(32)} ALP${' '.repeat(27)}   1    3`,
        `310   2 ${'Beta'.padEnd(32)} BET${' '.repeat(27)}   2    4`,
        ...rounds,
      ].join('\r\n'),
    );
    if (!trf.ok) throw new Error(trf.error.message);
    const t = tournamentFromTrf(trf.value);
    if (!t.ok) throw new Error(t.error.message);
    expect(t.value.regulations.scoring).toBe('2-1-0');
    expect(t.value.absent).toEqual([2]);
    expect(t.value.teams?.map((x) => [x.name, ...x.members])).toEqual([
      ['Alpha', 1, 3],
      ['Beta', 2, 4],
    ]);
  });

  it('refuses a 162 scoring that is neither 1-0.5-0 nor 2-1-0', () => {
    const trf = parseTrf(['XXR 3', '162  W 3.0    D 1.0    L 0.0', ...rounds].join('\r\n'));
    if (!trf.ok) throw new Error(trf.error.message);
    const t = tournamentFromTrf(trf.value);
    expect(t.ok ? 'read' : t.error.message).toBe('162: a scoring of 3-1-0 is neither 1-0.5-0 nor 2-1-0');
  });

  it('writes each team in a 310 record, in its columns, and a reader of 310 alone gets the teams back', () => {
    const t: Tournament = {
      ...createTournament({ name: 'Club', system: 'team-round-robin' }),
      players: [1, 2, 3, 4, 5].map((id) => ({ id, name: `P${id}` })),
      teams: [
        { code: 'A', name: 'Hà Nội', members: [1, 2], substitutes: [5] },
        { code: 'B', name: 'Huế', members: [3, 4], substitutes: [] },
      ],
      rounds: [
        {
          games: [
            { red: 1, black: 3, result: 'red-win' },
            { red: 4, black: 2, result: 'draw' },
          ],
          byes: [],
        },
      ],
    };
    const out = formatTrf(tournamentToTrf(t)).split('\r');
    const records = out.filter((l) => l.startsWith('310'));
    // "Record 310": number 5-7, name 9-40, nickname 42-46, match points 55-60, game points
    // 62-67, rank 69-71, players 74-77, 79-82, …
    expect(records.map((l) => [l.slice(4, 7), l.slice(8, 40).trim(), l.slice(41, 46).trim()])).toEqual([
      ['  1', 'Hà Nội', 'A'],
      ['  2', 'Huế', 'B'],
    ]);
    expect(records.map((l) => [l.slice(54, 60), l.slice(61, 67), l.slice(68, 71), l.slice(73)])).toEqual([
      ['   2.0', '   1.5', '  1', '   1    2    5'],
      ['   0.0', '   0.5', '  2', '   3    4'],
    ]);
    const only310 = parseTrf(out.filter((l) => !l.startsWith('013') && !l.startsWith('XXT')).join('\r'));
    if (!only310.ok) throw new Error(only310.error.message);
    const back = tournamentFromTrf(only310.value);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.teams?.map((x) => [x.name, ...x.members, ...x.substitutes])).toEqual([
      ['Hà Nội', 1, 2, 5],
      ['Huế', 3, 4],
    ]);
  });

  it('refuses more teams than the 310 record can number (999)', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => i + 1);
    const t: Tournament = {
      ...createTournament({ name: 'Club', system: 'team-swiss' }),
      players: ids.map((id) => ({ id, name: `P${id}` })),
      teams: ids.map((id) => ({ code: `T${id}`, name: `T${id}`, members: [id], substitutes: [] })),
    };
    const r = exportTrf(t);
    expect(r.ok ? 'written' : r.error.message).toBe(
      '1000 teams: the team pairing number of the 310 record (5-7) is at most 999',
    );
    expect(exportTrf({ ...t, teams: t.teams?.slice(0, 999) }).ok).toBe(true);
  });

  it('writes a withdrawn player as a zero-point bye (240 Z) of every round left', () => {
    const t: Tournament = {
      ...createTournament({ name: 'Club', system: 'swiss-dutch', rounds: 3 }),
      players: [
        { id: 1, name: 'A' },
        { id: 2, name: 'B', withdrawn: true },
      ],
      rounds: [{ games: [{ red: 1, black: 2, result: 'red-win' }], byes: [] }],
    };
    const out = formatTrf(tournamentToTrf(t)).split('\r');
    expect(out.filter((l) => l.startsWith('240'))).toEqual(['240 Z 002    2', '240 Z 003    2']);
  });
});

describe('XXZ: absent from the next round', () => {
  it('is read into the tournament, honoured by the next pairing, and used up by it', () => {
    // The JaVaFo AUM example (py4swiss tests/data/javafo_example.trf) ends with "XXZ 22 28 43".
    const line = (n: number, pts: string, block: string) =>
      `001 ${String(n).padStart(4)}      ${`P${n}`.padEnd(33)} 1500${' '.repeat(28)}${pts.padStart(4)}${'1'.padStart(5)}  ${block}`;
    const trf = parseTrf(
      [
        'XXR 3',
        'XXZ 2',
        line(1, '1.0', '   2 w 1'),
        line(2, '0.0', '   1 b 0'),
        line(3, '1.0', '   4 w 1'),
        line(4, '0.0', '   3 b 0'),
      ].join('\n'),
    );
    if (!trf.ok) throw new Error(trf.error.message);
    const t = tournamentFromTrf(trf.value);
    if (!t.ok) throw new Error(t.error.message);
    expect(t.value.absent).toEqual([2]);
    const r = pairNextRound(t.value);
    if (!r.ok) throw new Error(r.error.message);
    // Absent: no game to play; a scheduled game (a round robin's table) is his forfeit loss.
    for (const g of r.value.games.filter((x) => x.red === 2 || x.black === 2))
      expect(g.result).toBe(g.red === 2 ? 'black-win-forfeit' : 'red-win-forfeit');
    const next = addRound(t.value, r.value);
    expect(next.ok && next.value.absent).toBeUndefined();
    expect(formatTrf(tournamentToTrf(t.value))).toContain('XXZ 2');
  });
});

describe('exportTrf says what TRF cannot hold, and keeps what the next round depends on', () => {
  const base: Tournament = {
    ...createTournament({ name: 'Giải', system: 'swiss-dutch', scoring: '2-1-0', rounds: 120 }),
    players: [
      { id: 1, name: 'A', club: 'Hà Nội' },
      { id: 2, name: 'B', withdrawn: true },
    ],
  };

  it('refuses points of 100 or more and a name longer than its column, naming the player and the column', () => {
    const wins = Array.from({ length: 50 }, () => ({
      games: [{ red: 1, black: 2, result: 'red-win' as const }],
      byes: [],
    }));
    const many = exportTrf({ ...base, rounds: wins });
    expect(many.ok ? 'written' : many.error.message).toBe(
      'player 1: points 100 do not fit the points column (81-84, at most 99.5)',
    );
    const long = exportTrf({ ...base, players: [{ id: 1, name: 'N'.repeat(34) }] });
    expect(long.ok ? 'written' : long.error.message).toMatch(
      /^player 1: the name \(34 characters\).*name column/,
    );
  });

  it('writes CR LF line ends, the scoring, the withdrawal and the club, and reads them back', () => {
    const r = exportTrf(base);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.endsWith('\r\n')).toBe(true);
    expect(r.value).toContain('\r\nXXZ 2\r\nXXW 2\r\nXXK 1 Hà Nội\r\n');
    const trf = parseTrf(r.value);
    const back = trf.ok ? tournamentFromTrf(trf.value) : undefined;
    expect(back?.ok && back.value).toEqual(base);
  });

  it("reads another program's 013 teams in a team system only (in an individual Swiss team mates would never meet)", () => {
    const player = (id: number): TrfPlayer => ({
      startNumber: id,
      sex: '',
      title: '',
      name: `P${id}`,
      rating: 0,
      federation: '',
      fideId: '',
      birthDate: '',
      points: 0,
      rank: 0,
      rounds: [],
    });
    const text = formatTrf({
      otherLines: [`013 ${'Example'.padEnd(32)}    1    2`],
      players: [player(1), player(2), player(3)],
      totalRounds: undefined,
      initialColour: undefined,
    });
    const trf = parseTrf(text);
    if (!trf.ok) throw new Error(trf.error.message);
    const swiss = tournamentFromTrf(trf.value, { system: 'swiss-dutch' });
    expect(swiss.ok && swiss.value.teams).toBeUndefined();
    const team = tournamentFromTrf(trf.value, { system: 'team-swiss' });
    expect(team.ok && team.value.teams).toEqual([
      { code: 'Example', name: 'Example', members: [1, 2], substitutes: [] },
    ]);
  });

  it("reads a 2-1-0 file's adjustments in the units of the scoring asked for", () => {
    const t: Tournament = {
      ...base,
      players: [{ id: 1, name: 'A' }],
      rounds: [{ games: [], byes: [{ player: 1, kind: 'full' }] }],
      adjustments: [{ player: 1, round: 1, points: 2 }],
    };
    const r = exportTrf(t);
    const trf = r.ok ? parseTrf(r.value) : undefined;
    if (!trf?.ok) throw new Error('export');
    const own = tournamentFromTrf(trf.value);
    expect(own.ok && own.value.adjustments).toEqual([{ player: 1, round: 1, points: 2 }]);
    const halves = tournamentFromTrf(trf.value, { scoring: '1-0.5-0' });
    expect(halves.ok && halves.value.adjustments).toEqual([{ player: 1, round: 1, points: 1 }]);
  });

  it('keeps a team event: codes, names, boards and reserves (013 records)', () => {
    const players = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
    const t: Tournament = {
      ...createTournament({ name: 'Đồng đội', system: 'team-round-robin' }),
      players,
      teams: [
        { code: 'A', name: 'Hà Nội', members: [1, 2, 3], substitutes: [4] },
        { code: 'B', name: 'Đà Nẵng', members: [5, 6, 7], substitutes: [8] },
      ],
    };
    const r = exportTrf(t);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toContain(`\r\n013 ${'Hà Nội'.padEnd(32)}    1    2    3    4\r\nXXT A 3\r\n`);
    const trf = parseTrf(r.value);
    const back = trf.ok ? tournamentFromTrf(trf.value) : undefined;
    expect(back?.ok && back.value).toEqual(t);
  });

  it('refuses through its Result an adjustment that a 299 record cannot hold, never throws', () => {
    // TRF-2026 299: the points field holds at most three digits before the decimal point.
    const t = load();
    const p = t.players[0]!.id;
    for (const points of [1000, -1e9, 12345.5]) {
      const r = exportTrf({ ...t, adjustments: [{ player: p, round: 1, points }] });
      expect(r).toMatchObject({ ok: false, error: { code: 'TOURNAMENT_TRF_UNWRITABLE' } });
    }
    const fine = exportTrf({ ...t, adjustments: [{ player: p, round: 1, points: 2 }] });
    expect(fine.ok).toBe(true);
  });
});
