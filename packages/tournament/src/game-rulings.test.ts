import { parseTrf } from '@xq/pairing';
import { describe, expect, it } from 'vitest';
import { formatTournament, parseTournament } from './document';
import { recordRuling } from './game-rulings';
import type { Tournament } from './model';
import { swissInputFromTournament } from './pairing/individual';
import { playerRounds } from './standings/player-rounds';
import { standings } from './standings/standings';
import { setResult } from './tournament-edit';
import { pairNextRound } from './tournament-pair';
import { exportTrf } from './trf/export';
import { tournamentFromTrf } from './trf/import';

/** A Swiss of four after round 1: 1–2 and 3–4 (the first named with red). */
function event(r1: Tournament['rounds'][number]['games'][number]['result'] = 'red-win'): Tournament {
  return {
    format: 'xq-tournament',
    version: 2,
    name: 'Giải',
    regulations: { system: 'swiss-dutch', scoring: '1-0.5-0', rounds: 3, tieBreaks: ['WIN', 'BPG'] },
    players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}`, rating: 2000 - id })),
    rounds: [
      {
        games: [
          { red: 1, black: 2, result: r1 },
          { red: 3, black: 4, result: 'draw' },
        ],
        byes: [],
      },
    ],
  };
}

const ok = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('a game lost by both (7.1i, 15.7b) is a game played, not a double forfeit', () => {
  // 7.1i: "Nếu đấu thủ có lượt đi ghi sai nước đi trong niêm phong nhưng đối phương bỏ cuộc thì cả
  // hai đều bị xử thua"; 15.7b: "lỗi nặng thì có thể xử thua cờ cả hai đấu thủ đó".
  it('scores 0–0, counts as played in the standings and tie-breaks, and reads back', () => {
    const t = ok(recordRuling(event('pending'), 1, 1, 'sealed-move-wrong'));
    expect(t.rounds[0]?.games[0]).toEqual({
      red: 1,
      black: 2,
      result: 'both-lose',
      rulings: ['sealed-move-wrong'],
    });
    const r = playerRounds(t).get(2)?.[0];
    expect(r).toMatchObject({ kind: 'game', outcome: 'loss', points: 0, colour: 'black' });
    // BPG (games played with black) counts it: 2 played black; a double forfeit would not count.
    const s = standings(t).find((x) => x.player === 2);
    expect(s?.values.BPG).toBe(1);
    const forfeit = standings(event('double-forfeit')).find((x) => x.player === 2);
    expect(forfeit?.values.BPG).toBe(0);
    // The Swiss reads it as a game played (the pair has met, the colours count).
    const input = swissInputFromTournament(t);
    expect(input.players.find((p) => p.id === 2)?.rounds[0]).toMatchObject({
      played: true,
      colour: 'black',
      outcome: 'loss',
    });
    expect(ok(parseTournament(formatTournament(t)))).toEqual(t);
    // TRF writes 0 against 0 and reads it back as lost by both.
    const trf = ok(exportTrf(t));
    const back = ok(tournamentFromTrf(ok(parseTrf(trf))));
    expect(back.rounds[0]?.games.find((g) => g.red === 1)?.result).toBe('both-lose');
  });
});

describe("results the arbiter's rulings of 9.9 and 9.10.2 leave", () => {
  it('9.9a, 9.9b: a game in progress is annulled and replayed (result pending, the ruling kept)', () => {
    // 9.9a: "Nếu trong ván đấu phát hiện vị trí ban đầu của các quân cờ bị xếp sai từ đầu ván cờ
    // thì phải hủy bỏ ván đó và chơi lại ván mới"; 9.9b: "hủy bỏ ván cờ và chơi lại ván khác".
    for (const ruling of ['set-up-wrongly', 'colours-confused'] as const) {
      const t = ok(recordRuling(event('pending'), 1, 2, ruling));
      expect(t.rounds[0]?.games[0]).toEqual({ red: 1, black: 2, result: 'pending', rulings: [ruling] });
    }
  });

  it('9.9d: a game whose result is recorded keeps it, the ruling noted', () => {
    // 9.9d: "Sau khi kết thúc ván cờ, hai bên ký vào biên bản và trọng tài xác nhận kết quả thì
    // ván đánh đó có hiệu lực, không đánh lại, dù đã xảy ra các thế cờ không hợp lệ trên."
    for (const ruling of ['set-up-wrongly', 'colours-confused'] as const)
      for (const result of ['red-win', 'black-win', 'draw', 'red-win-forfeit', 'both-lose'] as const) {
        const t = ok(recordRuling(event(result), 1, 2, ruling));
        expect(t.rounds[0]?.games[0]).toEqual({ red: 1, black: 2, result, rulings: [ruling] });
      }
  });

  it('9.9c: kept with the colours put right; 9.9e, 9.10.2: the result stands, the paired colours count', () => {
    // 9.9c: "giữ nguyên hiện trạng ván cờ, đổi lại màu quân để tiếp tục ván cờ bình thường".
    const c = ok(recordRuling(event('pending'), 1, 1, 'colours-swapped'));
    expect(c.rounds[0]?.games[0]).toMatchObject({
      red: 1,
      result: 'pending',
      rulings: ['colours-swapped'],
    });
    // 9.9e: "đấu thủ đáng lẽ cầm quân Trắng lại cầm nhầm quân Đen thì vẫn phải ghi là cầm quân Trắng
    // để đảm bảo cho việc bắt thăm màu quân vòng sau vẫn bình thường".
    const e = ok(recordRuling(event(), 1, 1, 'colours-found-after'));
    expect(e.rounds[0]?.games[0]).toEqual({
      red: 1,
      black: 2,
      result: 'red-win',
      rulings: ['colours-found-after'],
    });
    const colours = swissInputFromTournament(e)
      .players.find((p) => p.id === 1)
      ?.rounds.map((r) => r.colour);
    // The Swiss input of @xq/pairing, in FIDE's words: white is the tournament's red.
    expect(colours).toEqual(['white']);
    // 9.10.2: "Nếu đến lúc ván cờ kết thúc mới phát hiện nước sai lầm trên phải công nhận kết quả
    // đang đánh."
    const late = ok(recordRuling(event(), 1, 3, 'illegal-move-after'));
    expect(late.rounds[0]?.games[1]).toEqual({
      red: 3,
      black: 4,
      result: 'draw',
      rulings: ['illegal-move-after'],
    });
    expect(recordRuling(event('pending'), 1, 3, 'illegal-move-after')).toMatchObject({ ok: true });
    expect(recordRuling(event('pending'), 1, 1, 'illegal-move-after')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_RESULT_STANDS' },
    });
  });

  it('refuses an unknown round, game or ruling', () => {
    expect(recordRuling(event(), 2, 1, 'dispute')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NO_SUCH_ROUND' },
    });
    expect(recordRuling(event(), 1, 9, 'dispute')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NO_SUCH_GAME' },
    });
    expect(recordRuling(event(), 1, 1, 'constructor' as 'dispute')).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_BAD_FIELD' },
    });
  });
});

describe('9.9e: the intended colour is the one recorded for later colour allocation', () => {
  // Seed 000, 9.9c: "Nếu hai đấu thủ đi nhầm màu quân nhưng bên đi tiên vẫn đi trước (Bên tiên tuy
  // cầm quân Đen nhưng vẫn đi trước) … thì giữ nguyên hiện trạng ván cờ, đổi lại màu quân để tiếp tục
  // ván cờ bình thường." 9.9e: "Bị nhầm mầu quân nhưng cả hai đấu thủ đã chơi xong ván cờ mới phát
  // hiện ra, thì kết quả ván đấu vẫn được công nhận, không phải đánh lại ván cờ đó, nhưng đấu thủ
  // đáng lẽ cầm quân Trắng lại cầm nhầm quân Đen thì vẫn phải ghi là cầm quân Trắng để đảm bảo cho
  // việc bắt thăm màu quân vòng sau vẫn bình thường."
  const swapped = (): Tournament =>
    ok(setResult(ok(recordRuling(event('pending'), 1, 1, 'colours-swapped')), 1, 1, 'red-win'));
  const foundAfter = (): Tournament => ok(recordRuling(event(), 1, 1, 'colours-found-after'));

  it.each([
    ['9.9c, the result recorded after the swap', swapped],
    ['9.9e, found after the game', foundAfter],
  ])(
    '%s: player 1 keeps the paired red (Trắng) in the colour history, the next pairing and the TRF',
    (_, make) => {
      const t = make();
      const plain = event();
      expect(t.rounds[0]?.games[0]?.rulings?.length).toBe(1);
      // The colour history every later allocation reads: player 1 as paired, player 2 the other side.
      const colours = (doc: Tournament, id: number) =>
        swissInputFromTournament(doc)
          .players.find((p) => p.id === id)
          ?.rounds.map((r) => r.colour);
      // (@xq/pairing's Swiss input, in FIDE's words: white is the tournament's red.)
      expect(colours(t, 1)).toEqual(['white']);
      expect(colours(t, 2)).toEqual(['black']);
      expect(playerRounds(t).get(1)?.[0]).toMatchObject({ colour: 'red', opponent: 2 });
      // The next round is allocated exactly as if the colours had been right.
      expect(ok(pairNextRound(t))).toEqual(ok(pairNextRound(plain)));
      // The TRF carries the intended colour: player 1 "w", player 2 "b" in round 1.
      const trf = ok(parseTrf(ok(exportTrf(t))));
      const round1 = (id: number) => trf.players.find((p) => p.startNumber === id)?.rounds[0];
      expect(round1(1)).toMatchObject({ opponent: 2, colour: 'w' });
      expect(round1(2)).toMatchObject({ opponent: 1, colour: 'b' });
      expect(exportTrf(t)).toEqual(exportTrf({ ...t, rounds: plain.rounds }));
    },
  );
});
