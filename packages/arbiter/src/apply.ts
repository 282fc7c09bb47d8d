// The reducer's entry point: parses the event, applies the checks every event passes (time
// order, started, not over, the clock's flag, adjournment), and hands the event to its handler:
// start.ts (start), touch-event.ts (touch), moves.ts (move), sealed.ts (seal, unseal),
// resign.ts (resign), penalties.ts (fault, incident, sanction), scoresheet.ts (unrecorded),
// draws.ts (offer-draw, accept-draw, decline-draw), claims.ts (claim), time.ts (flag, clock),
// irregular.ts (irregular, restore); parties.ts refuses what a third party raises.
// They share draft.ts (the working copy and the step returned), texts.ts (ruling builders and
// texts), results.ts (the results that end a game) and faults.ts (faults and the third that loses).
import { stateAt } from '@xq/clock';
import { claim } from './claims';
import { answer, draft, end, isClockLive } from './draft';
import { draw } from './draws';
import { type ArbiterEvent, parseEvent } from './event';
import { irregular, restore } from './irregular';
import { move } from './moves';
import { thirdParty } from './parties';
import { fault, incident, sanction } from './penalties';
import { resign } from './resign';
import type { ArbiterErrorCode } from './result';
import { flagResult } from './results';
import type { Ruling } from './ruling';
import { unrecorded } from './scoresheet';
import { seal, unseal } from './sealed';
import { start } from './start';
import type { ArbiterState } from './state';
import { refusal, ruling } from './texts';
import { clock, flag } from './time';
import { touch } from './touch-event';

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
 * @throws {TypeError} when `state` was not made by this package (its moves do not replay): read
 * a stored state with {@link parseState} first.
 * @category Reducer
 */
export function apply(state: ArbiterState, input: ArbiterEvent): Step {
  const parsed = parseEvent(input);
  if (!parsed.ok) {
    return {
      state,
      ruling: ruling(null, {
        code: 'bad-event',
        accepted: false,
        side: null,
        article: null,
        vi: `Sự kiện không hợp lệ: ${parsed.error.message}`,
        en: `Bad event: ${parsed.error.message}`,
        error: parsed.error,
      }),
    };
  }
  const ev = parsed.value;
  const at = ev.at ?? state.at ?? 0;
  const refuse = (
    code: ArbiterErrorCode,
    message: string,
    viText: string,
    article: string | null = null,
    s: ArbiterState = state,
  ): Step => ({
    state: s,
    ruling: refusal(
      ev.type,
      'side' in ev && ev.side !== 'both' ? (ev.side ?? null) : null,
      article,
      code,
      message,
      viText,
    ),
  });
  if (state.at !== null && at < state.at) {
    return refuse(
      'ARBITER_TIME_BACKWARDS',
      `at ${at} is before the last event (${state.at})`,
      `Thời điểm ${at} trước sự kiện trước (${state.at})`,
    );
  }
  const outsider = thirdParty(state, ev);
  if (outsider) return outsider;
  if (ev.type === 'start') return start(state, ev, at);
  if (state.status === 'idle')
    return refuse('ARBITER_NOT_STARTED', 'the game has not started', 'Ván cờ chưa bắt đầu');
  if (
    state.status === 'over' &&
    ev.type !== 'unrecorded' &&
    ev.type !== 'irregular' &&
    ev.type !== 'restore'
  ) {
    const r = state.result!;
    const mated = ev.type === 'offer-draw' && (r.reason === 'checkmate' || r.reason === 'no-legal-moves');
    return refuse(
      'ARBITER_GAME_OVER',
      mated
        ? 'a side that is mated or has no move cannot offer a draw (7.2f)'
        : `the game is over (${r.reason}, ${r.article})`,
      mated
        ? 'Bên bị chiếu hết, bị vây chặt không còn nước đi thì không được phép đề nghị hòa (7.2f)'
        : `Ván cờ đã kết thúc (${r.article})`,
      mated ? '7.2f' : r.article,
    );
  }
  const d = draft(state);
  d.at = at;
  // The clock is brought to this instant first: a flag that fell meanwhile decides (10.2.4).
  if (isClockLive(d.clock) && ev.type !== 'clock' && state.status !== 'over') {
    const c = stateAt(d.clock, at);
    d.clock = c;
    if (c.status === 'flagged') {
      const res = flagResult(c);
      end(d, res, at);
      return answer(d, state, ev.type, {
        code: 'flag',
        accepted: false,
        side: c.flag!.side,
        article: res.article,
        vi: `${res.vi} (đồng hồ báo hết giờ trước sự kiện này, 10.2.4)`,
        en: `${res.en} (the flag fell before this event, 10.2.4)`,
        result: res,
      });
    }
  }
  if (
    state.status === 'adjourned' &&
    !['unseal', 'resign', 'fault', 'incident', 'sanction', 'unrecorded', 'clock', 'irregular'].includes(
      ev.type,
    )
  ) {
    return refuse(
      'ARBITER_ADJOURNED',
      'the game is adjourned: open the sealed move first (10.3)',
      'Ván cờ đang hoãn: phải mở niêm phong trước (10.3)',
      '10.3.1',
    );
  }
  switch (ev.type) {
    case 'touch':
      return touch(d, state, ev);
    case 'move':
      return move(d, state, ev, at);
    case 'fault':
      return fault(d, state, ev, at);
    case 'incident':
      return incident(d, state, ev, at);
    case 'unrecorded':
      return unrecorded(d, state, ev, at);
    case 'offer-draw':
    case 'accept-draw':
    case 'decline-draw':
      return draw(d, state, ev, at);
    case 'claim':
      return claim(d, state, ev, at);
    case 'resign':
      return resign(d, state, ev, at);
    case 'seal':
      return seal(d, state, ev, at);
    case 'unseal':
      return unseal(d, state, ev, at);
    case 'flag':
      return flag(d, state, ev, at);
    case 'clock':
      return clock(d, state, ev);
    case 'sanction':
      return sanction(d, state, ev, at);
    case 'irregular':
      return irregular(d, state, ev, at);
    case 'restore':
      return restore(d, state, ev, at);
    case 'takeback':
      return {
        state,
        ruling: ruling('takeback', {
          code: 'takeback-refused',
          accepted: false,
          side: ev.side,
          article: '9.5b',
          vi: 'Đi quân rồi không được đi lại: quân đã đặt tới vị trí khác thì không được thay đổi (9.5b).',
          en: 'A move made cannot be taken back: once the piece is set on another point it stands (9.5b).',
        }),
      };
  }
}
