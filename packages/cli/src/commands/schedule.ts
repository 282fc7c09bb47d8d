import { englishSchedule, roundRobinSchedule } from '@xq/pairing';
import { formatEnglishSchedule, formatSchedule, PRINT_FORMATS, type PrintFormat } from '@xq/tournament';
import { type CommandSpec, type Context, commandOf, type OptionSpec } from '../command';
import type { Command } from '../io';

/** The sentence above each table, in English and in the law's Vietnamese. */
const INTRO = {
  en: {
    roundRobin: (n: number, cycles: string, bye: string) =>
      `Round robin for ${n} players${cycles}: left of the dash has red${bye}.`,
    cycles: (rounds: number, double: boolean) =>
      double ? `, two cycles (${rounds} rounds)` : `, ${rounds} rounds`,
    bye: (seat: number) => `; whoever meets (${seat}) rests that round`,
    english: (k: number, law: boolean) =>
      `English-style match, ${k} players a side${law ? ' (the law uses this match for 3 to 6 players)' : ''}: * marks red (A's odd boards have red against B's odd boards, A's even boards against B's even boards).`,
  },
  vi: {
    roundRobin: (n: number, cycles: string, bye: string) =>
      `Thi đấu vòng tròn ${n} đấu thủ${cycles}: số bên trái dấu gạch cầm quân Trắng${bye}.`,
    cycles: (rounds: number, double: boolean) =>
      double ? `, hai lượt (${rounds} vòng)` : `, ${rounds} vòng`,
    bye: (seat: number) => `; ai gặp số (${seat}) được nghỉ trong lượt đấu ấy`,
    english: (k: number, law: boolean) =>
      `Đối kháng kiểu Anh, mỗi đội ${k} đấu thủ${law ? ' (Luật dùng cách này cho đội 3 đến 6 đấu thủ)' : ''}: dấu * chỉ đấu thủ cầm quân Trắng (bàn lẻ của đội A cầm Trắng khi gặp bàn lẻ của đội B, bàn chẵn khi gặp bàn chẵn).`,
  },
} as const;

const int = (s: string | undefined): number | undefined =>
  s !== undefined && /^\d{1,6}$/.test(s) ? Number(s) : undefined;

const FORMAT_OPTION: OptionSpec = {
  name: 'format',
  kind: 'string',
  choices: PRINT_FORMATS,
  description: 'the output format (default text)',
};

/** `--format`, or the usage error's message. */
function printFormat(c: Context): PrintFormat | 2 {
  const format = (c.str('format') ?? 'text') as PrintFormat;
  if (c.json && c.str('format') !== undefined)
    return c.usage({ en: '--json and --format exclude each other', vi: 'không dùng --json cùng --format' });
  return format;
}

const roundRobinAction: CommandSpec = {
  name: 'round-robin',
  summary: 'the round-robin (Berger) table for N players',
  description: `The round-robin (Berger) table for N players, as the law prints it: the number left of
the dash has red (Trắng) and moves first; with an odd N the bye is the last number, in
brackets: whoever meets it rests that round. --json: an array of rounds, each an array of
[red, black] start numbers, null for the bye.`,
  args: ['N'],
  options: [
    { name: 'double', kind: 'boolean', description: 'two cycles, the second with colours swapped' },
    {
      name: 'reverse',
      kind: 'boolean',
      description: 'with --double, play the second cycle in reverse round order',
    },
    FORMAT_OPTION,
  ],
  json: 'document',
  lang: 'en',
  run: async (c) => {
    const { io, options, lang, usage } = c;
    const format = printFormat(c);
    if (format === 2) return 2;
    const say = INTRO[lang];
    const n = int(c.args[0]);
    if (n === undefined || n < 2 || n > 1000)
      return usage({ en: 'N must be a number of players in 2..1000', vi: 'N phải là số đấu thủ, 2..1000' });
    if (options.reverse && !options.double)
      return usage({ en: '--reverse needs --double', vi: '--reverse cần --double' });
    const schedule = roundRobinSchedule(n, {
      double: options.double === true,
      reverseSecondCycle: options.reverse === true,
    });
    if (c.json) {
      c.printJson(schedule.map((round) => round.map((p) => [p.white, p.black])));
      return 0;
    }
    const bye = n % 2 === 1 ? say.bye(n + 1) : '';
    const intro = say.roundRobin(n, say.cycles(schedule.length, options.double === true), bye);
    io.out(
      `${format === 'html' ? `<p>${intro}</p>` : intro}\n\n${formatSchedule(schedule, n, format, { lang })}`,
    );
    return 0;
  },
};

const englishAction: CommandSpec = {
  name: 'english',
  summary: 'the English-style team match for K players a side (Điều 30.2.2)',
  description: `The English-style team match for K players a side (Điều 30.2.2): round by round, board i
of team A against the player of team B; * marks red. --json: an array of rounds, each an
array of boards {"a": "A1", "b": "B3", "red": "A1"}.`,
  args: ['K'],
  options: [FORMAT_OPTION],
  json: 'document',
  lang: 'en',
  run: async (c) => {
    const format = printFormat(c);
    if (format === 2) return 2;
    const n = int(c.args[0]);
    if (n === undefined || n < 1 || n > 100)
      return c.usage({
        en: 'K must be a number of players a side in 1..100',
        vi: 'K phải là số đấu thủ mỗi đội, 1..100',
      });
    if (c.json) {
      const rounds = englishSchedule(n).map((round) =>
        round.map((b) => ({ a: `A${b.a}`, b: `B${b.b}`, red: b.white === 'A' ? `A${b.a}` : `B${b.b}` })),
      );
      c.printJson(rounds);
      return 0;
    }
    const intro = INTRO[c.lang].english(n, n < 3 || n > 6);
    c.io.out(
      `${format === 'html' ? `<p>${intro}</p>` : intro}\n\n${formatEnglishSchedule(n, format, { lang: c.lang })}`,
    );
    return 0;
  },
};

/** `xq schedule` as data: its two tables as actions. @category CLI */
export const scheduleSpec: CommandSpec = {
  name: 'schedule',
  summary: 'round-robin (Berger) and English-style team tables',
  json: 'document',
  actions: [roundRobinAction, englishAction],
};

/** `xq schedule`: prints round-robin and English-style team tables. @category CLI */
export const scheduleCommand: Command = commandOf(scheduleSpec);
