import { PRESET_NAMES } from '@xq/clock';
import {
  amendRegulations,
  categoryStandings,
  EVENT_LEVELS,
  formatTournament,
  groupStage,
  lastCompleteRound,
  NORM_EVENTS,
  type NormEvent,
  nextStage,
  type PrintFormat,
  type PrintOptions,
  parseTournament,
  printReport,
  regulationsNotice,
  type StandingsOptions,
  type Tournament,
  tournamentNorms,
  tournamentPrizes,
} from '@xq/tournament';
import type { CommandSpec, OptionSpec } from '../../command';
import type { Words } from '../../words';
import {
  DECIMALS,
  exists,
  FORMAT,
  readText,
  SYSTEM_OPTION,
  type TournamentContext,
  tournamentAction,
  withFile,
} from './common';

/** `xq tournament norms FILE`: the title norms of the law from the results. */
const normsAction: CommandSpec = tournamentAction({
  name: 'norms',
  summary: 'the title norms ("Tiêu chuẩn phong cấp") met by the results',
  description: `The kind of event is the regulations' "event" (new --event). --json prints {"event",
"afterRound", "players": [{"player", "name", "sex", "games", "points", "place", "norms":
[{"title", "rule", "reason"}]}]}.`,
  options: [FORMAT, DECIMALS],
  json: 'document',
  lang: 'en',
  run: withFile(async ({ io, json, printJson, format, print }, t) => {
    const n = tournamentNorms(t);
    if (json) {
      const players = n.players.map((p) => ({
        player: p.player,
        name: p.name,
        sex: p.sex ?? null,
        games: p.games,
        points: p.points,
        place: p.place ?? null,
        norms: p.norms.map((x) => ({ title: x.title, rule: x.rule, reason: x.reason })),
      }));
      printJson({ event: n.event ?? null, afterRound: n.afterRound, players });
      return 0;
    }
    io.out(printReport(t, { kind: 'norms', norms: n }, format, print));
    return 0;
  }),
});

/** `xq tournament prizes FILE`: the prizes of the regulations from the standings. */
const prizesAction: CommandSpec = tournamentAction({
  name: 'prizes',
  summary: 'the prizes of the regulations from the standings',
  description: `The regulations' "prizeRules": individual, per category, team, and the overall "toàn đoàn"
ranking of the delegations by medals.`,
  options: [FORMAT],
  json: 'document',
  lang: 'en',
  run: withFile(async ({ io, json, printJson, format, print }, t) => {
    const p = tournamentPrizes(t);
    if (json) printJson(p);
    else io.out(printReport(t, { kind: 'prizes', prizes: p }, format, print));
    return 0;
  }),
});

/** `xq tournament regulations FILE REGS.json`: merges regulations data into the file. */
const regulationsAction: CommandSpec = tournamentAction({
  name: 'regulations',
  summary: 'merge the regulations of a JSON object into FILE, validated',
  description: `REGS.json holds any of: event, categories, prizeRules, normThresholds (the title norms'
percentages and places), clockPreset, lateArrivalMinutes, entryFee, entryFeeDueDate, entryDeadlineDate, sentDate, startDate, delegations, the texts…
Once round 1 is paired, the system, scoring and tie-breaks are published: changed only with
--force, and every change is recorded in the file's amendments.`,
  args: ['REGS.json'],
  options: [
    {
      name: 'force',
      kind: 'boolean',
      description: 'after round 1: change the system, scoring or tie-breaks all the same',
    },
    { name: 'note', kind: 'string', value: 'TEXT', description: 'why, recorded with a change after round 1' },
  ],
  json: 'document',
  edits: true,
  lang: 'en',
  run: async (c) => {
    const { io, file, rest, load, save, input, refused, json, printJson, lang } = c;
    const t = await load();
    if (t === 1) return 1;
    const path = rest[0]!;
    const text = await readText(io, path, input);
    if (text === 1) return 1;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      return input({ en: `${path}: not JSON: ${(e as Error).message}`, vi: `${path}: không phải JSON` });
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return input({
        en: `${path}: expected a JSON object of regulations`,
        vi: `${path}: cần một đối tượng JSON chứa điều lệ`,
      });
    // Once round 1 is paired the regulations are published: a change of the system, scoring or
    // tie-breaks needs --force and is recorded (the guide: "Điều lệ giải đã công bố thì không thay đổi").
    const note = c.str('note');
    // A REGS.json written in the old colour word (documents of version 1) still merges.
    const regs = value as Record<string, unknown>;
    const changes = regs.initialColour === 'white' ? { ...regs, initialColour: 'red' } : regs;
    const r = amendRegulations(t, changes, {
      force: c.options.force === true,
      ...(note === undefined ? {} : { note }),
    });
    if (!r.ok) return refused(r.error, path);
    await save(r.value);
    // The guide asks the regulations of a big event be sent 2 to 3 months before: said, not refused.
    // A national event names its chief arbiter (the guide: "bắt buộc phải cử tổng trọng tài").
    const notices = [
      [regulationsNotice(r.value), 'điều lệ của giải lớn phải gửi trước từ 2 tới 3 tháng'],
      [regulationsNotice(r.value, 'chief-arbiter'), chiefArbiterMissing(r.value, 'vi') ?? ''],
    ] as const;
    for (const [notice, vi] of notices)
      if (notice !== 'ok') io.err(lang === 'vi' ? `cảnh báo: ${vi}\n` : `warning: ${notice}\n`);
    if (json) printJson({ file, updated: Object.keys(value) });
    else
      io.out(
        `${file}: ${lang === 'vi' ? 'đã cập nhật điều lệ' : 'regulations updated'} (${Object.keys(value).join(', ')})\n`,
      );
    return 0;
  },
});

