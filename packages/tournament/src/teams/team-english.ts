import type { Result } from '@xq/pairing';
import { drawLots, englishSchedule, lineUp, nextKnockoutRound, teamKnockout } from '@xq/pairing';
import { fail, type PairErrorCode, type TournamentError } from '../error-codes';
import { fromFide } from '../fide-colours';
import { requireTournament } from '../guard';
import type { Bye, Game, Round, Substitution, Tournament } from '../model';
import { playerRounds } from '../standings';
import { seatedGame } from './team-lineup';

/** The boards of an English-style match: the players a side of the smallest team (at most 100). */
function boardsOf(t: Tournament): number {
  return Math.min(100, ...(t.teams ?? []).map((x) => x.members.length));
}

/**
 * One round ("lượt") `r` (from 1) of the English-style match between teams `a` (team A) and
 * `b` (team B), indexes into `t.teams`: on board i, A's player i meets B's player j of the
 * seed's table, A with red when i and j have the same parity (30.2.2). An absent player is
 * replaced by his team's next reserve under his own number; with none left, his game is lost by
 * forfeit.
 */
function englishRound(t: Tournament, a: number, b: number, r: number, substitutions: Substitution[]): Game[] {
  const teams = t.teams ?? [];
  const k = boardsOf(t);
  const away = [...t.players.filter((p) => p.withdrawn).map((p) => p.id), ...(t.absent ?? [])];
  const seats = (i: number): { seat: number; absent: boolean }[] => {
    const team = teams[i] as (typeof teams)[number];
    const members = team.members.slice(0, k);
    return lineUp(members, away, team.substitutes).map((p, n) => {
      const member = members[n]!;
      if (p === null) return { seat: member, absent: true };
      if (p !== member) substitutions.push({ team: team.code, board: n + 1, out: member, in: p, minutes: 0 });
      return { seat: p, absent: false };
    });
  };
  const sa = seats(a);
  const sb = seats(b);
  // A match of several games a pairing: after the k rounds of the table, the table again with the
  // colours swapped (30.2.2: "người ta thường bố trí trận đấu hai ván để cho công bằng").
  const swapped = Math.floor((r - 1) / k) % 2 === 1;
  return (englishSchedule(k)[(r - 1) % k] ?? []).map((board) => {
    const x = sa[board.a - 1]!;
    const y = sb[board.b - 1]!;
    const [w, bl] = (fromFide(board).red === 'A') !== swapped ? [x, y] : [y, x];
    return seatedGame(w, bl);
  });
}

/** A round's result: its substitutions only when there are some. */
function round(games: Game[], byes: Bye[], substitutions: Substitution[]): Round {
  return substitutions.length > 0 ? { games, byes, substitutions } : { games, byes };
}

/**
 * The next round ("lượt") of an English-style match (`team-english`, "đối kháng kiểu Anh",
 * 30.2.2: "mỗi đấu thủ của đội sẽ lần lượt gặp tất cả các đấu thủ của đội kia và mỗi trận chỉ có
 * một ván"): the first two of `teams` are A and B; round r follows the seed's table for k players
 * a side (k: the smaller team, the law uses 3–6), k rounds in all; A's odd players have red
 * against B's odd players and black against B's even ones, A's even players the reverse. With
 * `gamesPerMatch: 2` in the regulations every pair of players meets twice (30.2.2: "trận đấu hai
 * ván để cho công bằng"): rounds k+1…2k repeat the table with the colours swapped.
 *
 * @example
 * ```ts
 * import { createTournament, pairEnglishRound } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Kiểu Anh', system: 'team-english' }),
 *   players: [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2, 3], substitutes: [] }, { code: 'B', name: 'B', members: [4, 5, 6], substitutes: [] }] };
 * const r = pairEnglishRound(t);
 * // Round 1 of the 3-player table: A1 - B3, A2 - B1, A3 - B2.
 * console.log(r.ok && r.value.games.map((g) => `${g.red}-${g.black}`).join(' ')); // 1-6 4-2 5-3
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function pairEnglishRound(t: Tournament): Result<Round, TournamentError<PairErrorCode>> {
  requireTournament('pairEnglishRound', t);
  const teams = t.teams ?? [];
  if (teams.length !== 2)
    return fail('PAIRING_TOO_FEW_TEAMS', `an English-style match is between 2 teams, not ${teams.length}`);
  const k = boardsOf(t);
  if (k < 1) return fail('PAIRING_TOO_FEW_PLAYERS', 'the teams have no players');
  const total = k * (t.regulations.gamesPerMatch ?? 1);
  if (t.rounds.length >= total) return fail('PAIRING_TOURNAMENT_OVER', `all ${total} rounds are paired`);
  const substitutions: Substitution[] = [];
  const games = englishRound(t, 0, 1, t.rounds.length + 1, substitutions);
  return { ok: true, value: round(games, [], substitutions) };
}

/** A team's points in some rounds, by its players' numbers in the team (30.1.3). */
function teamPoints(
  t: Tournament,
  code: string,
  from: number,
  to: number,
): { total: number; byNumber: number[] } {
  const team = (t.teams ?? []).find((x) => x.code === code);
  const rounds = playerRounds({ ...t, rounds: t.rounds.slice(0, to) });
  const byNumber: number[] = [];
  let total = 0;
  for (let r = from; r < to; r++) {
    const subs = t.rounds[r]?.substitutions ?? [];
    for (const p of [...(team?.members ?? []), ...(team?.substitutes ?? [])]) {
      const pr = rounds.get(p)?.[r];
      if (!pr || pr.kind === 'bye' || pr.kind === 'absent') continue;
      const n = (team?.members.indexOf(p) ?? -1) + 1 || (subs.find((s) => s.in === p)?.board ?? 0);
      total += pr.points;
      if (n > 0) byNumber[n - 1] = (byNumber[n - 1] ?? 0) + pr.points;
    }
  }
  return { total, byNumber };
}

