// The results that end a game; their sentences are in ruling-texts.ts (RESULT_TEXTS).
import type { ClockState } from '@xq/clock';
import type { Game } from '@xq/core';
import type { FaultKind } from './event';
import { type Bilingual, En, OUTCOME_TEXTS, RESULT_TEXTS, vi } from './phrases';
import type { ArbiterResult } from './state';
import { other, type Side } from './vocab';

/** A result from its fields. */
export function result(
  winner: Side | null,
  losers: Side[],
  reason: string,
  article: string,
  text: Bilingual,
): ArbiterResult {
  return { winner, losers, reason, article, vi: text.vi, en: text.en };
}

/** `side` loses; the texts are the reason followed by who loses and who wins. */
export function lossOf(side: Side, reason: string, article: string, why: Bilingual): ArbiterResult {
  return result(other(side), [side], reason, article, OUTCOME_TEXTS.loss(side, other(side), why));
}

/**
 * `side` is struck from the tournament with his results (16.1e, 16.2: "Xóa tên trong danh sách
 * và kết quả thi đấu"): the game ends and is struck with them, so the opponent is given no win —
 * what `@xq/tournament`'s `applySanction(…, 'strike')` does to every game of the player.
 */
export function struckOff(side: Side, article: string, why: Bilingual): ArbiterResult {
  return result(null, [side], 'expulsion', article, OUTCOME_TEXTS.struck(side, why));
}

/** Both sides lose. */
export function bothLose(reason: string, article: string, why: Bilingual): ArbiterResult {
  return result(null, ['red', 'black'], reason, article, OUTCOME_TEXTS.bothLose(why));
}

/** `side` loses on time: arrived too late (7.1e), short of the moves due, or out of time (7.1d). */
export function timeLoss(side: Side, reason: 'late' | 'quota' | 'time'): ArbiterResult {
  if (reason === 'late') {
    const t = RESULT_TEXTS['late-arrival'];
    return lossOf(side, 'late-arrival', t.article, t.say(side));
  }
  const t = RESULT_TEXTS[reason];
  return lossOf(side, reason, t.article, t.say(side));
}

/** The result of a clock that has flagged. */
export function flagResult(c: ClockState): ArbiterResult {
  const f = c.flag!;
  if (f.reason === 'late' && f.late.length === 2) {
    const t = RESULT_TEXTS['late-arrival'];
    return bothLose('late-arrival', t.article, t.say('both'));
  }
  return timeLoss(f.side, f.reason === 'late' || f.reason === 'quota' ? f.reason : 'time');
}

const DRAWN = ['dead-position', 'repetition-draw', 'move-limit'] as const;
const LOST = ['checkmate', 'no-legal-moves', 'perpetual-check', 'forbidden-repetition'] as const;

/** The result the board gives (mate, no move, perpetual, repetition, dead position, move limit). */
export function boardResult(g: Game): ArbiterResult | null {
  const o = g.outcome();
  if (!o) return null;
  if (o.winner === null) {
    const known = DRAWN.find((r) => r === o.reason);
    const why = known ? RESULT_TEXTS[known].say() : { vi: o.explanation, en: o.explanation };
    return result(null, [], o.reason, o.article, OUTCOME_TEXTS.draw(why));
  }
  const loser = other(o.winner);
  const known = LOST.find((r) => r === o.reason);
  const why = known
    ? RESULT_TEXTS[known].say(loser)
    : { vi: `${vi(loser)} ${o.reason}`, en: `${En(loser)} ${o.reason}` };
  return lossOf(loser, o.reason, o.article, why);
}

/** The result of faults that lost, for one side or both (7.1n; 7.1m for unrecorded moves). */
export function faultLoss(losers: Side[], kind: FaultKind, viaUnrecorded: boolean): ArbiterResult {
  const reason = viaUnrecorded
    ? 'unrecorded-moves'
    : kind === 'technical'
      ? 'technical-faults'
      : 'conduct-faults';
  const t = RESULT_TEXTS[reason];
  if (losers.length === 2) return bothLose(reason, t.article, t.say('both'));
  const s = losers[0]!;
  return lossOf(s, reason, t.article, t.say(s));
}
