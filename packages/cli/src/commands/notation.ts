import { Position } from '@xq/core';
import { formatMove, NOTATIONS, type Notation } from '@xq/notation';
import { type CommandSpec, commandOf } from '../command';
import type { Command } from '../io';
import { errorLine } from '../messages-vi';
import { notationArg, readMove } from '../notation-arg';
import type { Lang } from '../words';

type Answer =
  | { ok: true; lines: string[]; json?: Record<string, unknown> }
  | { ok: false; json: { error: { code: string; message: string } } };

const failed = (code: string, message: string): Answer => ({ ok: false, json: { error: { code, message } } });

/** A bad line's `error CODE message` (in Vietnamese `lỗi CODE …`). */
const badLine = (error: { code: string; message: string }, lang: Lang): string =>
  error.code === 'LINE_MALFORMED' && lang === 'vi'
    ? 'lỗi LINE_MALFORMED một dòng phải là FEN<TAB>NƯỚC'
    : errorLine(error, lang);

/**
 * The move in `to` (with `all`: every notation, each line `notation<TAB>text` when `named`);
 * its JSON document only when `json` is asked for (the batch mode's speed is the lines').
 */
function answer(
  fen: string | undefined,
  moveText: string,
  from: Notation | undefined,
  to: Notation | 'all',
  named: boolean,
  json: boolean,
): Answer {
  const pos = fen === undefined ? { ok: true as const, value: Position.initial() } : Position.fromFen(fen);
  if (!pos.ok) return failed(pos.error.code, pos.error.message);
  const text = moveText.trim();
  const move = readMove(pos.value, text, from);
  if (!move.ok) return failed(move.error.code, move.error.message);
  const head = () => ({ fen: pos.value.fen(), move: text, from: move.from });
  if (to !== 'all') {
    const written = formatMove(pos.value, move.value, to);
    return { ok: true, lines: [written], ...(json ? { json: { ...head(), to, text: written } } : {}) };
  }
  const all = NOTATIONS.map((n) => [n, formatMove(pos.value, move.value, n)] as const);
  return {
    ok: true,
    lines: all.map(([n, t]) => (named ? `${n}\t` : '') + t),
    ...(json ? { json: { ...head(), notations: Object.fromEntries(all) } } : {}),
  };
}

const TO = notationArg('to', 'the notation to write');
const FROM = notationArg('from', 'the notation of MOVE (default: detected)');

/** `xq notation` as data: options, help and run. @category CLI */
export const notationSpec: CommandSpec = {
  name: 'notation',
  summary: 'one move in one notation or in all of them',
  usage: ['xq notation (--to NOTATION | --all) [--from NOTATION] [--json] < lines'],
  description: `Writes one move in another notation. MOVE is read in --from, or without it in the
notation detected as xq convert detects a record's (UCCI h2e2 when several read it), in the
position of --fen (default: the start). --all prints the move in every notation, one
"notation<TAB>text" line each.
With no --move, reads lines "FEN<TAB>MOVE" on standard input and prints one line per input
line (with --all, the notations separated by tabs); a bad line prints "error CODE message"
and the exit status is 1 at the end.
--json prints {"fen", "move", "from", "to", "text"} (--all: "notations": {notation: text}),
a bad move {"error": {"code", "message"}}; one document a line when reading lines.

Notations: ${NOTATIONS.join(', ')}`,
  options: [
    { name: 'fen', kind: 'string', value: 'FEN', description: 'the position (default: the start position)' },
    { name: 'move', kind: 'string', value: 'MOVE', description: 'the move (else lines on standard input)' },
    TO,
    FROM,
    { name: 'all', kind: 'boolean', description: 'write the move in every notation' },
  ],
  json: 'lines',
  run: async ({ io, str, options, json, usage, printJson, lang, value }) => {
    const from = value(FROM);
    const toOption = value(TO);
    if (options.all && toOption !== undefined)
      return usage({ en: '--to and --all exclude each other', vi: 'không dùng --to cùng --all' });
    const to = options.all ? 'all' : toOption;
    if (to === undefined)
      return usage({ en: 'give --to NOTATION or --all', vi: 'hãy cho --to CÁCH_GHI hoặc --all' });
    const fen = str('fen');
    const move = str('move');
    if (move !== undefined) {
      const r = answer(fen, move, from, to, true, json);
      if (json) printJson(r.json);
      else if (r.ok) io.out(`${r.lines.join('\n')}\n`);
      else io.err(`${badLine(r.json.error, lang)}\n`);
      return r.ok ? 0 : 1;
    }
    let status: 0 | 1 = 0;
    // Output goes out in blocks of lines: one write per line costs more than the work itself.
    let block = '';
    let count = 0;
    for (const raw of (await io.readStdin()).split(/\r?\n/u)) {
      if (raw.trim() === '') continue;
      const tab = raw.lastIndexOf('\t');
      const r =
        tab < 0
          ? failed('LINE_MALFORMED', 'a line is FEN<TAB>MOVE')
          : answer(raw.slice(0, tab), raw.slice(tab + 1), from, to, false, json);
      if (json) block += `${JSON.stringify(r.json)}\n`;
      else if (r.ok) block += `${r.lines.join('\t')}\n`;
      else block += `${badLine(r.json.error, lang)}\n`;
      if (!r.ok) status = 1;
      if (++count === 1000) {
        io.out(block);
        block = '';
        count = 0;
      }
    }
    if (block !== '') io.out(block);
    return status;
  },
};

/** `xq notation`: one move, or a stream of FEN and move lines, in another notation. @category CLI */
export const notationCommand: Command = commandOf(notationSpec);
