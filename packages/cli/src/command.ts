import { helpVi, optionVi, placeholdersVi } from './help-vi';
import { htmlDocument } from './html-document';
import { type Command, type ExitCode, FileError, type Io } from './io';
import { fileErrorVi } from './messages-vi';
import { envLang, type Lang, mustBeOneOf, oneLine, say, type Words } from './words';

export { oneLine } from './words';

/**
 * What an option's `parse` answers: the value, or the usage error in both languages.
 * @example const p: OptionParse<number> = { ok: true, value: 3 };
 * @category CLI
 */
export type OptionParse<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Words };

/**
 * One option of a command, declared once: its help line, its parsing and its checks come from
 * this.
 * @example const depth: OptionSpec = { name: 'depth', kind: 'string', value: 'N', description: 'plies', required: true };
 * @category CLI
 */
export interface OptionSpec<T = unknown> {
  /** The name after `--`. */
  readonly name: string;
  /** `'string'` takes a value (`--depth 3`, `--depth=3`), `'boolean'` does not. */
  readonly kind: 'string' | 'boolean';
  /** The value's name in the help (`N`, `FEN`); string options only. */
  readonly value?: string;
  /** One line for the help. */
  readonly description: string;
  /** A missing required option is a usage error: `xq perft: --depth is required`. */
  readonly required?: boolean;
  /** The option may be given several times; its values are joined by a line break. */
  readonly repeatable?: boolean;
  /**
   * The only values the option takes: the help shows them (`--format text|markdown|html` when
   * no `value` is named), and another value is the usage error `--format must be one of …`.
   */
  readonly choices?: readonly string[];
  /**
   * Reads the value: a failure is a usage error (in the language of `--lang`), a success is what
   * {@link Context.value} answers.
   */
  readonly parse?: (value: string) => OptionParse<T>;
}

/**
 * What `--json` prints: `'document'` one JSON document, `'lines'` one JSON document a line
 * (a command reading a line-per-line stdin), `'none'` no data to print (text for people, or a
 * file written).
 * @example const moves: JsonOutput = 'lines';
 * @category CLI
 */
export type JsonOutput = 'document' | 'lines' | 'none';

export type { Lang } from './words';

/**
 * A command (or an action of one, `xq tournament standings`) as data: `xq --help`,
 * `xq <cmd> --help`, the option checks and the usage errors are generated from it.
 * @example
 * const hello: CommandSpec = {
 *   name: 'hello',
 *   summary: 'say hello',
 *   args: ['NAME'],
 *   json: 'document',
 *   run: async ({ args, json, io, printJson }) => {
 *     if (json) printJson({ hello: args[0] });
 *     else io.out(`hello ${args[0]}\n`);
 *     return 0;
 *   },
 * };
 * @category CLI
 */
export interface CommandSpec {
  /** The name: `perft`, or an action's name (`standings`). */
  readonly name: string;
  /** One line for the list of commands. */
  readonly summary: string;
  /** Paragraphs for `--help`, after the usage lines. */
  readonly description?: string;
  /** More usage lines after the generated one (other forms: `xq moves < fens.txt`). */
  readonly usage?: readonly string[];
  /** The options; `--help` (and `--json`, `--lang` when declared) are added. */
  readonly options?: readonly OptionSpec[];
  /** The names of the required positional arguments, in order. */
  readonly args?: readonly string[];
  /** Optional positional arguments after the required ones. */
  readonly optional?: readonly string[];
  /** Any number of further positional arguments (`MOVE...`). */
  readonly variadic?: string;
  /** What `--json` prints; a command that prints data declares it (a test checks every one). */
  readonly json: JsonOutput;
  /**
   * The default of `--lang vi|en` (absent: `en`); every command takes `--lang`, for its help and
   * its errors at least, and `LANG=vi…` in the environment makes `vi` the default.
   */
  readonly lang?: Lang;
  /** The actions chosen by the first positional argument (`xq clock presets`). */
  readonly actions?: readonly CommandSpec[];
  /** Runs the command; absent on a command that only has actions. */
  readonly run?: (c: Context) => Promise<ExitCode>;
}

/**
 * What a command's `run` gets: the checked options and arguments, its streams, and the two ways
 * out with an error (each writes one line and answers the exit status).
 * @example const run = async (c: Context) => (c.args.length > 1 ? c.usage('one NAME only') : 0);
 * @category CLI
 */
