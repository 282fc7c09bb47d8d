import type { SwissInput, SwissPairing, Trf } from '@xq/pairing';
import {
  checkTournament,
  dutchChecklist,
  explainPairing,
  formatDutchChecklist,
  pairByLot,
  pairDutch,
  parseTrf,
  publicationOrder,
  swissInputFromTrf,
} from '@xq/pairing';
import { type CommandSpec, type Context, commandOf, type OptionSpec, oneLine } from '../command';
import type { Command, ExitCode } from '../io';
import { cannotRead, libraryError } from '../messages-vi';
import { wholeOption } from '../option-values';
import { startProgress } from '../progress';
import { checkRoundRobin, roundRobinOf, uncheckedSystem } from './pair-round-robin';
import { checkStandings, type StandingsCheck } from './pair-standings';

const TRF: OptionSpec = {
  name: 'trf',
  kind: 'string',
  value: 'FILE',
  description: 'the tournament (TRF-16), "-" for standard input (or FILE without --trf)',
};
const SYSTEM: OptionSpec<'dutch' | 'lot'> = {
  name: 'system',
  kind: 'string',
  value: 'S',
  choices: ['dutch', 'lot'],
  description: 'dutch (default) or lot',
};
const SEED = wholeOption('seed', 'N', "the lot's seed (system lot; default 0)", 0, 999_999_999_999_999);
const BAKU: OptionSpec = {
  name: 'baku',
  kind: 'boolean',
  description: 'Baku acceleration (also on when the 192 code ends in _BAKU)',
};
const STANDINGS: OptionSpec = {
  name: 'standings',
  kind: 'boolean',
  description: "check the file's ranks against its tie-break list (C.07)",
};

/** The TRF file of FILE or `--trf FILE` (`-`: standard input), read and parsed; or the exit status. */
async function trfOf(c: Context): Promise<Trf | ExitCode> {
  const named = c.str('trf');
  if (named !== undefined && c.args[0] !== undefined && named !== c.args[0])
    return c.usage({
      en: 'give the file once: FILE or --trf FILE',
      vi: 'chỉ ghi tệp một lần: FILE hoặc --trf FILE',
    });
  const path = named ?? c.args[0];
  if (path === undefined || path === '')
    return c.usage({ en: 'missing FILE (or --trf FILE)', vi: 'thiếu FILE (hoặc --trf FILE)' });
  let text: string;
  try {
    text = path === '-' ? await c.io.readStdin() : new TextDecoder().decode(await c.io.readFile(path));
  } catch (e) {
    return c.fail(cannotRead(path, e));
  }
  const trf = parseTrf(text);
  if (trf.ok) return trf.value;
  return c.fail({
    en: `${oneLine(path)}: line ${trf.error.line}: ${trf.error.message} (${trf.error.code})`,
    vi: `${oneLine(path)}: dòng ${trf.error.line}: ${libraryError(trf.error).vi}`,
  });
}

/** The input of the next round of the TRF file (`--baku` on when given); or the exit status. */
async function nextRoundOf(c: Context): Promise<SwissInput | ExitCode> {
  const trf = await trfOf(c);
  if (typeof trf === 'number') return trf;
  const input = swissInputFromTrf(trf, c.options.baku ? { baku: true } : {});
  return input.ok ? input.value : c.fail(libraryError(input.error));
}

/** The next round paired by `--system` (published order), or the exit status. */
async function pairedOf(
  c: Context,
): Promise<({ input: SwissInput } & ReturnType<typeof publicationOrder>) | ExitCode> {
  const input = await nextRoundOf(c);
  if (typeof input === 'number') return input;
  const players = input.players.length;
  const done = players >= 200 ? startProgress(c.io, `pairing ${players} players`) : () => {};
  const result =
    (c.value(SYSTEM) ?? 'dutch') === 'dutch' ? pairDutch(input) : pairByLot(input, c.value(SEED) ?? 0);
  done(`paired ${players} players`);
  if (!result.ok)
    return c.fail({
      en: `no pairing exists: ${result.error.message}`,
      vi: `không xếp cặp được: ${libraryError(result.error).vi}`,
    });
  return { input, ...publicationOrder(input, result.value) };
}

