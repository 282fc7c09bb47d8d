import type { ScheduledPair } from '@xq/pairing';
import { englishSchedule } from '@xq/pairing';
import { playerRounds } from './player-rounds';
import { defaultTieBreaks, type Standing, standings } from './standings';
import { tournamentTeamStandings } from './team-tournament';
import type { GameResult, Tournament } from './tournament';

/**
 * Output formats of the printable lists: plain text (aligned columns), Markdown, HTML.
 * @category Printing
 */
export const PRINT_FORMATS = ['text', 'markdown', 'html'] as const;
/** A print format. @category Printing */
export type PrintFormat = (typeof PRINT_FORMATS)[number];

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeMarkdown = (s: string): string =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n|\r/g, ' ');

/**
 * Renders a table: text pads the columns (numbers right-aligned), Markdown writes a pipe table,
 * HTML a `<table>` with escaped cells. A title, when given, comes first.
 *
 * @example
 * ```ts
 * import { renderTable } from '@xq/tournament';
 * console.log(renderTable(['No', 'Name'], [['1', 'Ann']], 'markdown'));
 * // | No | Name |
 * // |---:|---|
 * // | 1 | Ann |
 * ```
 * @category Printing
 */
export function renderTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  format: PrintFormat,
  title?: string,
): string {
  const numeric = headers.map(
    (_, c) => rows.some((r) => (r[c] ?? '') !== '') && rows.every((r) => /^[-+]?[\d½.]*$/.test(r[c] ?? '')),
  );
  if (format === 'html') {
    const cell = (tag: string, s: string, c: number): string =>
      `<${tag}${numeric[c] ? ' style="text-align:right"' : ''}>${escapeHtml(s)}</${tag}>`;
    const head = `<tr>${headers.map((h, c) => cell('th', h, c)).join('')}</tr>`;
    const body = rows.map((r) => `<tr>${headers.map((_, c) => cell('td', r[c] ?? '', c)).join('')}</tr>`);
    const caption = title === undefined ? '' : `<caption>${escapeHtml(title)}</caption>\n`;
    return `<table>\n${caption}<thead>${head}</thead>\n<tbody>\n${body.join('\n')}\n</tbody>\n</table>\n`;
  }
  if (format === 'markdown') {
    const line = (cells: readonly string[]): string => `| ${cells.map(escapeMarkdown).join(' | ')} |`;
    const rule = `|${headers.map((_, c) => (numeric[c] ? '---:' : '---')).join('|')}|`;
    const out = [line(headers), rule, ...rows.map((r) => line(headers.map((_, c) => r[c] ?? '')))];
    return `${title === undefined ? '' : `### ${escapeMarkdown(title)}\n\n`}${out.join('\n')}\n`;
  }
  const widths = headers.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((s, c) => (numeric[c] ? s.padStart(widths[c] ?? 0) : s.padEnd(widths[c] ?? 0)))
      .join('  ')
      .trimEnd();
  const out = [
    line(headers),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map((r) => line(headers.map((_, c) => r[c] ?? ''))),
  ];
  return `${title === undefined ? '' : `${title}\n\n`}${out.join('\n')}\n`;
}

/**
 * Writes points with a half sign: 2.5 → `2½`, 0.5 → `½`.
 *
 * @example
 * ```ts
 * import { formatPoints } from '@xq/tournament';
 * console.log(formatPoints(2.5), formatPoints(0.5), formatPoints(3)); // 2½ ½ 3
 * ```
 * @category Printing
 */
export function formatPoints(points: number): string {
  const whole = Math.trunc(points);
  const half = Math.abs(points - whole) >= 0.25;
  if (!half) return String(whole);
  return whole === 0 ? (points < 0 ? '-½' : '½') : `${whole}½`;
}

const RESULT_TEXT: Readonly<Record<GameResult, string>> = {
  'white-win': '1 - 0',
  'black-win': '0 - 1',
  draw: '½ - ½',
  'white-win-forfeit': '+ - -',
  'black-win-forfeit': '- - +',
  'double-forfeit': '- - -',
  pending: '',
};

