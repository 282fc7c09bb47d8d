// The exchanges after the handshake, one command each: `isready` (after the lines that need it:
// an option, a new game), a search (`position`, the ban, a barrier, `go`, infos, `bestmove`),
// `quit`. The handshake is in handshake.ts.

import { parseBestMove, parseInfo, type RawInfo } from './parse';
import { Command } from './protocol';

/** Sends its lines, then `isready`, and answers when `readyok` comes (within `ms`). */
export class ReadyCommand extends Command<void> {
  constructor(
    private readonly lines: readonly string[],
    private readonly ms: number,
  ) {
    super();
  }

  protected start(): void {
    for (const l of this.lines) this.link.send(l);
    this.link.send('isready');
    this.wait(this.ms, () => this.fail('ENGINE_TIMEOUT', `no readyok within ${this.ms} ms`));
  }

  line(line: string): void {
    if (line.trim() === 'readyok') this.finish({ ok: true, value: undefined });
    else this.strayLine(line);
  }
}

/** How a search is asked and waited for. */
export interface GoSpec {
  /** The lines that set the search up (`setoption MultiPV`, `position`, `banmoves`). */
  readonly setup: readonly string[];
  /** The `go` line. */
  readonly go: string;
  /** The wait for the barrier's `readyok`. */
  readonly readyMs: number;
  /** The search's own time; `bestmove` is awaited this long plus the grace, then after `stop` the grace again. */
  readonly budgetMs: number;
  /** The grace. */
  readonly graceMs: number;
  /** Each `info` of this search, as it comes. */
  readonly onInfo: (raw: RawInfo) => void;
}

/**
 * One search: the setup lines, `isready` as a barrier (whatever the engine says before its
 * `readyok` — a stale `bestmove`, infos of another search — is not this search's), `go`, then
 * the infos until `bestmove`. Its phases: `sync` (awaiting the barrier's `readyok`), `search`
 * (`go` sent), `stopping` (`stop` sent: asked, cancelled, or past its time).
 * @returns the `bestmove` line (moves checked by the driver, not here).
 */
export class GoCommand extends Command<string> {
  phase: 'sync' | 'search' | 'stopping' = 'sync';
  /** Whether `stop` was asked (by the caller or a newer command) before `go` was sent. */
  private stopAsked = false;
  /** Whether a newer command cancelled this search. */
  cancelled = false;

  constructor(private readonly spec: GoSpec) {
    super();
  }

  protected start(): void {
    for (const l of this.spec.setup) this.link.send(l);
    this.link.send('isready');
    this.wait(this.spec.readyMs, () =>
      this.fail('ENGINE_TIMEOUT', `no readyok within ${this.spec.readyMs} ms`),
    );
  }

  line(line: string): void {
    if (this.phase !== 'sync') this.answer(line);
    else if (line.trim() !== 'readyok') this.strayLine(line);
    else if (this.cancelled)
      this.fail('ENGINE_CANCELLED', 'cancelled by a newer command before the search began');
    else this.go();
  }

  /** The barrier passed: `go`, and the wait for the best move. */
  private go(): void {
    this.phase = 'search';
    this.link.send(this.spec.go);
    const { budgetMs, graceMs } = this.spec;
    this.wait(budgetMs + graceMs, () => {
      this.halt();
      this.wait(graceMs, () =>
        this.fail('ENGINE_TIMEOUT', `no best move within ${budgetMs + 2 * graceMs} ms`),
      );
    });
    if (this.stopAsked) this.halt();
  }

  /** A line after `go`: an info, the best move, or neither. */
  private answer(line: string): void {
    const info = parseInfo(line);
    if (info) this.spec.onInfo(info);
    else if (parseBestMove(line)) this.finish({ ok: true, value: line });
    else this.strayLine(line);
  }

  /** Asks the engine to answer now (`stop`); before `go`, as soon as `go` is sent. */
  stop(): void {
    if (this.state === 'done') return;
    if (this.phase === 'search') this.halt();
    else if (this.phase === 'sync') this.stopAsked = true;
  }

  /** Sends `stop` (the wait for the best move is left as it is: the search's time and grace). */
  private halt(): void {
    if (this.phase !== 'search') return;
    this.phase = 'stopping';
    this.link.send('stop');
  }

  /**
   * A newer command waits: the search is stopped, and its best move (its answer) is awaited the
   * grace at most; before `go`, the search ends at the barrier's `readyok` without `go`.
   */
  override cancel(): void {
    if (this.state === 'active' || this.state === 'new') this.cancelled = true;
    super.cancel();
    if (this.state === 'done' || this.phase !== 'search') return;
    this.halt();
    const { graceMs } = this.spec;
    this.wait(graceMs, () => this.fail('ENGINE_TIMEOUT', `no best move within ${graceMs} ms of stop`));
  }
}

/** Sends `quit` and waits `ms` for the engine to end: answers whether it ended by itself. */
export class QuitCommand extends Command<boolean> {
  constructor(private readonly ms: number) {
    super();
  }

  protected start(): void {
    this.link.send('quit');
    this.wait(this.ms, () => this.finish({ ok: true, value: false }));
  }

  line(): void {
    // whatever the engine says on its way out is no one's answer
  }

  override terminated(): void {
    this.finish({ ok: true, value: true });
  }
}
