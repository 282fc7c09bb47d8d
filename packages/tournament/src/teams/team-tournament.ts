import type { Result } from '@xq/pairing';
import {
  roundRobinSchedule,
  type TeamMatch,
  type TeamStanding,
  type TeamStandingsOptions,
  teamStandings,
} from '@xq/pairing';
import type { TournamentError } from '../error-codes';
import { fromFide } from '../fide-colours';
import { requireOptions, requireTournament } from '../guard';
import type { Round, Tournament } from '../model';
import { playerRounds } from '../standings';
import { teamRoundBoards } from './boards';
import { numberIn, seatMatches } from './team-lineup';

/**
 * The next round of a team round robin (30.4) from a tournament's `teams`: the individual table
 * with teams for numbers (in the order of `teams`); board k of one team meets board k of the
 * other, the team with red in the table has red on its odd boards. Boards: the size of the
 * smallest team. A withdrawn player, or one announced absent from this round, is replaced on his
 * own board by the next substitute (30.1.4), recorded in the round's `substitutions`; with none
 * left, the board is lost by forfeit. A team facing the bye seat rests:
 * its players have pairing byes.
 *
 * @example
 * ```ts
 * import { createTournament, pairTeamRoundRobin } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Đồng đội', system: 'team-round-robin' }),
 *   players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'Hà Nội', members: [1, 2], substitutes: [] },
 *     { code: 'B', name: 'Huế', members: [3, 4], substitutes: [] }] };
 * const r = pairTeamRoundRobin(t);
 * console.log(r.ok && r.value.games.map((g) => `${g.red}-${g.black}`).join(' ')); // 1-3 4-2
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function pairTeamRoundRobin(
  t: Tournament,
): Result<Round, TournamentError<'PAIRING_TOO_FEW_TEAMS' | 'PAIRING_TOURNAMENT_OVER'>> {
  requireTournament('pairTeamRoundRobin', t);
  const teams = t.teams ?? [];
  if (teams.length < 2)
    return {
      ok: false,
      error: { code: 'PAIRING_TOO_FEW_TEAMS', message: 'a team round robin needs at least 2 teams' },
    };
  const schedule = roundRobinSchedule(teams.length);
  const next = schedule[t.rounds.length];
  if (!next)
    return {
      ok: false,
      error: { code: 'PAIRING_TOURNAMENT_OVER', message: `all ${schedule.length} rounds are paired` },
    };
  // Table numbers are the teams' places in `teams` (from 1).
  const { games, byes, substitutions } = seatMatches(
    t,
    next
      .map(fromFide)
      .map(({ red, black }) =>
        red === null || black === null
          ? { red: ((red ?? black) as number) - 1, black: null }
          : { red: red - 1, black: black - 1 },
      ),
  );
  return { ok: true, value: substitutions.length > 0 ? { games, byes, substitutions } : { games, byes } };
}

/**
 * The team matches played in a tournament: consecutive games of a round between the same two
 * teams form a match, in board order, with each side's points per board.
 *
 * @example
 * ```ts
 * import { createTournament, teamMatchesOf } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-round-robin' }),
 *   players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [] }, { code: 'B', name: 'B', members: [3, 4], substitutes: [] }],
 *   rounds: [{ games: [{ red: 1, black: 3, result: 'draw' as const }, { red: 4, black: 2, result: 'red-win' as const }], byes: [] }] };
 * console.log(JSON.stringify(teamMatchesOf(t))); // [{"a":"A","b":"B","boards":[[0.5,0.5],[0,1]]}]
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function teamMatchesOf(t: Tournament): readonly TeamMatch[] {
  requireTournament('teamMatchesOf', t);
  const teamOf = new Map<number, string>();
  for (const team of t.teams ?? [])
    for (const p of [...team.members, ...team.substitutes]) teamOf.set(p, team.code);
  const rounds = playerRounds(t);
  const points = (player: number, round: number): number => rounds.get(player)?.[round]?.points ?? 0;
  const out: TeamMatch[] = [];
  t.rounds.forEach((r, i) => {
    let current: { a: string; b: string; boards: [number, number][]; seen: number } | undefined;
    for (const g of r.games) {
      const tw = teamOf.get(g.red);
      const tb = teamOf.get(g.black);
      if (tw === undefined || tb === undefined || tw === tb) {
        current = undefined;
        continue;
      }
      if (!current || !((current.a === tw && current.b === tb) || (current.a === tb && current.b === tw))) {
        current = { a: tw, b: tb, boards: [], seen: 0 };
        out.push(current);
      }
      // Each side's points go to its player's number in the team (30.1.5 compares "đấu thủ bảng
      // 1", then board 2…): his board, whoever he meets (an English-style match pairs A1 with
      // B3); a reserve counts on the board he took.
      const position = current.seen + 1;
      const [pa, pb] = current.a === tw ? [g.red, g.black] : [g.black, g.red];
      const na = numberIn(t, pa, i, position) - 1;
      const nb = numberIn(t, pb, i, position) - 1;
      for (let n = current.boards.length; n <= Math.max(na, nb); n++) current.boards.push([0, 0]);
      (current.boards[na] as [number, number])[0] += points(pa, i);
      (current.boards[nb] as [number, number])[1] += points(pb, i);
      current.seen++;
    }
  });
  return out.map(({ a, b, boards }) => ({ a, b, boards }));
}

/**
 * Team standings of a tournament with `teams` (30.1.5): game points, then board 1's points,
 * board 2's… — or match points first, when `options.primary` or the regulations'
 * `teamRanking` say so. A team that rested with points (its players' pairing byes, as the
 * regulations score them) is credited with them and, when they are more than nothing, with a
 * match won.
 *
 * @example
 * ```ts
 * import { createTournament, tournamentTeamStandings } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-round-robin' }),
 *   players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [] }, { code: 'B', name: 'B', members: [3, 4], substitutes: [] }],
 *   rounds: [{ games: [{ red: 1, black: 3, result: 'draw' as const }, { red: 4, black: 2, result: 'red-win' as const }], byes: [] }] };
 * console.log(tournamentTeamStandings(t).map((s) => `${s.rank}. ${s.team} ${s.gamePoints}`).join(', ')); // 1. B 1.5, 2. A 0.5
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function tournamentTeamStandings(
  t: Tournament,
  options: TeamStandingsOptions = {},
): readonly TeamStanding[] {
  requireTournament('tournamentTeamStandings', t);
  requireOptions('tournamentTeamStandings', options);
  // Like the individual standings, a round counts only when all its results are in.
  let complete = 0;
  for (const r of t.rounds) {
    if (r.games.some((g) => g.result === 'pending')) break;
    complete++;
  }
  const sliced = { ...t, rounds: t.rounds.slice(0, complete) };
  const codes = (t.teams ?? []).map((x) => x.code);
  // A rest is a "match" against no team (b: null), which the standings do not rank.
  const rests: TeamMatch[] = [];
  const teamOf = new Map<number, string>();
  for (const x of t.teams ?? []) for (const p of [...x.members, ...x.substitutes]) teamOf.set(p, x.code);
  const rounds = playerRounds(sliced);
  sliced.rounds.forEach((r, i) => {
    const at = teamRoundBoards(sliced, i + 1);
    const byTeam = new Map<string, [number, number][]>();
    r.byes.forEach((b, k) => {
      const code = teamOf.get(b.player);
      const board = at.byes[k]?.board;
      const points = rounds.get(b.player)?.[i]?.points ?? 0;
      if (code === undefined || board === undefined || points === 0) return;
      const boards = byTeam.get(code) ?? [];
      while (boards.length < board) boards.push([0, 0]);
      (boards[board - 1] as [number, number])[0] += points;
      byTeam.set(code, boards);
    });
    for (const [a, boards] of byTeam) rests.push({ a, b: null, boards });
  });
  return teamStandings(codes, [...teamMatchesOf(sliced), ...rests], {
    primary: options.primary ?? t.regulations.teamRanking ?? 'game-points',
  });
}
