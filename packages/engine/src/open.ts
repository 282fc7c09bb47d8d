// Opening an engine from a command line (Node): the process transport and the handshake.
import type { Result } from '@xq/core';
import { Engine } from './engine';
import type { EngineOptions } from './engine-types';
import type { EngineError } from './errors';

/**
 * Starts an engine process from a command line and shakes hands with it (Node only: the
 * `node:child_process` module is loaded on the first call).
 * @returns the engine, or `ENGINE_SPAWN`, `ENGINE_BAD_INPUT`, `ENGINE_CRASHED`, `ENGINE_TIMEOUT`,
 * `ENGINE_PROTOCOL`, `ENGINE_FLOOD` (see {@link Engine.open}).
 * @throws TypeError when `options` is not an object or a number in it is not positive.
 * @example
 * // const opened = await openEngine('node --no-experimental-fetch node_modules/fairy-stockfish-nnue.wasm/uci.js');
 * @category Engine
 */
export async function openEngine(
  commandLine: string,
  options: EngineOptions = {},
): Promise<Result<Engine, EngineError>> {
  const { spawnTransport } = await import('./child-process');
  const t = await spawnTransport(commandLine);
  if (!t.ok) return t;
  return Engine.open(t.value, options);
}
