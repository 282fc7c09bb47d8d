// Irregular positions (Điều 9.9): a game set up wrongly or played with the colours confused;
// and a position restored from the scoresheet after an illegal move or a misplaced piece (9.10).
import { apply as clockApply } from '@xq/clock';
import { Game, INITIAL_FEN } from '@xq/core';
import { answer, endWith, games, isClockLive } from './draft';
import { result } from './results';
import type { ArbiterState } from './state';
import type { Draft, EventOf, Step } from './step';
import { en, vi } from './texts';

const ANNULLED = {
  setup: {
    article: '9.9a',
    vi: 'Vị trí ban đầu của các quân cờ bị xếp sai từ đầu ván cờ',
    en: 'The pieces were set up wrongly from the start of the game',
  },
  'colours-order': {
    article: '9.9b',
    vi: 'Hai đấu thủ đi nhầm màu quân, bên đáng lẽ đi sau lại đi trước',
    en: 'The players confused the colours and the side due to move second moved first',
  },
} as const;

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
      article: over ? '9.9e' : '9.9c',
      vi: over
        ? 'Nhầm màu quân nhưng ván cờ đã chơi xong mới phát hiện: kết quả ván đấu vẫn được công nhận; đấu thủ đáng lẽ cầm quân Trắng vẫn được ghi là cầm quân Trắng để bắt thăm màu quân vòng sau (9.9e).'
        : 'Nhầm màu quân nhưng bên đi tiên vẫn đi trước: giữ nguyên hiện trạng ván cờ, đổi lại màu quân để tiếp tục ván cờ bình thường (9.9c).',
      en: over
        ? 'The colours were confused but found only after the game: the result stands, and the player meant to hold Trắng is recorded as Trắng for later colour allocation (9.9e).'
        : 'The colours were confused but the side due to move first did move first: the position is kept and the colours swapped, play goes on (9.9c).',
    });
  }
  const why = ANNULLED[ev.kind];
  if (before.status === 'over') return resultStands(d, before, 'irregular', '9.9d');
  const res = result(
    null,
    [],
    'annulled',
    why.article,
    `${why.vi}: hủy bỏ ván đó và chơi lại ván mới (${why.article}).`,
    `${why.en}: the game is annulled and replayed (${why.article}).`,
  );
  return endWith(d, before, 'irregular', res, at, { code: 'annulled', side: null, article: why.article });
}

/** After the game, what is found changes nothing: the result stands (9.9d, 9.10.2). */
function resultStands(
  d: Draft,
  before: ArbiterState,
  event: 'irregular' | 'restore',
  article: '9.9d' | '9.10.2',
): Step {
  return answer(d, before, event, {
    code: 'result-stands',
    accepted: true,
    side: null,
    article,
    vi:
      article === '9.9d'
        ? 'Ván cờ đã kết thúc và kết quả đã được xác nhận: ván đánh có hiệu lực, không đánh lại (9.9d).'
        : 'Đến lúc ván cờ kết thúc mới phát hiện nước sai: công nhận kết quả đang đánh (9.10.2).',
    en:
      article === '9.9d'
        ? 'The game is over and its result confirmed: it stands and is not replayed (9.9d).'
        : 'The wrong move was found only after the game: the result stands (9.10.2).',
  });
}

/**
 * Restores the position from the scoresheet to before the wrong move (9.10a, 9.10b; the whole
 * scoresheet when the move is not known, 9.10.1), the clock stopped meanwhile and handed to the
 * side to move of the restored position (a press that counts no move toward a quota).
 */
export function restore(d: Draft, before: ArbiterState, ev: EventOf<'restore'>, at: number): Step {
  if (before.status === 'over') return resultStands(d, before, 'restore', '9.10.2');
  const article = ev.kind === 'misplaced' ? '9.10b' : '9.10a';
  const ply = ev.ply ?? before.moves.length;
  if (ply > before.moves.length) {
    return answer(d, before, 'restore', {
      code: 'refused',
      accepted: false,
      side: null,
      article,
      vi: `Biên bản chỉ có ${before.moves.length} nước, không có nước thứ ${ply + 1} để khôi phục.`,
      en: `The scoresheet has ${before.moves.length} moves: there is no move ${ply + 1} to restore from.`,
      error: { code: 'ARBITER_BAD_EVENT', message: `ply ${ply} is beyond the ${before.moves.length} moves` },
    });
  }
  const moves = before.moves.slice(0, ply);
  const opts = { moveLimit: before.options.moveLimit, rules: before.options.rules };
  const g = Game.replay(before.start ?? INITIAL_FEN, moves, opts);
  if (!g.ok) throw new TypeError(`the state's moves do not replay: ${g.error.message}`);
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
  const what =
    ev.kind === 'misplaced'
      ? { vi: 'Quân cờ đi sang vị trí không đúng giao điểm quy định', en: 'A piece was set off a point' }
      : { vi: 'Phát hiện một nước không hợp lệ', en: 'An illegal move was found' };
  const from =
    ev.ply === undefined
      ? {
          vi: 'diễn lại biên bản, tìm chỗ sai, đánh tiếp (9.10.1)',
          en: 'the scoresheet replayed, play goes on (9.10.1)',
        }
      : {
          vi: `khôi phục lại thế cờ theo biên bản trước nước thứ ${ply + 1}`,
          en: `the position restored from the scoresheet to before move ${ply + 1}`,
        };
  return answer(d, before, 'restore', {
    code: 'restored',
    accepted: true,
    side: null,
    article,
    vi: `${what.vi}: ${from.vi}; ${vi(d.turn)} đi${stopped ? '; đồng hồ dừng trong khi khôi phục' : ''} (${article}).`,
    en: `${what.en}: ${from.en}; ${en(d.turn)} to move${stopped ? '; the clock is stopped meanwhile' : ''} (${article}).`,
  });
}
