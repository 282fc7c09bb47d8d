import { FILE_NAMES, isSquare, type Move, PIECE_CHARACTERS, type Position } from '@xq/core';
import { checkPosition, shown } from './game-check';
import { fenLetter } from './placement';

const CHAR = PIECE_CHARACTERS.traditional;

/**
 * Options of {@link boardText}.
 * @example const o: BoardTextOptions = { pieces: 'chinese' };
 * @category Diagrams
 */
export interface BoardTextOptions {
  /** `'letters'` (default: FEN letters, red upper case) or `'chinese'` (帥 … 卒, full width). */
  readonly pieces?: 'letters' | 'chinese';
}

/**
 * A position as text: rank 9 (black's back rank) at the top, files `a`–`i` from red's left,
 * `.` for an empty point, the river as a blank line.
 * @throws TypeError when `position` is not a Position or `options` not an object; RangeError for
 *   an unknown `pieces`.
 * @example
 * boardText(Position.initial()).split('\n')[1]; // '9 r n b a k a b n r'
 * @category Diagrams
 */
export function boardText(position: Position, options: BoardTextOptions = {}): string {
  checkPosition(position, 'boardText');
  if (options === null || typeof options !== 'object')
    throw new TypeError('boardText: options must be an object');
  if (options.pieces !== undefined && options.pieces !== 'letters' && options.pieces !== 'chinese')
    throw new RangeError("boardText: pieces must be 'letters' or 'chinese'");
  const chinese = options.pieces === 'chinese';
  const files = chinese ? '  ａ ｂ ｃ ｄ ｅ ｆ ｇ ｈ ｉ' : `  ${[...FILE_NAMES].join(' ')}`;
  const lines = [files];
  for (let rank = 9; rank >= 0; rank--) {
    const cells: string[] = [];
    for (let file = 0; file < 9; file++) {
      const p = position.piece(file + 9 * rank);
      cells.push(p === undefined ? (chinese ? '・' : '.') : chinese ? CHAR[p.color][p.role] : fenLetter(p));
    }
    lines.push(`${rank} ${cells.join(' ')}`);
    if (rank === 5) lines.push('');
  }
  lines.push(files);
  return `${lines.join('\n')}\n`;
}

/**
 * Options of {@link boardSvg}.
 * @example const o: BoardSvgOptions = { size: 360, lastMove: { from: 25, to: 22 } };
 * @category Diagrams
 */
export interface BoardSvgOptions {
  /** Width in pixels, a finite number from 10 to 100,000 (default 450; the height follows). */
  readonly size?: number;
  /** Black at the bottom. */
  readonly flip?: boolean;
  /** A move to mark on the board. */
  readonly lastMove?: Move;
  /**
   * How the pieces are drawn: `'colour'` (default: red and black characters on light discs) or
   * `'print'`, the law's convention for printed diagrams (2.2: "Trên sách báo, quân nào chữ đen
   * trên nền trắng được gọi là quân Trắng, quân nào có chữ trắng trên nền đen được gọi là quân
   * Đen"): Trắng black on a white disc, Đen white on a black disc.
   */
  readonly style?: 'colour' | 'print';
}

/** Disc fill, outline and character colour of each side, per {@link BoardSvgOptions} style. */
const INK = {
  colour: { red: { disc: '#fdf6e3', ink: '#c00' }, black: { disc: '#fdf6e3', ink: '#111' } },
  print: { red: { disc: '#fff', ink: '#000' }, black: { disc: '#000', ink: '#fff' } },
} as const;

/**
 * A position as a standalone SVG picture: the board with its palaces and river, the files
 * numbered for each side (red 九…一 at the bottom, or 9…1 in the `'print'` style, black 1…9 at the
 * top), the pieces as
 * lettered discs. Every option is checked before it reaches the markup.
 * @throws TypeError when `position` is not a Position, `options` not an object or `flip` not a
 *   boolean; RangeError for a `size` outside 10..100,000 or a `lastMove` off the board.
 * @example
 * boardSvg(Position.initial()).startsWith('<svg'); // true
 * @category Diagrams
 */
