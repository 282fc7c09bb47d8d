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
  /** Reads all of standard input as bytes (binary records); absent: {@link Io.readStdin} is used. */
  readonly readStdinBytes?: () => Promise<Uint8Array>;
  /** Reads a file as bytes. Rejects with the system error when it cannot. */
  readonly readFile: (path: string) => Promise<Uint8Array>;
  /** Writes a file. */
  readonly writeFile: (path: string, data: string | Uint8Array) => Promise<void>;
  /** True when standard output is a terminal (colour). */
  readonly isTty: boolean;
  /** True when standard error is a terminal: progress on long work is shown there. */
  readonly errIsTty?: boolean;
  /** Milliseconds from a monotonic clock, for timings shown to the user. */
  readonly now: () => number;
}

/** Exit status: 0 ok, 1 input error, 2 usage error. @category CLI */
export type ExitCode = 0 | 1 | 2;

/**
 * A subcommand: receives the arguments after its name and answers with an exit status.
 * @category CLI
 */
export type Command = (args: readonly string[], io: Io) => Promise<ExitCode>;
