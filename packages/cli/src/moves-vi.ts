import { Position, parseUci } from '@xq/core';
import { formatMove } from '@xq/notation';

/**
 * A text with its moves written in the law's notation (Điều 11: `P2-5`, `M8.7`): every UCCI
 * move (`h2e2`) that is legal in the position of `fen` becomes its Vietnamese notation; other
 * words, squares and an unreadable `fen` leave the text as it is. For the rulings of
 * `@xq/arbiter`, which name moves in coordinates, printed under `--lang vi`.
 * @example movesInLawNotation('Trắng đi h2e2 (9.1).', INITIAL_FEN) // 'Trắng đi P2-5 (9.1).'
 * @category CLI
 */
export function movesInLawNotation(text: string, fen: string | null | undefined): string {
  if (typeof fen !== 'string') return text;
  const position = Position.fromFen(fen);
  if (!position.ok) return text;
  const legal = new Set(position.value.legalMoves().map((m) => `${m.from}:${m.to}`));
  return text.replace(/(?<![\w-])[a-i]\d[a-i]\d(?![\w-])/gu, (uci) => {
    const move = parseUci(uci);
    if (!move.ok || !legal.has(`${move.value.from}:${move.value.to}`)) return uci;
    return formatMove(position.value, move.value, 'vi');
  });
}
