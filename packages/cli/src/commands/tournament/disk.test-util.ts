import { parseTournament, type Tournament } from '@xq/tournament';
import { fakeIo } from '../../fake-io';
import { main } from '../../main';

/** What `xq tournament …` answered: its exit status and its two streams. */
export interface Ran {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/**
 * A disk in memory for the tests of `xq tournament`: `run('new', 't.json', …)` runs an action and
 * keeps the files it writes for the next one; `doc(path)` reads a tournament file back.
 */
export function disk(): {
  files: Record<string, string>;
  run: (...args: string[]) => Promise<Ran>;
  doc: (path: string) => Tournament;
} {
  const files: Record<string, string> = {};
  const run = async (...args: string[]): Promise<Ran> => {
    const io = fakeIo({ files });
    const code = await main(['tournament', ...args], io);
    for (const [path, data] of io.written)
      files[path] = typeof data === 'string' ? data : new TextDecoder().decode(data);
    return { code, out: io.stdout(), err: io.stderr() };
  };
  const doc = (path: string): Tournament => {
    const r = parseTournament(files[path] ?? '');
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  return { files, run, doc };
}

/**
 * Registers players named A, B, C… with ratings from 2100 down by 100 (`count` of them) into the
 * tournament `file` of the disk's `run`.
 */
export async function registerRated(
  run: (...args: string[]) => Promise<Ran>,
  file: string,
  count: number,
): Promise<void> {
  for (let i = 0; i < count; i++)
    await run('add-player', file, String.fromCharCode(65 + i), '--rating', String(2100 - 100 * i));
}

/**
 * A round robin of four (A, B, C, D) in `file`, round 1 paired and every game won by Trắng: the
 * start the withdrawal and sanction tests share.
 */
export async function roundRobinOfFour(d: ReturnType<typeof disk>, file: string): Promise<void> {
  await d.run('new', file, '--name', 'Giải', '--system', 'round-robin');
  for (const name of ['A', 'B', 'C', 'D']) await d.run('add-player', file, name);
  await d.run('pair', file);
  for (const g of d.doc(file).rounds[0]?.games ?? []) await d.run('result', file, '1', String(g.red), '1-0');
}

/** One team of three boards and a reserve for {@link registerTeamsOfFour}. */
export interface TeamOfFour {
  /** The team's code (`A`, `T1`). */
  readonly code: string;
  /** The team's name. */
  readonly name: string;
  /** What its players' names start with: `${prefix}1`, `2`, `3` and `dự bị` (the reserve). */
  readonly prefix: string;
  /** More options for each `add-player` (`--club X`). */
  readonly playerOptions?: readonly string[];
}

/**
 * Registers each team's four players, then the team (boards 1–3 members, the fourth a
 * substitute) into `file`, in order: team k has start numbers 4k+1…4k+4 in an empty file.
 * Throws with the CLI's own error when a step is refused.
 */
export async function registerTeamsOfFour(
  run: (...args: string[]) => Promise<Ran>,
  file: string,
  teams: readonly TeamOfFour[],
): Promise<void> {
  const ok = (r: Ran, what: string): void => {
    if (r.code !== 0) throw new Error(`${what}: exit ${r.code}: ${r.err}`);
  };
  for (const team of teams) {
    const ids: string[] = [];
    for (const who of ['1', '2', '3', 'dự bị']) {
      const name = `${team.prefix}${who}`;
      const added = await run('add-player', file, name, ...(team.playerOptions ?? []), '--json');
      ok(added, `add-player ${name}`);
      ids.push(String((JSON.parse(added.out) as { player: number }).player));
    }
    const members = ['--members', ids.slice(0, 3).join(','), '--substitutes', ids[3]!];
    ok(await run('add-team', file, team.code, team.name, ...members), `add-team ${team.code}`);
  }
}
