// The reducer's entry point: an event read (parse-event.ts), then the gates every event passes
// in order, each with its article (time order, who raises it, started, not over, the clock's
// flag, adjournment), then the handler of its type from a table with one entry per type:
// start.ts, touch-event.ts, moves.ts (move, takeback), sealed.ts (seal, unseal), resign.ts,
// penalties.ts (fault, incident, sanction), scoresheet.ts (unrecorded), draws.ts (the three draw
// events), claims.ts, time.ts (flag, clock), irregular.ts (irregular, restore).
// The handlers share draft.ts (the working copy and the step returned), texts.ts (the ruling
// texts), results.ts (the results that end a game) and faults.ts (faults and the third that loses).
import { stateAt } from '@xq/clock';
import { parseSquare } from '@xq/core';
import { claim } from './claims';
import { answer, draft, end, isClockLive } from './draft';
import { draw } from './draws';
import { type ArbiterEvent, type EventType, INCIDENT_KINDS } from './event';
import { irregular, restore } from './irregular';
import { move, takeback } from './moves';
import { parseOptions } from './options';
import { parseEvent } from './parse-event';
import { thirdParty } from './parties';
import { fault, incident, sanction } from './penalties';
import { resign } from './resign';
import type { ArbiterErrorCode } from './result';
import { flagResult } from './results';
import { RULING_TEXTS } from './ruling-texts';
import { unrecorded } from './scoresheet';
import { seal, unseal } from './sealed';
import { start } from './start';
import { ARBITER_STATUSES, type ArbiterState } from './state';
import type { Draft, EventOf, Handler, Step } from './step';
import { refusal, ruling } from './texts';
import { clock, flag } from './time';
import { touch } from './touch-event';

/** What a gate sees: the state before, the event read, its instant and the working copy. */
interface Passage {
  readonly state: ArbiterState;
  readonly ev: ArbiterEvent;
  readonly at: number;
  readonly d: Draft;
}

/** A check every event passes before its handler, unless its type is one the gate lets by. */
interface Gate {
  /** What the gate requires. */
  readonly name: string;
  /** The article it applies (`null`: an input error, no rule of the law). */
  readonly article: string | null;
  /** The event types it lets through unchecked. */
  readonly except: readonly EventType[];
  /** The answer that stops the event here, or `null` to let it through. */
  readonly check: (p: Passage) => Step | null;
}

/** A refusal of the event by a gate: the state as it was. */
function refuse(
  { state, ev }: Passage,
  code: ArbiterErrorCode,
  text: { readonly vi: string; readonly en: string },
  article: string | null = null,
): Step {
  const side = 'side' in ev && ev.side !== 'both' ? (ev.side ?? null) : null;
  return { state, ruling: refusal(ev.type, side, article, code, text.en, text.vi) };
}

const REFUSED = RULING_TEXTS.refused;

/** The events still heard while the game is adjourned (10.3): the envelope, and the arbiter's own. */
const WHILE_ADJOURNED: readonly EventType[] = [
  'unseal',
  'resign',
  'fault',
  'incident',
  'sanction',
  'unrecorded',
  'clock',
  'irregular',
];

