// Điều 9.9 (irregular positions), 9.10 (a wrong move found), 9.11 (who may raise a touch), 15.5a
// and 10.2.1b (what a third party raises), 9.1 with the repetition rulings: the law's words
// (Luật Cờ Tướng, Quyết định 11991/1999/UBTDTT-TT1) beside the tests that enforce them.
import { Game, Position, parseSquare } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { type ArbiterEvent, obligation, parseState } from '../src/index';
import { more, run } from '../src/scenarios.test-util';

const START: ArbiterEvent = { type: 'start' };
const OPENING: ArbiterEvent[] = [START, { type: 'move', move: 'h2e2' }, { type: 'move', move: 'h9g7' }];
const reads = (s: unknown) => parseState(JSON.parse(JSON.stringify(s))).ok;

describe('Điều 9.9: irregular positions', () => {
  // 9.9a "Nếu trong ván đấu phát hiện vị trí ban đầu của các quân cờ bị xếp sai từ đầu ván cờ thì
  // phải hủy bỏ ván đó và chơi lại ván mới."
  it('a game set up wrongly is annulled, to be replayed', () => {
    const r = run([...OPENING, { type: 'irregular', kind: 'setup' }]);
    expect(r.last).toMatchObject({ code: 'annulled', article: '9.9a', accepted: true });
    expect(r.state.result).toMatchObject({ winner: null, losers: [], reason: 'annulled', article: '9.9a' });
    expect(r.state.result?.vi).toContain('hủy bỏ ván đó và chơi lại ván mới');
    expect(reads(r.state)).toBe(true);
  });
  // 9.9b "Nếu hai đấu thủ đi nhầm màu quân theo luật định (như bên cầm quân Đen đáng lẽ đi sau thì
  // lại đi trước) thì hủy bỏ ván cờ và chơi lại ván khác."
  it('colours confused with the second mover first: annulled', () => {
    const r = run([...OPENING, { type: 'irregular', kind: 'colours-order' }]);
    expect(r.state.result).toMatchObject({ reason: 'annulled', article: '9.9b' });
  });
  // 9.9c "Nếu hai đấu thủ đi nhầm màu quân nhưng bên đi tiên vẫn đi trước … thì giữ nguyên hiện
  // trạng ván cờ, đổi lại màu quân để tiếp tục ván cờ bình thường."
  it('colours confused with the first mover first: the game is kept, the colours swapped', () => {
    const r = run([...OPENING, { type: 'irregular', kind: 'colours' }, { type: 'move', move: 'h0g2' }]);
    expect(r.rulings[3]).toMatchObject({ code: 'colours-swapped', article: '9.9c', accepted: true });
    expect([r.state.status, r.state.moves.length, r.state.swapped]).toEqual(['playing', 3, true]);
    expect(reads(r.state)).toBe(true);
  });
  // 9.9d "Sau khi kết thúc ván cờ, hai bên ký vào biên bản và trọng tài xác nhận kết quả thì ván
  // đánh đó có hiệu lực, không đánh lại"; 9.9e "… kết quả ván đấu vẫn được công nhận … nhưng đấu
  // thủ đáng lẽ cầm quân Trắng lại cầm nhầm quân Đen thì vẫn phải ghi là cầm quân Trắng để đảm
  // bảo cho việc bắt thăm màu quân vòng sau vẫn bình thường."
  it('after the game the result stands, and confused colours are recorded as intended', () => {
    const over = run([...OPENING, { type: 'resign', side: 'black' }]).state;
    const setup = more(over, [{ type: 'irregular', kind: 'setup' }]);
    expect(setup.last).toMatchObject({ code: 'result-stands', article: '9.9d' });
    expect(setup.state.result).toEqual(over.result);
    const colours = more(over, [{ type: 'irregular', kind: 'colours' }]);
    expect(colours.last).toMatchObject({ code: 'colours-swapped', article: '9.9e' });
    expect([colours.state.result, colours.state.swapped]).toEqual([over.result, true]);
    expect(reads(colours.state)).toBe(true);
  });
});

