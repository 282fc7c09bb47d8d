// A fresh clock: the state of `state.ts` built from a policy, above the time engine's drafts.
import { freeze, type SideDraft } from './engine';
import { type ClockPolicy, normalisedPolicy, type TimeControl } from './policy';
import type { ClockState } from './state';

function newSide(control: TimeControl): SideDraft {
  const first = control.stages[0]!;
  const ot = control.overtime;
  return {
    bankMs: first.timeMs,
    stage: 0,
    round: 0,
    moves: 0,
    credited: 0,
    target: first.moves,
    windowCredited: 0,
    phase: 'main',
    periodsLeft: ot?.type === 'byoyomi' ? ot.periods : 0,
    periodLeftMs: ot === null ? 0 : ot.type === 'byoyomi' ? ot.periodMs : ot.blockMs,
    blockMovesLeft: ot?.type === 'canadian' ? ot.moves : 0,
    turnMs: 0,
    delayLeftMs: 0,
    outAt: null,
    outReason: null,
    ledger: {
      initialMs: first.timeMs,
      addedMs: 0,
      bonusMs: 0,
      adjustMs: 0,
      gainedMs: 0,
      chargedMs: 0,
      thinkMs: 0,
      overtimeMs: 0,
    },
  };
}

/**
 * A fresh clock for a validated policy, not started.
 *
 * @throws {TypeError} when `policy` is not a normalised policy (see {@link parsePolicy}).
 * @example
 * ```ts
 * import { createClock, getPreset } from '@xq/clock';
 * createClock(getPreset('vn-60')).red.bankMs; // 3600000
 * ```
 * @category State
 */
export function createClock(policy: ClockPolicy): ClockState {
  const p = normalisedPolicy(policy);
  if (p === null)
    throw new TypeError('createClock: policy must be a policy made by parsePolicy or getPreset');
  return freeze({
    version: 1,
    policy: p,
    status: 'idle',
    turn: 'red',
    at: null,
    startedAt: null,
    absent: [],
    red: newSide(p.red),
    black: newSide(p.black),
    flag: null,
    sealed: null,
    finishReason: null,
  });
}
