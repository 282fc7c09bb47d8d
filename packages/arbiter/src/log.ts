import { parseState as parseClockState } from '@xq/clock';
import { Game, parseSquare } from '@xq/core';
import { apply } from './apply';
import { type ArbiterEvent, INCIDENT_KINDS } from './event';
import { snapshot } from './guard';
import { checkedOptions, createArbiter, parseOptions } from './options';
import { parseEvent } from './parse-event';
import { idleMismatch, reachable } from './reachable';
import { fail, type Result } from './result';
import type { Ruling } from './ruling';
import { ARBITER_STATUSES, type ArbiterOptions, type ArbiterState } from './state';

/**
 * A game at the board as an event log: the options and every event given, in order. Plain,
 * versioned JSON; {@link replay} turns it back into the exact state and rulings.
 *
 * @example
 * ```ts
 * import { createLog, record } from '@xq/arbiter';
 * const log = record(createLog(), { type: 'start' });
 * log.events.length; // 1
 * ```
 * @category Log
 */
export interface ArbiterLog {
  /** Format version, always `1`. */
  readonly version: 1;
  /** The options of the game. */
  readonly options: ArbiterOptions;
  /**
   * The events, in the order they were applied: a frozen array, made once per log the first time
   * it is read (a log made by {@link record} copies its events then). To follow a growing log,
   * read {@link eventCount} and {@link eventsSince}, which copy nothing already seen.
   */
  readonly events: readonly ArbiterEvent[];
}

/**
 * An empty log with the options of `createArbiter(options)`.
 *
 * @example
 * ```ts
 * import { createLog } from '@xq/arbiter';
 * createLog().events; // []
 * ```
 * @throws {TypeError} when `options` are not valid.
 * @category Log
 */
export function createLog(options: Parameters<typeof createArbiter>[0] = {}): ArbiterLog {
  return { version: 1, options: checkedOptions('createLog', options), events: [] };
}

/**
 * A new log with one more event (the input log is not touched). Record every event given to
 * {@link apply}, refused ones included: replay keeps every `step.state`, as a host does. The log
 * keeps the event as {@link parseEvent} reads it, a plain copy that JSON writes and
 * {@link parseLog} reads back; an event it cannot read (a BigInt, an unknown field, an `at` that
 * is no instant), which `apply` answers `bad-event` without changing anything, is left out, so
 * that the log stays a log the package reads: `record` answers the same log. Appending is
 * amortised constant time: the logs of one chain share their events, each reading only its own,
 * and `events` is a frozen array, so no log ever changes after it is made.
 *
 * @example
 * ```ts
 * import { createLog, record } from '@xq/arbiter';
 * record(createLog(), { type: 'start' }).events[0].type; // 'start'
 * ```
 * @throws {TypeError} when `log` is not an object with an `events` array (or cannot be read), or its options are
 * not valid, or (a log not made by `record`) one of its events is not one {@link parseEvent} reads.
 * @category Log
 */
export function record(log: ArbiterLog, event: ArbiterEvent): ArbiterLog {
  const c = contents('record', log);
  const read = parseEvent(event);
  if (!read.ok) return log;
  // The newest log of a chain shares its buffer with the next: appending is a push (amortised
  // constant), and each log reads the buffer up to its own length, so no older log changes. A log
  // appended to twice (a branch) starts a buffer of its own; one not made here is its copy.
  let buffer: ArbiterEvent[];
  if (c.chain === undefined) buffer = readEvents(c.events);
  else if (c.chain.buffer.length === c.length) buffer = c.chain.buffer;
  else buffer = c.chain.buffer.slice(0, c.length);
  buffer.push(read.value);
  return chained(c.options, buffer);
}

// The events of a log made by hand, each as parseEvent reads it: a log record answers is one
// parseLog reads back, so an event it cannot read is a programmer error, not left in the copy.
function readEvents(events: readonly ArbiterEvent[]): ArbiterEvent[] {
  return events.map((e, i) => {
    const read = parseEvent(e);
    if (!read.ok) throw new TypeError(`record: log.events[${i}] is not an event: ${read.error.message}`);
    return read.value;
  });
}

/** The log {@link record} made: the buffer it reads its events from, how many are its own, its options. */
interface Chain {
  readonly buffer: ArbiterEvent[];
  readonly length: number;
  readonly options: ArbiterOptions;
}
const CHAINS = new WeakMap<ArbiterLog, Chain>();