export interface Context {
  /** The streams and files. */
  readonly io: Io;
  /** The options given (no prototype: `--__proto__` is just an unknown option). */
  readonly options: Readonly<Record<string, string | true>>;
  /** The positional arguments, the action's name taken out. */
  readonly args: readonly string[];
  /** `--json` was given. */
  readonly json: boolean;
  /** The language of `--lang` (or the command's default). */
  readonly lang: Lang;
  /** A string option's value. */
  str(name: string): string | undefined;
  /** The value of an option with `parse` (or `choices`: the string), already checked; absent: `undefined`. */
  value<T>(option: OptionSpec<T>): T | undefined;
  /** A usage error: writes `xq cmd: message; usage: …` (in the language of `--lang`) and answers 2. */
  usage(message: string | Words): 2;
  /** An input error: writes `xq cmd: message` (in the language of `--lang`) and answers 1. */
  fail(message: string | Words): 1;
  /** Writes one JSON document and a newline. */
  printJson(value: unknown): void;
}

const HELP_OPTION: OptionSpec = { name: 'help', kind: 'boolean', description: 'this help' };
const ACTION_LANG_OPTION: OptionSpec = {
  name: 'lang',
  kind: 'string',
  value: 'L',
  description: 'the language of the help: en or vi',
};
const JSON_OPTION: OptionSpec = { name: 'json', kind: 'boolean', description: 'print JSON' };
const JSON_LINES_OPTION: OptionSpec = {
  name: 'json',
  kind: 'boolean',
  description: 'print JSON (one document a line when reading lines on standard input)',
};
const langOption = (lang: Lang): OptionSpec => ({
  name: 'lang',
  kind: 'string',
  value: 'L',
  description: `en (red/black) or vi (Trắng/Đen, the law's words); default ${lang}`,
});

/** Every option of a command: its own, then `--json`, `--lang` and `--help`. @internal */
export function allOptions(spec: CommandSpec): readonly OptionSpec[] {
  // A command made only of actions has no options of its own but the help's language.
  if (spec.actions && !spec.run) return [ACTION_LANG_OPTION, HELP_OPTION];
  return [
    ...(spec.options ?? []),
    ...(spec.json === 'none' ? [] : [spec.json === 'lines' ? JSON_LINES_OPTION : JSON_OPTION]),
    langOption(spec.lang ?? 'en'),
    HELP_OPTION,
  ];
}

const find = (list: readonly OptionSpec[], name: string): OptionSpec | undefined =>
  list.find((o) => o.name === name);

/** The generated usage line of a command, without `usage: `. @internal */
export function synopsis(path: readonly string[], spec: CommandSpec, lang: Lang = 'en'): string {
  const words = ['xq', ...path];
  if (spec.actions && !spec.run) return [...words, lang === 'vi' ? '<việc>' : '<action>', '...'].join(' ');
  for (const a of spec.args ?? []) words.push(a);
  for (const a of spec.optional ?? []) words.push(`[${a}]`);
  if (spec.variadic) words.push(`${spec.variadic}...`);
  for (const o of spec.options ?? []) {
    const text = o.kind === 'string' ? `--${o.name} ${valueName(o)}` : `--${o.name}`;
    words.push(o.required ? text : `[${text}]`);
  }
  if (spec.json !== 'none') words.push('[--json]');
  words.push('[--lang vi|en]');
  return lang === 'vi' ? placeholdersVi(words.join(' ')) : words.join(' ');
}

/** The headings of the help, in each language. */
const HELP_WORDS = {
  en: { usage: 'usage', options: 'options', actions: 'actions', required: 'required' },
  vi: { usage: 'cách dùng', options: 'tuỳ chọn', actions: 'các việc', required: 'bắt buộc' },
} as const;

/**
 * `xq <cmd> --help`, generated from the spec: in English, or under `vi` from the command's
 * Vietnamese help (`help-vi/`), the English text where a command has none.
 * @internal
 */