/**
 * The next round of a team knockout (`team-knockout`, 30.3: "các đội gặp nhau theo thể thức đối
 * kháng, thường là đối kháng kiểu Anh"): the bracket of `teams` in their order (seeds, byes to
 * the top seeds), every tie an English-style match of k rounds (k: the smallest team), so that
 * knockout round R is played in rounds (R − 1)·k + 1 … R·k of the file; a team with a bye rests
 * (its players have pairing byes). A tie is won by the team with more points in it; equal
 * teams are separated as 30.1.5 ranks them — the points of player 1, then player 2… — then by
 * lot (the regulations' seed and the round). The next tie is paired once every game of the
 * previous knockout round has a result.
 *
 * @example
 * ```ts
 * import { createTournament, pairTeamKnockoutRound } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Loại trực tiếp', system: 'team-knockout' }),
 *   players: Array.from({ length: 9 }, (_, i) => ({ id: i + 1, name: `P${i + 1}` })),
 *   teams: ['A', 'B', 'C'].map((code, i) => ({ code, name: code, members: [3 * i + 1, 3 * i + 2, 3 * i + 3], substitutes: [] })) };
 * const r = pairTeamKnockoutRound(t);
 * // A has the bye; B meets C in the first round of the English table.
 * console.log(r.ok && r.value.byes.map((b) => b.player).join(), r.ok && r.value.games.map((g) => `${g.red}-${g.black}`).join(' ')); // 1,2,3 4-9 7-5 8-6
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function pairTeamKnockoutRound(t: Tournament): Result<Round, TournamentError<PairErrorCode>> {
  requireTournament('pairTeamKnockoutRound', t);
  const teams = t.teams ?? [];
  if (teams.length < 2) return fail('PAIRING_TOO_FEW_TEAMS', 'a team knockout needs at least 2 teams');
  const k = boardsOf(t);
  if (k < 1) return fail('PAIRING_TOO_FEW_PLAYERS', 'the teams have no players');
  const codes = teams.map((x) => x.code);
  let pairs = teamKnockout(codes, k).pairs;
  const stage = Math.floor(t.rounds.length / k);
  for (let s = 0; s < stage; s++) {
    const from = s * k;
    const to = from + k;
    if (t.rounds.slice(from, to).some((r) => r.games.some((g) => g.result === 'pending')))
      return fail('PAIRING_ROUND_INCOMPLETE', `rounds ${from + 1}–${to} still have games without a result`);
    const winners = pairs.map((p) => {
      if (p.b === null) return p.a;
      const x = teamPoints(t, p.a, from, to);
      const y = teamPoints(t, p.b, from, to);
      if (x.total !== y.total) return x.total > y.total ? p.a : p.b;
      for (let n = 0; n < k; n++) {
        const d = (x.byNumber[n] ?? 0) - (y.byNumber[n] ?? 0);
        if (d !== 0) return d > 0 ? p.a : p.b;
      }
      const seed = ((t.regulations.seed ?? 0) * 1000 + to) >>> 0;
      return drawLots([p.a, p.b], seed)[0] as string;
    });
    if (winners.length === 1)
      return fail(
        'PAIRING_TOURNAMENT_OVER',
        `the final is played: ${teams.find((x) => x.code === winners[0])?.name} won`,
      );
    pairs = nextKnockoutRound(winners.map((w) => codes.indexOf(w))).map((p) => ({
      a: codes[p.a]!,
      b: p.b === null ? null : codes[p.b]!,
    }));
  }
  const leg = (t.rounds.length % k) + 1;
  const substitutions: Substitution[] = [];
  const games: Game[] = [];
  const byes: Bye[] = [];
  for (const p of pairs) {
    const a = codes.indexOf(p.a);
    if (p.b === null) {
      const team = teams[a] as (typeof teams)[number];
      for (const m of team.members.slice(0, k)) byes.push({ player: m, kind: 'pairing' });
      continue;
    }
    games.push(...englishRound(t, a, codes.indexOf(p.b), leg, substitutions));
  }
  return { ok: true, value: round(games, byes, substitutions) };
}
