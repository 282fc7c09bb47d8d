import { lineUp } from '@xq/pairing';
import type { Bye, Game, Substitution, Tournament } from '../model';

/** One match to seat: team indexes into `t.teams` (from 0), `black` null for a resting team. */
export interface MatchToSeat {
  /** The team holding red: red on its odd boards (30.4, 30.5). */
  readonly red: number;
  /** The other team, or null: the red team rests. */
  readonly black: number | null;
}

/**
 * The games and byes of a team round: board k of one team meets board k of the other (30.1.1),
 * the red team has red on its odd boards; a withdrawn player, or one announced absent from
 * this round, is replaced on his own board by the next substitute (30.1.4), recorded in
 * `substitutions`; with none left, the board is lost by forfeit. A resting team's players have
 * pairing byes. Boards: the size of the smallest team.
 */
export function seatMatches(
  t: Tournament,
  matches: readonly MatchToSeat[],
): { games: Game[]; byes: Bye[]; substitutions: Substitution[] } {
  const teams = t.teams ?? [];
  const boards = Math.min(...teams.map((x) => x.members.length));
  const away = [...t.players.filter((p) => p.withdrawn).map((p) => p.id), ...(t.absent ?? [])];
  const substitutions: Substitution[] = [];
  const seats = (i: number): { seat: number; absent: boolean }[] => {
    const team = teams[i] as (typeof teams)[number];
    const members = team.members.slice(0, boards);
    if (t.regulations.friendly === true && members.length >= 30)
      return shifted(team.code, members, team.substitutes);
    const line = lineUp(members, away, team.substitutes);
    return line.map((p, k) => {
      const member = members[k]!;
      if (p === null) return { seat: member, absent: true };
      if (p !== member) substitutions.push({ team: team.code, board: k + 1, out: member, in: p, minutes: 0 });
      return { seat: p, absent: false };
    });
  };
  // The large friendly match (30 players a side or more): "nếu trước giờ thi đấu, một đấu thủ
  // chính thức không tham dự được thì chuyển đấu thủ dưới lên và đấu thủ dự bị thay vào bảng cuối
  // cùng" (30.1.4) — the players below move up and the reserves take the last boards.
  const shifted = (
    code: string,
    members: readonly number[],
    substitutes: readonly number[],
  ): { seat: number; absent: boolean }[] => {
    const gone = new Set(away);
    const missing = members.filter((m) => gone.has(m));
    const bench = substitutes.filter((p) => !gone.has(p)).slice(0, missing.length);
    const line = [...members.filter((m) => !gone.has(m)), ...bench];
    bench.forEach((p, k) => {
      substitutions.push({
        team: code,
        board: line.indexOf(p) + 1,
        out: missing[k]!,
        in: p,
        minutes: 0,
      });
    });
    return members.map((m, k) => {
      const p = line[k];
      return p === undefined
        ? { seat: missing[k - line.length + bench.length] ?? m, absent: true }
        : { seat: p, absent: false };
    });
  };
  const games: Game[] = [];
  const byes: Bye[] = [];
  for (const { red, black } of matches) {
    if (black === null) {
      for (const s of seats(red)) byes.push({ player: s.seat, kind: 'pairing' });
      continue;
    }
    const w = seats(red);
    const b = seats(black);
    for (let k = 0; k < boards; k++) {
      const x = w[k] as { seat: number; absent: boolean };
      const y = b[k] as { seat: number; absent: boolean };
      // The team with red has red on its odd boards (board k + 1).
      const [wp, bp] = k % 2 === 0 ? [x, y] : [y, x];
      const result =
        wp.absent && bp.absent
          ? 'double-forfeit'
          : wp.absent
            ? 'black-win-forfeit'
            : bp.absent
              ? 'red-win-forfeit'
              : 'pending';
      games.push({ red: wp.seat, black: bp.seat, result });
    }
  }
  return { games, byes, substitutions };
}

/**
 * A player's number in his team in round `round` (from 0): his board as a regular player, the
 * board of the player he replaced as a reserve, else `position`.
 */
export function numberIn(t: Tournament, player: number, round: number, position: number): number {
  for (const x of t.teams ?? []) {
    const k = x.members.indexOf(player);
    if (k >= 0) return k + 1;
  }
  return t.rounds[round]?.substitutions?.find((s) => s.in === player)?.board ?? position;
}

/** The game of two seated players (FIDE colour already decided): forfeited by whoever is absent, else pending. */
export function seatedGame(red: Seated, black: Seated): Game {
  const result =
    red.absent && black.absent
      ? 'double-forfeit'
      : red.absent
        ? 'black-win-forfeit'
        : black.absent
          ? 'red-win-forfeit'
          : 'pending';
  return { red: red.seat, black: black.seat, result };
}

/** A player on a board of a match: the seat (start number) and whether they are absent. */
interface Seated {
  readonly seat: number;
  readonly absent: boolean;
}
