import { describe, expect, test } from 'vitest';
import { detailsOf, libraryError, withDetails } from './messages-vi';

// "Every error in Vietnamese says as much as the English one (the field, the round, the player)".
describe('the details of an English error, said again in Vietnamese', () => {
  test('names what it counts in the law’s words: a round is "vòng", a game "ván"', () => {
    expect(detailsOf('player 7 has no game in round 1')).toEqual(['đấu thủ 7', 'vòng 1']);
    expect(detailsOf('game 3: move 12… not legal here: "h7h0"')).toEqual(['ván 3', 'nước 12', '"h7h0"']);
  });
  test('keeps fields, options, codes and quoted input, once each', () => {
    expect(detailsOf("players[3].rating: --rating must be 0..9999, not 'x' (vn-90)")).toEqual([
      'players[3].rating',
      '--rating',
      '0..9999',
      "'x'",
      'vn-90',
    ]);
    expect(detailsOf('no detail here')).toEqual([]);
    expect(withDetails('kết quả sai', 'no detail here')).toBe('kết quả sai');
  });
  test("a library's error: the Vietnamese sentence, the details and the code", () => {
    expect(libraryError({ code: 'TOURNAMENT_NO_SUCH_ROUND', message: 'no round 9' }).vi).toBe(
      'không có vòng đấu này: vòng 9 (TOURNAMENT_NO_SUCH_ROUND)',
    );
    expect(libraryError({ code: 'NOT_A_CODE', message: 'x' }).vi).toBe('bị từ chối (NOT_A_CODE)');
  });
});
