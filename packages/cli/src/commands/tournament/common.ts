import type { Result } from '@xq/core';
import {
  correctedRounds,
  formatTournament,
  type Game,
  type GameResult,
  isTieBreak,
  LOG_LIMITS,
  logEdit,
  PRINT_FORMATS,
  type PrintFormat,
  type PrintLanguage,
  parseTournament,
  SCORINGS,
  type Scoring,
  SYSTEMS,
  type System,
  TIE_BREAK_CODES,
  TIE_BREAKS,
  type TieBreak,
  type Tournament,
} from '@xq/tournament';
import { type CommandSpec, type Context, type OptionParse, type OptionSpec, oneLine } from '../../command';
import type { ExitCode, Io } from '../../io';
import { cannotRead, codeVi, withDetails } from '../../messages-vi';
import { MAX_SEED, wholeOption } from '../../option-values';
import { say, type Words } from '../../words';

/** The warning of a change to rounds before the last paired one: later rounds were paired from the old values. */
export function correctionWarning(rounds: readonly number[], paired: number): Words {
  const list = rounds.join(', ');
  return {
    en: `warning: round ${list} changed after round ${paired} was paired: the later rounds were paired from the old results`,
    vi: `chú ý: vòng ${list} được sửa khi đã xếp cặp đến vòng ${paired}: các vòng sau đã xếp cặp theo kết quả cũ`,
  };
}

/**
 * What an action of `xq tournament` gets: the {@link Context} of the command line, the FILE and
 * the arguments after it, the print options, and the tournament file's loader and saver. The
 * helpers that can fail answer a value or the exit status (a number) of the error they wrote.
 */
export interface TournamentContext extends Context {
  /** The action's name. */
  readonly action: string;
  /** The first argument: the tournament file (for `import`, the TRF file). */
  readonly file: string;
  /** The arguments after FILE. */
  readonly rest: readonly string[];
  /** `--format` (default text). */
  readonly format: PrintFormat;
  /** The options of the printers: `--lang`, `--decimals`. */
  readonly print: { readonly lang: PrintLanguage; readonly decimals?: true };
  /** A usage error (exit status 2), written in one line (in the language of `--lang`). */
  readonly usage: (message: string | Words) => 2;
  /** An input error (exit status 1), written in one line (in the language of `--lang`). */
  readonly input: (message: string | Words) => 1;
  /** The library's typed error as an input error: `[about: ]message (CODE)`, exit status 1. */
  readonly refused: (error: { readonly message: string; readonly code: string }, about?: string) => 1;
  /** Reads and validates FILE; an unreadable or invalid file is reported (1). */
  readonly load: () => Promise<Tournament | 1>;
  /**
   * Writes a tournament to FILE (or `path`), the edit appended to its log (who: `--arbiter`; when:
   * now; what: the action, every value changed, old and new); a change to a round before the last
   * paired one is warned about on standard error.
   */
  readonly save: (t: Tournament, path?: string) => Promise<void>;
  /** `--tie-breaks`, parsed and checked by {@link TIE_BREAKS_OPTION}. */
  readonly tieBreakList: () => TieBreak[] | undefined;
  /** `--system`, checked by {@link SYSTEM_OPTION}. */
  readonly system: () => System | undefined;
  /** `--scoring`, checked by {@link SCORING_OPTION}. */
  readonly scoring: () => Scoring | undefined;
}

/** A natural number of at most `max` (nine digits), or `undefined`. */
export const natural = (s: string | true | undefined, max: number): number | undefined =>
  typeof s === 'string' && /^\d{1,9}$/.test(s) && Number(s) <= max ? Number(s) : undefined;

/** The text of a file, or the input error's exit status (in the language of `--lang`). */
export async function readText(io: Io, path: string, input: (m: string | Words) => 1): Promise<string | 1> {
  try {
    return new TextDecoder().decode(await io.readFile(path));
  } catch (e) {
    return input(cannotRead(path, e));
  }
}

/**
 * The library's typed error as one line: `[about: ]message (CODE)`; under `lang` vi a Vietnamese
 * line by code, the JSON path kept, the English detail left out.
 */
export function refusal(
  error: { readonly message: string; readonly code: string; readonly path?: string },
  lang: PrintLanguage,
  about?: string,
): string {
  const head = about === undefined ? '' : `${about}: `;
  if (lang !== 'vi') return `${head}${error.message} (${error.code})`;
  const at = error.path && error.path !== '$' ? `${oneLine(error.path)}: ` : '';
  const text = withDetails(codeVi(error.code) ?? 'bị từ chối', error.message);
  return `${head}${at}${text} (${oneLine(error.code)})`;
}

/** True when `path` can be read. */
export async function exists(io: Io, path: string): Promise<boolean> {
  try {
    await io.readFile(path);
    return true;
  } catch {
    return false;
  }
}

/** `--format F`, shared by the actions that print. */
export const FORMAT: OptionSpec = {
  name: 'format',
  kind: 'string',
  choices: PRINT_FORMATS,
  description: 'the output format (default text)',
};

