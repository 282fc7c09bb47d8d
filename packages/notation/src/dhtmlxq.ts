import { formatUci, INITIAL_FEN, type Move, type Position, type Result, squareName } from '@xq/core';
import type { GameNode, GameRecord } from './game';
import { checkGame, checkNode } from './game-check';
import { withLegalPart } from './legal-part';
import { lineColumn } from './lexer';
import { fenPlacement, PIECE_ORDER, slotSquares } from './placement';
import { recordStart, startKind, writableStart } from './record-start';
import { ReplayBoard } from './replay-board';

/**
 * Why a DhtmlXQ text was not read: no DhtmlXQ tag (`DHTMLXQ_EMPTY`), a bad start position
 * (`DHTMLXQ_BAD_POSITION`), a move list that is not 4 digits a move or a field opened and never
 * closed (`DHTMLXQ_MALFORMED`, with the field's `line` and `column`) or a move that is not legal
 * (`DHTMLXQ_ILLEGAL`, with the branch and ply).
 * @example const e: DhtmlXQError = { code: 'DHTMLXQ_EMPTY', message: 'no [DhtmlXQ_…] tag' };
 * @category Records
 */
export interface DhtmlXQError {
  /** What went wrong (see above). */
  readonly code: 'DHTMLXQ_EMPTY' | 'DHTMLXQ_BAD_POSITION' | 'DHTMLXQ_MALFORMED' | 'DHTMLXQ_ILLEGAL';
  /** A human-readable explanation, in English. */
  readonly message: string;
  /** The 1-based line of a field never closed, for `DHTMLXQ_MALFORMED`. */
  readonly line?: number;
  /** Its 1-based column (in UTF-16 code units). */
  readonly column?: number;
  /** Branch id of the bad move (0 = main line), for `DHTMLXQ_ILLEGAL`. */
  readonly branch?: number;
  /** 1-based ply of the bad move counted from the start of the game, for `DHTMLXQ_ILLEGAL`. */
  readonly ply?: number;
  /** The illegal move, for `DHTMLXQ_ILLEGAL`. */
  readonly move?: Move;
  /** The position it was played in, for `DHTMLXQ_ILLEGAL`. */
  readonly fen?: string;
  /**
   * For `DHTMLXQ_ILLEGAL`: the record read up to the refused move (its tags, start, comments and
   * the main line before that ply), to keep its legal part; not enumerable, so not in JSON.
   */
  readonly legal?: GameRecord;
}

// DhtmlXQ tag ↔ PGN tag.
const TAGS: [string, string][] = [
  ['title', 'Title'],
  ['event', 'Event'],
  ['date', 'Date'],
  ['place', 'Site'],
  ['round', 'Round'],
  ['red', 'Red'],
  ['redteam', 'RedTeam'],
  ['black', 'Black'],
  ['blackteam', 'BlackTeam'],
  ['open', 'Opening'],
  ['author', 'Annotator'],
];

/** The square of DhtmlXQ digits x (0..8 from the left) and y (0..9 from the top), or -1. */
const squareOf = (x: number, y: number): number =>
  x >= 0 && x <= 8 && y >= 0 && y <= 9 ? x + 9 * (9 - y) : -1;
const digitsOf = (sq: number): string => `${sq % 9}${9 - ((sq / 9) | 0)}`;

function resultOf(text: string): string {
  const t = text.trim();
  if (/^(?:1-0|[紅红]先?[勝胜]|W)$/u.test(t)) return '1-0';
  if (/^(?:0-1|[黑][勝胜]|[紅红]先?負|[紅红]先?负|L)$/u.test(t)) return '0-1';
  if (/^(?:1\/2-1\/2|和|和棋|和局|[紅红]先和|D)$/u.test(t)) return '1/2-1/2';
  return '*';
}

function decodeMoves(digits: string): Move[] | undefined {
  const d = digits.replace(/\s+/gu, '');
  if (!/^(?:\d{4})*$/u.test(d)) return undefined;
  const out: Move[] = [];
  for (let i = 0; i < d.length; i += 4) {
    const from = squareOf(Number(d[i]), Number(d[i + 1]));
    const to = squareOf(Number(d[i + 2]), Number(d[i + 3]));
    if (from < 0 || to < 0) return undefined;
    out.push({ from, to });
  }
  return out;
}

