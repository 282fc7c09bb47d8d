// Random edit sequences over whole events — individual and team round robins and Swisses,
// knockouts, withdrawals, amendments of the regulations mid-event, sanctions, absences and byes,
// corrections of past rounds — with unusual but valid strings, prototype keys as names and codes,
// hostile numbers and the wrong JavaScript types. After every edit, answered or refused: the
// document formats and parses back equal, a refusal is a typed error (or a TypeError / RangeError
// naming the function and the field), a refused edit leaves the document as it was, and the
// standings, crosstables and printings of the document answer without throwing.

import { fc, test } from '@fast-check/vitest';
import { arbHostileNumber, DEEP_ERROR } from '@xq/test-utils';
import { expect } from 'vitest';
import { tournamentNorms } from './awards/norms-results';
import { tournamentPrizes } from './awards/prizes';
import { createTournament, formatTournament, parseTournament } from './document';
import { arbArgument, throwing } from './documents.test-util';
import { ERROR_CODES } from './error-codes';
import { recordRuling } from './game-rulings';
import { hostileKey } from './hostile.test-util';
import {
  BYE_KINDS,
  GAME_RESULTS,
  GAME_RULINGS,
  SANCTION_GIVERS,
  SANCTION_KINDS,
  SYSTEMS,
  type Tournament,
} from './model';
import { recordMatchGame } from './pairing/knockout-tournament';
import { formatBoardStandings } from './print/boards';
import { formatNorms } from './print/norms';
import { formatCrosstable, formatPairingCard, formatPairings, formatStandings } from './print/print';
import { formatPrizes } from './print/prizes';
import { formatRegulations } from './print/regulation-items';
import { formatRegulationData } from './print/regulations-print';
import { PRINT_FORMATS } from './print/table';
import { formatTeamStandings } from './print/team-print';
import { amendRegulations } from './regulations-amend';
import { applySanction } from './sanctions';
import { categoryStandings } from './standings/categories';
import { standings } from './standings/standings';
import { withdrawals } from './standings/withdrawals';
import { boardStandings, reorderTeamBoards } from './teams/boards';
import { drawTeamLetters } from './teams/lot';
import { setRoundStart } from './teams/round-times';
import { substitutePlayer } from './teams/substitutions';
import { arrangeMatch, setRoundDeadline } from './teams/team-knockout-schedule';
import { teamRoundResults } from './teams/team-systems';
import { tournamentTeamStandings } from './teams/team-tournament';
import { TIE_BREAK_CODES } from './tie-break-codes';
import {
  addPlayer,
  addRound,
  addTeam,
  drawStartNumbers,
  markAbsent,
  setResult,
  withdrawPlayer,
} from './tournament-edit';
import { pairNextRound } from './tournament-pair';
import { exportTrf } from './trf/export';

/** The codes each edit may answer: its own list, never another function's. */
const CODES: Readonly<Record<string, readonly string[]>> = {
  addPlayer: ERROR_CODES.edit,
  // The round paired by the system, then added: a pairing's refusal, or the edit's.
  addRound: [...ERROR_CODES.edit, ...ERROR_CODES.pair],
  addTeam: ERROR_CODES.edit,
  setResult: ERROR_CODES.edit,
  withdrawPlayer: ERROR_CODES.edit,
  markAbsent: ERROR_CODES.edit,
  drawStartNumbers: ERROR_CODES.edit,
  drawTeamLetters: ERROR_CODES.edit,
  substitutePlayer: ERROR_CODES.edit,
  reorderTeamBoards: ERROR_CODES.edit,
  setRoundStart: ERROR_CODES.edit,
  recordRuling: ERROR_CODES.ruling,
  recordMatchGame: ERROR_CODES.match,
  amendRegulations: ERROR_CODES.amend,
  applySanction: ERROR_CODES.sanction,
  setRoundDeadline: ERROR_CODES.schedule,
  arrangeMatch: ERROR_CODES.schedule,
};