const BYE_TEXT = {
  pairing: 'bye (pairing)',
  full: 'bye (full point)',
  half: 'bye (half point)',
  zero: 'bye (zero point)',
} as const;

/**
 * The pairing list of a round (from 1): board, white, result, black; then the byes.
 *
 * @example
 * ```ts
 * import { createTournament, formatPairings } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Club', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'Ann' }, { id: 2, name: 'Binh' }],
 *   rounds: [{ games: [{ white: 1, black: 2, result: 'draw' as const }], byes: [] }] };
 * console.log(formatPairings(t, 1, 'markdown').split('\n')[4]); // | 1 | 1 | Ann | ½ - ½ | 2 | Binh |
 * ```
 * @throws {RangeError} when the round does not exist.
 * @category Printing
 */
export function formatPairings(t: Tournament, round: number, format: PrintFormat): string {
  const r = t.rounds[round - 1];
  if (!Number.isInteger(round) || !r) throw new RangeError(`no round ${round}`);
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const rows = r.games.map((g, i) => [
    String(i + 1),
    String(g.white),
    names.get(g.white) ?? '',
    RESULT_TEXT[g.result],
    String(g.black),
    names.get(g.black) ?? '',
  ]);
  for (const b of r.byes)
    rows.push(['', String(b.player), names.get(b.player) ?? '', BYE_TEXT[b.kind], '', '']);
  return renderTable(
    ['Board', 'No', 'White', 'Result', 'No', 'Black'],
    rows,
    format,
    `${t.name} — round ${round}`,
  );
}

const TIE_BREAK_LABELS: Readonly<Record<string, string>> = {
  'sonneborn-berger': 'SB',
  wins: 'Wins',
  'wins-with-black': 'BWin',
  'games-with-black': 'BGames',
  'direct-encounter': 'DE',
  buchholz: 'Buch',
  'buchholz-cut-1': 'Buch-1',
  'buchholz-cut-2': 'Buch-2',
  median: 'Med',
  progressive: 'Prog',
  'average-rating-of-opponents': 'ARO',
};

/**
 * The standings as a table: rank, start number, name, rating, club, points and each tie-break
 * of the ranking order (lots are not printed).
 *
 * @example
 * ```ts
 * import { createTournament, formatStandings } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Club', system: 'round-robin' }), players: [{ id: 1, name: 'Ann' }] };
 * console.log(formatStandings(t, 'markdown').includes('| 1 | 1 | Ann |')); // true
 * ```
 * @category Printing
 */
export function formatStandings(
  t: Tournament,
  format: PrintFormat,
  list: readonly Standing[] = standings(t),
): string {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const keys = [...new Set(list.flatMap((s) => Object.keys(s.values)))].filter((k) => k in TIE_BREAK_LABELS);
  const headers = [
    'Rank',
    'No',
    'Name',
    'Rating',
    'Club',
    'Pts',
    ...keys.map((k) => TIE_BREAK_LABELS[k] ?? k),
  ];
  const rows = list.map((s) => {
    const p = byId.get(s.player);
    return [
      String(s.rank),
      String(s.player),
      p?.name ?? '',
      p?.rating === undefined ? '' : String(p.rating),
      p?.club ?? p?.team ?? '',
      formatPoints(s.points),
      ...keys.map((k) => formatPoints(s.values[k as keyof Standing['values']] ?? 0)),
    ];
  });
  return renderTable(headers, rows, format, `${t.name} — standings after round ${t.rounds.length}`);
}

/**
 * The crosstable. A round robin gets the square table (row player's points against each
 * column player, `x` on the diagonal, `+`/`-` for forfeits); other systems get one column per
 * round with opponent, colour and result (`5w1`, `3b½`, `-U` for a bye).
 *
 * @example
 * ```ts
 * import { createTournament, formatCrosstable } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Club', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'Ann' }, { id: 2, name: 'Binh' }],
 *   rounds: [{ games: [{ white: 1, black: 2, result: 'white-win' as const }], byes: [] }] };
 * console.log(formatCrosstable(t, 'markdown').split('\n')[4]); // | 1 | Ann | x | 1 | 1 | 1 |
 * ```
 * @category Printing
 */
