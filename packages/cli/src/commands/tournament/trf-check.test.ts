import { describe, expect, test } from 'vitest';
import { fakeIo } from '../../fake-io';
import { main } from '../../main';
import { disk, registerRated, roundRobinOfFour } from './disk.test-util';

/** `xq pair --check --trf PATH` on the disk's files: its exit status and output. */
async function check(files: Record<string, string>, path: string): Promise<{ code: number; out: string }> {
  const io = fakeIo({ files });
  const code = await main(['pair', '--check', '--trf', path], io);
  return { code, out: io.stdout() + io.stderr() };
}

describe("xq's own TRF export passes xq's own checker", () => {
  test('after a withdrawal and an absence (and a late entry), export --trf then pair --check --trf', async () => {
    const { run, doc, files } = disk();
    await run('new', 's.json', '--name', 'Giải', '--system', 'swiss-dutch', '--rounds', '5');
    await registerRated(run, 's.json', 6);
    const play = async (round: number, result: string) => {
      for (const g of doc('s.json').rounds[round - 1]?.games ?? [])
        if (g.result === 'pending') await run('result', 's.json', String(round), String(g.red), result);
    };
    await run('pair', 's.json');
    await play(1, '1-0');
    expect((await run('withdraw', 's.json', '2')).code).toBe(0);
    expect((await run('absent', 's.json', '3')).code).toBe(0);
    await run('pair', 's.json');
    await play(2, '1/2');
    await run('add-player', 's.json', 'G', '--rating', '1500');
    await run('pair', 's.json');
    await play(3, '0-1');
    await run('pair', 's.json');
    // The withdrawn player's and the absent player's rounds say they were out (TRF Z).
    expect(doc('s.json').rounds[1]?.byes).toEqual(
      expect.arrayContaining([
        { player: 2, kind: 'zero' },
        { player: 3, kind: 'zero' },
      ]),
    );
    expect((await run('export', 's.json', '--trf', '--out', 's.trf')).code).toBe(0);
    const checked = await check(files, 's.trf');
    expect(checked.out).toBe('4 rounds checked, 0 differ\n');
    expect(checked.code).toBe(0);
  });

  test('a round robin with a withdrawal: his scheduled games are forfeits against the opponents the table gives', async () => {
    const d = disk();
    const { run, doc } = d;
    await roundRobinOfFour(d, 'r.json');
    await run('withdraw', 'r.json', '4');
    await run('pair', 'r.json');
    const trf = (await run('export', 'r.json', '--trf')).out;
    const row = trf.split('\n').find((l) => l.startsWith('001    4'));
    // Round 2: the table pairs 4 with an opponent, who wins by forfeit ('+'), 4 loses ('-').
    const g = doc('r.json').rounds[1]?.games.find((x) => x.red === 4 || x.black === 4);
    const other = g?.red === 4 ? g.black : g?.red;
    expect(row).toMatch(new RegExp(`\\s${other} [wb] -`));
    const theirs = trf.split('\n').find((l) => l.startsWith(`001    ${other}`));
    expect(theirs).toMatch(/\s4 [wb] \+/);
  });
});