/** The gates, in the order they are passed. */
const GATES: readonly Gate[] = [
  {
    name: 'in time order',
    article: null,
    except: [],
    check: (p) =>
      p.state.at !== null && p.at < p.state.at
        ? refuse(p, 'ARBITER_TIME_BACKWARDS', REFUSED.timeBackwards.say(p.at, p.state.at))
        : null,
  },
  {
    name: 'raised by a player or the arbiter',
    article: '9.11c, 15.5a, 10.2.1b',
    except: [],
    check: (p) => thirdParty(p.state, p.ev),
  },
  {
    name: 'the game has started',
    article: null,
    except: ['start'],
    check: (p) =>
      p.state.status === 'idle' ? refuse(p, 'ARBITER_NOT_STARTED', REFUSED.notStarted.say()) : null,
  },
  {
    // After the result, only what the arbiter finds about the game itself: the scoresheets
    // (11.1a), an irregular position (9.9d, 9.9e), a wrong move (9.10.2). 7.2f: a side mated or
    // without a move cannot offer a draw.
    name: 'the game is not over',
    article: 'Điều 7',
    except: ['start', 'unrecorded', 'irregular', 'restore'],
    check: (p) => {
      const r = p.state.result;
      if (p.state.status !== 'over' || r === null) return null;
      const mated = p.ev.type === 'offer-draw' && (r.reason === 'checkmate' || r.reason === 'no-legal-moves');
      return mated
        ? refuse(p, 'ARBITER_GAME_OVER', REFUSED.matedOffersDraw.say(), REFUSED.matedOffersDraw.article)
        : refuse(p, 'ARBITER_GAME_OVER', REFUSED.gameOver.say(r.reason, r.article), r.article);
    },
  },
  {
    // The clock is brought to this instant first: a flag that fell meanwhile decides.
    name: 'no flag fell before the event',
    article: '10.2.4',
    except: ['start', 'clock'],
    check: ({ state, ev, at, d }) => {
      if (!isClockLive(d.clock) || state.status === 'over') return null;
      const c = stateAt(d.clock, at);
      d.clock = c;
      if (c.status !== 'flagged') return null;
      const res = flagResult(c);
      end(d, res, at);
      return answer(d, state, ev.type, {
        code: 'flag',
        accepted: false,
        side: c.flag!.side,
        article: res.article,
        ...RULING_TEXTS.flag.beforeEvent.say(res),
        result: res,
      });
    },
  },
  {
    name: 'the game is not adjourned',
    article: '10.3.1',
    except: ['start', ...WHILE_ADJOURNED],
    check: (p) =>
      p.state.status === 'adjourned'
        ? refuse(p, 'ARBITER_ADJOURNED', REFUSED.adjourned.say(), REFUSED.adjourned.article)
        : null,
  },
];

/** The handler of each event type: a type without one does not compile. */
const HANDLERS: { readonly [K in EventType]: Handler<K> } = {
  start,
  touch,
  move,
  fault,
  incident,
  unrecorded,
  'offer-draw': draw,
  'accept-draw': draw,
  'decline-draw': draw,
  claim,
  resign,
  seal,
  unseal,
  flag,
  clock,
  sanction,
  takeback,
  irregular,
  restore,
};

/** Hands an event to the handler of its type. */
function handle<K extends EventType>(d: Draft, state: ArbiterState, ev: EventOf<K>, at: number): Step {
  return (HANDLERS[ev.type] as Handler<K>)(d, state, ev, at);
}

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isSide = (x: unknown): boolean => x === 'red' || x === 'black';
const isCount = (x: unknown): boolean => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
const COUNTS = ['technical', 'conduct', 'unrecorded', 'accidental', 'reminders', 'warnings'] as const;

/** A side record the handlers can count on: every count a non-negative integer. */
function isRecord(x: unknown): boolean {
  if (!isObj(x)) return false;
  const { incidents, perpetual } = x;
  if (!isObj(incidents) || !isObj(perpetual)) return false;
  for (const k of COUNTS) if (!isCount(x[k])) return false;
  for (const k of INCIDENT_KINDS) if (!isCount(incidents[k])) return false;
  return isCount(perpetual.stage) && isCount(perpetual.round) && isCount(perpetual.counted);
}

/** Options objects already read as normalised options (a state's options are shared by the states after it). */
const NORMALISED = new WeakSet<object>();
function isOptions(x: unknown): boolean {
  if (!isObj(x)) return false;
  if (NORMALISED.has(x)) return true;
  const o = parseOptions(x);
  if (!o.ok || JSON.stringify(o.value) !== JSON.stringify(x)) return false;
  NORMALISED.add(x);
  return true;
}

function isTouches(x: unknown): boolean {
  if (!Array.isArray(x)) return false;
  for (const t of x) {
    if (!isObj(t) || !Array.isArray(t.squares) || t.squares.length === 0) return false;
    for (const q of t.squares) if (typeof q !== 'string' || parseSquare(q) === undefined) return false;
  }
  return true;
}

function isResult(x: unknown): boolean {
  if (x === null) return true;
  if (!isObj(x) || !(x.winner === null || isSide(x.winner)) || !Array.isArray(x.losers)) return false;
  for (const l of x.losers) if (!isSide(l)) return false;
  return (
    typeof x.reason === 'string' &&
    typeof x.article === 'string' &&
    typeof x.vi === 'string' &&
    typeof x.en === 'string'
  );
}

