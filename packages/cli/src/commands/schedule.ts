import { englishSchedule, roundRobinSchedule, roundRobinTableSize } from '@xq/pairing';
import { formatEnglishSchedule, formatSchedule, PRINT_FORMATS, type PrintFormat } from '@xq/tournament';
import { parseArgs } from '../args';
import type { Command } from '../io';

const HELP = `usage: xq schedule round-robin N [--double] [--reverse] [--json] [--format F]
       xq schedule english K [--json] [--format F]

round-robin N   the round-robin (Berger) table for N players, as the law prints it: the
                number left of the dash has white; with an odd N the bye is the last
                number, in brackets: whoever meets it rests that round
english K       the English-style team match for K players a side (Điều 30.2.2): round by
                round, board i of team A against the player of team B; * marks white
  --double      two cycles, the second with colours swapped
  --reverse     with --double, play the second cycle in reverse round order
  --json        round-robin: an array of rounds, each an array of [white, black] start
                numbers, null for the bye; english: an array of rounds, each an array of
                boards {"a": "A1", "b": "B3", "white": "A1"}
  --format F    text (default), markdown or html
`;

const int = (s: string | undefined): number | undefined =>
  s !== undefined && /^\d{1,6}$/.test(s) ? Number(s) : undefined;

/** `xq schedule`: prints round-robin and English-style team tables. @category CLI */
export const scheduleCommand: Command = async (args, io) => {
  const parsed = parseArgs(args, {
    double: 'boolean',
    reverse: 'boolean',
    json: 'boolean',
    format: 'string',
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
    const size = roundRobinTableSize(n);
    const bye = n % 2 === 1 ? `; whoever meets (${size}) rests that round` : '';
    const cycles = options.double
      ? `, two cycles (${schedule.length} rounds)`
      : `, ${schedule.length} rounds`;
    const intro = `Round robin for ${n} players${cycles}: left of the dash has white${bye}.`;
    io.out(`${format === 'html' ? `<p>${intro}</p>` : intro}\n\n${formatSchedule(schedule, n, format)}`);
    return 0;
  }
  if (kind === 'english') {
    if (n === undefined || n < 1 || n > 100) return usage('K must be a number of players a side in 1..100');
    if (options.double || options.reverse) return usage('--double and --reverse are for round-robin');
    if (options.json) {
      const rounds = englishSchedule(n).map((round) =>
        round.map((b) => ({ a: `A${b.a}`, b: `B${b.b}`, white: b.white === 'A' ? `A${b.a}` : `B${b.b}` })),
      );
      io.out(`${JSON.stringify(rounds)}\n`);
      return 0;
    }
    const law = n < 3 || n > 6 ? ' (the law uses this match for 3 to 6 players)' : '';
    const intro = `English-style match, ${n} players a side${law}: * marks white (A's odd boards have white against B's odd boards, A's even boards against B's even boards).`;
    io.out(`${format === 'html' ? `<p>${intro}</p>` : intro}\n\n${formatEnglishSchedule(n, format)}`);
    return 0;
  }
  return usage(kind === undefined ? 'say round-robin N or english K' : `unknown schedule '${kind}'`);
};
