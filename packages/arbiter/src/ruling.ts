import type { EventType, FaultKind } from './event';
import type { ArbiterError } from './result';
import type { ArbiterResult } from './state';
import type { TouchClause } from './touch';
import type { Penalty, Side } from './vocab';

/**
 * Every ruling code, as a list: what the arbiter decided about an event.
 *
 * @example
 * ```ts
 * import { RULING_CODES } from './ruling'; // internal to @xq/arbiter
 * RULING_CODES.includes('move-refused'); // true
 * ```
 * @category Rulings
 */
export const RULING_CODES = [
  'started',
  'touched',
  'touch-no-obligation',
  'no-piece',
  'accidental-touch',
  'adjusted',
  'adjust-refused',
  'moved',
  'move-refused',
  'illegal-move',
  'fault',
  'incident',
  'unrecorded',
  'unrecorded-short',
  'unrecorded-exempt',
  'draw-offered',
  'draw-offer-refused',
  'draw-accepted',
  'draw-declined',
  'draw-refused',
  'claim-valid',
  'claim-premature',
  'claim-repetition',
  'resigned',
  'sealed',
  'seal-refused',
  'unsealed',
  'sealed-move-invalid',
  'flag',
  'clock',
  'sanction',
  'takeback-refused',
  'touch-unproven',
  'third-party',
  'annulled',
  'colours-swapped',
  'result-stands',
  'restored',
  'refused',
  'bad-event',
] as const;

/**
 * One of {@link RULING_CODES}.
 *
 * @example
 * ```ts
 * import type { RulingCode } from './ruling'; // internal to @xq/arbiter
 * const c: RulingCode = 'touched';
 * ```
 * @category Rulings
 */
export type RulingCode = (typeof RULING_CODES)[number];

/**
 * A fault recorded by a ruling, with the side's count of that kind after it.
 *
 * @example
 * ```ts
 * import type { FaultRecord } from '@xq/arbiter';
 * const f: FaultRecord = { side: 'red', kind: 'technical', article: '9.1', count: 1 };
 * ```
 * @category Rulings
 */
export interface FaultRecord {
  /** Who. */
  readonly side: Side;
  /** Technical or conduct. */
  readonly kind: FaultKind;
  /** The article that gives the fault. */
  readonly article: string;
  /** The side's faults of this kind, this one included. */
  readonly count: number;
}

/**
 * What a touch requires, as JSON: the clause, the moves allowed (`null`: any legal move) and
 * whether another move costs a technical fault.
 *
 * @example
 * ```ts
 * import type { ObligationView } from '@xq/arbiter';
 * const o: ObligationView = { clause: '9.1', simultaneous: false, moves: ['h2e2'], fault: false };
 * ```
 * @category Rulings
 */
export interface ObligationView {
  /** The clause of Điều 9 that applies. */
  readonly clause: TouchClause;
  /** Touched at the same instant (Điều 9.5). */
  readonly simultaneous: boolean;
  /** The moves allowed, sorted, or `null` for any legal move. */
  readonly moves: readonly string[] | null;
  /** Another move costs a technical fault. */
  readonly fault: boolean;
}

/**
 * The arbiter's answer to one event: what it decided, the article (as the law numbers it:
 * `9.1`, `7.1n`, `12b`), a sentence in Vietnamese (Trắng/Đen) and in English (red/black), and
 * what follows: the touch obligation now in force, the faults recorded, the penalty given and the
 * one the ladder gives next, time given to a side, the result when the game ended. Every field is
 * always present (`null` when it does not apply), so the JSON is stable.
 *
 * @example
 * ```ts
 * import { apply, createArbiter } from '@xq/arbiter';
 * let s = apply(createArbiter(), { type: 'start' }).state;
 * const r = apply(s, { type: 'touch', side: 'red', square: 'h2' }).ruling;
 * [r.code, r.article, r.obligation?.moves?.length]; // ['touched', '9.1', 12]
 * ```
 * @category Rulings
 */
export interface Ruling {
  /** The event's type, or `null` for an event that could not be read. */
  readonly event: EventType | null;
  /** What was decided. */
  readonly code: RulingCode;
  /** True when the event took effect as asked. */
  readonly accepted: boolean;
  /** The side concerned, when one is. */
  readonly side: Side | null;
  /** The article applied, or `null` for input errors. */
  readonly article: string | null;
  /**
   * Why no article applies, when `article` is `null` (an event that could not be read, events out
   * of order, the record of the game rather than a decision under the law), in Vietnamese and
   * English; `null` when an article is cited.
   */
  readonly noArticle: {
    /** Why, in Vietnamese. */
    readonly vi: string;
    /** Why, in English. */
    readonly en: string;
  } | null;
  /** The ruling in Vietnamese. */
  readonly vi: string;
  /** The ruling in English. */
  readonly en: string;
  /** The touch obligation in force after the event (Điều 9.1–9.5), or `null`. */
  readonly obligation: ObligationView | null;
  /** Faults recorded by this event. */
  readonly faults: readonly FaultRecord[];
  /** The penalty given now, or `null`. */
  readonly penalty: Penalty | null;
  /** The penalty the ladder gives the side next time, or `null`. */
  readonly next: Penalty | null;
  /** Time added to a side's clock (12b), or `null`. */
  readonly time: {
    /** The side whose clock gets the time. */
    readonly side: Side;
    /** Milliseconds added. */
    readonly deltaMs: number;
  } | null;
  /** The result, when the game ended with this event. */
  readonly result: ArbiterResult | null;
  /** Why the event was refused as input or out of place, or `null`. */
  readonly error: ArbiterError | null;
}
