import { expect, test } from 'vitest';
import { convertCommand } from './commands/convert';
import { fakeIo } from './fake-io';
import { startProgress } from './progress';

test('progress goes to a terminal on standard error, and nowhere else', () => {
  const quiet = fakeIo();
  startProgress(quiet, 'pairing 1000 players')('paired');
  expect(quiet.stderr()).toBe('');
  const tty = fakeIo({ errTty: true });
  startProgress(tty, 'pairing 1000 players')('paired 1000 players');
  const [announce, done] = tty.stderr().split('\r');
  expect(announce).toBe('pairing 1000 players…');
  expect(done).toMatch(/^.\[Kpaired 1000 players \(\d+\.\d s\)\n$/);
  expect(tty.stdout()).toBe('');
});

test('xq convert shows progress for a large PGN file on a terminal', async () => {
  const game = '[Game "Chinese Chess"]\n\n1. 炮二平五 馬８進７ 1-0\n\n';
  const io = fakeIo({ stdin: game.repeat(120), errTty: true });
  expect(await convertCommand(['--from', 'chinese', '--to', 'wxf'], io)).toBe(0);
  expect(io.stderr()).toMatch(/converting 120 games…/);
  expect(io.stderr()).toMatch(/converted 120 games, 0 with errors/);
  expect(io.stdout().match(/C2\.5/g)).toHaveLength(120);
});