/** `--system S`: one of the systems; an action gives its own description. */
export const SYSTEM_OPTION: OptionSpec<System> = {
  name: 'system',
  kind: 'string',
  value: 'S',
  choices: SYSTEMS,
  description: `the system: ${SYSTEMS.join(', ')}`,
};

/** `--scoring X`: points for a win, a draw and a loss. */
export const SCORING_OPTION: OptionSpec<Scoring> = {
  name: 'scoring',
  kind: 'string',
  value: 'X',
  choices: SCORINGS,
  description: '1-0.5-0 (default) or 2-1-0',
};

/** Reads `--tie-breaks`: a comma-separated list of FIDE C.07 codes or names. */
export function parseTieBreaks(value: string): OptionParse<TieBreak[]> {
  const list = value.split(',').map((x) => x.trim());
  const wrong = list.find((tb) => !isTieBreak(tb));
  if (wrong === undefined) return { ok: true, value: list as TieBreak[] };
  return {
    ok: false,
    error: {
      en: `unknown tie-break '${oneLine(wrong)}': use FIDE C.07 codes (${TIE_BREAK_CODES.join(', ')}) or ${TIE_BREAKS.join(', ')}`,
      vi: `không có hệ số phụ '${oneLine(wrong)}': dùng mã FIDE C.07 hoặc tên, một trong: ${[...TIE_BREAK_CODES, ...TIE_BREAKS].join(', ')}`,
    },
  };
}

/** `--tie-breaks LIST`, read by {@link parseTieBreaks}. */
export const TIE_BREAKS_OPTION: OptionSpec<TieBreak[]> = {
  name: 'tie-breaks',
  kind: 'string',
  value: 'LIST',
  description: `tie-breaks, comma-separated: FIDE C.07 codes (${TIE_BREAK_CODES.join(' ')}, any BH/SB/ARO/TPR/PS -C<n> or -M<n>) or names`,
  parse: parseTieBreaks,
};

/** `--decimals`, shared by the actions that print scores. */
export const DECIMALS: OptionSpec = {
  name: 'decimals',
  kind: 'boolean',
  description: 'scores as 1.5, not 1½',
};

/** An action of `xq tournament`: its spec with FILE first, and its run on a {@link TournamentContext}. */
export interface TournamentAction extends Omit<CommandSpec, 'run'> {
  /** The name of the first argument in the help (default `FILE`). */
  readonly first?: string;
  readonly run: (t: TournamentContext) => Promise<ExitCode>;
  /** The action writes the file: it takes `--arbiter NAME`, written with the edit in the log. */
  readonly edits?: true;
}

/** `--arbiter NAME`: who made an edit, written to the file's log. */
export const ARBITER_OPTION: OptionSpec = {
  name: 'arbiter',
  kind: 'string',
  value: 'NAME',
  description: "who makes this edit, written in the file's log",
};

/**
 * The {@link CommandSpec} of an action: FILE comes first in its arguments, and its run gets a
 * {@link TournamentContext}.
 */
export function tournamentAction(action: TournamentAction): CommandSpec {
  const { run, first, edits, ...spec } = action;
  return {
    ...spec,
    ...(edits ? { options: [...(spec.options ?? []), ARBITER_OPTION] } : {}),
    args: [first ?? 'FILE', ...(spec.args ?? [])],
    run: async (c) => {
      const t = tournamentContext(c, action.name);
      return typeof t === 'number' ? t : run(t);
    },
  };
}

function tournamentContext(c: Context, action: string): TournamentContext | 2 {
  const { io, str, options, usage } = c;
  const file = c.args[0]!;
  const format = (str('format') ?? 'text') as PrintFormat;
  if (c.json && str('format') !== undefined)
    return usage({ en: '--json and --format do not go together', vi: 'không dùng --json cùng --format' });
  const input = c.fail;
  const by = str('arbiter');
  if (by !== undefined && (by.length === 0 || by.length > LOG_LIMITS.by || /[\r\n]/.test(by)))
    return usage({
      en: `--arbiter: a name of 1 to ${LOG_LIMITS.by} characters on one line`,
      vi: `--arbiter: một tên dài 1 đến ${LOG_LIMITS.by} ký tự, trên một dòng`,
    });
  // The document as loaded: what the edit saved is compared with, for the log.
  let loaded: Tournament | undefined;
  return {
    ...c,
    action,
    file,
    rest: c.args.slice(1),
    format,
    print: { lang: c.lang, ...(options.decimals ? { decimals: true as const } : {}) },
    usage,
    input,
    refused: (error, about) => input(refusal(error, c.lang, about)),
    load: async () => {
      const text = await readText(io, file, input);
      if (text === 1) return 1;
      const r = parseTournament(text);
      if (!r.ok) return input(refusal(r.error, c.lang, oneLine(file)));
      loaded = r.value;
      return r.value;
    },
    save: async (t, path = file) => {
      const at = new Date(io.wallClock?.() ?? Date.now()).toISOString();
      const before = path === file ? loaded : undefined;
      const logged = logEdit(before, t, { at, action, ...(by === undefined ? {} : { by }) });
      // --arbiter is checked above and the rest is the CLI's own: the log always takes it.
      if (!logged.ok) throw new Error(logged.error.message);
      const entry = logged.value.log?.at(-1);
      const corrected = entry && logged.value !== t ? correctedRounds(entry) : [];
      if (corrected.length > 0) io.err(`${say(correctionWarning(corrected, entry!.afterRound), c.lang)}\n`);
      await io.writeFile(path, formatTournament(logged.value));
    },
    tieBreakList: () => c.value(TIE_BREAKS_OPTION),
    system: () => c.value(SYSTEM_OPTION),
    scoring: () => c.value(SCORING_OPTION),
  };
}