// A log whose `events` are the first `buffer.length` events of the buffer, made into a frozen
// array the first time they are read (a host that only records and replays never copies them).
function chained(options: ArbiterOptions, buffer: ArbiterEvent[]): ArbiterLog {
  const length = buffer.length;
  let events: readonly ArbiterEvent[] | undefined;
  const log = { version: 1, options } as {
    events: readonly ArbiterEvent[];
  } & ArbiterLog;
  Object.defineProperty(log, 'events', {
    enumerable: true,
    get: () => {
      events ??= Object.freeze(buffer.slice(0, length));
      return events;
    },
  });
  CHAINS.set(log, { buffer, length, options });
  return log;
}

/** What a log holds, each field read once: its options, its first `length` events, its chain. */
interface Contents {
  readonly options: ArbiterOptions;
  readonly events: readonly ArbiterEvent[];
  readonly length: number;
  readonly chain: Chain | undefined;
}

function thrown(e: unknown): string {
  return (e instanceof Error ? e.message : typeof e).split('\n')[0]!.slice(0, 200);
}

/**
 * The contents of a log, or a `TypeError` naming `fn` (a programmer error, not a log; never a
 * deep "Cannot read properties", nor what an app's getter or proxy threw). A log not made by
 * {@link record} is read once and copied: its events, and its options checked.
 */
function contents(fn: string, log: unknown): Contents {
  const chain = CHAINS.get(log as ArbiterLog);
  if (chain !== undefined)
    return { options: chain.options, events: chain.buffer, length: chain.length, chain };
  const shape = `${fn}: log must be an ArbiterLog { version, options, events: [] }`;
  if (!isObj(log)) throw new TypeError(shape);
  let events: ArbiterEvent[];
  let options: unknown;
  try {
    const given = log.events;
    if (!Array.isArray(given)) throw new TypeError(shape);
    events = Array.from(given as ArbiterEvent[]);
    options = log.options;
  } catch (e) {
    if (e instanceof TypeError && e.message === shape) throw e;
    throw new TypeError(`${fn}: log could not be read (${thrown(e)})`);
  }
  return { options: checkedOptions(fn, options), events, length: events.length, chain: undefined };
}

/**
 * How many events a log holds, in constant time for a log made by {@link record}: a host that follows a game reads this (and
 * {@link eventsSince}) after each {@link record}, where `log.events` would copy the whole list
 * once for every log it is read from.
 *
 * @example
 * ```ts
 * import { createLog, eventCount, record } from '@xq/arbiter';
 * eventCount(record(createLog(), { type: 'start' })); // 1
 * ```
 * @throws {TypeError} when `log` is not an object with an `events` array (or cannot be read), or its options are not valid.
 * @category Log
 */
export function eventCount(log: ArbiterLog): number {
  return contents('eventCount', log).length;
}

/**
 * The events of a log from index `from` on, as a new frozen array: the work is the events
 * answered, so a host that keeps how many it has seen reads each event once over a whole game.
 *
 * @example
 * ```ts
 * import { createLog, eventsSince, record } from '@xq/arbiter';
 * const log = record(record(createLog(), { type: 'start' }), { type: 'resign', side: 'red' });
 * eventsSince(log, 1).map((e) => e.type); // ['resign']
 * ```
 * @throws {TypeError} when `log` is not an object with an `events` array (or cannot be read), or its options are not valid.
 * @throws {RangeError} when `from` is not an integer from 0 to the number of events.
 * @category Log
 */
export function eventsSince(log: ArbiterLog, from: number): readonly ArbiterEvent[] {
  const c = contents('eventsSince', log);
  const n = c.length;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 0 || from > n)
    throw new RangeError(
      `eventsSince: from must be an integer from 0 to ${n}, got ${typeof from === 'number' ? from : typeof from}`,
    );
  return Object.freeze(c.events.slice(from, n));
}

/**
 * Replays a log from a fresh arbiter: the same state, byte for byte in JSON, as applying the
 * events one by one, and every ruling.
 *
 * @example
 * ```ts
 * import { createLog, record, replay } from '@xq/arbiter';
 * let log = record(createLog(), { type: 'start' });
 * log = record(log, { type: 'fault', side: 'red', kind: 'technical' });
 * replay(log).state.red.technical; // 1
 * ```
 * @throws {TypeError} when `log` is not an object with an `events` array (or cannot be read), or its options are not valid.
 * @category Log
 */
export function replay(log: ArbiterLog): {
  /** The state after the last event. */
  state: ArbiterState;
  /** The ruling of every event, in order. */
  rulings: Ruling[];
} {
  const c = contents('replay', log);
  let state = createArbiter(c.options);
  const rulings: Ruling[] = [];
  for (let i = 0; i < c.length; i++) {
    const step = apply(state, c.events[i]!);
    state = step.state;
    rulings.push(step.ruling);
  }
  return { state, rulings };
}

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Reads a log from JSON (already parsed): the options and every event are validated.
 *
 * @example
 * ```ts
 * import { parseLog } from '@xq/arbiter';
 * parseLog({ version: 1, options: {}, events: [{ type: 'start' }] }).ok; // true
 * parseLog({ version: 1, options: {}, events: [{ type: 'jump' }] }).ok; // false
 * ```
 * @category Log
 */
