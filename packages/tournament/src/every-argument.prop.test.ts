// Every public entry point called with valid arguments of which one is replaced by a hostile
// value (a BigInt, a symbol, NaN, 1e308, a deep array, a cycle, a throwing getter, a prototype key,
// a huge string): it answers (a printer a string, an edit a document that formats and parses
// back equal) or throws a TypeError / RangeError whose message starts with its name — never a
// deep "Cannot read properties of null", "Do not know how to serialize a BigInt" or a stack
// overflow. The probe that started this found such answers in 25 entry points (standings(t, null),
// boardTournament's unreadable teams, formatResult('toString') answering a function, …).

import { fc, test } from '@fast-check/vitest';
import { DEEP_ERROR, describe as shown } from '@xq/test-utils';
import { expect } from 'vitest';
import { arbArgument, arbDocument, DOCUMENTS } from './documents.test-util';
import * as T from './internal-api.test-util';

type Call = readonly [name: string, args: (t: T.Tournament) => readonly unknown[]];

const team = (t: T.Tournament): string => t.teams?.[0]?.code ?? 'A';
const first = (t: T.Tournament): number => t.rounds[0]?.games[0]?.red ?? 1;

/** Each entry point with valid arguments for a document. */
const CALLS: readonly Call[] = [
  ['addPlayer', () => [{ name: 'N', rating: 2000 }, { date: '2026-01-01' }]],
  ['addRound', () => [{ games: [{ red: 1, black: 2, result: 'pending' }], byes: [] }]],
  ['setResult', (t) => [1, first(t), 'draw']],
  ['addTeam', () => [{ code: 'Z', name: 'Z', members: [1], substitutes: [] }]],
  ['checkTeamSize', () => [{ code: 'Z', name: 'Z', members: [1], substitutes: [] }]],
  ['drawStartNumbers', () => [7]],
  ['withdrawPlayer', () => [1, false]],
  ['markAbsent', () => [1, false]],
  ['recordRuling', (t) => [1, first(t), 'dispute']],
  [
    'amendRegulations',
    () => [
      { venue: 'V', rounds: 7 },
      { force: true, note: 'n' },
    ],
  ],
  ['arrangeMatch', () => [1, 'A', 'B', '2026-05-01', 'V']],
  ['setRoundDeadline', () => [1, '2026-05-01']],
  ['applySanction', () => [1, 'warn', { by: 'chief-arbiter', reason: 'r' }]],
  ['recordMatchGame', (t) => [1, first(t), 'draw']],
  ['substitutePlayer', () => [{ round: 1, out: 1, in: 4, minutes: 0 }]],
  ['setRoundStart', () => [1, '10:00']],
  ['drawTeamLetters', () => [7]],
  ['reorderTeamBoards', (t) => [team(t), t.teams?.[0]?.members ?? []]],
  ['groupStage', () => [{ groups: 2 }]],
  ['standings', () => [{ tieBreaks: ['points', 'BH', 'PTP'], unratedRating: 1000 }]],
  ['boardStandings', () => [{}]],
  ['boardTournament', () => [1]],
  ['teamRoundBoards', () => [1]],
  ['teamRoundResults', () => [1]],
  ['teamNumber', () => [1, 1]],
  ['teamPlace', () => [1]],
  ['tournamentTeamStandings', () => [{}]],
  ['tournamentNorms', () => [{}]],
  ['tournamentPrizes', () => [{}]],
  ['categoryStandings', () => ['U20', {}]],
  ['categoryRows', (t) => ['U20', T.standings(t)]],
  ['playerRounds', () => []],
  ['withdrawals', () => []],
  ['exportTrf', () => []],
  ['tournamentToTrf', () => []],
  ['formatPairings', () => [1, 'text', { lang: 'vi' }]],
  ['formatStandings', (t) => ['html', T.standings(t), { lang: 'en' }]],
  ['formatCrosstable', () => ['markdown', {}]],
  ['formatPairingCard', () => [1, 'text', {}]],
  ['formatTeamStandings', () => ['text', {}]],
  ['formatRegulations', () => ['text', {}]],
  ['formatBoardStandings', () => ['text', {}, {}]],
  ['formatRegulationData', () => ['text', {}]],
  ['regulationsNotice', () => []],
  ['chiefArbiterNotice', () => []],
  ['regulationsClock', () => []],
  ['pairNextRound', () => []],
  ['tournamentChanges', (t) => [t]],
  ['logEdit', (t) => [t, { at: '2026-01-01T00:00:00Z', by: 'A', action: 'result', note: 'n' }]],
  ['swissInputFromTournament', () => []],
];

