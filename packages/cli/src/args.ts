/**
 * A small, strict argument parser: `--name value`, `--name=value`, boolean `--flag`,
 * and positionals. Unknown options are a usage error, reported, not thrown.
 */
export interface ParsedArgs {
  readonly options: Readonly<Record<string, string | true>>;
  readonly positionals: readonly string[];
}

/** What each option takes: `'string'` takes a value, `'boolean'` does not. */
export type OptionSpec = Readonly<Record<string, 'string' | 'boolean'>>;

export type ParseArgsResult = { ok: true; value: ParsedArgs } | { ok: false; error: string };

/** Parses `args` against `spec`; `--help`/`-h` is always accepted as the boolean `help`. */
export function parseArgs(args: readonly string[], spec: OptionSpec): ParseArgsResult {
  const options: Record<string, string | true> = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (arg === '-h' || arg === '--help') {
      options.help = true;
      continue;
    }
    if (!arg.startsWith('--') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const kind = spec[name];
    if (!kind) return { ok: false, error: `unknown option --${name}` };
    if (kind === 'boolean') {
      if (eq >= 0) return { ok: false, error: `--${name} takes no value` };
      options[name] = true;
    } else if (eq >= 0) {
      options[name] = arg.slice(eq + 1);
    } else {
      const value = args[i + 1];
      if (value === undefined) return { ok: false, error: `--${name} needs a value` };
      options[name] = value;
      i++;
    }
  }
  return { ok: true, value: { options, positionals } };
}
