import {
  categoryStandings,
  formatNorms,
  formatPrizes,
  formatStandings,
  formatTournament,
  isIsoDate,
  lastCompleteRound,
  type PrintFormat,
  type PrintOptions,
  type StandingsOptions,
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

/** The actions of this module, by name. */
export const REGULATION_ACTIONS: Readonly<Record<string, TournamentAction>> = { norms, prizes, regulations };

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
  return list
    .map((c) =>
      formatStandings(
        { ...sliced, name: `${t.name} — ${c.name ?? c.code}` },
        format,
        categoryStandings(t, c.code, opts),
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
