import type { ScheduledPair } from '@xq/pairing';
import { englishSchedule } from '@xq/pairing';
import { requireArray, requireNumber, requireOptions, requireString, requireTournament } from './guard';
import { type PlayerRound, playerRounds } from './player-rounds';
import {
  defaultTieBreaks,
  isRoundRobin,
  lastCompleteRound,
  type Standing,
  standings,
  tieBreakCode,
} from './standings';
import { teamPairingLabels } from './team-print';
import { tournamentTeamStandings } from './team-tournament';
import { TIE_BREAK_NAMES_VI, type TieBreakBaseCode } from './tie-breaks';
import type { GameResult, System, Tournament } from './tournament';
import { roundRobinOpponents, struckWithdrawals, withdrawalNotes } from './withdrawals';

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
 * @throws {TypeError} when `headers` or `rows` is not an array (of arrays).
 * @category Printing
 */
export function renderTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  format: PrintFormat,
  title?: string,
): string {
  requireArray('renderTable', 'headers', headers);
  requireArray('renderTable', 'rows', rows);
  for (const row of rows) requireArray('renderTable', 'rows[]', row);
  const numeric = headers.map(
    (_, c) => rows.some((r) => (r[c] ?? '') !== '') && rows.every((r) => /^[-+]?[\d¼½¾.]*$/.test(r[c] ?? '')),
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
  // A line break or a tab inside a cell would break the columns (or forge a line): a space.
  const flat = (x: string): string => x.replace(/[\r\n\t]+/g, ' ');
  headers = headers.map(flat);
  rows = rows.map((r) => r.map(flat));
  if (title !== undefined) title = flat(title);
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
 * Languages of the printed lists: English (red / black) and Vietnamese (the law's words:
 * Trắng / Đen, Điều 2.2).
 * @category Printing
 */
export const PRINT_LANGUAGES = ['en', 'vi'] as const;
/** A print language. @category Printing */
export type PrintLanguage = (typeof PRINT_LANGUAGES)[number];

/**
 * Options of the printing functions.
 * @category Printing
 */
export interface PrintOptions {
  /** `en` (default) or `vi`. */
  readonly lang?: PrintLanguage;
  /** Points as `3¾` (default) or as `3.75`. */
  readonly decimals?: boolean;
}

const FRACTIONS: Readonly<Record<number, string>> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/**
 * Writes points exactly: a whole number, or a whole number and a quarter sign (2.5 → `2½`,
 * 3.75 → `3¾`, 0.25 → `¼`); with `decimals`, `3.75`. A value that is not a multiple of ¼ is
 * written with its decimals.
 *
 * @example
 * ```ts
 * import { formatPoints } from '@xq/tournament';
 * console.log(formatPoints(2.5), formatPoints(3.75), formatPoints(-0.25), formatPoints(3)); // 2½ 3¾ -¼ 3
 * console.log(formatPoints(3.75, { decimals: true })); // 3.75
 * ```
 * @throws {TypeError} when `points` is not a number or `options` not an object.
 * @category Printing
 */
export function formatPoints(points: number, options: PrintOptions = {}): string {
  requireNumber('formatPoints', 'points', points);
  requireOptions('formatPoints', options);
  if (!Number.isFinite(points)) return String(points);
  if (options.decimals) return String(points);
  const sign = points < 0 ? '-' : '';
  const abs = Math.abs(points);
  const whole = Math.floor(abs);
  const frac = abs - whole;
  if (frac === 0) return `${sign}${whole}`;
  const glyph = FRACTIONS[frac];
  if (glyph === undefined) return String(points);
  return `${sign}${whole === 0 ? '' : whole}${glyph}`;
}

interface Words {
  readonly board: string;
  readonly no: string;
  readonly red: string;
  readonly black: string;
  readonly result: string;
  readonly round: string;
  readonly rank: string;
  readonly name: string;
  readonly rating: string;
  readonly club: string;
  readonly pts: string;
  readonly wdl: readonly [string, string, string];
  readonly byes: string;
  readonly crosstable: string;
  readonly standingsAfter: (n: number) => string;
  readonly roundTitle: (n: number) => string;
  readonly bye: Readonly<Record<'pairing' | 'full' | 'half' | 'zero', string>>;
  readonly absent: string;
  readonly forfeit: string;
  readonly card: string;
  readonly opponent: string;
  readonly colour: string;
  readonly total: string;
}

const WORDS: Readonly<Record<PrintLanguage, Words>> = {
  en: {
    board: 'Board',
    no: 'No',
    red: 'Red',
    black: 'Black',
    result: 'Result',
    round: 'Round',
    rank: 'Rank',
    name: 'Name',
    rating: 'Rating',
    club: 'Club',
    pts: 'Pts',
    wdl: ['W', 'D', 'L'],
    byes: 'Byes',
    crosstable: 'crosstable',
    standingsAfter: (n) => (n === 0 ? 'standings (no complete round)' : `standings after round ${n}`),
    roundTitle: (n) => `round ${n}`,
    bye: {
      pairing: 'bye (pairing)',
      full: 'bye (full point)',
      half: 'bye (half point)',
      zero: 'bye (zero point)',
    },
    absent: 'absent',
    forfeit: 'forfeit',
    card: 'pairing card',
    opponent: 'Opponent',
    colour: 'Colour',
    total: 'Total',
  },
  vi: {
    board: 'Bàn',
    no: 'Số',
    red: 'Trắng',
    black: 'Đen',
    result: 'Kết quả',
    round: 'Ván',
    rank: 'Hạng',
    name: 'Họ tên',
    rating: 'Hệ số Elo',
    club: 'Đơn vị',
    pts: 'Điểm',
    wdl: ['Thắng', 'Hòa', 'Thua'],
    byes: 'Nghỉ',
    crosstable: 'bảng tổng hợp',
    standingsAfter: (n) => (n === 0 ? 'xếp hạng (chưa có ván nào xong)' : `xếp hạng sau ván ${n}`),
    roundTitle: (n) => `ván ${n}`,
    bye: {
      pairing: 'nghỉ',
      full: 'nghỉ (được 1 điểm)',
      half: 'nghỉ (được nửa điểm)',
      zero: 'nghỉ (không điểm)',
    },
    absent: 'vắng',
    forfeit: 'xử thua',
    card: 'phiếu xếp cặp',
    opponent: 'Đối thủ',
    colour: 'Màu quân',
    total: 'Tổng',
  },
};

const words = (options: PrintOptions): Words => WORDS[options.lang === 'vi' ? 'vi' : 'en'];

/**
 * A game's result as written on a pairing list: red's score first (`1 - 0`, `½ - ½`), forfeits
 * `+ - -` / `- - +` / `- - -`, nothing while pending.
 *
 * @example
 * ```ts
 * import { formatResult } from '@xq/tournament';
 * console.log(formatResult('black-win-forfeit')); // - - +
 * ```
 * @throws {TypeError} when `result` is not a string.
 * @category Printing
 */
export function formatResult(result: GameResult): string {
  requireString('formatResult', 'result', result);
  return RESULT_TEXT[result];
}

const RESULT_TEXT: Readonly<Record<GameResult, string>> = {
  'white-win': '1 - 0',
  'black-win': '0 - 1',
  draw: '½ - ½',
  'white-win-forfeit': '+ - -',
  'black-win-forfeit': '- - +',
  'double-forfeit': '- - -',
  'both-lose': '0 - 0',
  pending: '',
};

/**
 * The pairing list of a round (from 1), titled with the round and its recorded start: board,
 * red, result, black; then the byes with the points they give. In a team round each match opens
 * with a row naming it, its two teams and its score, and every player is shown with his number
 * in his team (30.1.3: A1, B1…).
 *
 * @example
 * ```ts
 * import { createTournament, formatPairings } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Club', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'Ann' }, { id: 2, name: 'Binh' }],
 *   rounds: [{ games: [{ white: 1, black: 2, result: 'draw' as const }], byes: [] }] };
 * console.log(formatPairings(t, 1, 'markdown').split('\n')[2]); // | Board | No | Red | Result | No | Black |
 * console.log(formatPairings(t, 1, 'markdown', { lang: 'vi' }).split('\n')[2]); // | Bàn | Số | Trắng | Kết quả | Số | Đen |
 * ```
 * @throws {RangeError} when the round does not exist.
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Printing
 */
export function formatPairings(
  t: Tournament,
  round: number,
  format: PrintFormat,
  options: PrintOptions = {},
): string {
  requireOptions('formatPairings', options);
  requireTournament('formatPairings', t);
  const r = t.rounds[round - 1];
  if (!Number.isInteger(round) || !r) throw new RangeError(`no round ${round}`);
  const w = words(options);
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const byePoints = playerRounds({ ...t, rounds: t.rounds.slice(0, round) });
  // A team round: each match opens with its teams and score, then its boards with the players'
  // numbers as 30.1.3 writes them (A1, B1…).
  const team = teamPairingLabels(t, round, options);
  const rows: string[][] = [];
  r.games.forEach((g, i) => {
    const heading = team?.headings.get(i);
    if (heading) rows.push([...heading]);
    rows.push([
      String(i + 1),
      String(g.white),
      `${team?.label(g.white, i) ?? ''}${names.get(g.white) ?? ''}`,
      RESULT_TEXT[g.result],
      String(g.black),
      `${team?.label(g.black, i) ?? ''}${names.get(g.black) ?? ''}`,
    ]);
  });
  for (const [i, b] of r.byes.entries()) {
    const pts = byePoints.get(b.player)?.[round - 1]?.points ?? 0;
    rows.push([
      '',
      String(b.player),
      `${team?.byeLabel(b.player, i) ?? ''}${names.get(b.player) ?? ''}`,
      `${w.bye[b.kind]}: ${formatPoints(pts, options)}`,
      '',
      '',
    ]);
  }
  return renderTable(
    [w.board, w.no, w.red, w.result, w.no, w.black],
    rows,
    format,
    `${t.name} — ${w.roundTitle(round)}${r.start === undefined ? '' : ` (${r.start})`}`,
  );
}

/**
 * The standings as a table: rank, start number, name, rating, club, points, games won, drawn
 * and lost over the board, byes, and each tie-break of the ranking order by its C.07 code (lots
 * are not printed), every value exact.
 *
 * @example
 * ```ts
 * import { createTournament, formatStandings } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Club', system: 'round-robin' }), players: [{ id: 1, name: 'Ann' }] };
 * console.log(formatStandings(t, 'markdown').includes('| 1 | 1 | Ann |')); // true
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Printing
 */
export function formatStandings(
  t: Tournament,
  format: PrintFormat,
  given?: readonly Standing[],
  options: PrintOptions = {},
): string {
  requireOptions('formatStandings', options);
  requireTournament('formatStandings', t);
  const list = given ?? standings(t);
  const w = words(options);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const keys = [...new Set(list.flatMap((s) => Object.keys(s.values)))].filter(
    (k) => k !== 'lots' && tieBreakCode(k) !== 'PTS',
  );
  const headers = [
    w.rank,
    w.no,
    w.name,
    w.rating,
    w.club,
    w.pts,
    ...w.wdl,
    w.byes,
    ...keys.map((k) => tieBreakCode(k) ?? k),
  ];
  const rows = list.map((s) => {
    const p = byId.get(s.player);
    return [
      String(s.rank),
      String(s.player),
      p?.name ?? '',
      p?.rating === undefined ? '' : String(p.rating),
      p?.club ?? p?.team ?? '',
      formatPoints(s.points, options),
      String(s.wins),
      String(s.draws),
      String(s.losses),
      String(s.byes),
      ...keys.map((k) => {
        const v = s.values[k];
        // A rating tie-break without a value (an unrated field, no rated opponent) prints empty.
        return v === null || v === undefined ? '' : formatPoints(v, options);
      }),
    ];
  });
  const table = renderTable(headers, rows, format, `${t.name} — ${w.standingsAfter(lastCompleteRound(t))}`);
  // The notes: what the regulations did with each withdrawn player's games; in Vietnamese, first a
  // legend naming each tie-break code of the header in the law's words.
  const legend =
    options.lang === 'vi' && keys.length > 0
      ? [`Chú thích: ${keys.map((k) => `${tieBreakCode(k) ?? k} = ${tieBreakNameVi(k)}`).join('; ')}.`]
      : [];
  const notes = [...legend, ...withdrawalNotes(t, options.lang === 'vi' ? 'vi' : 'en')];
  if (notes.length === 0) return table;
  const end = table.endsWith('\n') ? '' : '\n';
  if (format === 'html') return `${table}${end}${notes.map((n) => `<p>${escapeHtml(n)}</p>`).join('\n')}\n`;
  return `${table}${end}\n${notes.join('\n')}\n`;
}

/**
 * The crosstable over the complete rounds. A round robin gets the square table (row player's
 * points against each column player, `x` on the diagonal, `+`/`-` for forfeits); other systems
 * get one column per round with opponent, colour (`r` red, `b` black; `T`/`Đ` in Vietnamese)
 * and result (`5r1`, `3b½`, `-U` for a bye).
 *
 * @example
 * ```ts
 * import { createTournament, formatCrosstable } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Club', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'Ann' }, { id: 2, name: 'Binh' }],
 *   rounds: [{ games: [{ white: 1, black: 2, result: 'white-win' as const }], byes: [] }] };
 * console.log(formatCrosstable(t, 'markdown').split('\n')[4]); // | 1 | Ann | x | 1 | 1 | 1 |
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Printing
 */
export function formatCrosstable(t: Tournament, format: PrintFormat, options: PrintOptions = {}): string {
  requireOptions('formatCrosstable', options);
  requireTournament('formatCrosstable', t);
  const w = words(options);
  // A player whose results the regulations strike is struck from the table too.
  const kept = struckWithdrawals(t);
  const counted: Tournament = { ...kept, rounds: kept.rounds.slice(0, lastCompleteRound(t)) };
  const rounds = playerRounds(counted);
  const ranks = new Map(standings(t).map((s) => [s.player, s]));
  const players = [...kept.players].sort((a, b) => a.id - b.id);
  const cell = (r: PlayerRound): string =>
    r.outcome === 'pending'
      ? ''
      : r.kind === 'forfeit'
        ? r.outcome === 'win'
          ? '+'
          : '-'
        : formatPoints(r.points, options);
  if (isRoundRobin(t.regulations.system)) {
    const headers = [w.no, w.name, ...players.map((p) => String(p.id)), w.pts, w.rank];
    // A full-point bye of a round robin is the point won against a withdrawn or absent scheduled
    // opponent: it is written in his column ('+', and '-' in his row), so that a row adds up.
    const scheduled = new Map<number, ReadonlyMap<number, number>>();
    const against = (player: number, r: PlayerRound): number | null => {
      if (r.kind === 'game' || r.kind === 'forfeit') return r.opponent;
      if (r.kind === 'bye' && r.bye !== 'full') return null;
      if (!scheduled.has(r.round)) scheduled.set(r.round, roundRobinOpponents(counted, r.round));
      const o = scheduled.get(r.round)?.get(player) ?? null;
      if (o === null || r.kind === 'bye') return o;
      // An absence: a '-' only against an opponent who took the full point.
      const theirs = rounds.get(o)?.[r.round - 1];
      return theirs?.kind === 'bye' && theirs.bye === 'full' ? o : null;
    };
    const shown = (r: PlayerRound): string => (r.kind === 'bye' ? '+' : r.kind === 'absent' ? '-' : cell(r));
    const rows = players.map((p) => {
      const mine = rounds.get(p.id) ?? [];
      const cols = players.map((q) =>
        q.id === p.id
          ? 'x'
          : mine
              .filter((r) => against(p.id, r) === q.id)
              .map(shown)
              .join(' '),
      );
      const s = ranks.get(p.id);
      return [String(p.id), p.name, ...cols, formatPoints(s?.points ?? 0, options), String(s?.rank ?? '')];
    });
    return renderTable(headers, rows, format, `${t.name} — ${w.crosstable}`);
  }
  const headers = [w.no, w.name, ...counted.rounds.map((_, i) => `R${i + 1}`), w.pts, w.rank];
  const byeLetter = { pairing: 'U', full: 'F', half: 'H', zero: 'Z' } as const;
  const [red, black] = options.lang === 'vi' ? ['T', 'Đ'] : ['r', 'b'];
  const rows = players.map((p) => {
    const cols = (rounds.get(p.id) ?? []).map((r) =>
      r.kind === 'bye'
        ? `-${byeLetter[r.bye ?? 'zero']}`
        : r.kind === 'absent'
          ? ''
          : `${r.opponent}${r.colour === 'white' ? red : black}${cell(r)}`,
    );
    const s = ranks.get(p.id);
    return [String(p.id), p.name, ...cols, formatPoints(s?.points ?? 0, options), String(s?.rank ?? '')];
  });
  return renderTable(headers, rows, format, `${t.name} — ${w.crosstable}`);
}

/**
 * A player's pairing card: one line per round with the opponent, the colour (red / black,
 * Trắng / Đen), the result and the running total; byes and absences named.
 *
 * @example
 * ```ts
 * import { createTournament, formatPairingCard } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Club', system: 'swiss-dutch', rounds: 3 }),
 *   players: [{ id: 1, name: 'Ann' }, { id: 2, name: 'Binh' }, { id: 3, name: 'Chi' }],
 *   rounds: [{ games: [{ white: 1, black: 2, result: 'draw' as const }], byes: [{ player: 3, kind: 'pairing' as const }] }] };
 * console.log(formatPairingCard(t, 1, 'markdown', { lang: 'vi' }).split('\n')[4]); // | 1 | 2 Binh | Trắng | ½ | ½ |
 * ```
 * @throws {RangeError} when there is no such player.
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Printing
 */
export function formatPairingCard(
  t: Tournament,
  player: number,
  format: PrintFormat,
  options: PrintOptions = {},
): string {
  requireOptions('formatPairingCard', options);
  requireTournament('formatPairingCard', t);
  const p = t.players.find((x) => x.id === player);
  if (!p) throw new RangeError(`no player ${player}`);
  const w = words(options);
  const names = new Map(t.players.map((x) => [x.id, x.name]));
  let total = 0;
  const rows = (playerRounds(t).get(player) ?? []).map((r) => {
    total += r.points;
    const opponent =
      r.kind === 'bye'
        ? w.bye[r.bye ?? 'zero']
        : r.kind === 'absent'
          ? w.absent
          : `${r.opponent} ${names.get(r.opponent ?? 0) ?? ''}`;
    const colour = r.colour === 'white' ? w.red : r.colour === 'black' ? w.black : '';
    const result =
      r.outcome === 'pending'
        ? ''
        : `${formatPoints(r.points, options)}${r.kind === 'forfeit' ? ` (${w.forfeit})` : ''}`;
    return [
      String(r.round),
      opponent,
      colour,
      result,
      r.outcome === 'pending' ? '' : formatPoints(total, options),
    ];
  });
  return renderTable(
    [w.round, w.opponent, w.colour, w.result, w.total],
    rows,
    format,
    `${t.name} — ${w.card}: ${p.id} ${p.name}`,
  );
}

/**
 * A round-robin schedule printed like the seed's tables: `Round | Board 1 | …`, red first, the
 * bye seat in brackets (`1 - (4)`).
 *
 * @example
 * ```ts
 * import { roundRobinSchedule } from '@xq/pairing';
 * import { formatSchedule } from '@xq/tournament';
 * console.log(formatSchedule(roundRobinSchedule(3), 3, 'markdown').split('\n')[2]); // | 1 | 1 - (4) | 2 - 3 |
 * console.log(formatSchedule(roundRobinSchedule(3), 3, 'markdown', { lang: 'vi' }).split('\n')[0]); // | Ván | Bàn 1 | Bàn 2 |
 * ```
 * @throws {TypeError} when `schedule` is not an array of rounds or `players` not a number.
 * @category Printing
 */
export function formatSchedule(
  schedule: readonly (readonly ScheduledPair[])[],
  players: number,
  format: PrintFormat,
  options: PrintOptions = {},
): string {
  requireArray('formatSchedule', 'schedule', schedule);
  for (const r of schedule) requireArray('formatSchedule', 'schedule[]', r);
  requireNumber('formatSchedule', 'players', players);
  requireOptions('formatSchedule', options);
  const w = words(options);
  const seat = players + (players % 2);
  const name = (x: number | null): string => (x === null ? `(${seat})` : String(x));
  const boards = schedule[0]?.length ?? 0;
  const headers = [w.round, ...Array.from({ length: boards }, (_, i) => `${w.board} ${i + 1}`)];
  const rows = schedule.map((round, r) => [
    String(r + 1),
    ...round.map((p) => `${name(p.white)} - ${name(p.black)}`),
  ]);
  return renderTable(headers, rows, format);
}

/**
 * The English-style table of 30.2.2 printed like the seed's (`A1 - B3`, A always on the left),
 * with the player who has red marked `*`.
 *
 * @example
 * ```ts
 * import { formatEnglishSchedule } from '@xq/tournament';
 * console.log(formatEnglishSchedule(3, 'markdown').split('\n')[2]); // | 1 | A1* - B3 | A2 - B1* | A3 - B2* |
 * ```
 * @throws {RangeError} when `k` is not an integer in 1..100.
 * @throws {TypeError} when `k` is not a number.
 * @category Printing
 */
export function formatEnglishSchedule(k: number, format: PrintFormat, options: PrintOptions = {}): string {
  requireNumber('formatEnglishSchedule', 'k', k);
  if (!Number.isInteger(k) || k < 1 || k > 100)
    throw new RangeError(`formatEnglishSchedule: k must be an integer in 1..100, got ${k}`);
  requireOptions('formatEnglishSchedule', options);
  const w = words(options);
  const schedule = englishSchedule(k);
  const headers = [w.round, ...Array.from({ length: k }, (_, i) => `${w.board} ${i + 1}`)];
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
    `${t.name} — ${vi ? `xếp hạng đồng đội sau ván ${after}` : `team standings after round ${after}`}`,
  );
}

/**
 * The items of the regulations with their labels: English, and Vietnamese in the words of the
 * law's guide ("Hướng dẫn soạn thảo điều lệ tổ chức giải Cờ Tướng", items 1–15).
 */
const REGULATION_ITEMS: readonly (readonly [keyof Tournament['regulations'], string, string])[] = [
  ['purpose', '1. Purpose and name', '1. Mục đích ý nghĩa và tên giải'],
  ['dates', '2. Dates', '2. Thời hạn tổ chức giải'],
  ['host', '3. Host and sponsors', '3. Đơn vị đăng cai và tài trợ'],
  ['eligibility', '4. Eligibility', '4. Đối tượng tham gia giải'],
  ['venue', '5. Venue', '5. Địa điểm thi đấu'],
  ['schedule', '6. Schedule', '6. Lịch thi đấu'],
  ['system', '7. System', '7. Hình thức thi đấu'],
  ['rounds', '7. Rounds', '7. Số ván'],
  ['gamesPerMatch', '7. Games per match', '7. Số ván mỗi trận'],
  ['law', '8. Law applied', '8. Luật lệ thi đấu'],
  ['timeControl', '8. Time control', '8. Thời gian ván đấu'],
  ['tieBreaks', '9. Ranking order', '9. Nguyên tắc xếp hạng'],
  ['scoring', '9. Scoring', '9. Cách tính điểm'],
  ['teamRanking', '9. Team ranking', '9. Xếp hạng đồng đội'],
  ['prizes', '10. Prizes', '10. Giải thưởng'],
  ['titleNorms', '11. Title norms', '11. Tiêu chuẩn phong cấp'],
  ['lodging', '12. Board and lodging', '12. Quyền lợi và nghĩa vụ về vật chất'],
  ['fees', '13. Fees', '13. Lệ phí'],
  ['entryForm', '14. Entry form', '14. Mẫu đăng ký'],
  ['entryDeadline', '15. Entry deadline', '15. Thời hạn đăng ký'],
];

/**
 * The systems in the law's words (Luật Cờ Tướng 2004, guide item 7: "Đấu loại trực tiếp, loại
 * vòng tròn, theo hệ Thụy Sĩ"; Điều 30.2.1 "đối kháng đồng loạt", 30.2.2 "đối kháng kiểu Anh").
 */
const SYSTEM_NAMES_VI: Readonly<Record<System, string>> = {
  'round-robin': 'vòng tròn',
  'double-round-robin': 'vòng tròn hai lượt',
  'swiss-dutch': 'hệ Thụy Sĩ (FIDE Dutch)',
  'swiss-lots': 'hệ Thụy Sĩ bốc thăm',
  knockout: 'loại trực tiếp',
  'double-elimination': 'loại kép',
  'team-round-robin': 'đồng đội vòng tròn',
  'team-swiss': 'đồng đội hệ Thụy Sĩ',
  'team-knockout': 'đồng đội loại trực tiếp',
  'team-english': 'đối kháng kiểu Anh',
  'team-simultaneous': 'đối kháng đồng loạt',
};

/**
 * The regulations ("điều lệ") in the order of the law's guide to them (items 1–15 of
 * Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1,
 * phần “Hướng dẫn soạn thảo điều lệ tổ chức giải Cờ Tướng”),
 * the ones given only; the ranking order defaults to the system's.
 *
 * @example
 * ```ts
 * import { createTournament, formatRegulations } from '@xq/tournament';
 * const t = createTournament({ name: 'Giải CLB', system: 'round-robin', timeControl: '60 phút' });
 * console.log(formatRegulations(t, 'markdown').split('\n').slice(4, 6).join(' / ')); // | 7. System | round-robin | / | 8. Time control | 60 phút |
 * console.log(formatRegulations(t, 'markdown', { lang: 'vi' }).split('\n')[4]); // | 7. Hình thức thi đấu | vòng tròn (round-robin) |
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Printing
 */
export function formatRegulations(t: Tournament, format: PrintFormat, options: PrintOptions = {}): string {
  requireOptions('formatRegulations', options);
  requireTournament('formatRegulations', t);
  const reg = {
    ...t.regulations,
    tieBreaks: t.regulations.tieBreaks ?? defaultTieBreaks(t.regulations.system),
  };
  const vi = options.lang === 'vi';
  const rows = REGULATION_ITEMS.flatMap(([key, en, viLabel]) => {
    const v = reg[key];
    if (v === undefined) return [];
    if (vi && key === 'tieBreaks' && Array.isArray(v))
      return [
        [
          viLabel,
          v.map((k) => (k === 'lots' ? tieBreakNameVi(k) : `${k} (${tieBreakNameVi(k)})`)).join(', '),
        ],
      ];
    if (vi && key === 'system' && Object.hasOwn(SYSTEM_NAMES_VI, String(v)))
      return [[viLabel, `${SYSTEM_NAMES_VI[v as System]} (${String(v)})`]];
    return [[vi ? viLabel : en, Array.isArray(v) ? v.join(', ') : String(v)]];
  });
  return vi
    ? renderTable(['Mục', 'Nội dung'], rows, format, `${t.name} — điều lệ`)
    : renderTable(['Item', 'Value'], rows, format, `${t.name} — regulations`);
}

/**
 * A tie-break's Vietnamese name: `lots` is "bốc thăm", a C.07 code is its name with the cut or
 * median modifier spelled out (`BH-C1` "… bỏ 1 thấp nhất"), anything else is itself.
 */
function tieBreakNameVi(name: string): string {
  if (name === 'lots') return TIE_BREAK_NAMES_VI.lots;
  const code = tieBreakCode(name);
  if (code === undefined) return name;
  const m = /^([A-Z]+)-([CM])(\d+)$/u.exec(code);
  const base = (m ? m[1] : code) as TieBreakBaseCode;
  const word = Object.hasOwn(TIE_BREAK_NAMES_VI, base) ? TIE_BREAK_NAMES_VI[base] : code;
  if (!m) return word;
  return `${word}, bỏ ${m[3]} ${m[2] === 'C' ? 'thấp nhất' : 'thấp nhất và cao nhất'}`;
}
