import type { GameRecord } from './game';
import { checkGame, checkNode, checkOptions } from './game-check';
import { gameTag } from './game-ops';
import { formatLegal } from './move';
import type { FormatOptions, Notation } from './notations';
import { writableStart } from './record-start';

/**
 * The header and footer of a scoresheet (biên bản: the form printed with the 2004 law, Quyết định 1409/2004, for Điều 11). Every field defaults to the
 * game's tags: Event, Round, Date, Red, Black, RedNumber, BlackNumber, Arbiter, Result.
 * @example const i: ScoresheetInfo = { tournament: 'Giải vô địch', round: '3', arbiter: 'Nguyễn C' };
 * @category Scoresheet
 */
export interface ScoresheetInfo {
  /** Name of the tournament (Tên giải; default: the `Event` tag). */
  readonly tournament?: string;
  /** The round (Vòng đấu; default: the `Round` tag). */
  readonly round?: string;
  /** `yyyy.mm.dd` (or any text, printed as is). */
  readonly date?: string;
  /** Name of the player with the red pieces (Trắng; default: the `Red` tag). */
  readonly red?: string;
  /** Red's player number, set before the draw (Số; default: the `RedNumber` tag). */
  readonly redNumber?: string;
  /** Name of the player with the black pieces (Đen; default: the `Black` tag). */
  readonly black?: string;
  /** Black's player number, set before the draw (Số; default: the `BlackNumber` tag). */
  readonly blackNumber?: string;
  /** Name of the arbiter (Trọng tài; default: the `Arbiter` tag). */
  readonly arbiter?: string;
  // The law's note under the form: "Tiêu đề biên bản có thể thêm các mục: Đơn vị, Lứa tuổi, Địa
  // điểm... nếu cần." Each is printed only when it is not empty.
  /** Red's unit, club or team (Đơn vị; default: the `RedTeam` tag); printed only when given. */
  readonly redUnit?: string;
  /** Black's unit, club or team (Đơn vị; default: the `BlackTeam` tag); printed only when given. */
  readonly blackUnit?: string;
  /** The age group (Lứa tuổi; default: the `AgeGroup` tag); printed only when given. */
  readonly ageGroup?: string;
  /** Where the game is played (Địa điểm; default: the `Site` tag); printed only when given. */
  readonly venue?: string;
}

/**
 * Options of {@link scoresheetHtml} and {@link scoresheetSvg}.
 * @example const o: ScoresheetOptions = { notation: 'vi-long', info: { round: '2' } };
 * @category Scoresheet
 */
export interface ScoresheetOptions extends FormatOptions {
  /** Notation of the moves (default `'vi'`, the law's short form). */
  readonly notation?: Notation;
  /** Header fields that replace the game's tags (each missing field falls back to its tag). */
  readonly info?: ScoresheetInfo;
}

/** The filled-in fields and the move rows of every page (60 moves a page, 30 per column). */
interface Sheet {
  fields: Required<ScoresheetInfo>;
  score: { red: string; black: string };
  verdict: string;
  /** Per page: 30 rows of [number, red, black, number, red, black]. */
  pages: string[][][];
}

const RESULT: Record<string, { red: string; black: string; verdict: string }> = {
  '1-0': { red: '1', black: '0', verdict: 'Trắng thắng' },
  '0-1': { red: '0', black: '1', verdict: 'Đen thắng' },
  '1/2-1/2': { red: '½', black: '½', verdict: 'Hòa' },
};

/** Each field of the header and the record's tag that fills it when the caller gives none. */
const INFO_TAGS: Readonly<Record<keyof ScoresheetInfo, string>> = {
  tournament: 'event',
  round: 'round',
  date: 'date',
  red: 'red',
  redNumber: 'rednumber',
  black: 'black',
  blackNumber: 'blacknumber',
  arbiter: 'arbiter',
  redUnit: 'redteam',
  blackUnit: 'blackteam',
  ageGroup: 'agegroup',
  venue: 'site',
};
const INFO_FIELDS = Object.keys(INFO_TAGS) as (keyof ScoresheetInfo)[];

/** The optional header items of one line, as `Label: value` pairs, the empty ones left out. */
const extras = (items: readonly [string, string][]): [string, string][] => items.filter(([, v]) => v !== '');

