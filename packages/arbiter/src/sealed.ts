// Adjournment (Điều 10.3): the sealed move written by the player to move, and the envelope
// opened when play resumes.
import { apply as clockApply } from '@xq/clock';
import { type Game, type Move, parseUci } from '@xq/core';
import { answer, endWith, gameOf, isClockLive, obligationIn } from './draft';
import { play } from './moves';
import { lossOf } from './results';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { En, en, vi } from './texts';
import { allows, type Obligation } from './touch';

const MAX_SEAL = 500;

/** Whether the sealed move, opened now, is valid: legal and within the touch obligation. */
export function sealedMove(d: Draft, g: Game, text: string): { move: Move; o: Obligation | null } | null {
  const m = parseUci(text);
  if (!m.ok || !g.position.isLegal(m.value)) return null;
  const o = obligationIn(g, d.touches);
  return allows(o, m.value) ? { move: m.value, o } : null;
}

/** Seals the move of the player to move: the game is adjourned and its clock stops (10.3.1). */
export function seal(d: Draft, before: ArbiterState, ev: EventOf<'seal'>, at: number): Step {
  const side = ev.side ?? d.turn;
  if (side !== d.turn) {
    return answer(d, before, 'seal', {
      code: 'seal-refused',
      accepted: false,
      side,
      article: '10.3.1',
      vi: `Người đến lượt đi (${vi(d.turn)}) mới ghi nước kín (10.3.1).`,
      en: `Only the player to move (${en(d.turn)}) seals a move (10.3.1).`,
    });
  }
  d.status = 'adjourned';
  d.sealed = { side, move: ev.move.slice(0, MAX_SEAL) };
  if (isClockLive(d.clock) && d.clock.status === 'running') {
    d.clock = clockApply(d.clock, { type: 'adjourn', at, sealed: d.sealed.move }).state;
  }
  return answer(d, before, 'seal', {
    code: 'sealed',
    accepted: true,
    side,
    article: '10.3.1',
    vi: `${vi(side)} ghi nước kín vào biên bản, bỏ phong bì dán kín${d.clock ? '; đồng hồ dừng' : ''}. Ván cờ hoãn (10.3.1).`,
    en: `${En(side)} seals its move in an envelope${d.clock ? '; the clock stops' : ''}. The game is adjourned (10.3.1).`,
  });
}

/** Opens the envelope: the sealed move is played, or explained (7.1i), or loses (10.3.2). */
export function unseal(d: Draft, before: ArbiterState, ev: EventOf<'unseal'>, at: number): Step {
  if (before.status !== 'adjourned' || d.sealed === null) {
    return answer(d, before, 'unseal', {
      code: 'refused',
      accepted: false,
      side: null,
      article: '10.3.1',
      vi: 'Không có nước kín nào để mở.',
      en: 'There is no sealed move to open.',
      error: { code: 'ARBITER_NOT_ADJOURNED', message: 'the game is not adjourned' },
    });
  }
  const sealed = d.sealed;
  const game = gameOf(before);
  d.status = 'playing';
  d.sealed = null;
  if (d.clock?.status === 'adjourned') d.clock = clockApply(d.clock, { type: 'resume', at }).state;
  const ok = sealedMove(d, game, sealed.move);
  if (ok)
    return play(d, before, ok.move, ok.o, at, 'unseal', { vi: `Mở niêm phong: `, en: `Envelope opened: ` });
  const explained = ev.explanation !== undefined ? sealedMove(d, game, ev.explanation) : null;
  if (explained) {
    return play(d, before, explained.move, explained.o, at, 'unseal', {
      vi: `Mở niêm phong: "${sealed.move}" ghi sai nhưng đấu thủ giải thích được (7.1i). `,
      en: `Envelope opened: "${sealed.move}" is wrong but the sealer explained it (7.1i). `,
    });
  }
  const res = lossOf(
    sealed.side,
    'sealed-move',
    '7.1i',
    `Mở niêm phong: nước kín "${sealed.move}" của ${vi(sealed.side)} không hợp lệ (10.3.2, 7.1i)`,
    `Envelope opened: ${en(sealed.side)}'s sealed move "${sealed.move}" is not valid (10.3.2, 7.1i)`,
  );
  return endWith(d, before, 'unseal', res, at, {
    code: 'sealed-move-invalid',
    side: sealed.side,
    article: '10.3.2',
  });
}
