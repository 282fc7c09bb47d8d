// Irregular positions (Điều 9.9): a game set up wrongly or played with the colours confused;
// and a position restored from the scoresheet after an illegal move or a misplaced piece (9.10).
import { apply as clockApply } from '@xq/clock';
import { Game, INITIAL_FEN } from '@xq/core';
import { answer, endWith, games, isClockLive } from './draft';
import { result } from './results';
import { RULING_TEXTS as T } from './ruling-texts';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { says } from './texts';

/** Rules on an irregular position: annulled (9.9a, 9.9b), colours swapped (9.9c, 9.9e), or the result stands (9.9d). */
export function irregular(d: Draft, before: ArbiterState, ev: EventOf<'irregular'>, at: number): Step {
  if (ev.kind === 'colours') {
    // 9.9c, 9.9e: the game (or its result) is kept and the record keeps the intended colours.
    d.swapped = true;
    const over = before.status === 'over';
    return answer(d, before, 'irregular', {
      code: 'colours-swapped',
      accepted: true,
      side: null,
      ...says(over ? T['colours-swapped'].afterGame : T['colours-swapped'].kept),
    });
  }
  if (before.status === 'over') return resultStands(d, before, 'irregular');
  const why = T.annulled[ev.kind];
  const res = result(null, [], 'annulled', why.article, why.say());
  return endWith(d, before, 'irregular', res, at, { code: 'annulled', side: null, article: why.article });
}

/** After the game, what is found changes nothing: the result stands (9.9d, 9.10.2). */
function resultStands(d: Draft, before: ArbiterState, event: 'irregular' | 'restore'): Step {
  return answer(d, before, event, {
    code: 'result-stands',
    accepted: true,
    side: null,
    ...says(event === 'irregular' ? T['result-stands'].irregular : T['result-stands'].wrongMove),
  });
}

/**
 * Restores the position from the scoresheet to before the wrong move (9.10a, 9.10b; the whole
 * scoresheet when the move is not known, 9.10.1), the clock stopped meanwhile and handed to the
 * side to move of the restored position (a press that counts no move toward a quota).
 */
export function restore(d: Draft, before: ArbiterState, ev: EventOf<'restore'>, at: number): Step {
  if (before.status === 'over') return resultStands(d, before, 'restore');
  const article = ev.kind === 'misplaced' ? '9.10b' : '9.10a';
  const ply = ev.ply ?? before.moves.length;
  if (ply > before.moves.length) {
    return answer(d, before, 'restore', {
      code: 'refused',
      accepted: false,
      side: null,
      ...T.refused.beyondScoresheet.say(before.moves.length, ply),
      article,
      error: { code: 'ARBITER_BAD_EVENT', message: `ply ${ply} is beyond the ${before.moves.length} moves` },
    });
  }
  const moves = before.moves.slice(0, ply);
  const opts = { moveLimit: before.options.moveLimit, rules: before.options.rules };
  const g = Game.replay(before.start ?? INITIAL_FEN, moves, opts);
  if (!g.ok) throw new TypeError(`apply: the state's moves do not replay: ${g.error.message}`);
  d.moves = moves;
  d.fen = g.value.position.fen();
  d.turn = g.value.position.turn;
  d.touches = [];
  d.drawOffer = null;
  let stopped = false;
  if (isClockLive(d.clock)) {
    if (d.clock.status === 'running' && d.clock.turn !== d.turn) {
      d.clock = clockApply(d.clock, { type: 'press', at, credit: 0 }).state;
    }
    if (d.clock.status === 'running') {
      d.clock = clockApply(d.clock, { type: 'pause', at }).state;
      stopped = true;
    }
  }
  games.set(d as ArbiterState, g.value);
  return answer(d, before, 'restore', {
    code: 'restored',
    accepted: true,
    side: null,
    article,
    ...T.restored.restored.say(
      ev.kind === 'misplaced',
      ev.ply === undefined ? undefined : ply,
      d.turn,
      stopped,
      article,
    ),
  });
}
