// parseState against single mutations of the states the reducer produces: every mutation is
// refused with ARBITER_BAD_STATE, or the state accepted keeps every invariant the reducer keeps
// (written out here, apart from parseState) and the reducer goes on from it without throwing.
import { Game } from '@xq/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { INCIDENT_KINDS, INCIDENT_LADDERS, type IncidentKind } from './event';
import { arbIntents, eventFor, statesOf } from './events.test-util';
import { parseState } from './log';
import { createArbiter } from './options';
import { OUTCOME_TEXTS, RESULT_TEXTS } from './phrases';
import { boardResult, bothLose, faultLoss, flagResult, lossOf, result, timeLoss } from './results';
import { RULING_TEXTS } from './ruling-texts';
import type { ArbiterResult, ArbiterState, SideRecord } from './state';
import { other, type Side } from './vocab';

// biome-ignore lint/suspicious/noExplicitAny: a JSON copy, edited at any path
type Json = any;
const SIDES = ['red', 'black'] as const;
const copy = (s: unknown): Json => JSON.parse(JSON.stringify(s));
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What the incidents of a record brought by their ladders (INCIDENT_LADDERS), summed by penalty. */
function ladderCounts(r: SideRecord): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of INCIDENT_KINDS) {
    const steps = INCIDENT_LADDERS[k as IncidentKind].steps;
    for (let n = 1; n <= r.incidents[k]; n++) {
      const p = steps[Math.min(n - 1, steps.length - 1)]!;
      out[p] = (out[p] ?? 0) + 1;
    }
  }
  return out;
}

/** The results the reducer gives for a reason (null: a reason whose sentence holds a free text). */
function resultsFor(s: ArbiterState, g: Game): ArbiterResult[] | null {
  const r = s.result!;
  const loser = r.losers[0] as Side | undefined;
  const board = boardResult(g);
  const T = RULING_TEXTS;
  const per = (f: (x: Side) => ArbiterResult): ArbiterResult[] => SIDES.map(f);
  switch (r.reason) {
    case 'technical-faults':
    case 'conduct-faults':
    case 'unrecorded-moves':
      if (r.losers.length === 0) return [];
      return [
        faultLoss(
          [...r.losers],
          r.reason === 'conduct-faults' ? 'conduct' : 'technical',
          r.reason === 'unrecorded-moves',
        ),
      ];
    case 'resignation':
      return per((x) =>
        lossOf(x, 'resignation', RESULT_TEXTS.resignation.article, RESULT_TEXTS.resignation.say(x)),
      );
    case 'time':
    case 'quota':
      return per((x) => timeLoss(x, r.reason as 'time' | 'quota'));
    case 'late-arrival':
      return [
        ...per((x) => timeLoss(x, 'late')),
        bothLose('late-arrival', '7.1e', RESULT_TEXTS['late-arrival'].say('both')),
      ];
    case 'agreement':
      return per((x) => result(null, [], 'agreement', '7.2d', T['draw-accepted'].agreed.say(other(x), x)));
    case 'annulled':
      return (['setup', 'colours-order'] as const).map((k) =>
        result(null, [], 'annulled', T.annulled[k].article, T.annulled[k].say()),
      );
    case 'move-limit': {
      const claimed = result(
        null,
        [],
        'move-limit',
        '7.2e',
        T['claim-valid'].moveLimit.say(s.options.moveLimit.moves),
      );
      return board ? [claimed, board] : [claimed];
    }
    case 'penalty':
    case 'disqualification':
    case 'expulsion': {
      const level = r.reason === 'penalty' ? 'loss' : r.reason;
      if (loser === undefined) return [];
      if (r.losers.length === 2)
        return [bothLose(r.reason, r.article, RESULT_TEXTS.sanction.say('both', level))];
      // 16.1e, 16.2: struck with his results, this game too: nobody wins it.
      if (level === 'expulsion')
        return [
          result(
            null,
            [loser],
            r.reason,
            r.article,
            OUTCOME_TEXTS.struck(loser, RESULT_TEXTS.sanction.say(loser, level)),
          ),
        ];
      return [lossOf(loser, r.reason, r.article, RESULT_TEXTS.sanction.say(loser, level))];
    }
    case 'sealed-move':
      return null;
    default:
      return board ? [board] : [];
  }
}

