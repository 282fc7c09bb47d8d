import {
  dutchChecklist,
  formatDutchChecklist,
  pairByLot,
  pairDutch,
  parseTrf,
  publicationOrder,
  swissInputFromTrf,
} from '@xq/pairing';
import { parseArgs } from '../args';
import type { Command } from '../io';
import { startProgress } from '../progress';

const HELP = `usage: xq pair --trf FILE [--system dutch|lot] [--seed N] [--baku] [--checklist]

Pairs the next round of the Swiss tournament in the TRF file (XXR gives the number of
rounds; XXC white1/black1 the initial colour). Prints, like the FIDE-endorsed engines, the
number of pairs on the first line, then one line per board "WHITE BLACK" (start numbers),
the pairing-allocated bye as "N 0". Exit status 1 when no pairing exists.
  --trf FILE     the tournament (TRF-16), "-" for standard input
  --system S     dutch (FIDE Dutch, C.04.3; default) or lot (Vietnamese Swiss by lot)
  --seed N       the lot's seed (system lot; default 0)
  --baku         Baku acceleration (also on when the 192 code ends in _BAKU)
  --checklist    print, instead of the pairing, the checklist of the round: per player the
                 pairing number, points, pairing score, colours, colour difference and
                 preference, floats, the bye (as bbpPairings --checklist)
`;

/** `xq pair`: pairs the next Swiss round of a TRF file. @category CLI */
export const pairCommand: Command = async (args, io) => {
  const parsed = parseArgs(args, {
    trf: 'string',
    system: 'string',
    seed: 'string',
    baku: 'boolean',
    checklist: 'boolean',
  });
  if (!parsed.ok) {
    io.err(`xq pair: ${parsed.error}\n${HELP}`);
    return 2;
  }
  const { options, positionals } = parsed.value;
  if (options.help) {
    io.out(HELP);
    return 0;
  }
  const system = options.system ?? 'dutch';
  if (system !== 'dutch' && system !== 'lot') {
    io.err(`xq pair: --system must be dutch or lot\n${HELP}`);
    return 2;
  }
  if (typeof options.trf !== 'string' || positionals.length > 0) {
    io.err(`xq pair: --trf FILE is required\n${HELP}`);
    return 2;
  }
  const seed = options.seed === undefined ? 0 : Number(options.seed);
  if (!Number.isSafeInteger(seed) || seed < 0) {
    io.err(`xq pair: --seed must be a natural number\n${HELP}`);
    return 2;
  }
  let text: string;
  try {
    text =
      options.trf === '-' ? await io.readStdin() : new TextDecoder().decode(await io.readFile(options.trf));
  } catch (e) {
    io.err(`xq pair: cannot read ${options.trf}: ${(e as Error).message}\n`);
    return 1;
  }
  const trf = parseTrf(text);
  if (!trf.ok) {
    io.err(`xq pair: ${options.trf}: line ${trf.error.line}: ${trf.error.message} (${trf.error.code})\n`);
    return 1;
  }
  const input = swissInputFromTrf(trf.value, options.baku ? { baku: true } : {});
  if (!input.ok) {
    io.err(`xq pair: ${input.error.message}\n`);
    return 1;
  }
  if (options.checklist) {
    const checklist = dutchChecklist(input.value);
    if (!checklist.ok) {
      io.err(`xq pair: ${checklist.error.message}\n`);
      return 1;
    }
    io.out(`${formatDutchChecklist(checklist.value)}\n`);
    return 0;
  }
  const players = input.value.players.length;
  const done = players >= 200 ? startProgress(io, `pairing ${players} players`) : () => {};
  const result = system === 'dutch' ? pairDutch(input.value) : pairByLot(input.value, seed);
  done(`paired ${players} players`);
  if (!result.ok) {
    io.err(`xq pair: no pairing exists: ${result.error.message}\n`);
    return 1;
  }
  const { boards, bye } = publicationOrder(input.value, result.value);
  const lines = boards.map((b) => `${b.white} ${b.black}`);
  if (bye !== null) lines.push(`${bye} 0`);
  io.out(`${lines.length}\n${lines.map((l) => `${l}\n`).join('')}`);
  return 0;
};
