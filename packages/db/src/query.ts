// Queries: what `find` takes, checked before any SQL runs (every field from outside is
// untrusted), and the piece terms (`Re`, `Re4`, `a=0`, `P>=3`) read into codes of the board.
import { FEN_LETTERS, FILE_NAMES, parseSquare, type Result, ROLES } from '@xq/core';
import { type DbError, fail, quote } from './errors';

/**
 * A search: any of its parts, all of which a game must meet; results in paging order (by id).
 * @example const q: Query = { fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', mirror: true, limit: 20 };
 * @category Collection
 */
export interface Query {
  /** A position the game reaches (placement and side to move). */
  readonly fen?: string;
  /** Also its left–right mirror image. */
  readonly mirror?: boolean;
  /**
   * Pieces on points and material, all in one position of the game: terms separated by commas or
   * spaces, a FEN letter (upper case red, lower case black; `b`/`e` elephant, `n`/`h` horse) then
   * a point (`Re4`: a red rook on e4), a file (`Re`: on the e-file) or a count (`a=0`: black has
   * no advisor; `P>=3`, `c<2`, `N!=2`).
   */
  readonly pieces?: string;
  /** A player (red or black), a part of the name. */
  readonly player?: string;
  /** The red player, a part of the name. */
  readonly red?: string;
  /** The black player, a part of the name. */
  readonly black?: string;
  /** The event, a part of its name. */
  readonly event?: string;
  /** Dates from (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`, inclusive). */
  readonly from?: string;
  /** Dates up to (same forms, inclusive: `--to 1990` takes all of 1990). */
  readonly to?: string;
  /** `1-0`, `0-1` or `1/2-1/2`. */
  readonly result?: string;
  /** An ECCO code (`C45`) or a prefix of one (`C`, `C4`). */
  readonly opening?: string;
  /** Games a page (default 50; 0 = all). */
  readonly limit?: number;
  /** Games to skip before the page. */
  readonly offset?: number;
}

/** One piece term, read: a piece code and a point, a file or a count. @internal */
export type PieceTerm =
  | { readonly kind: 'point'; readonly code: number; readonly square: number }
  | { readonly kind: 'file'; readonly code: number; readonly file: number }
  | {
      readonly kind: 'count';
      readonly code: number;
      readonly op: '=' | '!=' | '<' | '<=' | '>' | '>=';
      readonly n: number;
    };

const LETTER_CODES = new Map<string, number>();
for (const letters of [FEN_LETTERS.standard, FEN_LETTERS.wxf])
  for (const [i, role] of ROLES.entries()) {
    LETTER_CODES.set(letters[role].toUpperCase(), i + 1);
    LETTER_CODES.set(letters[role], (i + 1) | 8);
  }

const TERM = /^([a-zA-Z])(?:([a-i])([0-9])?|(=|!=|<=|>=|<|>)(\d{1,2}))$/;
const MAX_PIECE_TEXT = 1000;

/** Reads piece terms (see {@link Query.pieces}). @internal */
export function parsePieces(text: string): Result<PieceTerm[], DbError> {
  if (text.length > MAX_PIECE_TEXT)
    return fail('DB_BAD_QUERY', `pieces: longer than ${MAX_PIECE_TEXT} characters`);
  const words = text.split(/[\s,]+/).filter((w) => w !== '');
  if (words.length === 0) return fail('DB_BAD_QUERY', 'pieces: no term (e.g. "Re4", "Re", "a=0")');
  const terms: PieceTerm[] = [];
  for (const w of words) {
    const m = TERM.exec(w);
    const code = m ? LETTER_CODES.get(m[1]!) : undefined;
    if (!m || code === undefined)
      return fail(
        'DB_BAD_QUERY',
        `pieces: ${quote(w)} is not a term (a FEN letter, then a point "e4", a file "e" or a count "=0")`,
      );
    if (m[4] !== undefined) terms.push({ kind: 'count', code, op: m[4] as '=', n: Number(m[5]) });
    else if (m[3] !== undefined) terms.push({ kind: 'point', code, square: parseSquare(`${m[2]}${m[3]}`)! });
    else terms.push({ kind: 'file', code, file: FILE_NAMES.indexOf(m[2]!) });
  }
  return { ok: true, value: terms };
}

/** True when a board's squares meet every term. @internal */
export function meets(squares: Int8Array, terms: readonly PieceTerm[], counts: Int8Array): boolean {
  counts.fill(0);
  for (let sq = 0; sq < 90; sq++) counts[squares[sq]!]!++;
  for (const t of terms) {
    if (t.kind === 'point') {
      if (squares[t.square] !== t.code) return false;
    } else if (t.kind === 'file') {
      let found = false;
      for (let sq = t.file; sq < 90 && !found; sq += 9) found = squares[sq] === t.code;
      if (!found) return false;
    } else if (!compare(counts[t.code]!, t.op, t.n)) return false;
  }
  return true;
}

