import { describe, expect, it } from 'vitest';
import { createTournament, formatTournament, parseTournament } from '../document';
import type { Tournament } from '../model';
import { addPlayer, addTeam, OFFICIAL_TEAM_SIZE } from '../tournament-edit';
import { pairNextRound } from '../tournament-pair';
import { boardStandings, boardTournament, teamPlace, teamRoundBoards } from './boards';
import { drawTeamLetters } from './lot';
import { substitutePlayer } from './substitutions';

function withPlayers(n: number, friendly = false): Tournament {
  let t = createTournament({ name: 'Đồng đội', system: 'team-round-robin', friendly });
  for (let i = 1; i <= n; i++) {
    const r = addPlayer(t, { name: `P${i}` });
    if (!r.ok) throw new Error(r.error.message);
    t = r.value;
  }
  return t;
}

function ok<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('team sizes (Điều 30)', () => {
  // "Theo quy định chung các cuộc thi đấu đồng đội chính thức mỗi đội chỉ có từ 3-6 đấu thủ chính
  // thức và 1-3 đấu thủ dự bị."
  it('an official event takes 3–6 regular players and 1–3 reserves, nothing else', () => {
    expect(OFFICIAL_TEAM_SIZE).toEqual({ members: { min: 3, max: 6 }, substitutes: { min: 1, max: 3 } });
    const t = withPlayers(12);
    const ids = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => from + i);
    for (let members = 1; members <= 8; members++)
      for (let subs = 0; subs <= 4; subs++) {
        const r = addTeam(t, { code: 'A', name: 'A', members: ids(1, members), substitutes: ids(9, subs) });
        const legal = members >= 3 && members <= 6 && subs >= 1 && subs <= 3;
        expect(r.ok, `${members} + ${subs}`).toBe(legal);
        if (!r.ok) expect(r.error.code).toBe('TOURNAMENT_TEAM_SIZE');
      }
  });

  // "Các cuộc thi đấu hữu nghị cho phép các đội thi đấu với số vận động viên không giới hạn".
  it('a friendly match has no limits, and the flag survives the file', () => {
    const t = withPlayers(12, true);
    expect(t.regulations.friendly).toBe(true);
    const r = ok(addTeam(t, { code: 'A', name: 'A', members: [1, 2, 3, 4, 5, 6, 7, 8], substitutes: [] }));
    expect(parseTournament(formatTournament(r))).toEqual({ ok: true, value: r });
  });

  it('an individual event may group players in teams without the team sizes', () => {
    let t = createTournament({ name: 'x', system: 'swiss-dutch', rounds: 3 });
    for (const name of ['A', 'B']) t = ok(addPlayer(t, { name }));
    expect(addTeam(t, { code: 'A', name: 'CLB', members: [1, 2], substitutes: [] }).ok).toBe(true);
  });
});

/** Three teams of 3 + 1: players 4k+1..4k+3 on boards 1–3, 4k+4 the reserve. */
function league(): Tournament {
  let t = withPlayers(12);
  for (const [k, name] of ['Hà Nội', 'Huế', 'Cần Thơ'].entries())
    t = ok(
      addTeam(t, { code: `T${k}`, name, members: [1, 2, 3].map((b) => 4 * k + b), substitutes: [4 * k + 4] }),
    );
  return t;
}

describe('team letters by lot (30.1.3)', () => {
  // "Để phân biệt các đấu thủ mang cùng số, các đội bốc thăm lấy số thứ tự A, B, C... các đấu thủ
  // của đội A sẽ có số A1, A2, A3".
  it('gives the letters A, B, C by a seeded lot, records the seed, and keeps each team whole', () => {
    const t = league();
    const a = ok(drawTeamLetters(t, 99));
    expect(ok(drawTeamLetters(t, 99))).toEqual(a);
    expect(a.teamDraw).toEqual({ seed: 99 });
    expect(a.teams?.map((x) => x.code)).toEqual(['A', 'B', 'C']);
    expect(new Set(a.teams?.map((x) => x.name))).toEqual(new Set(['Hà Nội', 'Huế', 'Cần Thơ']));
    for (const x of a.teams ?? []) {
      const before = t.teams?.find((y) => y.name === x.name);
      expect(x.members).toEqual(before?.members);
      expect(x.substitutes).toEqual(before?.substitutes);
      for (const p of [...x.members, ...x.substitutes])
        expect(a.players.find((q) => q.id === p)?.team).toBe(x.code);
      expect(teamPlace(a, x.members[1] as number)).toEqual({ team: x.code, board: 2 });
      expect(teamPlace(a, x.substitutes[0] as number)).toEqual({ team: x.code, board: null });
    }
    // Some seed gives another order: the letters are drawn, not the registration order.
    const orders = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((s) =>
        ok(drawTeamLetters(t, s))
          .teams?.map((x) => x.name)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
    expect(parseTournament(formatTournament(a))).toEqual({ ok: true, value: a });
  });

  it('is refused without teams, with a bad seed and after round 1', () => {
    expect(drawTeamLetters(withPlayers(2), 1)).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NOT_A_TEAM_EVENT' },
    });
    for (const seed of [-1, 1.5, Number.NaN, 2 ** 32])
      expect(drawTeamLetters(league(), seed)).toMatchObject({
        ok: false,
        error: { code: 'TOURNAMENT_BAD_FIELD' },
      });
    const t = league();
    const paired = { ...t, rounds: [ok(pairNextRound(t))] };
    expect(drawTeamLetters(paired, 1)).toMatchObject({ ok: false, error: { code: 'TOURNAMENT_STARTED' } });
  });
});

