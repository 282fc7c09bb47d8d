import type { Side } from './policy';
import type { FlagReason } from './state';

/**
 * What happened, with the exact instant of each happening (a flag inside a think is reported at
 * the instant the time ran out, not at the command that revealed it).
 *
 * - `started`, `arrived`, `paused`, `resumed`, `adjourned`, `finished`: as the commands say.
 * - `pressed`: a move was completed; `thinkMs` is its think time, `bonusMs` the bonus it earned.
 * - `quota-met`: a stage's move quota was met (or passed its check at the flag).
 * - `stage`: a side reached a new stage (or a new round of a repeated stage), `addedMs` added.
 * - `overtime`: the main time ran out and overtime began.
 * - `period`: a byo-yomi period was used up; `block`: a new Canadian block began.
 * - `time-up`: with claim finality, a side's time ran out (it loses only when claimed).
 * - `flag`: a side lost on time; `forfeit`: a side lost by arriving too late.
 * - `adjusted`: an arbiter correction, with what changed.
 *
 * @example
 * ```ts
 * import { apply, createClock, getPreset, type ClockEvent } from '@xq/clock';
 * const s0 = createClock(getPreset('vn-60'));
 * const events: readonly ClockEvent[] = apply(s0, { type: 'start', at: 0 }).events;
 * events[0]; // { type: 'started', at: 0 }
 * ```
 * @category Events
 */
export type ClockEvent =
  | { readonly type: 'started'; readonly at: number; readonly absent?: readonly Side[] }
  | { readonly type: 'arrived'; readonly at: number; readonly side: Side }
  | {
      readonly type: 'pressed';
      readonly at: number;
      readonly side: Side;
      readonly thinkMs: number;
      readonly bonusMs: number;
      readonly bankMs: number;
      readonly moves: number;
    }
  | { readonly type: 'quota-met'; readonly at: number; readonly side: Side; readonly credited: number }
  | {
      readonly type: 'stage';
      readonly at: number;
      readonly side: Side;
      readonly stage: number;
      readonly round: number;
      readonly addedMs: number;
    }
  | { readonly type: 'overtime'; readonly at: number; readonly side: Side }
  | { readonly type: 'period'; readonly at: number; readonly side: Side; readonly periodsLeft: number }
  | { readonly type: 'block'; readonly at: number; readonly side: Side }
  | { readonly type: 'time-up'; readonly at: number; readonly side: Side; readonly reason: FlagReason }
  | {
      readonly type: 'flag';
      readonly at: number;
      readonly side: Side;
      readonly reason: FlagReason;
      readonly movesShort: number | null;
    }
  | { readonly type: 'forfeit'; readonly at: number; readonly side: Side }
  | { readonly type: 'paused'; readonly at: number; readonly reason?: string }
  | { readonly type: 'resumed'; readonly at: number }
  | {
      readonly type: 'adjusted';
      readonly at: number;
      readonly side: Side;
      readonly deltaMs: number;
      readonly moves?: number;
      readonly credited?: number;
      readonly stage?: number;
      readonly round?: number;
      readonly reason?: string;
    }
  | { readonly type: 'adjourned'; readonly at: number; readonly side: Side; readonly sealed: string | null }
  | { readonly type: 'finished'; readonly at: number; readonly reason: string | null };

/**
 * Every event type, as a list.
 *
 * @example
 * ```ts
 * import { EVENT_TYPES } from '@xq/clock';
 * EVENT_TYPES.includes('flag'); // true
 * ```
 * @category Events
 */
export const EVENT_TYPES = [
  'started',
  'arrived',
  'pressed',
  'quota-met',
  'stage',
  'overtime',
  'period',
  'block',
  'time-up',
  'flag',
  'forfeit',
  'paused',
  'resumed',
  'adjusted',
  'adjourned',
  'finished',
] as const satisfies readonly ClockEvent['type'][];