describe('Điều 9.10: a wrong move found during the game', () => {
  // 9.10 "a) Phát hiện một nước không hợp lệ hoặc b) Quân cờ đi sang vị trí không đúng giao điểm
  // quy định thì thế cờ phải được khôi phục lại theo biên bản từ nước không hợp lệ (hay di chuyển
  // sai). Trong quá trình khôi phục này phải dừng đồng hồ theo quyết định của trọng tài."
  it('the position is restored from the scoresheet to before the wrong move, the clock stopped', () => {
    const r = run([
      { type: 'start', clock: 'vn-90', at: 0 },
      { type: 'move', move: 'h2e2', at: 5_000 },
      { type: 'move', move: 'h9g7', at: 9_000 },
      { type: 'move', move: 'h0g2', at: 12_000 },
      { type: 'restore', ply: 1, at: 20_000 },
    ]);
    expect(r.last).toMatchObject({ code: 'restored', article: '9.10a', accepted: true });
    expect(r.state.moves).toEqual(['h2e2']);
    expect(r.state.fen).toBe(Position.initial().play({ from: 25, to: 22 }).fen());
    expect(r.state.turn).toBe('black');
    expect([r.state.clock?.status, r.state.clock?.turn]).toEqual(['paused', 'black']);
    expect(reads(r.state)).toBe(true);
    const resumed = more(r.state, [
      { type: 'clock', command: { type: 'resume', at: 30_000 } },
      { type: 'move', move: 'b9c7', at: 31_000 },
    ]);
    expect(resumed.last).toMatchObject({ code: 'moved', accepted: true });
    expect(resumed.state.clock?.turn).toBe('red');
  });
  it('a piece set off a point restores the same way (9.10b); a move beyond the sheet is refused', () => {
    const misplaced = run([...OPENING, { type: 'restore', ply: 0, kind: 'misplaced' }]);
    expect(misplaced.last).toMatchObject({ code: 'restored', article: '9.10b' });
    expect(misplaced.state.moves).toEqual([]);
    const beyond = run([...OPENING, { type: 'restore', ply: 3 }]);
    expect(beyond.last).toMatchObject({ accepted: false, error: { code: 'ARBITER_BAD_EVENT' } });
    expect(beyond.state.moves.length).toBe(2);
  });
  // 9.10.1 "Nếu không xác định được sai từ nước đi nào thì diễn lại biên bản, tìm chỗ sai, đánh
  // tiếp ván cờ."
  it('without the move known, the whole scoresheet is replayed and play goes on', () => {
    const r = run([...OPENING, { type: 'touch', square: 'h0' }, { type: 'restore' }]);
    expect(r.last.vi).toContain('diễn lại biên bản');
    expect([r.state.moves.length, r.state.touches]).toEqual([2, []]);
  });
  // 9.10.2 "Nếu đến lúc ván cờ kết thúc mới phát hiện nước sai lầm trên phải công nhận kết quả
  // đang đánh."
  it('found only after the game: the result stands', () => {
    const over = run([...OPENING, { type: 'resign', side: 'red' }]).state;
    const r = more(over, [{ type: 'restore', ply: 0 }]);
    expect(r.last).toMatchObject({ code: 'result-stands', article: '9.10.2', accepted: true });
    expect([r.state.result, r.state.moves]).toEqual([over.result, over.moves]);
  });
});

describe('Điều 9.11: who may raise a touch', () => {
  // 9.11a "Nếu có chạm quân nhưng không bên nào đề nghị thì ván đấu vẫn diễn ra bình thường, trọng
  // tài không can thiệp."
  it('a touch no side raised does not bind, even one the arbiter noticed', () => {
    for (const extra of [{}, { seen: true }] as const) {
      const r = run([START, { type: 'touch', side: 'red', square: 'h2', by: 'arbiter', ...extra }]);
      expect(r.last).toMatchObject({ code: 'touch-unproven', article: '9.11a', accepted: false });
      expect(r.last.vi).toContain('không bên nào đề nghị');
      expect(r.state.touches).toEqual([]);
      // Red may then play any move: the untouched b2 cannon is allowed.
      const m = more(r.state, [{ type: 'move', move: 'b2e2' }]);
      expect(m.last).toMatchObject({ accepted: true });
    }
  });
  // 9.11a does not stop the arbiter's own reminder of an inadvertent touch (9.6).
  it('an inadvertent touch the arbiter notices is still reminded (9.6)', () => {
    const r = run([START, { type: 'touch', side: 'red', square: 'h2', by: 'arbiter', accidental: true }]);
    expect(r.last).toMatchObject({ code: 'accidental-touch', penalty: 'reminder' });
  });
  // 9.11b "Việc chạm quân phải được hoặc đối phương công nhận, hoặc trọng tài chứng kiến còn nếu
  // chỉ có một bên tố cáo thì trọng tài cũng không xét để phạt đối phương."
  it('an accusation alone is not penalised; admitted or seen by the arbiter, the touch binds', () => {
    const accused = run([START, { type: 'touch', side: 'red', square: 'h2', by: 'black' }]);
    expect(accused.last).toMatchObject({ code: 'touch-unproven', article: '9.11b', accepted: false });
    expect(accused.state.touches).toEqual([]);
    const binding = [
      { by: 'black', admitted: true },
      { by: 'black', seen: true },
      { by: 'red' },
      {},
    ] as const;
    for (const by of binding) {
      const r = run([START, { type: 'touch', side: 'red', square: 'h2', ...by }]);
      expect(r.last, JSON.stringify(by)).toMatchObject({ code: 'touched', article: '9.1' });
      expect(r.state.touches).toEqual([{ squares: ['h2'] }]);
      const m = more(r.state, [{ type: 'move', move: 'b2e2' }]);
      expect(m.last, JSON.stringify(by)).toMatchObject({ accepted: false });
    }
  });
  // 9.11c "Ngoài đối thủ và trọng tài thì bất cứ người nào khác (huấn luyện viên, lãnh đội, người
  // thân của đấu thủ, khán giả…) can thiệp cũng không có giá trị."
  it('a touch raised by a coach, a team leader, a relative or a spectator has no value', () => {
    for (const by of ['coach', 'team-leader', 'relative', 'spectator', 'other'] as const) {
      const r = run([START, { type: 'touch', side: 'red', square: 'h2', by }]);
      expect(r.last).toMatchObject({ code: 'third-party', article: '9.11c', accepted: false });
      expect(r.state.touches).toEqual([]);
    }
  });
});

