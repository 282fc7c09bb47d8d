import {
  dutchChecklist,
  formatDutchChecklist,
  pairByLot,
  pairDutch,
  parseTrf,
  publicationOrder,
  swissInputFromTrf,
} from '@xq/pairing';
import { type CommandSpec, commandOf, oneLine } from '../command';
import type { Command } from '../io';
import { startProgress } from '../progress';

/** `xq pair` as data: options, help and run. @category CLI */
export const pairSpec: CommandSpec = {
  name: 'pair',
  summary: 'pair the next Swiss round of a TRF tournament (FIDE Dutch)',
  description: `Pairs the next round of the Swiss tournament in the TRF file (XXR gives the number of
rounds; XXC white1/black1, TRF's words for red and black, the initial colour). Prints, like the
FIDE-endorsed engines, the number of pairs on the first line, then one line per board
"RED BLACK" (start numbers), the pairing-allocated bye as "N 0". Exit status 1 when no pairing
exists. --json prints {"boards": [{"board", "red", "black"}], "bye": N | null}.
--system: dutch (FIDE Dutch, C.04.3; default) or lot (Vietnamese Swiss by lot).
--checklist prints, instead of the pairing, the checklist of the round (as bbpPairings
--checklist does): per player the pairing number, points, pairing score, colours, colour
difference and preference, floats, the bye; with --json, the checklist as data.`,
  options: [
    {
      name: 'trf',
      kind: 'string',
      value: 'FILE',
      description: 'the tournament (TRF-16), "-" for standard input',
      required: true,
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
  ],
  json: 'document',
  run: async ({ io, str, options, json, usage, fail, printJson }) => {
    const system = str('system') ?? 'dutch';
    if (system !== 'dutch' && system !== 'lot') return usage('--system must be dutch or lot');
    const trfPath = str('trf') as string;
    const seedText = str('seed');
    const seed = seedText === undefined ? 0 : /^\d{1,15}$/u.test(seedText) ? Number(seedText) : -1;
    if (!Number.isSafeInteger(seed) || seed < 0) return usage('--seed must be a natural number');
    let text: string;
    try {
      text = trfPath === '-' ? await io.readStdin() : new TextDecoder().decode(await io.readFile(trfPath));
    } catch (e) {
      return fail(`cannot read ${oneLine(trfPath)}: ${oneLine((e as Error).message)}`);
    }
    const trf = parseTrf(text);
    if (!trf.ok)
      return fail(`${oneLine(trfPath)}: line ${trf.error.line}: ${trf.error.message} (${trf.error.code})`);
    const input = swissInputFromTrf(trf.value, options.baku ? { baku: true } : {});
    if (!input.ok) return fail(input.error.message);
    if (options.checklist) {
      const checklist = dutchChecklist(input.value);
      if (!checklist.ok) return fail(checklist.error.message);
      if (json) printJson(checklist.value);
      else io.out(`${formatDutchChecklist(checklist.value)}\n`);
      return 0;
    }
    const players = input.value.players.length;
    const done = players >= 200 ? startProgress(io, `pairing ${players} players`) : () => {};
    const result = system === 'dutch' ? pairDutch(input.value) : pairByLot(input.value, seed);
    done(`paired ${players} players`);
    if (!result.ok) return fail(`no pairing exists: ${result.error.message}`);
    const { boards, bye } = publicationOrder(input.value, result.value);
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

/** `xq pair`: pairs the next Swiss round of a TRF file. @category CLI */
export const pairCommand: Command = commandOf(pairSpec);
