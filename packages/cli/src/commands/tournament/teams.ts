/** The teams: entering them, their letters by lot, substitutions and new board orders. */
import type { ClockState } from '@xq/clock';
import { addTeam, drawTeamLetters, reorderTeamBoards, substitutePlayer } from '@xq/tournament';
import type { CommandSpec } from '../../command';
import { codeVi } from '../../messages-vi';
import { lotAction, natural, readText, tournamentAction } from './common';
import { SAY } from './texts';

export const addTeamAction: CommandSpec = tournamentAction({
  name: 'add-team',
  summary: 'register a team: its players (already added) in board order',
  description: `An official team event (Điều 30) needs 3–6 players and 1–3 reserves (new --friendly: a
friendly match, no limits).`,
  args: ['CODE', 'NAME'],
  options: [
    {
      name: 'members',
      kind: 'string',
      value: 'LIST',
      description: "the team's players (already added), in board order: 1,2,3",
      required: true,
    },
    { name: 'substitutes', kind: 'string', value: 'LIST', description: "the team's reserves: 9,10" },
  ],
  json: 'document',
  edits: true,
  lang: 'en',
  run: async ({ io, str, rest, load, save, usage, input, refused, json, printJson, lang }) => {
    const list = (key: string): number[] | 2 => {
      const v = str(key);
      if (v === undefined || v.trim() === '') return [];
      const ids = v.split(',').map((x) => natural(x.trim(), 10000));
      if (ids.some((x) => x === undefined))
        return usage({
          en: `--${key} is a list of start numbers: 1,2,3`,
          vi: `--${key} là danh sách số thứ tự đấu thủ: 1,2,3`,
        });
      return ids as number[];
    };
    const members = list('members');
    if (members === 2) return 2;
    if (members.length === 0) return usage({ en: 'add-team needs --members', vi: 'add-team cần --members' });
    const substitutes = list('substitutes');
    if (substitutes === 2) return 2;
    const t = await load();
    if (t === 1) return 1;
    const r = addTeam(t, {
      code: rest[0]!,
      name: rest[1]!,
      members,
      substitutes,
    });
    if (!r.ok && r.error.code === 'TOURNAMENT_TEAM_SIZE')
      return input({
        en: `${r.error.message}: create a friendly match with new --friendly (${r.error.code})`,
        vi: `${codeVi(r.error.code) ?? 'bị từ chối'}: tạo giải giao hữu bằng new --friendly (${r.error.code})`,
      });
    if (!r.ok) return refused(r.error);
    await save(r.value);
    if (json) printJson({ team: rest[0], boards: members.length, members, substitutes });
    else io.out(`${SAY[lang].team(rest[0], members.length)}\n`);
    return 0;
  },
});

export const drawTeamsAction: CommandSpec = lotAction(
  {
    name: 'draw-teams',
    summary: 'the teams draw their letters A, B, C… by lot (30.1.3)',
    description: `The seed is recorded in the file (--seed, else the regulations' seed, else 0).`,
  },
  drawTeamLetters,
  ({ io, json, printJson, lang }, drawn, seed) => {
    const lines = (drawn.teams ?? []).map(
      (x) => `${x.code}. ${x.name}: ${x.members.map((p, i) => `${x.code}${i + 1} ${p}`).join(', ')}`,
    );
    if (json)
      printJson({
        seed,
        teams: (drawn.teams ?? []).map((x) => ({ team: x.code, name: x.name, members: x.members })),
      });
    else io.out(`${lines.join('\n')}\n${SAY[lang].drawn(seed)}\n`);
  },
);