/** `--key N`, a number from 1; `undefined` (after the usage error is written) otherwise. */
const count = (c: TournamentContext, key: string): number | undefined => {
  const v = c.str(key);
  if (v === undefined || !/^\d{1,4}$/.test(v) || Number(v) < 1) {
    c.usage({ en: `--${key} must be a number from 1`, vi: `--${key} phải là số, từ 1` });
    return undefined;
  }
  return Number(v);
};

const STAGE_NAME: OptionSpec = { name: 'name', kind: 'string', value: 'S', description: "the stage's name" };

/** `xq tournament groups FILE --groups N`: the group stage of a mixed event (17.3). */
const groupsAction: CommandSpec = tournamentAction({
  name: 'groups',
  summary: 'the group stage of a mixed event (17.3, "đấu hỗn hợp"), one file a group',
  description: `The players seeded by rating into N groups in snake order, one file a group (P-A.json,
P-B.json…; P: --out-prefix, else FILE without .json).`,
  options: [
    { name: 'groups', kind: 'string', value: 'N', description: 'the number of groups', required: true },
    STAGE_NAME,
    { ...SYSTEM_OPTION, description: "the groups' system" },
    { name: 'out-prefix', kind: 'string', value: 'P', description: "the groups' files: P-A.json…" },
  ],
  json: 'document',
  edits: true,
  run: async (c) => {
    const t = await c.load();
    if (t === 1) return 1;
    const n = count(c, 'groups');
    if (n === undefined) return 2;
    const system = c.system();
    const name = c.str('name');
    const r = groupStage(t, {
      groups: n,
      ...(name === undefined ? {} : { name }),
      ...(system === undefined ? {} : { system }),
    });
    if (!r.ok) return c.refused(r.error);
    const prefix = c.str('out-prefix') ?? c.file.replace(/\.json$/, '');
    const written: { file: string; group: string | undefined; players: number[] }[] = [];
    for (const g of r.value) {
      const path = `${prefix}-${g.regulations.stage?.group}.json`;
      await c.io.writeFile(path, formatTournament(g));
      written.push({ file: path, group: g.regulations.stage?.group, players: g.players.map((p) => p.id) });
      if (!c.json) c.io.out(`${path}: ${g.players.map((p) => `${p.id}. ${p.name}`).join(', ')}\n`);
    }
    if (c.json) c.printJson({ groups: written });
    return 0;
  },
});

/** `xq tournament next-stage FILE GROUP.json… --qualifiers K --system S`: seeded from the groups. */
const nextStageAction: CommandSpec = tournamentAction({
  name: 'next-stage',
  summary: 'create FILE, the next stage of a mixed event, from the finished groups',
  description: `The first K of each finished group, the winners seeded first (a knockout pairs a group's
winner with another group's runner-up).`,
  variadic: 'GROUP.json',
  options: [
    {
      name: 'qualifiers',
      kind: 'string',
      value: 'K',
      description: 'qualifiers of each group',
      required: true,
    },
    { ...SYSTEM_OPTION, description: 'knockout (default) or round-robin' },
    STAGE_NAME,
    { name: 'force', kind: 'boolean', description: 'overwrite an existing file' },
  ],
  json: 'document',
  edits: true,
  run: async (c) => {
    if (c.rest.length === 0)
      return c.usage({
        en: 'next-stage needs the group files after FILE',
        vi: 'next-stage cần các tệp bảng đấu sau FILE',
      });
    const list: Tournament[] = [];
    for (const path of c.rest) {
      const text = await readText(c.io, path, c.input);
      if (text === 1) return 1;
      const r = parseTournament(text);
      if (!r.ok) return c.refused(r.error, path);
      list.push(r.value);
    }
    const qualifiers = count(c, 'qualifiers');
    if (qualifiers === undefined) return 2;
    const given = c.system();
    const system = given ?? 'knockout';
    const name = c.str('name');
    if (!c.options.force && (await exists(c.io, c.file)))
      return c.input({
        en: `${c.file} exists (use --force to overwrite)`,
        vi: `${c.file} đã có (dùng --force để ghi đè)`,
      });
    const r = nextStage(list, {
      qualifiers,
      system,
      ...(name === undefined ? {} : { name }),
    });
    if (!r.ok) return c.refused(r.error);
    await c.save(r.value);
    const from = new Map((r.value.regulations.stage?.entries ?? []).map((e) => [e.player, e]));
    if (c.json) {
      c.printJson({
        file: c.file,
        players: r.value.players.map((p) => ({
          player: p.id,
          name: p.name,
          group: from.get(p.id)?.group ?? null,
          place: from.get(p.id)?.place ?? null,
        })),
      });
      return 0;
    }
    c.io.out(
      `${r.value.players
        .map((p) => {
          const e = from.get(p.id);
          return `${p.id}. ${p.name}${e?.group === undefined ? '' : ` (${e.group}${e.place ?? ''})`}`;
        })
        .join('\n')}\n`,
    );
    return 0;
  },
});

