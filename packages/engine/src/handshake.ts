// The handshake: which dialect an engine speaks, its name, the options it declares, and the
// variants it plays (a Fairy-Stockfish without xiangqi is refused, never driven as chess).
import type { Result } from '@xq/core';
import { DIALECT_RULES, type Dialect } from './dialect';
import { type EngineError, engineError } from './errors';

/** What the handshake needs from the driver: send a line, wait for one, see every line. */
export interface HandshakeLink {
  send(line: string): void;
  waitFor(match: (line: string) => boolean, ms: number): Promise<Result<string, EngineError>>;
  watch(hook: ((line: string) => void) | undefined): void;
  readonly maxLine: number;
}

/** What the handshake found. */
export interface Hello {
  readonly dialect: Dialect;
  readonly name: string;
  readonly declared: Map<string, string>;
}

/** After this long without `ucciok`, `uci` is sent too (and both answers are awaited). */
export const UCI_AFTER_MS = 500;
const MAX_DECLARED = 512;

/** The variants of a `UCI_Variant` option line (`default X var A var B …`), or `undefined`. */
export function variantsOf(line: string): Set<string> | undefined {
  const words = line.trim().split(/\s+/);
  if (words[0] !== 'option') return undefined;
  const at = words.indexOf('UCI_Variant');
  if (at < 1 || at > 2) return undefined;
  const out = new Set<string>();
  for (let i = at + 1; i < words.length - 1 && out.size < 1000; i++)
    if (words[i] === 'var' || words[i] === 'default') out.add(words[i + 1]!);
  return out;
}

/**
 * Shakes hands: the dialect named, or `ucci` first and then, after {@link UCI_AFTER_MS} without
 * an answer, `uci` too, both answers awaited until `ms`. An engine that answers `ucciok` after
 * `uci` was sent is asked `ucci` again, so that it is left speaking UCCI.
 */
export async function handshake(
  link: HandshakeLink,
  named: Dialect | undefined,
  ms: number,
): Promise<Result<Hello, EngineError>> {
  let name = '';
  const declared = new Map<string, string>();
  let variantLine: string | undefined;
  link.watch((line) => {
    if (line.startsWith('id name ')) name = line.slice(8).trim().slice(0, 200);
    const opt = /^option (?:name )?(\S+)/.exec(line);
    if (opt && declared.size < MAX_DECLARED) declared.set(opt[1]!, line.slice(0, 500));
    if (opt?.[1] === 'UCI_Variant') variantLine = line;
  });
  const began = Date.now();
  const left = () => Math.max(1, ms - (Date.now() - began));
  const tried: string[] = [];
  const answered = (l: string) => {
    const t = l.trim();
    return t === 'ucciok' || t === 'uciok';
  };
  let answer: Result<string, EngineError>;
  if (named) {
    const rules = DIALECT_RULES[named];
    tried.push(rules.hello);
    link.send(rules.hello);
    answer = await link.waitFor((l) => l.trim() === rules.helloOk, ms);
  } else {
    tried.push('ucci');
    link.send('ucci');
    answer = await link.waitFor(answered, Math.min(UCI_AFTER_MS, ms));
    if (!answer.ok && answer.error.code === 'ENGINE_TIMEOUT' && ms > UCI_AFTER_MS) {
      tried.push(`uci (after ${UCI_AFTER_MS} ms)`);
      link.send('uci');
      answer = await link.waitFor(answered, left());
      if (answer.ok && answer.value.trim() === 'ucciok') {
        // It speaks both and read `uci` after answering `ucci`: bring it back to UCCI.
        link.send('ucci');
        answer = await link.waitFor((l) => l.trim() === 'ucciok', left());
      }
    }
  }
  link.watch(undefined);
  const tries = tried.join(', then ');
  if (!answer.ok)
    return {
      ok: false,
      error:
        answer.error.code === 'ENGINE_TIMEOUT'
          ? engineError(
              'ENGINE_TIMEOUT',
              `no ${named ? DIALECT_RULES[named].helloOk : 'ucciok or uciok'} within ${ms} ms (tried ${tries})`,
            )
          : engineError(answer.error.code, `during the handshake (tried ${tries}): ${answer.error.message}`),
    };
  const found: Dialect = named ?? (answer.value.trim() === 'ucciok' ? 'ucci' : 'uci');
  const variants = variantLine === undefined ? undefined : variantsOf(variantLine);
  const fairy = /fairy/i.test(name) || variants !== undefined;
  if (variants !== undefined && !variants.has('xiangqi'))
    return {
      ok: false,
      error: engineError(
        'ENGINE_PROTOCOL',
        `${name || 'the engine'} does not play xiangqi: its UCI_Variant lists ${[...variants].slice(0, 8).join(', ')}` +
          `${variants.size > 8 ? ', …' : ''}${variantLine!.length >= link.maxLine ? ` (the line was cut at maxLine ${link.maxLine})` : ''}`,
        variantLine,
      ),
    };
  if (fairy && variants === undefined && found !== 'ucci')
    return {
      ok: false,
      error: engineError(
        'ENGINE_PROTOCOL',
        `${name || 'the engine'} names itself Fairy-Stockfish but declares no UCI_Variant option: no xiangqi to set`,
      ),
    };
  const dialect: Dialect = named ?? (found === 'uci' && fairy ? 'uci-fairy' : found);
  return { ok: true, value: { dialect, name, declared } };
}
