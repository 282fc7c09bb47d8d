// `xq db`: a game collection in an SQLite file: import records, find games by position, pieces
// and tags, explore the moves played from a position, export as PGN, count what it holds.
import {
  type Collection,
  type DbError,
  type DbErrorCode,
  type FindResult,
  openCollection,
  type Query,
} from '@xq/db';
import type { CommandSpec, Context, OptionSpec } from '../command';
import { commandOf } from '../command';
import type { Command, ExitCode } from '../io';
import { codeVi } from '../messages-vi';
import { wholeOption } from '../option-values';
import type { Lang } from '../words';

/** The Vietnamese of @xq/db's error codes (the notation readers' codes are in messages-vi). */
const DB_CODES_VI: Readonly<Record<DbErrorCode | 'DB_UNKNOWN_FORMAT', string>> = {
  DB_NOT_A_DATABASE: 'tệp này không phải một kho ván cờ của xq',
  DB_VERSION: 'kho ván cờ được tạo bởi phiên bản mới hơn',
  DB_OPEN: 'không mở được tệp',
  DB_BAD_FEN: 'thế cờ không hợp lệ',
  DB_BAD_QUERY: 'điều kiện tìm kiếm không hợp lệ',
  DB_READ: 'không đọc được tệp',
  DB_CLOSED: 'kho ván cờ đã đóng',
  DB_OPENING_INPUT: 'không phải một dãy nước đi',
  DB_OPENING_MOVE: 'nước đi không viết theo toạ độ ICCS (h2e2)',
  DB_OPENING_ILLEGAL: 'nước đi không hợp lệ',
  DB_UNKNOWN_FORMAT: 'không phải một bản ghi ván cờ (PGN, DhtmlXQ, XQF, CBR, CBL)',
};

/** An error's sentence in the command's language: under vi, the code's Vietnamese (also for `xq opening`). */
export const dbSentence = (code: string, message: string, lang: Lang): string =>
  lang === 'en'
    ? message
    : ((Object.hasOwn(DB_CODES_VI, code) ? DB_CODES_VI[code as DbErrorCode] : codeVi(code)) ?? 'bị từ chối');

const QUERY_OPTIONS: readonly OptionSpec[] = [
  { name: 'fen', kind: 'string', value: 'FEN', description: 'games that reach this position' },
  { name: 'mirror', kind: 'boolean', description: 'with --fen: also its left-right mirror image' },
  {
    name: 'pieces',
    kind: 'string',
    value: 'TERMS',
    description: 'pieces and material in one position: "Re a=0" (see above)',
  },
  {
    name: 'player',
    kind: 'string',
    value: 'NAME',
    description: 'a player of either side (part of the name)',
  },
  { name: 'red', kind: 'string', value: 'NAME', description: 'the red player (part of the name)' },
  { name: 'black', kind: 'string', value: 'NAME', description: 'the black player (part of the name)' },
  { name: 'event', kind: 'string', value: 'TEXT', description: 'the event (part of its name)' },
  { name: 'from', kind: 'string', value: 'DATE', description: 'played on or after YYYY[-MM[-DD]]' },
  { name: 'to', kind: 'string', value: 'DATE', description: 'played on or before YYYY[-MM[-DD]]' },
  { name: 'result', kind: 'string', choices: ['1-0', '0-1', '1/2-1/2'], description: 'the result' },
  { name: 'opening', kind: 'string', value: 'CODE', description: 'an ECCO code (C45) or a prefix (C4, C)' },
];

const LIMIT = wholeOption('limit', 'N', 'games a page (default 50; 0 = all)', 0, 999_999_999);
const OFFSET = wholeOption('offset', 'N', 'games skipped before the page (default 0)', 0, 999_999_999);
const PAGE_OPTIONS: readonly OptionSpec[] = [LIMIT, OFFSET];

const QUERY_HELP = `--pieces takes terms separated by spaces or commas, all true in one position of the game: a
FEN letter (upper case red, lower case black) then a point (Re4), a file (Re) or a count (a=0,
P>=3, c<2). Several query options together: games that meet all of them.`;

const WORDS = {
  en: {
    added: 'added',
    duplicates: 'duplicates skipped',
    refused: 'refused',
    cut: 'kept in part',
    files: 'files',
    skipped: 'already imported',
    records: 'records',
    found: (total: number, ms: number) => `${total} games (${ms} ms)`,
    also: (n: number) => `+${n} duplicate record${n === 1 ? '' : 's'}`,
    game: 'game',
    move: 'move',
    ply: 'ply',
    red: 'red wins',
    draw: 'draws',
    black: 'black wins',
    noMoves: 'no game continues from this position',
    exported: (n: number, file: string) => `${n} games written to ${file}`,
  },
  vi: {
    added: 'đã thêm',
    duplicates: 'trùng, bỏ qua',
    refused: 'bị từ chối',
    cut: 'giữ một phần',
    files: 'tệp',
    skipped: 'đã nhập trước đây',
    records: 'bản ghi',
    found: (total: number, ms: number) => `${total} ván (${ms} ms)`,
    also: (n: number) => `+${n} bản ghi trùng`,
    game: 'ván',
    move: 'nước',
    ply: 'nửa nước',
    red: 'Trắng thắng',
    draw: 'hòa',
    black: 'Đen thắng',
    noMoves: 'không ván nào đi tiếp từ thế cờ này',
    exported: (n: number, file: string) => `đã ghi ${n} ván vào ${file}`,
  },
} as const;

