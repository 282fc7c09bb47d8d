// classifyOpening: a game's ECCO code and names from its moves in ICCS coordinates.

import { Board, INITIAL_FEN, type Move, Position, packMove, parseUci } from '@xq/core';
import { type DbError, fail } from '../errors';
import { eccoOfLine } from './central';
import { lineOf, PLIES, wxfOnBoard } from './moves';
import { eccoNames, type OpeningName } from './names';

export type { EccoNames, OpeningName } from './names';
export { ECCO_CODES, eccoNames } from './names';

/**
 * A game's opening: its ECCO code, the opening's name and, where ECCO names one, the variation's.
 * @example const o: Opening = { code: 'C00', name: { zh: '中炮对屏风马', vi: 'Pháo đầu đối Bình phong mã', en: 'Central Cannon vs Screen Horses' } };
 * @category Openings
 */
export interface Opening {
  /** The ECCO code, A00–E48. */
  readonly code: string;
  /** The opening's name. */
  readonly name: OpeningName;
  /** The variation's name, for the codes ECCO splits into named variations. */
  readonly variation?: OpeningName;
}

/** The most moves read (every one is checked for legality): a game, not a file. */
const MAX_OPENING_MOVES = 10_000;

/**
 * Which of the two public classifiers {@link classifyOpening} follows where they part:
 * `'vschess'` (the default: vschess's port reads the first 20 plies) or `'xqbase'` (the ECCO
 * tags of xqbase's game records, as in the CCPD corpus: the same rules on the first 15 plies
 * only, and the C85/C86 branch the other way round).
 * @example const o: ClassifyOptions = { as: 'xqbase' };
 * @category Openings
 */
export interface ClassifyOptions {
  /** `'vschess'` (default) or `'xqbase'`. */
  readonly as?: 'vschess' | 'xqbase';
}

/** The plies xqbase's tags read: its codes that need ply 16 or later (C25, C46, B56) never occur. */
const XQBASE_PLIES = 15;
/** The two codes of the branch (中炮巡河炮对屏风马, black's left horse to the river) xqbase names the other way. */
const XQBASE_SWAP: Readonly<Record<string, string>> = { C85: 'C86', C86: 'C85' };

const shown = (text: string): string => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** The moves of the input: an array of strings, or one string of moves separated by blanks. */
function movesOf(input: unknown): readonly string[] | undefined {
  if (typeof input === 'string') {
    if (input.length > MAX_OPENING_MOVES * 8) return undefined;
    const t = input.trim();
    return t === '' ? [] : t.split(/\s+/);
  }
  if (!Array.isArray(input) || input.length > MAX_OPENING_MOVES) return undefined;
  const out: string[] = [];
  for (let i = 0; i < input.length; i++) {
    const m: unknown = input[i];
    if (typeof m !== 'string') return undefined;
    out.push(m);
  }
  return out;
}

const START = INITIAL_FEN.split(' ')[0];
/** The initial position's squares and side, to reset a board per game. */
const INITIAL = Position.initial().toBoard();
/** The board games are replayed on (one at a time: nothing here awaits). */
const board = Board.copyOf(INITIAL.squares, 0);

/**
 * The ECCO code of a stored game's moves (legal, as an import replays them): null when the game
 * does not start from the initial position. Only the plies the rules read are looked at.
 * @internal
 */
export function eccoOfGame(fen: string, moves: readonly Move[]): string | null {
  const [placement, side] = fen.split(' ');
  if (placement !== START || (side !== undefined && side !== 'w' && side !== 'r')) return null;
  board.load(INITIAL.squares, 0);
  const wxf: string[] = [];
  for (const { from, to } of moves.slice(0, PLIES)) {
    const packed = packMove(from, to);
    if (!board.isLegal(packed)) break;
    wxf.push(wxfOnBoard(board.squares, from, to));
    board.make(packed);
  }
  return eccoOfLine(lineOf(wxf));
}

/** True for `as: 'xqbase'`, false for the default, `undefined` for anything else. */
function isXqbase(options: unknown): boolean | undefined {
  if (options === undefined) return false;
  if (typeof options !== 'object' || options === null) return undefined;
  const as: unknown = Object.hasOwn(options, 'as') ? (options as { as?: unknown }).as : undefined;
  if (as === undefined || as === 'vschess') return false;
  return as === 'xqbase' ? true : undefined;
}

/**
 * The ECCO opening of a game from the start position: its code (A00–E48, the Chinese standard
 * classification) and names in Chinese, Vietnamese and English, as xqbase's ECCO and vschess
 * classify it — by the moves each side played in the first ten moves, in any order where the
 * classifiers allow a transposition. Every move is checked for legality.
 *
 * The two classifiers part in a few deep lines: by default the code is vschess's (the first 20
 * plies); `{ as: 'xqbase' }` gives the code xqbase's tags give (see {@link ClassifyOptions}).
 *
 * @param moves moves in ICCS coordinates (`h2e2`, `H2-E2`): an array, or one string separated by blanks.
 * @param options which classifier to follow where the two part (default vschess's).
 * @returns the opening, or a typed error (a malformed or illegal move names its ply; more than
 * 10,000 moves, or anything that is not a list of moves or a string, is `DB_OPENING_INPUT`).
 * @example
 * const r = classifyOpening(['h2e2', 'h9g7', 'h0g2', 'i9h9']);
 * r.ok && r.value.code; // 'C00'
 * @category Openings
 */
export function classifyOpening(
  moves: readonly string[] | string,
  options?: ClassifyOptions,
):
  | {
      /** Classified. */
      ok: true;
      /** The opening. */
      value: Opening;
    }
  | {
      /** Refused. */
      ok: false;
      /** Why. */
      error: DbError<'DB_OPENING_INPUT' | 'DB_OPENING_MOVE' | 'DB_OPENING_ILLEGAL'>;
    } {
  const list = movesOf(moves);
  if (list === undefined)
    return fail(
      'DB_OPENING_INPUT',
      `moves must be an array of at most ${MAX_OPENING_MOVES} strings or a string`,
    );
  const xqbase = isXqbase(options);
  if (xqbase === undefined)
    return fail('DB_OPENING_INPUT', "options.as must be 'vschess' or 'xqbase' when given");
  const wxf: string[] = [];
  // Every move is checked on the low-level board (the legality test Position.play uses); the
  // plies the rules read are written in WXF before they are made.
  board.load(INITIAL.squares, 0);
  for (let ply = 0; ply < list.length; ply++) {
    const text = list[ply]!;
    const move = parseUci(text);
    if (!move.ok) return fail('DB_OPENING_MOVE', `not an ICCS move: ${shown(text)}`, ply);
    const packed = packMove(move.value.from, move.value.to);
    if (!board.isLegal(packed))
      return fail('DB_OPENING_ILLEGAL', `illegal move ${shown(text)} at ply ${ply}`, ply);
    if (ply < PLIES) wxf.push(wxfOnBoard(board.squares, move.value.from, move.value.to));
    board.make(packed);
  }
  let code = eccoOfLine(lineOf(xqbase ? wxf.slice(0, XQBASE_PLIES) : wxf));
  if (xqbase && Object.hasOwn(XQBASE_SWAP, code)) code = XQBASE_SWAP[code]!;
  const names = eccoNames(code)!;
  return { ok: true, value: { code, ...names } };
}