export function formatCrosstable(t: Tournament, format: PrintFormat): string {
  const rounds = playerRounds(t);
  const ranks = new Map(standings(t).map((s) => [s.player, s]));
  const players = [...t.players].sort((a, b) => a.id - b.id);
  const square = ['round-robin', 'double-round-robin', 'team-round-robin'].includes(t.regulations.system);
  const cell = (r: { outcome: string; points: number; kind: string }): string =>
    r.outcome === 'pending'
      ? ''
      : r.kind === 'forfeit'
        ? r.outcome === 'win'
          ? '+'
          : '-'
        : formatPoints(r.points);
  if (square) {
    const headers = ['No', 'Name', ...players.map((p) => String(p.id)), 'Pts', 'Rank'];
    const rows = players.map((p) => {
      const mine = rounds.get(p.id) ?? [];
      const cols = players.map((q) =>
        q.id === p.id
          ? 'x'
          : mine
              .filter((r) => r.opponent === q.id)
              .map(cell)
              .join(' '),
      );
      const s = ranks.get(p.id);
      return [String(p.id), p.name, ...cols, formatPoints(s?.points ?? 0), String(s?.rank ?? '')];
    });
    return renderTable(headers, rows, format, `${t.name} — crosstable`);
  }
  const headers = ['No', 'Name', ...t.rounds.map((_, i) => `R${i + 1}`), 'Pts', 'Rank'];
  const byeLetter = { pairing: 'U', full: 'F', half: 'H', zero: 'Z' } as const;
  const rows = players.map((p) => {
    const cols = (rounds.get(p.id) ?? []).map((r) =>
      r.kind === 'bye'
        ? `-${byeLetter[r.bye ?? 'zero']}`
        : r.kind === 'absent'
          ? ''
          : `${r.opponent}${r.colour === 'white' ? 'w' : 'b'}${cell(r)}`,
    );
    const s = ranks.get(p.id);
    return [String(p.id), p.name, ...cols, formatPoints(s?.points ?? 0), String(s?.rank ?? '')];
  });
  return renderTable(headers, rows, format, `${t.name} — crosstable`);
}

/**
 * A round-robin schedule printed like the seed's tables: `Round | Board 1 | …`, white first,
 * the bye seat in brackets (`1 - (4)`).
 *
 * @example
 * ```ts
 * import { roundRobinSchedule } from '@xq/pairing';
import { formatSchedule } from '@xq/tournament';
 * console.log(formatSchedule(roundRobinSchedule(3), 3, 'markdown').split('\n')[2]); // | 1 | 1 - (4) | 2 - 3 |
 * ```
 * @category Printing
 */
export function formatSchedule(
  schedule: readonly (readonly ScheduledPair[])[],
  players: number,
  format: PrintFormat,
): string {
  const seat = players + (players % 2);
  const name = (x: number | null): string => (x === null ? `(${seat})` : String(x));
  const boards = schedule[0]?.length ?? 0;
  const headers = ['Round', ...Array.from({ length: boards }, (_, i) => `Board ${i + 1}`)];
  const rows = schedule.map((round, r) => [
    String(r + 1),
    ...round.map((p) => `${name(p.white)} - ${name(p.black)}`),
  ]);
  return renderTable(headers, rows, format);
}

/**
 * The English-style table of 30.2.2 printed like the seed's (`A1 - B3`, A always on the left),
 * with the player who has white marked `*`.
 *
 * @example
 * ```ts
 * import { formatEnglishSchedule } from '@xq/tournament';
 * console.log(formatEnglishSchedule(3, 'markdown').split('\n')[2]); // | 1 | A1* - B3 | A2 - B1* | A3 - B2* |
 * ```
 * @throws {RangeError} when `k` is not an integer in 1..100.
 * @category Printing
 */
