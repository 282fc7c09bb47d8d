// The three dialects an engine may speak, one record each: the handshake, how a move and a
// position are written, how a ban is sent. The rest of the driver speaks xq's moves only.
import { FILE_NAMES, type Move, type Position, type Square } from '@xq/core';

/**
 * The dialects the driver speaks: UCCI (ICCS coordinates, `banmoves`), UCI as Pikafish speaks
 * it (ICCS coordinates a0–i9), and UCI with `UCI_Variant xiangqi` as Fairy-Stockfish speaks it
 * (ranks counted 1–10).
 * @example DIALECTS.includes('ucci') // true
 * @category Engine
 */
export const DIALECTS = ['ucci', 'uci', 'uci-fairy'] as const;

/**
 * One of {@link DIALECTS}.
 * @category Engine
 */
export type Dialect = (typeof DIALECTS)[number];

/** How one dialect writes things. */
export interface DialectRules {
  /** The handshake command and its answer. */
  readonly hello: 'ucci' | 'uci';
  /** The handshake's answer. */
  readonly helloOk: 'ucciok' | 'uciok';
  /** The rank written for rank 0 (0 in ICCS, 1 in Fairy-Stockfish's). */
  readonly rankBase: 0 | 1;
  /** Lines sent after the handshake (the variant, for Fairy-Stockfish). */
  readonly setup: readonly string[];
  /** The line that tells the engine the next search is in another game. */
  readonly newGame: 'ucinewgame' | 'setoption newgame';
  /** UCCI bans moves with `banmoves`; UCI lists the others in `go searchmoves`. */
  readonly ban: 'banmoves' | 'searchmoves';
  /** `setoption name X value Y` (UCI) or `setoption X Y` (UCCI). */
  readonly option: (name: string, value: string) => string;
}

/** The dialects' rules, one row each (the compiler keeps the table complete). */
export const DIALECT_RULES: { readonly [D in Dialect]: DialectRules } = {
  ucci: {
    hello: 'ucci',
    helloOk: 'ucciok',
    rankBase: 0,
    setup: [],
    newGame: 'setoption newgame',
    ban: 'banmoves',
    option: (name, value) => `setoption ${name} ${value}`,
  },
  uci: {
    hello: 'uci',
    helloOk: 'uciok',
    rankBase: 0,
    setup: [],
    newGame: 'ucinewgame',
    ban: 'searchmoves',
    option: (name, value) => `setoption name ${name} value ${value}`,
  },
  'uci-fairy': {
    hello: 'uci',
    helloOk: 'uciok',
    rankBase: 1,
    setup: ['setoption name UCI_Variant value xiangqi'],
    newGame: 'ucinewgame',
    ban: 'searchmoves',
    option: (name, value) => `setoption name ${name} value ${value}`,
  },
};

const FILE_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  [...FILE_NAMES].map((f, i) => [f, i]),
);

/** A square in a dialect's coordinates. */
function squareText(square: Square, base: 0 | 1): string {
  return FILE_NAMES[square % 9]! + (Math.floor(square / 9) + base);
}

/** A move in a dialect's coordinates: `h2e2` (ICCS) or `h3e3` (Fairy-Stockfish). */
export function formatDialectMove(move: Move, dialect: Dialect): string {
  const base = DIALECT_RULES[dialect].rankBase;
  return squareText(move.from, base) + squareText(move.to, base);
}

const DIALECT_MOVE = /^([a-i])(10|[0-9])([a-i])(10|[0-9])$/;

/** Reads a move in a dialect's coordinates (form only), or `undefined`. */
export function parseDialectMove(text: string, dialect: Dialect): Move | undefined {
  const m = DIALECT_MOVE.exec(text);
  if (!m) return undefined;
  const base = DIALECT_RULES[dialect].rankBase;
  const r1 = Number(m[2]) - base;
  const r2 = Number(m[4]) - base;
  if (r1 < 0 || r1 > 9 || r2 < 0 || r2 > 9) return undefined;
  return { from: FILE_INDEX[m[1]!]! + 9 * r1, to: FILE_INDEX[m[3]!]! + 9 * r2 };
}

/**
 * The `position` command: the start as a FEN and the moves from it. UCCI and Pikafish take
 * the FEN with `w`/`b`; the moves since the last capture are sent as moves so that the
 * engine sees the repetitions.
 */
export function positionCommand(start: Position, moves: readonly Move[], dialect: Dialect): string {
  const fen = start.fen();
  if (moves.length === 0) return `position fen ${fen}`;
  return `position fen ${fen} moves ${moves.map((m) => formatDialectMove(m, dialect)).join(' ')}`;
}
