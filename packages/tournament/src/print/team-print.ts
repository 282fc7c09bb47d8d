import { requireOptions, requireTournament } from '../guard';
import type { Tournament } from '../model';
import { lastCompleteRound, playerRounds } from '../standings';
import { numberIn, teamRoundBoards, tournamentTeamStandings } from '../teams';
import { formatPoints, type PrintFormat, type PrintOptions, renderTable } from './table';

/** What a team round's pairing list adds to the individual one. */
export interface TeamPairingLabels {
  /** A player's number on the list (30.1.3: "A1", "B1"…) and a space, for game `index`. */
  readonly label: (player: number, index: number) => string;
  /** The same for the bye `index` of a resting team. */
  readonly byeLabel: (player: number, index: number) => string;
  /**
   * Before the first game of each match: a row naming the match, its two teams (the team of
   * board 1's red first) and the match score of the games with a result.
   */
  readonly headings: ReadonlyMap<number, readonly string[]>;
}

/**
 * The team labels of round `round`'s pairing list, or undefined when the tournament has no
 * teams: the law numbers the players of team A as A1, A2… (30.1.3: "các đấu thủ của đội A sẽ
 * có số A1, A2, A3"), and each match gets a heading row with the teams and their score.
 */
export function teamPairingLabels(
  t: Tournament,
  round: number,
  options: PrintOptions,
): TeamPairingLabels | undefined {
  const r = t.rounds[round - 1];
  if (!r || (t.teams ?? []).length === 0) return undefined;
  const at = teamRoundBoards(t, round);
  const teamOf = new Map<number, string>();
  const nameOf = new Map<string, string>();
  for (const x of t.teams ?? []) {
    nameOf.set(x.code, x.name);
    for (const p of [...x.members, ...x.substitutes]) teamOf.set(p, x.code);
  }
  const rounds = playerRounds({ ...t, rounds: t.rounds.slice(0, round) });
  const scored = (p: number): number => rounds.get(p)?.[round - 1]?.points ?? 0;
  // The player's own number (an English-style match pairs A1 with B3), a reserve's the board he took.
  const label = (player: number, board: number | undefined): string =>
    board === undefined ? '' : `${teamOf.get(player) ?? ''}${numberIn(t, player, round - 1, board)} `;
  const headings = new Map<number, string[]>();
  const score = new Map<number, { first: string; a: number; b: number; done: boolean; row: string[] }>();
  r.games.forEach((g, i) => {
    const m = at.games[i];
    if (!m) return;
    let s = score.get(m.match);
    if (!s) {
      const first = teamOf.get(g.red) ?? '';
      const second = teamOf.get(g.black) ?? '';
      const row = [
        `${options.lang === 'vi' ? 'Trận' : 'Match'} ${m.match}`,
        first,
        nameOf.get(first) ?? '',
        '',
        second,
        nameOf.get(second) ?? '',
      ];
      s = { first, a: 0, b: 0, done: false, row };
      score.set(m.match, s);
      headings.set(i, row);
    }
    const firstIsRed = teamOf.get(g.red) === s.first;
    s.a += scored(firstIsRed ? g.red : g.black);
    s.b += scored(firstIsRed ? g.black : g.red);
    if (g.result !== 'pending') s.done = true;
  });
  for (const s of score.values())
    if (s.done) s.row[3] = `${formatPoints(s.a, options)} - ${formatPoints(s.b, options)}`;
  return {
    label: (player, index) => label(player, at.games[index]?.board),
    byeLabel: (player, index) => label(player, at.byes[index]?.board),
    headings,
  };
}

/**
 * The team standings (30.1.5) of a tournament with teams: rank, team, match points, game points
 * and the points of each board.
 *
 * @example
 * ```ts
 * import { createTournament, formatTeamStandings } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Đồng đội', system: 'team-round-robin' }),
 *   players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'Hà Nội', members: [1, 2], substitutes: [] }, { code: 'B', name: 'Huế', members: [3, 4], substitutes: [] }],
 *   rounds: [{ games: [{ red: 1, black: 3, result: 'draw' as const }, { red: 4, black: 2, result: 'red-win' as const }], byes: [] }] };
 * console.log(formatTeamStandings(t, 'markdown').split('\n')[4]); // | 1 | B | Huế | 2 | 1½ | ½ | 1 |
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Printing
 */
export function formatTeamStandings(t: Tournament, format: PrintFormat, options: PrintOptions = {}): string {
  requireOptions('formatTeamStandings', options);
  requireTournament('formatTeamStandings', t);
  const vi = options.lang === 'vi';
  const list = tournamentTeamStandings(t);
  const names = new Map((t.teams ?? []).map((x) => [x.code, x.name]));
  const boards = Math.max(0, ...list.map((s) => s.boardPoints.length));
  const headers = [
    vi ? 'Hạng' : 'Rank',
    vi ? 'Đội' : 'Team',
    vi ? 'Tên' : 'Name',
    vi ? 'Điểm trận' : 'MP',
    vi ? 'Điểm ván' : 'GP',
    ...Array.from({ length: boards }, (_, i) => `${vi ? 'Bàn' : 'B'}${i + 1}`),
  ];
  const rows = list.map((s) => [
    String(s.rank),
    s.team,
    names.get(s.team) ?? '',
    String(s.matchPoints),
    formatPoints(s.gamePoints, options),
    ...Array.from({ length: boards }, (_, i) => formatPoints(s.boardPoints[i] ?? 0, options)),
  ]);
  const after = lastCompleteRound(t);
  return renderTable(
    headers,
    rows,
    format,
    `${t.name} — ${vi ? `xếp hạng đồng đội sau vòng ${after}` : `team standings after round ${after}`}`,
  );
}