/** Strings a document holds: astral characters, right-to-left text, combining marks, long runs, prototype keys. */
const unusual: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '𝕏𝕚𝕒𝕟𝕘𝕢𝕚 𠀀𠀁',
    'مرحبا بالعالم',
    '\u202Eabc\u202C',
    'שלום עולם',
    'e\u0301\u0302\u0303\u0304',
    'Z\u0334\u0321\u031Ba\u0337l\u0336g\u0338o\u0335',
    '👨‍👩‍👧‍👦🏳️‍🌈',
    'Nguyễn Văn Ánh',
    '\uFEFFbom',
    'a\u0000b',
    'tab\tand\nline',
    '\uD800 lone',
    '  ',
    '__proto__',
    'toString',
    'constructor',
    'hasOwnProperty',
    'x'.repeat(20_000),
    '𝕏'.repeat(5_000),
  ),
  hostileKey,
  fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
);

/** Numbers that are not what an integer field takes, and BigInts. */
const badNumber: fc.Arbitrary<unknown> = fc.oneof(
  arbHostileNumber(),
  fc.constantFrom(-0, 2 ** 53, 2 ** 53 + 2, 0.1 + 0.2, Number.NEGATIVE_INFINITY, 3n, -(2n ** 64n)),
);
/** An array whose entry 1 has a getter that throws. */
function throwingArray(): unknown[] {
  const a: unknown[] = [1, 2, 3];
  Object.defineProperty(a, 1, {
    enumerable: true,
    get() {
      throw new Error('getter');
    },
  });
  return Object.defineProperty(a, fc.toStringMethod, { value: () => '[1, <getter that throws>, 3]' });
}
/** A proxy whose traps throw: of an array (its `length` too) or of an object (its keys too). */
function trapped(array: boolean): unknown {
  return new Proxy(array ? [1, 2, 3] : {}, {
    get(o, k) {
      if (k === fc.toStringMethod) return () => `Proxy(${array ? '[1, 2, 3]' : '{}'}) whose traps throw`;
      if (k === 'length' || !array) throw new Error('trap');
      return Reflect.get(o, k);
    },
    ownKeys() {
      throw new Error('trap');
    },
  });
}
/** Wrong JavaScript types: null, arrays, functions, symbols, objects whose getters or proxy traps throw. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, undefined, [], [1, 2], () => 1, Symbol('s'), new Date(0), Object.create(null)),
  fc
    .constantFrom('name', 'code', 'by', 'length', '0', 'reason', 'force', 'round', 'in', 'note')
    .map(throwing),
  fc.constantFrom(0, 1, 2).map((k) => (k === 0 ? throwingArray() : trapped(k === 1))),
);
/** A whole argument of the wrong type, one time in four (null otherwise: the argument is built). */
const sometimes: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: wrongType },
);
/** Anything for an argument: mostly hostile, sometimes sensible. */
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: unusual },
  { weight: 2, arbitrary: badNumber },
  { weight: 2, arbitrary: wrongType },
  { weight: 1, arbitrary: arbArgument },
);
const index = fc.nat(30);
const pick = <T>(list: readonly T[], i: number): T | undefined => list[i % Math.max(1, list.length)];
const playerAt = (t: Tournament, i: number): number => pick(t.players, i)?.id ?? 1;
const roundAt = (t: Tournament, i: number): number => (t.rounds.length === 0 ? 1 : (i % t.rounds.length) + 1);
const teamAt = (t: Tournament, i: number): string => pick(t.teams ?? [], i)?.code ?? 'A';
/** A real value most of the time, a hostile one otherwise. */
const or = <T>(real: fc.Arbitrary<T>): fc.Arbitrary<T | { readonly hostile: unknown }> =>
  fc.oneof({ weight: 3, arbitrary: real }, { weight: 1, arbitrary: value.map((hostile) => ({ hostile })) });
const real = <T>(v: T | { readonly hostile: unknown }, fallback: T): T =>
  typeof v === 'object' && v !== null && 'hostile' in v ? (v.hostile as T) : (v ?? fallback);

type Edit = readonly [name: string, apply: (t: Tournament) => unknown];
/** A step of the sequence: the edits it makes, from the document it starts on. */
type Step = (t: Tournament) => readonly Edit[];

/** An answer that carries its document in `tournament` (a match's game, a sanction), as an edit's. */
function asEdit(r: unknown): unknown {
  const a = r as { ok: boolean; value?: { tournament?: Tournament } };
  return a.ok ? { ok: true, value: a.value?.tournament } : r;
}

