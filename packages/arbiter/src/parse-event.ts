// Reading an event from JSON: every field checked against its type's vocabulary (event.ts), so
// that `apply` never trusts its input.
import { type ClockPolicy, findPreset, parseCommand, parsePolicy } from '@xq/clock';
import { parseSquare, parseUci } from '@xq/core';
import {
  type ArbiterEvent,
  CLAIM_RULES,
  EVENT_TYPES,
  type EventType,
  FAULT_KINDS,
  INCIDENT_KINDS,
  IRREGULAR_KINDS,
  SANCTION_GIVERS,
  SANCTION_LEVELS,
  THIRD_PARTIES,
  type ThirdParty,
} from './event';
import { snapshot } from './guard';
import { type ArbiterError, fail, type Result } from './result';
import type { Side } from './vocab';

const KEYS: Readonly<Record<EventType, readonly string[]>> = {
  start: ['fen', 'clock', 'absent'],
  touch: ['side', 'square', 'squares', 'accidental', 'adjust', 'by', 'admitted', 'seen'],
  move: ['move', 'side', 'via'],
  fault: ['side', 'kind', 'article', 'note'],
  incident: ['side', 'kind'],
  unrecorded: ['side', 'moves', 'remainingMs'],
  'offer-draw': ['side', 'by'],
  'accept-draw': ['side', 'by'],
  'decline-draw': ['side', 'by'],
  claim: ['side', 'rule', 'by'],
  resign: ['side'],
  seal: ['side', 'move'],
  unseal: ['explanation'],
  flag: ['side', 'reason'],
  clock: ['command'],
  sanction: ['side', 'level', 'by', 'article', 'note'],
  takeback: ['side'],
  irregular: ['kind'],
  restore: ['ply', 'kind'],
};

const MAX_TEXT = 500;
const MAX_SQUARES = 90;
/** An article numbered as the law does (16.3, 15.7b, 7.1n): what an event may cite. */
export const ARTICLE = /^\d{1,2}(\.\d{1,2}){0,3}[a-z]?$/;

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isSide(x: unknown): x is Side {
  return x === 'red' || x === 'black';
}

function isThirdParty(x: unknown): x is ThirdParty {
  return (THIRD_PARTIES as readonly unknown[]).includes(x);
}

function isInt(x: unknown, min: number, max: number): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x) && x >= min && x <= max;
}

function bad(message: string, path: string) {
  return fail('ARBITER_BAD_EVENT', message, path);
}

function isSquareName(x: unknown): x is string {
  return typeof x === 'string' && x.length === 2 && parseSquare(x) !== undefined;
}

function text(x: unknown): x is string {
  return typeof x === 'string' && x.length <= MAX_TEXT;
}

/** An event's fields as read, and whether one is given (an own key, not `undefined`). */
interface Fields {
  readonly o: Record<string, unknown>;
  readonly has: (k: string) => boolean;
}

/** The answer of a field check: an error, or `null` when the fields are right. */
type Refusal = { ok: false; error: ArbiterError } | null;

const bySide = (f: Fields, what: string): Refusal =>
  f.has('by') && !(f.o.by === f.o.side || isThirdParty(f.o.by))
    ? bad(`by must be ${what} or one of ${THIRD_PARTIES.join(', ')}`, 'by')
    : null;

const oneOf = (f: Fields, k: string, list: readonly string[]): Refusal =>
  (list as readonly unknown[]).includes(f.o[k]) ? null : bad(`${k} must be one of ${list.join(', ')}`, k);

const squareList = (f: Fields, k: 'squares' | 'via'): Refusal => {
  const v = f.o[k];
  return !Array.isArray(v) || v.length === 0 || v.length > MAX_SQUARES || !v.every(isSquareName)
    ? bad(`${k} must be a list of points a0..i9`, k)
    : null;
};

const articleAndNote = ({ o, has }: Fields): Refusal => {
  if (has('article') && !(typeof o.article === 'string' && ARTICLE.test(o.article))) {
    return bad('article is numbered as the law does: 16.3, 15.7b, 7.1n', 'article');
  }
  if (has('note') && !text(o.note))
    return bad(`note must be a string of at most ${MAX_TEXT} characters`, 'note');
  return null;
};

