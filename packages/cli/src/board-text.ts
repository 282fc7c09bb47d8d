import { FEN_LETTERS, type Position, ROLE_LETTERS_VI } from '@xq/core';

/**
 * A position as a text diagram: ranks 9..0 top to bottom, files a..i, red in upper case
 * (red at the bottom, as in every diagram of the law). Colour on a terminal when asked. With
 * `letters: 'vi'` the pieces are the law's Vietnamese letters (Tg S T M X P B), each cell two
 * characters wide for the king's `Tg` (red as the law writes them, black in lower case).
 * @example boardText(Position.initial(), { letters: 'vi' }).split('\n')[0] // '9  x  m  t  s  tg s  t  m  x'
 * @category CLI
 */
export function boardText(
  pos: Position,
  options: { readonly color?: boolean; readonly letters?: 'fen' | 'vi' } = {},
): string {
  const vi = options.letters === 'vi';
  const letters = vi ? ROLE_LETTERS_VI : FEN_LETTERS.standard;
  const lines: string[] = [];
  for (let rank = 9; rank >= 0; rank--) {
    let row = `${rank} `;
    for (let file = 0; file < 9; file++) {
      const p = pos.piece(file + 9 * rank);
      let cell = '·';
      if (p) {
        const l = letters[p.role];
        cell = p.color === 'red' ? (vi ? l : l.toUpperCase()) : l.toLowerCase();
        if (options.color) cell = p.color === 'red' ? `\x1b[31;1m${cell}\x1b[0m` : `\x1b[1m${cell}\x1b[0m`;
      }
      const width = p ? letters[p.role].length : 1;
      row += ` ${cell}${vi ? ' '.repeat(2 - width) : ''}`;
    }
    lines.push(vi ? row.trimEnd() : row);
    if (rank === 5) lines.push(vi ? '  ~~~~~~~~~~~~~~~~~~~~~~~~~~' : '  ~~~~~~~~~~~~~~~~~~~');
  }
  lines.push(vi ? '   a  b  c  d  e  f  g  h  i' : '   a b c d e f g h i');
  return `${lines.join('\n')}\n`;
}
