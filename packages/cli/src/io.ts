/**
 * What a command sees of the world: its streams, and nothing else. Commands are pure
 * functions of (arguments, io) so that tests run them in-process.
 *
 * @category CLI
 */
export interface Io {
  /** Writes to standard output. */
  readonly out: (text: string) => void;
  /** Writes to standard error. */
  readonly err: (text: string) => void;
  /** Reads all of standard input (resolves to '' when there is none). */
  readonly readStdin: () => Promise<string>;
  /** Standard input as it comes, in text chunks (a streaming reader); absent: {@link Io.readStdin}. */
  readonly readStdinChunks?: () => AsyncIterable<string>;
  /** Reads all of standard input as bytes (binary records); absent: {@link Io.readStdin} is used. */
  readonly readStdinBytes?: () => Promise<Uint8Array>;
  /** Reads a file as bytes. Rejects with the system error when it cannot. */
  readonly readFile: (path: string) => Promise<Uint8Array>;
  /**
   * Writes a file. Rejects with a {@link FileError} naming the path when it cannot (a missing
   * directory, no permission…): {@link main} reports it in one line, exit status 1.
   */
  readonly writeFile: (path: string, data: string | Uint8Array) => Promise<void>;
  /**
   * Puts a folder of files in place of `dir` at once: they are written into a new folder beside
   * it, which then replaces it, so that a failure leaves `dir` as it was. Rejects with a
   * {@link FileError}. Absent: the files are written one by one with {@link Io.writeFile}.
   */
  readonly writeFolder?: (dir: string, files: readonly FolderFile[]) => Promise<void>;
  /** The names of the files of a folder (rejects with a {@link FileError}, `ENOENT` when there is none). */
  readonly listFolder?: (dir: string) => Promise<string[]>;
  /** Creates a folder and its parents when missing. */
  readonly makeFolder?: (dir: string) => Promise<void>;
  /** True when standard output is a terminal (colour). */
  readonly isTty: boolean;
  /** The wall-clock time in milliseconds since 1970, for the dates written into files; absent: the system's. */
  readonly wallClock?: () => number;
  /** True when standard error is a terminal: progress on long work is shown there. */
  readonly errIsTty?: boolean;
  /** Milliseconds from a monotonic clock, for timings shown to the user. */
  readonly now: () => number;
  /**
   * The environment's variables (`process.env`): `LC_ALL`, `LC_MESSAGES` or `LANG` starting with
   * `vi` makes Vietnamese the default language; absent: none.
   */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** A file of {@link Io.writeFolder}: its `/`-separated path inside the folder, and its content. @category CLI */
export interface FolderFile {
  /** The path inside the folder (`players/7.html`). */
  readonly path: string;
  /** The content. */
  readonly data: string | Uint8Array;
}

/** Exit status: 0 ok, 1 input error, 2 usage error. @category CLI */
export type ExitCode = 0 | 1 | 2;

/**
 * A subcommand: receives the arguments after its name and answers with an exit status.
 * @category CLI
 */
export type Command = (args: readonly string[], io: Io) => Promise<ExitCode>;

/** Why a file could not be written (or read), in words, from the system error's code. */
const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a part of the path is not a directory',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EEXIST: 'it already exists',
  ENAMETOOLONG: 'the name is too long',
};

/**
 * A file that could not be written or read: its message is one line that names the path and
 * says why (`cannot write /nonexistent/dir/x.html: no such file or directory`).
 * @example new FileError('write', '/x/y.html', 'ENOENT').message // 'cannot write /x/y.html: no such file or directory'
 * @category CLI
 */
export class FileError extends Error {
  /** The system error's code (`ENOENT`, `EACCES`…), or `''`. */
  readonly code: string;

  constructor(
    /** What was being done. */
    readonly operation: 'read' | 'write',
    /** The path as the user gave it. */
    readonly path: string,
    code: string,
    detail?: string,
  ) {
    const reason =
      (Object.hasOwn(REASONS, code) ? REASONS[code] : undefined) ?? detail?.split('\n')[0] ?? code;
    super(`cannot ${operation} ${path}: ${reason}`);
    this.name = 'FileError';
    this.code = code;
  }

  /** The FileError of a system error thrown while reading or writing `path`. */
  static from(operation: 'read' | 'write', path: string, cause: unknown): FileError {
    const e = cause as { code?: unknown; message?: unknown } | null;
    const code = typeof e?.code === 'string' ? e.code : '';
    return new FileError(operation, path, code, typeof e?.message === 'string' ? e.message : String(cause));
  }
}
