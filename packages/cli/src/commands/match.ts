import { getPreset, PRESET_NAMES, type PresetName } from '@xq/clock';
import { INITIAL_FEN } from '@xq/core';
import type { Limit, SprtSpec } from '@xq/engine';
import { writePgn } from '@xq/notation';
import { type CommandSpec, type Context, commandOf, type OptionSpec, oneLine } from '../command';
import type { Command } from '../io';
import { wholeOption } from '../option-values';
import type { Words } from '../words';
import {
  type EngineSpec,
  type Opening,
  parseEngineSpec,
  parseSprt,
  parseTc,
  type Read,
  readOpenings,
  shuffled,
  type TimeControl,
} from './match-args';
import { type MatchClock, type Played, playGame, type Seat, seatEngine } from './match-game';
import { decimal, type MatchStats, matchStats } from './match-stats';

/** The most a count option takes: ten digits. */
const MOST = 9_999_999_999;

/** `--engine` twice: the two engines of the match. */
const ENGINES: OptionSpec<readonly [EngineSpec, EngineSpec]> = {
  name: 'engine',
  kind: 'string',
  value: 'CMD|SPEC',
  description: 'an engine command line or cmd=…,name=…,option.X=… (give it twice)',
  required: true,
  repeatable: true,
  parse: (text) => {
    const texts = text.split('\n');
    if (texts.length !== 2)
      return { ok: false, error: { en: 'give --engine twice', vi: 'hãy cho --engine hai lần' } };
    const [a, b] = [parseEngineSpec(texts[0]!), parseEngineSpec(texts[1]!)];
    if (!a.ok) return a;
    if (!b.ok) return b;
    return { ok: true, value: [a.value, b.value] };
  },
};
const GAMES = wholeOption('games', 'N', 'games to play, the most with --sprt (default 2)', 1, MOST);
const CLOCK: OptionSpec<PresetName> = {
  name: 'clock',
  kind: 'string',
  value: 'PRESET',
  choices: PRESET_NAMES,
  description: 'a clock preset of @xq/clock',
};
const TC: OptionSpec<TimeControl> = {
  name: 'tc',
  kind: 'string',
  value: 'TC',
  description: 'a time control: 10+0.1, 40/60+0.5 (seconds)',
  parse: parseTc,
};
const DEPTH = wholeOption('depth', 'N', 'also cap each search at N plies', 1, MOST);
const MOVETIME = wholeOption('movetime', 'MS', 'also cap each search at MS ms', 1, 2 ** 31 - 1);
const MAX_PLIES = wholeOption('max-plies', 'N', 'stop a game after N plies (default 400)', 1, MOST);
const CONCURRENCY = wholeOption('concurrency', 'K', 'play K games at once (default 1)', 1, 64);
const PLIES = wholeOption('plies', 'N', 'the first N plies of each PGN opening', 1, MOST);
const SEED = wholeOption('seed', 'N', 'shuffle the openings with this seed', 1, MOST);
const SPRT: OptionSpec<SprtSpec> = {
  name: 'sprt',
  kind: 'string',
  value: 'SPEC',
  description: 'elo0=E0,elo1=E1[,alpha=A,beta=B]',
  parse: parseSprt,
};

/** The clock of `--clock PRESET` or `--tc TC` (exactly one). */
function clockOf(c: Context): Read<MatchClock> {
  const preset = c.value(CLOCK);
  const tc = c.value(TC);
  if (tc !== undefined) return preset === undefined ? { ok: true, value: tc } : oneClock;
  if (preset === undefined) return oneClock;
  const policy = getPreset(preset);
  const bonus = policy.red.stages[0]?.bonus;
  return { ok: true, value: { policy, incrementMs: bonus?.type === 'fischer' ? bonus.ms : 0 } };
}

const oneClock: Read<never> = {
  ok: false,
  error: { en: 'give one of --clock PRESET, --tc TC', vi: 'hãy cho một trong --clock PRESET, --tc TC' },
};

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
  const clock = clockOf(c);
  if (!clock.ok) return clock;
  const depth = c.value(DEPTH);
  const movetimeMs = c.value(MOVETIME);
  const openingsFile = c.str('openings');
  const plies = c.value(PLIES);
  const seed = c.value(SEED);
  if (openingsFile === undefined && (plies !== undefined || seed !== undefined))
    return {
      ok: false,
      error: { en: '--plies and --seed go with --openings', vi: '--plies và --seed dùng cùng --openings' },
    };
  return {
    ok: true,
    value: {
      specs: c.value(ENGINES)!,
      clock: clock.value,
      extra: {
        ...(depth !== undefined ? { depth } : {}),
        ...(movetimeMs !== undefined ? { movetimeMs } : {}),
      },
      games: c.value(GAMES) ?? 2,
      maxPlies: c.value(MAX_PLIES) ?? 400,
      concurrency: c.value(CONCURRENCY) ?? 1,
      sprt: c.value(SPRT),
      openingsFile,
      plies,
      seed,
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
    ENGINES,
    GAMES,
    CLOCK,
    TC,
    DEPTH,
    MOVETIME,
    MAX_PLIES,
    CONCURRENCY,
    { name: 'openings', kind: 'string', value: 'FILE', description: 'openings: FEN/EPD lines or PGN games' },
    PLIES,
    SEED,
    SPRT,
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
