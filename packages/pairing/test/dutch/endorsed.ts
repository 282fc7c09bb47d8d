/**
 * Every file of the FIDE-endorsed Dutch engine the repository has, as rounds to pair: the 29
 * small tournaments (`test/fixtures/dutch`), the ten large ones (`test/fixtures/dutch-large`)
 * and the regressions (`test/fixtures/dutch-regressions`, one round each). Used by the tests
 * (`fixtures.test.ts`, `large-fixtures.test.ts`) and by `pnpm bench`'s cross-check. Not shipped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pairDutch } from '../../src/swiss/dutch';
import type { SwissInput } from '../../src/swiss/swiss-input';
import { swissInputFromTrf } from '../../src/swiss/trf-input';
import { parseTrf, type Trf, type TrfPlayer } from '../../src/trf';

/** The fixture folders, beside this package's tests. */
export const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

const HALVES: Record<string, number> = { '1': 2, '+': 2, F: 2, U: 2, W: 2, '=': 1, H: 1, D: 1 };

/** The tournament as it stood before round r (`fixtures/dutch/README.md`, steps 1 and 2). */
export function before(trf: Trf, r: number): Trf {
  const players: TrfPlayer[] = trf.players.map((p) => {
    const kept = p.rounds.slice(0, r - 1);
    const next = p.rounds[r - 1];
    if (next && next.opponent === 0 && 'HZF'.includes(next.result)) kept.push(next);
    return { ...p, rounds: kept, points: kept.reduce((a, b) => a + (HALVES[b.result] ?? 0), 0) / 2 };
  });
  // "odd start numbers get the initial colour" (fixtures README, step 2), numbered as C.04.3
  // Art. 5.2.5 numbers them: over the players who took part in round 1 (a requested bye in
  // round 1 gives no number yet); the first of them with a colour decides
  const entered = [...trf.players]
    .sort((a, b) => a.startNumber - b.startNumber)
    .filter((p) => {
      const b = p.rounds[0];
      return b !== undefined && !(b.opponent === 0 && 'HZF'.includes(b.result));
    });
  const tpn = entered.findIndex((p) => {
    const c = p.rounds[0]?.colour;
    return c === 'w' || c === 'b';
  });
  const oddGetsWhite = tpn === -1 || (entered[tpn]!.rounds[0]!.colour === 'w') === (tpn % 2 === 0);
  return {
    ...trf,
    players,
    totalRounds: Math.max(...trf.players.map((p) => p.rounds.length)),
    initialColour: oddGetsWhite ? 'white' : 'black',
  };
}

/** A round's pairing: boards as sorted "white-black" strings, and the pairing-allocated bye. */
export interface Pairing {
  readonly boards: string[];
  readonly bye: number | null;
}

/** Round r's boards in the file, and the player whose round-r result is `U` (the bye). */
export function expected(trf: Trf, r: number): Pairing {
  const boards: string[] = [];
  let bye: number | null = null;
  for (const p of trf.players) {
    const b = p.rounds[r - 1];
    if (!b) continue;
    if (b.opponent > 0 && b.colour === 'w') boards.push(`${p.startNumber}-${b.opponent}`);
    if (b.opponent === 0 && b.result === 'U') bye = p.startNumber;
  }
  return { boards: boards.sort(), bye };
}

/** One round paired by the endorsed engine: where it comes from, xq's input, the engine's answer. */
export interface EndorsedRound {
  /** `file round r`. */
  readonly name: string;
  readonly file: string;
  readonly round: number;
  /** The input to pair (throws when the file does not read). */
  readonly input: () => SwissInput;
  readonly want: Pairing;
}

function readTrf(path: string): Trf {
  const parsed = parseTrf(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.error.message}`);
  return parsed.value;
}

/** The Swiss input of a TRF file; throws when it does not read. */
export function inputOf(trf: Trf, label: string): SwissInput {
  const input = swissInputFromTrf(trf);
  if (!input.ok) throw new Error(`${label}: ${input.error.message}`);
  return input.value;
}

/** The `.trf` files of a fixture folder, sorted. */
export const trfFiles = (folder: string): string[] =>
  readdirSync(join(FIXTURES, folder))
    .filter((f) => f.endsWith('.trf'))
    .sort();

/** Every round of every tournament of a folder (`dutch` or `dutch-large`). */
export function tournamentRounds(folder: string): EndorsedRound[] {
  const out: EndorsedRound[] = [];
  for (const file of trfFiles(folder)) {
    const trf = readTrf(join(FIXTURES, folder, file));
    const rounds = Math.max(...trf.players.map((p) => p.rounds.length));
    for (let round = 1; round <= rounds; round++) {
      const name = `${file} round ${round}`;
      out.push({
        name,
        file,
        round,
        input: () => inputOf(before(trf, round), name),
        want: expected(trf, round),
      });
    }
  }
  return out;
}

/**
 * The regressions: `<case>.input.trf` (the rounds played, `XXR`, `XXC`) and `<case>.expected.txt`
 * (the number of pairs, then `white black` a line, `N 0` for the bye).
 */
export function regressionRounds(): EndorsedRound[] {
  const folder = join(FIXTURES, 'dutch-regressions');
  return readdirSync(folder)
    .filter((f) => f.endsWith('.input.trf'))
    .sort()
    .map((f) => {
      const base = f.slice(0, -'.input.trf'.length);
      const trf = readTrf(join(folder, f));
      const lines = readFileSync(join(folder, `${base}.expected.txt`), 'utf8')
        .trim()
        .split(/\r?\n/);
      const boards: string[] = [];
      let bye: number | null = null;
      for (const l of lines.slice(1)) {
        const [w, b] = l.trim().split(/\s+/).map(Number);
        if (b === 0) bye = w!;
        else boards.push(`${w}-${b}`);
      }
      if (boards.length + (bye === null ? 0 : 1) !== Number(lines[0])) throw new Error(`${base}: pair count`);
      const round = Math.max(...trf.players.map((p) => p.rounds.length)) + 1;
      return {
        name: base,
        file: f,
        round,
        input: () => inputOf(trf, base),
        want: { boards: boards.sort(), bye },
      };
    });
}

/** xq's pairing of a round, in the form of {@link Pairing}, or its error. */
export function xqPairing(input: SwissInput): Pairing | { error: string } {
  const result = pairDutch(input);
  return result.ok
    ? { boards: result.value.boards.map((b) => `${b.white}-${b.black}`).sort(), bye: result.value.bye }
    : { error: result.error.message };
}

/** The boards two pairings do not share, `xq … / engine …` (empty when they agree). */
export function difference(
  got: Pairing | { error: string },
  want: Pairing,
  names: readonly [string, string] = ['xq', 'engine'],
): string {
  if ('error' in got) return `${names[0]} refused: ${got.error}`;
  const w = new Set(want.boards);
  const g = new Set(got.boards);
  const only = (a: string[], b: Set<string>) => a.filter((x) => !b.has(x));
  const parts = [];
  if (got.bye !== want.bye) parts.push(`bye ${names[0]} ${got.bye} ${names[1]} ${want.bye}`);
  const xo = only(got.boards, w);
  const eo = only(want.boards, g);
  if (xo.length + eo.length > 0) parts.push(`${names[0]} ${xo.join(' ')} / ${names[1]} ${eo.join(' ')}`);
  return parts.join('; ');
}
