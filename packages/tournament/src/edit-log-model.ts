// The edit log's model: the types of the record of every edit a tournament file keeps, importing
// nothing (model.ts names it in the document; edit-log.ts computes it; document-read.ts reads it).

/**
 * A value before or after an edit, as the log keeps it: a number, a string, a boolean or `null`
 * as the document had it; an object or a list (a round paired, a player registered) as its JSON
 * text, so that the log holds exactly what was there.
 * @category Edit log
 */
export type EditValue = string | number | boolean | null;

/**
 * One value an edit changed: where (`$.rounds[1].games[0].result`; players are named by start
 * number, `$.players[id=3].withdrawn`, teams by code, `$.teams[code="A"]`), what it was (absent:
 * it did not exist) and what it became (absent: it was removed).
 * @category Edit log
 */
export interface EditChange {
  /** The JSON path of the value in the document. */
  readonly path: string;
  /** The value before the edit; absent when the edit created it. */
  readonly old?: EditValue;
  /** The value after the edit; absent when the edit removed it. */
  readonly new?: EditValue;
}

/**
 * One edit of a tournament file, as its log records it: who made it, when, what it was, and
 * every value it changed, old and new.
 * @category Edit log
 */
export interface EditEntry {
  /** When, as the caller wrote it (an ISO 8601 date-time). */
  readonly at: string;
  /** Who made it (the arbiter's name), when said. */
  readonly by?: string;
  /** What it was: the action's name (`result`, `withdraw`, `ruling`, `sanction`, `regulations`…). */
  readonly action: string;
  /** The rounds paired when it was made. */
  readonly afterRound: number;
  /** The values it changed, in document order. */
  readonly changes: readonly EditChange[];
  /** Why, as written. */
  readonly note?: string;
}

/**
 * The most characters of an entry's `at`, `by`, `action` and `note` (the reader refuses longer).
 * @category Edit log
 */
export const LOG_LIMITS = {
  /** Characters of an entry's time. */
  at: 64,
  /** Characters of who made the edit. */
  by: 200,
  /** Characters of the action's name. */
  action: 100,
  /** Characters of a note. */
  note: 2000,
} as const;