function build(game: GameRecord, options: ScoresheetOptions, fn: string): Sheet {
  checkGame(game, fn);
  checkOptions(options, fn);
  const info = options.info ?? {};
  if (info === null || typeof info !== 'object') throw new TypeError(`${fn}: info must be an object`);
  for (const k of INFO_FIELDS) {
    const v = (info as Record<string, unknown>)[k];
    if (v !== undefined && typeof v !== 'string') throw new TypeError(`${fn}: info.${k} must be a string`);
  }
  const fields = Object.fromEntries(
    INFO_FIELDS.map((k) => [k, info[k] ?? gameTag(game, INFO_TAGS[k]) ?? '']),
  ) as Required<ScoresheetInfo>;
  const start = writableStart(game.fen, game.moves.length);
  if (start.position === undefined) return sheetOf(fields, game, 1, new Map());
  let pos = start.position;
  const firstNumber = pos.fullmoves;
  const cells = new Map<number, [string, string]>();
  for (const node of game.moves) {
    checkNode(node, fn);
    const move = node.move;
    if (!pos.isLegal(move)) throw new RangeError(`illegal move ${JSON.stringify(move)} in ${pos.fen()}`);
    const n = pos.fullmoves - firstNumber + 1;
    const row = cells.get(n) ?? ['', ''];
    row[pos.turn === 'red' ? 0 : 1] = formatLegal(pos, move, options.notation ?? 'vi', options);
    cells.set(n, row);
    pos = pos.play(move);
  }
  if (start.position.turn === 'black' && cells.has(1)) cells.get(1)![0] = '…';
  return sheetOf(fields, game, firstNumber, cells);
}

function sheetOf(
  fields: Required<ScoresheetInfo>,
  game: GameRecord,
  firstNumber: number,
  cells: Map<number, [string, string]>,
): Sheet {
  const count = Math.max(60, Math.ceil(cells.size / 60) * 60);
  const pages: string[][][] = [];
  for (let base = 0; base < count; base += 60) {
    const rows: string[][] = [];
    for (let i = 1; i <= 30; i++) {
      const left = base + i;
      const right = base + i + 30;
      const num = (k: number) => String(k + firstNumber - 1);
      rows.push([num(left), ...(cells.get(left) ?? ['', '']), num(right), ...(cells.get(right) ?? ['', ''])]);
    }
    pages.push(rows);
  }
  const r = RESULT[game.result];
  return { fields, score: { red: r?.red ?? '', black: r?.black ?? '' }, verdict: r?.verdict ?? '', pages };
}

