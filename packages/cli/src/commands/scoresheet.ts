import {
  decodeText,
  detectRecordFormat,
  isNotation,
  NOTATIONS,
  type Notation,
  parseCbl,
  parseCbr,
  parseDhtmlXQ,
  parsePgn,
  parseXqf,
  scoresheetHtml,
  scoresheetSvg,
  startPosition,
} from '@xq/notation';
import { parseArgs } from '../args';
import type { Command } from '../io';

const HELP = `usage: xq scoresheet GAME.pgn|GAME.txt (PGN, DhtmlXQ, XQF, CBR or CBL) [--out sheet.html|sheet.svg] [--game N] [--notation vi]
                     [--tournament T] [--round R] [--date D] [--arbiter A]
                     [--red-number N] [--black-number N]

Renders a game as the Vietnamese scoresheet (biên bản thi đấu): header, moves in two columns
(1–30, 31–60 a page), score, verdict and signature lines. HTML by default; an --out file
ending in .svg gets SVG (one file per page: sheet.svg, sheet-2.svg, …). Without --out the
HTML is printed. The fields default to the game's PGN tags. --game picks a game of the file
(default 1); --notation the notation of the moves (default vi).
`;

/** `xq scoresheet`: a game as a printable Vietnamese scoresheet. @category CLI */
export const scoresheetCommand: Command = async (args, io) => {
  const parsed = parseArgs(args, {
    out: 'string',
    game: 'string',
    notation: 'string',
    tournament: 'string',
    round: 'string',
    date: 'string',
    arbiter: 'string',
    'red-number': 'string',
    'black-number': 'string',
  });
  if (!parsed.ok) {
    io.err(`xq scoresheet: ${parsed.error}\n${HELP}`);
    return 2;
  }
  const { options, positionals } = parsed.value;
  if (options.help) {
    io.out(HELP);
    return 0;
  }
  const notation = options.notation ?? 'vi';
  const index = Number(options.game ?? '1');
  if (
    positionals.length !== 1 ||
    typeof notation !== 'string' ||
    !isNotation(notation) ||
    !Number.isInteger(index) ||
    index < 1
  ) {
    io.err(
      `xq scoresheet: give one game file, --game N ≥ 1, --notation one of ${NOTATIONS.join(', ')}\n${HELP}`,
    );
    return 2;
  }
  let bytes: Uint8Array;
  try {
    bytes = await io.readFile(positionals[0]!);
  } catch (e) {
    io.err(`xq scoresheet: cannot read ${positionals[0]}: ${(e as Error).message}\n`);
    return 1;
  }
  const text = decodeText(bytes);
  const format = detectRecordFormat(bytes);
  const library = format === 'cbl' || format === 'cbl-legacy' ? parseCbl(bytes) : undefined;
  const games = library
    ? library.ok
      ? library.value.records.map((r) => r.game)
      : [library]
    : format === 'cbr'
      ? [parseCbr(bytes)]
      : format === 'xqf'
        ? [parseXqf(bytes)]
        : text.includes('[DhtmlXQ')
          ? [parseDhtmlXQ(text)]
          : parsePgn(text);
  const game = games[index - 1];
  if (!game) {
    io.err(`xq scoresheet: the file has ${games.length} game(s), no game ${index}\n`);
    return 1;
  }
  if (!game.ok) {
    io.err(`error ${game.error.code} ${game.error.message}\n`);
    return 1;
  }
  if (!startPosition(game.value.fen).ok) {
    io.err(
      `xq scoresheet: game ${index} has no position to play from (a text-only record?): ${game.value.fen}\n`,
    );
    return 1;
  }
  const str = (name: string) => (typeof options[name] === 'string' ? (options[name] as string) : undefined);
  const info = Object.fromEntries(
    (
      [
        ['tournament', str('tournament')],
        ['round', str('round')],
        ['date', str('date')],
        ['arbiter', str('arbiter')],
        ['redNumber', str('red-number')],
        ['blackNumber', str('black-number')],
      ] as const
    ).filter(([, v]) => v !== undefined),
  );
  const sheetOptions = { notation: notation as Notation, info };
  const out = str('out');
  if (out === undefined) {
    io.out(scoresheetHtml(game.value, sheetOptions));
    return 0;
  }
  if (out.toLowerCase().endsWith('.svg')) {
    const pages = scoresheetSvg(game.value, sheetOptions);
    for (let i = 0; i < pages.length; i++)
      await io.writeFile(i === 0 ? out : out.replace(/\.svg$/iu, `-${i + 1}.svg`), pages[i]!);
    io.out(`${pages.length} page(s) written to ${out}\n`);
    return 0;
  }
  await io.writeFile(out, scoresheetHtml(game.value, sheetOptions));
  io.out(`written to ${out}\n`);
  return 0;
};
