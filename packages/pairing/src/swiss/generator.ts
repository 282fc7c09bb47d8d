/**
 * The random tournament generator (FIDE C.04.A's RTG): a whole simulated Swiss event, paired by
 * the Dutch engine round by round, written as a TRF file.
 *
 * The statistical model, per game (white's rating advantage D = white − black, with 35 points
 * added for the first move and D capped at ±400):
 * - white's expected score E = 1 / (1 + 10^(−D/400)), the logistic expected score of the FIDE
 *   Rating Regulations (B.02, 8.1; the ±400 cap is theirs);
 * - the draw probability pD = drawRate × (1 − |2E − 1|), never more than 2·min(E, 1 − E), so that
 *   the expected score stays E: white wins with E − pD/2, loses with 1 − E − pD/2. The shape
 *   (draws rarest between unequal players) is this module's own; `drawRate` defaults to 0.3.
 *   The 35-point first-move advantage is this module's own choice too.
 * - a game is forfeited with `forfeitRate` (default 0.02; either side, 1/2 each);
 * - before each round a present player asks for a bye with `byeRate` (default 0.03: half of them
 *   half-point byes `H`, half zero-point byes `Z`), and withdraws for good with `withdrawRate`
 *   (default 0.01; his later rounds are `0000 - -`).
 * Ratings: with probability `ratedShare` (default 0.8) a player is rated, his rating drawn from a
 * normal law of mean 1800 and deviation 300, kept within 1000–2800; an unrated player plays at
 * 1400. Start numbers follow the ratings (highest first, unrated last). Everything comes from one
 * seeded generator of `drawLots`, so a seed gives the same file on every machine.
 */

import { badRange, badType } from '../bad-input';
import { requireOneOf } from '../input-checks';
import type { Result } from '../result';
import { createRng } from '../rng';
import { type Trf, type TrfPlayer, type TrfRound, trfResultHalfPoints } from '../trf';
import { formatTrf } from '../trf-write';
import { bakuAcceleration } from './baku';
import { pairDutch } from './dutch/index';
import type { SwissError, SwissInput, SwissPlayer, SwissRound } from './swiss-input';

/** Options of {@link generateTournament}. @category Swiss */
export interface GenerateOptions {
  /** Number of players, 2 … 9999. */
  readonly players: number;
  /** Number of rounds, 1 … 99 (and fewer than the players). */
  readonly rounds: number;
  /** The seed (default 0). */
  readonly seed?: number;
  /** Share of rated players, 0 … 1 (default 0.8). */
  readonly ratedShare?: number;
  /** Base draw probability between equal players, 0 … 1 (default 0.3). */
  readonly drawRate?: number;
  /** Probability that a present player asks for a bye before a round, 0 … 1 (default 0.03). */
  readonly byeRate?: number;
  /** Probability that a game is forfeited, 0 … 1 (default 0.02). */
  readonly forfeitRate?: number;
  /** Probability that a player withdraws before a round, 0 … 1 (default 0.01). */
  readonly withdrawRate?: number;
  /** Pair with the Baku acceleration (the file gets `192 FIDE_DUTCH_BAKU`). */
  readonly baku?: boolean;
  /** Write TRF-2026 (`142`, `152`, `192`) instead of TRF-16 (`XXR`, `XXC`). */
  readonly trf2026?: boolean;
}

const rate = (name: string, x: unknown, fallback: number): number => {
  if (x === undefined) return fallback;
  if (typeof x !== 'number' || !(x >= 0 && x <= 1))
    throw badRange(`generateTournament: ${name} must be a number from 0 to 1`);
  return x;
};

/** The options of {@link generateTournament}, checked, with their defaults. */
interface Settings {
  readonly n: number;
  readonly rounds: number;
  readonly seed: number;
  readonly ratedShare: number;
  readonly drawRate: number;
  readonly byeRate: number;
  readonly forfeitRate: number;
  readonly withdrawRate: number;
}

