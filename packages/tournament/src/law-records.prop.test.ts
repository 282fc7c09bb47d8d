// The law's records a game carries (the lot of 4.2.2, a match's games of 4.2.2b, the rulings of
// 9.9, 9.10.2, 7.1i and 15.7b) and the regulations' match tie-breaks: what the library writes it
// reads back, and hostile values in those fields answer a typed error.

import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { formatTournament, parseTournament, validateTournament } from './document';
import { ERROR_CODES } from './error-codes';
import { recordRuling } from './game-rulings';
import { hostileKey, hostileValue, replacedAt } from './hostile.test-util';
import {
  GAME_RESULTS,
  GAME_RULINGS,
  MATCH_TIE_BREAKS,
  SANCTION_GIVERS,
  SANCTION_KINDS,
  type Tournament,
} from './model';
import { recordMatchGame } from './pairing/knockout-tournament';
import { amendRegulations } from './regulations-amend';
import { applySanction } from './sanctions';
import { arrangeMatch, setRoundDeadline } from './teams/team-knockout-schedule';
import { answerOrTypeError } from './wrong-type.test-util';

const base = {
  format: 'xq-tournament',
  version: 1,
  name: 'K',
  regulations: {
    system: 'knockout',
    scoring: '1-0.5-0',
    gamesPerMatch: 2,
    matchTieBreaks: ['rapid'],
    entryQuota: { perUnit: 1, host: 'Huế', hostExtra: 1 },
    normThresholds: { masterPercent: 70, firstClassPercent: 50 },
  },
  players: [
    { id: 1, name: 'A' },
    { id: 2, name: 'B' },
  ],
  rounds: [
    {
      games: [{ red: 2, black: 1, result: 'pending', lot: 7, games: [], rulings: [] }],
      byes: [],
      deadline: '2026-03-31',
      arrangements: [{ teams: ['A', 'B'], date: '2026-03-01', venue: 'Huế' }],
    },
  ],
  amendments: [{ afterRound: 1, fields: ['scoring'], forced: true, note: 'n' }],
  sanctions: [{ player: 9, name: 'Struck', kind: 'strike', by: 'organisers', round: 1, inWriting: true }],
};

const paths = [
  ['regulations', 'normThresholds'],
  ['regulations', 'normThresholds', 'masterPercent'],
  ['regulations', 'normThresholds', 'masterPlacesMen'],
  ['regulations', 'normThresholds', 'candidatePlacesWomen'],
  ['regulations', 'entryQuota'],
  ['regulations', 'entryQuota', 'perUnit'],
  ['players', 0, 'special'],
  ['players', 0, 'excusedFromRecording'],
  ['regulations', 'sentDate'],
  ['regulations', 'startDate'],
  ['regulations', 'entryFeeDueDate'],
  ['amendments'],
  ['amendments', 0],
  ['amendments', 0, 'fields'],
  ['rounds', 0, 'deadline'],
  ['rounds', 0, 'arrangements'],
  ['rounds', 0, 'arrangements', 0],
  ['rounds', 0, 'arrangements', 0, 'teams'],
  ['rounds', 0, 'arrangements', 0, 'date'],
  ['sanctions'],
  ['sanctions', 0],
  ['regulations', 'matchTieBreaks'],
  ['regulations', 'matchTieBreaks', 0],
  ['rounds', 0, 'games', 0, 'lot'],
  ['rounds', 0, 'games', 0, 'games'],
  ['rounds', 0, 'games', 0, 'games', 0],
  ['rounds', 0, 'games', 0, 'rulings'],
  ['rounds', 0, 'games', 0, 'rulings', 0],
] as const;

test.prop([fc.constantFrom(...paths), hostileValue([0, 1, 2, 0xffffffff, 0x100000000, 101])], {
  numRuns: 400,
})(
  'a hostile lot, match game, ruling or match tie-break answers a typed error or a document that reads back',
  (path, value) => {
    const r = validateTournament(replacedAt(base, path, value));
    if (!r.ok) expect(ERROR_CODES.document).toContain(r.error.code);
    else {
      expect(Object.getPrototypeOf(r.value)).toBe(Object.prototype);
      const back = parseTournament(formatTournament(r.value));
      expect(back.ok && formatTournament(back.value)).toBe(formatTournament(r.value));
    }
  },
);

const doc = fc
  .record({
    lot: fc.option(fc.nat({ max: 0xffffffff }), { nil: undefined }),
    games: fc.option(
      fc.array(
        fc.record({
          red: fc.constantFrom(1, 2),
          result: fc.constantFrom('red-win', 'black-win', 'draw'),
        }),
        {
          maxLength: 6,
        },
      ),
      { nil: undefined },
    ),
    rulings: fc.option(fc.subarray([...GAME_RULINGS]), { nil: undefined }),
    result: fc.constantFrom(...GAME_RESULTS),
    ties: fc.option(fc.array(fc.constantFrom(...MATCH_TIE_BREAKS), { maxLength: 8 }), { nil: undefined }),
  })
  .map(({ lot, games, rulings, result, ties }): Tournament => {
    const game = {
      red: 1,
      black: 2,
      result,
      ...(lot === undefined ? {} : { lot }),
      ...(games === undefined ? {} : { games: games as { red: number; result: 'draw' }[] }),
      ...(rulings === undefined ? {} : { rulings }),
    };
    return {
      format: 'xq-tournament',
      version: 2,
      name: 'K',
      regulations: {
        system: 'knockout',
        scoring: '1-0.5-0',
        gamesPerMatch: 2,
        ...(ties === undefined ? {} : { matchTieBreaks: ties }),
      },
      players: [
        { id: 1, name: 'A' },
        { id: 2, name: 'B' },
      ],
      rounds: [{ games: [game], byes: [] }],
    };
  });