/** A result as the score sheet writes it, red first (`*` not played yet). */
export const SCORE: Readonly<Record<GameResult, string>> = {
  'red-win': '1-0',
  'black-win': '0-1',
  draw: '1/2-1/2',
  'red-win-forfeit': '+/-',
  'black-win-forfeit': '-/+',
  'double-forfeit': '-/-',
  'both-lose': '0-0',
  pending: '*',
};

/** `--seed N`: the seed of a lot, a whole number 0..4294967295. */
export const LOT_SEED: OptionSpec<number> = wholeOption(
  'seed',
  'N',
  "the seed of the lot (else the regulations' seed, else 0)",
  0,
  MAX_SEED,
);

/**
 * An action that draws by lot (`draw`, `draw-teams`): the seed of `--seed` (else the
 * regulations' seed, else 0), the draw, the file saved, then `print` says what was drawn.
 */
export function lotAction(
  spec: Pick<CommandSpec, 'name' | 'summary' | 'description'>,
  draw: (t: Tournament, seed: number) => Result<Tournament, Parameters<TournamentContext['refused']>[0]>,
  print: (c: TournamentContext, drawn: Tournament, seed: number) => void,
): CommandSpec {
  return tournamentAction({
    ...spec,
    options: [LOT_SEED],
    json: 'document',
    edits: true,
    lang: 'en',
    run: async (c) => {
      const t = await c.load();
      if (t === 1) return 1;
      const seed = c.value(LOT_SEED) ?? t.regulations.seed ?? 0;
      const r = draw(t, seed);
      if (!r.ok) return c.refused(r.error);
      await c.save(r.value);
      print(c, r.value, seed);
      return 0;
    },
  });
}

/** A result as `--json` prints it: the score sheet's, `null` when not played. */
export const RESULT_JSON: Readonly<Record<GameResult, string | null>> = { ...SCORE, pending: null };

/**
 * ROUND and PLAYER, the first two arguments of `result`, `game` and `ruling`: two numbers, or the
 * usage error.
 */
export function roundAndPlayer(
  roundText: string,
  playerText: string,
): Result<{ readonly round: number; readonly player: number }, Words> {
  const round = natural(roundText, 1000);
  const player = natural(playerText, 10000);
  if (round === undefined || player === undefined)
    return { ok: false, error: { en: 'ROUND and PLAYER are numbers', vi: 'ROUND và PLAYER phải là số' } };
  return { ok: true, value: { round, player } };
}

/**
 * An action's run on FILE's tournament: the file loaded and parsed first (a file that cannot be
 * read or parsed is the input error, exit status 1).
 */
export const withFile =
  (run: (c: TournamentContext, t: Tournament) => Promise<ExitCode>) =>
  async (c: TournamentContext): Promise<ExitCode> => {
    const t = await c.load();
    return t === 1 ? 1 : run(c, t);
  };

/** An editing action on `ROUND PLAYER X` (`result`, `game`, `ruling`): {@link roundPlayerAction}. */
export interface RoundPlayerAction extends Omit<TournamentAction, 'run' | 'args' | 'json' | 'edits'> {
  /** The name of the third argument (`RESULT`, `RULING`). */
  readonly third: string;
  readonly run: (
    c: TournamentContext,
    at: { readonly round: number; readonly player: number; readonly third: string },
  ) => Promise<ExitCode>;
}

/**
 * The {@link CommandSpec} of an editing action on `FILE ROUND PLAYER X`: ROUND and PLAYER read
 * as numbers (else the usage error), `--json` and `--arbiter` taken, English by default.
 */
export function roundPlayerAction(action: RoundPlayerAction): CommandSpec {
  const { third, run, ...spec } = action;
  return tournamentAction({
    ...spec,
    args: ['ROUND', 'PLAYER', third],
    json: 'document',
    edits: true,
    lang: spec.lang ?? 'en',
    run: async (c) => {
      const [roundText, playerText, thirdText] = c.rest as [string, string, string];
      const numbers = roundAndPlayer(roundText, playerText);
      if (!numbers.ok) return c.usage(numbers.error);
      return run(c, { ...numbers.value, third: thirdText });
    },
  });
}

/** PLAYER's game in ROUND (1-based), if he has one. */
export const gameOf = (t: Tournament, round: number, player: number): Game | undefined =>
  t.rounds[round - 1]?.games.find((x) => x.red === player || x.black === player);