function checkTouch({ o, has }: Fields): Refusal {
  if (has('square') === has('squares')) return bad('give exactly one of square or squares', 'square');
  if (has('square') && !isSquareName(o.square)) return bad('square must be a point a0..i9', 'square');
  if (has('squares')) {
    const e = squareList({ o, has }, 'squares');
    if (e) return e;
  }
  for (const k of ['accidental', 'adjust'] as const) {
    if (has(k) && typeof o[k] !== 'boolean') return bad(`${k} must be true or false`, k);
  }
  if (o.accidental === true && o.adjust === true)
    return bad('a touch is accidental or an adjustment, not both', 'adjust');
  if (has('by') && !(isSide(o.by) || o.by === 'arbiter' || isThirdParty(o.by))) {
    return bad(`by must be a side, arbiter or one of ${THIRD_PARTIES.join(', ')}`, 'by');
  }
  for (const k of ['admitted', 'seen'] as const) {
    if (has(k) && typeof o[k] !== 'boolean') return bad(`${k} must be true or false`, k);
  }
  return null;
}

function checkStart({ o, has }: Fields): Refusal {
  if (has('fen') && !text(o.fen)) return bad(`fen must be a string of at most ${MAX_TEXT} characters`, 'fen');
  if (has('clock')) {
    const c = typeof o.clock === 'string' ? findPreset(o.clock) : parsePolicy(o.clock);
    if (!c.ok) return bad(`clock: ${c.error.message}`, 'clock');
  }
  if (has('absent')) {
    const a = o.absent;
    if (!Array.isArray(a) || a.length > 2 || !a.every(isSide) || new Set(a).size !== a.length) {
      return bad('absent must be a list of distinct sides', 'absent');
    }
  }
  return null;
}

const moveText = ({ o }: Fields): Refusal =>
  text(o.move) ? null : bad(`move must be a string of at most ${MAX_TEXT} characters`, 'move');

const none = (): Refusal => null;

/**
 * The checks of each event type's own fields, after the type, the unknown fields, `at` and
 * `side`: one entry per type, so a new type without its check does not compile.
 */
const CHECKS: { readonly [K in EventType]: (f: Fields) => Refusal } = {
  start: checkStart,
  touch: checkTouch,
  move: (f) =>
    moveText(f) ??
    (parseUci(f.o.move as string).ok ? null : bad('move must be ICCS coordinates like h2e2', 'move')) ??
    (f.has('via') ? squareList(f, 'via') : null),
  fault: (f) => oneOf(f, 'kind', FAULT_KINDS) ?? articleAndNote(f),
  incident: (f) => oneOf(f, 'kind', INCIDENT_KINDS),
  unrecorded: ({ o, has }) =>
    has('moves') && !isInt(o.moves, 1, 10_000)
      ? bad('moves must be an integer from 1 to 10000', 'moves')
      : has('remainingMs') && !isInt(o.remainingMs, 0, Number.MAX_SAFE_INTEGER)
        ? bad('remainingMs must be a non-negative integer', 'remainingMs')
        : null,
  'offer-draw': (f) => bySide(f, 'the side itself'),
  'accept-draw': (f) => bySide(f, 'the side itself'),
  'decline-draw': (f) => bySide(f, 'the side itself'),
  claim: (f) => bySide(f, 'the claimant') ?? oneOf(f, 'rule', CLAIM_RULES),
  resign: none,
  seal: moveText,
  unseal: ({ o, has }) =>
    has('explanation') && !(text(o.explanation) && parseUci(o.explanation as string).ok)
      ? bad('explanation must be ICCS coordinates like h2e2', 'explanation')
      : null,
  flag: ({ o, has }) =>
    has('reason') && !['time', 'quota', 'late'].includes(o.reason as string)
      ? bad('reason must be time, quota or late', 'reason')
      : null,
  // The clock command is read (and copied) by parseEvent itself: it carries the event's instant.
  clock: none,
  sanction: (f) =>
    oneOf(f, 'level', SANCTION_LEVELS) ??
    (f.has('by') ? oneOf(f, 'by', SANCTION_GIVERS) : null) ??
    articleAndNote(f),
  takeback: none,
  irregular: (f) => oneOf(f, 'kind', IRREGULAR_KINDS),
  restore: ({ o, has }) =>
    has('ply') && !isInt(o.ply, 0, 10_000)
      ? bad('ply must be an integer from 0 to 10000', 'ply')
      : has('kind') && o.kind !== 'illegal' && o.kind !== 'misplaced'
        ? bad('kind must be illegal or misplaced', 'kind')
        : null,
};