/** Exports that take no document: their valid arguments. */
const FREE: readonly (readonly [string, readonly unknown[]])[] = [
  ['averageRating', [[2000, 2100]]],
  ['performanceRating', [1.5, [2000, 2100]]],
  ['perfectPerformance', [1.5, [2000, 2100]]],
  ['scorePercent', [1.5, 3, '1-0.5-0']],
  ['formatPoints', [1.5, { lang: 'vi' }]],
  ['formatResult', ['draw']],
  ['formatEnglishSchedule', [3, 'text', {}]],
  ['teamChampionshipNormPoints', ['national-master', 9, { masterPercent: 70 }]],
  ['renderTable', [['a', 'b'], [['1', '2']], 'html', 'x']],
  ['quotaFault', [{ perUnit: 2 }, [{ club: 'X' }]]],
  ['nextStage', [DOCUMENTS, { qualifiers: 1, system: 'knockout' }]],
];

const exported = T as unknown as Record<string, (...args: unknown[]) => unknown>;

/** The documents inside an answer (an edit's value, a sanction's or a match's `tournament`). */
function documentsIn(v: unknown): unknown[] {
  const out: unknown[] = [];
  const look = (x: unknown, depth: number): void => {
    if (typeof x !== 'object' || x === null || depth > 3) return;
    if ((x as { format?: unknown }).format === T.TOURNAMENT_FORMAT) out.push(x);
    else for (const y of Object.values(x)) look(y, depth + 1);
  };
  look(v, 0);
  return out;
}

function judge(name: string, call: () => unknown): void {
  let r: unknown;
  try {
    r = call();
  } catch (e) {
    const m = e instanceof Error ? e.message : shown(e);
    if (!(e instanceof TypeError || e instanceof RangeError) || !m.startsWith(name) || DEEP_ERROR.test(m))
      throw new Error(`${name} threw ${shown(e)}`);
    return;
  }
  if (name.startsWith('format') || name === 'renderTable')
    expect(typeof r, `${name} answered ${shown(r)}`).toBe('string');
  for (const d of documentsIn(r)) {
    const back = T.parseTournament(T.formatTournament(d as T.Tournament));
    if (!back.ok)
      throw new Error(`${name} answered a document parseTournament refuses: ${back.error.message}`);
    expect(back.value).toEqual(JSON.parse(JSON.stringify(d)));
  }
}

test.prop([arbDocument, fc.constantFrom(...CALLS), fc.nat(), arbArgument], { numRuns: 400 })(
  'an entry point given one hostile argument answers or names itself',
  (t, [name, argsOf], at, hostile) => {
    const args = [t, ...argsOf(t)];
    // Position 0 is the document: the guard of the first argument has its own property.
    const k = 1 + (at % Math.max(1, args.length - 1));
    args[k] = hostile;
    judge(name, () => exported[name]!(...args));
    // The valid call answers too.
    judge(name, () => exported[name]!(t, ...argsOf(t)));
  },
);

test.prop([fc.constantFrom(...FREE), fc.nat(), arbArgument])(
  'an export without a document given one hostile argument answers or names itself',
  ([name, valid], at, hostile) => {
    const args = [...valid];
    args[at % args.length] = hostile;
    judge(name, () => exported[name]!(...args));
  },
);

test.prop([fc.constantFrom(...FREE), fc.nat(), fc.nat(), arbArgument])(
  'a hostile value inside an array argument is named too',
  ([name, valid], at, inner, hostile) => {
    const args = valid.map((a) => (Array.isArray(a) ? [...a] : a));
    const k = at % args.length;
    const a = args[k];
    if (!Array.isArray(a) || a.length === 0) return;
    a[inner % a.length] = hostile;
    judge(name, () => exported[name]!(...args));
  },
);
