import { checkedDraft, headroomProblem, stateProblem } from './check';
import { type ClockCommand, parseCommand } from './command';
import { completeMove, creditQuota, type Draft, freeze, type Sink, settle, startTurn } from './engine';
import type { ClockEvent } from './event';
import { opponent } from './policy';
import type { ClockError, ClockErrorCode } from './result';
import type { ClockState } from './state';

/**
 * The answer to a command: the new state and what happened. A command that makes no sense now
 * is answered with `ok: false` and an `error`; `state` is then the clock brought to the
 * command's instant (a flag that fell meanwhile is in it, with its exact instant) or, for a
 * malformed command or a time going backwards, the input state untouched.
 *
 * @example
 * ```ts
 * import { apply, createClock, getPreset } from '@xq/clock';
 * const step = apply(createClock(getPreset('vn-60')), { type: 'pause', at: 0 });
 * if (!step.ok) step.error.code; // 'CLOCK_NOT_RUNNING'
 * ```
 * @category Commands
 */
export type Step =
  | {
      /** The command was applied. */
      readonly ok: true;
      /** The new state. */
      readonly state: ClockState;
      /** What happened, in order, each with its exact instant. */
      readonly events: readonly ClockEvent[];
    }
  | {
      /** The command was refused. */
      readonly ok: false;
      /** The clock brought to the command's instant, or the input state untouched. */
      readonly state: ClockState;
      /** What happened meanwhile (a flag that fell, a stage check...). */
      readonly events: readonly ClockEvent[];
      /** Why the command was refused. */
      readonly error: ClockError;
    };

function refuse(d: Draft | ClockState, ev: ClockEvent[], code: ClockErrorCode, message: string): Step {
  return { ok: false, state: d as ClockState, events: ev, error: { code, message } };
}

function notNow(d: Draft, ev: ClockEvent[]): Step | null {
  if (d.status === 'flagged') {
    return refuse(d, ev, 'CLOCK_FLAGGED', `${d.flag!.side} already lost on the clock at ${d.flag!.at}`);
  }
  if (d.status === 'finished') return refuse(d, ev, 'CLOCK_FINISHED', 'the game is finished');
  if (d.status === 'idle') return refuse(d, ev, 'CLOCK_NOT_STARTED', 'the clock has not been started');
  return null;
}

function done(d: Draft, at: number, ev: ClockEvent[]): Step {
  settle(d, at, ev); // fires what falls due at this very instant (a bank adjusted to zero, a 0 ms limit)
  return { ok: true, state: freeze(d), events: ev };
}

/**
 * Applies one command: the clock's only way to change. Pure: the input state is not touched,
 * the time is the command's `at`, and nothing is ever thrown — a malformed command
 * (`CLOCK_BAD_COMMAND`), a state that is not one (`CLOCK_BAD_STATE`, checked as
 * {@link parseState} does), a time going backwards or a command that makes no sense now gets a
 * typed answer.
 *
 * @example
 * ```ts
 * import { apply, createClock, getPreset, remainingMs } from '@xq/clock';
 * let s = createClock(getPreset('vn-international'));
 * s = apply(s, { type: 'start', at: 0 }).state;
 * for (let i = 1; i <= 19; i++) s = apply(s, { type: 'press', at: i * 21_000 }).state;
 * // red made 10 moves in about 7 minutes: 8 minutes left + 15 for the next 10 moves = 23 minutes
 * remainingMs(s, 'red', 20 * 21_000) > 22 * 60_000; // true
 * ```
 * @category Commands
 */
export function apply(state: ClockState, command: ClockCommand): Step {
  const step = applyUnchecked(state, command);
  if (!step.ok) return step;
  // A count or a sum past what the clock computes exactly (a bank beyond 2^50 ms, more than
  // MAX_CLOCK_MOVES moves): the command is refused and the state stays as it was.
  const d = step.state as Draft;
  const problem = stateProblem(d, false)?.message ?? headroomProblem(d);
  if (problem === null) return step;
  return refuse(state, [], 'CLOCK_OUT_OF_RANGE', `the command is refused: ${problem}`);
}

