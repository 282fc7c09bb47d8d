// The time engine: how a running side's clock consumes time, boundary by boundary.
// Internal: works on mutable drafts that `apply` copies from the immutable state first.
import type { ClockEvent } from './event';
import { type ClockPolicy, normalisedPolicy, opponent, type Side, type TimeControl } from './policy';
import type { ClockFlag, ClockState, FlagReason, Ledger, SideClock } from './state';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** @internal A side clock being edited. */
export type SideDraft = Mutable<Omit<SideClock, 'ledger'>> & { ledger: Mutable<Ledger> };

/** @internal A clock being edited. */
export type Draft = Mutable<Omit<ClockState, 'red' | 'black'>> & { red: SideDraft; black: SideDraft };

/**
 * @internal A side clock's draft, every field read once: `check.ts` copies unchecked objects
 * with it, passing the ledger it has already read.
 */
export function copySide(s: SideClock, l: Ledger = s.ledger): SideDraft {
  // Written out field by field: one stable object shape, several times faster than a spread.
  return {
    bankMs: s.bankMs,
    stage: s.stage,
    round: s.round,
    moves: s.moves,
    credited: s.credited,
    target: s.target,
    windowCredited: s.windowCredited,
    phase: s.phase,
    periodsLeft: s.periodsLeft,
    periodLeftMs: s.periodLeftMs,
    blockMovesLeft: s.blockMovesLeft,
    turnMs: s.turnMs,
    delayLeftMs: s.delayLeftMs,
    outAt: s.outAt,
    outReason: s.outReason,
    ledger: {
      initialMs: l.initialMs,
      addedMs: l.addedMs,
      bonusMs: l.bonusMs,
      adjustMs: l.adjustMs,
      gainedMs: l.gainedMs,
      chargedMs: l.chargedMs,
      thinkMs: l.thinkMs,
      overtimeMs: l.overtimeMs,
    },
  };
}

/** @internal A mutable copy of a state (the state itself is never touched). */
export function draft(s: ClockState): Draft {
  const d: Draft = {
    version: s.version,
    policy: normalisedPolicy(s.policy) ?? s.policy,
    status: s.status,
    turn: s.turn,
    at: s.at,
    startedAt: s.startedAt,
    absent: s.absent,
    red: copySide(s.red),
    black: copySide(s.black),
    flag: s.flag,
    sealed: s.sealed,
    finishReason: s.finishReason,
  };
  return d;
}

/** @internal Events are collected here when wanted, else dropped (queries). */
export type Sink = ClockEvent[] | null;

type BoundaryKind = 'cap' | 'delay' | 'bank' | 'overtime';

/** @internal The next discontinuity of a running side: ms from now, and what happens. */
export function nextBoundary(
  s: SideDraft | SideClock,
  c: TimeControl,
): { ms: number; kind: BoundaryKind } | null {
  if (s.outAt !== null) return null;
  let ms: number;
  let kind: BoundaryKind;
  if (s.delayLeftMs > 0) {
    ms = s.delayLeftMs;
    kind = 'delay';
  } else if (s.phase === 'main') {
    ms = s.bankMs;
    kind = 'bank';
  } else {
    ms = s.periodLeftMs;
    kind = 'overtime';
  }
  if (c.moveCapMs !== null) {
    const cap = Math.max(0, c.moveCapMs - s.turnMs);
    if (cap < ms) {
      ms = cap;
      kind = 'cap';
    }
  }
  return { ms, kind };
}

function spend(s: SideDraft, d: number, gainer: SideDraft | null): void {
  s.turnMs += d;
  s.ledger.thinkMs += d;
  if (s.outAt !== null) return;
  const fromDelay = Math.min(d, s.delayLeftMs);
  s.delayLeftMs -= fromDelay;
  const rest = d - fromDelay;
  if (rest === 0) return;
  if (s.phase === 'main') {
    s.bankMs -= rest;
    s.ledger.chargedMs += rest;
    if (gainer) {
      gainer.bankMs += rest;
      gainer.ledger.gainedMs += rest;
    }
  } else {
    s.periodLeftMs -= rest;
    s.ledger.overtimeMs += rest;
  }
}