function compare(a: number, op: string, b: number): boolean {
  if (op === '=') return a === b;
  if (op === '!=') return a !== b;
  if (op === '<') return a < b;
  if (op === '<=') return a <= b;
  if (op === '>') return a > b;
  return a >= b;
}

/** The result codes a query's `result` names. @internal */
const RESULTS: Record<string, number> = { '1-0': 1, '0-1': 2, '1/2-1/2': 0 };
const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const OPENING = /^[A-E](\d{1,2})?$/;

/** A query checked: its SQL filter over `games g`, its parameters, and its paging. @internal */
export interface CheckedQuery {
  readonly where: string[];
  readonly params: (string | number)[];
  readonly limit: number;
  readonly offset: number;
  readonly pieces: PieceTerm[] | undefined;
}

const STRING_FIELDS = [
  'fen',
  'pieces',
  'player',
  'red',
  'black',
  'event',
  'from',
  'to',
  'result',
  'opening',
] as const;

/** Checks a query from outside; the tag filters as SQL over `games g`. @internal */
export function checkQuery(query: unknown): Result<CheckedQuery, DbError> {
  if (query === null || typeof query !== 'object' || Array.isArray(query))
    return fail('DB_BAD_QUERY', 'a query must be an object');
  const q = query as Record<string, unknown>;
  for (const f of STRING_FIELDS) {
    const v = Object.hasOwn(q, f) ? q[f] : undefined;
    if (v !== undefined && typeof v !== 'string') return fail('DB_BAD_QUERY', `${f} must be a string`);
  }
  const page = paging(q);
  if (!page.ok) return page;
  const where: string[] = [];
  const params: (string | number)[] = [];
  const like = (column: string, v: unknown) => {
    if (typeof v !== 'string' || v === '') return;
    where.push(`instr(lower(${column}), lower(?)) > 0`);
    params.push(v);
  };
  const own = (f: string): unknown => (Object.hasOwn(q, f) ? q[f] : undefined);
  const player = own('player');
  if (typeof player === 'string' && player !== '') {
    where.push('(instr(lower(g.red), lower(?)) > 0 OR instr(lower(g.black), lower(?)) > 0)');
    params.push(player, player);
  }
  like('g.red', own('red'));
  like('g.black', own('black'));
  like('g.event', own('event'));
  const from = own('from');
  const to = own('to');
  for (const [name, d] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (typeof d === 'string' && !DATE.test(d))
      return fail('DB_BAD_QUERY', `${name}: ${quote(d)} is not YYYY, YYYY-MM or YYYY-MM-DD`);
  if (typeof from === 'string') {
    where.push('g.date >= ?');
    params.push(from);
  }
  if (typeof to === 'string') {
    where.push('substr(g.date, 1, ?) <= ?');
    params.push(to.length, to);
  }
  const result = own('result');
  if (typeof result === 'string') {
    const code = Object.hasOwn(RESULTS, result) ? RESULTS[result] : undefined;
    if (code === undefined)
      return fail('DB_BAD_QUERY', `result: ${quote(result)} is not 1-0, 0-1 or 1/2-1/2`);
    where.push('g.result = ?');
    params.push(code);
  }
  const opening = own('opening');
  if (typeof opening === 'string') {
    if (!OPENING.test(opening))
      return fail('DB_BAD_QUERY', `opening: ${quote(opening)} is not an ECCO code (A00–E99) or a prefix`);
    where.push('g.opening >= ? AND g.opening < ?');
    params.push(opening, `${opening}~`);
  }
  const piecesText = own('pieces');
  let pieces: PieceTerm[] | undefined;
  if (typeof piecesText === 'string') {
    const p = parsePieces(piecesText);
    if (!p.ok) return p;
    pieces = p.value;
  }
  return { ok: true, value: { where, params, ...page.value, pieces } };
}

function paging(q: Record<string, unknown>): Result<{ limit: number; offset: number }, DbError> {
  const limit = Object.hasOwn(q, 'limit') ? q.limit : undefined;
  const offset = Object.hasOwn(q, 'offset') ? q.offset : undefined;
  for (const [name, v] of [
    ['limit', limit],
    ['offset', offset],
  ] as const)
    if (v !== undefined && !(typeof v === 'number' && Number.isSafeInteger(v) && v >= 0))
      return fail('DB_BAD_QUERY', `${name} must be a whole number ≥ 0`);
  return {
    ok: true,
    value: { limit: (limit as number | undefined) ?? 50, offset: (offset as number | undefined) ?? 0 },
  };
}