describe('Điều 15.5a, 10.2.1b: claims and proposals only from the players', () => {
  // 15.5a "Việc thắc mắc và khiếu nại khi đang diễn ra ván đấu phải do bản thân đấu thủ đề xuất
  // thì mới có giá trị."
  it('a claim raised by a team leader is refused, the clock untouched', () => {
    const s = run([{ type: 'start', clock: 'vn-90', at: 0 }]).state;
    const r = more(s, [{ type: 'claim', side: 'red', rule: 'move-limit', by: 'team-leader', at: 1000 }]);
    expect(r.last).toMatchObject({ code: 'third-party', article: '15.5a', accepted: false });
    expect(r.state).toBe(s);
  });
  // 10.2.1b "… không được ủy quyền cho bất cứ người nào khác thay mặt mình xin hòa hay có những
  // đề nghị khác. Ngoài đấu thủ, bất kỳ người nào khác cũng không được phép đưa ra những đề nghị
  // này."
  it('a draw offered or accepted for a player by someone else is refused', () => {
    const offer = run([START, { type: 'offer-draw', side: 'red', by: 'relative' }]);
    expect(offer.last).toMatchObject({ code: 'third-party', article: '10.2.1b' });
    expect(offer.state.drawOffer).toBeNull();
    const own = run([START, { type: 'offer-draw', side: 'red', by: 'red' }]);
    expect(own.state.drawOffer).toBe('red');
    expect(more(own.state, [{ type: 'accept-draw', side: 'black', by: 'coach' }]).state.status).toBe(
      'playing',
    );
  });
});

describe('Điều 9.1 with the repetition rulings', () => {
  // 9.1 "Đấu thủ tới lượt đi, nếu chạm tay vào quân nào của mình thì phải đi quân đó. Nếu nước đi
  // này bị luật cấm thì được đi quân khác, nhưng phạm lỗi kỹ thuật."
  it('obligation: a touched piece whose every move is forbidden frees the player with a fault', () => {
    const pos = Position.initial();
    const h2 = parseSquare('h2')!;
    expect(obligation(pos, [[h2]], () => true)).toMatchObject({ clause: '9.1', moves: null, fault: true });
    // One move forbidden of twelve: the cannon still binds, to all its moves.
    expect(obligation(pos, [[h2]], (m) => m.to === parseSquare('e2'))?.moves?.length).toBe(12);
  });
  it('the arbiter applies the repetition judge of @xq/core: the horse’s only move repeats a perpetual check', () => {
    // Red's horse checks from d7 and b8 in turn while black's king goes f8–f7 (found by a search
    // of random positions). At the end the horse on b8 has one legal move, b8d7, and it would make
    // the third occurrence of a perpetual check, which Chương V forbids (red would lose).
    const fen = '3R5/5k3/1R1N5/9/9/9/9/9/6n2/3K5 b - - 1 1';
    const cycle = ['f8f7', 'd7b8', 'f7f8', 'b8d7', 'f8f7', 'd7b8', 'f7f8'];
    const played = run([{ type: 'start', fen }, ...cycle.map((move) => ({ type: 'move', move }) as const)]);
    expect(played.state.status).toBe('playing');
    const g = Game.replay(fen, cycle);
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.position.legalMoves().filter((m) => m.from === parseSquare('b8')).length).toBe(1);
    const touched = more(played.state, [{ type: 'touch', side: 'red', square: 'b8' }]);
    expect(touched.last.obligation).toEqual({ clause: '9.1', simultaneous: false, moves: null, fault: true });
    const freed = more(touched.state, [{ type: 'move', move: 'd9d8' }]);
    expect(freed.last).toMatchObject({ code: 'moved', accepted: true, penalty: 'technical-fault' });
    expect(freed.state.red.technical).toBe(1);
    // Untouched, the same horse move is played and loses by the perpetual check.
    const lost = more(played.state, [{ type: 'move', move: 'b8d7' }]).state.result;
    expect(lost).toMatchObject({ winner: 'black', reason: 'perpetual-check' });
  });
});
