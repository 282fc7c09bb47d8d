// The printers' primitives: the formats, the languages, a table in each format, points as written.
import { requireArray, requireNumber, requireOptions, requireString } from '../guard';

/**
 * Output formats of the printable lists: plain text (aligned columns), Markdown, HTML.
 * @category Printing
 */
export const PRINT_FORMATS = ['text', 'markdown', 'html'] as const;
/** A print format. @category Printing */
export type PrintFormat = (typeof PRINT_FORMATS)[number];

/**
 * Text as HTML, for an element's content or a double-quoted attribute: `&`, `<`, `>` and `"`
 * escaped (every printer's HTML cells are written by it).
 *
 * @example
 * ```ts
 * import { escapeHtml } from '@xq/tournament';
 * console.log(escapeHtml('<b>"Tí" & Tèo</b>')); // &lt;b&gt;&quot;Tí&quot; &amp; Tèo&lt;/b&gt;
 * ```
 * @throws {TypeError} when `s` is not a string.
 * @category Printing
 */
export function escapeHtml(s: string): string {
  requireString('escapeHtml', 'text', s);
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
/**
 * Text as Markdown that stays text: a backslash and a pipe escaped (a table cell), `&`, `<` and
 * `>` as HTML entities (Markdown passes raw HTML through: a name `<b>x</b>` would be markup), a
 * line break as a space.
 */
export const escapeMarkdown = (s: string): string =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r?\n|\r/g, ' ');

/**
 * Renders a table: text pads the columns (numbers right-aligned), Markdown writes a pipe table,
 * HTML a `<table>` with escaped cells and column headers (`<th scope="col">`). A title, when given, comes first.
 *
 * @example
 * ```ts
 * import { renderTable } from '@xq/tournament';
 * console.log(renderTable(['No', 'Name'], [['1', 'Ann']], 'markdown'));
 * // | No | Name |
 * // |---:|---|
 * // | 1 | Ann |
 * ```
 * @throws {TypeError} when `headers` or `rows` is not an array (of arrays), or a cell or the title not a string.
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
  if (title !== undefined) requireString('renderTable', 'title', title);
  for (let c = 0; c < headers.length; c++) requireString('renderTable', `headers[${c}]`, headers[c]);
  for (let i = 0; i < rows.length; i++) {
    const row: unknown = rows[i];
    requireArray('renderTable', `rows[${i}]`, row);
    for (let c = 0; c < row.length; c++)
      if (row[c] !== undefined) requireString('renderTable', `rows[${i}][${c}]`, row[c]);
  }
  const numeric = headers.map(
    (_, c) =>
      rows.some((r) => (r[c] ?? '') !== '') && rows.every((r) => /^[-+]?[\d¼½¾.,]*$/.test(r[c] ?? '')),
  );
  if (format === 'html') {
    const cell = (tag: string, s: string, c: number): string =>
      `<${tag}${tag === 'th' ? ' scope="col"' : ''}${numeric[c] ? ' style="text-align:right"' : ''}>${escapeHtml(s)}</${tag}>`;
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
 * A printed table with its notes under it (a legend, what the regulations did), each a paragraph
 * of the format.
 */
export function withNotes(table: string, notes: readonly string[], format: PrintFormat): string {
  if (notes.length === 0) return table;
  const end = table.endsWith('\n') ? '' : '\n';
  if (format === 'html') return `${table}${end}${notes.map((n) => `<p>${escapeHtml(n)}</p>`).join('\n')}\n`;
  if (format === 'markdown') return `${table}${end}\n${notes.map(escapeMarkdown).join('\n')}\n`;
  return `${table}${end}\n${notes.join('\n')}\n`;
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
  /** Points as `3¾` (default) or as `3.75` (in Vietnamese `3,75`, the decimal comma). */
  readonly decimals?: boolean;
}

const FRACTIONS: Readonly<Record<number, string>> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/**
 * Writes points exactly: a whole number, or a whole number and a quarter sign (2.5 → `2½`,
 * 3.75 → `3¾`, 0.25 → `¼`); with `decimals`, `3.75`. A value that is not a multiple of ¼ is
 * written with its decimals. In Vietnamese (`lang: 'vi'`) the decimal sign is a comma, as the
 * law writes "6,5 điểm": `3,75`.
 *
 * @example
 * ```ts
 * import { formatPoints } from '@xq/tournament';
 * console.log(formatPoints(2.5), formatPoints(3.75), formatPoints(-0.25), formatPoints(3)); // 2½ 3¾ -¼ 3
 * console.log(formatPoints(3.75, { decimals: true })); // 3.75
 * console.log(formatPoints(0.5, { decimals: true, lang: 'vi' })); // 0,5
 * ```
 * @throws {TypeError} when `points` is not a number or `options` not an object.
 * @category Printing
 */
export function formatPoints(points: number, options: PrintOptions = {}): string {
  requireNumber('formatPoints', 'points', points);
  requireOptions('formatPoints', options);
  if (!Number.isFinite(points)) return String(points);
  // The law's decimal comma in Vietnamese ("6,5 điểm"); a point in English.
  const decimal = (x: number): string => (options.lang === 'vi' ? String(x).replace('.', ',') : String(x));
  if (options.decimals) return decimal(points);
  const sign = points < 0 ? '-' : '';
  const abs = Math.abs(points);
  const whole = Math.floor(abs);
  const frac = abs - whole;
  if (frac === 0) return `${sign}${whole}`;
  const glyph = FRACTIONS[frac];
  if (glyph === undefined) return decimal(points);
  return `${sign}${whole === 0 ? '' : whole}${glyph}`;
}
