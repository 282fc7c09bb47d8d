// An output file that cannot be written is reported once, by the io layer and main: one line
// that names the path and says why, exit status 1 — for every command that writes a file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fakeIo } from './fake-io';
import { FileError } from './io';
import { main } from './main';
import { nodeIo } from './node-io';

const GAME = '[Game "Chinese Chess"]\n[Format "WXF"]\n\n1. C2.5 H8+7 *\n';

describe('an unwritable output path', () => {
  test('nodeIo().writeFile rejects with a FileError naming the path (missing directory, a file as a directory)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xq-io-'));
    try {
      const file = join(dir, 'plain');
      writeFileSync(file, 'x');
      for (const [path, reason] of [
        ['/nonexistent/dir/x.html', 'no such file or directory'],
        [join(file, 'x.html'), 'a part of the path is not a directory'],
        [dir, 'it is a directory'],
      ] as const) {
        const e = await nodeIo()
          .writeFile(path, 'data')
          .then(
            () => null,
            (x: unknown) => x,
          );
        expect(e).toBeInstanceOf(FileError);
        expect((e as Error).message).toBe(`cannot write ${path}: ${reason}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('xq scoresheet --out /nonexistent/dir/x.html: one line naming the path, exit 1', async () => {
    const io = fakeIo({ files: { 'g.pgn': GAME }, missingDirs: ['/nonexistent'] });
    const code = await main(['scoresheet', 'g.pgn', '--out', '/nonexistent/dir/x.html'], io);
    expect(code).toBe(1);
    expect(io.stderr()).toBe(
      'xq scoresheet: cannot write /nonexistent/dir/x.html: no such file or directory\n',
    );
    expect(io.written.size).toBe(0);
  });

  test('every command that writes a file goes through the same path (tournament new)', async () => {
    const io = fakeIo({ missingDirs: ['/nonexistent'] });
    const code = await main(
      ['tournament', 'new', '/nonexistent/t.json', '--name', 'Open', '--system', 'round-robin'],
      io,
    );
    expect(code).toBe(1);
    expect(io.stderr()).toMatch(
      /^xq tournament: cannot write \/nonexistent\/t\.json: no such file or directory\n$/,
    );
  });
});