/** The actions of this module: norms, prizes, regulations data and the stages of a mixed event. */
export const REGULATION_ACTIONS: readonly CommandSpec[] = [
  normsAction,
  prizesAction,
  regulationsAction,
  groupsAction,
  nextStageAction,
];

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
      printReport(
        { ...sliced, name: `${t.name} — ${c.name ?? c.code}` },
        { kind: 'standings', standings: categoryStandings(t, c.code, opts) },
        format,
        print,
      ),
    )
    .join('\n');
}

/** The entry fields of `add-player`: `--birth-year YYYY` and `--category CODE` (and the form of `--date YYYY-MM-DD`). */
export function entryFields(
  str: (key: string) => string | undefined,
  usage: (message: string | Words) => 2,
): { birthYear?: number; category?: string } | 2 {
  const year = str('birth-year');
  if (year !== undefined && !/^\d{4}$/.test(year))
    return usage({ en: '--birth-year must be a year (YYYY)', vi: '--birth-year phải là một năm (YYYY)' });
  // The form here; whether the day exists is addPlayer's to say (TOURNAMENT_BAD_DATE).
  const date = str('date');
  if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date))
    return usage({ en: '--date must be a day, YYYY-MM-DD', vi: '--date phải là một ngày, YYYY-MM-DD' });
  const category = str('category');
  return {
    ...(year === undefined ? {} : { birthYear: Number(year) }),
    ...(category === undefined ? {} : { category }),
  };
}

/** The regulations' data `new` takes: `--event KIND` (the title norms), `--clock-preset NAME`, `--level L`, `--chief-arbiter NAME`. */
export function newRegulationFields(
  str: (key: string) => string | undefined,
  usage: (message: string | Words) => 2,
):
  | { event?: NormEvent; clockPreset?: string; level?: (typeof EVENT_LEVELS)[number]; chiefArbiter?: string }
  | 2 {
  // Each of --level, --event and --clock-preset is one of its list, or a usage error naming it.
  const pick = (key: string, values: readonly string[]): string | undefined | 2 => {
    const v = str(key);
    if (v === undefined || values.includes(v)) return v;
    return usage({
      en: `--${key} must be one of ${values.join(', ')}`,
      vi: `--${key} phải là một trong: ${values.join(', ')}`,
    });
  };
  const level = pick('level', EVENT_LEVELS);
  if (level === 2) return 2;
  const event = pick('event', NORM_EVENTS);
  if (event === 2) return 2;
  const preset = pick('clock-preset', PRESET_NAMES);
  if (preset === 2) return 2;
  const chief = str('chief-arbiter');
  return {
    ...(event === undefined ? {} : { event: event as NormEvent }),
    ...(preset === undefined ? {} : { clockPreset: preset }),
    ...(level === undefined ? {} : { level: level as (typeof EVENT_LEVELS)[number] }),
    ...(chief === undefined ? {} : { chiefArbiter: chief }),
  };
}

/**
 * The guide's rule on the chief arbiter ("Ở các giải quốc gia, cấp tỉnh thành, các giải lớn... bắt
 * buộc phải cử tổng trọng tài") as one line in the language asked, or `undefined` when it is met.
 */
export function chiefArbiterMissing(t: Tournament, lang: 'en' | 'vi'): string | undefined {
  const notice = regulationsNotice(t, 'chief-arbiter');
  if (notice === 'ok') return undefined;
  return lang === 'vi'
    ? 'giải quốc gia, cấp tỉnh thành, các giải lớn bắt buộc phải cử tổng trọng tài (chiefArbiter, --chief-arbiter)'
    : `${notice} (chiefArbiter, --chief-arbiter)`;
}