export function helpText(path: readonly string[], spec: CommandSpec, lang: Lang = 'en'): string {
  const w = HELP_WORDS[lang];
  const vi = lang === 'vi' ? helpVi(path) : undefined;
  const gap = ' '.repeat(w.usage.length + 2);
  const lines = [`${w.usage}: ${synopsis(path, spec, lang)}`];
  for (const u of spec.usage ?? []) lines.push(`${gap}${lang === 'vi' ? placeholdersVi(u) : u}`);
  if (spec.actions) for (const a of spec.actions) lines.push(`${gap}${synopsis([...path, a.name], a, lang)}`);
  lines.push('', `${capital(vi ? placeholdersVi(vi.summary) : spec.summary)}.`);
  const description = vi ? vi.description && placeholdersVi(vi.description) : spec.description;
  if (description) lines.push('', description.trimEnd());
  const options = allOptions(spec);
  const said = (o: OptionSpec): string =>
    (lang === 'vi'
      ? (optionVi(path, o.name, spec.lang ?? 'en', spec.json, spec.actions !== undefined && !spec.run) ??
        o.description)
      : o.description) + (o.required ? ` (${w.required})` : '');
  lines.push('', `${w.options}:`);
  lines.push(
    ...table(options.map((o) => [lang === 'vi' ? placeholdersVi(optionWords(o)) : optionWords(o), said(o)])),
  );
  if (spec.actions) {
    lines.push('', `${w.actions}:`);
    lines.push(
      ...table(
        spec.actions.map((a) => {
          const summary = lang === 'vi' ? helpVi([...path, a.name])?.summary : undefined;
          return [a.name, summary === undefined ? a.summary : placeholdersVi(summary)];
        }),
      ),
    );
    lines.push(
      '',
      lang === 'vi'
        ? `xq ${[...path, '<việc>'].join(' ')} --help: các tuỳ chọn của một việc.`
        : `xq ${[...path, '<action>'].join(' ')} --help: one action's options.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** The value's name in the help: its `value`, else its choices (`text|markdown|html`), else `VALUE`. */
const valueName = (o: OptionSpec): string => o.value ?? o.choices?.join('|') ?? 'VALUE';
const optionWords = (o: OptionSpec): string =>
  `${o.name === 'help' ? '-h, ' : ''}--${o.name}${o.kind === 'string' ? ` ${valueName(o)}` : ''}`;

function table(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.min(24, Math.max(...rows.map(([a]) => a.length)));
  return rows.map(([a, b]) =>
    a.length > width ? `  ${a}\n  ${' '.repeat(width)}  ${b}` : `  ${a.padEnd(width)}  ${b}`,
  );
}

type Parsed = { ok: true; options: Record<string, string | true>; args: string[] } | ({ ok: false } & Words);

/** The kinds of the options of a command and all its actions: to find the action's name. */
function kindOf(spec: CommandSpec, name: string): OptionSpec['kind'] | undefined {
  const own = find(allOptions(spec), name);
  if (own) return own.kind;
  for (const a of spec.actions ?? []) {
    const k = kindOf(a, name);
    if (k) return k;
  }
  return undefined;
}

/** The index of the first positional argument (the action's name), or -1. */
function firstPositional(spec: CommandSpec, args: readonly string[]): number {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') return i + 1 < args.length ? i + 1 : -1;
    if (arg === '-h') continue;
    if (!arg.startsWith('--') || arg === '-') return i;
    if (!arg.includes('=') && kindOf(spec, arg.slice(2)) === 'string') i++;
  }
  return -1;
}

/** Parses `args` against the options of `spec`: `--name value`, `--name=value`, `--flag`, `--`. */
function parse(spec: CommandSpec, args: readonly string[], siblings: readonly CommandSpec[]): Parsed {
  const known = allOptions(spec);
  const options: Record<string, string | true> = Object.create(null);
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (arg === '-h') {
      options.help = true;
      continue;
    }
    if (!arg.startsWith('--') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const option = find(known, name);
    if (!option) {
      const elsewhere = siblings.some((s) => find(allOptions(s), name));
      return elsewhere
        ? {
            ok: false,
            en: `--${name} does not go with ${spec.name}`,
            vi: `--${name} không dùng với ${spec.name}`,
          }
        : {
            ok: false,
            en: `unknown option --${oneLine(name)}`,
            vi: `không có tuỳ chọn --${oneLine(name)}`,
          };
    }
    if (option.kind === 'boolean') {
      if (eq >= 0) return { ok: false, en: `--${name} takes no value`, vi: `--${name} không nhận giá trị` };
      options[name] = true;
    } else {
      const value = eq >= 0 ? arg.slice(eq + 1) : args[i + 1];
      if (value === undefined)
        return { ok: false, en: `--${name} needs a value`, vi: `--${name} cần một giá trị` };
      // A repeatable option's values are joined by line breaks: a value holding one is refused.
      if (option.repeatable && /[\r\n]/.test(value))
        return { ok: false, en: `--${name} takes one line`, vi: `--${name} chỉ nhận một dòng` };
      const before = options[name];
      options[name] = option.repeatable && typeof before === 'string' ? `${before}\n${value}` : value;
      if (eq < 0) i++;
    }
  }
  return { ok: true, options, args: positionals };
}

/** The language a command line asks with `--lang` (the fallback when it asks none, or neither en nor vi). */
function askedLang(fallback: Lang, args: readonly string[]): Lang {
  let lang: string = fallback;
  for (let i = 0; i < args.length && args[i] !== '--'; i++) {
    if (args[i] === '--lang' && i + 1 < args.length) lang = args[i + 1]!;
    else if (args[i]!.startsWith('--lang=')) lang = args[i]!.slice(7);
  }
  return lang === 'vi' || lang === 'en' ? lang : fallback;
}

/**
 * The language a command speaks when the line asks none: Vietnamese when the environment asks
 * for it (`LANG=vi_VN…`), else the command's default.
 */
const defaultLang = (spec: CommandSpec, io: Io): Lang => envLang(io.env) ?? spec.lang ?? 'en';

/**
 * Runs a command from its spec: picks the action, parses and checks the options and the
 * arguments, answers `--help`, and calls `run`. A file that cannot be written and an unexpected
 * failure are reported in one line, exit status 1; it never throws.
 * @example await execute(perftSpec, ['--depth', '2'], io) // prints 1920, returns 0
 * @category CLI
 */
export async function execute(top: CommandSpec, args: readonly string[], io: Io): Promise<ExitCode> {
  const prefix = `xq ${top.name}`;
  try {
    return await dispatch(top, [top.name], args, io, prefix, []);
  } catch (e) {
    const vi = askedLang(defaultLang(top, io), args) === 'vi';
    if (e instanceof FileError) io.err(`${prefix}: ${oneLine(vi ? fileErrorVi(e) : e.message)}\n`);
    else {
      const head = vi ? 'lỗi không lường trước' : 'unexpected failure';
      io.err(`${prefix}: ${head}: ${oneLine(String((e as Error)?.message ?? e))}\n`);
    }
    return 1;
  }
}

/** Checks the options with `choices` or `parse`: their values, or the first usage error. */
function readValues(
  spec: CommandSpec,
  options: Readonly<Record<string, string | true>>,
): { ok: true; values: Map<string, unknown> } | { ok: false; error: Words } {
  const values = new Map<string, unknown>();
  for (const o of spec.options ?? []) {
    const given = options[o.name];
    if (typeof given !== 'string') continue;
    if (o.choices && !o.choices.includes(given)) return { ok: false, error: mustBeOneOf(o.name, o.choices) };
    const read = o.parse ? o.parse(given) : { ok: true as const, value: given };
    if (!read.ok) return read;
    values.set(o.name, read.value);
  }
  return { ok: true, values };
}

/** The usage errors of the positional arguments, or `undefined` when they fit the spec. */
function checkArgs(spec: CommandSpec, positionals: readonly string[]): Words | undefined {
  const required = spec.args ?? [];
  const most = spec.variadic ? Number.POSITIVE_INFINITY : required.length + (spec.optional?.length ?? 0);
  if (positionals.length < required.length) {
    const missing = required.slice(positionals.length).join(' ');
    return { en: `missing ${missing}`, vi: `thiếu ${missing}` };
  }
  if (positionals.length <= most) return undefined;
  if (spec.actions && positionals.length === 1 && required.length === 0)
    return unknownAction(spec, positionals[0]!);
  const extra = oneLine(positionals[most]!);
  return { en: `unexpected argument '${extra}'`, vi: `thừa đối số '${extra}'` };
}

function unknownAction(spec: CommandSpec, name: string): Words {
  const names = (spec.actions ?? []).map((a) => a.name).join(', ');
  return {
    en: `unknown action '${oneLine(name)}' (actions: ${names})`,
    vi: `không có việc '${oneLine(name)}' (các việc: ${names})`,
  };
}

async function dispatch(
  spec: CommandSpec,
  path: readonly string[],
  args: readonly string[],
  io: Io,
  prefix: string,
  siblings: readonly CommandSpec[],
): Promise<ExitCode> {
  // Every usage error is written in the language the line asks (or the environment's).
  const lang: Lang = askedLang(defaultLang(spec, io), args);
  const usage = (message: string | Words): 2 => {
    io.err(`${prefix}: ${say(message, lang)}; ${HELP_WORDS[lang].usage}: ${synopsis(path, spec, lang)}\n`);
    return 2;
  };
  if (spec.actions) {
    const at = firstPositional(spec, args);
    const name = at < 0 ? undefined : args[at];
    const action = spec.actions.find((a) => a.name === name);
    if (action) {
      const rest = [...args.slice(0, at), ...args.slice(at + 1)];
      const inner = rest.indexOf('--');
      // A `--` before the action's name was only there to reach it.
      if (inner >= 0 && inner < at) rest.splice(inner, 1);
      return dispatch(action, [...path, action.name], rest, io, prefix, spec.actions);
    }
    if (!spec.run) {
      const parsed = parse({ ...spec, options: [] }, args, spec.actions);
      if (parsed.ok && parsed.options.help) {
        io.out(helpText(path, spec, lang));
        return 0;
      }
      const names = spec.actions.map((a) => a.name).join(', ');
      if (name !== undefined) return usage(unknownAction(spec, name));
      return usage(
        parsed.ok ? { en: `say which action (${names})`, vi: `hãy chọn một việc (${names})` } : parsed,
      );
    }
  }
  const parsed = parse(spec, args, siblings);
  if (!parsed.ok) return usage(parsed);
  const { options, args: positionals } = parsed;
  if (options.help) {
    io.out(helpText(path, spec, lang));
    return 0;
  }
  const run = spec.run;
  if (!run) return usage({ en: 'say which action', vi: 'hãy chọn một việc' });
  for (const o of spec.options ?? [])
    if (o.required && options[o.name] === undefined)
      return usage({ en: `--${o.name} is required`, vi: `thiếu --${o.name}` });
  const wrong = checkArgs(spec, positionals);
  if (wrong) return usage(wrong);
  if (options.lang !== undefined && options.lang !== 'en' && options.lang !== 'vi')
    return usage({ en: '--lang must be en or vi', vi: '--lang phải là en hoặc vi' });
  const read = readValues(spec, options);
  if (!read.ok) return usage(read.error);
  const context: Context = {
    io,
    options,
    args: positionals,
    json: options.json === true,
    lang,
    str: (name) => {
      const v = options[name];
      return typeof v === 'string' ? v : undefined;
    },
    value: <T>(option: OptionSpec<T>) => read.values.get(option.name) as T | undefined,
    usage,
    fail: (message) => {
      io.err(`${prefix}: ${say(message, lang)}\n`);
      return 1;
    },
    printJson: (value) => io.out(`${JSON.stringify(value)}\n`),
  };
  if (options.format !== 'html' || context.json) return run(context);
  // `--format html`: what the command prints, in one whole document.
  const parts: string[] = [];
  const code = await run({ ...context, io: { ...io, out: (text) => parts.push(text) } });
  if (parts.length > 0) io.out(htmlDocument(parts.join(''), { lang, title: `xq ${path.join(' ')}` }));
  return code;
}

/**
 * The {@link Command} of a spec, for tests and for embedding: `(args, io) => exit status`.
 * @example const perft = commandOf(perftSpec); await perft(['--depth', '1'], io)
 * @category CLI
 */
export function commandOf(spec: CommandSpec): Command {
  return (args, io) => execute(spec, args, io);
}

/**
 * Every command and action of a list, depth first, with its path (`['tournament', 'new']`).
 * @example flatten(COMMANDS).map((c) => c.path.join(' '))
 * @category CLI
 */
export function flatten(
  specs: readonly CommandSpec[],
  path: readonly string[] = [],
): { readonly path: readonly string[]; readonly spec: CommandSpec }[] {
  return specs.flatMap((spec) => [
    ...(spec.run ? [{ path: [...path, spec.name], spec }] : []),
    ...flatten(spec.actions ?? [], [...path, spec.name]),
  ]);
}