/** Why a state breaks an invariant the reducer keeps, or null. */
export function broken(s: ArbiterState): string | null {
  if (s.status === 'idle') return null;
  const g = Game.replay(s.start!, s.moves, { moveLimit: s.options.moveLimit, rules: s.options.rules });
  if (!g.ok) return 'moves do not replay';
  const over = s.status === 'over';
  for (const side of SIDES) {
    const r = s[side];
    const l = ladderCounts(r);
    // Every incident's penalty is counted in the record, beside the faults and sanctions given apart.
    if (r.technical < r.unrecorded + (l['technical-fault'] ?? 0))
      return `${side}: technical below its incidents`;
    if (r.conduct < (l['conduct-fault'] ?? 0)) return `${side}: conduct below its incidents`;
    if (r.reminders < (l.reminder ?? 0)) return `${side}: reminders below its incidents`;
    if (r.warnings < (l.warning ?? 0)) return `${side}: warnings below its incidents`;
    // 7.1n, 7.1m: the third fault of a kind ends the game, and it was this side's loss.
    if (!over && (r.technical >= 3 || r.conduct >= 3)) return `${side}: a third fault, still playing`;
    if (r.conduct > 3 || r.unrecorded > 3) return `${side}: more faults than end a game`;
    const lost = s.result?.losers.includes(side) ?? false;
    if (r.conduct === 3 && !(lost && s.result!.reason === 'conduct-faults'))
      return `${side}: conduct 3 not its loss`;
    if (r.unrecorded === 3 && !(lost && ['unrecorded-moves', 'technical-faults'].includes(s.result!.reason)))
      return `${side}: unrecorded 3 not its loss`;
    if (s.clock === null && !same(r.perpetual, { stage: 0, round: 0, counted: 0 }))
      return `${side}: perpetual counted without a clock`;
    // 10.1.3: perpetual moves count against a stage of 10 moves in 15 minutes.
    const stage = s.clock?.policy[side].stages[r.perpetual.stage];
    if (r.perpetual.counted > 0 && !(stage?.moves === 10 && stage.timeMs === 15 * 60_000))
      return `${side}: perpetual counted outside a 10-in-15 stage`;
  }
  if (!over) return boardResult(g.value) === null ? null : 'the board ended the game, still playing';
  const res = s.result!;
  for (const l of res.losers) {
    const r = s[l];
    if (res.reason === 'technical-faults' && r.technical < 3) return `${l} lost on technical faults it lacks`;
    if (res.reason === 'conduct-faults' && r.conduct < 3) return `${l} lost on conduct faults it lacks`;
    if (res.reason === 'unrecorded-moves' && r.unrecorded < 3)
      return `${l} lost on unrecorded moves it lacks`;
  }
  if (s.clock !== null) {
    const flagged = s.clock.status === 'flagged';
    if (flagged !== ['time', 'quota', 'late-arrival'].includes(res.reason))
      return 'a time loss without the flag';
    if (flagged && !same(flagResult(s.clock), res)) return 'a result that is not the flag';
  }
  const known = resultsFor(s, g.value);
  if (known !== null && !known.some((k) => same(k, res)))
    return `a ${res.reason} result the reducer does not give`;
  return null;
}

/** Every path of a JSON value (the value itself is ''). */
function paths(
  x: Json,
  at: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  out.push(at);
  if (typeof x === 'object' && x !== null)
    for (const k of Object.keys(x)) paths(x[k], [...at, Array.isArray(x) ? Number(k) : k], out);
  return out;
}

const VALUES: unknown[] = [
  -1,
  0.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  1e308,
  2 ** 53,
  0,
  1,
  2,
  3,
  4,
  '1',
  '',
  null,
  true,
  false,
  [],
  {},
  '__proto__',
  'toString',
  'constructor',
  'red',
  'black',
  'both',
  'idle',
  'playing',
  'adjourned',
  'over',
  'technical-faults',
  'conduct-faults',
  'resignation',
  'checkmate',
  'agreement',
];
const KEYS = ['__proto__', 'toString', 'constructor', 'hasOwnProperty', 'extra'];

type Mutation =
  | { op: 'set'; path: number; value: unknown }
  | { op: 'delete'; path: number }
  | { op: 'add'; path: number; key: string; value: unknown }
  | { op: 'duplicate'; path: number }
  | { op: 'bump'; side: Side; field: number; by: number }
  | { op: 'flip' };

const arbMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('set' as const), path: fc.nat(), value: fc.constantFrom(...VALUES) }),
  fc.record({ op: fc.constant('delete' as const), path: fc.nat() }),
  fc.record({
    op: fc.constant('add' as const),
    path: fc.nat(),
    key: fc.constantFrom(...KEYS),
    value: fc.constantFrom(...VALUES),
  }),
  fc.record({ op: fc.constant('duplicate' as const), path: fc.nat() }),
  fc.record({
    op: fc.constant('bump' as const),
    side: fc.constantFrom(...SIDES),
    field: fc.nat(),
    by: fc.constantFrom(-1, 1, 2),
  }),
  fc.record({ op: fc.constant('flip' as const) }),
);

const COUNTS = [
  'technical',
  'conduct',
  'unrecorded',
  'reminders',
  'warnings',
  ...INCIDENT_KINDS.map((k) => `incidents.${k}`),
];

/** Applies one mutation to a JSON copy (its own key set by definition, so `__proto__` stays a key). */
function mutate(s: Json, m: Mutation): Json {
  const all = paths(s);
  const target = (n: number) => all[n % all.length]!;
  const parentOf = (p: (string | number)[]) => p.slice(0, -1).reduce((o: Json, k) => o[k], s);
  const put = (o: Json, k: string | number, v: unknown) =>
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  if (m.op === 'flip') {
    s.turn = s.turn === 'red' ? 'black' : 'red';
  } else if (m.op === 'bump') {
    const [a, b] = COUNTS[m.field % COUNTS.length]!.split('.');
    const o = b === undefined ? s[m.side] : s[m.side][a!];
    o[b ?? a!] += m.by;
  } else {
    const p = target(m.path);
    if (p.length === 0) return m.op === 'set' ? m.value : s;
    const parent = parentOf(p);
    const k = p[p.length - 1]!;
    if (m.op === 'set') put(parent, k, m.value);
    else if (m.op === 'delete') {
      if (Array.isArray(parent)) parent.splice(k as number, 1);
      else delete parent[k];
    } else {
      const v = parent[k];
      if (m.op === 'add' && typeof v === 'object' && v !== null && !Array.isArray(v)) put(v, m.key, m.value);
      if (m.op === 'duplicate' && Array.isArray(v) && v.length > 0) v.push(copy(v[0]));
    }
  }
  return s;
}

