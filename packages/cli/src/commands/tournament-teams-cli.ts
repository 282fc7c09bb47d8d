import { reorderTeamBoards, type Tournament } from '@xq/tournament';
import type { ExitCode, Io } from '../io';

/** What a team action of `xq tournament` gets from the command: its arguments and file helpers. */
export interface TeamActionContext {
  /** The positionals after FILE. */
  readonly rest: readonly string[];
  /** The value of a string option. */
  readonly str: (key: string) => string | undefined;
  /** Loads and validates the tournament file. */
  readonly load: () => Promise<Tournament>;
  /** Writes the tournament file. */
  readonly save: (t: Tournament) => Promise<void>;
  /** The command's input and output. */
  readonly io: Io;
  /** A usage error (exit 2). */
  readonly usage: (message: string) => never;
  /** An input error (exit 1). */
  readonly input: (message: string) => never;
}

/**
 * `xq tournament reorder FILE TEAM --members 4,3,2,1`: a friendly match's team takes a new board
 * order after a game (30.1.3: "cho phép sau một ván cờ có thể sắp xếp lại thứ tự các đấu thủ").
 */
export async function reorderAction(c: TeamActionContext): Promise<ExitCode> {
  if (c.rest.length !== 1) return c.usage('reorder takes FILE TEAM --members 1,2,3');
  const v = c.str('members');
  const ids = (v ?? '').split(',').map((x) => (/^\d{1,5}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN));
  if (v === undefined || ids.some((x) => Number.isNaN(x)))
    return c.usage('reorder needs --members, the team’s players in their new board order: 4,3,2,1');
  const r = reorderTeamBoards(await c.load(), c.rest[0] as string, ids);
  if (!r.ok) return c.input(`${r.error.message} (${r.error.code})`);
  await c.save(r.value);
  const team = r.value.teams?.find((x) => x.code === c.rest[0]);
  c.io.out(`${team?.code}: ${team?.members.map((p, i) => `${team.code}${i + 1} ${p}`).join(', ')}\n`);
  return 0;
}