/** `xq pair check`: every round of the file paired again and compared. */
async function runCheck(c: Context): Promise<ExitCode> {
  const trf = await trfOf(c);
  if (typeof trf === 'number') return trf;
  // A round robin (the 092 line xq tournament export writes) follows the law's table, not C.04;
  // a knockout, a team event or an unnamed lot follows neither.
  const unchecked = uncheckedSystem(trf, c.options.system !== undefined);
  if (unchecked !== undefined) return c.fail(unchecked);
  const roundRobin = roundRobinOf(trf);
  const report =
    roundRobin === undefined
      ? checkTournament(trf, {
          system: c.value(SYSTEM) ?? 'dutch',
          seed: c.value(SEED) ?? 0,
          lang: c.lang,
          ...(c.options.baku ? { baku: true } : {}),
        })
      : { ok: true as const, value: checkRoundRobin(trf, roundRobin.double, c.lang) };
  if (!report.ok) return c.fail(libraryError(report.error));
  let ranks: StandingsCheck | undefined;
  if (c.options.standings) {
    const checked = checkStandings(trf, c.lang);
    if (!checked.ok) return c.fail(checked.error);
    ranks = checked.value;
  }
  const side = (p: SwissPairing | null) =>
    p === null ? null : { boards: p.boards.map((b) => ({ red: b.white, black: b.black })), bye: p.bye };
  if (c.json)
    c.printJson({
      rounds: report.value.rounds,
      differing: report.value.differing.map((d) => ({
        ...d,
        expected: side(d.expected),
        actual: side(d.actual),
      })),
      ...(ranks === undefined ? {} : { standings: ranks }),
    });
  else {
    const w = CHECK_WORDS[c.lang];
    const text = (p: SwissPairing | null) =>
      p === null
        ? w.none
        : [
            ...p.boards.map((b) => `${b.white}-${b.black}`),
            ...(p.bye === null ? [] : [`${w.bye} ${p.bye}`]),
          ].join(' ');
    const lines = report.value.differing.map(
      (d) =>
        `${w.round} ${d.round}: ${d.reason}\n  ${w.engine} ${text(d.expected)}\n  ${w.file} ${text(d.actual)}`,
    );
    for (const d of ranks?.differing ?? [])
      lines.push(`${w.rank} ${d.rank}: ${d.reason}\n  ${w.standings} ${d.expected}\n  ${w.file} ${d.actual}`);
    lines.push(w.summary(report.value.rounds, report.value.differing.length, ranks?.differing.length));
    c.io.out(`${lines.join('\n')}\n`);
  }
  return report.value.differing.length > 0 || (ranks?.differing.length ?? 0) > 0 ? 1 : 0;
}

/** `xq pair checklist`: the checklist of the next round. */
async function runChecklist(c: Context): Promise<ExitCode> {
  const input = await nextRoundOf(c);
  if (typeof input === 'number') return input;
  const checklist = dutchChecklist(input);
  if (!checklist.ok) return c.fail(libraryError(checklist.error));
  // JSON says red/black as every xq document does (@xq/pairing keeps FIDE's white/black).
  const side = (colour: 'white' | 'black' | null) => (colour === 'white' ? 'red' : colour);
  if (c.json)
    c.printJson({
      ...checklist.value,
      players: checklist.value.players.map((p) => ({
        ...p,
        colours: p.colours.map(side),
        colourPreference: side(p.colourPreference),
      })),
    });
  else c.io.out(`${formatDutchChecklist(checklist.value, c.lang)}\n`);
  return 0;
}

/** `xq pair explain`: the next round paired, each board with its reasons. */
async function runExplain(c: Context): Promise<ExitCode> {
  const paired = await pairedOf(c);
  if (typeof paired === 'number') return paired;
  const why = explainPairing(paired.input, { boards: paired.boards, bye: paired.bye }, c.lang);
  if (!why.ok) return c.fail(libraryError(why.error));
  if (c.json)
    c.printJson({
      boards: why.value.boards.map(({ white, black, ...rest }) => ({ ...rest, red: white, black })),
      bye: why.value.bye,
    });
  else
    c.io.out(
      `${[...why.value.boards.map((b) => b.text), ...(why.value.bye ? [why.value.bye] : [])].join('\n')}\n`,
    );
  return 0;
}

/** `xq pair`: the next round, as the FIDE-endorsed engines print it. */
async function runNext(c: Context): Promise<ExitCode> {
  // The flags of before the actions: `xq pair --check FILE` is `xq pair check FILE`.
  if (c.options.check) return runCheck(c);
  if (c.options.checklist) return runChecklist(c);
  if (c.options.explain) return runExplain(c);
  const paired = await pairedOf(c);
  if (typeof paired === 'number') return paired;
  const { boards, bye } = paired;
  if (c.json) {
    c.printJson({ boards: boards.map((b, i) => ({ board: i + 1, red: b.white, black: b.black })), bye });
    return 0;
  }
  const lines = boards.map((b) => `${b.white} ${b.black}`);
  if (bye !== null) lines.push(`${bye} 0`);
  c.io.out(`${lines.length}\n${lines.map((l) => `${l}\n`).join('')}`);
  return 0;
}

/** What every action of `xq pair` has: FILE (or `--trf FILE`), `--json`, English by default. */
const ACTION = { optional: ['FILE'], json: 'document', lang: 'en' } as const;