function checkedSettings(options: GenerateOptions): Settings {
  if (typeof options !== 'object' || options === null)
    throw badType('generateTournament: options must be an object');
  const n = options.players;
  const rounds = options.rounds;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 2 || n > 9999)
    throw badRange('generateTournament: players must be an integer from 2 to 9999');
  if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 1 || rounds > 99 || rounds >= n)
    throw badRange('generateTournament: rounds must be an integer from 1 to 99, fewer than the players');
  const seed = options.seed ?? 0;
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0)
    throw badRange('generateTournament: seed must be a natural number');
  // a truthy string would turn them on and `0` would not: only a boolean says which
  requireOneOf('generateTournament', 'options.baku', options.baku, [true, false], true);
  requireOneOf('generateTournament', 'options.trf2026', options.trf2026, [true, false], true);
  return {
    n,
    rounds,
    seed,
    ratedShare: rate('ratedShare', options.ratedShare, 0.8),
    drawRate: rate('drawRate', options.drawRate, 0.3),
    byeRate: rate('byeRate', options.byeRate, 0.03),
    forfeitRate: rate('forfeitRate', options.forfeitRate, 0.02),
    withdrawRate: rate('withdrawRate', options.withdrawRate, 0.01),
  };
}

type Outcome = 'win' | 'draw' | 'loss';

/** White's outcome of one game between the given strengths (see the model above), and whether it was forfeited. */
function playGame(
  rng: () => number,
  whiteStrength: number,
  blackStrength: number,
  s: Settings,
): { readonly white: Outcome; readonly forfeit: boolean } {
  const forfeit = rng() < s.forfeitRate;
  if (forfeit) return { white: rng() < 0.5 ? 'win' : 'loss', forfeit };
  const d = Math.max(-400, Math.min(400, whiteStrength + 35 - blackStrength));
  const e = 1 / (1 + 10 ** (-d / 400));
  const draw = Math.min(s.drawRate * (1 - Math.abs(2 * e - 1)), 2 * Math.min(e, 1 - e));
  const u = rng();
  return { white: u < e - draw / 2 ? 'win' : u < e + draw / 2 ? 'draw' : 'loss', forfeit };
}

/** The TRF of the finished event: points and ranks from the round blocks, the header lines. */
function eventTrf(
  s: Settings,
  ratings: readonly number[],
  blocks: TrfRound[][],
  baku: boolean,
  trf2026: boolean,
): Trf {
  const points = blocks.map((bs) => bs.reduce((a, b) => a + trfResultHalfPoints(b.result), 0) / 2);
  const order = points.map((_, i) => i).sort((a, b) => points[b]! - points[a]! || a - b);
  const rank = new Array<number>(s.n);
  order.forEach((i, k) => {
    rank[i] = k + 1;
  });
  const trfPlayers: TrfPlayer[] = ratings.map((rating, i) => ({
    startNumber: i + 1,
    sex: '',
    title: '',
    name: `Player ${String(i + 1).padStart(4, '0')}`,
    rating,
    federation: '',
    fideId: '',
    birthDate: '',
    points: points[i]!,
    rank: rank[i]!,
    rounds: blocks[i]!,
  }));
  const system = baku ? 'FIDE_DUTCH_BAKU' : 'FIDE_DUTCH';
  const header = [`012 xq generated event, seed ${s.seed}`];
  return trf2026
    ? {
        players: trfPlayers,
        totalRounds: undefined,
        initialColour: undefined,
        otherLines: [...header, `142 ${s.rounds}`, '152 W', `192 ${system}`],
      }
    : {
        players: trfPlayers,
        totalRounds: s.rounds,
        initialColour: INITIAL_COLOUR,
        otherLines: baku ? [...header, `192 ${system}`] : header,
      };
}

const INITIAL_COLOUR = 'white';

/**
 * Simulates a complete Swiss event (see the model above), paired round by round by
 * {@link pairDutch}, and writes it as TRF. Linear in players × rounds apart from the pairing
 * itself. Answers the file as `text` (CR line ends) and the same event parsed, as `trf`, or
 * `PAIRING_IMPOSSIBLE` when a round cannot be paired.
 *
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `options` is not an object, or `baku` or `trf2026` is given and not a boolean.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `players`, `rounds`, `seed` or a rate is out of range.
 * @example
 * ```ts
 * import { generateTournament } from '@xq/pairing';
 * const g = generateTournament({ players: 10, rounds: 5, seed: 7 });
 * console.log(g.ok && g.value.trf.players.length); // 10
 * ```
 * @category Swiss
 */
