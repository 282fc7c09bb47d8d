import { fc, test } from '@fast-check/vitest';
import { formatTrf, parseTrf, TRF_COLOURS, TRF_RESULTS } from '@xq/pairing';
import { expect } from 'vitest';
import { validateTournament } from '../document';
import { BYE_KINDS, type Bye, GAME_RESULTS, type Game, type Round, type Tournament } from '../model';
import { standings } from '../standings/standings';
import { pairNextRound } from '../tournament-pair';
import { exportTrf, tournamentToTrf } from './export';
import { tournamentFromTrf } from './import';

/** A random Swiss-like tournament: each round pairs a random part of the field, others get a bye or are absent. */
const tournament = fc
  .record({
    n: fc.integer({ min: 2, max: 14 }),
    scoring: fc.constantFrom('1-0.5-0' as const, '2-1-0' as const),
    rounds: fc.array(
      fc.record({
        order: fc.array(fc.nat(), { minLength: 14, maxLength: 14 }),
        games: fc.nat({ max: 7 }),
        results: fc.array(fc.constantFrom(...GAME_RESULTS), { minLength: 7, maxLength: 7 }),
        rest: fc.array(fc.constantFrom(...BYE_KINDS, 'absent' as const), { minLength: 14, maxLength: 14 }),
      }),
      { maxLength: 6 },
    ),
    ratings: fc.array(fc.option(fc.integer({ min: 1000, max: 2900 }), { nil: undefined }), {
      minLength: 14,
      maxLength: 14,
    }),
    name: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,20}[A-Za-z0-9]$/),
    // What the next round depends on beyond the games: withdrawals, announced absences, clubs
    // (kept apart when the regulations say so), the tie-breaks.
    withdrawn: fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
    absentNext: fc.array(fc.nat({ max: 13 }), { maxLength: 2 }),
    clubs: fc.array(fc.constantFrom(undefined, 'Hà Nội', 'TP. Hồ Chí Minh', 'Quân đội'), {
      minLength: 14,
      maxLength: 14,
    }),
    separateClubs: fc.boolean(),
    // TRF-2026 299: points the arbiter added (in halves of a win) after a round.
    adjust: fc.array(
      fc.record({ player: fc.nat(), round: fc.nat(), halves: fc.integer({ min: 1, max: 4 }) }),
      {
        maxLength: 3,
      },
    ),
  })
  .map(
    ({
      n,
      scoring,
      rounds,
      ratings,
      name,
      adjust,
      withdrawn,
      absentNext,
      clubs,
      separateClubs,
    }): Tournament => {
      const ids = Array.from({ length: n }, (_, i) => i + 1);
      const absent = [...new Set(absentNext.map((x) => (x % n) + 1))].filter(
        (id) => withdrawn[id - 1] !== true,
      );
      return {
        format: 'xq-tournament',
        version: 2,
        name,
        regulations: separateClubs
          ? { system: 'swiss-dutch', scoring, separateClubs, tieBreaks: ['points', 'BH', 'SB'] }
          : { system: 'swiss-dutch', scoring },
        players: ids.map((id) => {
          const rating = ratings[id - 1];
          const club = clubs[id - 1];
          return {
            id,
            name: `Player ${id}`,
            ...(rating === undefined ? {} : { rating }),
            ...(club === undefined ? {} : { club }),
            ...(id % 4 === 0 ? { team: club === undefined ? 'X' : 'Y', birthYear: 2000 + id } : {}),
            ...(withdrawn[id - 1] === true ? { withdrawn: true } : {}),
          };
        }),
        ...(absent.length > 0 ? { absent } : {}),
        rounds: rounds.map((r): Round => {
          const shuffled = [...ids].sort((a, b) => (r.order[a - 1] ?? 0) - (r.order[b - 1] ?? 0) || a - b);
          const k = Math.min(r.games, Math.floor(n / 2));
          const games: Game[] = [];
          for (let i = 0; i < k; i++) {
            games.push({
              red: shuffled[2 * i] as number,
              black: shuffled[2 * i + 1] as number,
              result: r.results[i] ?? 'draw',
            });
          }
          const byes: Bye[] = [];
          for (const p of shuffled.slice(2 * k)) {
            const kind = r.rest[p - 1] ?? 'absent';
            if (kind !== 'absent') byes.push({ player: p, kind });
          }
          // A round in which nobody took part leaves no trace in a TRF: give it one bye.
          if (games.length === 0 && byes.length === 0) byes.push({ player: 1, kind: 'zero' });
          return { games, byes };
        }),
        ...(rounds.length > 0 && adjust.length > 0
          ? {
              adjustments: adjust.map((a) => ({
                player: (a.player % n) + 1,
                round: (a.round % rounds.length) + 1,
                points: (a.halves * (scoring === '2-1-0' ? 2 : 1)) / 2,
              })),
            }
          : {}),
      };
    },
  );