export function boardSvg(position: Position, options: BoardSvgOptions = {}): string {
  checkPosition(position, 'boardSvg');
  if (options === null || typeof options !== 'object')
    throw new TypeError('boardSvg: options must be an object');
  const { size, flip, lastMove, style } = options;
  if (style !== undefined && style !== 'colour' && style !== 'print')
    throw new RangeError(`boardSvg: style must be 'colour' or 'print', not ${shown(style)}`);
  if (
    size !== undefined &&
    (typeof size !== 'number' || !Number.isFinite(size) || size < 10 || size > 100_000)
  )
    throw new RangeError(`boardSvg: size must be a number from 10 to 100000, not ${shown(size)}`);
  if (flip !== undefined && typeof flip !== 'boolean')
    throw new TypeError('boardSvg: flip must be a boolean');
  if (
    lastMove !== undefined &&
    (lastMove === null || typeof lastMove !== 'object' || !isSquare(lastMove.from) || !isSquare(lastMove.to))
  )
    throw new RangeError('boardSvg: lastMove must be { from, to } with squares 0..89');
  const width = size ?? 450;
  const cell = width / 10;
  const height = cell * 11;
  const x = (file: number) => cell * (1 + (flip ? 8 - file : file));
  const y = (rank: number) => cell * (1 + (flip ? rank : 9 - rank));
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
  const parts: string[] = [];
  for (let r = 0; r < 10; r++) parts.push(line(x(0), y(r), x(8), y(r)));
  for (let f = 0; f < 9; f++) {
    if (f === 0 || f === 8) parts.push(line(x(f), y(0), x(f), y(9)));
    else parts.push(line(x(f), y(0), x(f), y(4)), line(x(f), y(5), x(f), y(9)));
  }
  for (const [r0, r1] of [
    [0, 2],
    [7, 9],
  ] as const)
    parts.push(line(x(3), y(r0), x(5), y(r1)), line(x(5), y(r0), x(3), y(r1)));
  const font = cell * 0.5;
  const labels: string[] = [];
  for (let f = 0; f < 9; f++) {
    // 2.1: Trắng's files 1…9 from its right, Đen's 9…1 from the reader's right. The colour style
    // writes Trắng's numbers as the Chinese boards do (九…一); print writes the law's digits.
    const redLabel = style === 'print' ? String(9 - f) : '九八七六五四三二一'[f]!;
    const blackLabel = String(f + 1);
    const [bottom, top] = flip ? [blackLabel, redLabel] : [redLabel, blackLabel];
    labels.push(
      `<text x="${x(f)}" y="${cell * 0.45}" font-size="${font * 0.7}">${top}</text>`,
      `<text x="${x(f)}" y="${height - cell * 0.2}" font-size="${font * 0.7}">${bottom}</text>`,
    );
  }
  const pieces: string[] = [];
  if (lastMove)
    for (const sq of [lastMove.from, lastMove.to])
      pieces.push(
        `<rect x="${x(sq % 9) - cell * 0.48}" y="${y((sq / 9) | 0) - cell * 0.48}" width="${cell * 0.96}" height="${cell * 0.96}" fill="none" stroke="#2a7" stroke-width="2"/>`,
      );
  for (let sq = 0; sq < 90; sq++) {
    const p = position.piece(sq);
    if (p === undefined) continue;
    const { disc, ink } = INK[style ?? 'colour'][p.color];
    // A black disc is outlined in black, not in its white ink, so it stands out on the board.
    const outline = disc === '#000' ? '#000' : ink;
    pieces.push(
      `<g class="${p.color} ${p.role}"><circle cx="${x(sq % 9)}" cy="${y((sq / 9) | 0)}" r="${cell * 0.42}" fill="${disc}" stroke="${outline}" stroke-width="2"/>` +
        `<text x="${x(sq % 9)}" y="${y((sq / 9) | 0) + font * 0.36}" font-size="${font}" fill="${ink}">${CHAR[p.color][p.role]}</text></g>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#f0d9a8"/>` +
    `<g stroke="#333" stroke-width="1">${parts.join('')}</g>` +
    `<g text-anchor="middle" font-family="serif" fill="#333">${labels.join('')}${pieces.join('')}</g></svg>\n`
  );
}
