import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { FileError, type FolderFile, type Io } from './io';

/** Writes the files into a new folder beside `dir`, then swaps it in: `dir` is never half-written. */
async function writeFolder(dir: string, files: readonly FolderFile[]): Promise<void> {
  const target = resolve(dir);
  let fresh: string;
  try {
    fresh = await mkdtemp(join(dirname(target), `.${basename(target)}.new-`));
    await chmod(fresh, 0o755);
  } catch (e) {
    throw FileError.from('write', dir, e);
  }
  const old = `${fresh}.old`;
  let moved = false;
  try {
    for (const f of files) {
      const path = join(fresh, f.path);
      if (!path.startsWith(`${fresh}/`)) throw new FileError('write', f.path, 'EPERM', 'outside the folder');
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, f.data);
    }
    try {
      await rename(target, old);
      moved = true;
    } catch (e) {
      if ((e as { code?: unknown }).code !== 'ENOENT') throw e;
    }
    await rename(fresh, target);
  } catch (e) {
    if (moved) await rename(old, target).catch(() => undefined);
    await rm(fresh, { recursive: true, force: true });
    throw e instanceof FileError ? e : FileError.from('write', dir, e);
  }
  if (moved) await rm(old, { recursive: true, force: true });
}

/**
 * The real world for {@link main}: process streams, the file system and a monotonic clock.
 * @category CLI
 */
export function nodeIo(): Io {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    readStdin: async () => {
      if (process.stdin.isTTY) return '';
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    readStdinBytes: async () => {
      if (process.stdin.isTTY) return new Uint8Array(0);
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return new Uint8Array(Buffer.concat(chunks));
    },
    readStdinChunks: async function* () {
      process.stdin.setEncoding('utf8');
      for await (const chunk of process.stdin) yield chunk as string;
    },
    readFile: async (path) => new Uint8Array(await readFile(path)),
    writeFile: async (path, data) => {
      try {
        await writeFile(path, data);
      } catch (e) {
        throw FileError.from('write', path, e);
      }
    },
    writeFolder,
    listFolder: async (dir) => {
      try {
        return (await readdir(dir, { withFileTypes: true })).filter((d) => d.isFile()).map((d) => d.name);
      } catch (e) {
        throw FileError.from('read', dir, e);
      }
    },
    makeFolder: async (dir) => {
      try {
        await mkdir(dir, { recursive: true });
      } catch (e) {
        throw FileError.from('write', dir, e);
      }
    },
    isTty: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
    errIsTty: Boolean(process.stderr.isTTY),
    now: () => performance.now(),
    env: process.env,
  };
}