/** A collection opened for a command, or the error printed (exit status 1). */
async function open(c: Context, create: boolean): Promise<Collection | ExitCode> {
  const opened = await openCollection(c.args[0]!, { create });
  if (opened.ok) return opened.value;
  return report(c, opened.error);
}

function report(c: Context, error: DbError): 1 {
  if (c.json) {
    c.printJson({ error });
    return 1;
  }
  return c.fail(`${error.code} ${dbSentence(error.code, error.message, c.lang)}`);
}

/** The query the options say (their values checked by the command table). */
function queryOf(c: Context, defaultLimit: number): Query {
  const q: Record<string, unknown> = {};
  for (const o of QUERY_OPTIONS) {
    const v = c.options[o.name];
    if (typeof v === 'string') q[o.name] = v;
  }
  if (c.options.mirror === true) q.mirror = true;
  q.limit = c.value(LIMIT) ?? defaultLimit;
  const offset = c.value(OFFSET);
  if (offset !== undefined) q.offset = offset;
  return q as Query;
}

function printFound(c: Context, r: FindResult): void {
  if (c.json) {
    c.printJson(r);
    return;
  }
  const w = WORDS[c.lang];
  c.io.out(`${w.found(r.total, r.ms)}\n`);
  for (const g of r.games) {
    const t = g.tags;
    const ply = g.ply === null ? '' : `  ${w.ply} ${g.ply}`;
    const also = g.duplicates === undefined ? '' : `  (${w.also(g.duplicates.length)})`;
    c.io.out(
      `${g.id}${ply}  ${t.Red ?? '?'} – ${t.Black ?? '?'}  ${t.Result ?? '*'}  ${t.Event ?? ''} ${t.Date ?? ''}${g.cut === undefined ? '' : `  (${w.cut})`}${also}\n`,
    );
  }
}

/** Runs `fn` on the collection the first argument names, closing it after. */
/** A read-only action: the collection opened, `ask` answered, the answer shown or its error reported. */
function answered<T>(
  c: Context,
  ask: (db: Collection) => Promise<{ ok: true; value: T } | { ok: false; error: DbError }>,
  show: (value: T) => void | Promise<void>,
): Promise<ExitCode> {
  return withCollection(c, false, async (db) => {
    const r = await ask(db);
    if (!r.ok) return report(c, r.error);
    await show(r.value);
    return 0;
  });
}

