import {
  convert,
  convertPgn,
  decodeText,
  detectRecordFormat,
  formatTagOf,
  type Game,
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
} from '@xq/notation';
import { parseArgs } from '../args';
import type { Command } from '../io';
import { startProgress } from '../progress';

const HELP = `usage: xq convert --to NOTATION [--from NOTATION] [--fen FEN] [--simplified] [--ascii-digits] [FILE]
       xq convert --to cbr|cbl --out OUT [FILE]

Converts moves from one notation to another: movetext, or a PGN file with any number of games
(tags, comments and variations kept), or a DhtmlXQ record, an XQF file, a CCBridge record (.cbr)
or library (.cbl, every record in library order) written out as PGN. Reads FILE (UTF-8, Big5 or GBK) or standard input and
writes the result on standard output. Without --from the notation is detected per record.
A game that cannot be read is reported on standard error with its number, move number and
move text; the other games are still converted, and the exit status is 1.
With --to cbr (one game) or --to cbl (any number), the games read are written as a CCBridge
record or library to OUT.

Notations: ${NOTATIONS.join(', ')}
`;

const describeError = (e: PgnError): string => {
  const tag = (name: string) => e.tags.find(([k]) => k.toLowerCase() === name)?.[1];
  const who = [tag('red'), tag('black')].filter((x) => x).join(' – ');
  const where =
    e.moveNumber === undefined ? '' : ` move ${e.moveNumber}${e.side === 'black' ? '…' : '.'} "${e.text}"`;
  return `error ${e.code} game ${e.game}${who ? ` (${who})` : ''}:${where} ${e.message.replace(/^game \d+: /u, '')}`;
};

/** `xq convert`: moves and PGN files from one notation to another. @category CLI */
export const convertCommand: Command = async (args, io) => {
  const parsed = parseArgs(args, {
    from: 'string',
    to: 'string',
    fen: 'string',
    simplified: 'boolean',
    'ascii-digits': 'boolean',
    out: 'string',
  });
  if (!parsed.ok) {
    io.err(`xq convert: ${parsed.error}\n${HELP}`);
    return 2;
  }
  const { options, positionals } = parsed.value;
  if (options.help) {
    io.out(HELP);
    return 0;
  }
  const to = options.to;
  const from = options.from;
  const binaryOut = to === 'cbr' || to === 'cbl';
  if (binaryOut && typeof options.out !== 'string') {
    io.err(`xq convert: --to ${to} writes a binary file: give it with --out FILE\n${HELP}`);
    return 2;
  }
  if (
    typeof to !== 'string' ||
    (!isNotation(to) && !binaryOut) ||
    (from !== undefined && (typeof from !== 'string' || !isNotation(from))) ||
    positionals.length > 1
  ) {
    io.err(`xq convert: --to (and --from) must be one of ${NOTATIONS.join(', ')}\n${HELP}`);
    return 2;
  }
  let text: string;
  let bytes: Uint8Array | undefined;
  try {
    if (positionals[0] !== undefined) bytes = await io.readFile(positionals[0]);
    else if (io.readStdinBytes) bytes = await io.readStdinBytes();
    text = bytes === undefined ? await io.readStdin() : decodeText(bytes);
  } catch (e) {
    io.err(`xq convert: cannot read ${positionals[0]}: ${(e as Error).message}\n`);
    return 1;
  }
  const format = bytes === undefined ? undefined : detectRecordFormat(bytes);
  if (binaryOut || format === 'cbr' || format === 'cbl' || format === 'cbl-legacy') {
    const records = readRecords(bytes, text, format, from as Notation | undefined);
    if (!records.ok) {
      io.err(`error ${records.error.code} ${records.error.message}\n`);
      return 1;
    }
    const games: Game[] = [];
    let errors = 0;
    for (const r of records.value) {
      if (r.game.ok) games.push(r.game.value);
      else {
        errors++;
        io.err(`error ${r.game.error.code} ${r.label}: ${r.game.error.message}\n`);
      }
    }
    if (binaryOut) {
      if (to === 'cbr' && games.length !== 1) {
        io.err(`xq convert: a CBR file holds one game, and ${games.length} were read: use --to cbl\n`);
        return 1;
      }
      try {
        await io.writeFile(options.out as string, to === 'cbr' ? writeCbr(games[0]!) : writeCbl(games));
      } catch (e) {
        io.err(`xq convert: cannot write ${options.out}: ${(e as Error).message}\n`);
        return 1;
      }
      return errors > 0 ? 1 : 0;
    }
    const notation = to as Notation;
    const style = {
      ...(options.simplified ? { script: 'simplified' as const } : {}),
      ...(options['ascii-digits'] ? { blackDigits: 'ascii' as const } : {}),
    };
    io.out(games.map((g) => pgnOf(g, notation, style)).join('\n'));
    return errors > 0 ? 1 : 0;
  }
  const common = {
    to: to as Notation,
    ...(from === undefined ? {} : { from: from as Notation }),
    ...(options.simplified ? { script: 'simplified' as const } : {}),
    ...(options['ascii-digits'] ? { blackDigits: 'ascii' as const } : {}),
  };
  const binary = bytes !== undefined && bytes[0] === 0x58 && bytes[1] === 0x51 && bytes.length >= 1024;
  if (binary || text.includes('[DhtmlXQ')) {
    const game = binary ? parseXqf(bytes!) : parseDhtmlXQ(text);
    if (!game.ok) {
      io.err(`error ${game.error.code} ${game.error.message}\n`);
      return 1;
    }
    io.out(writePgn([game.value], { ...common, notation: common.to }));
    return 0;
  }
  if (isPgn(text)) {
    // `[ \t]*`, not `\s*`: a run of blank lines is scanned once, not once per line.
    const games = text.match(/^[ \t\r]*\[(?:Game|Event) /gm)?.length ?? 1;
    const done = games >= 100 ? startProgress(io, `converting ${games} games`) : () => {};
    const r = convertPgn(text, common);
    done(`converted ${games} games, ${r.errors.length} with errors`);
    io.out(r.text);
    for (const e of r.errors) io.err(`${describeError(e)}\n`);
    return r.errors.length > 0 ? 1 : 0;
  }
  const r = convert(text, { ...common, ...(typeof options.fen === 'string' ? { fen: options.fen } : {}) });
  if (!r.ok) {
    io.err(`error ${r.error.code} ${r.error.message}\n`);
    return 1;
  }
  io.out(`${r.value}\n`);
  return 0;
};

type Label = {
  readonly label: string;
  readonly game: { ok: true; value: Game } | { ok: false; error: { code: string; message: string } };
};

/** The games of a record file, each with a label for error messages (or why the file was not read). */
function readRecords(
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
  game: Game,
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
