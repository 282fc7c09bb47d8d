import {
  convert,
  convertPgn,
  decodeText,
  isNotation,
  isPgn,
  NOTATIONS,
  type Notation,
  type PgnError,
  parseDhtmlXQ,
  parseXqf,
  writePgn,
} from '@xq/notation';
import { parseArgs } from '../args';
import type { Command } from '../io';
import { startProgress } from '../progress';

const HELP = `usage: xq convert --to NOTATION [--from NOTATION] [--fen FEN] [--simplified] [--ascii-digits] [FILE]

Converts moves from one notation to another: movetext, or a PGN file with any number of games
(tags, comments and variations kept), or a DhtmlXQ record or an XQF file (written out as PGN). Reads FILE (UTF-8, Big5 or GBK) or standard input and
writes the result on standard output. Without --from the notation is detected per record.
A game that cannot be read is reported on standard error with its number, move number and
move text; the other games are still converted, and the exit status is 1.

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
  if (
    typeof to !== 'string' ||
    !isNotation(to) ||
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
    text = bytes === undefined ? await io.readStdin() : decodeText(bytes);
  } catch (e) {
    io.err(`xq convert: cannot read ${positionals[0]}: ${(e as Error).message}\n`);
    return 1;
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
