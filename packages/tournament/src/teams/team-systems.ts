import type { Result, SwissInput, SwissPlayer, SwissRound } from '@xq/pairing';
import { pairTeamSwiss } from '@xq/pairing';
import { fail, type PairErrorCode, type TournamentError } from '../error-codes';
import { fromFide, toFideColour } from '../fide-colours';
import { requireNumber, requireTournament } from '../guard';
import type { Round, Tournament } from '../model';
import { playerRounds } from '../standings';
import { teamRoundBoards } from './boards';
import { type MatchToSeat, seatMatches } from './team-lineup';

/**
 * One team's match (or rest) in one round of a team event.
 * @category Teams
 */
export interface TeamRoundResult {
  /** The team's code. */
  readonly team: string;
  /** The opposing team's code, or null when the team rested (its players had byes). */
  readonly opponent: string | null;
  /** The team held red: its player on board 1 had red. */
  readonly red: boolean;
  /** The points its players scored in the round (game points, 30.1.5). */
  readonly points: number;
  /** The points the opposing players scored (0 for a rest). */
  readonly against: number;
  /** The match is over: no game of it is pending. */
  readonly finished: boolean;
}

/**
 * Each team's match in round `round` (from 1) of a team event, in the order of `teams`: the
 * opponent, whether it held red (board 1's red) and the points of both sides; a team without
 * a match has `opponent: null` and the points of its players' byes.
 *
 * @example
 * ```ts
 * import { createTournament, teamRoundResults } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-swiss', rounds: 3 }),
 *   players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [] }, { code: 'B', name: 'B', members: [3, 4], substitutes: [] }],
 *   rounds: [{ games: [{ red: 1, black: 3, result: 'draw' as const }, { red: 4, black: 2, result: 'red-win' as const }], byes: [] }] };
 * console.log(teamRoundResults(t, 1).map((x) => `${x.team} ${x.points}-${x.against}`).join(', ')); // A 0.5-1.5, B 1.5-0.5
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), or `round` not a number.
 * @category Teams
 */
export function teamRoundResults(t: Tournament, round: number): readonly TeamRoundResult[] {
  requireTournament('teamRoundResults', t);
  requireNumber('teamRoundResults', 'round', round);
  const r = t.rounds[round - 1];
  const teams = t.teams ?? [];
  if (!r) return [];
  const teamOf = new Map<number, string>();
  for (const x of teams) for (const p of [...x.members, ...x.substitutes]) teamOf.set(p, x.code);
  const rounds = playerRounds({ ...t, rounds: t.rounds.slice(0, round) });
  const scored = (p: number): number => rounds.get(p)?.[round - 1]?.points ?? 0;
  const at = teamRoundBoards(t, round);
  const rows = new Map<
    string,
    { opponent: string | null; red: boolean; points: number; against: number; finished: boolean }
  >();
  r.games.forEach((g, i) => {
    if (!at.games[i]) return;
    const w = teamOf.get(g.red) as string;
    const b = teamOf.get(g.black) as string;
    let rw = rows.get(w);
    let rb = rows.get(b);
    if (!rw || !rb) {
      // The first board of the match: its red's team holds red.
      rw = { opponent: b, red: true, points: 0, against: 0, finished: true };
      rb = { opponent: w, red: false, points: 0, against: 0, finished: true };
      rows.set(w, rw);
      rows.set(b, rb);
    }
    rw.points += scored(g.red);
    rw.against += scored(g.black);
    rb.points += scored(g.black);
    rb.against += scored(g.red);
    if (g.result === 'pending') rw.finished = rb.finished = false;
  });
  for (const b of r.byes) {
    const code = teamOf.get(b.player);
    if (code === undefined || (rows.has(code) && rows.get(code)?.opponent !== null)) continue;
    const row = rows.get(code) ?? { opponent: null, red: false, points: 0, against: 0, finished: true };
    row.points += scored(b.player);
    rows.set(code, row);
  }
  return teams.flatMap((x) => {
    const row = rows.get(x.code);
    return row ? [{ team: x.code, ...row }] : [];
  });
}