export function parseLog(given: unknown): Result<ArbiterLog> {
  const plain = snapshot(given);
  if (!plain.ok) return fail('ARBITER_BAD_LOG', `the log ${plain.error.message}`, plain.error.path);
  const input = plain.value;
  if (!isObj(input) || input.version !== 1)
    return fail('ARBITER_BAD_LOG', 'a log is { version: 1, options, events }');
  for (const k of Object.keys(input)) {
    if (k !== 'version' && k !== 'options' && k !== 'events')
      return fail('ARBITER_BAD_LOG', `unknown field "${k}"`, k);
  }
  const options = parseOptions(input.options);
  if (!options.ok) return fail('ARBITER_BAD_LOG', `options: ${options.error.message}`, 'options');
  if (!Array.isArray(input.events)) return fail('ARBITER_BAD_LOG', 'events must be a list', 'events');
  const events: ArbiterEvent[] = [];
  for (let i = 0; i < input.events.length; i++) {
    const e = parseEvent(input.events[i]);
    if (!e.ok) return fail('ARBITER_BAD_LOG', `event ${i}: ${e.error.message}`, `events[${i}]`);
    events.push(e.value);
  }
  return { ok: true, value: { version: 1, options: options.value, events } };
}

const STATE_KEYS = [
  'version',
  'options',
  'status',
  'start',
  'fen',
  'moves',
  'turn',
  'touches',
  'drawOffer',
  'sealed',
  'red',
  'black',
  'clock',
  'at',
  'result',
  'swapped',
] as const;
const RECORD_KEYS = [
  'technical',
  'conduct',
  'unrecorded',
  'accidental',
  'incidents',
  'reminders',
  'warnings',
  'perpetual',
] as const;
const COUNT_MAX = 1_000_000;

function exactKeys(o: Record<string, unknown>, keys: readonly string[]): boolean {
  const k = Object.keys(o);
  return k.length === keys.length && keys.every((x) => Object.hasOwn(o, x));
}

function count(x: unknown): boolean {
  return typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 && x <= COUNT_MAX;
}

function isSide(x: unknown): boolean {
  return x === 'red' || x === 'black';
}

function checkRecord(x: unknown): string | null {
  if (!isObj(x) || !exactKeys(x, RECORD_KEYS)) return 'bad fields';
  for (const k of ['technical', 'conduct', 'unrecorded', 'accidental', 'reminders', 'warnings'] as const) {
    if (!count(x[k])) return `${k} must be a count`;
  }
  if ((x.unrecorded as number) > (x.technical as number)) return 'unrecorded faults are technical faults';
  const inc = x.incidents;
  if (!isObj(inc) || !exactKeys(inc, INCIDENT_KINDS) || !INCIDENT_KINDS.every((k) => count(inc[k]))) {
    return 'bad incidents';
  }
  const p = x.perpetual;
  if (
    !isObj(p) ||
    !exactKeys(p, ['stage', 'round', 'counted']) ||
    !count(p.stage) ||
    !count(p.round) ||
    !count(p.counted)
  ) {
    return 'bad perpetual';
  }
  return null;
}

function checkResult(x: unknown): boolean {
  if (x === null) return true;
  if (!isObj(x) || !exactKeys(x, ['winner', 'losers', 'reason', 'article', 'vi', 'en'])) return false;
  if (x.winner !== null && !isSide(x.winner)) return false;
  if (
    !Array.isArray(x.losers) ||
    x.losers.length > 2 ||
    !x.losers.every(isSide) ||
    new Set(x.losers).size !== x.losers.length
  ) {
    return false;
  }
  return ['reason', 'article', 'vi', 'en'].every((k) => typeof x[k] === 'string' && x[k]!.length <= 2000);
}

/**
 * Reads a stored state from JSON (already parsed), checking every field and replaying the
 * moves from the start position, so a corrupted or hand-edited state is refused rather than
 * trusted. Beyond each field, the state must be one the reducer produces: the incidents' penalties
 * counted in the record (INCIDENT_LADDERS), a third fault only with the loss it brings (7.1n,
 * 7.1m), a result with the sentence the arbiter gives for its reason and sides, and a position
 * the board did not end still in play.
 *
 * @example
 * ```ts
 * import { apply, createArbiter, parseState } from '@xq/arbiter';
 * const stored = JSON.parse(JSON.stringify(apply(createArbiter(), { type: 'start' }).state));
 * parseState(stored).ok; // true
 * parseState({ ...stored, moves: ['h2h9'] }).ok; // false: the move does not replay
 * ```
 * @category Log
 */
