// publishTournament: a tournament document in, the files of its static site out (as data: the
// caller writes them). Everything is checked before any page is made, so that a refused input
// never yields half a site.
import type { Result } from '@xq/core';
import type { GameRecord } from '@xq/notation';
import { PRINT_LANGUAGES, type PrintLanguage, type Tournament, validateTournament } from '@xq/tournament';
import { BUILT_BOARD_SCRIPT } from './board-script';
import { gamePage, type Played, replay, type SiteGame } from './games';
import { page } from './html';
import {
  crosstablePage,
  type GameKeys,
  indexPage,
  type PageContent,
  playerPage,
  playerShares,
  roundPage,
  standingsPage,
} from './pages';
import { SITE_CSS } from './style';

/**
 * The error codes of {@link publishTournament}: `SITE_INVALID_TOURNAMENT` (the document does not
 * validate; `cause` is the validator's error), `SITE_BAD_OPTIONS` (an option of the wrong type or
 * value), `SITE_NO_SUCH_BOARD` (a game for a board the event does not have),
 * `SITE_DUPLICATE_GAME` (two games for one board) and `SITE_BAD_RECORD` (a record whose moves do
 * not replay from its start position).
 * @example
 * ```ts
 * import { SITE_ERROR_CODES } from '@xq/site';
 * console.log(SITE_ERROR_CODES[0]); // SITE_INVALID_TOURNAMENT
 * ```
 * @category Site
 */
export const SITE_ERROR_CODES = [
  'SITE_INVALID_TOURNAMENT',
  'SITE_BAD_OPTIONS',
  'SITE_NO_SUCH_BOARD',
  'SITE_DUPLICATE_GAME',
  'SITE_BAD_RECORD',
] as const;

/** One of {@link SITE_ERROR_CODES} (not exported by the package: write `SiteError['code']`). */
export type SiteErrorCode = (typeof SITE_ERROR_CODES)[number];

/**
 * Why no site was made.
 * @example const e: SiteError = { code: 'SITE_BAD_OPTIONS', message: 'lang must be vi or en' };
 * @category Site
 */
export interface SiteError {
  /** What went wrong (see {@link SITE_ERROR_CODES}). */
  readonly code: (typeof SITE_ERROR_CODES)[number];
  /** The reason, in English, one line. */
  readonly message: string;
  /** For `SITE_INVALID_TOURNAMENT`: the tournament validator's own error (its code, path and message). */
  readonly cause?: {
    /** The validator's code (`TOURNAMENT_…`). */
    readonly code: string;
    /** Its message. */
    readonly message: string;
    /** The JSON path of the field refused (`$.rounds[0].games[0].black`). */
    readonly path?: string;
  };
}

/**
 * One file of a published site: its path inside the site's folder (`/`-separated, no `..`) and
 * its text (UTF-8).
 * @example const f: SiteFile = { path: 'index.html', text: '<!doctype html>…' };
 * @category Site
 */
export interface SiteFile {
  /** The path in the site: `index.html`, `round-2.html`, `players/7.html`, `games/r2-b1.html`, `style.css`. */
  readonly path: string;
  /** The file's content. */
  readonly text: string;
}

/**
 * Options of {@link publishTournament}.
 * @example const o: SiteOptions = { lang: 'vi' };
 * @category Site
 */
export interface SiteOptions {
  /** The language of every page: `en` (default) or `vi` (the law's words). */
  readonly lang?: PrintLanguage;
  /** Games attached to boards, shown move by move on `games/rR-bB.html`. */
  readonly games?: readonly SiteGame[];
  /**
   * The `<xq-board>` viewer script copied into the site as `xq-board.js` when it has games. The
   * built package carries its own (@xq/board with the viewer, one classic script); from the
   * TypeScript sources there is none, and game pages then list the moves without a board.
   */
  readonly boardScript?: string;
}

/**
 * The published site: its files, in the order written.
 * @example const s: Site = { files: [] };
 * @category Site
 */
export interface Site {
  /** Every file of the site. */
  readonly files: readonly SiteFile[];
}

type Checked = { lang: PrintLanguage; games: SiteGame[]; boardScript: string | undefined };
type Fail = { ok: false; error: SiteError };

const fail = (code: SiteErrorCode, message: string): Fail => ({ ok: false, error: { code, message } });
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1;

/** The options read once, each field checked; a getter that throws is a refused option. */
function readOptions(options: unknown): { ok: true; value: Checked } | Fail {
  try {
    if (options === undefined) return { ok: true, value: { lang: 'en', games: [], boardScript: undefined } };
    if (typeof options !== 'object' || options === null || Array.isArray(options))
      return fail('SITE_BAD_OPTIONS', 'options must be an object');
    const o = options as Record<string, unknown>;
    const lang = o.lang ?? 'en';
    if (typeof lang !== 'string' || !(PRINT_LANGUAGES as readonly string[]).includes(lang))
      return fail('SITE_BAD_OPTIONS', `lang must be one of ${PRINT_LANGUAGES.join(', ')}`);
    const script = o.boardScript;
    if (script !== undefined && typeof script !== 'string')
      return fail('SITE_BAD_OPTIONS', 'boardScript must be a string');
    const given = o.games ?? [];
    if (!Array.isArray(given)) return fail('SITE_BAD_OPTIONS', 'games must be an array');
    const games: SiteGame[] = [];
    for (let i = 0; i < given.length; i++) {
      const g: unknown = given[i];
      const at = `games[${i}]`;
      if (typeof g !== 'object' || g === null) return fail('SITE_BAD_OPTIONS', `${at} must be an object`);
      const { round, board, record } = g as Record<string, unknown>;
      if (!isCount(round) || !isCount(board))
        return fail('SITE_BAD_OPTIONS', `${at}: round and board must be whole numbers from 1`);
      const r = readRecord(record);
      if (r === undefined)
        return fail(
          'SITE_BAD_OPTIONS',
          `${at}.record must be a game record (fen, moves of { move: { from, to } })`,
        );
      games.push({ round, board, record: r });
    }
    return {
      ok: true,
      value: { lang: lang as PrintLanguage, games, boardScript: script ?? BUILT_BOARD_SCRIPT },
    };
  } catch (e) {
    return fail(
      'SITE_BAD_OPTIONS',
      `options could not be read: ${String(e instanceof Error ? e.message : e).slice(0, 200)}`,
    );
  }
}

