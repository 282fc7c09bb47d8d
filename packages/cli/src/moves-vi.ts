import { formatUci, type Move, Position, parseUci } from '@xq/core';
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

/**
 * An explained repetition ruling (`explainRuling(ruling, 'vi')`) with the moves of its cycle in
 * the law's notation: the k-th line after "Chu kỳ:" names the k-th move of `cycle`, played at ply
 * `index` of the game that went from `start` through `moves` (moves or their UCCI text). Lines it
 * cannot match stay as they are.
 * @example rulingInLawNotation(explainRuling(ruling, 'vi'), ruling.cycle, game.start, moves)
 * @category CLI
 */
export function rulingInLawNotation(
  text: string,
  cycle: readonly { readonly index: number; readonly move: Move }[],
  start: Position,
  moves: readonly (Move | string)[],
): string {
  // The position before each ply, computed once up to the last ply the cycle names.
  const last = Math.min(moves.length, Math.max(-1, ...cycle.map((c) => c.index)) + 1);
  const before: Position[] = [start];
  for (let i = 0; i < last - 1; i++) {
    // A move given as UCCI text (as `Game.replay` takes it) is read; an unreadable one ends the walk.
    const given = moves[i]!;
    const move = typeof given === 'string' ? parseUci(given) : { ok: true as const, value: given };
    if (!move.ok || !before[i]!.isLegal(move.value)) break;
    before.push(before[i]!.play(move.value));
  }
  const lines = text.split('\n');
  const head = lines.findIndex((l) => l.trim() === 'Chu kỳ:');
  if (head < 0) return text;
  let k = 0;
  for (let i = head + 1; i < lines.length && k < cycle.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const { index, move } = cycle[k++]!;
    const position = before[index];
    if (position === undefined || !position.isLegal(move)) continue;
    const uci = formatUci(move);
    lines[i] = lines[i]!.replace(
      new RegExp(`(?<![\\w-])${uci}(?![\\w-])`, 'u'),
      formatMove(position, move, 'vi'),
    );
  }
  return lines.join('\n');
}