describe('boards (30.1.1) and the board tables (30.1.3)', () => {
  // 30.1.1: "các đấu thủ 1, 2, 3, 4... của đội A chỉ gặp các đấu thủ 1, 2, 3, 4... của đội B".
  it('board n meets board n only, in every round of the round robin', () => {
    let t = ok(drawTeamLetters(league(), 3));
    for (let round = 1; round <= 3; round++) {
      t = { ...t, rounds: [...t.rounds, ok(pairNextRound(t))] };
      const at = teamRoundBoards(t, round);
      t.rounds[round - 1]?.games.forEach((g, i) => {
        const board = at.games[i]?.board;
        expect(teamPlace(t, g.red)?.board).toBe(board);
        expect(teamPlace(t, g.black)?.board).toBe(board);
      });
      // Three teams: one rests each round, its players with byes on their boards.
      at.byes.forEach((b, i) => {
        expect(b?.board).toBe(teamPlace(t, t.rounds[round - 1]?.byes[i]?.player as number)?.board);
      });
    }
  });

  // "Bảng 1 có các đấu thủ A1, B1, C1... bảng 4 có các đấu thủ A4, B4, C4... và chỉ thi đấu trong
  // bảng đó không chuyển sang bảng khác."
  it('each board is an individual table of its own players and games', () => {
    const t = league();
    const r1 = ok(pairNextRound(t));
    const done: Tournament = {
      ...t,
      rounds: [{ ...r1, games: r1.games.map((g) => ({ ...g, result: 'red-win' as const })) }],
    };
    const tables = boardStandings(done);
    expect(tables.map((b) => b.board)).toEqual([1, 2, 3]);
    for (const b of tables) {
      const sub = boardTournament(done, b.board);
      expect(sub.players.map((p) => teamPlace(done, p.id)?.board)).toEqual([b.board, b.board, b.board]);
      expect(b.rows.map((r) => r.player).sort((x, y) => x - y)).toEqual(sub.players.map((p) => p.id));
      // One game on the board, one win for red; the resting team's player has a bye.
      expect(b.rows.reduce((s, r) => s + r.wins, 0)).toBe(1);
      expect(b.rows.reduce((s, r) => s + r.byes, 0)).toBe(1);
    }
  });
});

describe('the rounds the board tables count', () => {
  it('are the rounds complete on every board, as for the team standings', () => {
    const t = league();
    const r1 = ok(pairNextRound(t));
    // Board 1's game has its result, the others are still being played.
    const at = teamRoundBoards({ ...t, rounds: [r1] }, 1);
    const games = r1.games.map((g, i) => (at.games[i]?.board === 1 ? { ...g, result: 'draw' as const } : g));
    const half: Tournament = { ...t, rounds: [{ ...r1, games }] };
    for (const b of boardStandings(half))
      expect(b.rows.every((r) => r.points === 0 && r.draws === 0)).toBe(true);
    const all: Tournament = {
      ...t,
      rounds: [{ ...r1, games: r1.games.map((g) => ({ ...g, result: 'draw' as const })) }],
    };
    expect(boardStandings(all)[0]?.rows.filter((r) => r.draws === 1)).toHaveLength(2);
    expect(boardStandings(all, { throughRound: 0 })[0]?.rows.every((r) => r.draws === 0)).toBe(true);
  });
});

