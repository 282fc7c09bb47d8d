// What formatTournament writes, parseTournament reads; a document that validates, pairs.
// Held-out probes found a NaN rating written as null (refused on reading), and a substitute
// listed twice that validated and then threw a RangeError in pairNextRound.
import { fc, test } from '@fast-check/vitest';
import { DEEP_ERROR } from '@xq/test-utils';
import { expect } from 'vitest';
import { formatTournament, parseTournament, validateTournament } from './document';
import { arbDocument } from './documents.test-util';
import { hostileKey, hostileValue } from './hostile.test-util';
import type { Tournament } from './model';
import { pairNextRound } from './tournament-pair';

const field = fc.constantFrom(
  'id',
  'name',
  'rating',
  'birthYear',
  'club',
  'withdrawn',
  'struck',
  'special',
  'excusedFromRecording',
);
const hostile = hostileValue([Number.NaN, Number.POSITIVE_INFINITY, 1.5, -1, 10_001], hostileKey);

test.prop([arbDocument, fc.nat(), field, hostile], { numRuns: 300 })(
  'formatTournament writes only what parseTournament reads back, or names the field',
  (t, n, key, value) => {
    if (t.players.length === 0) return;
    const i = n % t.players.length;
    const players = t.players.map((p, k) => (k === i ? { ...p, [key]: value } : p));
    const doc = { ...t, players } as Tournament;
    let text: string;
    try {
      text = formatTournament(doc);
    } catch (e) {
      expect(e).toBeInstanceOf(TypeError);
      expect((e as Error).message).toMatch(/^formatTournament: /);
      expect((e as Error).message).not.toMatch(DEEP_ERROR);
      return;
    }
    const back = parseTournament(text);
    expect(back.ok, text.slice(0, 200)).toBe(true);
  },
);

test.prop([arbDocument, fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), fc.boolean()], { numRuns: 200 })(
  'a document with teams that validates pairs (or refuses with a typed error), never throws',
  (t, picks, asSubstitute) => {
    if (t.players.length < 2) return;
    const ids = picks.map((k) => t.players[k % t.players.length]!.id);
    const team = {
      code: 'Z',
      name: 'Z',
      members: asSubstitute ? ids.slice(0, 1) : ids,
      substitutes: asSubstitute ? ids : [],
    };
    const r = validateTournament(JSON.parse(JSON.stringify({ ...t, teams: [...(t.teams ?? []), team] })));
    if (!r.ok) {
      expect(r.error.code).toMatch(/^TOURNAMENT_/);
      return;
    }
    const listed = r.value.teams?.flatMap((x) => [...x.members, ...x.substitutes]) ?? [];
    expect(new Set(listed).size).toBe(listed.length);
    const paired = pairNextRound(r.value);
    if (!paired.ok) expect(paired.error.code).toMatch(/^[A-Z_]+$/);
  },
);
