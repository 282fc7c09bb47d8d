import type { Result } from '@xq/pairing';
import { lineUp, simultaneousMatch } from '@xq/pairing';
import { fail, type PairErrorCode, type TournamentError } from '../error-codes';
import { fromFide } from '../fide-colours';
import { requireTournament } from '../guard';
import type { Game, Round, Substitution, Tournament } from '../model';
import { seatedGame } from './team-lineup';

/**
 * The next round of a simultaneous match (`team-simultaneous`, "đối kháng đồng loạt", 30.2.1:
 * "các đấu thủ có cùng số thứ tự sẽ cùng gặp nhau trong một trận gồm từ 1-4 ván"): the first two
 * of `teams` are A and B (their letters drawn by lot, `drawTeamLetters`); board k of A meets board
 * k of B in every round, one game a round, `gamesPerMatch` rounds in all (2 when the regulations
 * do not say: "Số ván cờ thường được quy định là chẵn"); in game 1 A has red on its odd boards
 * ("các số lẻ của đội A được cầm quân Trắng đi trước"), then the colours alternate. An absent
 * player is replaced on his own board by his team's next reserve (30.1.4); with none left his
 * game is lost by forfeit.
 *
 * @example
 * ```ts
 * import { createTournament, pairSimultaneousRound } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Đồng loạt', system: 'team-simultaneous' }),
 *   players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [] }, { code: 'B', name: 'B', members: [3, 4], substitutes: [] }] };
 * const r = pairSimultaneousRound(t);
 * console.log(r.ok && r.value.games.map((g) => `${g.red}-${g.black}`).join(' ')); // 1-3 4-2
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function pairSimultaneousRound(t: Tournament): Result<Round, TournamentError<PairErrorCode>> {
  requireTournament('pairSimultaneousRound', t);
  const teams = t.teams ?? [];
  if (teams.length !== 2)
    return fail('PAIRING_TOO_FEW_TEAMS', `a simultaneous match is between 2 teams, not ${teams.length}`);
  const games = t.regulations.gamesPerMatch ?? 2;
  if (games > 4)
    return fail(
      'PAIRING_BAD_INPUT',
      `a simultaneous match has 1–4 games (30.2.1: "từ 1-4 ván"), not ${games}`,
    );
  const boards = Math.min(1000, ...teams.map((x) => x.members.length));
  if (boards < 1) return fail('PAIRING_TOO_FEW_PLAYERS', 'the teams have no players');
  if (t.rounds.length >= games) return fail('PAIRING_TOURNAMENT_OVER', `all ${games} games are paired`);
  const away = [...t.players.filter((p) => p.withdrawn).map((p) => p.id), ...(t.absent ?? [])];
  const substitutions: Substitution[] = [];
  const [a, b] = teams.map((team) => {
    const members = team.members.slice(0, boards);
    return lineUp(members, away, team.substitutes).map((p, n) => {
      const member = members[n]!;
      if (p !== null && p !== member)
        substitutions.push({ team: team.code, board: n + 1, out: member, in: p, minutes: 0 });
      return p === null ? { seat: member, absent: true } : { seat: p, absent: false };
    });
  }) as [{ seat: number; absent: boolean }[], { seat: number; absent: boolean }[]];
  const round = t.rounds.length;
  const out: Game[] = simultaneousMatch(boards, games).map((board, k) => {
    const x = a[k] as { seat: number; absent: boolean };
    const y = b[k] as { seat: number; absent: boolean };
    const [w, bl] = fromFide(board).red[round] === 'A' ? [x, y] : [y, x];
    return seatedGame(w, bl);
  });
  return {
    ok: true,
    value: substitutions.length > 0 ? { games: out, byes: [], substitutions } : { games: out, byes: [] },
  };
}