function applyUnchecked(state: ClockState, command: ClockCommand): Step {
  const parsed = parseCommand(command);
  if (!parsed.ok) return { ok: false, state, events: [], error: parsed.error };
  const checked = checkedDraft(state);
  if ('problem' in checked) {
    const { message, path } = checked.problem;
    return refuse(
      state,
      [],
      'CLOCK_BAD_STATE',
      `not a clock state: ${message}${path === '' ? '' : ` (${path})`}`,
    );
  }
  const d = checked.draft;
  const cmd = parsed.value;
  if (d.at !== null && cmd.at < d.at) {
    return refuse(state, [], 'CLOCK_TIME_BACKWARDS', `at ${cmd.at} is before the last command (${d.at})`);
  }
  const ev: ClockEvent[] = [];
  if (cmd.type === 'start') {
    if (d.status !== 'idle')
      return refuse(state, ev, 'CLOCK_ALREADY_STARTED', 'the clock is already started');
    d.status = 'running';
    d.startedAt = cmd.at;
    d.at = cmd.at;
    d.absent = [...(cmd.absent ?? [])];
    d.turn = 'red';
    startTurn(d, 'red');
    ev.push(
      cmd.absent?.length
        ? { type: 'started', at: cmd.at, absent: d.absent }
        : { type: 'started', at: cmd.at },
    );
    return done(d, cmd.at, ev);
  }
  if (cmd.type === 'adjust') return adjust(d, cmd, ev);
  settle(d, cmd.at, ev);
  const blocked = notNow(d, ev);
  if (cmd.type === 'flag') return flag(d, cmd, ev);
  if (blocked) return blocked;
  switch (cmd.type) {
    case 'arrive': {
      if (!d.absent.includes(cmd.side)) return refuse(d, ev, 'CLOCK_NOT_ABSENT', `${cmd.side} is not absent`);
      d.absent = d.absent.filter((x) => x !== cmd.side);
      ev.push({ type: 'arrived', at: cmd.at, side: cmd.side });
      return done(d, cmd.at, ev);
    }
    case 'press':
    case 'adjourn': {
      if (d.status !== 'running') return refuse(d, ev, 'CLOCK_NOT_RUNNING', `the clock is ${d.status}`);
      if (cmd.type === 'press' && cmd.side !== undefined && cmd.side !== d.turn) {
        return refuse(d, ev, 'CLOCK_WRONG_SIDE', `it is ${d.turn}'s clock that runs`);
      }
      const mover = d.turn;
      completeMove(d, cmd.at, cmd.credit ?? 1, ev);
      d.turn = opponent(mover);
      if (cmd.type === 'press') {
        startTurn(d, d.turn);
      } else {
        d.status = 'adjourned';
        d.sealed = cmd.sealed ?? null;
        ev.push({ type: 'adjourned', at: cmd.at, side: mover, sealed: d.sealed });
      }
      return done(d, cmd.at, ev);
    }
    case 'pause': {
      if (d.status !== 'running') return refuse(d, ev, 'CLOCK_NOT_RUNNING', `the clock is ${d.status}`);
      d.status = 'paused';
      ev.push(
        cmd.reason === undefined
          ? { type: 'paused', at: cmd.at }
          : { type: 'paused', at: cmd.at, reason: cmd.reason },
      );
      return done(d, cmd.at, ev);
    }
    case 'resume': {
      if (d.status === 'adjourned') {
        d.sealed = null;
        startTurn(d, d.turn);
      } else if (d.status !== 'paused') {
        return refuse(d, ev, 'CLOCK_NOT_PAUSED', `the clock is ${d.status}`);
      }
      d.status = 'running';
      ev.push({ type: 'resumed', at: cmd.at });
      return done(d, cmd.at, ev);
    }
    case 'finish': {
      d.status = 'finished';
      d.finishReason = cmd.reason ?? null;
      ev.push({ type: 'finished', at: cmd.at, reason: d.finishReason });
      return { ok: true, state: freeze(d), events: ev };
    }
  }
}

function flag(d: Draft, cmd: Extract<ClockCommand, { type: 'flag' }>, ev: ClockEvent[]): Step {
  if (d.status === 'flagged') return { ok: true, state: freeze(d), events: ev };
  const blocked = notNow(d, ev);
  if (blocked) return blocked;
  if (d.policy.finality === 'claim') {
    const out = cmd.side !== undefined ? [cmd.side] : (['red', 'black'] as const);
    const side = out
      .filter((x) => d[x].outAt !== null)
      .sort((a, b) => (d[a].outAt as number) - (d[b].outAt as number))[0];
    if (side !== undefined) {
      const reason = d[side].outReason ?? 'time';
      d.status = 'flagged';
      d.flag = { side, at: cmd.at, reason, movesShort: null, late: [] };
      ev.push({ type: 'flag', at: cmd.at, side, reason, movesShort: null });
      return { ok: true, state: freeze(d), events: ev };
    }
  }
  return refuse(d, ev, 'CLOCK_NOT_OUT_OF_TIME', `no flag has fallen at ${cmd.at}`);
}

function adjust(d: Draft, cmd: Extract<ClockCommand, { type: 'adjust' }>, ev: Sink & ClockEvent[]): Step {
  settle(d, cmd.at, ev);
  if (d.status === 'flagged' || d.status === 'finished') return notNow(d, ev)!;
  const s = d[cmd.side];
  const c = d.policy[cmd.side];
  const delta = cmd.deltaMs ?? 0;
  if (s.bankMs + delta < 0 || !Number.isSafeInteger(s.bankMs + delta)) {
    return refuse(d, ev, 'CLOCK_BAD_ADJUST', `${cmd.side} has ${s.bankMs} ms; cannot add ${delta}`);
  }
  const moves = cmd.moves ?? s.moves;
  const credited = cmd.credited ?? s.credited;
  if (credited > moves) {
    return refuse(
      d,
      ev,
      'CLOCK_BAD_ADJUST',
      `${cmd.side} cannot have ${credited} moves credited of ${moves} made`,
    );
  }
  if (cmd.stage !== undefined) {
    const st = c.stages[cmd.stage];
    const round = cmd.round ?? 0;
    if (st === undefined || (st.repeat !== 'forever' && round >= st.repeat)) {
      return refuse(
        d,
        ev,
        'CLOCK_BAD_ADJUST',
        `no stage ${cmd.stage} round ${round} in ${cmd.side}'s control`,
      );
    }
  }
  s.bankMs += delta;
  s.ledger.adjustMs += delta;
  if (delta > 0) {
    s.phase = 'main';
    s.outAt = null;
    s.outReason = null;
  }
  if (cmd.moves !== undefined) s.moves = cmd.moves;
  if (cmd.credited !== undefined) {
    s.credited = cmd.credited;
    s.windowCredited = Math.min(s.windowCredited, s.credited);
  }
  if (cmd.stage !== undefined) {
    const st = c.stages[cmd.stage]!;
    s.stage = cmd.stage;
    s.round = cmd.round ?? 0;
    s.target = st.moves === null ? null : s.credited + st.moves;
    s.windowCredited = 0;
  }
  const { type: _t, at: _a, side: _s, deltaMs: _d, ...rest } = cmd;
  ev.push({ type: 'adjusted', at: cmd.at, side: cmd.side, deltaMs: delta, ...rest });
  creditQuota(s, d.policy, cmd.side, cmd.at, ev);
  return done(d, cmd.at, ev);
}