/**
 * The next round of a team Swiss (30.5, "Hệ thống Đại tuần hoàn": "Sau mỗi vòng đấu các đội thu
 * được số điểm như nhau sẽ được xếp vào cùng nhóm"): the teams are paired by the FIDE Dutch
 * system as players, with their places in `teams` (the letters drawn, 30.1.3) as pairing
 * numbers and their scores as the regulations rank them (`teamRanking`: game points by
 * default, or match points); then board k meets board k and the team with red has red on
 * its odd boards ("đội được quyền đi trước thì các số lẻ được đi trước và số chẵn đi sau").
 * Absent players are replaced by reserves as in {@link pairTeamRoundRobin}; with an odd
 * number of teams, one rests and its players have pairing byes.
 *
 * @example
 * ```ts
 * import { createTournament, pairTeamSwissRound } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-swiss', rounds: 3 }),
 *   players: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, name: `P${id}` })),
 *   teams: ['A', 'B', 'C', 'D'].map((code, i) => ({ code, name: code, members: [2 * i + 1, 2 * i + 2], substitutes: [] })) };
 * const r = pairTeamSwissRound(t);
 * console.log(r.ok && r.value.games.map((g) => `${g.red}-${g.black}`).join(' ')); // 1-5 6-2 7-3 4-8
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function pairTeamSwissRound(t: Tournament): Result<Round, TournamentError<PairErrorCode>> {
  requireTournament('pairTeamSwissRound', t);
  const teams = t.teams ?? [];
  if (teams.length < 2) return fail('PAIRING_TOO_FEW_TEAMS', 'a team Swiss needs at least 2 teams');
  const total = t.regulations.rounds;
  if (total === undefined)
    return fail('PAIRING_NO_ROUNDS', 'a Swiss needs the number of rounds in its regulations');
  if (t.rounds.length >= total) return fail('PAIRING_TOURNAMENT_OVER', `all ${total} rounds are paired`);
  if (t.rounds.at(-1)?.games.some((g) => g.result === 'pending'))
    return fail('PAIRING_ROUND_INCOMPLETE', `round ${t.rounds.length} still has games without a result`);
  const boards = Math.min(...teams.map((x) => x.members.length));
  const byMatch = t.regulations.teamRanking === 'match-points';
  const index = new Map(teams.map((x, i) => [x.code, i + 1]));
  const history = t.rounds.map((_, i) => new Map(teamRoundResults(t, i + 1).map((x) => [x.team, x])));
  const players: SwissPlayer[] = teams.map((x, i) => {
    const rounds: SwissRound[] = [];
    // With game points, the outcome scores the boards won or drawn as a whole and the
    // acceleration carries the rest, so that the score is the team's game points.
    const acceleration: number[] = [0];
    let game = 0;
    let outcomePoints = 0;
    for (const h of history) {
      const row = h.get(x.code);
      if (!row) rounds.push({ opponent: 0, colour: null, outcome: 'loss', played: false, paired: false });
      else if (row.opponent === null)
        rounds.push({
          opponent: 0,
          colour: null,
          outcome: row.points > 0 ? 'win' : 'loss',
          played: false,
          paired: true,
        });
      else {
        const outcome = row.points > row.against ? 'win' : row.points === row.against ? 'draw' : 'loss';
        rounds.push({
          opponent: index.get(row.opponent) as number,
          colour: toFideColour(row.red ? 'red' : 'black'),
          outcome,
          played: true,
          paired: true,
        });
      }
      const last = rounds.at(-1) as SwissRound;
      game += row?.points ?? 0;
      outcomePoints += last.outcome === 'win' ? boards : last.outcome === 'draw' ? boards / 2 : 0;
      acceleration.push(byMatch ? 0 : game - outcomePoints);
    }
    const away = new Set([...(t.absent ?? []), ...t.players.filter((p) => p.withdrawn).map((p) => p.id)]);
    const out = x.members.every((p) => away.has(p)) && x.substitutes.every((p) => away.has(p));
    return { id: i + 1, rounds, ...(byMatch ? {} : { acceleration }), ...(out ? { absent: true } : {}) };
  });
  const input: SwissInput = {
    players,
    playedRounds: t.rounds.length,
    totalRounds: total,
    initialColour: toFideColour(t.regulations.initialColour ?? 'red'),
    scoring: byMatch
      ? { win: 2, draw: 1, loss: 0, pairingBye: 2, zeroBye: 0, forfeitLoss: 0 }
      : { win: boards, draw: boards / 2, loss: 0, pairingBye: boards, zeroBye: 0, forfeitLoss: 0 },
  };
  const paired = pairTeamSwiss(input);
  if (!paired.ok) return fail(paired.error.code, paired.error.message);
  const matches: MatchToSeat[] = paired.value.boards
    .map(fromFide)
    .map((b) => ({ red: b.red - 1, black: b.black - 1 }));
  if (paired.value.bye !== null) matches.push({ red: paired.value.bye - 1, black: null });
  const { games, byes, substitutions } = seatMatches(t, matches);
  return { ok: true, value: substitutions.length > 0 ? { games, byes, substitutions } : { games, byes } };
}
