import type { Position, Result } from '@xq/core';
import type { GameNode } from './game';
import { checkNode } from './game-check';
import { readRecordMove } from './lenient';
import { lexMovetext } from './lexer';
import { type LineError, lineError } from './line';
import { formatLegal } from './move';
import type { FormatOptions, Notation } from './notations';
import { ReplayBoard } from './replay-board';

// The movetext of a game as a tree, read and written without recursion: shared by the PGN
// reader and writer and by convert().

/** A comment in braces: `}` cannot be written inside (it becomes `)`), nor a line starting with `[` (it would read as a tag: `［`). */
export const comment = (c: string): string =>
  `{${c
    .replace(/\}/gu, ')')
    .replace(/(^|\n)([ \t\r]*)\[/gu, '$1$2［')
    .trimEnd()}}`;
interface Frame {
  nodes: GameNode[];
  pending: string[];
  /** Moves made on the board in this frame. */
  made: number;
  /** The parent's move taken back to open this variation (undefined: a variation after no move). */
  undone: GameNode['move'] | undefined;
}

type MutableNode = {
  move: GameNode['move'];
  before?: readonly string[];
  comments: string[];
  nags: number[];
  variations: GameNode[][];
};
// Shared by every node without comments, NAGs or variations (most of them): replaced by a new
// array on the first addition, which is then grown in place.
const NONE: never[] = Object.freeze([]) as unknown as never[];

function closeFrame(stack: Frame[], board: ReplayBoard): void {
  const frame = stack.pop()!;
  for (let i = 0; i < frame.made; i++) board.unmake();
  if (frame.undone === undefined) return;
  board.make(frame.undone);
  const parentLast = stack[stack.length - 1]!.nodes.at(-1) as MutableNode;
  if (frame.nodes.length === 0) return;
  if (parentLast.variations === NONE) parentLast.variations = [frame.nodes];
  else parentLast.variations.push(frame.nodes);
}

/** @internal A `{` or `(` never closed, at its offset in the movetext. */
export interface Unclosed {
  readonly unclosed: 'comment' | 'variation';
  readonly offset: number;
}

export interface Body {
  comments: string[];
  moves: GameNode[];
  result: string;
  /** True when the movetext wrote a result outside the variations. */
  hasResult: boolean;
  trailing: string | undefined;
}

/** The text after the result, without the braces when it is one comment (as {@link writePgn} writes it). */
function trailingText(text: string): string {
  const m = /^\{([^}]*)\}$/u.exec(text);
  return m ? m[1]!.trim() : text;
}

/**
 * Reads the movetext of a game from its start (`undefined` for a mate diagram: a move there is
 * answered with an error of `undefined`, the caller names it).
 */