function startFen(fields: Map<string, string>, firstMove: Move | undefined): Result<string, DhtmlXQError> {
  const fen = fields.get('fen')?.trim();
  if (fen) return { ok: true, value: fen };
  const binit = fields.get('binit')?.replace(/\s+/gu, '');
  if (binit === undefined || binit === '') return { ok: true, value: INITIAL_FEN };
  if (!/^\d{64}$/u.test(binit))
    return { ok: false, error: { code: 'DHTMLXQ_BAD_POSITION', message: '_binit must hold 64 digits' } };
  const board: string[] = new Array(90).fill('');
  for (let i = 0; i < 32; i++) {
    const sq = squareOf(Number(binit[2 * i]), Number(binit[2 * i + 1]));
    if (sq >= 0) board[sq] = PIECE_ORDER[i]!;
  }
  const mover = firstMove === undefined ? '' : board[firstMove.from]!;
  const turn = mover !== '' && mover === mover.toLowerCase() ? 'b' : 'w';
  return { ok: true, value: `${fenPlacement(board)} ${turn} - - 0 1` };
}

type MutableNode = { move: Move; comments: string[]; nags: number[]; variations: GameNode[][] };

/** The comment of a ply of a branch (`||` = new line), as a node's comment list. */
function commentOf(fields: Map<string, string>, branch: number, ply: number): string[] {
  const c = fields.get(`comment${branch}_${ply}`) ?? (branch === 0 ? fields.get(`comment${ply}`) : undefined);
  return c === undefined || c === '' ? [] : [c.replace(/\|\|/gu, '\n')];
}

/**
 * The move tree: the main line `main` from `position`, then the branches `_move_<parent>_<ply>_<id>`
 * (`branchKeys`) read from the main line outwards, each checked move by move.
 */
function readTree(
  fields: Map<string, string>,
  branchKeys: readonly string[],
  position: Position,
  main: Move[],
): Result<GameNode[], DhtmlXQError> | { ok: false; error: DhtmlXQError; main: GameNode[] } {
  const comment = (branch: number, ply: number): string[] => commentOf(fields, branch, ply);
  // The branches by parent, in the order they were written.
  const children = new Map<number, { ply: number; id: number; key: string }[]>();
  for (const key of branchKeys) {
    const [, parent, ply, id] = key.split('_').map(Number) as [number, number, number, number];
    const list = children.get(parent);
    if (list) list.push({ ply, id, key });
    else children.set(parent, [{ ply, id, key }]);
  }
  // Per branch: its nodes by absolute ply, and the position before the plies where others branch off.
  const branches = new Map<number, { nodes: Map<number, MutableNode>; before: Map<number, Position> }>();
  const grow = (
    branch: number,
    first: number,
    from: Position,
    moves: Move[],
  ): { ok: true; value: MutableNode[] } | { ok: false; error: DhtmlXQError; read: MutableNode[] } => {
    const entry = { nodes: new Map<number, MutableNode>(), before: new Map<number, Position>() };
    branches.set(branch, entry);
    const anchors = new Set((children.get(branch) ?? []).map((c) => c.ply));
    const out: MutableNode[] = [];
    const board = new ReplayBoard(from);
    for (let i = 0; i < moves.length; i++) {
      const ply = first + i;
      const move = moves[i]!;
      if (!board.isLegal(move)) {
        const named = `${formatUci(move)} (${digitsOf(move.from)}${digitsOf(move.to)}), from ${squareName(move.from)} to ${squareName(move.to)}`;
        const fen = board.fen();
        return {
          ok: false,
          error: {
            code: 'DHTMLXQ_ILLEGAL',
            message: `branch ${branch}, ply ${ply}: illegal move ${named} in ${fen}`,
            branch,
            ply,
            move,
            fen,
          },
          read: out,
        };
      }
      const node: MutableNode = { move, comments: comment(branch, ply), nags: [], variations: [] };
      entry.nodes.set(ply, node);
      if (anchors.has(ply)) entry.before.set(ply, board.position());
      out.push(node);
      board.make(move);
    }
    return { ok: true, value: out };
  };
  const mainNodes = grow(0, 1, position, main);
  if (!mainNodes.ok) return { ok: false, error: mainNodes.error, main: mainNodes.read };
  // Read from the main line outwards (branches whose parent never comes are left out).
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const parentId = queue[head]!;
    const parent = branches.get(parentId)!;
    for (const b of children.get(parentId) ?? []) {
      const anchor = parent.nodes.get(b.ply);
      if (!anchor || branches.has(b.id)) continue;
      const line = decodeMoves(fields.get(b.key)!);
      if (!line)
        return {
          ok: false,
          error: { code: 'DHTMLXQ_MALFORMED', message: `_${b.key} must be 4 digits a move` },
        };
      const nodes = grow(b.id, b.ply, parent.before.get(b.ply)!, line);
      if (!nodes.ok) return { ok: false, error: nodes.error, main: mainNodes.value };
      if (nodes.value.length > 0) anchor.variations.push(nodes.value);
      queue.push(b.id);
    }
  }
  return mainNodes;
}