const checkAction: CommandSpec = {
  ...ACTION,
  name: 'check',
  summary: 'pair every round of a TRF file again and list the rounds that differ (FIDE C.04.A)',
  description: `Re-pairs every round of the file from the rounds before it (the free pairings checker of
FIDE C.04.A; without XXR the number of rounds is the number of round blocks) and lists each
round whose boards, colours or bye differ from the engine's, with the criterion of C.04.3 that
decides; exit 1 when one differs. A round robin (092 round-robin or double-round-robin, as xq
tournament export writes it) is checked against the law's round-robin table (Berger) instead;
a knockout or team event (092 knockout, team-swiss…) is refused, and a Swiss by lot (092
swiss-lots) is checked only with --system lot.
--json prints {"rounds", "differing": [{"round", "expected", "actual", "reason"}]}, boards as
{"red", "black"}. --standings also checks the order of the
file's ranks (columns 86-89) against the final standings of its tie-break list (C.07; TRF-2026
212 or 202, else xq's XXQ regulations, else the system's default) and lists each rank whose
player differs, with the tie-break that decides; exit 1 when one differs. JSON adds
"standings": {"checked", "differing": [{"rank", "expected", "actual", "reason"}], "tieBreaks"}.`,
  options: [TRF, SYSTEM, SEED, BAKU, STANDINGS],
  run: runCheck,
};

const checklistAction: CommandSpec = {
  ...ACTION,
  name: 'checklist',
  summary: 'the checklist of the next round (per player: scores, colours, floats, bye)',
  description: `Prints the checklist of the next round (as bbpPairings --checklist does): per player the pairing
number, points, pairing score, colours, colour difference and preference, floats, the bye;
with --json, the checklist as data. --lang vi in the law's words (T Trắng, Đ Đen, "vòng", a
decimal comma, a legend under the table).`,
  options: [TRF, BAKU],
  run: runChecklist,
};

const explainAction: CommandSpec = {
  ...ACTION,
  name: 'explain',
  summary: 'the next round paired, with the reason for each board',
  description: `Pairs the next round and prints, for each board, its bracket, who floated down and the
criterion that ruled out each other player of his bracket (C1 already met, C3 colours, or
paired on another board), and the colour rule of C.04.3 Art. 5.2 that gave the colours;
--lang vi in the law's words.`,
  options: [TRF, SYSTEM, SEED, BAKU],
  run: runExplain,
};

/** `xq pair` as data: options, help, run and actions. @category CLI */
export const pairSpec: CommandSpec = {
  ...ACTION,
  name: 'pair',
  summary: 'pair the next Swiss round of a TRF tournament (FIDE Dutch)',
  usage: ['xq pair FILE [options]'],
  description: `Pairs the next round of the Swiss tournament in the TRF file FILE (or --trf FILE; "-" reads
standard input; XXR gives the number of
rounds; XXC white1/black1, TRF's words for red and black, the initial colour). Prints, like the
FIDE-endorsed engines, the number of pairs on the first line, then one line per board
"RED BLACK" (start numbers), the pairing-allocated bye as "N 0". Exit status 1 when no pairing
exists. --json prints {"boards": [{"board", "red", "black"}], "bye": N | null}.
--system: dutch (FIDE Dutch, C.04.3; default) or lot (Vietnamese Swiss by lot).
The actions: xq pair check re-pairs every round of the file and lists the rounds that differ
(FIDE C.04.A), xq pair checklist prints the checklist of the round, xq pair explain the reason
for each board (xq pair <action> --help); --check, --checklist and --explain say the same.`,
  options: [
    TRF,
    SYSTEM,
    SEED,
    BAKU,
    { name: 'checklist', kind: 'boolean', description: 'the same as xq pair checklist' },
    { name: 'explain', kind: 'boolean', description: 'the same as xq pair explain' },
    { name: 'check', kind: 'boolean', description: 'the same as xq pair check' },
    { ...STANDINGS, description: `with --check: ${STANDINGS.description}` },
  ],
  run: runNext,
  actions: [checkAction, checklistAction, explainAction],
};

/** The words of `--check`'s text (the reasons are the library's, in the same language). */
const CHECK_WORDS = {
  en: {
    none: 'no pairing',
    bye: 'bye',
    round: 'round',
    engine: 'engine:',
    file: 'file:  ',
    rank: 'rank',
    standings: 'standings:',
    summary: (rounds: number, differ: number, ranks: number | undefined) =>
      `${rounds} rounds checked, ${differ} differ${ranks === undefined ? '' : `, ${ranks} ranks differ`}`,
  },
  vi: {
    none: 'không có cặp đấu',
    bye: 'miễn đấu',
    round: 'vòng',
    engine: 'chương trình:',
    file: 'tệp:        ',
    rank: 'hạng',
    standings: 'bảng xếp hạng:',
    summary: (rounds: number, differ: number, ranks: number | undefined) =>
      `đã kiểm tra ${rounds} vòng, ${differ} vòng khác${ranks === undefined ? '' : `, ${ranks} thứ hạng khác`}`,
  },
} as const;

/** `xq pair`: pairs the next Swiss round of a TRF file. @category CLI */
export const pairCommand: Command = commandOf(pairSpec);
