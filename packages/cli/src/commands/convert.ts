import {
  convert,
  convertPgn,
  decodeText,
  detectRecordFormat,
  formatDhtmlXQ,
  formatTagOf,
  type GameRecord,
  gameTag,
  isNotation,
  isPgn,
  NOTATIONS,
  type Notation,
  type PgnError,
  parseCbl,
  parseCbr,
  parseDhtmlXQ,
  parsePgn,
  parseXqf,
  writeCbl,
  writeCbr,
  writePgn,
  writeXqf,
} from '@xq/notation';
import { type CommandSpec, commandOf, oneLine } from '../command';
import { type Command, type ExitCode, FileError, type Io } from '../io';
import { cannotRead, codeVi, errorLine, fileErrorVi, withDetails } from '../messages-vi';
import { notationArg, unknownNotation } from '../notation-arg';
import { startProgress } from '../progress';
import type { Lang } from '../words';

const describeError = (e: PgnError, lang: Lang): string => {
  const tag = (name: string) => e.tags.find(([k]) => k.toLowerCase() === name)?.[1];
  const who = [tag('red'), tag('black')].filter((x) => x).join(' – ');
  const vi = lang === 'vi';
  const where =
    e.moveNumber === undefined
      ? ''
      : ` ${vi ? 'nước' : 'move'} ${e.moveNumber}${e.side === 'black' ? '…' : '.'} "${e.text}"`;
  const message = e.message.replace(/^game \d+: /u, '');
  return vi
    ? `lỗi ${e.code} ván ${e.game}${who ? ` (${who})` : ''}:${where} ${withDetails(codeVi(e.code) ?? 'bị từ chối', message)}`
    : `error ${e.code} game ${e.game}${who ? ` (${who})` : ''}:${where} ${message}`;
};

/** The targets of `--to` that are records, not notations: the games are written whole. */
const RECORD_TARGETS = ['dhtmlxq', 'xqf', 'cbr', 'cbl'] as const;
type RecordTarget = (typeof RECORD_TARGETS)[number];
/** The record targets that are binary files, written to `--out`. */
const BINARY_TARGETS: readonly RecordTarget[] = ['xqf', 'cbr', 'cbl'];

const FROM = notationArg('from', 'the notation of the input (default: detected)');