async function withCollection(
  c: Context,
  create: boolean,
  fn: (db: Collection) => Promise<ExitCode>,
): Promise<ExitCode> {
  const db = await open(c, create);
  if (typeof db === 'number') return db;
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const importAction: CommandSpec = {
  name: 'import',
  summary: 'import record files and folders (PGN, .pgn.gz, XQF, CBR, CBL, DhtmlXQ) into a collection',
  description: `Creates DB when it does not exist. Folders are read recursively. Records with the same
start and moves as a stored game are skipped; a record that cannot be read is refused (its file,
number, move and reason are listed) and the import goes on. Games are committed in batches: an
interrupted import leaves a consistent collection, and running it again resumes. --json prints
{files, skippedFiles, records, added, duplicates, cut, refused: [{file, game, move, code, reason}], ms}.`,
  args: ['DB', 'FILE'],
  variadic: 'FILE',
  json: 'document',
  lang: 'en',
  run: (c) =>
    withCollection(c, true, async (db) => {
      const w = WORDS[c.lang];
      const tty = c.io.errIsTty === true && !c.json;
      const s = await db.importFiles(c.args.slice(1), {
        onProgress: tty
          ? (p) =>
              c.io.err(
                `\r\x1b[K${p.filesDone}/${p.files} ${w.files}  ${p.records} ${w.records}  ${p.added} ${w.added}`,
              )
          : undefined,
      });
      if (tty) c.io.err('\r\x1b[K');
      if (!s.ok) return report(c, s.error);
      const v = s.value;
      if (c.json) c.printJson(v);
      else {
        c.io.out(
          `${v.files} ${w.files}, ${v.records} ${w.records}: ${v.added} ${w.added}, ${v.duplicates} ${w.duplicates}, ${v.refused.length} ${w.refused}${v.cut ? `, ${v.cut} ${w.cut}` : ''}${v.skippedFiles ? `; ${v.skippedFiles} ${w.files} ${w.skipped}` : ''} (${v.ms} ms)\n`,
        );
        for (const r of v.refused)
          c.io.out(
            `  ${r.file}${r.game === undefined ? '' : ` ${w.game} ${r.game}`}${r.move === undefined ? '' : ` ${w.move} ${r.move}`}: ${r.code} ${dbSentence(r.code, r.reason, c.lang)}\n`,
          );
      }
      return 0;
    }),
};

const findAction: CommandSpec = {
  name: 'find',
  summary: 'find games by position, pieces or tags',
  description: `Prints the games found, one a line (id, the ply where the position first occurs, players,
result, event, date; "kept in part" when a record was refused at a move and only the moves before it
were stored; "+N duplicate records" when N more records had the same start and moves); --json prints
{total, ms, games: [{id, tags: {every tag}, ply, cut?, duplicates?: [{file, record, tags}]}]}, the
duplicates being the records skipped at import as this game's (each with every tag, e.g. its Source).
${QUERY_HELP}`,
  args: ['DB'],
  options: [...QUERY_OPTIONS, ...PAGE_OPTIONS],
  json: 'document',
  lang: 'en',
  run: (c) =>
    answered(
      c,
      (db) => db.find(queryOf(c, 50)),
      (found) => printFound(c, found),
    ),
};

const exploreAction: CommandSpec = {
  name: 'explore',
  summary: 'the moves played from a position, with their games and results',
  description: `One line a move (ICCS), most played first: games, red wins, draws, black wins.
--json prints {ms, moves: [{move, games, red, draw, black}]}.`,
  args: ['DB'],
  options: [{ name: 'fen', kind: 'string', value: 'FEN', description: 'the position', required: true }],
  json: 'document',
  lang: 'en',
  run: (c) =>
    answered(
      c,
      (db) => db.explore(c.str('fen')),
      (explored) => {
        if (c.json) c.printJson(explored);
        else {
          const w = WORDS[c.lang];
          if (explored.moves.length === 0) c.io.out(`${w.noMoves}\n`);
          for (const m of explored.moves)
            c.io.out(
              `${m.move}  ${m.games} ${w.game}  ${m.red} ${w.red}, ${m.draw} ${w.draw}, ${m.black} ${w.black}\n`,
            );
        }
      },
    ),
};

const exportAction: CommandSpec = {
  name: 'export',
  summary: 'write the games a query finds as PGN',
  description: `Takes the query options of xq db find (every game found unless --limit) and writes the games
to --out as PGN (Chinese notation).
${QUERY_HELP}`,
  args: ['DB'],
  options: [
    ...QUERY_OPTIONS,
    ...PAGE_OPTIONS,
    { name: 'out', kind: 'string', value: 'FILE', description: 'the PGN file to write', required: true },
  ],
  json: 'document',
  lang: 'en',
  run: (c) =>
    answered(
      c,
      (db) => db.exportPgn(queryOf(c, 0)),
      async (exported) => {
        const out = c.str('out')!;
        await c.io.writeFile(out, exported.pgn);
        if (c.json) c.printJson({ games: exported.games, file: out });
        else c.io.out(`${WORDS[c.lang].exported(exported.games, out)}\n`);
      },
    ),
};

const STATS_WORDS: Record<Lang, Record<string, string>> = {
  en: {
    games: 'games',
    positions: 'positions',
    plies: 'moves',
    red: 'red wins',
    draw: 'draws',
    black: 'black wins',
    unknown: 'no result',
    cut: 'kept in part',
    duplicates: 'duplicate records',
    files: 'files imported',
    bytes: 'bytes',
  },
  vi: {
    games: 'ván',
    positions: 'thế cờ',
    plies: 'nửa nước',
    red: 'Trắng thắng',
    draw: 'hòa',
    black: 'Đen thắng',
    unknown: 'chưa có kết quả',
    cut: 'giữ một phần',
    duplicates: 'bản ghi trùng',
    files: 'tệp đã nhập',
    bytes: 'byte',
  },
};

const statsAction: CommandSpec = {
  name: 'stats',
  summary: 'what a collection holds',
  description: `Games, positions, moves, results, games kept in part, duplicate records kept, files imported, size. --json prints them as one object.`,
  args: ['DB'],
  json: 'document',
  lang: 'en',
  run: (c) =>
    withCollection(c, false, async (db) => {
      const s = await db.stats();
      if (c.json) c.printJson(s);
      else for (const [k, v] of Object.entries(s)) c.io.out(`${STATS_WORDS[c.lang][k] ?? k}: ${v}\n`);
      return 0;
    }),
};

/** `xq db` as data: its actions. @category CLI */
export const dbSpec: CommandSpec = {
  name: 'db',
  summary: 'a game collection in SQLite: import, find by position, explore, export',
  json: 'document',
  actions: [importAction, findAction, exploreAction, exportAction, statsAction],
};

/** `xq db`: a game collection (import, find, explore, export, stats). @category CLI */
export const dbCommand: Command = commandOf(dbSpec);
