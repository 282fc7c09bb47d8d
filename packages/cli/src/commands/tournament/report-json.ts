import {
  lastCompleteRound,
  matchScore,
  playerRounds,
  standings,
  type Tournament,
  teamNumber,
  teamRoundBoards,
  tieBreakCode,
  tournamentTeamStandings,
} from '@xq/tournament';
import { RESULT_JSON } from './common';

/** `pairings --json`: boards with red and black by start number, and the byes with their points. */
export function pairingsJson(t: Tournament, round: number): unknown {
  const r = t.rounds[round - 1];
  const rounds = playerRounds({ ...t, rounds: t.rounds.slice(0, round) });
  const points = (player: number): number => rounds.get(player)?.[round - 1]?.points ?? 0;
  const team = (t.teams ?? []).length > 0 ? teamRoundBoards(t, round) : undefined;
  const teamOf = new Map<number, string>();
  for (const x of t.teams ?? []) for (const p of [...x.members, ...x.substitutes]) teamOf.set(p, x.code);
  const out: Record<string, unknown> = {
    round,
    boards: (r?.games ?? []).map((g, i) => ({
      board: i + 1,
      red: g.red,
      black: g.black,
      result: RESULT_JSON[g.result],
      forfeit:
        g.result === 'red-win-forfeit' || g.result === 'black-win-forfeit' || g.result === 'double-forfeit',
      // A knockout match of several games (4.2.2b): its games so far and its score, red first.
      ...(g.games === undefined ? {} : { games: g.games, score: matchScore(g) }),
      ...(team?.games[i]
        ? {
            match: team.games[i].match,
            teamBoard: team.games[i].board,
            // The players' numbers as 30.1.3 writes them: A1, B1… (an English-style match
            // pairs A1 with B3).
            redBoard: `${teamOf.get(g.red)}${teamNumber(t, round, g.red) ?? team.games[i].board}`,
            blackBoard: `${teamOf.get(g.black)}${teamNumber(t, round, g.black) ?? team.games[i].board}`,
          }
        : {}),
    })),
    byes: (r?.byes ?? []).map((b) => ({ player: b.player, points: points(b.player), kind: b.kind })),
  };
  if (team && r) {
    // The team matches of the round: the two teams (the first is the team of board 1's red),
    // the boards of the round they play on, and the points each has so far.
    const matches: {
      match: number;
      teams: [string, string];
      boards: number[];
      points: [number, number];
      finished: boolean;
    }[] = [];
    r.games.forEach((g, i) => {
      const at = team.games[i];
      if (!at) return;
      let m = matches[at.match - 1];
      if (!m) {
        m = {
          match: at.match,
          teams: [teamOf.get(g.red) ?? '', teamOf.get(g.black) ?? ''],
          boards: [],
          points: [0, 0],
          finished: true,
        };
        matches.push(m);
      }
      m.boards.push(i + 1);
      const first = teamOf.get(g.red) === m.teams[0];
      m.points[0] += points(first ? g.red : g.black);
      m.points[1] += points(first ? g.black : g.red);
      if (g.result === 'pending') m.finished = false;
    });
    out.matches = matches;
    out.substitutions = r.substitutions ?? [];
  }
  return out;
}

/** `standings --json`: the rows with their tie-breaks keyed by the C.07 codes. */
export function standingsJson(
  t: Tournament,
  afterRound: number,
  table: ReturnType<typeof standings>,
): Record<string, unknown> {
  return { afterRound, rows: standingsRows(t, table) };
}

/** The team standings of 30.1.5 after `afterRound`, for `standings --json` of a team event. */
export function teamsJson(t: Tournament, afterRound: number): unknown[] {
  const names = new Map((t.teams ?? []).map((x) => [x.code, x.name]));
  return tournamentTeamStandings({ ...t, rounds: t.rounds.slice(0, afterRound) }).map((s) => ({
    rank: s.rank,
    team: s.team,
    name: names.get(s.team) ?? '',
    matchPoints: s.matchPoints,
    gamePoints: s.gamePoints,
    boardPoints: s.boardPoints,
  }));
}

/** The rows of `standings --json` (also each board's rows with `--by-board`). */
export function standingsRows(t: Tournament, table: ReturnType<typeof standings>): unknown[] {
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  return table.map((s) => {
    // A rating tie-break without a value (the reference checker leaves it empty) is null.
    const tieBreaks: Record<string, number | null> = {};
    for (const [k, v] of Object.entries(s.values)) {
      const code = tieBreakCode(k);
      if (code !== undefined && code !== 'PTS') tieBreaks[code] = v;
    }
    return {
      rank: s.rank,
      player: s.player,
      name: names.get(s.player) ?? '',
      points: s.points,
      wins: s.wins,
      draws: s.draws,
      losses: s.losses,
      byes: s.byes,
      byePoints: s.byePoints,
      forfeitWins: s.forfeitWins,
      forfeitLosses: s.forfeitLosses,
      absences: s.absences,
      tieBreaks,
    };
  });
}

/** `crosstable --json`: each player's complete rounds. */
export function crosstableJson(t: Tournament): unknown {
  const after = lastCompleteRound(t);
  const rounds = playerRounds({ ...t, rounds: t.rounds.slice(0, after) });
  const ranks = new Map(standings(t).map((s) => [s.player, s]));
  return {
    afterRound: after,
    rows: [...t.players]
      .sort((a, b) => a.id - b.id)
      .map((p) => ({
        player: p.id,
        name: p.name,
        points: ranks.get(p.id)?.points ?? 0,
        rank: ranks.get(p.id)?.rank ?? null,
        rounds: (rounds.get(p.id) ?? []).map((r) => ({
          round: r.round,
          kind: r.kind,
          opponent: r.opponent,
          colour: r.colour,
          // A rest is a rest, an absence an absence: neither is a game lost.
          result: r.kind === 'bye' ? 'bye' : r.kind === 'absent' ? 'absent' : r.outcome,
          points: r.points,
          ...(r.bye === undefined ? {} : { bye: r.bye }),
        })),
      })),
  };
}

/** The words of `show`, in English and in Vietnamese. */
export const SHOW_WORDS = {
  en: {
    players: ['No', 'Name', 'Rating', 'Title', 'Club', 'Fed'],
    playersTitle: 'players',
    teams: ['Team', 'Name', 'Boards', 'Reserves'],
    teamsTitle: 'teams',
    drawn: (seed: number) => `letters drawn with seed ${seed}`,
  },
  vi: {
    players: ['Số', 'Họ tên', 'Hệ số Elo', 'Danh hiệu', 'Đơn vị', 'Liên đoàn'],
    playersTitle: 'đấu thủ',
    teams: ['Đội', 'Tên', 'Các bàn', 'Dự bị'],
    teamsTitle: 'các đội',
    drawn: (seed: number) => `bốc thăm chữ cái với hạt giống ${seed}`,
  },
} as const;

/** `show --json`: the regulations, the players and the teams. */
export function showJson(t: Tournament): unknown {
  return {
    name: t.name,
    regulations: t.regulations,
    players: t.players,
    teams: t.teams ?? [],
    ...(t.teamDraw === undefined ? {} : { teamDraw: t.teamDraw }),
  };
}

/** The confirmations of the actions that change the file, in English and in Vietnamese. */