describe('substitutes (30.1.4)', () => {
  // "thì đội được quyền thay đấu thủ dự bị vào đúng bảng có đấu thủ phải nghỉ thi đấu. Việc thay
  // thế được ban tổ chức cho phép không được chậm quá giờ thi đấu là 15 phút và tuyệt đối không
  // được tiến hành khi ván cờ đang dở dang."
  const paired = (): Tournament => {
    const t = league();
    return { ...t, rounds: [ok(pairNextRound(t))] };
  };
  const playing = (t: Tournament): number => {
    // A board-2 player of a team that plays in round 1.
    const g = t.rounds[0]?.games.find((x) => teamPlace(t, x.red)?.board === 2) as { red: number };
    return g.red;
  };

  it('puts the reserve on the absent player’s own board, up to 15 minutes after the start', () => {
    const t = paired();
    const out = playing(t);
    const place = teamPlace(t, out) as { team: string; board: number };
    const reserve = t.teams?.find((x) => x.code === place.team)?.substitutes[0] as number;
    for (const minutes of [0, 15]) {
      const r = ok(substitutePlayer(t, { round: 1, out, in: reserve, minutes }));
      expect(r.rounds[0]?.substitutions).toEqual([{ team: place.team, board: 2, out, in: reserve, minutes }]);
      const g = r.rounds[0]?.games.find((x) => x.red === reserve || x.black === reserve);
      expect(teamRoundBoards(r, 1).games[r.rounds[0]?.games.indexOf(g as never) ?? -1]?.board).toBe(2);
      expect(parseTournament(formatTournament(r))).toEqual({ ok: true, value: r });
    }
    expect(substitutePlayer(t, { round: 1, out, in: reserve, minutes: 16 })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_SUBSTITUTION_LATE' },
    });
    // Found by a probe: `started: 'yes'` read as a game not begun, and the reserve went in.
    expect(
      substitutePlayer(t, { round: 1, out, in: reserve, minutes: 3, started: 'yes' as never }),
    ).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_BAD_FIELD' },
    });
    expect(substitutePlayer(t, { round: 1, out, in: reserve, minutes: 3, started: true })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_SUBSTITUTION_DURING_GAME' },
    });
    const played = {
      ...t,
      rounds: [
        {
          ...(t.rounds[0] as Tournament['rounds'][number]),
          games: t.rounds[0]?.games.map((g) => ({ ...g, result: 'draw' as const })) ?? [],
        },
      ],
    };
    expect(substitutePlayer(played, { round: 1, out, in: reserve, minutes: 0 })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_SUBSTITUTION_DURING_GAME' },
    });
  });

  it('takes only a reserve of the same team, for a regular player, in a paired round', () => {
    const t = paired();
    const out = playing(t);
    const team = teamPlace(t, out)?.team;
    const other = t.teams?.find((x) => x.code !== team)?.substitutes[0] as number;
    const own = t.teams?.find((x) => x.code === team)?.substitutes[0] as number;
    expect(substitutePlayer(t, { round: 1, out, in: other, minutes: 0 })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NOT_A_SUBSTITUTE' },
    });
    expect(substitutePlayer(t, { round: 1, out: own, in: own, minutes: 0 })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NOT_A_SUBSTITUTE' },
    });
    expect(substitutePlayer(t, { round: 2, out, in: own, minutes: 0 })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NO_SUCH_ROUND' },
    });
  });

  it('a player announced absent before the pairing is replaced by the reserve on his board, recorded', () => {
    const t = league();
    const r = ok(pairNextRound({ ...t, absent: [6] }));
    // Player 6 is board 2 of the second team (5, 6, 7; reserve 8).
    const g = r.games.find((x) => x.red === 8 || x.black === 8);
    const atBye = r.byes.some((b) => b.player === 8);
    expect(g !== undefined || atBye).toBe(true);
    expect(r.games.some((x) => x.red === 6 || x.black === 6) || r.byes.some((b) => b.player === 6)).toBe(
      false,
    );
    expect(r.substitutions).toEqual([{ team: 'T1', board: 2, out: 6, in: 8, minutes: 0 }]);
  });

  it('names a property of the request that cannot be read, and a document that is not one', () => {
    // Found by a probe: a getter or a proxy trap of the request that threw passed its own Error
    // through, and a null tournament met "Cannot read properties of null (reading 'rounds')".
    const t = paired();
    const request = Object.defineProperty({ round: 1, out: 1, minutes: 0 }, 'in', {
      enumerable: true,
      get() {
        throw new Error('app');
      },
    });
    expect(() => substitutePlayer(t, request as never)).toThrow(
      new TypeError('substitutePlayer: request.in could not be read (app)'),
    );
    const trap = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('trap');
        },
      },
    );
    expect(() => substitutePlayer(t, trap as never)).toThrow(
      /^substitutePlayer: request could not be read \(trap\)$/,
    );
    expect(() => substitutePlayer(null as never, { round: 1, out: 1, in: 2, minutes: 0 })).toThrow(
      /^substitutePlayer: t must be an object, got null$/,
    );
  });
});
