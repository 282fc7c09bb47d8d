// Hostile and random input against the team systems' entry points (team Swiss, English-style
// match, team knockout, team mates kept apart, timed substitutions, friendly reordering, the
// new document fields): each answers a typed error or a valid result, never throws, never
// changes the tournament it was given.

import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { validateTournament } from '../document';
import { ERROR_CODES } from '../error-codes';
import { hostileValue } from '../hostile.test-util';
import type { GameResult, System, Tournament } from '../model';
import { separatedPairs } from '../pairing/individual';
import { formatPairings } from '../print/print';
import { addRound, setResult } from '../tournament-edit';
import { pairNextRound } from '../tournament-pair';
import { answerOrTypeError } from '../wrong-type.test-util';
import { reorderTeamBoards } from './boards';
import { setRoundStart } from './round-times';
import { type SubstitutionRequest, substitutePlayer } from './substitutions';
import { pairEnglishRound, pairTeamKnockoutRound } from './team-english';
import { pairTeamSwissRound, teamRoundResults } from './team-systems';
import { tournamentTeamStandings } from './team-tournament';

const hostile = hostileValue(
  [-1, 0, 1, 2, 15, 16],
  fc.constantFrom('14:00', '14:16', '2026-12-01T14:00:00Z', '24:00', 'A', 'Z'),
);

const SYSTEMS_UNDER_TEST: readonly System[] = [
  'team-swiss',
  'team-english',
  'team-knockout',
  'team-round-robin',
];
const RESULTS: readonly GameResult[] = ['red-win', 'black-win', 'draw', 'red-win-forfeit', 'double-forfeit'];

/** A random valid team event: 2–6 teams of 1–4 boards and 0–2 reserves, some players away. */
const events = fc
  .record({
    system: fc.constantFrom(...SYSTEMS_UNDER_TEST),
    teams: fc.integer({ min: 2, max: 6 }),
    boards: fc.integer({ min: 1, max: 4 }),
    reserves: fc.integer({ min: 0, max: 2 }),
    rounds: fc.integer({ min: 1, max: 5 }),
    ranking: fc.constantFrom(undefined, 'game-points', 'match-points'),
    friendly: fc.boolean(),
    away: fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 4 }),
    results: fc.array(fc.constantFrom(...RESULTS), { minLength: 40, maxLength: 40 }),
  })
  .map((x) => {
    const size = x.boards + x.reserves;
    const codes = 'ABCDEF'.slice(0, x.teams).split('');
    const doc = {
      format: 'xq-tournament',
      version: 1,
      name: 'fuzz',
      regulations: {
        system: x.system,
        scoring: '1-0.5-0',
        rounds: x.rounds,
        ...(x.ranking ? { teamRanking: x.ranking } : {}),
        ...(x.friendly ? { friendly: true } : {}),
      },
      players: codes.flatMap((_, i) =>
        Array.from({ length: size }, (_, k) => ({ id: i * size + k + 1, name: `P${i * size + k + 1}` })),
      ),
      teams: codes.map((code, i) => ({
        code,
        name: code,
        members: Array.from({ length: x.boards }, (_, k) => i * size + k + 1),
        substitutes: Array.from({ length: x.reserves }, (_, k) => i * size + x.boards + k + 1),
      })),
      rounds: [],
      absent: x.away.filter((p) => p <= codes.length * size),
    };
    const r = validateTournament(JSON.parse(JSON.stringify({ ...doc, absent: [...new Set(doc.absent)] })));
    if (!r.ok) throw new Error(r.error.message);
    return { t: r.value, results: x.results };
  });

test.prop([events], { numRuns: 40 })(
  'team systems pair random events to the end with typed errors and valid documents',
  ({ t: start, results }) => {
    let t: Tournament = start;
    let k = 0;
    for (let step = 0; step < 8; step++) {
      const frozen = JSON.stringify(t);
      const p = pairNextRound(t);
      expect(JSON.stringify(t)).toBe(frozen);
      if (!p.ok) {
        expect(ERROR_CODES.pair).toContain(p.error.code);
        break;
      }
      const a = addRound(t, p.value);
      expect(a.ok).toBe(true);
      if (!a.ok) break;
      t = a.value;
      const round = t.rounds.length;
      for (const g of t.rounds[round - 1]?.games ?? []) {
        if (g.result !== 'pending') continue;
        const s = setResult(t, round, g.red, results[k++ % results.length] as GameResult);
        if (s.ok) t = s.value;
      }
      expect(validateTournament(JSON.parse(JSON.stringify(t))).ok).toBe(true);
      expect(() => formatPairings(t, round, 'text', { lang: 'vi' })).not.toThrow();
      expect(teamRoundResults(t, round).length).toBeLessThanOrEqual((t.teams ?? []).length);
      const s = tournamentTeamStandings(t);
      expect(s).toHaveLength((t.teams ?? []).length);
      for (const row of s) expect(Number.isFinite(row.gamePoints)).toBe(true);
    }
  },
);

