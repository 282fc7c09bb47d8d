import type { Result } from '@xq/pairing';
import {
  lineUp,
  roundRobinSchedule,
  type TeamMatch,
  type TeamStanding,
  type TeamStandingsOptions,
  teamStandings,
} from '@xq/pairing';
import { playerRounds } from './player-rounds';
import type { Bye, Game, Round, Substitution, Tournament } from './tournament';

/**
 * Why a team round could not be paired.
 * @category Teams
 */
export interface TeamPairError {
  /** The error code. */
  readonly code: 'PAIRING_TOO_FEW_TEAMS' | 'PAIRING_TOURNAMENT_OVER';
  /** What went wrong, for people. */
  readonly message: string;
}

/**
 * The next round of a team round robin (30.4) from a tournament's `teams`: the individual table
 * with teams for numbers (in the order of `teams`); board k of one team meets board k of the
 * other, the team with white in the table has white on its odd boards. Boards: the size of the
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
 * console.log(r.ok && r.value.games.map((g) => `${g.white}-${g.black}`).join(' ')); // 1-3 4-2
 * ```
 * @category Teams
 */
export function pairTeamRoundRobin(t: Tournament): Result<Round, TeamPairError> {
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
  const boards = Math.min(...teams.map((x) => x.members.length));
  // Withdrawn players and the players announced absent from this round (30.1.4).
  const away = [...t.players.filter((p) => p.withdrawn).map((p) => p.id), ...(t.absent ?? [])];
  const substitutions: Substitution[] = [];
  const seats = (i: number): { seat: number; absent: boolean }[] => {
    const team = teams[i - 1] as (typeof teams)[number];
    const members = team.members.slice(0, boards);
    const line = lineUp(members, away, team.substitutes);
    return line.map((p, k) => {
      const member = members[k] as number;
      if (p === null) return { seat: member, absent: true };
      if (p !== member) substitutions.push({ team: team.code, board: k + 1, out: member, in: p, minutes: 0 });
      return { seat: p, absent: false };
    });
  };
  const games: Game[] = [];
  const byes: Bye[] = [];
  for (const { white, black } of next) {
    if (white === null || black === null) {
      for (const s of seats((white ?? black) as number)) byes.push({ player: s.seat, kind: 'pairing' });
      continue;
    }
    const w = seats(white);
    const b = seats(black);
    for (let k = 0; k < boards; k++) {
      const x = w[k] as { seat: number; absent: boolean };
      const y = b[k] as { seat: number; absent: boolean };
      // The team with white in the table has white on its odd boards (board k + 1).
      const [wp, bp] = k % 2 === 0 ? [x, y] : [y, x];
      const result =
        wp.absent && bp.absent
          ? 'double-forfeit'
          : wp.absent
            ? 'black-win-forfeit'
            : bp.absent
              ? 'white-win-forfeit'
              : 'pending';
      games.push({ white: wp.seat, black: bp.seat, result });
    }
  }
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
 *   rounds: [{ games: [{ white: 1, black: 3, result: 'draw' as const }, { white: 4, black: 2, result: 'white-win' as const }], byes: [] }] };
 * console.log(JSON.stringify(teamMatchesOf(t))); // [{"a":"A","b":"B","boards":[[0.5,0.5],[0,1]]}]
 * ```
 * @category Teams
 */
export function teamMatchesOf(t: Tournament): readonly TeamMatch[] {
  const teamOf = new Map<number, string>();
  for (const team of t.teams ?? [])
    for (const p of [...team.members, ...team.substitutes]) teamOf.set(p, team.code);
  const rounds = playerRounds(t);
  const points = (player: number, round: number): number => rounds.get(player)?.[round]?.points ?? 0;
  const out: TeamMatch[] = [];
  t.rounds.forEach((r, i) => {
    let current: { a: string; b: string; boards: [number, number][] } | undefined;
    for (const g of r.games) {
      const tw = teamOf.get(g.white);
      const tb = teamOf.get(g.black);
      if (tw === undefined || tb === undefined || tw === tb) {
        current = undefined;
        continue;
      }
      if (!current || !((current.a === tw && current.b === tb) || (current.a === tb && current.b === tw))) {
        current = { a: tw, b: tb, boards: [] };
        out.push(current);
      }
      const [pa, pb] =
        current.a === tw
          ? [points(g.white, i), points(g.black, i)]
          : [points(g.black, i), points(g.white, i)];
      current.boards.push([pa, pb]);
    }
  });
  return out;
}

/**
 * Team standings of a tournament with `teams` (30.1.5): game points, then board 1's points,
 * board 2's… (or match points first).
 *
 * @example
 * ```ts
 * import { createTournament, tournamentTeamStandings } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-round-robin' }),
 *   players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [] }, { code: 'B', name: 'B', members: [3, 4], substitutes: [] }],
 *   rounds: [{ games: [{ white: 1, black: 3, result: 'draw' as const }, { white: 4, black: 2, result: 'white-win' as const }], byes: [] }] };
 * console.log(tournamentTeamStandings(t).map((s) => `${s.rank}. ${s.team} ${s.gamePoints}`).join(', ')); // 1. B 1.5, 2. A 0.5
 * ```
 * @category Teams
 */
export function tournamentTeamStandings(
  t: Tournament,
  options: TeamStandingsOptions = {},
): readonly TeamStanding[] {
  // Like the individual standings, a round counts only when all its results are in.
  let complete = 0;
  for (const r of t.rounds) {
    if (r.games.some((g) => g.result === 'pending')) break;
    complete++;
  }
  return teamStandings(
    (t.teams ?? []).map((x) => x.code),
    teamMatchesOf({ ...t, rounds: t.rounds.slice(0, complete) }),
    options,
  );
}