export function readMovetext(
  movetext: string,
  start: Position | undefined,
  notation: Notation,
): Result<Body, LineError | Unclosed | undefined> {
  const board = start === undefined ? undefined : new ReplayBoard(start);
  const root: Frame = { nodes: [], pending: [], made: 0, undone: undefined };
  const stack: Frame[] = [root];
  let result = '*';
  let hasResult = false;
  let trailing: string | undefined;
  let ply = 0;
  for (const token of lexMovetext(movetext, notation)) {
    const frame = stack[stack.length - 1]!;
    const last = frame.nodes.at(-1) as MutableNode | undefined;
    switch (token.type) {
      case 'comment':
        if (last === undefined) frame.pending.push(token.text);
        else if (last.comments === NONE) last.comments = [token.text];
        else last.comments.push(token.text);
        break;
      case 'nag':
        if (last === undefined) break;
        if (last.nags === NONE) last.nags = [token.value];
        else last.nags.push(token.value);
        break;
      case 'result':
        if (stack.length === 1) {
          result = token.text;
          hasResult = true;
        }
        break;
      case 'trailer':
        trailing = trailingText(token.text);
        break;
      case 'open':
        if (last) board!.unmake();
        stack.push({ nodes: [], pending: [], made: 0, undone: last?.move });
        break;
      case 'close':
        if (stack.length > 1) closeFrame(stack, board!);
        break;
      case 'unclosed':
        return { ok: false, error: { unclosed: token.what, offset: token.offset } };
      default: {
        if (board === undefined) return { ok: false, error: undefined };
        const r = readRecordMove(board, token.text, notation);
        if (!r.ok) {
          // The main line read before the bad move (its legal part), not enumerable: JSON stays as it was.
          const error = Object.defineProperty(lineError(r.error, board, ply + 1), 'moves', {
            value: root.nodes,
          });
          return { ok: false, error };
        }
        const node: MutableNode = { move: r.value, comments: NONE, nags: NONE, variations: NONE };
        if (frame.pending.length > 0 && frame.nodes.length === 0 && frame !== root)
          node.before = frame.pending;
        frame.nodes.push(node);
        frame.made++;
        board.make(r.value);
        if (stack.length === 1) ply++;
      }
    }
  }
  while (stack.length > 1) closeFrame(stack, board!);
  return { ok: true, value: { comments: root.pending, moves: root.nodes, result, hasResult, trailing } };
}

interface WriteFrame {
  nodes: readonly GameNode[];
  /** Index of the node being written. */
  i: number;
  /** Next variation of that node to write, or -1 before the node itself is written. */
  v: number;
  /** Moves made on the board in this frame. */
  made: number;
  needNumber: boolean;
}

/** The moves of a line with their variations, depth first without recursion. */
export function writeMoves(
  start: Position,
  moves: readonly GameNode[],
  notation: Notation,
  options: FormatOptions,
  words: string[],
): void {
  const board = new ReplayBoard(start);
  const seen = new Set<object>();
  const stack: WriteFrame[] = [{ nodes: moves, i: 0, v: -1, made: 0, needNumber: true }];
  while (stack.length > 0) {
    const f = stack[stack.length - 1]!;
    if (f.i >= f.nodes.length) {
      for (let k = 0; k < f.made; k++) board.unmake();
      stack.pop();
      if (stack.length > 0) words.push(')');
      continue;
    }
    const node = f.nodes[f.i]!;
    if (f.v < 0) {
      checkNode(node, 'writePgn', seen);
      if (!board.isLegal(node.move))
        throw new RangeError(`illegal move ${JSON.stringify(node.move)} in ${board.fen()}`);
      for (const c of node.before ?? []) words.push(comment(c));
      // The number and its move are one word: a line never breaks between "14." and its move.
      const number =
        board.turn === 'red' ? `${board.fullmoves}. ` : f.needNumber ? `${board.fullmoves}. ... ` : '';
      words.push(number + formatLegal(board, node.move, notation, options));
      f.needNumber = node.comments.length > 0;
      for (const n of node.nags) words.push(`$${n}`);
      for (const c of node.comments) words.push(comment(c));
      f.v = 0;
    }
    if (f.v < node.variations.length) {
      const line = node.variations[f.v++]!;
      f.needNumber = true;
      if (line.length === 0) continue;
      words.push('(');
      stack.push({ nodes: line, i: 0, v: -1, made: 0, needNumber: true });
      continue;
    }
    board.make(node.move);
    f.made++;
    f.i++;
    f.v = -1;
  }
}

/** Words on one line: `(` sticks to the next word and `)` to the previous one. */
export function joinWords(words: readonly string[]): string {
  const parts: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (i > 0 && words[i - 1] !== '(' && w !== ')') parts.push(' ');
    parts.push(w);
  }
  return parts.join('');
}

export function wrap(words: readonly string[]): string {
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const joined = line === '' ? w : line.endsWith('(') || w === ')' ? line + w : `${line} ${w}`;
    if (joined.length > 80 && line !== '') {
      lines.push(line);
      line = w;
    } else line = joined;
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
}
