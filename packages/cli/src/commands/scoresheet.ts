import { Position } from '@xq/core';
import {
  decodeText,
  detectRecordFormat,
  formatMove,
  type GameRecord,
  mainLine,
  type Notation,
  parseCbl,
  parseCbr,
  parseDhtmlXQ,
  parsePgn,
  parseXqf,
  scoresheetHtml,
  scoresheetSvg,
} from '@xq/notation';
import { type CommandSpec, commandOf, oneLine } from '../command';
import type { Command } from '../io';
import { cannotRead, errorLine } from '../messages-vi';
import { notationArg } from '../notation-arg';
import { gameNumberOption } from '../option-values';

/** The scoresheet formats `--out` picks by the file's extension. */
const SHEET_FORMATS: Readonly<Record<string, 'html' | 'svg'>> = {
  '.html': 'html',
  '.htm': 'html',
  '.svg': 'svg',
};

/** The format of an `--out` file from its extension, or `undefined`. */
const sheetFormat = (path: string): 'html' | 'svg' | undefined => {
  const ext = /\.[^./\\]*$/u.exec(path.toLowerCase())?.[0] ?? '';
  return Object.hasOwn(SHEET_FORMATS, ext) ? SHEET_FORMATS[ext] : undefined;
};

const NOTATION = notationArg('notation', 'the notation of the moves (default vi)');
const GAME = gameNumberOption('the game of the file (default 1)');

/** `xq scoresheet` as data: options, help and run. @category CLI */
export const scoresheetSpec: CommandSpec = {
  name: 'scoresheet',
  summary: 'the Vietnamese scoresheet (biên bản) of a game as a printable page',
  description: `Renders a game (PGN, DhtmlXQ, XQF, CBR or CBL) as the Vietnamese scoresheet (biên bản thi
đấu): header, moves in two columns (1–30, 31–60 a page), score, verdict and signature lines.
Without --out the HTML is printed. --out picks the format from the file's extension: .html or
.htm (HTML), .svg (SVG, one file per page: sheet.svg, sheet-2.svg, …); another extension is
refused. The fields default to the game's PGN tags. --json prints the sheet's data:
{"game", "notation", "tags", "info", "moves": [{"number", "red", "black"}], "result"}.`,
  options: [
    {
      name: 'out',
      kind: 'string',
      value: 'FILE',
      description: 'write the sheet to FILE (.html, .htm or .svg)',
    },
    GAME,
    NOTATION,
    { name: 'tournament', kind: 'string', value: 'T', description: 'the tournament' },
    { name: 'round', kind: 'string', value: 'R', description: 'the round' },
    { name: 'date', kind: 'string', value: 'D', description: 'the date' },
    { name: 'arbiter', kind: 'string', value: 'A', description: 'the arbiter' },
    { name: 'red-number', kind: 'string', value: 'N', description: "red's start number" },
    { name: 'black-number', kind: 'string', value: 'N', description: "black's start number" },
  ],
  args: ['GAME'],
  json: 'document',
  run: async ({ io, str, args: positionals, json, usage, fail, printJson, lang, value }) => {
    const notation: Notation = value(NOTATION) ?? 'vi';
    const index = value(GAME) ?? 1;
    const out = str('out');
    const outFormat = out === undefined ? undefined : sheetFormat(out);
    if (out !== undefined && outFormat === undefined)
      return usage({
        en: `cannot tell the format of '${oneLine(out)}': --out takes a .html, .htm or .svg file`,
        vi: `không biết dạng của '${oneLine(out)}': --out nhận tệp .html, .htm hoặc .svg`,
      });
    if (out !== undefined && json)
      return usage({ en: '--out and --json exclude each other', vi: 'không dùng --out cùng --json' });
    let bytes: Uint8Array;
    try {
      bytes = await io.readFile(positionals[0]!);
    } catch (e) {
      return fail(cannotRead(positionals[0]!, e));
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
      io.err(
        lang === 'vi'
          ? `xq scoresheet: tệp có ${games.length} ván, không có ván ${index}\n`
          : `xq scoresheet: the file has ${games.length} game(s), no game ${index}\n`,
      );
      return 1;
    }
    if (!game.ok) {
      io.err(`${errorLine(game.error, lang)}\n`);
      return 1;
    }
    if (!Position.fromFen(game.value.fen, { mode: 'lenient' }).ok) {
      io.err(
        lang === 'vi'
          ? `xq scoresheet: ván ${index} không có thế cờ để đi (biên bản chỉ có chữ?): ${game.value.fen}\n`
          : `xq scoresheet: game ${index} has no position to play from (a text-only record?): ${game.value.fen}\n`,
      );
      return 1;
    }
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
    const sheetOptions = { notation: notation, info };
    if (json) {
      printJson(sheetJson(game.value, index, notation, info));
      return 0;
    }
    if (out === undefined) {
      io.out(scoresheetHtml(game.value, sheetOptions));
      return 0;
    }
    if (outFormat === 'svg') {
      const pages = scoresheetSvg(game.value, sheetOptions);
      for (let i = 0; i < pages.length; i++)
        await io.writeFile(i === 0 ? out : out.replace(/\.svg$/iu, `-${i + 1}.svg`), pages[i]!);
      io.out(`${pages.length} page(s) written to ${out}\n`);
      return 0;
    }
    await io.writeFile(out, scoresheetHtml(game.value, sheetOptions));
    io.out(`written to ${out}\n`);
    return 0;
  },
};

/** `xq scoresheet`: a game as a printable Vietnamese scoresheet. @category CLI */
export const scoresheetCommand: Command = commandOf(scoresheetSpec);

/** The data of a scoresheet for `--json`: the moves numbered as the sheet numbers them. */
function sheetJson(
  game: GameRecord,
  index: number,
  notation: Notation,
  info: Readonly<Record<string, unknown>>,
): unknown {
  let pos = (Position.fromFen(game.fen, { mode: 'lenient' }) as { value: Position }).value;
  const moves: { number: number; red: string | null; black: string | null }[] = [];
  for (const m of mainLine(game)) {
    const text = formatMove(pos, m, notation);
    const last = moves.at(-1);
    if (pos.turn === 'black' && last && last.black === null) last.black = text;
    else if (pos.turn === 'black') moves.push({ number: moves.length + 1, red: null, black: text });
    else moves.push({ number: moves.length + 1, red: text, black: null });
    pos = pos.play(m);
  }
  return { game: index, notation, tags: game.tags, info, moves, result: game.result };
}
