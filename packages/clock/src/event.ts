import type { Correction } from './command';
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
  | {
      /** The clock was started. */
      readonly type: 'started';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
      /** The sides absent at the start. */
      readonly absent?: readonly Side[];
    }
  | {
      /** An absent side arrived. */
      readonly type: 'arrived';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
      /** The side that arrived. */
      readonly side: Side;
    }
  | {
      /** A move was completed. */
      readonly type: 'pressed';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
      /** The side that moved. */
      readonly side: Side;
      /** Its think time. */
      readonly thinkMs: number;
      /** The bonus it earned. */
      readonly bonusMs: number;
      /** Its bank after the bonus. */
      readonly bankMs: number;
      /** Its moves made, this one included. */
      readonly moves: number;
    }
  | {
      /** A stage quota was met (or passed its check at the flag). */
      readonly type: 'quota-met';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
      /** The side. */
      readonly side: Side;
      /** Its quota credit. */
      readonly credited: number;
    }
  | {
      /** A side reached a new stage or a new round of a repeated stage. */
      readonly type: 'stage';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
      /** The side. */
      readonly side: Side;
      /** The stage index. */
      readonly stage: number;
      /** The round of the stage (0-based). */
      readonly round: number;
      /** The time added. */
      readonly addedMs: number;
    }
  | {
      /** The main time ran out and overtime began. */
      readonly type: 'overtime';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
      /** The side. */
      readonly side: Side;
    }
  | {
      /** A byo-yomi period was used up. */
      readonly type: 'period';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
      /** The side. */
      readonly side: Side;
      /** Periods left. */
      readonly periodsLeft: number;
    }
  | {
      /** A new Canadian block began. */
      readonly type: 'block';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
      /** The side. */
      readonly side: Side;
    }
  | {
      /** With claim finality, a side's time ran out (unclaimed). */
      readonly type: 'time-up';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
      /** The side. */
      readonly side: Side;
      /** Why. */
      readonly reason: FlagReason;
    }
  | {
      /** A side lost on the clock. */
      readonly type: 'flag';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
      /** The side that lost. */
      readonly side: Side;
      /** Why. */
      readonly reason: FlagReason;
      /** Moves still due when a quota was missed. */
      readonly movesShort: number | null;
    }
  | {
      /** A side lost by arriving too late. */
      readonly type: 'forfeit';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
      /** The side that lost. */
      readonly side: Side;
    }
  | {
      /** The arbiter stopped the clock. */
      readonly type: 'paused';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
      /** Why. */
      readonly reason?: string;
    }
  | {
      /** The clock runs again. */
      readonly type: 'resumed';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
    }
  | ({
      /** An arbiter correction. */
      readonly type: 'adjusted';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
      /** The side corrected. */
      readonly side: Side;
      /** Milliseconds added (0 if none). */
      readonly deltaMs: number;
    } & Correction)
  | {
      /** A move was sealed and the clock stopped. */
      readonly type: 'adjourned';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
      /** The side that sealed. */
      readonly side: Side;
      /** The sealed move. */
      readonly sealed: string | null;
    }
  | {
      /** The game ended on the board. */
      readonly type: 'finished';
      /** The instant it happened, integer milliseconds. */
      readonly at: number;
      /** Why. */
      readonly reason: string | null;
    };

/**
 * Every event type, as a list.
 *
 * @example
 * ```ts
 * import { EVENT_TYPES } from './event'; // internal to @xq/clock
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
