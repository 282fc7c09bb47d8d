// What the engine commands (analyse, match, engine check) share: their option texts read, and
// an engine's failure as one line in both languages, with the engine's own last words.
import { DIALECTS, type Dialect, type EngineError, type EngineOptions, MAX_WAIT_MS } from '@xq/engine';
import type { Context, OptionSpec } from '../command';
import { libraryError } from '../messages-vi';
import { wholeOption } from '../option-values';
import type { Words } from '../words';

/** A positive whole number as the engine options write it (up to ten digits). */
export const WHOLE = /^[1-9]\d{0,9}$/;

/**
 * `--option Name=Value` lines into a record, or a usage message: each name and value one line
 * of text (a line break in one is refused by the option parser, a CR or NUL here).
 */
export function engineOptions(
  text: string | undefined,
): { ok: true; value: Record<string, string> } | { ok: false; error: Words } {
  const out: Record<string, string> = Object.create(null);
  for (const line of text === undefined ? [] : text.split('\n')) {
    const eq = line.indexOf('=');
    const shown = JSON.stringify(line.slice(0, 40));
    if (eq <= 0)
      return {
        ok: false,
        error: {
          en: `--option takes Name=Value, not ${shown}`,
          vi: `--option nhận Tên=Giá trị, không phải ${shown}`,
        },
      };
    if (/[\r\0]/.test(line))
      return {
        ok: false,
        error: {
          en: `--option takes one line of text, not ${shown}`,
          vi: `--option chỉ nhận một dòng, không phải ${shown}`,
        },
      };
    out[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return { ok: true, value: out };
}

/**
 * An engine's typed error as one line: the code and message, or under vi the code's sentence;
 * in both, the tail of what the engine wrote on its standard error when it ended, its own words.
 */
export function engineFailure(error: EngineError, who?: string): Words {
  const words = libraryError(error, `${error.code} ${error.message}`);
  const stderr = /its standard error: (.*)$/.exec(error.message)?.[1];
  const head = who === undefined ? '' : `${who}: `;
  return {
    en: `${head}${words.en}`,
    vi: `${head}${words.vi}${stderr ? `; lỗi chuẩn của máy: ${stderr}` : ''}`,
  };
}

/** How long the engine commands wait for an engine's handshake: engines that load a network (the
 * WASM build of Fairy-Stockfish takes seconds on a busy machine) are given time. */
export const HANDSHAKE_MS = 30_000;

/** `--engine CMD`: the command line that starts the engine. */
export const ENGINE_OPTION: OptionSpec = {
  name: 'engine',
  kind: 'string',
  value: 'CMD',
  description: 'the engine command line',
  required: true,
};

/** `--dialect D`: the protocol, instead of the one the handshake finds. */
export const DIALECT_OPTION: OptionSpec<Dialect> = {
  name: 'dialect',
  kind: 'string',
  value: 'D',
  choices: DIALECTS,
  description: `${DIALECTS.join(', ')} (default: by the handshake)`,
};

/** `--option NAME=VALUE` (repeatable): the engine's options, read by {@link engineOptions}. */
export const ENGINE_OPTIONS_OPTION: OptionSpec<Record<string, string>> = {
  name: 'option',
  kind: 'string',
  value: 'NAME=VALUE',
  description: 'an engine option (repeatable)',
  repeatable: true,
  parse: engineOptions,
};

/** `--timeout MS`: the longest wait for `what`, 1 ms to the engine's longest wait. */
export const timeoutOption = (what: string, defaultMs: number): OptionSpec<number> =>
  wholeOption('timeout', 'MS', `the longest wait for ${what} (default ${defaultMs})`, 1, MAX_WAIT_MS);

/** How `--engine`, `--option` and `--dialect` open the engine (`openEngine`'s options). */
export const openOptionsOf = (c: Context): EngineOptions => {
  const dialect = c.value(DIALECT_OPTION);
  return {
    options: c.value(ENGINE_OPTIONS_OPTION) ?? {},
    handshakeMs: HANDSHAKE_MS,
    ...(dialect ? { dialect } : {}),
  };
};
