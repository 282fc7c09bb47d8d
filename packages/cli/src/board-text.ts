import { FEN_LETTERS, type Position } from '@xq/core';

/**
 * A position as a text diagram: ranks 9..0 top to bottom, files a..i, red in upper case
 * (red at the bottom, as in every diagram of the law). Colour on a terminal when asked.
 * @category CLI
 */
export function boardText(pos: Position, options: { readonly color?: boolean } = {}): string {
  const lines: string[] = [];
  for (let rank = 9; rank >= 0; rank--) {
    let row = `${rank} `;
    for (let file = 0; file < 9; file++) {
      const p = pos.piece(file + 9 * rank);
      let cell = '·';
      if (p) {
        const l = FEN_LETTERS.standard[p.role];
        cell = p.color === 'red' ? l.toUpperCase() : l;
        if (options.color) cell = p.color === 'red' ? `\x1b[31;1m${cell}\x1b[0m` : `\x1b[1m${cell}\x1b[0m`;
      }
      row += ` ${cell}`;
    }
    lines.push(row);
    if (rank === 5) lines.push('  ~~~~~~~~~~~~~~~~~~~');
  }
  lines.push('   a b c d e f g h i');
  return `${lines.join('\n')}\n`;
}
