// A scripted transport for the driver's tests: an engine played in process by a table of answers,
// so that a dialogue (UCI or UCCI), a crash, silence, a flood or garbage is written in the test
// itself and every line the driver sent can be read back.
import type { Transport } from './transport';

/** What a scripted engine does with one line it is sent: the lines it prints, in order. */
export type Answer =
  | readonly string[]
  | ((line: string, engine: ScriptedEngine) => readonly string[] | undefined);

/** The engine's side of a scripted transport. */
export interface ScriptedEngine {
  /** Every line the driver sent, in order. */
  readonly sent: string[];
  /** Prints lines (delivered as one chunk, after the current task). */
  say(...lines: string[]): void;
  /** Ends the engine as a crash does. */
  crash(reason?: string): void;
  /** Whether the driver closed the transport. */
  readonly closed: boolean;
  /** The transport to give `Engine.open`. */
  readonly transport: Transport;
}

/**
 * A transport whose engine answers each line by its first word from `answers` (a word without an
 * answer is read and ignored). With `sync`, the answers are delivered inside `send`, before it
 * returns (the harshest order a driver may meet); otherwise after the current task, as a port does.
 */
export function scripted(answers: Readonly<Record<string, Answer>>, sync = false): ScriptedEngine {
  let data: ((chunk: string) => void) | undefined;
  let close: ((reason: string) => void) | undefined;
  let ended = false;
  let closed = false;
  const later = (f: () => void) => (sync ? f() : queueMicrotask(f));
  const engine: ScriptedEngine = {
    sent: [],
    say(...lines) {
      if (lines.length > 0) later(() => !ended && data?.(`${lines.join('\n')}\n`));
    },
    crash(reason = 'the engine exited (code 3)') {
      later(() => {
        if (ended) return;
        ended = true;
        close?.(reason);
      });
    },
    get closed() {
      return closed;
    },
    transport: {
      send(line) {
        if (ended) return;
        engine.sent.push(line);
        const word = line.trim().split(/\s+/)[0] ?? '';
        const answer = Object.hasOwn(answers, word) ? answers[word] : undefined;
        const lines = typeof answer === 'function' ? answer(line, engine) : answer;
        if (lines) engine.say(...lines);
      },
      onData(listener) {
        data = listener;
      },
      onClose(listener) {
        close = listener;
      },
      close() {
        closed = true;
        if (ended) return;
        ended = true;
        queueMicrotask(() => close?.('closed'));
      },
    },
  };
  return engine;
}

/** A UCI engine (Pikafish's dialect) that plays `move` at once; `over` replaces any answer. */
export function uciEngine(
  move = 'h2e2',
  over: Readonly<Record<string, Answer>> = {},
): Record<string, Answer> {
  return {
    uci: [
      'id name Scripted UCI',
      'option name Hash type spin default 16 min 1 max 1024',
      'option name MultiPV type spin default 1 min 1 max 500',
      'uciok',
    ],
    isready: ['readyok'],
    go: ['info depth 1 score cp 7 nodes 10 pv h2e2 h9g7', `bestmove ${move}`],
    ...over,
  };
}

/** A UCCI engine (ElephantEye's dialect) that plays `move` at once; `over` replaces any answer. */
export function ucciEngine(
  move = 'h2e2',
  over: Readonly<Record<string, Answer>> = {},
): Record<string, Answer> {
  return {
    ucci: ['id name Scripted UCCI', 'option hashsize type spin min 0 max 1024 default 0', 'ucciok'],
    isready: ['readyok'],
    go: ['info depth 1 score 7 pv h2e2', `bestmove ${move}`],
    ...over,
  };
}

/** An answer that crashes the engine (with `reason`) and prints nothing. */
export function crashes(reason?: string): Answer {
  return (_, engine) => {
    engine.crash(reason);
    return [];
  };
}
