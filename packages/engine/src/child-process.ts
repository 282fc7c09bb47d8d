// A child process as a transport (Node only). `node:child_process` is imported when a process
// is started, never when the package is loaded, so that the browser build stays free of it.

import type { Result } from '@xq/core';
import { type EngineError, engineError } from './errors';
import type { Transport } from './transport';

/**
 * Splits a command line into words: spaces separate, single or double quotes group, a
 * backslash escapes the next character outside single quotes. No shell runs.
 * @returns the words, or an error for an empty line or an open quote.
 * @example splitCommandLine('node "my engine.js" --fast') // { ok: true, value: ['node', 'my engine.js', '--fast'] }
 * @category Transport
 */
export function splitCommandLine(line: string): Result<string[], EngineError> {
  if (typeof line !== 'string')
    return { ok: false, error: engineError('ENGINE_SPAWN', 'the command line must be text') };
  const words: string[] = [];
  let word = '';
  let has = false;
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"' && i + 1 < line.length) word += line[++i];
      else word += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      has = true;
    } else if (c === '\\' && i + 1 < line.length) {
      word += line[++i];
      has = true;
    } else if (/\s/.test(c)) {
      if (has) words.push(word);
      word = '';
      has = false;
    } else {
      word += c;
      has = true;
    }
  }
  if (quote) return { ok: false, error: engineError('ENGINE_SPAWN', 'the command line has an open quote') };
  if (has) words.push(word);
  if (words.length === 0)
    return { ok: false, error: engineError('ENGINE_SPAWN', 'the command line is empty') };
  return { ok: true, value: words };
}

/** The most characters of an engine's standard error kept for an error message (its tail). */
const STDERR_TAIL = 1000;
/** How long after a process exits its output may still be read before the end is reported. */
const DRAIN_MS = 2000;

/**
 * Starts an engine process (Node only) from a command line such as `pikafish` or
 * `node --no-experimental-fetch uci.js`. Everything the process writes before it exits is read
 * (the end is reported after its output closes), and the tail of its standard error (the last
 * 1000 characters) is part of the reason given when it ends.
 * @returns the transport, or `ENGINE_SPAWN` when the line is empty or cannot start (a missing
 * program is reported when the driver first waits for it, as `ENGINE_CRASHED`).
 * @example
 * const t = await spawnTransport('node engine.js');
 * @category Transport
 */
export async function spawnTransport(commandLine: string): Promise<Result<Transport, EngineError>> {
  const words = splitCommandLine(commandLine);
  if (!words.ok) return words;
  // A specifier the bundlers do not follow: a browser build never carries node:child_process.
  const specifier = 'node:child_process';
  const { spawn } = (await import(/* @vite-ignore */ specifier)) as typeof import('node:child_process');
  const [program, ...args] = words.value;
  let child: import('node:child_process').ChildProcess;
  try {
    child = spawn(program!, args, { stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
  } catch (e) {
    return {
      ok: false,
      error: engineError('ENGINE_SPAWN', `cannot start ${program}: ${(e as Error).message}`),
    };
  }
  let closed: ((reason: string) => void) | undefined;
  let data: ((chunk: string) => void) | undefined;
  let ended = false;
  let why: string | undefined;
  let stderr = '';
  const end = (reason: string) => {
    if (ended) return;
    ended = true;
    const tail = stderr.replace(/\s+/g, ' ').trim();
    why = tail === '' ? reason : `${reason}; its standard error: ${tail.slice(-STDERR_TAIL)}`;
    closed?.(why);
  };
  child.on('error', (e) => end(`cannot run ${program}: ${e.message}`));
  // 'close' comes after the process exited and its output was read to the end; a grandchild
  // holding the output open must not keep the end from being reported, hence the timer.
  let exitReason = 'the engine ended';
  child.on('exit', (code, signal) => {
    exitReason = signal ? `the engine was killed (${signal})` : `the engine exited (code ${code})`;
    setTimeout(() => end(exitReason), DRAIN_MS).unref?.();
  });
  child.on('close', () => end(exitReason));
  child.stdin?.on('error', () => undefined);
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    if (!ended) data?.(chunk);
  });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2 * STDERR_TAIL);
  });
  return {
    ok: true,
    value: {
      send(line) {
        if (!ended && child.stdin?.writable) child.stdin.write(`${line}\n`);
      },
      onData(listener) {
        data = listener;
      },
      onClose(listener) {
        closed = listener;
        if (ended) listener(why ?? 'ended');
      },
      close() {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        child.stdin?.destroy();
        child.stdout?.destroy();
        child.stderr?.destroy();
        end('closed');
      },
    },
  };
}