/** @internal Moves the side into the next stage (or the next round of its stage). */
export function nextStage(s: SideDraft, c: TimeControl, side: Side, at: number, ev: Sink): void {
  const st = c.stages[s.stage]!;
  let idx = s.stage;
  let round = s.round;
  if (st.repeat === 'forever' || round + 1 < st.repeat) round++;
  else {
    idx++;
    round = 0;
  }
  const nx = c.stages[idx];
  if (nx === undefined) return; // unreachable for a validated policy
  s.stage = idx;
  s.round = round;
  s.bankMs += nx.timeMs;
  s.ledger.addedMs += nx.timeMs;
  s.target = nx.moves === null ? null : (s.target ?? s.credited) + nx.moves;
  s.windowCredited = 0;
  ev?.push({ type: 'stage', at, side, stage: idx, round, addedMs: nx.timeMs });
}

/** @internal Adds stages while the quota is met (the law's rule: time added on the quota). */
export function creditQuota(s: SideDraft, p: ClockPolicy, side: Side, at: number, ev: Sink): void {
  if (p.quotaRule !== 'add-on-quota' || s.outAt !== null) return;
  const c = p[side];
  while (s.target !== null && s.credited >= s.target) {
    ev?.push({ type: 'quota-met', at, side, credited: s.credited });
    nextStage(s, c, side, at, ev);
  }
}

type Loss = { reason: FlagReason; movesShort: number | null };

function fire(
  kind: BoundaryKind,
  s: SideDraft,
  p: ClockPolicy,
  side: Side,
  at: number,
  ev: Sink,
): Loss | null {
  const c = p[side];
  if (kind === 'delay') return null;
  if (kind === 'cap') return { reason: 'move-cap', movesShort: null };
  if (kind === 'overtime') {
    const ot = c.overtime!;
    if (ot.type === 'canadian') return { reason: 'time', movesShort: s.blockMovesLeft };
    s.periodsLeft = Math.max(0, s.periodsLeft - 1);
    ev?.push({ type: 'period', at, side, periodsLeft: s.periodsLeft });
    if (s.periodsLeft <= 0) return { reason: 'time', movesShort: null };
    s.periodLeftMs = ot.periodMs;
    return null;
  }
  const st = c.stages[s.stage]!;
  if (st.moves !== null) {
    if (p.quotaRule === 'add-on-quota') {
      return { reason: 'time', movesShort: s.target === null ? null : Math.max(0, s.target - s.credited) };
    }
    const short =
      p.quotaRule === 'check-at-flag' ? (s.target ?? 0) - s.credited : st.moves - s.windowCredited;
    if (short > 0) return { reason: 'quota', movesShort: short };
    ev?.push({ type: 'quota-met', at, side, credited: s.credited });
    nextStage(s, c, side, at, ev);
    return null;
  }
  const ot = c.overtime;
  if (ot !== null && (ot.type === 'canadian' || s.periodsLeft > 0)) {
    s.phase = 'overtime';
    if (ot.type === 'byoyomi') s.periodLeftMs = ot.periodMs; // a fresh period for the move in progress
    ev?.push({ type: 'overtime', at, side });
    return null;
  }
  return { reason: 'time', movesShort: null };
}

/**
 * @internal Runs the clock of the side to move from `d.at` to `until`, firing every boundary
 * reached (a boundary reached exactly at `until` fires). Stops at an instant-finality flag.
 */
