import { parseTournament, type Tournament } from '@xq/tournament';
import { fakeIo } from '../fake-io';
import { main } from '../main';

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
