import { PRESET_NAMES } from '@xq/clock';
import {
  categoryRows,
  formatNorms,
  formatPrizes,
  formatStandings,
  formatTournament,
  groupStage,
  isIsoDate,
  lastCompleteRound,
  NORM_EVENTS,
  type NormEvent,
  nextStage,
  type PrintFormat,
  type PrintOptions,
  parseTournament,
  type StandingsOptions,
  SYSTEMS,
  type System,
  standings,
  type Tournament,
  tournamentNorms,
  tournamentPrizes,
  validateTournament,
} from '@xq/tournament';
import type { ExitCode, Io } from '../io';

/** What an action of `xq tournament` gets from the command: its arguments and helpers. */
export interface TournamentActionContext {
  readonly io: Io;
  /** The tournament file. */
  readonly file: string;
  /** The arguments after FILE. */
  readonly rest: readonly string[];
  /** `--json` given. */
  readonly json: boolean;
  readonly format: PrintFormat;
  readonly print: PrintOptions;
  /** A string option's value. */
  readonly str: (key: string) => string | undefined;
  /** Checks the number of arguments after FILE (a usage error otherwise). */
  readonly expect: (count: number) => void;
  /** Reads and validates FILE (an input error otherwise). */
  readonly load: () => Promise<Tournament>;
  /** Reads a file as text (an input error otherwise). */
  readonly read: (path: string) => Promise<string>;
  readonly save: (t: Tournament) => Promise<void>;
  /** Writes a file. */
  readonly write: (path: string, text: string) => Promise<void>;
  /** Whether a file exists. */
  readonly exists: (path: string) => Promise<boolean>;
  /** `--force` given. */
  readonly force: boolean;
  /** A usage error (exit 2). */
  readonly usage: (message: string) => never;
  /** An input error (exit 1). */
  readonly input: (message: string) => never;
}

/** An action: the options it accepts, its help lines and what it does. */
export interface TournamentAction {
  readonly options: readonly string[];
  readonly help: string;
  readonly run: (ctx: TournamentActionContext) => Promise<ExitCode>;
}

/** `xq tournament norms FILE`: the title norms of seed 003 from the results. */
const norms: TournamentAction = {
  options: ['format', 'json', 'lang', 'decimals'],
  help: `  norms FILE [--format F|--json] [--lang vi]
                         the title norms of seed 003 ("Tiêu chuẩn phong cấp") met by the
                         results: the kind of event is the regulations' "event"`,
  async run(ctx) {
    ctx.expect(0);
    const t = await ctx.load();
    const n = tournamentNorms(t);
    if (ctx.json) {
      const players = n.players.map((p) => ({
        player: p.player,
        name: p.name,
        sex: p.sex ?? null,
        games: p.games,
        points: p.points,
        place: p.place ?? null,
        norms: p.norms.map((x) => ({ title: x.title, rule: x.rule, reason: x.reason })),
      }));
      ctx.io.out(`${JSON.stringify({ event: n.event ?? null, afterRound: n.afterRound, players })}\n`);
      return 0;
    }
    ctx.io.out(formatNorms(n, ctx.format, ctx.print));
    return 0;
  },
};

/** `xq tournament prizes FILE`: the prizes of the regulations from the standings. */
const prizes: TournamentAction = {
  options: ['format', 'json', 'lang'],
  help: `  prizes FILE [--format F|--json] [--lang vi]
                         the prizes of the regulations' "prizeRules" (individual, per
                         category, team, overall "toàn đoàn" by medals) from the standings`,
  async run(ctx) {
    ctx.expect(0);
    const t = await ctx.load();
    const p = tournamentPrizes(t);
    if (ctx.json) {
      ctx.io.out(`${JSON.stringify(p)}\n`);
      return 0;
    }
    ctx.io.out(formatPrizes(t, p, ctx.format, ctx.print));
    return 0;
  },
};

