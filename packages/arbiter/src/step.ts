// The reducer's types, a floor below everything that computes: the step an event answers, the
// working copy of a state, the event of one type and the handler of one type. This file imports
// types only, from the model (event, state, ruling).
import type { ArbiterEvent, EventType } from './event';
import type { Ruling } from './ruling';
import type { ArbiterState, SideRecord } from './state';

/**
 * The answer to an event: the new state and the ruling. A refused event leaves the state as it
 * was, except that a clock the arbiter keeps is brought to the event's instant (a flag that fell
 * meanwhile ends the game: the law's exact instant decides, 10.2.4).
 *
 * @example
 * ```ts
 * import { apply, createArbiter } from '@xq/arbiter';
 * const step = apply(createArbiter(), { type: 'move', move: 'h2e2' });
 * step.ruling.error?.code; // 'ARBITER_NOT_STARTED'
 * ```
 * @category Reducer
 */
export interface Step {
  /** The state after the event. */
  readonly state: ArbiterState;
  /** The arbiter's ruling. */
  readonly ruling: Ruling;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type RecordDraft = Mutable<Omit<SideRecord, 'incidents'>> & { incidents: Mutable<SideRecord['incidents']> };

/** A state being changed by one event: a shallow copy, with copies of both side records. */
export type Draft = Mutable<Omit<ArbiterState, 'red' | 'black'>> & { red: RecordDraft; black: RecordDraft };

/** The event of one type (of several: the draw events share one shape). */
export type EventOf<K extends EventType> = ArbiterEvent & { readonly type: K };

/**
 * The handler of one event type: it rules on an event that passed every gate of `apply`, given
 * the working copy (the event's instant already set), the state before and the instant.
 */
export type Handler<K extends EventType> = (
  d: Draft,
  before: ArbiterState,
  ev: EventOf<K>,
  at: number,
) => Step;
