import { type ClockCommand, type ClockPolicy, findPreset, parseCommand, parsePolicy } from '@xq/clock';
import { parseSquare, parseUci } from '@xq/core';
import { fail, type Result } from './result';
import type { Side } from './vocab';

/**
 * Every event type, as a list.
 *
 * @example
 * ```ts
 * import { EVENT_TYPES } from '@xq/arbiter';
 * EVENT_TYPES.includes('touch'); // true
 * ```
 * @category Events
 */
export const EVENT_TYPES = [
  'start',
  'touch',
  'move',
  'fault',
  'incident',
  'unrecorded',
  'offer-draw',
  'accept-draw',
  'decline-draw',
  'claim',
  'resign',
  'seal',
  'unseal',
  'flag',
  'clock',
  'sanction',
  'takeback',
  'irregular',
  'restore',
] as const;

/**
 * One of {@link EVENT_TYPES}.
 *
 * @example
 * ```ts
 * import type { EventType } from '@xq/arbiter';
 * const t: EventType = 'seal';
 * ```
 * @category Events
 */
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The two kinds of recorded fault: `technical` (lỗi kỹ thuật, Điều 16.3) and `conduct` (lỗi tác
 * phong, Điều 15.7b). Three of one kind lose the game (7.1n); the two kinds are not added
 * together (Luật Cờ Tướng, Quyết định 1409/2004, “Hướng dẫn sử dụng quyển Luật Cờ Tướng”, point 8: "luật không có chỉ dẫn cộng lỗi tác phong và lỗi kỹ
 * thuật").
 *
 * @example
 * ```ts
 * import { FAULT_KINDS } from '@xq/arbiter';
 * FAULT_KINDS; // ['technical', 'conduct']
 * ```
 * @category Events
 */
export const FAULT_KINDS = ['technical', 'conduct'] as const;

/**
 * One of {@link FAULT_KINDS}.
 *
 * @example
 * ```ts
 * import type { FaultKind } from '@xq/arbiter';
 * const k: FaultKind = 'conduct';
 * ```
 * @category Events
 */
export type FaultKind = (typeof FAULT_KINDS)[number];

/**
 * Incidents the law answers with its own ladder (see {@link INCIDENT_LADDERS}):
 * `dropped-piece` (9.8), `clock-stopped` (10.2.2), `forgot-press` (10.2.1), `misconduct`
 * (15.7a, 15.7b), `borrowed-scoresheet` (11.3a), `spoke-out-of-turn` (16.3).
 *
 * @example
 * ```ts
 * import { INCIDENT_KINDS } from '@xq/arbiter';
 * INCIDENT_KINDS.includes('dropped-piece'); // true
 * ```
 * @category Events
 */
export const INCIDENT_KINDS = [
  'dropped-piece',
  'clock-stopped',
  'forgot-press',
  'misconduct',
  'borrowed-scoresheet',
  'spoke-out-of-turn',
] as const;

/**
 * One of {@link INCIDENT_KINDS}.
 *
 * @example
 * ```ts
 * import type { IncidentKind } from '@xq/arbiter';
 * const k: IncidentKind = 'misconduct';
 * ```
 * @category Events
 */
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/**
 * The sanctions an arbiter gives by hand (Điều 16.1): `reminder` (nhắc nhở), `warning` (cảnh
 * cáo), `loss` (xử thua ván cờ), `disqualification` (truất quyền thi đấu, by the chief arbiter,
 * 16.2), `expulsion` (xóa tên, by the chief arbiter and the organisers, 16.2). The last three end
 * the game lost for the side (7.1l).
 *
 * @example
 * ```ts
 * import { SANCTION_LEVELS } from '@xq/arbiter';
 * SANCTION_LEVELS.length; // 5
 * ```
 * @category Events
 */
export const SANCTION_LEVELS = ['reminder', 'warning', 'loss', 'disqualification', 'expulsion'] as const;

/**
 * One of {@link SANCTION_LEVELS}.
 *
 * @example
 * ```ts
 * import type { SanctionLevel } from '@xq/arbiter';
 * const l: SanctionLevel = 'warning';
 * ```
 * @category Events
 */
export type SanctionLevel = (typeof SANCTION_LEVELS)[number];

/**
 * What the 60-move claim or the repetition claim asks for (Điều 12, 7.1g–h, 7.2b–c).
 *
 * @example
 * ```ts
 * import { CLAIM_RULES } from '@xq/arbiter';
 * CLAIM_RULES; // ['move-limit', 'repetition']
 * ```
 * @category Events
 */
export const CLAIM_RULES = ['move-limit', 'repetition'] as const;

/**
 * One of {@link CLAIM_RULES}.
 *
 * @example
 * ```ts
 * import type { ClaimRule } from '@xq/arbiter';
 * const c: ClaimRule = 'move-limit';
 * ```
 * @category Events
 */
export type ClaimRule = (typeof CLAIM_RULES)[number];

/**
 * The people other than the players and the arbiter who may be at a game: a coach, a team
 * leader, a player's relative, a spectator, anyone else. What they raise has no value (Điều
 * 9.11c, 15.5a, 10.2.1b): an event whose `by` is one of them is refused with its article.
 *
 * @example
 * ```ts
 * import { THIRD_PARTIES } from '@xq/arbiter';
 * THIRD_PARTIES.includes('coach'); // true
 * ```
 * @category Events
 */
export const THIRD_PARTIES = ['coach', 'team-leader', 'relative', 'spectator', 'other'] as const;

/**
 * One of {@link THIRD_PARTIES}.
 *
 * @example
 * ```ts
 * import type { ThirdParty } from '@xq/arbiter';
 * const p: ThirdParty = 'team-leader';
 * ```
 * @category Events
 */
export type ThirdParty = (typeof THIRD_PARTIES)[number];

/**
 * The irregular positions of Điều 9.9 the arbiter finds: `setup`, the pieces set up wrongly from
 * the start (9.9a); `colours-order`, the colours confused and the side due to move second moved
 * first (9.9b); `colours`, the colours confused but the side due to move first did move first
 * (9.9c).
 *
 * @example
 * ```ts
 * import { IRREGULAR_KINDS } from '@xq/arbiter';
 * IRREGULAR_KINDS; // ['setup', 'colours-order', 'colours']
 * ```
 * @category Events
 */
export const IRREGULAR_KINDS = ['setup', 'colours-order', 'colours'] as const;

/**
 * One of {@link IRREGULAR_KINDS}.
 *
 * @example
 * ```ts
 * import type { IrregularKind } from '@xq/arbiter';
 * const k: IrregularKind = 'setup';
 * ```
 * @category Events
 */
export type IrregularKind = (typeof IRREGULAR_KINDS)[number];

/**
 * An event at the board, as JSON. Every event may carry `at`, an integer millisecond instant
 * from a monotonic source the host chooses (needed only with a clock; it defaults to the last
 * instant, so no time passes). Squares and moves are ICCS coordinates (`h2`, `h2e2`).
 *
 * - `start`: the game starts from `fen` (default: the start position), with a clock when
 *   `clock` names a preset of `@xq/clock` or gives a policy; `absent` sides (10.2.1a).
 * - `touch`: `side` touches the piece on `square` (or the pieces on `squares` at the same
 *   instant); `accidental` for a touch the arbiter finds inadvertent (9.6); `adjust` for an
 *   announced adjustment, "tôi sửa quân này" (9.5a).
 * - `move`: the side to move plays `move`; `via`: the points the piece was set on, in order (9.7).
 * - `fault`: the arbiter records a `technical` or `conduct` fault (with its `article`).
 * - `incident`: an incident with its own ladder ({@link INCIDENT_KINDS}).
 * - `unrecorded`: the arbiter finds `moves` consecutive moves missing from `side`'s scoresheet,
 *   not made up (11.3b); `remainingMs`: the side's clock time, when the arbiter keeps no clock.
 * - `offer-draw` / `accept-draw` / `decline-draw` (7.2d, 15.7k).
 * - `claim`: a claim under the 60-move rule or of a repetition (Điều 12; 7.1g, 7.1h).
 * - `resign` (7.1k). `seal` / `unseal`: the sealed move of an adjournment (10.3, 7.1i);
 *   `explanation`: the move the sealer's explanation shows he meant (7.1i, "mà không giải thích
 *   được").
 * - `flag`: the clock (kept outside the arbiter) shows `side`'s time out (7.1d), its quota missed
 *   (10.1.2) or its late arrival (7.1e). `clock`: a command for the clock the arbiter keeps.
 * - `sanction`: a sanction given by hand (16.1); `side: 'both'` for both players (15.7b).
 * - `takeback`: a player wants to take a move back (refused, 9.5b).
 * - `irregular`: an irregular position of Điều 9.9 found ({@link IRREGULAR_KINDS}): the game is
 *   annulled and replayed (9.9a, 9.9b) or kept with the colours swapped (9.9c); after the game the
 *   result stands (9.9d) and swapped colours are recorded (9.9e).
 * - `restore`: an illegal move (9.10a) or a piece set off a point (9.10b, `kind: 'misplaced'`)
 *   found: the position is restored from the scoresheet to before move `ply` (the moves that
 *   stand; default: all of them, 9.10.1) with the clock stopped; after the game the result stands
 *   (9.10.2).
 *
 * `by` says who raises a touch, a claim or a draw offer: the player (default), for a touch the
 * opponent who reports it (it counts only when `admitted`, 9.11b) or the `arbiter` who saw it,
 * or one of {@link THIRD_PARTIES}, whose word has no value (9.11c, 15.5a, 10.2.1b).
 *
 * @example
 * ```ts
 * import type { ArbiterEvent } from '@xq/arbiter';
 * const game: ArbiterEvent[] = [
 *   { type: 'start' },
 *   { type: 'touch', side: 'red', square: 'h2' },
 *   { type: 'move', move: 'h2e2' },
 * ];
 * ```
 * @category Events
 */
export type ArbiterEvent =
  | {
      /** The game starts. */
      readonly type: 'start';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** The start position (default: the law's, Điều 3). */
      readonly fen?: string;
      /** A clock: a preset name of `@xq/clock`, or a policy. */
      readonly clock?: string | ClockPolicy;
      /** Sides absent at the start (10.2.1a). */
      readonly absent?: readonly Side[];
    }
  | {
      /** A piece (or several at once) touched. */
      readonly type: 'touch';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who touched (default: the side to move). */
      readonly side?: Side;
      /** The point touched. */
      readonly square?: string;
      /** Points touched at the same instant (the order cannot be told). */
      readonly squares?: readonly string[];
      /** The arbiter finds the touch inadvertent (9.6). */
      readonly accidental?: boolean;
      /** An announced adjustment, "tôi sửa quân này" (9.5a). */
      readonly adjust?: boolean;
      /** Who reports the touch: the toucher (default), the opponent, the arbiter, a third party. */
      readonly by?: Side | 'arbiter' | ThirdParty;
      /** The toucher admits a touch the opponent reports (9.11b). */
      readonly admitted?: boolean;
    }
  | {
      /** A move played. */
      readonly type: 'move';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** The move, ICCS coordinates (`h2e2`). */
      readonly move: string;
      /** When given, checked against the side to move. */
      readonly side?: Side;
      /** The points the piece was set on, in order (9.7). */
      readonly via?: readonly string[];
    }
  | {
      /** A fault recorded. */
      readonly type: 'fault';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who, or both. */
      readonly side: Side | 'both';
      /** Technical or conduct. */
      readonly kind: FaultKind;
      /** The article the fault comes from (e.g. `16.3`). */
      readonly article?: string;
      /** What happened, for the record. */
      readonly note?: string;
    }
  | {
      /** An incident with its own ladder. */
      readonly type: 'incident';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who. */
      readonly side: Side;
      /** What. */
      readonly kind: IncidentKind;
    }
  | {
      /** Moves missing from a scoresheet. */
      readonly type: 'unrecorded';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Whose scoresheet. */
      readonly side: Side;
      /** How many consecutive moves are missing (default 4). */
      readonly moves?: number;
      /** The side's clock time, when the arbiter keeps no clock (11.1a). */
      readonly remainingMs?: number;
    }
  | {
      /** A draw offer, accepted or declined. */
      readonly type: 'offer-draw' | 'accept-draw' | 'decline-draw';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who. */
      readonly side: Side;
      /** Who speaks for the side: the player (default) or a third party (10.2.1b: no value). */
      readonly by?: Side | ThirdParty;
    }
  | {
      /** A claim to the arbiter. */
      readonly type: 'claim';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who claims. */
      readonly side: Side;
      /** Under which rule. */
      readonly rule: ClaimRule;
      /** Who raises the claim: the player (default) or a third party (15.5a: no value). */
      readonly by?: Side | ThirdParty;
    }
  | {
      /** A resignation, or a player who gives up. */
      readonly type: 'resign';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who. */
      readonly side: Side;
    }
  | {
      /** The side to move seals its move. */
      readonly type: 'seal';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who seals (default: the side to move). */
      readonly side?: Side;
      /** What is written in the envelope (opaque until opened). */
      readonly move: string;
    }
  | {
      /** The envelope is opened and play resumes. */
      readonly type: 'unseal';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** The move the sealer's accepted explanation shows (7.1i). */
      readonly explanation?: string;
    }
  | {
      /** The clock (kept outside) shows a side out of time, short of its quota, or late. */
      readonly type: 'flag';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who. */
      readonly side: Side;
      /** Why (default `time`). */
      readonly reason?: 'time' | 'quota' | 'late';
    }
  | {
      /** A command for the arbiter's clock (arrive, pause, resume, adjust, flag). */
      readonly type: 'clock';
      /** The instant: the command's own `at`. */
      readonly at?: number;
      /** The command. */
      readonly command: ClockCommand;
    }
  | {
      /** A sanction given by hand. */
      readonly type: 'sanction';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who, or both (15.7b). */
      readonly side: Side | 'both';
      /** The level (16.1). */
      readonly level: SanctionLevel;
      /** The article (default 16.1's letter, or 15.7b for both). */
      readonly article?: string;
      /** What happened, for the record. */
      readonly note?: string;
    }
  | {
      /** A player wants to take a move back. */
      readonly type: 'takeback';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who. */
      readonly side: Side;
    }
  | {
      /** An irregular position found (9.9). */
      readonly type: 'irregular';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Which one. */
      readonly kind: IrregularKind;
    }
  | {
      /** An illegal move or a misplaced piece found: the position restored (9.10). */
      readonly type: 'restore';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** The moves of the scoresheet that stand (default: all, 9.10.1). */
      readonly ply?: number;
      /** An illegal move (9.10a, default) or a piece set off a point (9.10b). */
      readonly kind?: 'illegal' | 'misplaced';
    };

const KEYS: Readonly<Record<EventType, readonly string[]>> = {
  start: ['fen', 'clock', 'absent'],
  touch: ['side', 'square', 'squares', 'accidental', 'adjust', 'by', 'admitted'],
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
  sanction: ['side', 'level', 'article', 'note'],
  takeback: ['side'],
  irregular: ['kind'],
  restore: ['ply', 'kind'],
};

const MAX_TEXT = 500;
const MAX_SQUARES = 90;
const ARTICLE = /^\d{1,2}(\.\d{1,2}){0,3}[a-z]?$/;

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
export function parseEvent(input: unknown): Result<ArbiterEvent> {
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
  const has = (k: string) => Object.hasOwn(o, k) && o[k] !== undefined;
  if (has('at') && !isInt(o.at, 0, Number.MAX_SAFE_INTEGER)) {
    return bad('at must be a non-negative integer of milliseconds', 'at');
  }
  // A touch or a seal without a side is the side to move's (decided by `apply`).
  const optionalSide = ['move', 'touch', 'seal'].includes(t);
  if (optionalSide && has('side') && !isSide(o.side)) return bad('side must be "red" or "black"', 'side');
  const needsSide = ![
    'start',
    'unseal',
    'clock',
    'irregular',
    'restore',
    ...(optionalSide ? [t] : []),
  ].includes(t);
  const both = t === 'fault' || t === 'sanction';
  if (needsSide && !(isSide(o.side) || (both && o.side === 'both'))) {
    return bad(both ? 'side must be "red", "black" or "both"' : 'side must be "red" or "black"', 'side');
  }
  const out: Record<string, unknown> = { type: t };
  if (has('at')) out.at = o.at;
  switch (t) {
    case 'start': {
      if (has('fen') && !text(o.fen))
        return bad(`fen must be a string of at most ${MAX_TEXT} characters`, 'fen');
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
      break;
    }
    case 'touch': {
      if (has('square') === has('squares')) return bad('give exactly one of square or squares', 'square');
      if (has('square') && !isSquareName(o.square)) return bad('square must be a point a0..i9', 'square');
      if (has('squares')) {
        const s = o.squares;
        if (!Array.isArray(s) || s.length === 0 || s.length > MAX_SQUARES || !s.every(isSquareName)) {
          return bad('squares must be a list of points a0..i9', 'squares');
        }
      }
      for (const k of ['accidental', 'adjust'] as const) {
        if (has(k) && typeof o[k] !== 'boolean') return bad(`${k} must be true or false`, k);
      }
      if (o.accidental === true && o.adjust === true)
        return bad('a touch is accidental or an adjustment, not both', 'adjust');
      if (has('by') && !(isSide(o.by) || o.by === 'arbiter' || isThirdParty(o.by))) {
        return bad(`by must be a side, arbiter or one of ${THIRD_PARTIES.join(', ')}`, 'by');
      }
      if (has('admitted') && typeof o.admitted !== 'boolean')
        return bad('admitted must be true or false', 'admitted');
      break;
    }
    case 'irregular':
      if (!(IRREGULAR_KINDS as readonly unknown[]).includes(o.kind)) {
        return bad(`kind must be one of ${IRREGULAR_KINDS.join(', ')}`, 'kind');
      }
      break;
    case 'restore':
      if (has('ply') && !isInt(o.ply, 0, 10_000)) return bad('ply must be an integer from 0 to 10000', 'ply');
      if (has('kind') && o.kind !== 'illegal' && o.kind !== 'misplaced') {
        return bad('kind must be illegal or misplaced', 'kind');
      }
      break;
    case 'move':
    case 'seal': {
      if (!text(o.move)) return bad(`move must be a string of at most ${MAX_TEXT} characters`, 'move');
      if (t === 'move' && !parseUci(o.move as string).ok)
        return bad('move must be ICCS coordinates like h2e2', 'move');
      if (t === 'move' && has('via')) {
        const v = o.via;
        if (!Array.isArray(v) || v.length === 0 || v.length > MAX_SQUARES || !v.every(isSquareName)) {
          return bad('via must be a list of points a0..i9', 'via');
        }
      }
      break;
    }
    case 'fault':
    case 'sanction': {
      if (t === 'fault' && !(FAULT_KINDS as readonly unknown[]).includes(o.kind)) {
        return bad(`kind must be one of ${FAULT_KINDS.join(', ')}`, 'kind');
      }
      if (t === 'sanction' && !(SANCTION_LEVELS as readonly unknown[]).includes(o.level)) {
        return bad(`level must be one of ${SANCTION_LEVELS.join(', ')}`, 'level');
      }
      if (has('article') && !(typeof o.article === 'string' && ARTICLE.test(o.article))) {
        return bad('article is numbered as the law does: 16.3, 15.7b, 7.1n', 'article');
      }
      if (has('note') && !text(o.note))
        return bad(`note must be a string of at most ${MAX_TEXT} characters`, 'note');
      break;
    }
    case 'incident':
      if (!(INCIDENT_KINDS as readonly unknown[]).includes(o.kind)) {
        return bad(`kind must be one of ${INCIDENT_KINDS.join(', ')}`, 'kind');
      }
      break;
    case 'unrecorded':
      if (has('moves') && !isInt(o.moves, 1, 10_000))
        return bad('moves must be an integer from 1 to 10000', 'moves');
      if (has('remainingMs') && !isInt(o.remainingMs, 0, Number.MAX_SAFE_INTEGER)) {
        return bad('remainingMs must be a non-negative integer', 'remainingMs');
      }
      break;
    case 'claim':
      if (has('by') && !(o.by === o.side || isThirdParty(o.by))) {
        return bad(`by must be the claimant or one of ${THIRD_PARTIES.join(', ')}`, 'by');
      }
      if (!(CLAIM_RULES as readonly unknown[]).includes(o.rule)) {
        return bad(`rule must be one of ${CLAIM_RULES.join(', ')}`, 'rule');
      }
      break;
    case 'offer-draw':
    case 'accept-draw':
    case 'decline-draw':
      if (has('by') && !(o.by === o.side || isThirdParty(o.by))) {
        return bad(`by must be the side itself or one of ${THIRD_PARTIES.join(', ')}`, 'by');
      }
      break;
    case 'unseal':
      if (has('explanation') && !(text(o.explanation) && parseUci(o.explanation as string).ok)) {
        return bad('explanation must be ICCS coordinates like h2e2', 'explanation');
      }
      break;
    case 'flag':
      if (has('reason') && !['time', 'quota', 'late'].includes(o.reason as string)) {
        return bad('reason must be time, quota or late', 'reason');
      }
      break;
    case 'clock': {
      const c = parseCommand(o.command);
      if (!c.ok)
        return bad(`command: ${c.error.message}`, `command${c.error.path ? `.${c.error.path}` : ''}`);
      if (has('at') && o.at !== c.value.at) return bad('at must be the command’s own at', 'at');
      out.command = c.value;
      out.at = c.value.at;
      break;
    }
    default:
      break;
  }
  for (const k of allowed) {
    if (k === 'command' || !has(k)) continue;
    const v = o[k];
    if (k === 'clock' && typeof v !== 'string') {
      out.clock = (parsePolicy(v) as { value: ClockPolicy }).value;
    } else if (k === 'square') out[k] = (v as string).toLowerCase();
    else if (k === 'squares' || k === 'via') out[k] = (v as string[]).map((x) => x.toLowerCase());
    else out[k] = Array.isArray(v) ? [...v] : v;
  }
  return { ok: true, value: out as ArbiterEvent };
}