export function formatEnglishSchedule(k: number, format: PrintFormat): string {
  const schedule = englishSchedule(k);
  const headers = ['Round', ...Array.from({ length: k }, (_, i) => `Board ${i + 1}`)];
  const rows = schedule.map((round, r) => [
    String(r + 1),
    ...round.map((b) => `A${b.a}${b.white === 'A' ? '*' : ''} - B${b.b}${b.white === 'B' ? '*' : ''}`),
  ]);
  return renderTable(headers, rows, format);
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
 *   rounds: [{ games: [{ white: 1, black: 3, result: 'draw' as const }, { white: 4, black: 2, result: 'white-win' as const }], byes: [] }] };
 * console.log(formatTeamStandings(t, 'markdown').split('\n')[4]); // | 1 | B | Huế | 2 | 1½ | ½ | 1 |
 * ```
 * @category Printing
 */
export function formatTeamStandings(t: Tournament, format: PrintFormat): string {
  const list = tournamentTeamStandings(t);
  const names = new Map((t.teams ?? []).map((x) => [x.code, x.name]));
  const boards = Math.max(0, ...list.map((s) => s.boardPoints.length));
  const headers = [
    'Rank',
    'Team',
    'Name',
    'MP',
    'GP',
    ...Array.from({ length: boards }, (_, i) => `B${i + 1}`),
  ];
  const rows = list.map((s) => [
    String(s.rank),
    s.team,
    names.get(s.team) ?? '',
    String(s.matchPoints),
    formatPoints(s.gamePoints),
    ...Array.from({ length: boards }, (_, i) => formatPoints(s.boardPoints[i] ?? 0)),
  ]);
  return renderTable(headers, rows, format, `${t.name} — team standings after round ${t.rounds.length}`);
}

const REGULATION_ITEMS: readonly (readonly [keyof Tournament['regulations'], string])[] = [
  ['purpose', '1. Purpose and name'],
  ['dates', '2. Dates'],
  ['host', '3. Host and sponsors'],
  ['eligibility', '4. Eligibility'],
  ['venue', '5. Venue'],
  ['schedule', '6. Schedule'],
  ['system', '7. System'],
  ['rounds', '7. Rounds'],
  ['gamesPerMatch', '7. Games per match'],
  ['law', '8. Law applied'],
  ['timeControl', '8. Time control'],
  ['tieBreaks', '9. Ranking order'],
  ['scoring', '9. Scoring'],
  ['prizes', '10. Prizes'],
  ['titleNorms', '11. Title norms'],
  ['lodging', '12. Board and lodging'],
  ['fees', '13. Fees'],
  ['entryForm', '14. Entry form'],
  ['entryDeadline', '15. Entry deadline'],
];

/**
 * The regulations ("điều lệ") in the order of seed 003's guide (items 1–15), the ones given
 * only; the ranking order defaults to the system's.
 *
 * @example
 * ```ts
 * import { createTournament, formatRegulations } from '@xq/tournament';
 * const t = createTournament({ name: 'Giải CLB', system: 'round-robin', timeControl: '60 phút' });
 * console.log(formatRegulations(t, 'markdown').split('\n').slice(4, 6).join(' / ')); // | 7. System | round-robin | / | 8. Time control | 60 phút |
 * ```
 * @category Printing
 */
export function formatRegulations(t: Tournament, format: PrintFormat): string {
  const reg = {
    ...t.regulations,
    tieBreaks: t.regulations.tieBreaks ?? defaultTieBreaks(t.regulations.system),
  };
  const rows = REGULATION_ITEMS.flatMap(([key, label]) => {
    const v = reg[key];
    if (v === undefined) return [];
    return [[label, Array.isArray(v) ? v.join(', ') : String(v)]];
  });
  return renderTable(['Item', 'Value'], rows, format, `${t.name} — regulations`);
}
