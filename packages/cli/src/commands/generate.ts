import { generateTournament } from '@xq/pairing';
import { type CommandSpec, commandOf, type OptionParse, type OptionSpec, oneLine } from '../command';
import type { Command } from '../io';
import { libraryError } from '../messages-vi';
import { wholeOption } from '../option-values';

const RATES = [
  ['rated-share', 'ratedShare', 'share of rated players (default 0.8)'],
  ['draw-rate', 'drawRate', 'draw probability between equal players (default 0.3)'],
  ['bye-rate', 'byeRate', 'probability of a requested bye before a round (default 0.03)'],
  ['forfeit-rate', 'forfeitRate', 'probability that a game is forfeited (default 0.02)'],
  ['withdraw-rate', 'withdrawRate', 'probability that a player withdraws before a round (default 0.01)'],
] as const;

const PLAYERS: OptionSpec<number> = {
  ...wholeOption('players', 'N', 'number of players (2-9999)', 2, 9999),
  required: true,
};
const ROUNDS: OptionSpec<number> = {
  ...wholeOption('rounds', 'R', 'number of rounds (fewer than the players)', 1, 99),
  required: true,
};
const SEED = wholeOption('seed', 'S', 'the seed (default 0)', 0, 999_999_999);

/** A probability written as a decimal from 0 to 1 (at most six places). */
const rateOf =
  (name: string) =>
  (text: string): OptionParse<number> =>
    /^(?:0(?:\.\d{1,6})?|1(?:\.0{1,6})?)$/u.test(text)
      ? { ok: true, value: Number(text) }
      : {
          ok: false,
          error: { en: `--${name} must be a number from 0 to 1`, vi: `--${name} phải là một số từ 0 đến 1` },
        };
const RATE_OPTIONS = RATES.map(([name, key, description]): OptionSpec<number> & { key: string } => ({
  name,
  key,
  kind: 'string',
  value: 'P',
  description,
  parse: rateOf(name),
}));

/** `xq generate` as data: options, help and run. @category CLI */
export const generateSpec: CommandSpec = {
  name: 'generate',
  summary: 'simulate a whole Swiss event, paired by xq round by round, as a TRF file',
  description: `Writes a simulated Swiss tournament (the random tournament generator of FIDE
C.04.A) as TRF-16 (--trf-2026 for TRF-2026): ratings, requested byes, withdrawals, forfeits and
results drawn from the model of @xq/pairing's generateTournament (Elo expected score of the
FIDE Rating Regulations with a draw rate), every round paired by the FIDE Dutch engine
(--baku: with Baku acceleration). The same --seed gives the same file. Without --out the file
goes to standard output.`,
  options: [
    PLAYERS,
    ROUNDS,
    SEED,
    ...RATE_OPTIONS,
    { name: 'baku', kind: 'boolean', description: 'pair with Baku acceleration' },
    { name: 'trf-2026', kind: 'boolean', description: 'write TRF-2026 (142, 152, 192 records)' },
    { name: 'out', kind: 'string', value: 'FILE', description: 'the file to write' },
  ],
  json: 'none',
  run: async ({ io, str, options, usage, fail, value }) => {
    const players = value(PLAYERS)!;
    const rounds = value(ROUNDS)!;
    if (rounds >= players)
      return usage({
        en: '--rounds must be from 1 to 99 and fewer than the players',
        vi: '--rounds phải từ 1 đến 99 và ít hơn số đấu thủ',
      });
    const seed = value(SEED) ?? 0;
    const rates: Record<string, number> = {};
    for (const o of RATE_OPTIONS) {
      const x = value(o);
      if (x !== undefined) rates[o.key] = x;
    }
    // checked before the event is simulated (minutes at 9,999 players), not after
    const out = str('out');
    if (out === '') return usage({ en: '--out needs a file name', vi: '--out cần một tên tệp' });
    const g = generateTournament({
      players,
      rounds,
      seed,
      ...rates,
      baku: options.baku === true,
      trf2026: options['trf-2026'] === true,
    });
    if (!g.ok) return fail(libraryError(g.error));
    if (out === undefined) {
      io.out(g.value.text.replaceAll('\r', '\n'));
      return 0;
    }
    try {
      await io.writeFile(out, new TextEncoder().encode(g.value.text));
    } catch (e) {
      return fail({
        en: `cannot write ${oneLine(out)}: ${oneLine((e as Error).message)}`,
        vi: `không ghi được ${oneLine(out)}: ${oneLine((e as Error).message)}`,
      });
    }
    return 0;
  },
};

/** `xq generate`: writes a simulated Swiss event as TRF. @category CLI */
export const generateCommand: Command = commandOf(generateSpec);
