import { requireOptions, requireTournament } from '../guard';
import type { Tournament } from '../model';
import { requireStandingsOptions, type StandingsOptions } from '../standings';
import { boardStandings, boardTournament, eventRounds } from '../teams';
import { formatStandings } from './print';
import type { PrintFormat, PrintOptions } from './table';

/**
 * The individual standings of every board (30.1.3, "bảng") one table after another, in a print
 * format, each titled with its board.
 *
 * @example
 * ```ts
 * import { createTournament, formatBoardStandings } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Đồng đội', system: 'team-round-robin' }),
 *   players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [] }, { code: 'B', name: 'B', members: [3, 4], substitutes: [] }],
 *   rounds: [{ games: [{ red: 1, black: 3, result: 'draw' as const }, { red: 4, black: 2, result: 'red-win' as const }], byes: [] }] };
 * console.log(formatBoardStandings(t, 'text', { lang: 'vi' }).includes('Đồng đội — bảng 2')); // true
 * ```
 * @throws {RangeError} when a criterion of `standingsOptions.tieBreaks` is not a tie-break.
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function formatBoardStandings(
  t: Tournament,
  format: PrintFormat,
  options: PrintOptions = {},
  standingsOptions: StandingsOptions = {},
): string {
  requireOptions('formatBoardStandings', options);
  requireTournament('formatBoardStandings', t);
  requireStandingsOptions('formatBoardStandings', standingsOptions);
  const word = options.lang === 'vi' ? 'bảng' : 'board';
  return boardStandings(t, standingsOptions)
    .map((b) => {
      const sub = boardTournament(t, b.board);
      const rounds = sub.rounds.slice(0, eventRounds(t, standingsOptions.throughRound));
      return formatStandings(
        { ...sub, name: `${t.name} — ${word} ${b.board}`, rounds },
        format,
        b.rows,
        options,
      );
    })
    .join('\n');
}
