// The options an engine declares in its handshake (`option …` lines), read into a typed list:
// UCI writes `option name Skill Level type spin default 20 min 0 max 20`, UCCI writes
// `option hashsize type spin min 0 max 1024 default 0` (no `name`, one word).

/**
 * One option an engine declared, typed: a `check` has a boolean default, a `spin` numbers, a
 * `combo` its values (`vars`).
 * @example
 * const o: EngineOption = { name: 'Hash', type: 'spin', default: 16, min: 1, max: 1024, vars: [] };
 * @category Engine
 */
export interface EngineOption {
  /** The name to set it by (UCI names may hold spaces: `Skill Level`). */
  readonly name: string;
  /** Its kind; a kind the driver does not know is read as `string`. */
  readonly type: 'check' | 'spin' | 'combo' | 'button' | 'string';
  /** The default: a boolean for a `check`, a number for a `spin`, text otherwise (`<empty>` is `''`). */
  readonly default?: string | number | boolean;
  /** A `spin`'s least value. */
  readonly min?: number;
  /** A `spin`'s greatest value. */
  readonly max?: number;
  /** A `combo`'s values, in the engine's order (at most 1000 kept). */
  readonly vars: readonly string[];
}

const KEYWORDS = new Set(['type', 'default', 'min', 'max', 'var']);
const TYPES = new Set(['check', 'spin', 'combo', 'button', 'string']);
const MAX_VARS = 1000;

function numberOf(text: string | undefined): number | undefined {
  return text !== undefined && /^-?\d{1,15}$/.test(text) ? Number(text) : undefined;
}

function typedDefault(type: EngineOption['type'], text: string): string | number | boolean | undefined {
  if (type === 'check') {
    if (text === 'true' || text === 'on') return true;
    if (text === 'false' || text === 'off') return false;
    return undefined;
  }
  if (type === 'spin') return numberOf(text);
  return text === '<empty>' ? '' : text;
}

/**
 * Reads an `option` line of UCI or UCCI, in one pass over its words.
 * @returns the option, or `undefined` when the line is not one (no name).
 */
export function parseOptionLine(line: string): EngineOption | undefined {
  const words = line.trim().split(/\s+/);
  if (words[0] !== 'option') return undefined;
  let i = words[1] === 'name' ? 2 : 1;
  const nameWords: string[] = [];
  while (i < words.length && !KEYWORDS.has(words[i]!)) nameWords.push(words[i++]!);
  const name = nameWords.join(' ').slice(0, 200);
  if (name === '') return undefined;
  const fields: Record<string, string[]> = { type: [], default: [], min: [], max: [] };
  const vars: string[] = [];
  while (i < words.length) {
    const key = words[i++]!;
    const value: string[] = [];
    while (i < words.length && !KEYWORDS.has(words[i]!)) value.push(words[i++]!);
    if (key === 'var') {
      if (vars.length < MAX_VARS) vars.push(value.join(' '));
    } else fields[key] = value;
  }
  const kind = fields.type![0];
  const type = kind !== undefined && TYPES.has(kind) ? (kind as EngineOption['type']) : 'string';
  const d = fields.default!.length > 0 ? typedDefault(type, fields.default!.join(' ')) : undefined;
  const min = numberOf(fields.min![0]);
  const max = numberOf(fields.max![0]);
  return {
    name,
    type,
    ...(d !== undefined ? { default: d } : {}),
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    vars,
  };
}
