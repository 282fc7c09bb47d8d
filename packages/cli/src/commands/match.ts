import { getPreset, PRESET_NAMES, type PresetName } from '@xq/clock';
import { INITIAL_FEN } from '@xq/core';
import type { Limit, SprtSpec } from '@xq/engine';
import { writePgn } from '@xq/notation';
import { type CommandSpec, type Context, commandOf, oneLine } from '../command';
import type { Command } from '../io';
import type { Words } from '../words';
import { WHOLE } from './analyse-engine-args';
import {
  type EngineSpec,
  type Opening,
  parseEngineSpec,
  parseSprt,
  parseTc,
  type Read,
  readOpenings,
  shuffled,
} from './match-args';
import { type MatchClock, type Played, playGame, type Seat, seatEngine } from './match-game';
import { decimal, type MatchStats, matchStats } from './match-stats';

/** A whole number option, its default, or a usage message. */
function wholeOf(c: Context, name: string, fallback: number | undefined): Read<number | undefined> {
  const text = c.str(name);
  if (text === undefined) return { ok: true, value: fallback };
  if (!WHOLE.test(text))
    return {
      ok: false,
      error: {
        en: `--${name} must be a positive whole number, not ${JSON.stringify(text.slice(0, 20))}`,
        vi: `--${name} phải là số nguyên dương, không phải ${JSON.stringify(text.slice(0, 20))}`,
      },
    };
  return { ok: true, value: Number(text) };
}

/** The clock of `--clock PRESET` or `--tc TC` (exactly one). */
function clockOf(c: Context): Read<MatchClock> {
  const preset = c.str('clock');
  const tc = c.str('tc');
  if ((preset === undefined) === (tc === undefined))
    return {
      ok: false,
      error: { en: 'give one of --clock PRESET, --tc TC', vi: 'hãy cho một trong --clock PRESET, --tc TC' },
    };
  if (tc !== undefined) return parseTc(tc);
  if (!(PRESET_NAMES as readonly string[]).includes(preset!))
    return {
      ok: false,
      error: {
        en: `--clock must be one of ${PRESET_NAMES.join(', ')}`,
        vi: `--clock phải là một trong: ${PRESET_NAMES.join(', ')}`,
      },
    };
  const policy = getPreset(preset as PresetName);
  const bonus = policy.red.stages[0]?.bonus;
  return { ok: true, value: { policy, incrementMs: bonus?.type === 'fischer' ? bonus.ms : 0 } };
}

interface Plan {
  readonly specs: readonly [EngineSpec, EngineSpec];
  readonly clock: MatchClock;
  readonly extra: Omit<Limit, 'clock'>;
  readonly games: number;
  readonly maxPlies: number;
  readonly concurrency: number;
  readonly sprt: SprtSpec | undefined;
  readonly openingsFile: string | undefined;
  readonly plies: number | undefined;
  readonly seed: number | undefined;
}

/** Every option read and checked, or the first usage message. */
function planOf(c: Context): Read<Plan> {
  const texts = (c.str('engine') ?? '').split('\n');
  if (texts.length !== 2)
    return { ok: false, error: { en: 'give --engine twice', vi: 'hãy cho --engine hai lần' } };
  const specs: EngineSpec[] = [];
  for (const t of texts) {
    const s = parseEngineSpec(t);
    if (!s.ok) return s;
    specs.push(s.value);
  }
  const clock = clockOf(c);
  if (!clock.ok) return clock;
  const numbers: Record<string, number | undefined> = {};
  for (const [name, fallback] of [
    ['games', 2],
    ['depth', undefined],
    ['movetime', undefined],
    ['max-plies', 400],
    ['concurrency', 1],
    ['plies', undefined],
    ['seed', undefined],
  ] as const) {
    const n = wholeOf(c, name, fallback);
    if (!n.ok) return n;
    numbers[name] = n.value;
  }
  if (numbers.concurrency! > 64)
    return { ok: false, error: { en: '--concurrency must be at most 64', vi: '--concurrency tối đa là 64' } };
  if (numbers.movetime !== undefined && numbers.movetime > 2 ** 31 - 1)
    return {
      ok: false,
      error: { en: '--movetime must be at most 2147483647', vi: '--movetime tối đa là 2147483647' },
    };
  const sprtText = c.str('sprt');
  const sprt = sprtText === undefined ? undefined : parseSprt(sprtText);
  if (sprt && !sprt.ok) return sprt;
  const openingsFile = c.str('openings');
  if (openingsFile === undefined && (numbers.plies !== undefined || numbers.seed !== undefined))
    return {
      ok: false,
      error: { en: '--plies and --seed go with --openings', vi: '--plies và --seed dùng cùng --openings' },
    };
  return {
    ok: true,
    value: {
      specs: [specs[0]!, specs[1]!],
      clock: clock.value,
      extra: {
        ...(numbers.depth !== undefined ? { depth: numbers.depth } : {}),
        ...(numbers.movetime !== undefined ? { movetimeMs: numbers.movetime } : {}),
      },
      games: numbers.games!,
      maxPlies: numbers['max-plies']!,
      concurrency: numbers.concurrency!,
      sprt: sprt?.value,
      openingsFile,
      plies: numbers.plies,
      seed: numbers.seed,
    },
  };
}