/** The fields of a state and what each holds, checked before the reducer reads one. */
const STATE_FIELDS: readonly (readonly [string, string, (x: unknown) => boolean])[] = [
  [
    'status',
    `one of ${ARBITER_STATUSES.join(', ')}`,
    (x) => (ARBITER_STATUSES as readonly unknown[]).includes(x),
  ],
  ['options', 'normalised options (parseOptions)', isOptions],
  ['start', 'a string or null', (x) => x === null || typeof x === 'string'],
  ['fen', 'a string or null', (x) => x === null || typeof x === 'string'],
  ['moves', 'an array', Array.isArray],
  ['turn', 'red or black', isSide],
  ['touches', 'a list of { squares }', isTouches],
  ['drawOffer', 'red, black or null', (x) => x === null || isSide(x)],
  [
    'sealed',
    'a { side, move } or null',
    (x) => x === null || (isObj(x) && isSide(x.side) && typeof x.move === 'string'),
  ],
  ['red', 'a side record', isRecord],
  ['black', 'a side record', isRecord],
  ['clock', 'a clock state or null', (x) => x === null || (isObj(x) && typeof x.status === 'string')],
  ['at', 'a finite number or null', (x) => x === null || (typeof x === 'number' && Number.isFinite(x))],
  ['result', 'a result or null', isResult],
];

/**
 * A `TypeError` naming `apply` and the field unless `state` has the shape of an arbiter state
 * (whether its moves replay is found when its game is needed): never a deep "Cannot read
 * properties of undefined" from inside a handler, nor what an app's getter or proxy threw.
 */
function requireState(state: unknown): asserts state is ArbiterState {
  if (!isObj(state))
    throw new TypeError(
      'apply: state must be an ArbiterState (createArbiter, apply, or parseState of a stored one)',
    );
  for (const [key, what, fits] of STATE_FIELDS) {
    let ok: boolean;
    try {
      ok = fits(state[key]);
    } catch (e) {
      const why = (e instanceof Error ? e.message : typeof e).split('\n')[0]!.slice(0, 200);
      throw new TypeError(
        `apply: state.${key} could not be read (${why}): read a stored state with parseState`,
      );
    }
    if (!ok) throw new TypeError(`apply: state.${key} must be ${what}: read a stored state with parseState`);
  }
}

/**
 * Applies one event: the arbiter's only way to change. Pure: the input state is not touched, and
 * nothing is ever thrown — a malformed event, a time going backwards or an event out of place is
 * answered with a ruling whose `error` says why. Every ruling cites its article.
 *
 * @example
 * ```ts
 * import { apply, createArbiter } from '@xq/arbiter';
 * let s = apply(createArbiter(), { type: 'start' }).state;
 * s = apply(s, { type: 'touch', side: 'red', square: 'h2' }).state;
 * const r = apply(s, { type: 'move', move: 'b2e2' }).ruling; // the other cannon
 * [r.code, r.article, r.accepted]; // ['move-refused', '9.1', false]
 * ```
 * @throws {TypeError} when `state` was not made by this package (not the shape of a state, or its
 * moves do not replay): read a stored state with {@link parseState} first.
 * @category Reducer
 */
export function apply(state: ArbiterState, input: ArbiterEvent): Step {
  requireState(state);
  const parsed = parseEvent(input);
  if (!parsed.ok) {
    return {
      state,
      ruling: ruling(null, {
        code: 'bad-event',
        accepted: false,
        side: null,
        article: null,
        ...RULING_TEXTS['bad-event'].unread.say(parsed.error.message, parsed.error.path),
        error: parsed.error,
      }),
    };
  }
  const ev = parsed.value;
  const at = ev.at ?? state.at ?? 0;
  const d = draft(state);
  d.at = at;
  const passage: Passage = { state, ev, at, d };
  for (const gate of GATES) {
    if (gate.except.includes(ev.type)) continue;
    const stopped = gate.check(passage);
    if (stopped) return stopped;
  }
  return handle(d, state, ev as EventOf<EventType>, at);
}
