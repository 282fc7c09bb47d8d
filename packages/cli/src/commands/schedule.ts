import { englishSchedule, roundRobinSchedule, roundRobinTableSize } from '@xq/pairing';
import { formatEnglishSchedule, formatSchedule, PRINT_FORMATS, type PrintFormat } from '@xq/tournament';
import { parseArgs } from '../args';
import type { Command } from '../io';

const HELP = `usage: xq schedule round-robin N [--double] [--reverse] [--json] [--format F] [--lang L]
       xq schedule english K [--json] [--format F] [--lang L]

round-robin N   the round-robin (Berger) table for N players, as the law prints it: the
                number left of the dash has red (Trắng) and moves first; with an odd N the
                bye is the last number, in brackets: whoever meets it rests that round
english K       the English-style team match for K players a side (Điều 30.2.2): round by
                round, board i of team A against the player of team B; * marks red
  --double      two cycles, the second with colours swapped
  --reverse     with --double, play the second cycle in reverse round order
  --json        round-robin: an array of rounds, each an array of [red, black] start
                numbers, null for the bye; english: an array of rounds, each an array of
                boards {"a": "A1", "b": "B3", "red": "A1"}
  --format F    text (default), markdown or html
  --lang L      en (default: red/black) or vi (Trắng/Đen, the law's words)
`;

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
    cycles: (rounds: number, double: boolean) => (double ? `, hai lượt (${rounds} ván)` : `, ${rounds} ván`),
    bye: (seat: number) => `; ai gặp số (${seat}) được nghỉ ván đó`,
    english: (k: number, law: boolean) =>
      `Đồng đội kiểu Anh, mỗi đội ${k} đấu thủ${law ? ' (Luật dùng cách này cho đội 3 đến 6 đấu thủ)' : ''}: dấu * chỉ đấu thủ cầm quân Trắng (bàn lẻ của đội A cầm Trắng khi gặp bàn lẻ của đội B, bàn chẵn khi gặp bàn chẵn).`,
  },
} as const;

const int = (s: string | undefined): number | undefined =>
  s !== undefined && /^\d{1,6}$/.test(s) ? Number(s) : undefined;

/** `xq schedule`: prints round-robin and English-style team tables. @category CLI */
export const scheduleCommand: Command = async (args, io) => {
  const parsed = parseArgs(args, {
    double: 'boolean',
    reverse: 'boolean',
    json: 'boolean',
    format: 'string',
    lang: 'string',
  });
  const usage = (message: string): 2 => {
    io.err(`xq schedule: ${message}\n${HELP}`);
    return 2;
  };
  if (!parsed.ok) return usage(parsed.error);
  const { options, positionals } = parsed.value;
  if (options.help) {
    io.out(HELP);
    return 0;
  }
  const format = (options.format ?? 'text') as PrintFormat;
  if (!PRINT_FORMATS.includes(format)) return usage('--format must be text, markdown or html');
  if (options.json && options.format !== undefined) return usage('--json and --format exclude each other');
  const lang = options.lang ?? 'en';
  if (lang !== 'en' && lang !== 'vi') return usage('--lang must be en or vi');
  const say = INTRO[lang];
  const [kind, count, ...rest] = positionals;
  if (rest.length > 0) return usage(`unexpected argument '${rest[0]}'`);
  const n = int(count);
  if (kind === 'round-robin') {
    if (n === undefined || n < 2 || n > 1000) return usage('N must be a number of players in 2..1000');
    if (options.reverse && !options.double) return usage('--reverse needs --double');
    const schedule = roundRobinSchedule(n, {
      double: options.double === true,
      reverseSecondCycle: options.reverse === true,
    });
    if (options.json) {
      io.out(`${JSON.stringify(schedule.map((round) => round.map((p) => [p.white, p.black])))}\n`);
      return 0;
    }
    const bye = n % 2 === 1 ? say.bye(roundRobinTableSize(n)) : '';
    const intro = say.roundRobin(n, say.cycles(schedule.length, options.double === true), bye);
    io.out(
      `${format === 'html' ? `<p>${intro}</p>` : intro}\n\n${formatSchedule(schedule, n, format, { lang })}`,
    );
    return 0;
  }
  if (kind === 'english') {
    if (n === undefined || n < 1 || n > 100) return usage('K must be a number of players a side in 1..100');
    if (options.double || options.reverse) return usage('--double and --reverse are for round-robin');
    if (options.json) {
      const rounds = englishSchedule(n).map((round) =>
        round.map((b) => ({ a: `A${b.a}`, b: `B${b.b}`, red: b.white === 'A' ? `A${b.a}` : `B${b.b}` })),
      );
      io.out(`${JSON.stringify(rounds)}\n`);
      return 0;
    }
    const intro = say.english(n, n < 3 || n > 6);
    io.out(
      `${format === 'html' ? `<p>${intro}</p>` : intro}\n\n${formatEnglishSchedule(n, format, { lang })}`,
    );
    return 0;
  }
  return usage(kind === undefined ? 'say round-robin N or english K' : `unknown schedule '${kind}'`);
};
