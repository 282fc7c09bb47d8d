// The checks of what a caller gives the driver, made before anything is sent or started: every
// wait within what a timer holds, every text sent to the engine one line.
import type { Result } from '@xq/core';
import { DIALECT_RULES, type Dialect } from './dialect';
import { type EngineError, engineError } from './errors';

/**
 * The longest wait the driver accepts, in ms: 2^31−1 (about 24.8 days), the most a timer holds.
 * A larger `handshakeMs`, `graceMs`, `timeoutMs`, `movetimeMs` or clock time is refused with
 * `ENGINE_BAD_INPUT`, never cut short.
 * @example MAX_WAIT_MS // 2147483647
 * @category Engine
 */
export const MAX_WAIT_MS = 2 ** 31 - 1;

/** The largest `maxLine` accepted (1 MiB of characters), so that one line never holds more. */
export const MAX_LINE_LIMIT = 2 ** 20;

/** A value of an engine option. */
export type OptionValue = string | number | boolean;

/** The options of `Engine.open`, checked: numbers in range, every option one line of text. */
export interface CheckedOptions {
  readonly dialect: Dialect | undefined;
  readonly handshakeMs: number;
  readonly graceMs: number;
  readonly maxLine: number;
  readonly options: readonly (readonly [string, string])[];
}

const bad = (message: string): { ok: false; error: EngineError } => ({
  ok: false,
  error: engineError('ENGINE_BAD_INPUT', message),
});

/** A line break or a NUL: what would end or break the line the text is sent in. */
const LINE_BREAK = /[\r\n\0]/;

/** True when `text` can be sent inside one line to the engine. */
export function isOneLine(text: string): boolean {
  return !LINE_BREAK.test(text);
}

/** Checks a wait in ms: a positive number a timer holds. */
export function checkWait(value: unknown, name: string): EngineError | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    return engineError('ENGINE_BAD_INPUT', `${name} must be a positive number of ms`);
  if (value > MAX_WAIT_MS)
    return engineError('ENGINE_BAD_INPUT', `${name} must be at most ${MAX_WAIT_MS} ms (what a timer holds)`);
  return undefined;
}

/**
 * Checks one engine option: a name and a value that are each one line of text (no CR, LF or
 * NUL), the name not empty, the value a string, a finite number or a boolean.
 */
export function checkOption(name: unknown, value: unknown): Result<readonly [string, string], EngineError> {
  if (typeof name !== 'string' || name.trim() === '') return bad('an option name must be non-empty text');
  if (!isOneLine(name)) return bad('an option name must be one line (no CR, LF or NUL)');
  if (typeof value === 'number' && !Number.isFinite(value))
    return bad(`the value of option ${name.slice(0, 40)} must be a finite number`);
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
    return bad(`the value of option ${name.slice(0, 40)} must be text, a number or a boolean`);
  const text = String(value);
  if (!isOneLine(text))
    return bad(`the value of option ${name.slice(0, 40)} must be one line (no CR, LF or NUL)`);
  return { ok: true, value: [name, text] };
}

/**
 * Checks the options of `Engine.open` / `openEngine` before anything starts: the JS types, every
 * wait within {@link MAX_WAIT_MS}, `maxLine` within `MAX_LINE_LIMIT`, every engine option
 * one line.
 */
export function checkOpenOptions(options: unknown): Result<CheckedOptions, EngineError> {
  if (options === undefined) options = {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return bad('the options must be an object');
  const o = options as Record<string, unknown>;
  const dialect = o.dialect;
  if (dialect !== undefined && (typeof dialect !== 'string' || !Object.hasOwn(DIALECT_RULES, dialect)))
    return bad('options.dialect must be ucci, uci or uci-fairy');
  for (const k of ['handshakeMs', 'graceMs'] as const) {
    const e = o[k] === undefined ? undefined : checkWait(o[k], `options.${k}`);
    if (e) return { ok: false, error: e };
  }
  const maxLine = o.maxLine ?? 4096;
  if (typeof maxLine !== 'number' || !Number.isInteger(maxLine) || maxLine < 1 || maxLine > MAX_LINE_LIMIT)
    return bad(`options.maxLine must be a whole number 1..${MAX_LINE_LIMIT}`);
  const raw = o.options ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return bad('options.options must be an object of engine options');
  const list: (readonly [string, string])[] = [];
  for (const [name, value] of Object.entries(raw)) {
    const one = checkOption(name, value);
    if (!one.ok) return one;
    list.push(one.value);
  }
  return {
    ok: true,
    value: {
      dialect: dialect as Dialect | undefined,
      handshakeMs: (o.handshakeMs as number | undefined) ?? 10_000,
      graceMs: (o.graceMs as number | undefined) ?? 1000,
      maxLine,
      options: list,
    },
  };
}
