// Valid documents of every kind of event for the property tests (a Swiss under way, a round
// robin, a friendly team match paired and not, a knockout of matches, a team knockout with a
// deadline), built through the edits, and the hostile values put into their edits' arguments.

import { fc } from '@fast-check/vitest';
import { arbHostile } from '@xq/test-utils';
import { createTournament, formatTournament, parseTournament } from './document';
import type { Tournament } from './model';
import { pairKnockoutRound } from './pairing/knockout-tournament';
import { pairTeamKnockoutRound } from './teams/team-english';
import { pairTeamRoundRobin } from './teams/team-tournament';
import { addPlayer, addRound, addTeam, setResult } from './tournament-edit';
import { pairNextRound } from './tournament-pair';

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(`a fixture edit was refused: ${r.error.message}`);
  return r.value;
}

function withPlayers(t: Tournament, n: number): Tournament {
  let out = t;
  for (let i = 1; i <= n; i++)
    out = must(addPlayer(out, { name: `P${i}`, rating: 1500 + 37 * i, club: i % 2 ? 'X' : 'Y' }));
  return out;
}

function teamsOf(t: Tournament, size: number, count: number): Tournament {
  let out = t;
  for (let k = 0; k < count; k++) {
    const ids = Array.from({ length: size + 1 }, (_, i) => k * (size + 1) + i + 1);
    out = must(
      addTeam(out, {
        code: 'ABCD'[k]!,
        name: `T${k}`,
        members: ids.slice(0, size),
        substitutes: ids.slice(size),
      }),
    );
  }
  return out;
}

function build(): Tournament[] {
  let swiss = withPlayers(createTournament({ name: 'S', system: 'swiss-dutch', rounds: 5 }), 6);
  swiss = must(addRound(swiss, must(pairNextRound(swiss))));
  for (const g of swiss.rounds[0]!.games) swiss = must(setResult(swiss, 1, g.red, 'red-win'));
  const fresh = withPlayers(createTournament({ name: 'F', system: 'swiss-dutch', rounds: 5 }), 6);
  let rr = withPlayers(createTournament({ name: 'R', system: 'round-robin' }), 4);
  rr = must(addRound(rr, must(pairNextRound(rr))));
  const team0 = teamsOf(
    withPlayers(createTournament({ name: 'T', system: 'team-round-robin', friendly: true }), 8),
    3,
    2,
  );
  const team = must(addRound(team0, must(pairTeamRoundRobin(team0))));
  const k = createTournament({ name: 'K', system: 'knockout' });
  let ko = withPlayers(
    { ...k, regulations: { ...k.regulations, gamesPerMatch: 2, matchTieBreaks: ['rapid', 'armageddon'] } },
    4,
  );
  ko = must(addRound(ko, must(pairKnockoutRound(ko))));
  const tk = teamsOf(
    withPlayers(createTournament({ name: 'TK', system: 'team-knockout', friendly: true }), 8),
    3,
    2,
  );
  const teamKo = must(addRound(tk, must(pairTeamKnockoutRound(tk))));
  const all = [swiss, fresh, rr, team0, team, ko, teamKo];
  for (const t of all) must(parseTournament(formatTournament(t)));
  return all;
}

/** One valid document of each kind. */
export const DOCUMENTS: readonly Tournament[] = build();

/** One of {@link DOCUMENTS}. */
export const arbDocument: fc.Arbitrary<Tournament> = fc.constantFrom(...DOCUMENTS);

/** A cyclic object: JSON cannot write it. */
export function cyclic(): Record<string, unknown> {
  const o: Record<string, unknown> = { name: 'C' };
  o.self = o;
  return o;
}

/** An object whose `key` getter throws. */
export function throwing(key: string): Record<string, unknown> {
  // fast-check prints a counterexample with this, never through the getter.
  const o = { [fc.toStringMethod]: () => `{ get ${key}() { throw } }` };
  return Object.defineProperty(o, key, {
    enumerable: true,
    get() {
      throw new Error('getter');
    },
  });
}

/**
 * The values an edit's argument gets: the shared hostile values (wrong types, BigInts, symbols,
 * NaN, 1e308, deep arrays, prototype keys, proxies), a cycle, a throwing getter, a huge string,
 * and small numbers that name real players and rounds.
 */
export const arbArgument: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: arbHostile() },
  { weight: 3, arbitrary: fc.integer({ min: -1, max: 9 }) },
  { weight: 1, arbitrary: fc.constant(null).map(() => cyclic()) },
  { weight: 1, arbitrary: fc.constantFrom('name', 'code', 'by', 'groups').map(throwing) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(100_000)) },
);
