/**
 * The migrations of the tournament document, one per version: each takes a plain JSON value of
 * its version and answers the same event in the next version's words. The readers
 * (`validateTournament`) read only the newest version; an older file is carried up first.
 *
 * Version 1 named the sides by FIDE's words: a game's `white` player, the results `white-win`
 * and `white-win-forfeit`, `initialColour: 'white'`. Version 2 says `red`, as every xq package.
 */

/** The results of version 1 that version 2 renames. */
const V1_RESULTS: Readonly<Record<string, string>> = {
  'white-win': 'red-win',
  'white-win-forfeit': 'red-win-forfeit',
};

type Plain = Record<string, unknown>;

const isPlain = (x: unknown): x is Plain => typeof x === 'object' && x !== null && !Array.isArray(x);

/** `x` with its `white` key named `red` (in place of it, order kept) and a renamed result. */
function renameGame(x: unknown): unknown {
  if (!isPlain(x)) return x;
  const out: Plain = {};
  for (const [k, v] of Object.entries(x)) {
    if (k === 'white') out.red = v;
    else if (k === 'result' && typeof v === 'string') out.result = V1_RESULTS[v] ?? v;
    else if (k === 'games' && Array.isArray(v)) out.games = v.map(renameGame);
    else out[k] = v;
  }
  return out;
}

/**
 * A version 1 document (a plain copy: no getters, no cycles) in the words of version 2; what
 * is not shaped like a document is left as it is, for the reader to refuse.
 */
function fromVersion1(doc: Plain): Plain {
  const out: Plain = { ...doc, version: 2 };
  const reg = doc.regulations;
  if (isPlain(reg) && reg.initialColour === 'white') out.regulations = { ...reg, initialColour: 'red' };
  if (Array.isArray(doc.rounds)) {
    out.rounds = doc.rounds.map((r) =>
      isPlain(r) && Array.isArray(r.games) ? { ...r, games: r.games.map(renameGame) } : r,
    );
  }
  return out;
}

/**
 * Carries a plain document up to the newest version: version 1 to 2; any other value as it is
 * (the reader checks the version).
 */
export function migrateDocument(doc: unknown): unknown {
  if (isPlain(doc) && doc.version === 1) return fromVersion1(doc);
  return doc;
}
