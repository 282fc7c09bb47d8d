// `xq opening`: the ECCO code and name of a game's opening, from its moves in ICCS coordinates
// on the command line, or one game a line from standard input (--jsonl).
import { type ClassifyOptions, classifyOpening, type DbError, type Opening } from '@xq/db';
import type { CommandSpec, Context } from '../command';
import { commandOf } from '../command';
import type { Command, ExitCode } from '../io';
import type { Lang } from '../words';
import { dbSentence } from './db';

/** One line of text: the code, the opening's name and the variation's, in the language asked. */
const text = (o: Opening, lang: Lang): string =>
  `${o.code} ${o.name[lang]}${o.variation === undefined ? '' : ` — ${o.variation[lang]}`}`;

/** What --json and --jsonl print for a game. */
const json = (o: Opening) =>
  o.variation === undefined
    ? { code: o.code, name: o.name }
    : { code: o.code, name: o.name, variation: o.variation };

/** A refusal of classifyOpening in the command's language, with the ply of a move under vi. */
const sentence = (e: DbError, lang: Lang): string =>
  lang === 'en'
    ? e.message
    : `${dbSentence(e.code, e.message, lang)}${e.ply === undefined ? '' : ` (nửa nước thứ ${e.ply + 1})`}`;

/** The classifier --as names (default vschess's reading). */
const classifier = (c: Context): ClassifyOptions => (c.str('as') === 'xqbase' ? { as: 'xqbase' } : {});

async function jsonLines(c: Context): Promise<ExitCode> {
  const input = await c.io.readStdin();
  let status: ExitCode = 0;
  for (const raw of input.split(/\r?\n/)) {
    if (raw.trim() === '') continue;
    const r = classifyOpening(raw, classifier(c));
    if (r.ok) c.printJson(json(r.value));
    else {
      c.printJson({ error: r.error });
      status = 1;
    }
  }
  return status;
}

/** `xq opening` as data: options, help and run. @category CLI */
export const openingSpec: CommandSpec = {
  name: 'opening',
  summary: "a game's ECCO opening code and name, from its moves",
  variadic: 'MOVE',
  usage: ['xq opening --jsonl < games.txt'],
  description: `Classifies a game's opening by the ECCO codes (A00–E48), as xqbase's ECCO and vschess
classify it: by the moves each side played in the first ten moves. The moves are ICCS
coordinates from the start position (h2e2, H2-E2), every one checked for legality. Prints
the code and the opening's name (and the variation's, where ECCO names one) in the language
of --lang. --json prints {"code", "name": {"zh", "vi", "en"}} (and "variation" alike).
--jsonl reads one game a line from standard input (ICCS moves separated by spaces) and
prints one JSON line each; a bad line prints {"error": {"code", "message", "ply"}} and the
others go on; the exit status is 1 at the end if any line was bad. Where the two classifiers part
(a few lines read at plies 16-20, and the C85/C86 branch), the code is vschess's; --as xqbase
gives the code xqbase's game records are tagged with (the first 15 plies; C85/C86 the other way).`,
  options: [
    { name: 'jsonl', kind: 'boolean', description: 'read one game a line from stdin, print JSON lines' },
    {
      name: 'as',
      kind: 'string',
      choices: ['vschess', 'xqbase'],
      description: 'the classifier to follow where the two part (default vschess)',
    },
  ],
  json: 'lines',
  lang: 'en',
  run: async (c) => {
    if (c.options.jsonl === true) return jsonLines(c);
    const r = classifyOpening(c.args, classifier(c));
    if (!r.ok) {
      if (c.json) {
        c.printJson({ error: r.error });
        return 1;
      }
      return c.fail({
        en: `${r.error.code} ${r.error.message}`,
        vi: `${r.error.code} ${sentence(r.error, 'vi')}`,
      });
    }
    if (c.json) c.printJson(json(r.value));
    else c.io.out(`${text(r.value, c.lang)}\n`);
    return 0;
  },
};

/** `xq opening`: the ECCO opening of a game. @category CLI */
export const openingCommand: Command = commandOf(openingSpec);