function run(d: Draft, from: number, until: number, ev: Sink): void {
  const side = d.turn;
  const s = d[side];
  const p = d.policy;
  const c = p[side];
  const gainer = p.hourglass ? d[opponent(side)] : null;
  let now = from;
  let dt = until - from;
  for (;;) {
    const b = nextBoundary(s, c);
    if (b === null || b.ms > dt) {
      spend(s, dt, gainer);
      return;
    }
    spend(s, b.ms, gainer);
    dt -= b.ms;
    now += b.ms;
    const loss = fire(b.kind, s, p, side, now, ev);
    if (loss === null) continue;
    if (p.finality === 'instant') {
      d.status = 'flagged';
      d.flag = { side, at: now, reason: loss.reason, movesShort: loss.movesShort, late: [] };
      ev?.push({ type: 'flag', at: now, side, reason: loss.reason, movesShort: loss.movesShort });
      return;
    }
    s.outAt = now;
    s.outReason = loss.reason;
    ev?.push({ type: 'time-up', at: now, side, reason: loss.reason });
  }
}

/** @internal The instant the late-arrival forfeit falls, if a side is absent. */
export function lateDeadline(s: ClockState | Draft): number | null {
  if (s.absent.length === 0 || s.policy.lateForfeitMs === null || s.startedAt === null) return null;
  if (s.status !== 'running' && s.status !== 'paused') return null;
  return s.startedAt + s.policy.lateForfeitMs;
}

/** @internal Brings the draft to instant `to` (>= d.at), firing flags, stages and forfeits on the way. */
export function settle(d: Draft, to: number, ev: Sink): void {
  const from = d.at ?? to;
  const deadline = lateDeadline(d);
  const until = deadline !== null && deadline <= to ? Math.max(deadline, from) : to;
  if (d.status === 'running') run(d, from, until, ev);
  if (deadline !== null && deadline <= to && (d.status === 'running' || d.status === 'paused')) {
    const late = [...d.absent];
    const at = Math.max(deadline, from);
    d.status = 'flagged';
    d.flag = { side: late[0]!, at, reason: 'late', movesShort: null, late } satisfies ClockFlag;
    for (const side of late) ev?.push({ type: 'forfeit', at, side });
  }
  d.at = to;
}

/** @internal Starts a side's turn: fresh think time, fresh delay. */
export function startTurn(d: Draft, side: Side): void {
  const s = d[side];
  s.turnMs = 0;
  const bonus = d.policy[side].stages[s.stage]!.bonus;
  s.delayLeftMs = s.phase === 'main' && s.outAt === null && bonus?.type === 'delay' ? bonus.ms : 0;
}

/** @internal Completes the move of the side to move: bonus, counts, quota, overtime. */
export function completeMove(d: Draft, at: number, credit: number, ev: Sink): void {
  const side = d.turn;
  const s = d[side];
  const p = d.policy;
  const c = p[side];
  if (d.absent.includes(side)) {
    d.absent = d.absent.filter((x) => x !== side);
    ev?.push({ type: 'arrived', at, side });
  }
  let bonusMs = 0;
  if (s.outAt === null && s.phase === 'main') {
    const b = c.stages[s.stage]!.bonus;
    if (b?.type === 'fischer') bonusMs = b.ms;
    else if (b?.type === 'bronstein') bonusMs = Math.min(s.turnMs, b.ms);
  }
  s.bankMs += bonusMs;
  s.ledger.bonusMs += bonusMs;
  s.moves++;
  s.credited += credit;
  s.windowCredited += credit;
  ev?.push({ type: 'pressed', at, side, thinkMs: s.turnMs, bonusMs, bankMs: s.bankMs, moves: s.moves });
  if (s.outAt === null) {
    creditQuota(s, p, side, at, ev);
    const ot = c.overtime;
    if (s.phase === 'overtime' && ot !== null) {
      if (ot.type === 'byoyomi') s.periodLeftMs = ot.periodMs;
      else if (--s.blockMovesLeft <= 0) {
        s.periodLeftMs = ot.blockMs;
        s.blockMovesLeft = ot.moves;
        ev?.push({ type: 'block', at, side });
      }
    }
  }
  s.turnMs = 0;
  s.delayLeftMs = 0;
}

/** @internal Turns a draft back into a state (no copy: the draft is not used after). */
export function freeze(d: Draft): ClockState {
  return d as ClockState;
}