const players: fc.Arbitrary<Step> = fc
  .record({
    name: or(unusual),
    club: fc.option(or(unusual)),
    rating: fc.option(or(fc.integer({ min: 0, max: 3000 }))),
    id: fc.option(or(fc.integer({ min: 1, max: 40 }))),
    birthYear: fc.option(or(fc.integer({ min: 1900, max: 2026 }))),
    category: fc.option(or(fc.oneof(hostileKey, unusual))),
    sex: fc.option(or(fc.constantFrom('m', 'f'))),
    date: fc.option(or(fc.constantFrom('2026-01-01', '2027-12-31', '2026-02-30', '01/02/2026'))),
  })
  .map((f) => () => {
    const p: Record<string, unknown> = { name: real(f.name, 'P') };
    for (const k of ['club', 'rating', 'id', 'birthYear', 'category', 'sex'] as const)
      if (f[k] !== null) p[k] = real(f[k] as unknown, undefined);
    const entry = f.date === null ? undefined : { date: real(f.date, '2026-01-01') };
    return [['addPlayer', (t) => addPlayer(t, p as never, entry as never)]];
  });

const teams: fc.Arbitrary<Step> = fc
  .record({ code: or(unusual), name: or(unusual), size: fc.integer({ min: 1, max: 5 }), subs: fc.nat(3) })
  .map((f) => (t) => {
    const taken = new Set((t.teams ?? []).flatMap((x) => [...x.members, ...x.substitutes]));
    const free = t.players.map((p) => p.id).filter((id) => !taken.has(id));
    const team = {
      code: real(f.code, 'A'),
      name: real(f.name, 'T'),
      members: free.slice(0, f.size),
      substitutes: free.slice(f.size, f.size + f.subs),
    };
    return [['addTeam', (u) => addTeam(u, team as never)]];
  });

/** The next round paired by the event's system, and added. */
const pairEdit: Edit = [
  'addRound',
  (t) => {
    const p = pairNextRound(t);
    return p.ok ? addRound(t, p.value) : p;
  },
];

/** One result for each pending game of the last round, in turn (each edit finds the first still pending). */
const resultEdits = (list: readonly (string | { readonly hostile: unknown })[]): Edit[] =>
  list.map(
    (v): Edit => [
      'setResult',
      (u) => {
        const g = u.rounds.at(-1)?.games.find((x) => x.result === 'pending');
        return setResult(u, u.rounds.length, g?.red ?? 1, real(v, 'draw') as never);
      },
    ],
  );
const arbResults = fc.array(or(fc.constantFrom(...GAME_RESULTS)), { minLength: 1, maxLength: 10 });

/** A round paired and played. */
const play: fc.Arbitrary<Step> = arbResults.map((list) => () => [pairEdit, ...resultEdits(list)]);

/** Results of the last round's pending games, or corrections of a past round's. */
const results: fc.Arbitrary<Step> = fc
  .record({ round: fc.option(index), results: arbResults })
  .map((f) => (t) => {
    if (f.round === null) return resultEdits(f.results);
    const r = roundAt(t, f.round);
    return (t.rounds[r - 1]?.games ?? []).slice(0, 2).map((g, i): Edit => {
      const result = real(pick(f.results, i) ?? 'draw', 'draw');
      return ['setResult', (u) => setResult(u, r, g.red, result as never)];
    });
  });

const hostileResult: fc.Arbitrary<Step> = fc
  .tuple(or(index), or(index), value)
  .map(([r, p, result]) => (t) => {
    const round = typeof r === 'number' ? roundAt(t, r) : real(r, 1);
    const player = typeof p === 'number' ? playerAt(t, p) : real(p, 1);
    return [['setResult', (u) => setResult(u, round as never, player as never, result as never)]];
  });

const withdraw: fc.Arbitrary<Step> = fc
  .tuple(or(index), or(fc.boolean()), fc.constantFrom('withdrawPlayer', 'markAbsent'))
  .map(([p, back, name]) => (t) => {
    const id = typeof p === 'number' ? playerAt(t, p) : real(p, 1);
    const fn = name === 'withdrawPlayer' ? withdrawPlayer : markAbsent;
    return [[name, (u) => fn(u, id as never, real(back, false) as never)]];
  });

