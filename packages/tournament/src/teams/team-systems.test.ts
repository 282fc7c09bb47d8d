import { describe, expect, it } from 'vitest';
import { createTournament } from '../document';
import type { GameResult, TeamRanking, Tournament } from '../model';
import { addRound, setResult } from '../tournament-edit';
import { pairNextRound } from '../tournament-pair';
import { pairTeamSwissRound, teamRoundResults } from './team-systems';
import { tournamentTeamStandings } from './team-tournament';

/** Six teams A…F of three boards; team i (from 0) has players 10i+1…10i+3 and reserve 10i+9. */
function swiss(teamRanking?: TeamRanking): Tournament {
  const codes = ['A', 'B', 'C', 'D', 'E', 'F'];
  const t = createTournament({ name: 'Đại tuần hoàn', system: 'team-swiss', rounds: 3 });
  return {
    ...t,
    regulations: { ...t.regulations, ...(teamRanking ? { teamRanking } : {}) },
    players: codes.flatMap((_, i) => [1, 2, 3, 9].map((k) => ({ id: 10 * i + k, name: `${codes[i]}${k}` }))),
    teams: codes.map((code, i) => ({
      code,
      name: `Đội ${code}`,
      members: [1, 2, 3].map((k) => 10 * i + k),
      substitutes: [10 * i + 9],
    })),
  };
}

const team = (player: number): string => 'ABCDEF'[Math.floor(player / 10)] as string;

function pair(t: Tournament): Tournament {
  const p = pairNextRound(t);
  if (!p.ok) throw new Error(p.error.message);
  const a = addRound(t, p.value);
  if (!a.ok) throw new Error(a.error.message);
  return a.value;
}

/** Enters `points` of the first-named team board by board (1, ½ or 0, from its side). */
function play(t: Tournament, round: number, first: string, points: readonly number[]): Tournament {
  let out = t;
  const games = out.rounds[round - 1]?.games ?? [];
  const mine = games.filter((g) => team(g.red) === first || team(g.black) === first);
  mine.forEach((g, k) => {
    const p = points[k] as number;
    const redIsFirst = team(g.red) === first;
    const result: GameResult = p === 0.5 ? 'draw' : (p === 1) === redIsFirst ? 'red-win' : 'black-win';
    const r = setResult(out, round, g.red, result);
    if (!r.ok) throw new Error(r.error.message);
    out = r.value;
  });
  return out;
}

/** The round's matches as "red team-black team". */
const matches = (t: Tournament, round: number): string[] =>
  teamRoundResults(t, round)
    .filter((x) => x.red)
    .map((x) => `${x.team}-${x.opponent}`);

describe('team Swiss from the tournament file (30.5, "Hệ thống Đại tuần hoàn")', () => {
  it('round 1: top half against bottom half, board k against board k, odd boards red for the red team', () => {
    const t = pair(swiss());
    // Dutch round 1 with six teams: 1–4, 5–2, 3–6 (colours alternate down the boards).
    expect(matches(t, 1)).toEqual(['A-D', 'C-F', 'E-B']);
    const games = t.rounds[0]?.games ?? [];
    // "Khi các đội gặp nhau, số 1 gặp số 1, số 2 gặp số 2..., đội được quyền đi trước thì các số
    // lẻ được đi trước và số chẵn đi sau."
    expect(games.slice(0, 3).map((g) => `${g.red}-${g.black}`)).toEqual(['1-31', '32-2', '3-33']);
  });

  it('scores teams by game points (30.1.5) or by match points, as the regulations say', () => {
    // Round 1: A 3–0 D, E 1–2 B, C 2½–½ F. Game points: A 3, C 2½, B 2, E 1, F ½, D 0; match
    // points: A, B, C 2, the others 0.
    const results = (t: Tournament): Tournament => {
      let x = play(t, 1, 'A', [1, 1, 1]);
      x = play(x, 1, 'E', [1, 0, 0]);
      return play(x, 1, 'C', [1, 1, 0.5]);
    };
    const byGame = pair(results(pair(swiss())));
    // By game points A (3) is alone at the top and meets the next score, C (2½).
    expect(matches(byGame, 2).some((m) => m === 'A-C' || m === 'C-A')).toBe(true);
    expect(tournamentTeamStandings(byGame).map((s) => `${s.team} ${s.gamePoints}`)).toEqual([
      'A 3',
      'C 2.5',
      'B 2',
      'E 1',
      'F 0.5',
      'D 0',
    ]);
    const byMatch = pair(results(pair(swiss('match-points'))));
    // By match points A, B and C share 2: A meets B, the top of the group's other half.
    expect(matches(byMatch, 2).some((m) => m === 'A-B' || m === 'B-A')).toBe(true);
    // Match points first, then game points: A (2, 3), C (2, 2½), B (2, 2).
    expect(
      tournamentTeamStandings(byMatch)
        .map((s) => `${s.team} ${s.matchPoints}`)
        .slice(0, 3),
    ).toEqual(['A 2', 'C 2', 'B 2']);
  });

  it('plays all rounds without a rematch, then refuses a fourth', () => {
    let t = pair(swiss());
    for (let round = 1; round <= 3; round++) {
      for (const m of matches(t, round)) t = play(t, round, m[0] as string, [1, 0.5, 0]);
      if (round < 3) t = pair(t);
    }
    const met = [1, 2, 3].flatMap((r) => matches(t, r).map((m) => m.split('-').sort().join('')));
    expect(new Set(met).size).toBe(9);
    expect(pairTeamSwissRound(t)).toMatchObject({ ok: false, error: { code: 'PAIRING_TOURNAMENT_OVER' } });
  });

  it('an odd number of teams: one rests, its players have byes and the team the points of a match won', () => {
    const t0 = swiss();
    const five: Tournament = {
      ...t0,
      players: t0.players.filter((p) => p.id < 50),
      teams: t0.teams?.slice(0, 5) ?? [],
    };
    const t = pair(five);
    const rest = teamRoundResults(t, 1).find((x) => x.opponent === null);
    // The pairing-allocated bye goes to the lowest team, E; a Swiss bye scores a win for each player.
    expect(rest).toMatchObject({ team: 'E', points: 3 });
    expect(t.rounds[0]?.byes.map((b) => b.player)).toEqual([41, 42, 43]);
    let done = t;
    for (const m of matches(t, 1)) done = play(done, 1, m[0] as string, [0.5, 0.5, 0.5]);
    const e = tournamentTeamStandings(done).find((s) => s.team === 'E');
    expect(e).toMatchObject({ rank: 1, gamePoints: 3, matchPoints: 2 });
  });

  it('refuses without teams, without a number of rounds, or with a round unfinished', () => {
    const none = { ...swiss(), teams: [] };
    expect(pairTeamSwissRound(none)).toMatchObject({ ok: false, error: { code: 'PAIRING_TOO_FEW_TEAMS' } });
    const t = swiss();
    const open = { ...t, regulations: { system: 'team-swiss' as const, scoring: '1-0.5-0' as const } };
    expect(pairTeamSwissRound(open)).toMatchObject({ ok: false, error: { code: 'PAIRING_NO_ROUNDS' } });
    expect(pairTeamSwissRound(pair(t))).toMatchObject({
      ok: false,
      error: { code: 'PAIRING_ROUND_INCOMPLETE' },
    });
  });
});