/** `xq tournament regulations FILE REGS.json`: merges regulations data into the file. */
const regulations: TournamentAction = {
  options: [],
  help: `  regulations FILE REGS.json
                         merge the regulations of a JSON object into FILE (event, categories,
                         prizeRules, clockPreset, lateArrivalMinutes, entryFee,
                         entryDeadlineDate, delegations, the texts…), validated`,
  async run(ctx) {
    ctx.expect(1);
    const t = await ctx.load();
    const path = ctx.rest[0] as string;
    let value: unknown;
    try {
      value = JSON.parse(await ctx.read(path));
    } catch (e) {
      return ctx.input(`${path}: not JSON: ${(e as Error).message}`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return ctx.input(`${path}: expected a JSON object of regulations`);
    const r = validateTournament(
      JSON.parse(formatTournament({ ...t, regulations: { ...t.regulations, ...(value as object) } })),
    );
    if (!r.ok) return ctx.input(`${path}: ${r.error.message} (${r.error.code})`);
    await ctx.save(r.value);
    ctx.io.out(`${ctx.file}: regulations updated (${Object.keys(value).join(', ')})\n`);
    return 0;
  },
};

const stageSystem = (ctx: TournamentActionContext, fallback: System | undefined): System | undefined => {
  const s = ctx.str('system') ?? fallback;
  if (s !== undefined && !(SYSTEMS as readonly string[]).includes(s))
    ctx.usage(`--system must be one of ${SYSTEMS.join(', ')}`);
  return s as System | undefined;
};

const count = (ctx: TournamentActionContext, key: string): number => {
  const v = ctx.str(key);
  if (v === undefined || !/^\d{1,4}$/.test(v) || Number(v) < 1)
    return ctx.usage(`--${key} must be a number from 1`);
  return Number(v);
};

/** `xq tournament groups FILE --groups N`: the group stage of a mixed event (17.3). */
const groups: TournamentAction = {
  options: ['groups', 'name', 'system', 'out-prefix'],
  help: `  groups FILE --groups N [--name S] [--system S] [--out-prefix P]
                         the group stage of a mixed event (17.3, "đấu hỗn hợp"): the players
                         seeded by rating into N groups in snake order, one file a group
                         (P-A.json, P-B.json…; P: FILE without .json)`,
  async run(ctx) {
    ctx.expect(0);
    const t = await ctx.load();
    const n = count(ctx, 'groups');
    const system = stageSystem(ctx, undefined);
    const name = ctx.str('name');
    const r = groupStage(t, {
      groups: n,
      ...(name === undefined ? {} : { name }),
      ...(system === undefined ? {} : { system }),
    });
    if (!r.ok) return ctx.input(`${r.error.message} (${r.error.code})`);
    const prefix = ctx.str('out-prefix') ?? ctx.file.replace(/\.json$/, '');
    for (const g of r.value) {
      const path = `${prefix}-${g.regulations.stage?.group}.json`;
      await ctx.write(path, formatTournament(g));
      ctx.io.out(`${path}: ${g.players.map((p) => `${p.id}. ${p.name}`).join(', ')}\n`);
    }
    return 0;
  },
};

/** `xq tournament next-stage FILE GROUP.json… --qualifiers K --system S`: seeded from the groups. */
const nextStageAction: TournamentAction = {
  options: ['qualifiers', 'system', 'name', 'force'],
  help: `  next-stage FILE GROUP.json… --qualifiers K --system knockout|round-robin [--name S] [--force]
                         create FILE, the next stage of a mixed event: the first K of each
                         finished group, the winners seeded first (a knockout pairs a group's
                         winner with another group's runner-up)`,
  async run(ctx) {
    if (ctx.rest.length === 0) return ctx.usage('next-stage needs the group files after FILE');
    const list: Tournament[] = [];
    for (const path of ctx.rest) {
      const r = parseTournament(await ctx.read(path));
      if (!r.ok) return ctx.input(`${path}: ${r.error.message} (${r.error.code})`);
      list.push(r.value);
    }
    const qualifiers = count(ctx, 'qualifiers');
    const system = stageSystem(ctx, 'knockout') as System;
    const name = ctx.str('name');
    if (!ctx.force && (await ctx.exists(ctx.file)))
      return ctx.input(`${ctx.file} exists (use --force to overwrite)`);
    const r = nextStage(list, { qualifiers, system, ...(name === undefined ? {} : { name }) });
    if (!r.ok) return ctx.input(`${r.error.message} (${r.error.code})`);
    await ctx.save(r.value);
    const from = new Map((r.value.regulations.stage?.entries ?? []).map((e) => [e.player, e]));
    ctx.io.out(
      `${r.value.players
        .map((p) => {
          const e = from.get(p.id);
          return `${p.id}. ${p.name}${e?.group === undefined ? '' : ` (${e.group}${e.place ?? ''})`}`;
        })
        .join('\n')}\n`,
    );
    return 0;
  },
};

/** The actions of this module, by name. */
export const REGULATION_ACTIONS: Readonly<Record<string, TournamentAction>> = {
  norms,
  prizes,
  regulations,
  groups,
  'next-stage': nextStageAction,
};

/**
 * The standings of each category of the regulations, printed after the overall standings, or
 * the one category asked (`--category`); `undefined` when there is nothing to print.
 */
export function categoryTables(
  t: Tournament,
  format: PrintFormat,
  print: PrintOptions,
  opts: StandingsOptions & { readonly throughRound: number },
  only?: string,
): string | undefined {
  const list = (t.regulations.categories ?? []).filter((c) => only === undefined || c.code === only);
  if (list.length === 0) return undefined;
  const sliced = { ...t, rounds: t.rounds.slice(0, Math.min(opts.throughRound, lastCompleteRound(t))) };
  const rows = standings(t, opts);
  return list
    .map((c) =>
      formatStandings(
        { ...sliced, name: `${t.name} — ${c.name ?? c.code}` },
        format,
        categoryRows(t, c.code, rows),
        print,
      ),
    )
    .join('\n');
}

/** The entry fields of `add-player`: `--birth-year YYYY` and `--category CODE`. */
export function entryFields(
  str: (key: string) => string | undefined,
  usage: (message: string) => never,
): { birthYear?: number; category?: string } {
  const year = str('birth-year');
  if (year !== undefined && !/^\d{4}$/.test(year)) usage('--birth-year must be a year (YYYY)');
  const date = str('date');
  if (date !== undefined && !isIsoDate(date)) usage('--date must be a day, YYYY-MM-DD');
  const category = str('category');
  return {
    ...(year === undefined ? {} : { birthYear: Number(year) }),
    ...(category === undefined ? {} : { category }),
  };
}

/** The regulations' data `new` takes: `--event KIND` (the title norms) and `--clock-preset NAME`. */
export function newRegulationFields(
  str: (key: string) => string | undefined,
  usage: (message: string) => never,
): { event?: NormEvent; clockPreset?: string } {
  const event = str('event');
  if (event !== undefined && !(NORM_EVENTS as readonly string[]).includes(event))
    usage(`--event must be one of ${NORM_EVENTS.join(', ')}`);
  const preset = str('clock-preset');
  if (preset !== undefined && !(PRESET_NAMES as readonly string[]).includes(preset))
    usage(`--clock-preset must be one of ${PRESET_NAMES.join(', ')}`);
  return {
    ...(event === undefined ? {} : { event: event as NormEvent }),
    ...(preset === undefined ? {} : { clockPreset: preset }),
  };
}