test.prop([doc])(
  'what the library writes it reads back: lots, match games, rulings, tie-break stages',
  (t) => {
    const back = parseTournament(formatTournament(t));
    expect(back.ok && back.value).toEqual(t);
  },
);

test.prop([
  doc,
  hostileValue([0, 1, 2]),
  hostileValue([1, 2]),
  hostileValue([], fc.constantFrom('red-win', 'draw')),
])(
  'recordMatchGame answers a typed error or a match that reads back, whatever it is given',
  (t, round, player, result) => {
    const wrong = typeof round !== 'number' || typeof player !== 'number' || typeof result !== 'string';
    const r = answerOrTypeError('recordMatchGame', wrong, () =>
      recordMatchGame(t, round as number, player as number, result as 'draw'),
    );
    if (r === undefined) return;
    if (!r.ok) expect(ERROR_CODES.match).toContain(r.error.code);
    else expect(validateTournament(JSON.parse(formatTournament(r.value.tournament))).ok).toBe(true);
  },
);

test.prop([
  hostileValue([0, 1, 2, 3]),
  hostileValue([], fc.constantFrom(...SANCTION_KINDS)),
  hostileValue([], fc.constantFrom(...SANCTION_GIVERS)),
  fc.boolean(),
])('applySanction answers a typed error or a tournament that reads back', (player, kind, by, writing) => {
  const t = validateTournament(base);
  if (!t.ok) throw new Error(t.error.message);
  const options = {
    by: by as 'organisers',
    inWriting: writing,
    chiefArbiterConsulted: writing,
    reason: kind as string,
  };
  // A player or a reason that is not of its type is a programmer's error, named.
  if (typeof player !== 'number') {
    expect(() => applySanction(t.value, player as number, kind as 'warn', options)).toThrow(
      /^applySanction: player must be a number/,
    );
    return;
  }
  if (kind !== undefined && typeof kind !== 'string') {
    expect(() => applySanction(t.value, player as number, kind as 'warn', options)).toThrow(
      /^applySanction: (kind|options\.reason) must be a string/,
    );
    return;
  }
  const wrong = typeof player !== 'number' || typeof kind !== 'string';
  const r = answerOrTypeError('applySanction', wrong, () =>
    applySanction(t.value, player as number, kind as 'warn', options),
  );
  if (r === undefined) return;
  if (!r.ok) expect(ERROR_CODES.sanction).toContain(r.error.code);
  else {
    const back = parseTournament(formatTournament(r.value.tournament));
    expect(back.ok && formatTournament(back.value)).toBe(formatTournament(r.value.tournament));
  }
});

test.prop([
  doc,
  hostileValue([0, 1, 2]),
  hostileValue([1, 2]),
  hostileValue([], fc.constantFrom(...GAME_RULINGS)),
])('recordRuling answers a typed error or a game that reads back', (t, round, player, ruling) => {
  const wrong = typeof round !== 'number' || typeof player !== 'number' || typeof ruling !== 'string';
  const r = answerOrTypeError('recordRuling', wrong, () =>
    recordRuling(t, round as number, player as number, ruling as 'dispute'),
  );
  if (r === undefined) return;
  if (!r.ok) expect(ERROR_CODES.ruling).toContain(r.error.code);
  else expect(validateTournament(JSON.parse(formatTournament(r.value))).ok).toBe(true);
});

test.prop([
  hostileValue([0, 1, 2]),
  hostileValue([], fc.constantFrom('A', 'B')),
  hostileValue([], fc.constantFrom('A', 'B')),
  hostileValue([], fc.constantFrom('2026-03-01', '2026-04-01', '2026-02-30')),
  hostileValue([], fc.constantFrom('Huế', ' ')),
])(
  'setRoundDeadline and arrangeMatch answer a typed error or a round that reads back',
  (round, a, b, date, venue) => {
    const t0 = validateTournament(base);
    if (!t0.ok) throw new Error(t0.error.message);
    const t: Tournament = {
      ...t0.value,
      regulations: { ...t0.value.regulations, system: 'team-knockout' },
      teams: [
        { code: 'A', name: 'A', members: [1], substitutes: [] },
        { code: 'B', name: 'B', members: [2], substitutes: [] },
      ],
    };
    const roundWrong = typeof round !== 'number';
    const strings = (...xs: unknown[]): boolean => xs.some((x) => typeof x !== 'string');
    for (const r of [
      answerOrTypeError('setRoundDeadline', roundWrong || strings(date), () =>
        setRoundDeadline(t, round as number, date as string),
      ),
      answerOrTypeError('arrangeMatch', roundWrong || strings(a, b, date, venue), () =>
        arrangeMatch(t, round as number, a as string, b as string, date as string, venue as string),
      ),
    ]) {
      if (r === undefined) continue;
      if (!r.ok) expect(ERROR_CODES.schedule).toContain(r.error.code);
      else expect(validateTournament(JSON.parse(formatTournament(r.value))).ok).toBe(true);
    }
  },
);

test.prop([
  fc.dictionary(
    fc.oneof(hostileKey, fc.constantFrom('scoring', 'system', 'sentDate', 'tieBreaks', 'venue')),
    hostileValue(),
  ),
  fc.boolean(),
])('amendRegulations answers a typed error or a document that reads back', (changes, force) => {
  const t = validateTournament(base);
  if (!t.ok) throw new Error(t.error.message);
  const r = amendRegulations(t.value, changes, { force });
  if (!r.ok) expect(ERROR_CODES.amend).toContain(r.error.code);
  else {
    const back = parseTournament(formatTournament(r.value));
    expect(back.ok && formatTournament(back.value)).toBe(formatTournament(r.value));
  }
});