export function parseState(given: unknown): Result<ArbiterState> {
  const bad = (m: string, path?: string) => fail('ARBITER_BAD_STATE', m, path);
  const plain = snapshot(given);
  if (!plain.ok) return bad(`the state ${plain.error.message}`, plain.error.path);
  const input = plain.value;
  if (!isObj(input) || !exactKeys(input, STATE_KEYS) || input.version !== 1) {
    return bad(`a state is { ${STATE_KEYS.join(', ')} } with version 1`);
  }
  const options = parseOptions(input.options);
  if (!options.ok || JSON.stringify(options.value) !== JSON.stringify(input.options)) {
    return bad('the options are not normalised options', 'options');
  }
  if (!(ARBITER_STATUSES as readonly unknown[]).includes(input.status)) return bad('bad status', 'status');
  if (!isSide(input.turn)) return bad('bad turn', 'turn');
  if (
    input.at !== null &&
    !(typeof input.at === 'number' && Number.isSafeInteger(input.at) && input.at >= 0)
  ) {
    return bad('at is a non-negative integer or null', 'at');
  }
  const idle = input.status === 'idle';
  let game: Game | null = null;
  const moves = input.moves;
  if (
    !Array.isArray(moves) ||
    moves.length > 10_000 ||
    !moves.every((m) => typeof m === 'string' && m.length === 4)
  ) {
    return bad('moves is a list of coordinate moves', 'moves');
  }
  if (idle) {
    if (input.start !== null || input.fen !== null || moves.length > 0)
      return bad('an idle state has no position');
  } else {
    if (typeof input.start !== 'string' || typeof input.fen !== 'string')
      return bad('start and fen are FENs', 'start');
    const g = Game.replay(input.start, moves as string[], options.value);
    if (!g.ok) return bad(`the moves do not replay: ${g.error.message}`, 'moves');
    if (g.value.start.fen() !== input.start) return bad('start is not a normalised FEN', 'start');
    if (g.value.position.fen() !== input.fen) return bad('fen is not the position after the moves', 'fen');
    if (g.value.position.turn !== input.turn) return bad('turn is not the side to move', 'turn');
    game = g.value;
  }
  const t = input.touches;
  if (
    !Array.isArray(t) ||
    t.length > 1000 ||
    !t.every(
      (x) =>
        isObj(x) &&
        exactKeys(x, ['squares']) &&
        Array.isArray(x.squares) &&
        x.squares.length > 0 &&
        x.squares.length <= 90 &&
        x.squares.every((s) => typeof s === 'string' && s.length === 2 && parseSquare(s) !== undefined),
    )
  ) {
    return bad('touches is a list of { squares }', 'touches');
  }
  if (input.drawOffer !== null && !isSide(input.drawOffer)) return bad('bad drawOffer', 'drawOffer');
  const sealed = input.sealed;
  if ((input.status === 'adjourned') !== (sealed !== null))
    return bad('a sealed move goes with status adjourned', 'sealed');
  if (
    sealed !== null &&
    !(
      isObj(sealed) &&
      exactKeys(sealed, ['side', 'move']) &&
      isSide(sealed.side) &&
      typeof sealed.move === 'string' &&
      sealed.move.length <= 500
    )
  ) {
    return bad('bad sealed', 'sealed');
  }
  for (const side of ['red', 'black'] as const) {
    const e = checkRecord(input[side]);
    if (e) return bad(e, side);
  }
  if (input.clock !== null) {
    const c = parseClockState(input.clock);
    if (!c.ok) return bad(`clock: ${c.error.message}`, 'clock');
    // The clock hears its commands from the arbiter's events: its last instant is never later.
    if (typeof input.at === 'number' && c.value.at !== null && c.value.at > input.at)
      return bad('the clock is ahead of the last event', 'clock');
  }
  if (!checkResult(input.result) || (input.status === 'over') !== (input.result !== null)) {
    return bad('a result goes with status over', 'result');
  }
  if (typeof input.swapped !== 'boolean') return bad('swapped is true or false', 'swapped');
  const state = input as unknown as ArbiterState;
  const impossible = game === null ? idleMismatch(state, STATE_KEYS) : reachable(state, game);
  if (impossible) return bad(`a state the arbiter cannot reach: ${impossible[0]}`, impossible[1]);
  return { ok: true, value: state };
}
