// Every export that takes a tournament document (or a TRF, a schedule, printing options) called
// with a hostile first argument, or hostile options: a TypeError / RangeError whose message
// starts with the function's name, or an { ok: false } with a code. Never a deep
// "Cannot read properties of null" (the probe of every export found 66 of those).
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { hostileValue } from './hostile.test-util';
import * as T from './internal-api.test-util';

const hostile = hostileValue([0, 1, 42, 1.5], fc.bigInt(), fc.constant(Symbol('s')));

/** The exports whose first argument is checked by the package's guard. */
const FIRST = [
  'tournamentFromTrf',
  'exportTrf',
  'tournamentToTrf',
  'createTournament',
  'standings',
  'pairNextRound',
  'pairKnockoutRound',
  'withdrawals',
  'formatPairings',
  'formatStandings',
  'formatCrosstable',
  'formatPairingCard',
  'formatSchedule',
  'formatEnglishSchedule',
  'formatTeamStandings',
  'formatRegulations',
  'formatNorms',
  'formatPrizes',
  'formatBoardStandings',
  'formatRegulationData',
  'formatTournament',
  'formatPoints',
  'lastCompleteRound',
  'boardStandings',
  'boardTournament',
  'categoryRows',
  'categoryStandings',
  'checkTeamSize',
  'playerRounds',
  'pairEnglishRound',
  'pairTeamKnockoutRound',
  'pairTeamRoundRobin',
  'pairTeamSwissRound',
  'reorderTeamBoards',
  'separatedPairs',
  'swissInputFromTournament',
  'teamMatchesOf',
  'teamNumber',
  'teamPlace',
  'teamRoundBoards',
  'teamRoundResults',
  'tournamentNorms',
  'tournamentPrizes',
  'tournamentTeamStandings',
  'averageRating',
  'computeTieBreak',
  'tieBreakCalculator',
  'categoryFault',
  'eligibleCategories',
  'entryFault',
  'normsMet',
  'nextStage',
  'renderTable',
  'scorePercent',
  'totalPoints',
  'formatResult',
] as const;

/** The exports whose second argument is checked, with a valid first one. */
const SECOND: readonly (readonly [string, unknown])[] = [
  ['performanceRating', 1],
  ['perfectPerformance', 1],
  ['quotaFault', undefined],
  ['teamChampionshipNormPoints', 'national-master'],
  ['readRegulationData', {}],
];

/** The printers whose `options` argument (at this position) is checked. */
const OPTIONS: readonly (readonly [string, number])[] = [
  ['formatPairings', 3],
  ['formatStandings', 3],
  ['formatCrosstable', 2],
  ['formatPairingCard', 3],
  ['formatTeamStandings', 2],
  ['formatRegulations', 2],
  ['formatBoardStandings', 2],
];

function expectNamed(name: string, call: () => unknown): void {
  let r: unknown;
  try {
    r = call();
  } catch (e) {
    expect(e instanceof TypeError || e instanceof RangeError, String(e)).toBe(true);
    expect((e as Error).message.startsWith(name), (e as Error).message).toBe(true);
    return;
  }
  if (r && typeof r === 'object' && 'ok' in r && r.ok === false)
    expect(typeof (r as unknown as { error: { code?: unknown } }).error.code).toBe('string');
}

const exports = T as unknown as Record<string, (...args: unknown[]) => unknown>;

test.prop([fc.constantFrom(...FIRST), hostile])('a hostile first argument is named', (name, v) => {
  expectNamed(name, () => exports[name]!(v, 'text'));
});

test.prop([fc.constantFrom(...SECOND), hostile])('a hostile second argument is named', ([name, first], v) => {
  expectNamed(name, () => exports[name]!(first, v));
});

test.prop([fc.constantFrom(...OPTIONS), fc.constantFrom(null, 42, 'x', 10n, [])])(
  'hostile printing options are named',
  ([name, at], v) => {
    const t = T.createTournament({ name: 'H', system: 'round-robin' });
    const args: unknown[] = [t, 'text', undefined, undefined];
    args[at] = v;
    expectNamed(name, () => exports[name]!(...args));
  },
);
