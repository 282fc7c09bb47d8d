// The touch event (Điều 9): a touch that binds, an adjustment announced, an inadvertent touch.
import { parseSquare } from '@xq/core';
import { answer, gameOf, obligationIn, view } from './draft';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { describe, En, en, vi } from './texts';
import { PENALTY_NAMES, type Penalty } from './vocab';

/** Rules on a touch: what the player touching now must do, or why nothing binds. */
export function touch(d: Draft, before: ArbiterState, ev: EventOf<'touch'>): Step {
  const g = gameOf(before);
  const pos = g.position;
  const names = ev.squares ? [...new Set(ev.squares)] : [ev.square!];
  const pieces = names.filter((n) => pos.piece(parseSquare(n)!) !== undefined);
  const side = ev.side ?? d.turn;
  const current = () => obligationIn(g, d.touches);
  // 9.11b: a touch the opponent reports counts only when the toucher admits it (or the arbiter
  // saw it, `by: 'arbiter'`); an accusation alone is not penalised.
  if (ev.by !== undefined && ev.by !== side && ev.by !== 'arbiter' && ev.admitted !== true) {
    return answer(d, before, 'touch', {
      code: 'touch-unproven',
      accepted: false,
      side,
      article: '9.11b',
      vi: `${vi(ev.by as typeof side)} tố cáo ${vi(side)} chạm quân, nhưng đối phương không công nhận và trọng tài không chứng kiến: trọng tài không xét để phạt (9.11b).`,
      en: `${En(ev.by as typeof side)} reports a touch by ${en(side)}, but it is neither admitted nor seen by the arbiter: no penalty (9.11b).`,
      obligation: view(current()),
    });
  }
  if (pieces.length === 0) {
    return answer(d, before, 'touch', {
      code: 'no-piece',
      accepted: false,
      side,
      article: '9',
      vi: `Không có quân ở ${names.join(', ')}: chạm quân là đụng vào quân cờ (Điều 9), không có gì để xử.`,
      en: `No piece on ${names.join(', ')}: a touch is a touch of a piece (Điều 9); nothing to rule.`,
      obligation: view(current()),
    });
  }
  if (ev.adjust) {
    const mine = side === d.turn;
    return answer(d, before, 'touch', {
      code: mine ? 'adjusted' : 'adjust-refused',
      accepted: mine,
      side,
      article: '9.5a',
      vi: mine
        ? `${vi(side)} báo trước "tôi sửa quân này" và sửa quân khi đến lượt mình: không phải chạm quân (9.5a).`
        : `${vi(side)} chỉ được phép sửa quân khi đến lượt mình đi (9.5a).`,
      en: mine
        ? `${En(side)} announced "I adjust" and adjusted on its own turn: not a touch (9.5a).`
        : `${En(side)} may adjust pieces only on its own turn (9.5a).`,
      obligation: view(current()),
    });
  }
  if (ev.accidental) {
    const r = d[side];
    r.accidental++;
    const n = r.accidental;
    if (n <= 2) {
      const penalty: Penalty = n === 1 ? 'reminder' : 'warning';
      return answer(d, before, 'touch', {
        code: 'accidental-touch',
        accepted: true,
        side,
        article: '9.6',
        vi: `Chạm quân vô ý lần thứ ${n}: trọng tài ${PENALTY_NAMES[penalty].vi} ${vi(side)}${n === 2 ? '; lần thứ ba sẽ xử lý như chạm quân cố ý' : ''} (9.6).`,
        en: `Inadvertent touch number ${n}: ${PENALTY_NAMES[penalty].en} for ${en(side)}${n === 2 ? '; a third is ruled as a deliberate touch' : ''} (9.6).`,
        obligation: view(current()),
        penalty,
        next: n === 1 ? 'warning' : null,
      });
    }
  }
  const third = ev.accidental === true;
  if (side !== d.turn) {
    return answer(d, before, 'touch', {
      code: 'touch-no-obligation',
      accepted: true,
      side,
      article: third ? '9.6' : '9.1',
      vi: `${vi(side)} chưa tới lượt đi: luật chạm quân chỉ buộc đấu thủ tới lượt đi (9.1), không có nghĩa vụ.`,
      en: `${En(side)} is not to move: touch-move binds only the player to move (9.1); no obligation.`,
      obligation: view(current()),
    });
  }
  // Only a touch of a colour not touched yet this turn can bind (the law binds the piece
  // touched first, 9.1–9.4): the others are answered but not kept, so the touches stored are
  // at most two and a long stream of touches costs no more per touch than the first.
  const colours = (squares: readonly string[]) => squares.map((n) => pos.piece(parseSquare(n)!)!.color);
  const bound = new Set(d.touches.flatMap((t) => colours(t.squares)));
  if (colours(pieces).some((c) => !bound.has(c))) d.touches = [...d.touches, { squares: pieces }];
  const o = current()!;
  const text = describe(o);
  return answer(d, before, 'touch', {
    code: 'touched',
    accepted: true,
    side,
    article: o.clause,
    vi: `${third ? 'Chạm quân vô ý lần thứ ba, xử như cố ý (9.6). ' : ''}${vi(side)}: ${text.vi} (${o.clause}).`,
    en: `${third ? 'A third inadvertent touch, ruled as deliberate (9.6). ' : ''}${En(side)}: ${text.en} (${o.clause}).`,
    obligation: view(o),
    next: o.fault ? (d[side].technical + 1 >= 3 ? 'loss' : 'technical-fault') : null,
  });
}
