import { parseTournament } from '@xq/tournament';
import { describe, expect, test } from 'vitest';
import { disk } from './disk.test-util';

// The tournament document says red (version 2); the `result` command still takes the words a
// user typed before (version 1's `white-win`, `white-win-forfeit`) beside the score sheet's.
const ALIASES: readonly (readonly [string, string])[] = [
  ['1-0', 'red-win'],
  ['red-win', 'red-win'],
  ['white-win', 'red-win'],
  ['+/-', 'red-win-forfeit'],
  ['red-win-forfeit', 'red-win-forfeit'],
  ['white-win-forfeit', 'red-win-forfeit'],
  ['0-1', 'black-win'],
  ['black-win', 'black-win'],
  ['-/+', 'black-win-forfeit'],
  ['black-win-forfeit', 'black-win-forfeit'],
];

async function twoPlayers() {
  const d = disk();
  await d.run('new', 't.json', '--name', 'Club', '--system', 'swiss-dutch', '--rounds', '2');
  for (const name of ['A', 'B']) await d.run('add-player', 't.json', name);
  await d.run('pair', 't.json');
  return d;
}

describe('xq tournament result: the colour words', () => {
  test.each(ALIASES)('%s is recorded as %s', async (typed, recorded) => {
    const { files, run } = await twoPlayers();
    const r = await run('result', 't.json', '1', '1', typed, '--json');
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(/white/);
    const t = parseTournament(files['t.json'] ?? '');
    expect(t.ok && t.value.rounds[0]?.games[0]?.result).toBe(recorded);
    expect(files['t.json']).not.toMatch(/white/);
  });

  test('a file of version 1 (white) is read, and written back in version 2 (red)', async () => {
    const { files, run } = await twoPlayers();
    const now = files['t.json'] ?? '';
    const red = (JSON.parse(now).rounds[0].games[0] as { red: number }).red;
    files['t.json'] = now
      .replace('"version": 2', '"version": 1')
      .replace('"red":', '"white":')
      .replace('"pending"', '"white-win"');
    expect(files['t.json']).toContain('"white": ');
    const shown = await run('pairings', 't.json', '--json');
    expect(shown.code).toBe(0);
    expect(shown.out).not.toMatch(/white/);
    expect(JSON.parse(shown.out).boards[0]).toMatchObject({ red, result: '1-0' });
    expect((await run('result', 't.json', '1', '1', '0-1')).code).toBe(0);
    const t = JSON.parse(files['t.json'] ?? '');
    expect(t.version).toBe(2);
    expect(t.rounds[0].games[0]).toMatchObject({ red, result: 'black-win' });
    expect(files['t.json']).not.toMatch(/white/);
  });

  test("regulations: a REGS.json's initialColour white is merged as red, black as black", async () => {
    for (const [said, kept] of [
      ['white', 'red'],
      ['red', 'red'],
      ['black', 'black'],
    ] as const) {
      const { files, run } = disk();
      await run('new', 't.json', '--name', 'Club', '--system', 'swiss-dutch', '--rounds', '3');
      files['r.json'] = JSON.stringify({ initialColour: said });
      expect((await run('regulations', 't.json', 'r.json')).code).toBe(0);
      expect(JSON.parse(files['t.json'] ?? '').regulations.initialColour).toBe(kept);
    }
  });
});