/** Changes of the regulations, before and during the event. */
const AMENDABLE: Readonly<Record<string, fc.Arbitrary<unknown>>> = {
  scoring: fc.constantFrom('1-0.5-0', '2-1-0'),
  tieBreaks: fc.subarray([...TIE_BREAK_CODES], { maxLength: 4 }),
  withdrawnGames: fc.constantFrom('kept', 'annulled-under-half'),
  pairingBye: fc.constantFrom('win', 'draw', 'loss'),
  teamRanking: fc.constantFrom('game-points', 'match-points'),
  rounds: fc.integer({ min: 1, max: 12 }),
  friendly: fc.boolean(),
  separateClubs: fc.boolean(),
  gamesPerMatch: fc.integer({ min: 1, max: 4 }),
  venue: unusual,
  lateArrivalMinutes: fc.constantFrom(15, 30, 60),
  entryDeadlineDate: fc.constantFrom('2026-06-30', '2026-02-29', '2026-13-01'),
  system: fc.constantFrom(...SYSTEMS),
  event: fc.constantFrom(
    'national-championship',
    'national-team-championship',
    'national-youth-championship',
  ),
  chiefArbiter: unusual,
  categories: fc.uniqueArray(
    fc.record({ code: fc.oneof(hostileKey, unusual), name: unusual, sex: fc.constantFrom('m', 'f') }),
    { selector: (c) => c.code, maxLength: 3 },
  ),
  delegations: fc.uniqueArray(fc.record({ name: fc.oneof(hostileKey, unusual) }), {
    selector: (d) => d.name,
    maxLength: 3,
  }),
  prizeRules: fc.record({
    individual: fc.array(
      fc.record({ name: unusual, medal: fc.constantFrom('gold', 'silver', 'bronze'), amount: fc.nat(1e6) }),
      { maxLength: 3 },
    ),
    ties: fc.constantFrom('tie-breaks', 'shared'),
    perCategory: fc.boolean(),
  }),
  ['__proto__']: fc.constant({ polluted: true }),
  toString: unusual,
};
const amend: fc.Arbitrary<Step> = fc
  .record({
    key: fc.constantFrom(...Object.keys(AMENDABLE)),
    v: fc.option(value),
    valid: fc.gen(),
    force: or(fc.boolean()),
    note: or(unusual),
    whole: sometimes,
  })
  .map((f) => () => {
    const valid = f.valid(
      () => (Object.hasOwn(AMENDABLE, f.key) ? AMENDABLE[f.key] : fc.constant(1)) as fc.Arbitrary<unknown>,
    );
    const changes: Record<string, unknown> = {};
    Object.defineProperty(changes, f.key, { value: f.v ?? valid, enumerable: true, writable: true });
    const options = f.whole ?? { force: real(f.force, true), note: real(f.note, 'n') };
    return [['amendRegulations', (t) => amendRegulations(t, changes, options as never)]];
  });

const sanction: fc.Arbitrary<Step> = fc
  .record({
    p: or(index),
    kind: or(fc.constantFrom(...SANCTION_KINDS)),
    by: or(fc.constantFrom(...SANCTION_GIVERS)),
    reason: fc.option(or(unusual)),
    inWriting: or(fc.boolean()),
    whole: sometimes,
  })
  .map((f) => (t) => {
    const id = typeof f.p === 'number' ? playerAt(t, f.p) : real(f.p, 1);
    const options = f.whole ?? {
      by: real(f.by, 'organisers'),
      inWriting: real(f.inWriting, true),
      chiefArbiterConsulted: true,
      ...(f.reason === null ? {} : { reason: real(f.reason, 'r') }),
    };
    return [
      [
        'applySanction',
        (u) => asEdit(applySanction(u, id as never, real(f.kind, 'warn') as never, options as never)),
      ],
    ];
  });

