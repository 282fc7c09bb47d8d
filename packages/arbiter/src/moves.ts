// Moves: a move event checked against the law (Điều 8, 9, 16.3) and the playing of a move
// (by a move event or an opened envelope), with the clock pressed and the outcome judged.
import { apply as clockApply } from '@xq/clock';
import { formatUci, type Game, type Move, parseSquare, parseUci } from '@xq/core';
import { answer, end, gameOf, games, isClockLive, obligationIn, view } from './draft';
import { charge } from './faults';
import { faultText } from './phrases';
import { boardResult, flagResult } from './results';
import type { FaultRecord, RulingCode } from './ruling';
import { RULING_TEXTS } from './ruling-texts';
import type { ArbiterResult, ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { type Parts, ruling, says } from './texts';
import { allows, type Obligation } from './touch';
import type { Penalty, Side } from './vocab';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * The moves a move counts for on the clock: 1, or 0 once a repeated perpetual check or chase has
 * used up its allowance (10.1.3).
 */
export function moveCredit(d: Draft, g: Game, mover: Side): number {
  // 10.1.3: in a period of 10 moves in 15 minutes, a repeated perpetual check or chase counts
  // at most 3 moves (6 with two or more pieces). Called after the move is played.
  const c = d.clock;
  if (c === null) return 1;
  const sc = c[mover];
  const stage = c.policy[mover].stages[sc.stage]!;
  const r = d[mover];
  if (r.perpetual.stage !== sc.stage || r.perpetual.round !== sc.round) {
    r.perpetual = { stage: sc.stage, round: sc.round, counted: 0 };
  }
  if (stage.moves !== 10 || stage.timeMs !== FIFTEEN_MINUTES) return 1;
  const facts = g.lastMovePerpetual();
  if (facts.perpetual === null) return 1;
  const cap = facts.severalPieces ? 6 : 3;
  const counted = r.perpetual.counted + 1;
  r.perpetual = { ...r.perpetual, counted };
  return counted <= cap ? 1 : 0;
}

/**
 * Plays `m` (legal, allowed) for the side to move: the fault of an obligation that cannot be
 * met first (it may end the game), then the clock, the board and the outcome.
 */
export function play(
  d: Draft,
  before: ArbiterState,
  m: Move,
  o: Obligation | null,
  at: number,
  event: 'move' | 'unseal',
  prefix: { vi: string; en: string },
): Step {
  const mover = d.turn;
  const text = formatUci(m);
  const faults: FaultRecord[] = [];
  let next: Penalty | null = null;
  let penalty: Penalty | null = null;
  if (o?.fault) {
    const { fault: f, res } = charge(d, mover, 'technical', o.clause, at);
    faults.push(f.record);
    penalty = f.lost ? 'loss' : 'technical-fault';
    next = f.next;
    if (res) {
      return answer(d, before, event, {
        code: 'fault',
        accepted: false,
        side: mover,
        ...says(RULING_TEXTS.fault.obligationUnmet, prefix, o, res),
        faults,
        penalty,
        result: res,
      });
    }
  }
  const g = gameOf(before);
  const played = g.play(m);
  if (!played.ok) throw new TypeError(`a checked move was refused: ${played.error.message}`);
  games.delete(before);
  d.moves = [...d.moves, text];
  d.fen = g.position.fen();
  d.turn = g.position.turn;
  d.touches = [];
  if (d.drawOffer !== null && d.drawOffer !== mover) d.drawOffer = null; // the offer lapses: the opponent played on
  if (event === 'move' && isClockLive(d.clock) && d.clock.status === 'running') {
    const credit = moveCredit(d, g, mover);
    d.clock = clockApply(d.clock, { type: 'press', at, credit }).state;
  }
  const s = d as ArbiterState;
  games.set(s, g);
  let res: ArbiterResult | null = null;
  if (d.clock?.status === 'flagged') res = flagResult(d.clock);
  else res = boardResult(g);
  if (res) end(d, res, at);
  const fv = faults.length ? faultText(faults[0]!, false) : null;
  return {
    state: s,
    ruling: ruling(event, {
      code: event === 'unseal' ? 'unsealed' : 'moved',
      accepted: true,
      side: mover,
      article: res?.article ?? o?.clause ?? (event === 'unseal' ? '10.3.1' : '4'),
      ...RULING_TEXTS.moved.played.say(prefix, mover, text, o, fv, res),
      faults,
      penalty,
      next,
      result: res,
    }),
  };
}

/** Rules on a move event: refused (turn, legality, touch-move, 9.7) or played. */
export function move(d: Draft, before: ArbiterState, ev: EventOf<'move'>, at: number): Step {
  const g = gameOf(before);
  const pos = g.position;
  const m = (parseUci(ev.move) as { value: Move }).value;
  const mover = d.turn;
  const o = obligationIn(g, d.touches);
  const refused = (
    code: RulingCode,
    text: Pick<Parts, 'article' | 'vi' | 'en'>,
    extra: Partial<Parts> = {},
  ) =>
    answer(d, before, 'move', { code, accepted: false, side: mover, ...text, obligation: view(o), ...extra });
  const T = RULING_TEXTS['move-refused'];
  const illegal = RULING_TEXTS['illegal-move'];
  if (ev.side !== undefined && ev.side !== mover) {
    return refused('move-refused', says(T.notYourTurn, ev.side));
  }
  if (!pos.isLegal(m)) {
    // 16.3: "Đi quân sai luật định" is a technical fault; the position stays as it was (9.10).
    const { fault: f, res } = charge(d, mover, 'technical', '16.3', at);
    const ft = faultText(f.record, f.lost);
    if (res) {
      return refused('illegal-move', says(illegal.lost, ev.move, ft, res), {
        faults: [f.record],
        penalty: 'loss',
        result: res,
        obligation: null,
      });
    }
    return refused('illegal-move', says(illegal.illegal, ev.move, ft), {
      faults: [f.record],
      penalty: 'technical-fault',
      next: f.next,
    });
  }
  if (!allows(o, m)) {
    return refused('move-refused', { ...T.touchMove.say(ev.move, mover, o!), article: o!.clause });
  }
  if (ev.via) {
    const first = ev.via
      .map((x) => parseSquare(x)!)
      .find((p) => pos.isLegal({ from: m.from, to: p }) && allows(o, { from: m.from, to: p }));
    if (first !== undefined && first !== m.to) {
      const p = formatUci({ from: m.from, to: first }).slice(2);
      return refused('move-refused', says(T.firstPoint, p));
    }
  }
  return play(d, before, m, o, at, 'move', { vi: '', en: '' });
}

/** A move cannot be taken back (9.5b). */
export function takeback(_d: Draft, before: ArbiterState, ev: EventOf<'takeback'>): Step {
  return {
    state: before,
    ruling: ruling('takeback', {
      code: 'takeback-refused',
      accepted: false,
      side: ev.side,
      ...says(RULING_TEXTS['takeback-refused'].refused),
    }),
  };
}