/** One line of the match's standing: score, Elo, LOS, SPRT. */
function standing(s: MatchStats, names: readonly string[], played: number, lang: 'en' | 'vi'): string {
  const d = (n: number | null, k: number) => decimal(n, k, lang);
  const diff = s.elo.diff === null ? '-' : `${s.elo.diff >= 0 ? '+' : ''}${d(s.elo.diff, 1)}`;
  const los = s.elo.los === null ? '-' : `${d(100 * s.elo.los, 1)} %`;
  const sep = lang === 'vi' ? '; ' : ', ';
  const head =
    lang === 'vi'
      ? `Điểm: ${names[0]} ${d(s.score[0], 1)} - ${names[1]} ${d(s.score[1], 1)} (${played} ván)`
      : `Score: ${names[0]} ${d(s.score[0], 1)} - ${names[1]} ${d(s.score[1], 1)} (${played} games)`;
  const sprt = s.sprt
    ? `, SPRT LLR ${d(s.sprt.llr, 2)} (${d(s.sprt.lower, 2)}${sep}${d(s.sprt.upper, 2)})${s.sprt.result ? `: ${s.sprt.result}` : ''}`
    : '';
  return `${head}, Elo ${diff} ± ${d(s.elo.error, 1)}, LOS ${los}${sprt}`;
}

const finite = (n: number | null) => (n === null || !Number.isFinite(n) ? null : n);

async function openingsOf(c: Context, plan: Plan): Promise<Read<Opening[]>> {
  if (plan.openingsFile === undefined)
    return { ok: true, value: [{ fen: INITIAL_FEN, moves: [], source: 'start' }] };
  const bytes = await c.io.readFile(plan.openingsFile);
  const read = readOpenings(new TextDecoder().decode(bytes), plan.plies);
  if (!read.ok) return read;
  return { ok: true, value: plan.seed === undefined ? read.value : shuffled(read.value, plan.seed) };
}