/**
 * Reads a DhtmlXQ record (dpxq.com, CCBridge "UBB" code): `_binit` or `_fen` for the start,
 * `_movelist`, the branches `_move_<parent>_<ply>_<id>`, the comments `_comment<ply>` and
 * `_comment<branch>_<ply>` (`||` = new line), and the title, event, date, place, round, players,
 * teams, opening and result tags (as PGN tag names).
 *
 * @returns the game, or a {@link DhtmlXQError} (an illegal move named with its branch, ply and
 *   position, and the record read before it as `legal`); a start that is a finished mate opens with a {@link GameWarning} when the record
 *   holds no move. Linear in the length of the text.
 * @throws TypeError when `text` is not a string.
 * @example
 * const r = parseDhtmlXQ('[DhtmlXQ][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQ]');
 * r.ok && r.value.moves.length; // 2
 * // Refused at ply 2: what was read before it is handed back (not enumerable).
 * const bad = parseDhtmlXQ('[DhtmlXQ][DhtmlXQ_movelist]77477747[/DhtmlXQ_movelist][/DhtmlXQ]');
 * !bad.ok && bad.error.legal?.moves.length; // 1
 * @category Records
 */
export function parseDhtmlXQ(text: string): Result<GameRecord, DhtmlXQError> {
  if (typeof text !== 'string') throw new TypeError('parseDhtmlXQ: text must be a string');
  const fields = new Map<string, string>();
  // Every field that opens is closed before the next bracket: `[DhtmlXQ_x]…[/DhtmlXQ_x]`.
  const open = /\[DhtmlXQ_([A-Za-z0-9_]+)\]/gu;
  const field = /([^[]*)\[\/DhtmlXQ_([A-Za-z0-9_]+)\]/uy;
  for (let m = open.exec(text); m !== null; m = open.exec(text)) {
    field.lastIndex = open.lastIndex;
    const f = field.exec(text);
    if (f === null || f[2] !== m[1]) {
      const at = lineColumn(text, m.index);
      return {
        ok: false,
        error: {
          code: 'DHTMLXQ_MALFORMED',
          message: `the field [DhtmlXQ_${m[1]}] opened at line ${at.line}, column ${at.column} is never closed with [/DhtmlXQ_${m[1]}]`,
          ...at,
        },
      };
    }
    fields.set(m[1]!.toLowerCase(), f[1]!);
    open.lastIndex = field.lastIndex;
  }
  if (fields.size === 0)
    return { ok: false, error: { code: 'DHTMLXQ_EMPTY', message: 'no [DhtmlXQ_…] tag' } };
  const main = decodeMoves(fields.get('movelist') ?? '');
  if (!main)
    return { ok: false, error: { code: 'DHTMLXQ_MALFORMED', message: '_movelist must be 4 digits a move' } };
  const fen = startFen(fields, main[0]);
  if (!fen.ok) return fen;
  const start = recordStart(fen.value);
  if (!start.ok)
    return {
      ok: false,
      error: { code: 'DHTMLXQ_BAD_POSITION', message: `bad start: ${start.error.message}` },
    };
  const { position, warning } = start.value;
  const branchKeys = [...fields.keys()].filter((k) => /^move_\d+_\d+_\d+$/u.test(k));
  if (position === undefined) {
    if (main.length > 0 || branchKeys.some((k) => fields.get(k)!.trim() !== ''))
      return {
        ok: false,
        error: {
          code: 'DHTMLXQ_BAD_POSITION',
          message: `bad start: ${startKind(start.value)}, yet the record plays moves`,
        },
      };
  }
  const tags: [string, string][] = [];
  for (const [key, name] of TAGS) {
    const v = fields.get(key);
    if (v !== undefined && v !== '') tags.push([name, v]);
  }
  const result = resultOf(fields.get('result') ?? '');
  tags.push(['Result', result]);
  if (start.value.fen !== INITIAL_FEN) tags.push(['FEN', start.value.fen]);
  let moves: GameNode[] = [];
  if (position !== undefined) {
    const tree = readTree(fields, branchKeys, position, main);
    if (!tree.ok && !('main' in tree)) return tree;
    if (!tree.ok) {
      const read = { tags, fen: start.value.fen, comments: commentOf(fields, 0, 0), result };
      return { ok: false, error: withLegalPart(tree.error, read, tree.main, tree.error.ply ?? 1) };
    }
    moves = tree.value;
  }
  return {
    ok: true,
    value: {
      tags,
      fen: start.value.fen,
      comments: commentOf(fields, 0, 0),
      moves,
      result,
      ...(warning === undefined ? {} : { warnings: [warning] }),
    },
  };
}

const RESULT_TEXT: Record<string, string> = { '1-0': '红胜', '0-1': '黑胜', '1/2-1/2': '和棋' };

/** A text with its brackets, which would open or close a field, full-width (［］). */
const bracketsOf = (text: string): string => text.replace(/\[/gu, '［').replace(/\]/gu, '］');
/** A comment as its field holds it: `|` full-width (｜), since `||` is DhtmlXQ's line break. */
const commentText = (text: string): string => bracketsOf(text).replace(/\|/gu, '｜').replace(/\n/gu, '||');

/**
 * Writes a game as a DhtmlXQ record, with its branches and comments; the start as `_binit` (and
 * `_fen`) when it is not the initial position. In a tag or a comment a bracket, which would open
 * or close a field, is written full-width (`［`, `］`); in a comment a line break is written
 * `||`, as DhtmlXQ writes one (a node's comments are joined by it), and so `|` is written `｜`.
 *
 * @throws RangeError when the game holds an illegal move, a bad FEN or an unknown result;
 *   TypeError when the game or a field has the wrong type. Iterative: any nesting is written.
 * @example
 * formatDhtmlXQ(gameOf([{ from: 25, to: 22 }])).includes('[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]'); // true
 * @category Records
 */
export function formatDhtmlXQ(game: GameRecord): string {
  checkGame(game, 'formatDhtmlXQ');
  const start = writableStart(game.fen, game.moves.length);
  const lines = ['[DhtmlXQ]'];
  const tag = (name: string) => game.tags.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
  for (const [key, name] of TAGS) {
    const v = tag(name);
    if (v !== undefined && v !== '') lines.push(`[DhtmlXQ_${key}]${bracketsOf(v)}[/DhtmlXQ_${key}]`);
  }
  lines.push(`[DhtmlXQ_result]${RESULT_TEXT[game.result] ?? '未知'}[/DhtmlXQ_result]`);
  if (start.fen !== INITIAL_FEN) {
    const slots = slotSquares(start.piece).map((sq) => (sq < 0 ? '99' : digitsOf(sq)));
    lines.push(`[DhtmlXQ_binit]${slots.join('')}[/DhtmlXQ_binit]`, `[DhtmlXQ_fen]${start.fen}[/DhtmlXQ_fen]`);
  }
  const out: string[] = [];
  const comments: string[] = [];
  const note = (branch: number, ply: number, texts: readonly string[]) => {
    const t = commentText(texts.join('\n'));
    if (t !== '')
      comments.push(
        `[DhtmlXQ_comment${branch === 0 ? '' : `${branch}_`}${ply}]${t}[/DhtmlXQ_comment${branch === 0 ? '' : `${branch}_`}${ply}]`,
      );
  };
  note(0, 0, game.comments);
  // Branches in the order they are numbered (breadth first, no recursion): each is written with
  // the branches that leave it queued behind.
  type Branch = { id: number; parent: number; first: number; from: Position; nodes: readonly GameNode[] };
  const queue: Branch[] = [];
  if (start.position !== undefined)
    queue.push({ id: 0, parent: 0, first: 1, from: start.position, nodes: game.moves });
  let nextId = 1;
  const seen = new Set<object>();
  for (let head = 0; head < queue.length; head++) {
    const { id, parent, first, from, nodes } = queue[head]!;
    let pos = from;
    let digits = '';
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i]!;
      checkNode(node, 'formatDhtmlXQ', seen);
      const ply = first + i;
      if (!pos.isLegal(node.move))
        throw new RangeError(`illegal move ${JSON.stringify(node.move)} in ${pos.fen()}`);
      digits += digitsOf(node.move.from) + digitsOf(node.move.to);
      note(id, ply, [...(node.before ?? []), ...node.comments]);
      for (const v of node.variations)
        if (v.length > 0) queue.push({ id: nextId++, parent: id, first: ply, from: pos, nodes: v });
      pos = pos.play(node.move);
    }
    if (id === 0) lines.push(`[DhtmlXQ_movelist]${digits}[/DhtmlXQ_movelist]`);
    else out.push(`[DhtmlXQ_move_${parent}_${first}_${id}]${digits}[/DhtmlXQ_move_${parent}_${first}_${id}]`);
  }
  if (start.position === undefined) lines.push('[DhtmlXQ_movelist][/DhtmlXQ_movelist]');
  return `${[...lines, ...out, ...comments, '[/DhtmlXQ]'].join('\n')}\n`;
}