describe('parseState against mutated states', () => {
  it('every state of a random game keeps the invariants', () => {
    fc.assert(
      fc.property(arbIntents, fc.constantFrom(null, 'vn-international', 'vn-rapid-15'), (intents, clock) => {
        for (const s of statesOf(intents, clock)) expect(broken(s)).toBeNull();
      }),
      { numRuns: 40 },
    );
  });

  it('a mutation is refused with ARBITER_BAD_STATE, or what is accepted keeps the invariants', () => {
    fc.assert(
      fc.property(
        arbIntents,
        fc.constantFrom(null, 'vn-international', 'vn-rapid-15'),
        fc.array(arbMutation, { minLength: 1, maxLength: 8 }),
        arbIntents,
        (intents, clock, mutations, after) => {
          const all = statesOf(intents, clock);
          for (const [i, m] of mutations.entries()) {
            const before = all[(i * 7919) % all.length]!;
            const edited = mutate(copy(before), m);
            const r = parseState(edited);
            if (!r.ok) {
              expect(r.error.code).toBe('ARBITER_BAD_STATE');
              continue;
            }
            const why = broken(r.value);
            if (why)
              throw new Error(`accepted (${why}) after ${JSON.stringify(m)}: ${JSON.stringify(edited)}`);
            // The reducer goes on from what was accepted, and every state it answers reads back.
            let s = r.value;
            let at = s.at ?? 0;
            for (const intent of after.slice(0, 4)) {
              at += intent.dt;
              s = apply(s, eventFor(s, intent, at)).state;
              const back = parseState(copy(s));
              if (!back.ok) throw new Error(`${back.error.message} after ${JSON.stringify(m)}`);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('parseState refuses a record or a result the events could not give', () => {
  const started = () => apply(createArbiter(), { type: 'start', at: 0 }).state;
  const refused = (s: Json, path: string) => {
    const r = parseState(s);
    expect(r.ok ? 'accepted' : [r.error.code, r.error.path]).toEqual(['ARBITER_BAD_STATE', path]);
  };

  it('incident counts that disagree with the faults, reminders and warnings of their ladders', () => {
    let s = started();
    s = apply(s, { type: 'incident', side: 'red', kind: 'dropped-piece', at: 1 }).state;
    s = apply(s, { type: 'incident', side: 'red', kind: 'dropped-piece', at: 2 }).state;
    s = apply(s, { type: 'incident', side: 'black', kind: 'misconduct', at: 3 }).state;
    expect([s.red.reminders, s.red.technical, s.black.warnings]).toEqual([1, 1, 1]);
    expect(parseState(copy(s)).ok).toBe(true);
    // A second dropped piece is a technical fault (9.8): two drops and none recorded.
    const noFault = copy(s);
    noFault.red.technical = 0;
    refused(noFault, 'red');
    const moreDrops = copy(s);
    moreDrops.red.incidents['dropped-piece'] = 3;
    refused(moreDrops, 'red');
    const noWarning = copy(s);
    noWarning.black.warnings = 0;
    refused(noWarning, 'black');
    const spoke = copy(started());
    spoke.black.incidents['spoke-out-of-turn'] = 1;
    refused(spoke, 'black');
    const borrowed = copy(started());
    borrowed.red.incidents['borrowed-scoresheet'] = 2;
    refused(borrowed, 'red');
  });

  it('a result whose reason, loser or sentence the events could not give', () => {
    const resigned = apply(started(), { type: 'resign', side: 'red', at: 5 }).state;
    expect(parseState(copy(resigned)).ok).toBe(true);
    // The winner and loser swapped under a sentence that still says red resigns.
    const swapped = copy(resigned);
    Object.assign(swapped.result, { winner: 'red', losers: ['black'] });
    refused(swapped, 'result');
    const retold = copy(resigned);
    retold.result.en = 'Black resigns: black loses, red wins.';
    refused(retold, 'result');
    // 7.1n "Phạm lỗi kỹ thuật … 3 lần": a loss on faults with none recorded.
    const onFaults = copy(resigned);
    onFaults.result = faultLoss(['red'], 'conduct', false);
    refused(onFaults, 'result');
    // A sanction cites an article numbered as the law does.
    const sanctioned = copy(apply(started(), { type: 'sanction', side: 'red', level: 'loss', at: 5 }).state);
    expect(parseState(sanctioned).ok).toBe(true);
    sanctioned.result.article = 'toString';
    refused(sanctioned, 'result');
    // A checkmate where the board shows none.
    const mate = copy(resigned);
    mate.result = lossOf('red', 'checkmate', '7.1a', RESULT_TEXTS.checkmate.say('red'));
    refused(mate, 'result');
  });

  it('a loss on time and the flag of the clock kept go together (10.2.4)', () => {
    const timed = apply(createArbiter(), { type: 'start', clock: 'vn-90', at: 0 }).state;
    const resigned = copy(apply(timed, { type: 'resign', side: 'red', at: 5 }).state);
    expect(parseState(resigned).ok).toBe(true);
    // A loss on time while the clock shows no flag.
    resigned.result = timeLoss('red', 'time');
    refused(resigned, 'result');
    const flagged = copy(apply(timed, { type: 'clock', command: { type: 'flag', at: 6_000_000 } }).state);
    expect([flagged.status, flagged.clock.status]).toEqual(['over', 'flagged']);
    expect(parseState(flagged).ok).toBe(true);
    // The flag fell for red: a result naming black the loser is not the clock's.
    flagged.result = timeLoss(other(flagged.result.losers[0]), flagged.result.reason);
    refused(flagged, 'result');
  });

  it('a game the board ended, still playing', () => {
    // Black is mated on the board: a rook checks along the last rank, another holds the next.
    const fen = 'R3k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1';
    const over = apply(createArbiter(), { type: 'start', fen, at: 0 }).state;
    expect([over.status, over.result?.reason]).toEqual(['over', 'checkmate']);
    expect(parseState(copy(over)).ok).toBe(true);
    const playing = copy(over);
    Object.assign(playing, { status: 'playing', result: null });
    refused(playing, 'status');
  });

  it('perpetual moves counted without a clock, or outside a stage of 10 moves in 15 minutes', () => {
    const s = copy(started());
    s.red.perpetual.counted = 4;
    refused(s, 'red');
    // 10.1.3 counts them toward a quota of 10 moves in 15 minutes; vn-90 has none.
    const timed = copy(apply(createArbiter(), { type: 'start', clock: 'vn-90', at: 0 }).state);
    expect(parseState(timed).ok).toBe(true);
    timed.black.perpetual.counted = 2;
    refused(timed, 'black');
  });
});