const isSquare = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 90;

/** A record as the site uses it (its start and main line, plain copies), or `undefined`. */
function readRecord(v: unknown): GameRecord | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const { fen, moves } = v as Record<string, unknown>;
  if (typeof fen !== 'string' || !Array.isArray(moves)) return undefined;
  const line: { move: { from: number; to: number }; comments: string[]; nags: number[]; variations: [] }[] =
    [];
  for (let i = 0; i < moves.length; i++) {
    const node: unknown = moves[i];
    if (typeof node !== 'object' || node === null) return undefined;
    const m: unknown = (node as Record<string, unknown>).move;
    if (typeof m !== 'object' || m === null) return undefined;
    const { from, to } = m as Record<string, unknown>;
    if (!isSquare(from) || !isSquare(to)) return undefined;
    line.push({ move: { from, to }, comments: [], nags: [], variations: [] });
  }
  return { tags: [], fen, comments: [], moves: line, result: '*' };
}

/**
 * Publishes a tournament as a static site: `index.html` (the event, its rounds and players),
 * `round-N.html` for every paired round, `standings.html` (with the tie-breaks' legend; team,
 * board, norm and prize tables where the event has them), `crosstable.html`, `players/N.html`
 * for every player, `games/rR-bB.html` for every game given (an `<xq-board>` viewer with the
 * moves in the law's notation, its script `xq-board.js` in the site) and `style.css` (phones,
 * print). Plain HTML in one language, UTF-8, no request to any other host. The tables are
 * `@xq/tournament`'s printers', the ones `xq tournament` prints. Nothing is made unless the
 * document validates and every option and game is right.
 *
 * @example
 * ```ts
 * import { createTournament } from '@xq/tournament';
 * import { publishTournament } from '@xq/site';
 * const t = { ...createTournament({ name: 'Giải CLB', system: 'swiss-dutch', rounds: 3 }),
 *   players: [{ id: 1, name: 'An' }, { id: 2, name: 'Bình' }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'draw' as const }], byes: [] }] };
 * const site = publishTournament(t, { lang: 'vi' });
 * console.log(site.ok && site.value.files.map((f) => f.path).join(' '));
 * // index.html round-1.html standings.html crosstable.html players/1.html players/2.html style.css
 * console.log(publishTournament({ name: 'not a tournament' }).ok); // false
 * ```
 * @category Site
 */
export function publishTournament(t: unknown, options?: SiteOptions): Result<Site, SiteError> {
  const valid = validateTournament(t);
  if (!valid.ok) {
    const { code, message, path } = valid.error;
    return {
      ok: false,
      error: {
        code: 'SITE_INVALID_TOURNAMENT',
        message: `the tournament does not validate: ${message}`,
        cause: { code, message, ...(path === undefined ? {} : { path }) },
      },
    };
  }
  const doc = valid.value;
  const read = readOptions(options);
  if (!read.ok) return read;
  const { lang, games, boardScript } = read.value;
  const played = new Map<string, Played>();
  for (const g of games) {
    const key = `${g.round}:${g.board}`;
    if (doc.rounds[g.round - 1]?.games[g.board - 1] === undefined)
      return fail('SITE_NO_SUCH_BOARD', `round ${g.round} has no board ${g.board}`);
    if (played.has(key))
      return fail('SITE_DUPLICATE_GAME', `two games for round ${g.round}, board ${g.board}`);
    const r = replay(g.record);
    if (!r.ok) return fail('SITE_BAD_RECORD', `the game of round ${g.round}, board ${g.board}: ${r.message}`);
    played.set(key, { game: g, start: r.value.start, plies: r.value.plies });
  }
  return { ok: true, value: { files: siteFiles(doc, lang, played, boardScript) } };
}

function siteFiles(
  t: Tournament,
  lang: PrintLanguage,
  played: ReadonlyMap<string, Played>,
  boardScript: string | undefined,
): SiteFile[] {
  const keys: GameKeys = new Set(played.keys());
  const shares = playerShares(t);
  const pages: PageContent[] = [
    indexPage(t, lang),
    ...t.rounds.map((_, i) => roundPage(t, i + 1, lang, keys)),
    standingsPage(t, lang),
    crosstablePage(t, lang),
    ...[...t.players]
      .sort((a, b) => a.id - b.id)
      .map((p) => playerPage(t, p.id, lang, keys, shares.get(p.id))),
    ...[...played.values()]
      .sort((a, b) => a.game.round - b.game.round || a.game.board - b.game.board)
      .map((g) => gamePage(t, g, lang, boardScript !== undefined)),
  ];
  const files: SiteFile[] = pages.map((p) => ({ path: p.path, text: page({ t, lang, ...p }) }));
  files.push({ path: 'style.css', text: SITE_CSS });
  if (played.size > 0 && boardScript !== undefined) files.push({ path: 'xq-board.js', text: boardScript });
  return files;
}
