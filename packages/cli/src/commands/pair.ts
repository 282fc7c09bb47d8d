import type { CheckedPairing } from '@xq/pairing';
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
import { type CommandSpec, commandOf, oneLine } from '../command';
import type { Command } from '../io';
import { cannotRead, libraryError } from '../messages-vi';
import { startProgress } from '../progress';
import { checkStandings, type StandingsCheck } from './pair-standings';

/** `xq pair` as data: options, help and run. @category CLI */
export const pairSpec: CommandSpec = {
  name: 'pair',
  summary: 'pair the next Swiss round of a TRF tournament (FIDE Dutch)',
  usage: ['xq pair FILE [options]', 'xq pair --check FILE [--standings] [options]'],
  description: `Pairs the next round of the Swiss tournament in the TRF file FILE (or --trf FILE; "-" reads
standard input; XXR gives the number of
rounds; XXC white1/black1, TRF's words for red and black, the initial colour). Prints, like the
FIDE-endorsed engines, the number of pairs on the first line, then one line per board
"RED BLACK" (start numbers), the pairing-allocated bye as "N 0". Exit status 1 when no pairing
exists. --json prints {"boards": [{"board", "red", "black"}], "bye": N | null}.
--system: dutch (FIDE Dutch, C.04.3; default) or lot (Vietnamese Swiss by lot).
--checklist prints, instead of the pairing, the checklist of the round (as bbpPairings
--checklist does): per player the pairing number, points, pairing score, colours, colour
difference and preference, floats, the bye; with --json, the checklist as data.
--check re-pairs every round of the file from the rounds before it (the free pairings checker
of FIDE C.04.A; without XXR the number of rounds is the number of round blocks) and lists each
round whose boards, colours or bye differ from the engine's, with the criterion of C.04.3 that
decides; exit 1 when one differs. --json prints {"rounds", "differing": [{"round", "expected",
"actual", "reason"}]}, boards as {"red", "black"}. --standings, with --check, also checks the
order of the file's ranks (columns 86-89) against the final standings of its tie-break list
(C.07; TRF-2026 212 or 202, else xq's XXQ regulations, else the system's default) and lists each
rank whose player differs, with the tie-break that decides; exit 1 when one differs. JSON adds
"standings": {"checked", "differing": [{"rank", "expected", "actual", "reason"}], "tieBreaks"}.
--explain prints, for each board, its bracket, who floated down and the criterion that ruled
out each other player of his bracket (C1 already met, C3 colours, or paired on another board),
and the colour rule of C.04.3 Art. 5.2 that gave the colours; --lang vi in the law's words.`,
  options: [
    {
      name: 'trf',
      kind: 'string',
      value: 'FILE',
      description: 'the tournament (TRF-16), "-" for standard input (or FILE without --trf)',
    },
    { name: 'system', kind: 'string', value: 'S', description: 'dutch (default) or lot' },
    { name: 'seed', kind: 'string', value: 'N', description: "the lot's seed (system lot; default 0)" },
    {
      name: 'baku',
      kind: 'boolean',
      description: 'Baku acceleration (also on when the 192 code ends in _BAKU)',
    },
    {
      name: 'checklist',
      kind: 'boolean',
      description: 'print the checklist of the round (per player: scores, colours, floats, bye)',
    },
    {
      name: 'explain',
      kind: 'boolean',
      description: 'after the pairing, the reason for each board: bracket, floats, colour rule',
    },
    { name: 'check', kind: 'boolean', description: 'check every round of the file against the engine' },
    {
      name: 'standings',
      kind: 'boolean',
      description: "with --check: check the file's ranks against its tie-break list (C.07)",
    },
  ],
  optional: ['FILE'],
  json: 'document',
  lang: 'en',
  run: async ({ io, str, args, options, json, lang, usage, fail, printJson }) => {
    const system = str('system') ?? 'dutch';
    if (system !== 'dutch' && system !== 'lot')
      return usage({ en: '--system must be dutch or lot', vi: '--system phải là dutch hoặc lot' });
    const named = str('trf');
    if (named !== undefined && args[0] !== undefined && named !== args[0])
      return usage({
        en: 'give the file once: FILE or --trf FILE',
        vi: 'chỉ ghi tệp một lần: FILE hoặc --trf FILE',
      });
    const trfPath = named ?? args[0];
    if (trfPath === undefined || trfPath === '')
      return usage({ en: 'missing FILE (or --trf FILE)', vi: 'thiếu FILE (hoặc --trf FILE)' });
    const seedText = str('seed');
    const seed = seedText === undefined ? 0 : /^\d{1,15}$/u.test(seedText) ? Number(seedText) : -1;
    if (!Number.isSafeInteger(seed) || seed < 0)
      return usage({ en: '--seed must be a natural number', vi: '--seed phải là số tự nhiên' });
    let text: string;
    try {
      text = trfPath === '-' ? await io.readStdin() : new TextDecoder().decode(await io.readFile(trfPath));
    } catch (e) {
      return fail(cannotRead(trfPath, e));
    }
    const trf = parseTrf(text);
    if (!trf.ok)
      return fail({
        en: `${oneLine(trfPath)}: line ${trf.error.line}: ${trf.error.message} (${trf.error.code})`,
        vi: `${oneLine(trfPath)}: dòng ${trf.error.line}: ${libraryError(trf.error).vi}`,
      });
    if (options.check) {
      const report = checkTournament(trf.value, {
        system: system,
        seed,
        lang,
        ...(options.baku ? { baku: true } : {}),
      });
      if (!report.ok) return fail(libraryError(report.error));
      let ranks: StandingsCheck | undefined;
      if (options.standings) {
        const checked = checkStandings(trf.value, lang);
        if (!checked.ok) return fail(checked.error);
        ranks = checked.value;
      }
      const side = (p: CheckedPairing | null) =>
        p === null ? null : { boards: p.boards.map((b) => ({ red: b.white, black: b.black })), bye: p.bye };
      const differing = report.value.differing.map((d) => ({
        ...d,
        expected: side(d.expected),
        actual: side(d.actual),
      }));
      if (json)
        printJson({
          rounds: report.value.rounds,
          differing,
          ...(ranks === undefined ? {} : { standings: ranks }),
        });
      else {
        const w = CHECK_WORDS[lang];
        const text = (p: CheckedPairing | null) =>
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
          lines.push(
            `${w.rank} ${d.rank}: ${d.reason}\n  ${w.standings} ${d.expected}\n  ${w.file} ${d.actual}`,
          );
        lines.push(w.summary(report.value.rounds, report.value.differing.length, ranks?.differing.length));
        io.out(`${lines.join('\n')}\n`);
      }
      return report.value.differing.length > 0 || (ranks?.differing.length ?? 0) > 0 ? 1 : 0;
    }
    const input = swissInputFromTrf(trf.value, options.baku ? { baku: true } : {});
    if (!input.ok) return fail(libraryError(input.error));
    if (options.checklist) {
      const checklist = dutchChecklist(input.value);
      if (!checklist.ok) return fail(libraryError(checklist.error));
      if (json) printJson(checklist.value);
      else io.out(`${formatDutchChecklist(checklist.value)}\n`);
      return 0;
    }
    const players = input.value.players.length;
    const done = players >= 200 ? startProgress(io, `pairing ${players} players`) : () => {};
    const result = system === 'dutch' ? pairDutch(input.value) : pairByLot(input.value, seed);
    done(`paired ${players} players`);
    if (!result.ok)
      return fail({
        en: `no pairing exists: ${result.error.message}`,
        vi: `không xếp cặp được: ${libraryError(result.error).vi}`,
      });
    const { boards, bye } = publicationOrder(input.value, result.value);
    if (options.explain) {
      const why = explainPairing(input.value, { boards, bye }, lang);
      if (!why.ok) return fail(libraryError(why.error));
      if (json) {
        printJson({
          boards: why.value.boards.map(({ white, black, ...rest }) => ({ ...rest, red: white, black })),
          bye: why.value.bye,
        });
      } else
        io.out(
          `${[...why.value.boards.map((b) => b.text), ...(why.value.bye ? [why.value.bye] : [])].join('\n')}\n`,
        );
      return 0;
    }
    if (json) {
      printJson({ boards: boards.map((b, i) => ({ board: i + 1, red: b.white, black: b.black })), bye });
      return 0;
    }
    const lines = boards.map((b) => `${b.white} ${b.black}`);
    if (bye !== null) lines.push(`${bye} 0`);
    io.out(`${lines.length}\n${lines.map((l) => `${l}\n`).join('')}`);
    return 0;
  },
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
