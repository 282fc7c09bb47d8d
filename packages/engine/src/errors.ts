// The typed errors of a driven engine: what went wrong, as a code with the prefix ENGINE_.

/**
 * Every code an engine operation can fail with.
 * @example ENGINE_ERROR_CODES.includes('ENGINE_CRASHED') // true
 * @category Errors
 */
export const ENGINE_ERROR_CODES = [
  /** The process ended or the port closed while the driver waited for it. */
  'ENGINE_CRASHED',
  /** The engine did not answer within the limit plus the grace. */
  'ENGINE_TIMEOUT',
  /** The engine's best move is not legal in the position (or not a move at all). */
  'ENGINE_ILLEGAL_MOVE',
  /** The engine's best move breaks the law's ban (a forbidden repetition) after every retry. */
  'ENGINE_BANNED_MOVE',
  /** The handshake found no dialect the driver speaks. */
  'ENGINE_PROTOCOL',
  /**
   * The engine printed more lines that are not an answer than one exchange takes (10 000, empty
   * lines aside): the engine is ended. A line too long is cut, not a flood.
   */
  'ENGINE_FLOOD',
  /** The position, the game or the limit given is not one an engine can search. */
  'ENGINE_BAD_INPUT',
  /**
   * The engine had ended before the call: quit, ended by the driver after an earlier error, or a
   * crash already reported (the first call after a crash nobody saw is told `ENGINE_CRASHED`).
   */
  'ENGINE_CLOSED',
  /**
   * A newer call cancelled this one: a call still waiting for its turn, or a search stopped whose
   * answer the law bans (it cannot be asked again). The engine stays usable.
   */
  'ENGINE_CANCELLED',
  /** The command line could not be started. */
  'ENGINE_SPAWN',
] as const;

/** One of {@link ENGINE_ERROR_CODES} (not exported by the package: write `EngineError['code']`). */
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

/**
 * What an engine operation answers when it fails.
 * @example const e: EngineError = { code: 'ENGINE_TIMEOUT', message: 'no bestmove after 1200 ms' };
 * @category Errors
 */
export interface EngineError {
  /** What went wrong. */
  readonly code: (typeof ENGINE_ERROR_CODES)[number];
  /** One sentence for a person. */
  readonly message: string;
  /** The engine's text that caused it (a best move, a line), cut to 100 characters. */
  readonly text?: string;
}

/** An error value, with the engine's text cut short. */
export function engineError(code: EngineErrorCode, message: string, text?: string): EngineError {
  return text === undefined ? { code, message } : { code, message, text: text.slice(0, 100) };
}