const esc = (s: string): string =>
  s.replace(
    /[&<>"']/gu,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** "Ngày 17 tháng 05 năm 2024" from `2024.05.17`, else the text as is. */
function dateLine(date: string): string {
  const m = /^(\d{4})[.\-/](\d{1,2})[.\-/](\d{1,2})$/u.exec(date.trim());
  return m ? `Ngày ${m[3]} tháng ${m[2]} năm ${m[1]}` : `Ngày: ${date}`;
}

/**
 * The Vietnamese scoresheet of a game (biên bản thi đấu: the form printed with the 2004 law, Quyết định 1409/2004, for Điều 11) as a printable HTML page:
 * tournament, round and date, the red (Trắng) and black (Đen) players with their numbers, the
 * arbiter, the moves in two columns (1–30 and 31–60, one page per 60 moves), the score written
 * by the players, the arbiter's verdict and the three signature lines.
 *
 * @throws RangeError when the game holds an illegal move, a bad FEN, an unknown result or
 *   option; TypeError when the game, an option or an `info` field has the wrong type.
 * @example
 * const html = scoresheetHtml(gameOf([{ from: 25, to: 22 }], { tags: [['Red', 'Lê A']] }));
 * html.includes('P2-5'); // true
 * @category Scoresheet
 */
export function scoresheetHtml(game: GameRecord, options: ScoresheetOptions = {}): string {
  const s = build(game, options, 'scoresheetHtml');
  const f = s.fields;
  const place: [string, string][] = [
    ['Lứa tuổi', f.ageGroup],
    ['Địa điểm', f.venue],
  ];
  const htmlExtras = (items: [string, string][]) =>
    extras(items)
      .map(([k, v]) => ` &nbsp; ${k}: <b>${esc(v)}</b>`)
      .join('');
  const page = (rows: string[][], index: number) => `<section class="sheet">
<h1>BIÊN BẢN THI ĐẤU</h1>
<p>Tên giải: <b>${esc(f.tournament)}</b></p>
<p>Vòng đấu: <b>${esc(f.round)}</b> &nbsp; ${esc(dateLine(f.date))}</p>
<p>Trắng: <b>${esc(f.red)}</b> &nbsp; Số: <b>${esc(f.redNumber)}</b>${htmlExtras([['Đơn vị', f.redUnit]])}</p>
<p>Đen: <b>${esc(f.black)}</b> &nbsp; Số: <b>${esc(f.blackNumber)}</b>${htmlExtras([['Đơn vị', f.blackUnit]])}</p>
<p>Trọng tài: <b>${esc(f.arbiter)}</b>${htmlExtras(place)}</p>
<table>
<thead><tr><th>TT</th><th>Trắng</th><th>Đen</th><th>TT</th><th>Trắng</th><th>Đen</th></tr></thead>
<tbody>
${rows.map((r) => `<tr>${r.map((c, i) => (i % 3 === 0 ? `<th>${esc(c)}</th>` : `<td>${esc(c)}</td>`)).join('')}</tr>`).join('\n')}
</tbody>
</table>${
    index === s.pages.length - 1
      ? `
<p>Tỷ số ván đấu: &nbsp; Trắng: <b>${esc(s.score.red)}</b> &nbsp; Đen: <b>${esc(s.score.black)}</b></p>
<p>Phán quyết của Trọng tài: <b>${esc(s.verdict)}</b></p>
<div class="signatures"><span>Trắng ký</span><span>Trọng tài ký</span><span>Đen ký</span></div>`
      : ''
  }
</section>`;
  return `<!DOCTYPE html>
<html lang="vi">
<head>
<meta charset="utf-8">
<title>Biên bản thi đấu – ${esc(f.red)} – ${esc(f.black)}</title>
<style>
body { font-family: "Times New Roman", serif; margin: 0; }
.sheet { width: 180mm; margin: 10mm auto; page-break-after: always; }
h1 { text-align: center; font-size: 16pt; }
p { margin: 2mm 0; }
table { width: 100%; border-collapse: collapse; margin: 4mm 0; }
th, td { border: 1px solid #000; padding: 0.6mm 2mm; height: 5mm; font-size: 10pt; }
td { width: 22%; }
.signatures { display: flex; justify-content: space-between; margin-top: 8mm; height: 25mm; }
@media print { .sheet { margin: 0 auto; } }
</style>
</head>
<body>
${s.pages.map(page).join('\n')}
</body>
</html>
`;
}

/**
 * The same scoresheet as {@link scoresheetHtml}, one standalone A4-shaped SVG per page.
 *
 * @throws RangeError when the game holds an illegal move, a bad FEN, an unknown result or
 *   option; TypeError when the game, an option or an `info` field has the wrong type.
 * @example
 * const [svg] = scoresheetSvg(gameOf([{ from: 25, to: 22 }]));
 * svg.startsWith('<svg'); // true
 * @category Scoresheet
 */
export function scoresheetSvg(game: GameRecord, options: ScoresheetOptions = {}): string[] {
  const s = build(game, options, 'scoresheetSvg');
  const f = s.fields;
  const W = 595;
  const H = 842;
  const text = (x: number, y: number, t: string, extra = '') =>
    `<text x="${x}" y="${y}"${extra}>${esc(t)}</text>`;
  return s.pages.map((rows, index) => {
    const out: string[] = [
      text(W / 2, 50, 'BIÊN BẢN THI ĐẤU', ' text-anchor="middle" font-size="18" font-weight="bold"'),
      text(50, 80, `Tên giải: ${f.tournament}`),
      text(50, 100, `Vòng đấu: ${f.round}    ${dateLine(f.date)}`),
      text(50, 120, `Trắng: ${f.red}`),
      text(380, 120, `Số: ${f.redNumber}`),
      text(50, 140, `Đen: ${f.black}`),
      text(380, 140, `Số: ${f.blackNumber}`),
      text(50, 160, `Trọng tài: ${f.arbiter}`),
      ...extras([['Đơn vị', f.redUnit]]).map(([k, v]) => text(440, 120, `${k}: ${v}`)),
      ...extras([['Đơn vị', f.blackUnit]]).map(([k, v]) => text(440, 140, `${k}: ${v}`)),
      ...extras([
        ['Lứa tuổi', f.ageGroup],
        ['Địa điểm', f.venue],
      ]).map(([k, v], i) => text(i === 0 ? 250 : 380, 160, `${k}: ${v}`)),
    ];
    const top = 175;
    const rowH = 18;
    const cols = [50, 80, 170, 260, 290, 380, 470, 545];
    const heads = ['TT', 'Trắng', 'Đen', 'TT', 'Trắng', 'Đen'];
    for (let r = 0; r <= 31; r++)
      out.push(
        `<line stroke="#000" stroke-width="0.6" x1="50" y1="${top + r * rowH}" x2="545" y2="${top + r * rowH}"/>`,
      );
    for (const x of cols)
      out.push(
        `<line stroke="#000" stroke-width="0.6" x1="${x}" y1="${top}" x2="${x}" y2="${top + 31 * rowH}"/>`,
      );
    heads.forEach((h, i) => {
      out.push(text(cols[i]! + 4, top + rowH - 5, h, ' font-weight="bold"'));
    });
    rows.forEach((row, r) => {
      row.forEach((c, i) => {
        if (c !== '') out.push(text(cols[i]! + 4, top + (r + 2) * rowH - 5, c));
      });
    });
    const y = top + 31 * rowH + 30;
    if (index === s.pages.length - 1)
      out.push(
        text(50, y, `Tỷ số ván đấu:   Trắng: ${s.score.red}   Đen: ${s.score.black}`),
        text(50, y + 22, `Phán quyết của Trọng tài: ${s.verdict}`),
        text(80, y + 60, 'Trắng ký'),
        text(W / 2, y + 60, 'Trọng tài ký', ' text-anchor="middle"'),
        text(470, y + 60, 'Đen ký'),
      );
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="#fff"/><g font-family="serif" font-size="11" fill="#000">${out.join('')}</g></svg>\n`;
  });
}