const base = (() => {
  const r = validateTournament({
    format: 'xq-tournament',
    version: 1,
    name: 'T',
    regulations: { system: 'team-swiss', scoring: '1-0.5-0', rounds: 3, friendly: true },
    players: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, name: `P${id}`, club: id % 2 ? 'X' : 'Y' })),
    teams: [
      { code: 'A', name: 'A', members: [1, 2, 3], substitutes: [4] },
      { code: 'B', name: 'B', members: [5, 6, 7], substitutes: [8] },
    ],
    rounds: [
      {
        games: [
          { red: 1, black: 5, result: 'pending' },
          { red: 6, black: 2, result: 'draw' },
          { red: 3, black: 7, result: 'pending' },
        ],
        byes: [],
        start: '14:00',
      },
    ],
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();
const frozen = JSON.stringify(base);

test.prop(
  [
    fc.record(
      {
        round: hostile,
        out: hostile,
        in: hostile,
        minutes: hostile,
        time: hostile,
        clock: hostile,
        started: hostile,
      },
      { requiredKeys: [] },
    ),
  ],
  { numRuns: 300 },
)('substitutePlayer answers a hostile time or clock with a typed error or a valid tournament', (request) => {
  const r = substitutePlayer(base, request as unknown as SubstitutionRequest);
  if (!r.ok) expect(ERROR_CODES.edit).toContain(r.error.code);
  else {
    expect(validateTournament(JSON.parse(JSON.stringify(r.value))).ok).toBe(true);
    expect(r.value.rounds[0]?.substitutions?.at(-1)?.minutes).toBeLessThanOrEqual(15);
  }
  expect(JSON.stringify(base)).toBe(frozen);
});

test.prop([hostile, hostile], { numRuns: 200 })(
  'setRoundStart and reorderTeamBoards answer hostile arguments',
  (a, b) => {
    for (const r of [
      answerOrTypeError('setRoundStart', typeof a !== 'number' || typeof b !== 'string', () =>
        setRoundStart(base, a as number, b as string),
      ),
      answerOrTypeError('reorderTeamBoards', typeof a !== 'string', () =>
        reorderTeamBoards(base, a as string, b as number[]),
      ),
      reorderTeamBoards({ ...base, rounds: [] }, 'A', b as number[]),
    ]) {
      if (r === undefined) continue;
      if (!r.ok) expect(ERROR_CODES.edit).toContain(r.error.code);
      else expect(validateTournament(JSON.parse(JSON.stringify(r.value))).ok).toBe(true);
    }
    expect(JSON.stringify(base)).toBe(frozen);
  },
);

test.prop(
  [
    fc.constantFrom('team-swiss', 'team-english', 'team-knockout', 'swiss-dutch', 'round-robin'),
    fc.boolean(),
  ],
  {
    numRuns: 20,
  },
)('the pairing entry points answer a document with no teams or too few players', (system, clubs) => {
  const t: Tournament = {
    ...base,
    regulations: { ...base.regulations, system: system as System, ...(clubs ? { separateClubs: true } : {}) },
    teams: [],
    rounds: [],
  };
  for (const r of [pairTeamSwissRound(t), pairEnglishRound(t), pairTeamKnockoutRound(t), pairNextRound(t)])
    if (!r.ok) expect(ERROR_CODES.pair).toContain(r.error.code);
  for (const [x, y] of separatedPairs(t)) expect(x).toBeLessThan(y);
});

const fields = [
  ['regulations', 'teamRanking'],
  ['regulations', 'separateClubs'],
  ['rounds', 0, 'start'],
  ['rounds', 0, 'substitutions'],
] as const;

test.prop([fc.constantFrom(...fields), hostile], { numRuns: 200 })(
  'the new document fields answer hostile values with a typed error or a usable document',
  (path, value) => {
    const copy = JSON.parse(frozen);
    let o = copy;
    for (const k of path.slice(0, -1)) o = o[k];
    Object.defineProperty(o, path[path.length - 1] as string, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    const r = validateTournament(copy);
    if (!r.ok) expect(ERROR_CODES.document).toContain(r.error.code);
    else {
      expect(() => tournamentTeamStandings(r.value)).not.toThrow();
      expect(() => separatedPairs(r.value)).not.toThrow();
      const s = substitutePlayer(r.value, { round: 1, out: 1, in: 4, time: '14:05' });
      if (!s.ok) expect(ERROR_CODES.edit).toContain(s.error.code);
    }
  },
);