/** `xq match` as data: options, help and run. @category CLI */
export const matchSpec: CommandSpec = {
  name: 'match',
  summary: 'play engine against engine under the law: games as PGN, Elo, SPRT',
  description: `Plays --games games between the two --engine lines. Each opening (the start position,
or each of --openings FILE: FEN or EPD lines, or PGN games cut after --plies N, in a --seed order)
is played twice with colours reversed: the first engine has Trắng in games 1, 3, 5…
An --engine is a command line, or cmd=CMD,name=NAME,dialect=D,depth=N,nodes=N,movetime=MS,
option.NAME=VALUE (a value with a comma in double quotes): the engine's name, dialect, options
and its own limits. The clock is a preset of @xq/clock (--clock) or --tc SECONDS[+INC] or
MOVES/SECONDS[+INC] (10+0.1, 40/60+0.5), running on each engine's own thinking time; every go
gets both clocks, the increment and the moves to go. The arbiter of @xq/arbiter rules on every
move: the flag (10.2.4), repetition and the moves a cycle forbids (7.1g, 7.2b), the 60-move rule
(Điều 12). An engine that crashes, does not answer or plays an illegal move loses that game, with
the reason in the PGN, and is started again for the next; engines that cannot start at all are
an error before the first game (exit 1). --concurrency K plays K games at once. --sprt
elo0=E0,elo1=E1[,alpha=A,beta=B] runs the GSPRT on logistic Elo over pentanomial counts (pairs of
games on one opening) and stops the match when H0 or H1 is accepted. The games are PGN on
standard output or in --out FILE (checked before the first game; the standing then goes to
standard output, else to standard error); with --json a summary {games, score, elo: {diff, error,
los}, sprt: {llr, lower, upper, result}, …}.`,
  options: [
    {
      name: 'engine',
      kind: 'string',
      value: 'CMD|SPEC',
      description: 'an engine command line or cmd=…,name=…,option.X=… (give it twice)',
      required: true,
      repeatable: true,
    },
    {
      name: 'games',
      kind: 'string',
      value: 'N',
      description: 'games to play, the most with --sprt (default 2)',
    },
    { name: 'clock', kind: 'string', value: 'PRESET', description: 'a clock preset of @xq/clock' },
    { name: 'tc', kind: 'string', value: 'TC', description: 'a time control: 10+0.1, 40/60+0.5 (seconds)' },
    { name: 'depth', kind: 'string', value: 'N', description: 'also cap each search at N plies' },
    { name: 'movetime', kind: 'string', value: 'MS', description: 'also cap each search at MS ms' },
    { name: 'max-plies', kind: 'string', value: 'N', description: 'stop a game after N plies (default 400)' },
    { name: 'concurrency', kind: 'string', value: 'K', description: 'play K games at once (default 1)' },
    { name: 'openings', kind: 'string', value: 'FILE', description: 'openings: FEN/EPD lines or PGN games' },
    { name: 'plies', kind: 'string', value: 'N', description: 'the first N plies of each PGN opening' },
    { name: 'seed', kind: 'string', value: 'N', description: 'shuffle the openings with this seed' },
    { name: 'sprt', kind: 'string', value: 'SPEC', description: 'elo0=E0,elo1=E1[,alpha=A,beta=B]' },
    { name: 'out', kind: 'string', value: 'FILE', description: 'write the PGN to FILE' },
  ],
  json: 'document',
  lang: 'en',
  run: async (c) => {
    const planned = planOf(c);
    if (!planned.ok) return c.usage(planned.error);
    const plan = planned.value;
    const openings = await openingsOf(c, plan);
    if (!openings.ok) return c.fail(openings.error);
    // Before the first game: the output can be written, and each engine starts and answers.
    const out = c.str('out');
    if (out !== undefined) await c.io.writeFile(out, '');
    const seats: (readonly [Seat, Seat])[] = Array.from({ length: plan.concurrency }, () => [
      { spec: plan.specs[0], engine: undefined, name: plan.specs[0].name ?? plan.specs[0].cmd },
      { spec: plan.specs[1], engine: undefined, name: plan.specs[1].name ?? plan.specs[1].cmd },
    ]);
    for (const [i, seat] of seats[0]!.entries()) {
      const e = await seatEngine(seat);
      if (!e.ok) {
        for (const s of seats[0]!) await s.engine?.quit();
        return c.fail({
          en: `engine ${i + 1} (${oneLine(seat.spec.cmd)}) cannot start: ${e.why}`,
          vi: `máy ${i + 1} (${oneLine(seat.spec.cmd)}) không chạy được: ${e.why}`,
        });
      }
    }
    const names = seats[0]!.map((s) => s.name);
    for (const pair of seats.slice(1)) for (const [i, s] of pair.entries()) s.name = names[i]!;
    const results: (Played | undefined)[] = [];
    let next = 0;
    let stopped = false;
    const worker = async (pair: readonly [Seat, Seat]) => {
      while (!stopped && next < plan.games) {
        const i = next++;
        const opening = openings.value[Math.floor(i / 2) % openings.value.length]!;
        results[i] = await playGame(
          pair,
          (i % 2) as 0 | 1,
          opening,
          plan.clock,
          plan.extra,
          plan.maxPlies,
          i + 1,
        );
        const s = matchStats(results, plan.sprt);
        if (s.sprt?.result) stopped = true;
        if (c.io.errIsTty) c.io.err(`\r\x1b[K${standing(s, names, results.filter(Boolean).length, c.lang)}`);
      }
    };
    try {
      await Promise.all(seats.map(worker));
    } finally {
      for (const pair of seats) for (const s of pair) await s.engine?.quit();
    }
    if (c.io.errIsTty) c.io.err('\n');
    const played = results.filter((g): g is Played => g !== undefined);
    const stats = matchStats(results, plan.sprt);
    const pgn = writePgn(
      played.map((g) => g.pgn),
      { notation: 'wxf' },
    );
    if (out !== undefined) await c.io.writeFile(out, pgn);
    const line = standing(stats, names, played.length, c.lang);
    if (c.json) {
      c.printJson({
        games: played.map(({ red, black, result, reason, plies, opening }) => ({
          red,
          black,
          result,
          reason,
          plies,
          opening,
        })),
        engines: plan.specs.map((s) => s.cmd),
        names,
        score: stats.score,
        ...stats.trinomial,
        pentanomial: stats.pentanomial,
        elo: { diff: finite(stats.elo.diff), error: finite(stats.elo.error), los: stats.elo.los },
        sprt: stats.sprt
          ? {
              llr: stats.sprt.llr,
              lower: stats.sprt.lower,
              upper: stats.sprt.upper,
              result: stats.sprt.result,
            }
          : null,
        model: 'GSPRT, logistic Elo, pentanomial',
      });
    } else if (out === undefined) {
      c.io.out(pgn);
      c.io.err(`${line}\n`);
    } else {
      const game: Words = { en: 'game', vi: 'ván' };
      c.io.out(
        `${played.map((g, i) => `${game[c.lang]} ${i + 1}. ${g.red} - ${g.black} ${g.result}`).join('\n')}\n${line}\n`,
      );
    }
    return 0;
  },
};

/** `xq match`: engine against engine under the law. @category CLI */
export const matchCommand: Command = commandOf(matchSpec);
