import { readFile, writeFile } from 'node:fs/promises';
import { FileError, type Io } from './io';

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
    isTty: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
    errIsTty: Boolean(process.stderr.isTTY),
    now: () => performance.now(),
  };
}
