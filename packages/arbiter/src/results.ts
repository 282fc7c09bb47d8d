// The results that end a game, with the texts that say why.
import type { ClockState } from '@xq/clock';
import type { Game } from '@xq/core';
import type { FaultKind } from './event';
import type { ArbiterResult } from './state';
import { En, en, vi } from './texts';
import { other, type Side } from './vocab';

/** A result from its fields. */
export function result(
  winner: Side | null,
  losers: Side[],
  reason: string,
  article: string,
  viText: string,
  enText: string,
): ArbiterResult {
  return { winner, losers, reason, article, vi: viText, en: enText };
}

/** `side` loses; the texts are the reason followed by who loses and who wins. */
export function lossOf(
  side: Side,
  reason: string,
  article: string,
  viWhy: string,
  enWhy: string,
): ArbiterResult {
  return result(
    other(side),
    [side],
    reason,
    article,
    `${viWhy}: ${vi(side)} thua, ${vi(other(side))} thắng.`,
    `${enWhy}: ${en(side)} loses, ${en(other(side))} wins.`,
  );
}

/** Both sides lose. */
export function bothLose(reason: string, article: string, viWhy: string, enWhy: string): ArbiterResult {
  return result(
    null,
    ['red', 'black'],
    reason,
    article,
    `${viWhy}: cả hai bên đều bị xử thua.`,
    `${enWhy}: both players are ruled lost.`,
  );
}

/** `side` loses on time: arrived too late (7.1e), short of the moves due, or out of time (7.1d). */
export function timeLoss(side: Side, reason: 'late' | 'quota' | 'time'): ArbiterResult {
  if (reason === 'late')
    return lossOf(
      side,
      'late-arrival',
      '7.1e',
      `${vi(side)} đến chậm quá thời gian quy định`,
      `${En(side)} arrived later than the regulation allows`,
    );
  if (reason === 'quota')
    return lossOf(
      side,
      'quota',
      '7.1d',
      `${vi(side)} không đi đủ số nước quy định trong thời gian quy định`,
      `${En(side)} did not make the moves due in the time allowed`,
    );
  return lossOf(side, 'time', '7.1d', `${vi(side)} hết giờ`, `${En(side)} ran out of time`);
}

/** The result of a clock that has flagged. */
export function flagResult(c: ClockState): ArbiterResult {
  const f = c.flag!;
  if (f.reason === 'late' && f.late.length === 2)
    return bothLose(
      'late-arrival',
      '7.1e',
      'Cả hai đấu thủ đến chậm quá thời gian quy định',
      'Both players arrived later than the regulation allows',
    );
  return timeLoss(f.side, f.reason === 'late' || f.reason === 'quota' ? f.reason : 'time');
}

/** The result the board gives (mate, no move, perpetual, repetition, dead position, move limit). */
export function boardResult(g: Game): ArbiterResult | null {
  const o = g.outcome();
  if (!o) return null;
  const names: Record<string, [string, string]> = {
    checkmate: ['bị chiếu bí', 'is checkmated'],
    'no-legal-moves': ['bị vây chặt, hết nước đi', 'has no legal move'],
    'perpetual-check': ['chiếu mãi mà không thay đổi nước đi', 'checked perpetually and did not change'],
    'forbidden-repetition': [
      'phạm luật cấm mà không chịu thay đổi nước đi',
      'repeated a forbidden move and did not change',
    ],
  };
  if (o.winner === null) {
    const why: Record<string, [string, string]> = {
      'dead-position': [
        'Hai bên không còn quân nào có thể tấn công đối phương',
        'Neither side has a piece that can attack',
      ],
      'repetition-draw': [
        'Lặp lại nước đi, không bên nào phạm luật cấm hoặc cả hai cùng phạm',
        'A repetition in which neither or both sides offend',
      ],
      'move-limit': [
        'Mỗi bên đi đủ 60 nước không có nước ăn quân',
        'Each side made 60 moves without a capture',
      ],
    };
    const [v, e] = why[o.reason] ?? [o.explanation, o.explanation];
    return result(null, [], o.reason, o.article, `${v}: hòa.`, `${e}: draw.`);
  }
  const loser = other(o.winner);
  const [v, e] = names[o.reason] ?? [o.reason, o.reason];
  return lossOf(loser, o.reason, o.article, `${vi(loser)} ${v}`, `${En(loser)} ${e}`);
}

/** The result of faults that lost, for one side or both (7.1n; 7.1m for unrecorded moves). */
export function faultLoss(losers: Side[], kind: FaultKind, viaUnrecorded: boolean): ArbiterResult {
  const article = viaUnrecorded ? '7.1m' : '7.1n';
  const reason = viaUnrecorded
    ? 'unrecorded-moves'
    : kind === 'technical'
      ? 'technical-faults'
      : 'conduct-faults';
  const v = viaUnrecorded
    ? 'không ghi 3 lần biên bản, mỗi lần gồm 4 nước liên tục'
    : kind === 'technical'
      ? 'mắc lỗi kỹ thuật 3 lần'
      : 'mắc lỗi tác phong 3 lần';
  const e = viaUnrecorded
    ? 'failed 3 times to record 4 consecutive moves'
    : kind === 'technical'
      ? 'made 3 technical faults'
      : 'made 3 conduct faults';
  if (losers.length === 2) return bothLose(reason, article, `Cả hai bên ${v}`, `Both sides ${e}`);
  const s = losers[0]!;
  return lossOf(s, reason, article, `${vi(s)} ${v}`, `${En(s)} ${e}`);
}
