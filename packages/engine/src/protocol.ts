// The protocol's core, as python-chess keeps it: one command object per exchange with the engine
// (the handshake, `isready`, a search, `quit`), one command current at a time, a new command
// cancelling the one before it and starting when that one is done. The engine's lines go to the
// current command only; a line that comes while none runs is not anyone's answer and is dropped.
import type { Result } from '@xq/core';
import { MAX_WAIT_MS } from './checks';
import { type EngineError, type EngineErrorCode, engineError } from './errors';
import { LineSplitter } from './parse';
import type { Transport } from './transport';

/**
 * Where a command is: `new` (queued behind another), `active` (its lines sent, its answer
 * awaited), `cancelling` (a newer command waits: it ends as soon as the engine lets it),
 * `done` (its result given).
 */
export type CommandState = 'new' | 'active' | 'cancelling' | 'done';

/**
 * The most lines an exchange takes that are not its answer (empty lines aside) before the engine
 * is said to flood it (`ENGINE_FLOOD`): what an engine prints besides, once, is far fewer.
 */
export const MAX_STRAY_LINES = 10_000;

/** The errors after which the engine is still used; after any other, the transport is closed. */
const KEEPS_ENGINE: ReadonlySet<EngineErrorCode> = new Set(['ENGINE_BAD_INPUT', 'ENGINE_CANCELLED']);

/** What a command may do with the engine: send a line. */
export interface Link {
  send(line: string): void;
}

/** One exchange with the engine, from its first line sent to its answer. */
export abstract class Command<T> {
  state: CommandState = 'new';
  /** The command's answer, once it is done. */
  readonly result: Promise<Result<T, EngineError>>;
  protected link: Link = { send: () => undefined };
  private resolve!: (r: Result<T, EngineError>) => void;
  private onDone: ((r: Result<T, EngineError>) => void) | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stray = 0;

  constructor() {
    this.result = new Promise((r) => {
      this.resolve = r;
    });
  }

  /** Starts the exchange: the command's first lines are sent. */
  begin(link: Link, onDone: (r: Result<T, EngineError>) => void): void {
    if (this.state !== 'new') return;
    this.link = link;
    this.onDone = onDone;
    this.state = 'active';
    this.start();
  }

  /** Sends the command's first lines and arms its wait. */
  protected abstract start(): void;

  /** One line of the engine while this command is current. */
  abstract line(line: string): void;

  /**
   * Asks the command to end soon, a newer one waiting: a queued command ends at once with
   * `ENGINE_CANCELLED`; a running one ends when its answer comes (a search sends `stop`).
   */
  cancel(): void {
    if (this.state === 'new')
      this.finish({ ok: false, error: engineError('ENGINE_CANCELLED', 'cancelled by a newer command') });
    else if (this.state === 'active') this.state = 'cancelling';
  }

  /** Ends a command that never started (the engine had ended before its turn). */
  refuse(error: EngineError): void {
    if (this.state === 'new') this.finish({ ok: false, error });
  }

  /** The engine ended while this command was current. */
  terminated(reason: string): void {
    this.finish({ ok: false, error: engineError('ENGINE_CRASHED', `the engine ended: ${reason}`) });
  }

  /** Gives the result (once: later calls do nothing) and stops the wait. */
  protected finish(r: Result<T, EngineError>): void {
    if (this.state === 'done') return;
    this.state = 'done';
    clearTimeout(this.timer);
    this.onDone?.(r);
    this.resolve(r);
  }

  /** Fails with `code`. */
  protected fail(code: EngineErrorCode, message: string, text?: string): void {
    this.finish({ ok: false, error: engineError(code, message, text) });
  }

  /** Calls `then` after `ms` unless the command is done first; a new wait replaces the old one. */
  protected wait(ms: number, then: () => void): void {
    clearTimeout(this.timer);
    const until = Date.now() + ms;
    const arm = (left: number) => {
      this.timer = setTimeout(
        () => {
          const rest = until - Date.now();
          if (rest > 0) return arm(rest);
          if (this.state !== 'done') then();
        },
        Math.min(Math.max(1, left), MAX_WAIT_MS),
      );
    };
    arm(ms);
  }

  /** A line this exchange does not expect: counted, and a flood of them ends the command. */
  protected strayLine(line: string): void {
    if (line.trim() === '') return;
    this.stray++;
    if (this.stray > MAX_STRAY_LINES)
      this.fail(
        'ENGINE_FLOOD',
        `the engine printed more than ${MAX_STRAY_LINES} lines that are not an answer`,
        line,
      );
  }
}

/**
 * The engine's side of the driver: the transport, its lines, the current command and the queue of
 * one behind it.
 */
export class Protocol implements Link {
  private readonly splitter: LineSplitter;
  private current: Command<unknown> | undefined;
  private last: Command<unknown> | undefined;
  /** Settles when every command given so far is done. */
  private tail: Promise<void> = Promise.resolve();
  /** Why the engine ended, once it has. */
  private endedBy: string | undefined;
  /** Whether a command was told of the end (the first one is told `ENGINE_CRASHED`, the next `ENGINE_CLOSED`). */
  private told = false;

  constructor(
    private readonly transport: Transport,
    maxLine: number,
  ) {
    this.splitter = new LineSplitter(maxLine, 1);
    const each = (line: string) => this.current?.line(line);
    transport.onData((chunk) => this.splitter.push(chunk, each));
    transport.onClose((reason) => {
      this.splitter.flush(each);
      this.endedBy ??= reason;
      if (this.current) {
        this.told = true;
        this.current.terminated(reason);
      }
    });
  }

  /** The command current now, if any. */
  get running(): Command<unknown> | undefined {
    return this.current;
  }

  send(line: string): void {
    if (this.endedBy === undefined) this.transport.send(line);
  }

  /**
   * The error of a call made after the engine ended, or `undefined` while it runs: the first call
   * to see an end nobody was told of is told `ENGINE_CRASHED`, the others `ENGINE_CLOSED`.
   */
  endedError(): EngineError | undefined {
    if (this.endedBy === undefined) return undefined;
    const first = !this.told;
    this.told = true;
    return first
      ? engineError('ENGINE_CRASHED', `the engine ended: ${this.endedBy}`)
      : engineError('ENGINE_CLOSED', `the engine has ended (${this.endedBy})`);
  }

  /** Ends the engine (the driver's decision: the next command answers `ENGINE_CLOSED`). */
  close(): void {
    if (this.endedBy === undefined) {
      this.endedBy = 'ended by the driver';
      this.told = true;
    }
    this.transport.close();
  }

  /**
   * Runs a command after the one before it, which is asked to end (cancelled). After an error that
   * leaves the engine unusable (a crash, a timeout, a protocol breach, an illegal move), the engine
   * is ended.
   */
  run<T>(command: Command<T>): Promise<Result<T, EngineError>> {
    const before = this.last;
    this.last = command as Command<unknown>;
    before?.cancel();
    const start = () => {
      if (command.state !== 'new') return;
      const ended = this.endedError();
      if (ended) return command.refuse(ended);
      this.current = command as Command<unknown>;
      command.begin(this, (r) => {
        if (this.current === command) this.current = undefined;
        if (this.last === command) this.last = undefined;
        if (!r.ok && !KEEPS_ENGINE.has(r.error.code)) this.close();
      });
    };
    const idle = this.current === undefined && (before === undefined || before.state === 'done');
    if (idle) start();
    const started = idle
      ? command.result
      : this.tail.then(() => {
          start();
          return command.result;
        });
    this.tail = started.then(
      () => undefined,
      () => undefined,
    );
    return command.result;
  }
}
