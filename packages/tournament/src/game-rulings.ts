import type { Result } from '@xq/pairing';
import { withRound } from './document';
import { fail, type RulingErrorCode, type TournamentError } from './error-codes';
import { requireNumber, requireString, requireTournament } from './guard';
import { GAME_RULINGS, type Game, type GameRuling, type Tournament } from './model';

/** What each ruling does to the game's result. */
const EFFECT: Readonly<Record<GameRuling, 'replay' | 'stands' | 'both-lose' | 'goes-on'>> = {
  'set-up-wrongly': 'replay',
  'colours-confused': 'replay',
  'colours-swapped': 'goes-on',
  'colours-found-after': 'stands',
  'illegal-move-after': 'stands',
  'sealed-move-wrong': 'both-lose',
  dispute: 'both-lose',
};

const shown = (v: unknown): string =>
  typeof v === 'number' ? String(v) : `(${v === null ? 'null' : typeof v})`;

/**
 * Records the arbiter's ruling on the game of `round` (from 1) in which `player` plays, with what
 * it does to the result (Luật Cờ Tướng, Quyết định 11991/1999/UBTDTT-TT1): 9.9a "phải hủy bỏ ván đó
 * và chơi lại ván mới" and 9.9b "hủy bỏ ván cờ và chơi lại ván khác" — a game in progress (its
 * result pending) is replayed; a game whose result is recorded keeps it (9.9d: "Sau khi kết thúc
 * ván cờ, hai bên ký vào biên bản và trọng tài xác nhận kết quả thì ván đánh đó có hiệu lực, không
 * đánh lại, dù đã xảy ra các thế cờ không hợp lệ trên"), the ruling noted with it; 9.9c "giữ nguyên hiện trạng ván cờ, đổi lại màu quân" — the game goes on,
 * the colours as paired; 9.9e "vẫn phải ghi là cầm quân Trắng để đảm bảo cho việc bắt thăm màu
 * quân vòng sau vẫn bình thường" and 9.10.2 "phải công nhận kết quả đang đánh" — the result stands
 * (a game without a result is refused) and `red` stays the player who should have had red, so
 * that the colour history of the later pairings reads the colours as paired; 7.1i "cả hai đều bị
 * xử thua" and 15.7b "xử thua cờ cả hai đấu thủ" — the game is lost by both (`both-lose`, a game
 * played).
 *
 * @example
 * ```ts
 * import { createTournament, recordRuling } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'pending' as const }], byes: [] }] };
 * const r = recordRuling(t, 1, 2, 'dispute');
 * console.log(r.ok && r.value.rounds[0]?.games[0]?.result); // both-lose
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @throws {TypeError} when an argument is not of its JavaScript type (naming the function and the field).
 * @category Model
 */
export function recordRuling(
  t: Tournament,
  round: number,
  player: number,
  ruling: GameRuling,
): Result<Tournament, TournamentError<RulingErrorCode>> {
  requireTournament('recordRuling', t);
  requireNumber('recordRuling', 'round', round);
  requireNumber('recordRuling', 'player', player);
  requireString('recordRuling', 'ruling', ruling);
  const r = Number.isInteger(round) ? t.rounds[round - 1] : undefined;
  if (!r) return fail('TOURNAMENT_NO_SUCH_ROUND', `no round ${shown(round)}`);
  if (!(GAME_RULINGS as readonly unknown[]).includes(ruling))
    return fail('TOURNAMENT_BAD_FIELD', `a ruling is one of ${GAME_RULINGS.join(', ')}`);
  const index = r.games.findIndex((g) => g.red === player || g.black === player);
  const g = r.games[index];
  if (!g) return fail('TOURNAMENT_NO_SUCH_GAME', `player ${shown(player)} has no game in round ${round}`);
  if ((g.rulings ?? []).length >= 16) return fail('TOURNAMENT_BAD_FIELD', 'at most 16 rulings on a game');
  const found = EFFECT[ruling];
  const effect = found === 'replay' && g.result !== 'pending' ? 'stands' : found;
  if (effect === 'stands' && g.result === 'pending')
    return fail(
      'TOURNAMENT_RESULT_STANDS',
      `${ruling} is found after the game (9.9e, 9.10.2): record the game's result first`,
    );
  // 9.9d: a recorded (confirmed) result stands; only a game in progress is annulled and replayed.
  const result: Game['result'] =
    effect === 'replay' ? 'pending' : effect === 'both-lose' ? 'both-lose' : g.result;
  const game: Game = { ...g, result, rulings: [...(g.rulings ?? []), ruling] };
  const w = withRound(t, round - 1, { ...r, games: r.games.map((y, j) => (j === index ? game : y)) });
  return w.ok ? w : fail('TOURNAMENT_BAD_FIELD', w.error.message);
}
