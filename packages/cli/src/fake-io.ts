import { type Command, FileError, type Io } from './io';

/** An in-memory {@link Io} for tests: captured output, given stdin and files. @internal */
export function fakeIo(
  options: {
    stdin?: string | Uint8Array;
    files?: Record<string, string | Uint8Array>;
    tty?: boolean;
    errTty?: boolean;
    /** Directories that do not exist: writing under one fails as on a real disk. */
    missingDirs?: readonly string[];
    /** The environment's variables (`LANG`…). */
    env?: Readonly<Record<string, string>>;
  } = {},
): Io & {
  stdout: () => string;
  stderr: () => string;
  written: Map<string, string | Uint8Array>;
} {
  let out = '';
  let err = '';
  const written = new Map<string, string | Uint8Array>();
  let t = 0;
  return {
    out: (s) => {
      out += s;
    },
    err: (s) => {
      err += s;
    },
    readStdin: async () =>
      typeof options.stdin === 'string'
        ? options.stdin
        : new TextDecoder().decode(options.stdin ?? new Uint8Array(0)),
    readStdinBytes: async () =>
      typeof options.stdin === 'string' || options.stdin === undefined
        ? new TextEncoder().encode(options.stdin ?? '')
        : options.stdin,
    readFile: async (path) => {
      const f = options.files?.[path];
      if (f === undefined)
        throw Object.assign(new Error(`ENOENT: no such file '${path}'`), { code: 'ENOENT' });
      return typeof f === 'string' ? new TextEncoder().encode(f) : f;
    },
    writeFile: async (path, data) => {
      if (options.missingDirs?.some((d) => path.startsWith(`${d}/`)))
        throw new FileError('write', path, 'ENOENT');
      written.set(path, data);
    },
    writeFolder: async (dir, files) => {
      if (options.missingDirs?.some((d) => dir === d || dir.startsWith(`${d}/`)))
        throw new FileError('write', dir, 'ENOENT');
      for (const f of files) written.set(`${dir}/${f.path}`, f.data);
    },
    listFolder: async (dir) => {
      const names = [...Object.keys(options.files ?? {}), ...written.keys()]
        .filter((p) => p.startsWith(`${dir}/`) && !p.slice(dir.length + 1).includes('/'))
        .map((p) => p.slice(dir.length + 1));
      if (names.length === 0) throw new FileError('read', dir, 'ENOENT');
      return [...new Set(names)].sort();
    },
    makeFolder: async () => undefined,
    isTty: options.tty ?? false,
    // A fixed wall clock: what a command writes into a file is the same on every run.
    wallClock: () => Date.UTC(2026, 2, 1, 9, 0),
    errIsTty: options.errTty ?? false,
    now: () => (t += 1),
    env: options.env ?? {},
    stdout: () => out,
    stderr: () => err,
    written,
  };
}

/** Runs a command against a {@link fakeIo}: its exit status, output, errors and written files. @internal */
export async function runCommand(
  command: Command,
  args: string[],
  options: {
    stdin?: string | Uint8Array;
    files?: Record<string, string | Uint8Array>;
    missingDirs?: readonly string[];
    env?: Readonly<Record<string, string>>;
  } = {},
): Promise<{ code: number; out: string; err: string; written: Map<string, string | Uint8Array> }> {
  const io = fakeIo(options);
  const code = await command(args, io);
  return { code, out: io.stdout(), err: io.stderr(), written: io.written };
}
