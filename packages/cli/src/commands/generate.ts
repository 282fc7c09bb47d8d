import { generateTournament } from '@xq/pairing';
import { type CommandSpec, commandOf, oneLine } from '../command';
import type { Command } from '../io';
import { libraryError } from '../messages-vi';

const RATES = [
  ['rated-share', 'ratedShare', 'share of rated players (default 0.8)'],
  ['draw-rate', 'drawRate', 'draw probability between equal players (default 0.3)'],
  ['bye-rate', 'byeRate', 'probability of a requested bye before a round (default 0.03)'],
  ['forfeit-rate', 'forfeitRate', 'probability that a game is forfeited (default 0.02)'],
  ['withdraw-rate', 'withdrawRate', 'probability that a player withdraws before a round (default 0.01)'],
] as const;

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
    {
      name: 'players',
      kind: 'string',
      value: 'N',
      description: 'number of players (2-9999)',
      required: true,
    },
    {
      name: 'rounds',
      kind: 'string',
      value: 'R',
      description: 'number of rounds (fewer than the players)',
      required: true,
    },
    { name: 'seed', kind: 'string', value: 'S', description: 'the seed (default 0)' },
    ...RATES.map(([name, , description]) => ({ name, kind: 'string' as const, value: 'P', description })),
    { name: 'baku', kind: 'boolean', description: 'pair with Baku acceleration' },
    { name: 'trf-2026', kind: 'boolean', description: 'write TRF-2026 (142, 152, 192 records)' },
    { name: 'out', kind: 'string', value: 'FILE', description: 'the file to write' },
  ],
  json: 'none',
  run: async ({ io, str, options, usage, fail }) => {
    const int = (name: string, fallback?: number): number | undefined => {
      const t = str(name);
      return t === undefined ? fallback : /^\d{1,9}$/u.test(t) ? Number(t) : undefined;
    };
    const players = int('players');
    const rounds = int('rounds');
    const seed = int('seed', 0);
    if (players === undefined || players < 2 || players > 9999)
      return usage({ en: '--players must be from 2 to 9999', vi: '--players phải từ 2 đến 9999' });
    if (rounds === undefined || rounds < 1 || rounds > 99 || rounds >= players)
      return usage({
        en: '--rounds must be from 1 to 99 and fewer than the players',
        vi: '--rounds phải từ 1 đến 99 và ít hơn số đấu thủ',
      });
    if (seed === undefined)
      return usage({ en: '--seed must be a natural number', vi: '--seed phải là số tự nhiên' });
    const rates: Record<string, number> = {};
    for (const [name, key] of RATES) {
      const t = str(name);
      if (t === undefined) continue;
      const x = /^(?:0(?:\.\d{1,6})?|1(?:\.0{1,6})?)$/u.test(t) ? Number(t) : Number.NaN;
      if (!(x >= 0 && x <= 1))
        return usage({
          en: `--${name} must be a number from 0 to 1`,
          vi: `--${name} phải là một số từ 0 đến 1`,
        });
      rates[key] = x;
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