/** The types whose `side` may be left out (the side to move's, decided by `apply`). */
const OPTIONAL_SIDE: readonly EventType[] = ['move', 'touch', 'seal'];
/** The types without a side. */
const NO_SIDE: readonly EventType[] = ['start', 'unseal', 'clock', 'irregular', 'restore'];

/** The check of `side`: required, optional, or `'both'` allowed (a fault or sanction of both). */
function checkSide(t: EventType, { o, has }: Fields): Refusal {
  if (OPTIONAL_SIDE.includes(t)) {
    return has('side') && !isSide(o.side) ? bad('side must be "red" or "black"', 'side') : null;
  }
  if (NO_SIDE.includes(t)) return null;
  const both = t === 'fault' || t === 'sanction';
  if (isSide(o.side) || (both && o.side === 'both')) return null;
  return bad(both ? 'side must be "red", "black" or "both"' : 'side must be "red" or "black"', 'side');
}

/**
 * Validates an event read from JSON (a log, a socket, a JSONL line already parsed). Unknown
 * fields are refused; square and move fields must be ICCS coordinates. {@link apply} runs the
 * same check, so it never trusts its input either.
 *
 * @example
 * ```ts
 * import { parseEvent } from '@xq/arbiter';
 * parseEvent({ type: 'move', move: 'h2e2' }).ok; // true
 * parseEvent({ type: 'move', move: 'h2e2', __proto__: 1 }).ok; // true: not an own key
 * parseEvent({ type: 'fault', side: 'red', kind: 'moral' }).ok; // false
 * ```
 * @category Events
 */
export function parseEvent(given: unknown): Result<ArbiterEvent> {
  // Read once: a getter or a proxy's trap that throws is a malformed event, never an exception.
  const plain = snapshot(given);
  if (!plain.ok) return bad(`the event ${plain.error.message}`, plain.error.path);
  const input = plain.value;
  if (!isObj(input)) return bad('an event is a JSON object { type, ... }', '');
  const type = input.type;
  if (typeof type !== 'string' || !(EVENT_TYPES as readonly string[]).includes(type)) {
    return bad(`type must be one of ${EVENT_TYPES.join(', ')}`, 'type');
  }
  const t = type as EventType;
  const allowed = KEYS[t];
  for (const k of Object.keys(input)) {
    if (k !== 'type' && k !== 'at' && !allowed.includes(k)) return bad(`unknown field "${k}" for ${t}`, k);
  }
  const o = input;
  const f: Fields = { o, has: (k) => Object.hasOwn(o, k) && o[k] !== undefined };
  if (f.has('at') && !isInt(o.at, 0, Number.MAX_SAFE_INTEGER)) {
    return bad('at must be a non-negative integer of milliseconds', 'at');
  }
  const refused = checkSide(t, f) ?? CHECKS[t](f);
  if (refused) return refused;
  const out: Record<string, unknown> = { type: t };
  if (f.has('at')) out.at = o.at;
  if (t === 'clock') {
    const c = parseCommand(o.command);
    if (!c.ok) return bad(`command: ${c.error.message}`, `command${c.error.path ? `.${c.error.path}` : ''}`);
    if (f.has('at') && o.at !== c.value.at) return bad('at must be the command’s own at', 'at');
    out.command = c.value;
    out.at = c.value.at;
  }
  for (const k of allowed) {
    if (k === 'command' || !f.has(k)) continue;
    const v = o[k];
    if (k === 'clock' && typeof v !== 'string') {
      out.clock = (parsePolicy(v) as { value: ClockPolicy }).value;
    } else if (k === 'square') out[k] = (v as string).toLowerCase();
    else if (k === 'squares' || k === 'via') out[k] = (v as string[]).map((x) => x.toLowerCase());
    else out[k] = Array.isArray(v) ? [...v] : v;
  }
  return { ok: true, value: out as ArbiterEvent };
}
