// The errors of @xq/db: one vocabulary of codes, one shape ({ code, message }) for every failure
// that input can cause.

/**
 * Every error code of `@xq/db`, each one cause: `DB_NOT_A_DATABASE` (the file is not SQLite, or
 * SQLite but not a collection of ours), `DB_VERSION` (a collection of a newer schema),
 * `DB_OPEN` (the file cannot be opened or created), `DB_BAD_FEN` (a query position that is not a
 * position), `DB_BAD_QUERY` (a query that is not one: a bad piece term, a bad date, a negative
 * limit…),
 * `DB_READ` (a file or folder to import cannot be read), `DB_CLOSED` (the collection was closed);
 * and those of `classifyOpening`: `DB_OPENING_INPUT` (not an array of strings nor a string),
 * `DB_OPENING_MOVE` (a move that is not ICCS coordinates), `DB_OPENING_ILLEGAL` (a move that is
 * not legal where it is played).
 * @example DB_ERROR_CODES.includes('DB_BAD_FEN') // true
 * @category Errors
 */
export const DB_ERROR_CODES = [
  'DB_NOT_A_DATABASE',
  'DB_VERSION',
  'DB_OPEN',
  'DB_BAD_FEN',
  'DB_BAD_QUERY',
  'DB_READ',
  'DB_CLOSED',
  'DB_OPENING_INPUT',
  'DB_OPENING_MOVE',
  'DB_OPENING_ILLEGAL',
] as const;

/**
 * One of {@link DB_ERROR_CODES}.
 * @example const c: DbErrorCode = 'DB_BAD_QUERY';
 * @category Errors
 */
export type DbErrorCode = (typeof DB_ERROR_CODES)[number];

/**
 * Why `@xq/db` refused something: a code and an English sentence. `C` narrows the codes a
 * function can answer (`classifyOpening` answers `DbError<'DB_OPENING_INPUT' | …>`).
 * @example
 * const e: DbError = { code: 'DB_BAD_FEN', message: 'not a FEN: "x"' };
 * const m: DbError<'DB_OPENING_MOVE'> = { code: 'DB_OPENING_MOVE', message: 'not a coordinate move: "x"', ply: 0 };
 * @category Errors
 */
export interface DbError<C extends DbErrorCode = DbErrorCode> {
  /** What went wrong. */
  readonly code: C;
  /** A human-readable explanation, in English. */
  readonly message: string;
  /** For a move `classifyOpening` refused: its ply (0 = Red's first). */
  readonly ply?: number;
}

/** A failed result with a {@link DbError} of the one code given (and a move's ply). @internal */
export const fail = <C extends DbErrorCode>(
  code: C,
  message: string,
  ply?: number,
): { ok: false; error: DbError<C> } => ({
  ok: false,
  error: ply === undefined ? { code, message } : { code, message, ply },
});

/** Text from input, cut to a length that fits in one error line. @internal */
export const quote = (text: string): string =>
  JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