/** `xq convert` as data: options, help and run. @category CLI */
export const convertSpec: CommandSpec = {
  name: 'convert',
  summary: 'convert movetext or records (PGN, DhtmlXQ, XQF, CBR, CBL) between notations and formats',
  usage: ['xq convert --to xqf|cbr|cbl --out OUT [FILE]', 'xq convert --to dhtmlxq [FILE]'],
  description: `Converts moves from one notation to another: movetext, or a PGN file with any number of games
(tags, comments and variations kept), or a DhtmlXQ record, an XQF file, a CCBridge record (.cbr)
or library (.cbl, every record in library order) written out as PGN. Reads FILE (UTF-8, Big5 or
GBK) or standard input (a binary record is recognised by its bytes, on standard input too) and
writes the result on standard output. Without --from the notation is detected per record.
A game that cannot be read is reported on standard error with its number, move number and
move text; the other games are still converted, and the exit status is 1.
--to dhtmlxq writes one game as a DhtmlXQ record on standard output; --to xqf (one game),
--to cbr (one game) or --to cbl (any number) write an XQF file, a CCBridge record or library
to OUT. --json prints {"to", "text", "errors"} (a file written: {"to", "out", "games", "errors"}).

Notations: ${NOTATIONS.join(', ')}; records: ${RECORD_TARGETS.join(', ')}`,
  options: [
    {
      name: 'to',
      kind: 'string',
      value: 'NOTATION',
      description: 'the notation (or record format) to write',
      required: true,
    },
    FROM,
    { name: 'fen', kind: 'string', value: 'FEN', description: 'the start position of movetext' },
    { name: 'simplified', kind: 'boolean', description: 'Chinese in simplified characters' },
    { name: 'ascii-digits', kind: 'boolean', description: "black's digits in ASCII" },
    { name: 'out', kind: 'string', value: 'OUT', description: 'the file a binary record is written to' },
  ],
  optional: ['FILE'],
  json: 'document',
  run: async ({ io, str, options, args: positionals, json, usage, printJson, lang, value }) => {
    const to = str('to') as string;
    const record = (RECORD_TARGETS as readonly string[]).includes(to) ? (to as RecordTarget) : undefined;
    if (record === undefined && !isNotation(to)) return usage(unknownNotation(to, RECORD_TARGETS));
    const from = value(FROM);
    const binaryOut = record !== undefined && BINARY_TARGETS.includes(record);
    if (binaryOut && str('out') === undefined)
      return usage({
        en: `--to ${to} writes a binary file: give it with --out FILE`,
        vi: `--to ${to} ghi ra tệp nhị phân: hãy cho --out TỆP`,
      });
    if (!binaryOut && str('out') !== undefined)
      return usage({
        en: `--out is for --to ${BINARY_TARGETS.join('|')}`,
        vi: `--out chỉ dùng với --to ${BINARY_TARGETS.join('|')}`,
      });
    const errorsJson: { code: string; message: string; game?: number }[] = [];
    const report = (line: string, error: { code: string; message: string; game?: number }) => {
      errorsJson.push(error);
      if (!json) io.err(`${line}\n`);
    };
    const print = (text: string, errors: number): 0 | 1 => {
      if (json) printJson({ to, text, errors: errorsJson });
      else io.out(text);
      return errors > 0 ? 1 : 0;
    };
    let text: string;
    let bytes: Uint8Array | undefined;
    try {
      if (positionals[0] !== undefined) bytes = await io.readFile(positionals[0]);
      else if (io.readStdinBytes) bytes = await io.readStdinBytes();
      text = bytes === undefined ? await io.readStdin() : decodeText(bytes);
    } catch (e) {
      io.err(`xq convert: ${cannotRead(positionals[0] ?? '-', e)[lang]}\n`);
      return 1;
    }
    const format = bytes === undefined ? undefined : detectRecordFormat(bytes);
    if (record !== undefined || format === 'cbr' || format === 'cbl' || format === 'cbl-legacy') {
      const records = readRecords(bytes, text, format, from);
      if (!records.ok) {
        report(errorLine(records.error, lang), records.error);
        if (json) printJson({ to, text: '', errors: errorsJson });
        return 1;
      }
      const games: GameRecord[] = [];
      let errors = 0;
      for (const [i, r] of records.value.entries()) {
        if (r.game.ok) games.push(r.game.value);
        else {
          errors++;
          report(
            `${errorLine(r.game.error, lang).replace(r.game.error.code, `${r.game.error.code} ${r.label}:`)}`,
            {
              code: r.game.error.code,
              message: r.game.error.message,
              game: i + 1,
            },
          );
        }
      }
      if (record !== undefined) {
        const output = { io, out: str('out'), json, printJson, errors, errorsJson, lang };
        return writeRecord(record, games, { ...output, print: (t) => print(t, errors) });
      }
      const notation = to as Notation;
      const style = {
        ...(options.simplified ? { script: 'simplified' as const } : {}),
        ...(options['ascii-digits'] ? { blackDigits: 'ascii' as const } : {}),
      };
      return print(games.map((g) => pgnOf(g, notation, style)).join('\n'), errors);
    }
    const common = {
      to: to as Notation,
      ...(from === undefined ? {} : { from }),
      ...(options.simplified ? { script: 'simplified' as const } : {}),
      ...(options['ascii-digits'] ? { blackDigits: 'ascii' as const } : {}),
    };
    if (format === 'xqf' || text.includes('[DhtmlXQ')) {
      const game = format === 'xqf' ? parseXqf(bytes!) : parseDhtmlXQ(text);
      if (!game.ok) {
        report(errorLine(game.error, lang), game.error);
        return print('', 1);
      }
      return print(writePgn([game.value], { ...common, notation: common.to }), 0);
    }
    if (isPgn(text)) {
      // `[ \t]*`, not `\s*`: a run of blank lines is scanned once, not once per line.
      const games = text.match(/^[ \t\r]*\[(?:Game|Event) /gm)?.length ?? 1;
      const done =
        games >= 100
          ? startProgress(io, lang === 'vi' ? `đang chuyển ${games} ván` : `converting ${games} games`)
          : () => {};
      const r = convertPgn(text, common);
      done(
        lang === 'vi'
          ? `đã chuyển ${games} ván, ${r.errors.length} ván có lỗi`
          : `converted ${games} games, ${r.errors.length} with errors`,
      );
      for (const e of r.errors)
        report(describeError(e, lang), { code: e.code, message: e.message, game: e.game });
      return print(r.text, r.errors.length);
    }
    const r = convert(text, {
      ...common,
      ...(str('fen') === undefined ? {} : { fen: str('fen') as string }),
    });
    if (!r.ok) {
      report(errorLine(r.error, lang), { code: r.error.code, message: r.error.message });
      return print('', 1);
    }
    return print(`${r.value}\n`, 0);
  },
};

/** Where {@link writeRecord} writes: the streams, `--out`, and the command's printers. */
interface RecordOutput {
  readonly io: Io;
  readonly out: string | undefined;
  readonly json: boolean;
  readonly printJson: (value: unknown) => void;
  /** Prints a text record (DhtmlXQ) the command's way, answering its exit status. */
  readonly print: (text: string) => 0 | 1;
  /** How many games could not be read, and their errors for `--json`. */
  readonly errors: number;
  readonly errorsJson: readonly unknown[];
  readonly lang: Lang;
}

/** `--to xqf|cbr|cbl|dhtmlxq`: the games read written as one record (a file for the binary ones). */
async function writeRecord(
  record: RecordTarget,
  games: readonly GameRecord[],
  c: RecordOutput,
): Promise<ExitCode> {
  if (record !== 'cbl' && games.length !== 1) {
    c.io.err(
      c.lang === 'vi'
        ? `xq convert: một ${record === 'dhtmlxq' ? 'biên bản DhtmlXQ' : `tệp ${record.toUpperCase()}`} chứa một ván, đã đọc được ${games.length} ván${record === 'cbr' ? ': hãy dùng --to cbl' : ''}\n`
        : `xq convert: a${record === 'xqf' ? 'n XQF file' : record === 'cbr' ? ' CBR file' : ' DhtmlXQ record'} holds one game, and ${games.length} were read${record === 'cbr' ? ': use --to cbl' : ''}\n`,
    );
    return 1;
  }
  // A writer refuses (RangeError) a game it cannot hold: a text-only record's empty board.
  let data: string | Uint8Array;
  try {
    data =
      record === 'dhtmlxq'
        ? `${formatDhtmlXQ(games[0]!)}\n`
        : record === 'cbr'
          ? writeCbr(games[0]!)
          : record === 'xqf'
            ? writeXqf(games[0]!)
            : writeCbl(games);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    c.io.err(
      c.lang === 'vi'
        ? `xq convert: không ghi được ván thành ${record}: ${withDetails('bị từ chối', e.message)}\n`
        : `xq convert: cannot write the game as ${record}: ${oneLine(e.message)}\n`,
    );
    return 1;
  }
  if (typeof data === 'string') return c.print(data);
  const out = c.out as string;
  try {
    await c.io.writeFile(out, data);
  } catch (e) {
    c.io.err(
      c.lang === 'vi'
        ? `xq convert: ${e instanceof FileError ? fileErrorVi(e) : `không ghi được ${out}`}\n`
        : `xq convert: cannot write ${out}: ${oneLine((e as Error).message)}\n`,
    );
    return 1;
  }
  if (c.json) c.printJson({ to: record, out, games: games.length, errors: c.errorsJson });
  return c.errors > 0 ? 1 : 0;
}

/** `xq convert`: moves and records from one notation or format to another. @category CLI */
export const convertCommand: Command = commandOf(convertSpec);

type Label = {
  readonly label: string;
  readonly game: { ok: true; value: GameRecord } | { ok: false; error: { code: string; message: string } };
};

/** The games of a record file, each with a label for error messages (or why the file was not read). */
export function readRecords(
  bytes: Uint8Array | undefined,
  text: string,
  format: ReturnType<typeof detectRecordFormat>,
  from: Notation | undefined,
): { ok: true; value: Label[] } | { ok: false; error: { code: string; message: string } } {
  if (bytes !== undefined && format === 'cbr')
    return { ok: true, value: [{ label: 'record', game: parseCbr(bytes) }] };
  if (bytes !== undefined && (format === 'cbl' || format === 'cbl-legacy')) {
    const lib = parseCbl(bytes);
    if (!lib.ok) return lib;
    return {
      ok: true,
      value: lib.value.records.map((r) => ({
        label: `record ${r.index + 1}${r.title ? ` (${r.title})` : ''}`,
        game: r.game,
      })),
    };
  }
  if (bytes !== undefined && format === 'xqf')
    return { ok: true, value: [{ label: 'record', game: parseXqf(bytes) }] };
  if (text.includes('[DhtmlXQ')) return { ok: true, value: [{ label: 'record', game: parseDhtmlXQ(text) }] };
  return {
    ok: true,
    value: parsePgn(text, from === undefined ? {} : { notation: from }).map((g, i) => ({
      label: `game ${i + 1}`,
      game: g,
    })),
  };
}

const escapeTag = (v: string): string => v.replace(/[\\"]/gu, (c) => `\\${c}`).replace(/[\r\n]+/gu, ' ');

/**
 * One game as PGN; a game without moves whose board is no position (a CCBridge text-only record
 * has an empty board) is written with its tags, its board as `[FEN]` and its comments.
 */
function pgnOf(
  game: GameRecord,
  notation: Notation,
  style: { script?: 'simplified'; blackDigits?: 'ascii' },
): string {
  try {
    return writePgn([game], { notation, ...style });
  } catch (e) {
    if (!(e instanceof RangeError) || game.moves.length > 0) throw e;
    const lines = ['[Game "Chinese Chess"]'];
    for (const [k, v] of game.tags)
      if (!/^(game|format|fen)$/iu.test(k)) lines.push(`[${k} "${escapeTag(v)}"]`);
    lines.push(`[FEN "${escapeTag(game.fen)}"]`);
    if (notation !== 'chinese') lines.push(`[Format "${formatTagOf(notation)}"]`);
    const words = [
      ...game.comments.map((c) => `{${c.replace(/\}/gu, ')')}}`),
      gameTag(game, 'Result') ?? game.result,
    ];
    return `${lines.join('\n')}\n\n${words.join(' ')}\n`;
  }
}
