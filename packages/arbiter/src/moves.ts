// Moves: a move event checked against the law (Điều 8, 9, 16.3) and the playing of a move
// (by a move event or an opened envelope), with the clock pressed and the outcome judged.
import { apply as clockApply } from '@xq/clock';
import { formatUci, type Game, type Move, parseSquare, parseUci } from '@xq/core';
import { answer, end, gameOf, games, isClockLive, obligationIn, view } from './draft';
import { charge } from './faults';
import { boardResult, flagResult } from './results';
import type { FaultRecord, RulingCode } from './ruling';
import type { ArbiterResult, ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { closing, describe, En, en, faultText, type Parts, ruling, vi } from './texts';
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
        article: '7.1n',
        vi: `${prefix.vi}${describe(o).vi} (${o.clause}). ${res.vi}`,
        en: `${prefix.en}${describe(o).en} (${o.clause}). ${res.en}`,
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
      vi: `${prefix.vi}${vi(mover)} đi ${text}${o ? ` (${o.clause}${o.fault ? `: ${describe(o).vi}` : ''})` : ''}.${fv ? ` ${fv.vi}.` : ''}${closing(res, 'vi')}`,
      en: `${prefix.en}${En(mover)} plays ${text}${o ? ` (${o.clause}${o.fault ? `: ${describe(o).en}` : ''})` : ''}.${fv ? ` ${fv.en}.` : ''}${closing(res, 'en')}`,
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
    article: string,
    viText: string,
    enText: string,
    extra: Partial<Parts> = {},
  ) =>
    answer(d, before, 'move', {
      code,
      accepted: false,
      side: mover,
      article,
      vi: viText,
      en: enText,
      obligation: view(o),
      ...extra,
    });
  if (ev.side !== undefined && ev.side !== mover) {
    return refused(
      'move-refused',
      '8',
      `Chưa tới lượt ${vi(ev.side)}: không bên nào được đi liên tiếp hai lượt (Điều 8).`,
      `It is not ${en(ev.side)}'s turn: no side may move twice in a row (Điều 8).`,
    );
  }
  if (!pos.isLegal(m)) {
    // 16.3: "Đi quân sai luật định" is a technical fault; the position stays as it was (9.10).
    const { fault: f, res } = charge(d, mover, 'technical', '16.3', at);
    const ft = faultText(f.record, f.lost);
    if (res) {
      return refused(
        'illegal-move',
        '7.1n',
        `${ev.move} không hợp lệ (16.3). ${ft.vi}. ${res.vi}`,
        `${ev.move} is not legal (16.3). ${ft.en}. ${res.en}`,
        { faults: [f.record], penalty: 'loss', result: res, obligation: null },
      );
    }
    return refused(
      'illegal-move',
      '16.3',
      `${ev.move} không hợp lệ: đi quân sai luật định là một lỗi kỹ thuật (16.3), nước đi không được công nhận (9.10). ${ft.vi}.`,
      `${ev.move} is not legal: an illegal move is a technical fault (16.3) and does not stand (9.10). ${ft.en}.`,
      { faults: [f.record], penalty: 'technical-fault', next: f.next },
    );
  }
  if (!allows(o, m)) {
    const t = describe(o!);
    return refused(
      'move-refused',
      o!.clause,
      `Nước ${ev.move} không được chấp nhận: ${vi(mover)}: ${t.vi} (${o!.clause}).`,
      `${ev.move} is refused: ${en(mover)}: ${t.en} (${o!.clause}).`,
    );
  }
  if (ev.via) {
    const first = ev.via
      .map((x) => parseSquare(x)!)
      .find((p) => pos.isLegal({ from: m.from, to: p }) && allows(o, { from: m.from, to: p }));
    if (first !== undefined && first !== m.to) {
      const p = formatUci({ from: m.from, to: first }).slice(2);
      return refused(
        'move-refused',
        '9.7',
        `Quân chạm nhiều giao điểm phải dừng ở giao điểm chạm trước tiên: ${p} (9.7).`,
        `A piece set on several points must stop on the first: ${p} (9.7).`,
      );
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
      article: '9.5b',
      vi: 'Đi quân rồi không được đi lại: quân đã đặt tới vị trí khác thì không được thay đổi (9.5b).',
      en: 'A move made cannot be taken back: once the piece is set on another point it stands (9.5b).',
    }),
  };
}
