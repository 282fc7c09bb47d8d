import { reorderTeamBoards } from '@xq/tournament';
import type { CommandSpec } from '../command';
import { tournamentAction } from './tournament-common';

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
  run: async ({ io, str, rest, load, save, usage, refused, json, printJson }) => {
    const v = str('members') ?? '';
    const ids = v.split(',').map((x) => (/^\d{1,5}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN));
    if (ids.some((x) => Number.isNaN(x)))
      return usage('--members: the team’s players in their new board order, e.g. 4,3,2,1');
    const t = await load();
    if (t === 1) return 1;
    const r = reorderTeamBoards(t, rest[0] as string, ids);
    if (!r.ok) return refused(r.error);
    await save(r.value);
    const team = r.value.teams?.find((x) => x.code === rest[0]);
    if (json)
      printJson({ team: team?.code, boards: team?.members.map((p, i) => ({ board: i + 1, player: p })) });
    else io.out(`${team?.code}: ${team?.members.map((p, i) => `${team.code}${i + 1} ${p}`).join(', ')}\n`);
    return 0;
  },
});