const substitute: fc.Arbitrary<Step> = fc
  .record({
    team: index,
    out: index,
    minutes: fc.option(or(fc.integer({ min: 0, max: 20 }))),
    time: fc.option(or(fc.constantFrom('14:05', '14:20', '2026-05-01T14:05:00Z'))),
    started: fc.option(or(fc.boolean())),
    whole: sometimes,
  })
  .map((f) => (t) => {
    const team = pick(t.teams ?? [], f.team);
    const request: Record<string, unknown> = {
      round: t.rounds.length,
      out: pick(team?.members ?? [], f.out) ?? 1,
      in: pick(team?.substitutes ?? [], f.out) ?? 2,
    };
    if (f.minutes !== null) request.minutes = real(f.minutes, 0);
    if (f.time !== null) request.time = real(f.time, '14:05');
    if (f.started !== null) request.started = real(f.started, false);
    const given = f.whole === null ? request : f.whole;
    return [['substitutePlayer', (u) => substitutePlayer(u, given as never)]];
  });

const reorder: fc.Arbitrary<Step> = fc
  .tuple(index, fc.option(value), fc.boolean())
  .map(([k, hostile, reverse]) => (t) => {
    const team = pick(t.teams ?? [], k);
    const members = team === undefined ? [] : reverse ? [...team.members].reverse() : team.members;
    return [['reorderTeamBoards', (u) => reorderTeamBoards(u, teamAt(t, k), (hostile ?? members) as never)]];
  });

/** Byes written by hand into a round: kinds and players real and hostile. */
const byes: fc.Arbitrary<Step> = fc
  .array(fc.record({ p: or(index), kind: or(fc.constantFrom(...BYE_KINDS)) }), { minLength: 1, maxLength: 3 })
  .map((list) => (t) => {
    const round = {
      games: [],
      byes: list.map((b) => ({
        player: typeof b.p === 'number' ? playerAt(t, b.p) : real(b.p, 1),
        kind: real(b.kind, 'full'),
      })),
    };
    return [['addRound', (u) => addRound(u, round as never)]];
  });

const others: fc.Arbitrary<Step> = fc
  .record({ r: index, p: index, v: value, ruling: or(fc.constantFrom(...GAME_RULINGS)), what: fc.nat(6) })
  .map((f) => (t) => {
    const r = roundAt(t, f.r);
    const red = t.rounds[r - 1]?.games[0]?.red ?? playerAt(t, f.p);
    const list: Edit[] = [
      ['recordRuling', (u) => recordRuling(u, r, red, real(f.ruling, 'dispute') as never)],
      [
        'recordMatchGame',
        (u) => asEdit(recordMatchGame(u, r, red, pick(['draw', 'red-win', f.v], f.p) as never)),
      ],
      ['drawTeamLetters', (u) => drawTeamLetters(u, f.v as never)],
      ['drawStartNumbers', (u) => drawStartNumbers(u, (typeof f.v === 'number' ? f.v : f.p) as never)],
      ['setRoundStart', (u) => setRoundStart(u, r, pick(['14:00', f.v], f.p) as never)],
      ['setRoundDeadline', (u) => setRoundDeadline(u, r, pick(['2026-05-01', f.v], f.p) as never)],
      ['arrangeMatch', (u) => arrangeMatch(u, r, teamAt(t, 0), teamAt(t, 1), '2026-04-30', f.v as never)],
    ];
    return [list[f.what % list.length] as Edit];
  });

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: play },
  { weight: 2, arbitrary: fc.constant(() => [pairEdit]) },
  { weight: 3, arbitrary: results },
  { weight: 1, arbitrary: players },
  { weight: 1, arbitrary: teams },
  { weight: 1, arbitrary: hostileResult },
  { weight: 2, arbitrary: withdraw },
  { weight: 2, arbitrary: amend },
  { weight: 2, arbitrary: sanction },
  { weight: 1, arbitrary: substitute },
  { weight: 1, arbitrary: reorder },
  { weight: 1, arbitrary: byes },
  { weight: 2, arbitrary: others },
);

/**
 * Every reading and printing of a document answers without throwing; one print format and
 * language per document, in turn (`k`), to keep the property fast on a 2-core machine.
 */
