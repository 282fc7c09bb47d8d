import type { Result } from '@xq/pairing';
import { fail, type PairErrorCode, type TournamentError } from './error-codes';
import { requireTournament } from './guard';
import type { Round, System, Tournament } from './model';
import { pairKnockoutRound, pairRoundRobin, pairSwiss } from './pairing';
import {
  pairEnglishRound,
  pairSimultaneousRound,
  pairTeamKnockoutRound,
  pairTeamRoundRobin,
  pairTeamSwissRound,
} from './teams';

/** Pairs the next round of one system from the tournament file. */
type Pairer = (t: Tournament) => Result<Round, TournamentError<PairErrorCode>>;

/** A system whose rounds are paired from its own state (a double-elimination bracket), not from the file. */
const notFromTheFile: Pairer = (t) =>
  fail(
    'PAIRING_NOT_AVAILABLE',
    `pairing a ${t.regulations.system} tournament from the file is not available`,
  );

/**
 * The pairer of every system of {@link SYSTEMS}: a mapped type over `System`, so a system added
 * to the vocabulary without its pairer does not compile.
 */
export const PAIRERS: { readonly [S in System]: Pairer } = {
  'round-robin': pairRoundRobin,
  'double-round-robin': pairRoundRobin,
  'swiss-dutch': pairSwiss,
  'swiss-lots': pairSwiss,
  knockout: pairKnockoutRound,
  'double-elimination': notFromTheFile,
  'team-round-robin': pairTeamRoundRobin,
  'team-swiss': pairTeamSwissRound,
  'team-knockout': pairTeamKnockoutRound,
  'team-english': pairEnglishRound,
  'team-simultaneous': pairSimultaneousRound,
};

/**
 * Pairs the next round of a tournament by its system: the seed's round-robin tables (single or
 * double cycle), the team round robin of 30.4 (from the tournament's `teams`), a knockout (one
 * game row per match, see `pairKnockoutRound`), the FIDE Dutch Swiss, or the Swiss by lot (`swiss-lots`, drawn from the
 * regulations' seed and the round number). Other systems answer `PAIRING_NOT_AVAILABLE` (their
 * functions pair from their own state: knockout brackets, team schedules). A Swiss round is
 * paired only when the previous one has every result. Withdrawn players are left out.
 *
 * @example
 * ```ts
 * import { addPlayer, createTournament, pairNextRound } from '@xq/tournament';
 * let t = createTournament({ name: 'Club', system: 'round-robin' });
 * for (const name of ['A', 'B', 'C']) { const r = addPlayer(t, { name }); if (r.ok) t = r.value; }
 * const r = pairNextRound(t);
 * console.log(r.ok && JSON.stringify(r.value)); // {"games":[{"red":2,"black":3,"result":"pending"}],"byes":[{"player":1,"kind":"pairing"}]}
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Pairing
 */
export function pairNextRound(t: Tournament): Result<Round, TournamentError<PairErrorCode>> {
  requireTournament('pairNextRound', t);
  const system = t.regulations.system;
  const pairer = Object.hasOwn(PAIRERS, system) ? PAIRERS[system] : notFromTheFile;
  return pairer(t);
}