/** Board order and bye order are not part of TRF: compare rounds as sorted sets. */
function normal(t: Tournament): Tournament {
  return {
    ...t,
    rounds: t.rounds.map((r) => ({
      games: [...r.games].sort((a, b) => a.red - b.red),
      byes: [...r.byes].sort((a, b) => a.player - b.player),
    })),
  };
}

test.prop([tournament])('tournament → TRF text → tournament is the identity (up to board order)', (t) => {
  const text = formatTrf(tournamentToTrf(t));
  const trf = parseTrf(text);
  expect(trf.ok).toBe(true);
  if (!trf.ok) return;
  const back = tournamentFromTrf(trf.value, { scoring: t.regulations.scoring });
  expect(back.ok).toBe(true);
  if (back.ok) expect(normal(back.value)).toEqual(normal(t));
});

test.prop([tournament])(
  'exportTrf → tournament keeps scoring, withdrawals, absences, clubs and regulations, and pairs the next round alike',
  (t) => {
    const text = exportTrf(t);
    if (!text.ok) throw new Error(text.error.message);
    // Line ends as JaVaFo writes them.
    expect(text.value.split('\r\n').every((l) => !/[\r\n]/.test(l))).toBe(true);
    const trf = parseTrf(text.value);
    if (!trf.ok) throw new Error(trf.error.message);
    const back = tournamentFromTrf(trf.value);
    if (!back.ok) throw new Error(back.error.message);
    expect(normal(back.value)).toEqual(normal(t));
    expect(standings(back.value)).toEqual(standings(t));
    expect(pairNextRound(back.value)).toEqual(pairNextRound(t));
  },
);

test.prop([tournament])(
  "TRF-2026's own records alone (162 scoring, 240 zero-point byes) keep the scoring and the absences, and pair the next round alike",
  (t) => {
    const text = exportTrf(t);
    if (!text.ok) throw new Error(text.error.message);
    // A reader that knows TRF-2026 and none of JaVaFo's XXS / XXZ lines.
    const only2026 = text.value
      .split('\r\n')
      .filter((l) => !l.startsWith('XXS') && !l.startsWith('XXZ'))
      .join('\r\n');
    const trf = parseTrf(only2026);
    if (!trf.ok) throw new Error(trf.error.message);
    const back = tournamentFromTrf(trf.value);
    if (!back.ok) throw new Error(back.error.message);
    expect(normal(back.value)).toEqual(normal(t));
    expect(pairNextRound(back.value)).toEqual(pairNextRound(t));
  },
);

test.prop([tournament])('TRF → tournament → TRF gives the same text', (t) => {
  const text = formatTrf(tournamentToTrf(t));
  const trf = parseTrf(text);
  if (!trf.ok) throw new Error(trf.error.message);
  const back = tournamentFromTrf(trf.value, { scoring: t.regulations.scoring });
  if (!back.ok) throw new Error(back.error.message);
  expect(formatTrf(tournamentToTrf(back.value))).toBe(text);
});

const trfRound = fc.record({
  opponent: fc.integer({ min: 0, max: 7 }),
  colour: fc.constantFrom(...TRF_COLOURS),
  result: fc.constantFrom(...TRF_RESULTS),
});
const trfDoc = fc.record({
  players: fc.array(
    fc.record({
      startNumber: fc.integer({ min: 1, max: 6 }),
      sex: fc.constantFrom('', 'm', 'w', 'x'),
      title: fc.string({ maxLength: 3 }),
      name: fc.string({ maxLength: 10 }),
      rating: fc.integer({ min: 0, max: 9999 }),
      federation: fc.string({ maxLength: 3 }),
      fideId: fc.constant(''),
      birthDate: fc.string({ maxLength: 10 }),
      points: fc.integer({ min: 0, max: 20 }).map((x) => x / 2),
      rank: fc.nat({ max: 10 }),
      rounds: fc.array(trfRound, { maxLength: 4 }),
    }),
    { maxLength: 6 },
  ),
  totalRounds: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
  initialColour: fc.constantFrom('white' as const, 'black' as const, undefined),
  otherLines: fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }),
});

test.prop([trfDoc])('tournamentFromTrf never throws and returns only valid tournaments', (trf) => {
  const r = tournamentFromTrf(trf);
  if (r.ok) expect(validateTournament(JSON.parse(JSON.stringify(r.value))).ok).toBe(true);
  else expect(r.error.code).toBe('TOURNAMENT_TRF_MISMATCH');
});