export function generateTournament(options: GenerateOptions): Result<
  {
    /** The file, CR line ends. */
    readonly text: string;
    /** The same event as a {@link Trf}. */
    readonly trf: Trf;
  },
  SwissError
> {
  const s = checkedSettings(options);
  const { n, rounds } = s;
  const rng = createRng(s.seed);
  const normal = (): number => {
    const u = Math.max(rng(), Number.EPSILON);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
  };
  const ratings = Array.from({ length: n }, () =>
    rng() < s.ratedShare ? Math.round(Math.min(2800, Math.max(1000, 1800 + 300 * normal()))) : 0,
  ).sort((a, b) => b - a);
  const strength = (id: number): number => ratings[id - 1] || 1400;
  const history: SwissRound[][] = ratings.map(() => []);
  const blocks: TrfRound[][] = ratings.map(() => []);
  const withdrawn = new Array<boolean>(n).fill(false);
  const put = (id: number, round: SwissRound, block: TrfRound): void => {
    history[id - 1]!.push(round);
    blocks[id - 1]!.push(block);
  };
  for (let r = 0; r < rounds; r++) {
    const absent = new Array<TrfRound | undefined>(n);
    for (let i = 0; i < n; i++) {
      if (!withdrawn[i] && r > 0 && rng() < s.withdrawRate) withdrawn[i] = true;
      if (withdrawn[i]) absent[i] = { opponent: 0, colour: '-', result: '-' };
      else if (rng() < s.byeRate) absent[i] = { opponent: 0, colour: '-', result: rng() < 0.5 ? 'H' : 'Z' };
    }
    const players: SwissPlayer[] = history.map((rs, i) => ({
      id: i + 1,
      rounds: rs,
      absent: absent[i] !== undefined,
    }));
    const plain: SwissInput = {
      players,
      playedRounds: r,
      totalRounds: rounds,
      initialColour: INITIAL_COLOUR,
    };
    const result = pairDutch(options.baku ? bakuAcceleration(plain) : plain);
    if (!result.ok)
      return {
        ok: false,
        error: { code: 'PAIRING_IMPOSSIBLE', message: `round ${r + 1}: ${result.error.message}` },
      };
    for (const b of result.value.boards) {
      const { white, forfeit } = playGame(rng, strength(b.white), strength(b.black), s);
      const black = white === 'win' ? 'loss' : white === 'loss' ? 'win' : 'draw';
      const char = (o: Outcome) =>
        forfeit ? (o === 'win' ? '+' : '-') : o === 'win' ? '1' : o === 'draw' ? '=' : '0';
      put(
        b.white,
        { opponent: b.black, colour: 'white', outcome: white, played: !forfeit, paired: true },
        { opponent: b.black, colour: 'w', result: char(white) },
      );
      put(
        b.black,
        { opponent: b.white, colour: 'black', outcome: black, played: !forfeit, paired: true },
        { opponent: b.white, colour: 'b', result: char(black) },
      );
    }
    if (result.value.bye !== null)
      put(
        result.value.bye,
        { opponent: 0, colour: null, outcome: 'win', played: false, paired: true },
        { opponent: 0, colour: '-', result: 'U' },
      );
    for (let i = 0; i < n; i++) {
      const a = absent[i];
      if (a === undefined) continue;
      put(
        i + 1,
        {
          opponent: 0,
          colour: null,
          outcome: a.result === 'H' ? 'draw' : 'loss',
          played: false,
          paired: false,
        },
        a,
      );
    }
  }
  const trf = eventTrf(s, ratings, blocks, Boolean(options.baku), Boolean(options.trf2026));
  return { ok: true, value: { text: formatTrf(trf), trf } };
}