export const substituteAction: CommandSpec = tournamentAction({
  name: 'substitute',
  summary: 'a reserve replaces PLAYER on his own board in ROUND (30.1.4)',
  description: `At most 15 minutes after the start, never once the game has begun. When it is made: --minutes M
after the start, --at TIME (HH:MM, counted from the round's start, pair --start) or --clock
STATE.json (the game's clock state of xq clock: its time since the start; a move made means the
game has begun).`,
  args: ['ROUND', 'PLAYER', 'RESERVE'],
  options: [
    { name: 'minutes', kind: 'string', value: 'M', description: 'minutes after the start (at most 15)' },
    { name: 'at', kind: 'string', value: 'TIME', description: "the time (HH:MM), from the round's start" },
    { name: 'clock', kind: 'string', value: 'STATE.json', description: "the game's clock state (xq clock)" },
    { name: 'started', kind: 'boolean', description: 'the game has begun (no substitution then)' },
  ],
  json: 'document',
  edits: true,
  lang: 'en',
  run: async ({ io, options, str, rest, load, save, usage, input, refused, json, printJson, lang }) => {
    const [round, out, reserve] = rest.map((x) => natural(x, 10000));
    if (round === undefined || out === undefined || reserve === undefined)
      return usage({
        en: 'ROUND, PLAYER and RESERVE are numbers',
        vi: 'ROUND, PLAYER và RESERVE phải là số',
      });
    const minutes = natural(str('minutes'), 100000);
    if (str('minutes') !== undefined && minutes === undefined)
      return usage({ en: '--minutes must be a number', vi: '--minutes phải là số' });
    const clockFile = str('clock');
    if (minutes === undefined && str('at') === undefined && clockFile === undefined)
      return usage({
        en: 'substitute needs --minutes M, --at TIME or --clock STATE.json (when it is made)',
        vi: 'substitute cần --minutes M, --at TIME hoặc --clock STATE.json (lúc thay người)',
      });
    let clock: unknown;
    if (clockFile !== undefined) {
      const text = await readText(io, clockFile, input);
      if (text === 1) return 1;
      try {
        clock = JSON.parse(text);
      } catch {
        return input({
          en: `${clockFile} is not JSON (a clock state of xq clock)`,
          vi: `${clockFile} không phải JSON (trạng thái đồng hồ của xq clock)`,
        });
      }
    }
    const t = await load();
    if (t === 1) return 1;
    const r = substitutePlayer(t, {
      round,
      out,
      in: reserve,
      ...(minutes === undefined ? {} : { minutes }),
      ...(str('at') === undefined ? {} : { time: str('at') }),
      ...(clockFile === undefined ? {} : { clock: clock as ClockState }),
      started: options.started === true,
    });
    if (!r.ok) return refused(r.error);
    await save(r.value);
    const sub = r.value.rounds[round - 1]?.substitutions?.at(-1);
    const board = `${sub?.team}${sub?.board}`;
    if (json) printJson({ round, player: out, reserve, board, minutes: sub?.minutes });
    else io.out(`${SAY[lang].substitute(round, reserve, out, board, sub?.minutes)}\n`);
    return 0;
  },
});

/**
 * `xq tournament reorder FILE TEAM --members 4,3,2,1`: a friendly match's team takes a new board
 * order after a game (30.1.3: "cho phép sau một ván cờ có thể sắp xếp lại thứ tự các đấu thủ").
 */
export const reorderAction: CommandSpec = tournamentAction({
  name: 'reorder',
  summary: "a friendly match only: the team's new board order after a game (30.1.3)",
  args: ['TEAM'],
  options: [
    {
      name: 'members',
      kind: 'string',
      value: '4,3,2,1',
      description: "the team's players in their new board order",
      required: true,
    },
  ],
  json: 'document',
  edits: true,
  run: async ({ io, str, rest, load, save, usage, refused, json, printJson }) => {
    const v = str('members') ?? '';
    const ids = v.split(',').map((x) => (/^\d{1,5}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN));
    if (ids.some((x) => Number.isNaN(x)))
      return usage({
        en: '--members: the team’s players in their new board order, e.g. 4,3,2,1',
        vi: '--members: các đấu thủ của đội theo thứ tự bàn mới, ví dụ 4,3,2,1',
      });
    const t = await load();
    if (t === 1) return 1;
    const r = reorderTeamBoards(t, rest[0]!, ids);
    if (!r.ok) return refused(r.error);
    await save(r.value);
    const team = r.value.teams?.find((x) => x.code === rest[0]);
    if (json)
      printJson({ team: team?.code, boards: team?.members.map((p, i) => ({ board: i + 1, player: p })) });
    else io.out(`${team?.code}: ${team?.members.map((p, i) => `${team.code}${i + 1} ${p}`).join(', ')}\n`);
    return 0;
  },
});