function readsAndPrints(t: Tournament, k: number): void {
  const format = PRINT_FORMATS[k % PRINT_FORMATS.length] as (typeof PRINT_FORMATS)[number];
  const lang = k % 2 === 0 ? 'en' : 'vi';
  standings(t);
  withdrawals(t);
  exportTrf(t);
  formatStandings(t, format, undefined, { lang });
  formatCrosstable(t, format, { lang });
  formatRegulations(t, format, { lang });
  if (t.rounds.length > 0) formatPairings(t, t.rounds.length, format, { lang });
  formatRegulationData(t, format, { lang });
  formatPrizes(t, tournamentPrizes(t), format, { lang });
  formatNorms(tournamentNorms(t), format, { lang });
  for (const c of t.regulations.categories ?? []) categoryStandings(t, c.code);
  const someone = t.players[k % Math.max(1, t.players.length)];
  if (someone !== undefined) formatPairingCard(t, someone.id, format, { lang });
  if ((t.teams ?? []).length > 0) {
    tournamentTeamStandings(t);
    formatTeamStandings(t, format, { lang });
    boardStandings(t);
    formatBoardStandings(t, format, { lang });
    for (let r = 1; r <= t.rounds.length; r++) teamRoundResults(t, r);
  }
}

/** Runs one edit on `t` and checks what it answers; the document to go on with. */
function check(t: Tournament, name: string, apply: (t: Tournament) => unknown): Tournament {
  const before = formatTournament(t);
  let r: unknown;
  try {
    r = apply(t);
  } catch (e) {
    // A wrong JavaScript type (or a value out of its range) throws, naming the function and the field.
    expect(e instanceof TypeError || e instanceof RangeError, `${name}: ${String(e)}`).toBe(true);
    expect((e as Error).message, name).toMatch(new RegExp(`^${name}: \\S`));
    expect((e as Error).message).not.toMatch(DEEP_ERROR);
    expect(formatTournament(t), `${name} changed its input`).toBe(before);
    return t;
  }
  expect(formatTournament(t), `${name} changed its input`).toBe(before);
  const answer = r as { ok: true; value: Tournament } | { ok: false; error: { code: string } };
  if (!answer.ok) {
    expect(CODES[name], name).toContain(answer.error.code);
    return t;
  }
  const text = formatTournament(answer.value);
  const back = parseTournament(text);
  expect(back.ok ? back.value : back.error, name).toEqual(answer.value);
  expect(() => readsAndPrints(answer.value, text.length), name).not.toThrow();
  return answer.value;
}

const start = fc.record({
  system: fc.constantFrom(...SYSTEMS),
  friendly: fc.boolean(),
  players: fc.integer({ min: 2, max: 10 }),
  names: fc.array(unusual, { minLength: 20, maxLength: 20 }),
  teams: fc.array(fc.tuple(unusual, unusual), { minLength: 4, maxLength: 4 }),
  size: fc.integer({ min: 1, max: 4 }),
  teamCount: fc.integer({ min: 2, max: 4 }),
});

test.prop([start, fc.array(step, { minLength: 1, maxLength: 20 })], { numRuns: 30 })(
  'every document of a random event formats and parses back equal; refusals are typed and change nothing',
  (s, steps) => {
    // An official team needs 3 to 6 regular players (Điều 30): a smaller one plays friendly.
    const friendly = s.friendly || (s.system.startsWith('team-') && s.size < 3);
    let t = createTournament({ name: pick(s.names, 0) ?? 'E', system: s.system, friendly, rounds: 6 });
    const count = s.system.startsWith('team-') ? s.teamCount * (s.size + 1) : s.players;
    for (let i = 0; i < count; i++) {
      // Clubs and delegations named like the prototype's keys, and astral, right-to-left…
      const club = s.names[(i * 7 + 3) % s.names.length] as string;
      const player = {
        name: s.names[i] ?? 'P',
        club,
        team: i % 2 === 0 ? club : 'toString',
        rating: 1500 + i,
      };
      t = check(t, 'addPlayer', (u) => addPlayer(u, player));
    }
    if (s.system.startsWith('team-'))
      for (let k = 0; k < s.teamCount; k++) {
        const ids = Array.from({ length: s.size + 1 }, (_, i) => k * (s.size + 1) + i + 1);
        const [code, name] = s.teams[k] ?? ['A', 'A'];
        const team = { code, name, members: ids.slice(0, s.size), substitutes: ids.slice(s.size) };
        t = check(t, 'addTeam', (u) => addTeam(u, team));
      }
    for (const make of steps) for (const [name, apply] of make(t)) t = check(t, name, apply);
  },
);
