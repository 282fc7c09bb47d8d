// Each article the arbiter enforces, with the law's words (Luật Cờ Tướng, Quyết định
// 11991/1999/UBTDTT-TT1; for the law's own guidance, the “Hướng dẫn sử dụng quyển Luật Cờ Tướng”
// published with Quyết định 1409/2004/QĐ-UBTDTT/TT1) beside the tests that enforce it.
import { getPreset } from '@xq/clock';
import { formatUci } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { type ArbiterEvent, type ArbiterState, parseEvent, parseOptions, parseState } from '../src/index';
import { more, PINNED_HORSE, quietWalk, run } from '../src/scenarios.test-util';

const START: ArbiterEvent = { type: 'start' };
const INITIAL = 'rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1';
/**
 * `plies` quiet moves from the initial position, as events (at `at` when given): a scoresheet
 * can miss only moves that were played (11.1), so unrecorded moves come after them.
 */
const played = (plies: number, at?: number): ArbiterEvent[] =>
  quietWalk(INITIAL, plies).moves.map((move) =>
    at === undefined ? { type: 'move', move } : { type: 'move', move, at },
  );
// PINNED_HORSE plus a black horse on a5 that red's a0 rook can capture.
const PIN2 = '3k5/9/9/9/n8/9/4r4/9/4H4/R3K4 w - - 0 1';

describe('Điều 9.1: touching one’s own piece', () => {
  // "Đấu thủ tới lượt đi, nếu chạm tay vào quân nào của mình thì phải đi quân đó."
  it('the piece touched must be moved; another move is refused and not played', () => {
    const { state, rulings } = run([
      START,
      { type: 'touch', side: 'red', square: 'h2' },
      { type: 'move', move: 'b2e2' },
    ]);
    expect(rulings[1]!.obligation?.clause).toBe('9.1');
    expect(rulings[2]).toMatchObject({ code: 'move-refused', article: '9.1', accepted: false });
    expect(state.moves).toEqual([]);
    expect(more(state, [{ type: 'move', move: 'h2e2' }]).last).toMatchObject({
      code: 'moved',
      accepted: true,
    });
  });
  // "Nếu nước đi này bị luật cấm thì được đi quân khác, nhưng phạm lỗi kỹ thuật."
  it('a touched piece with no legal move frees the player, at the cost of a technical fault', () => {
    const r = run([
      { type: 'start', fen: PINNED_HORSE },
      { type: 'touch', side: 'red', square: 'e1' },
      { type: 'move', move: 'e0f0' },
    ]);
    expect(r.rulings[1]!.obligation).toEqual({
      clause: '9.1',
      simultaneous: false,
      moves: null,
      fault: true,
    });
    expect(r.last).toMatchObject({ code: 'moved', accepted: true, penalty: 'technical-fault' });
    expect(r.last.faults).toEqual([{ side: 'red', kind: 'technical', article: '9.1', count: 1 }]);
    expect(r.state.red.technical).toBe(1);
  });
  // "Nếu chạm hơn một quân thì phải đi quân chạm trước tiên."
  it('of several own pieces touched in order, the first must move', () => {
    const r = run([
      START,
      { type: 'touch', side: 'red', square: 'h2' },
      { type: 'touch', side: 'red', square: 'b2' },
    ]);
    expect(r.last.obligation?.moves?.every((m) => m.startsWith('h2'))).toBe(true);
    expect(more(r.state, [{ type: 'move', move: 'b2e2' }]).last.code).toBe('move-refused');
  });
  // "Không thể xác định chạm quân nào trước thì được phép đi một trong các quân đó."
  it('pieces touched at one instant: any of them may move', () => {
    const r = run([START, { type: 'touch', side: 'red', squares: ['h2', 'b2'] }]);
    const moves = r.last.obligation?.moves ?? [];
    expect(moves.some((m) => m.startsWith('h2')) && moves.some((m) => m.startsWith('b2'))).toBe(true);
    expect(more(r.state, [{ type: 'move', move: 'b2e2' }]).last.code).toBe('moved');
  });
  // "Đấu thủ tới lượt đi" — the rule binds the player to move only.
  it('a touch by the player not to move creates no obligation', () => {
    const r = run([START, { type: 'touch', side: 'black', square: 'h9' }, { type: 'move', move: 'h2e2' }]);
    expect(r.rulings[1]).toMatchObject({ code: 'touch-no-obligation', obligation: null });
    expect(r.last.code).toBe('moved');
  });
  it('every ruling says what the law still requires while the touch stands', () => {
    const r = run([
      START,
      { type: 'touch', side: 'red', square: 'h2' },
      { type: 'fault', side: 'black', kind: 'conduct' },
    ]);
    expect(r.last.obligation?.clause).toBe('9.1');
    expect(
      more(r.state, [
        { type: 'move', move: 'h2e2' },
        { type: 'fault', side: 'black', kind: 'conduct' },
      ]).last.obligation,
    ).toBeNull();
  });
  it('a touch or a seal without a side is the side to move’s; unrecorded moves default to 4', () => {
    const r = run([START, { type: 'move', move: 'h2e2' }, { type: 'touch', square: 'h9' }]);
    expect(r.last).toMatchObject({ side: 'black', code: 'touched', article: '9.1' });
    expect(run([START, { type: 'seal', move: 'h2e2' }]).last).toMatchObject({ side: 'red', code: 'sealed' });
    expect(run([START, ...played(4), { type: 'unrecorded', side: 'red' }]).last).toMatchObject({
      code: 'unrecorded',
      article: '11.3b',
    });
  });
  it('an empty point is not a touch of a piece', () => {
    expect(run([START, { type: 'touch', side: 'red', square: 'e4' }]).last).toMatchObject({
      code: 'no-piece',
      obligation: null,
    });
  });
});

describe('Điều 9.2: touching the opponent’s piece', () => {
  // "Chạm quân nào của đối phương thì bắt quân đó."
  it('the piece touched must be captured', () => {
    const r = run([START, { type: 'touch', side: 'red', square: 'h9' }]);
    expect(r.last.obligation).toEqual({ clause: '9.2', simultaneous: false, moves: ['h2h9'], fault: false });
    expect(more(r.state, [{ type: 'move', move: 'h2e2' }]).last).toMatchObject({
      code: 'move-refused',
      article: '9.2',
    });
  });
  // "Trường hợp không có quân cờ nào của mình bắt được quân đó thì được đi nước khác nhưng bị ghi
  // một lỗi kỹ thuật."
  it('a piece nothing can capture: another move, with a technical fault', () => {
    const r = run([START, { type: 'touch', side: 'red', square: 'a9' }, { type: 'move', move: 'h2e2' }]);
    expect(r.rulings[1]!.obligation).toMatchObject({ clause: '9.2', moves: null, fault: true });
    expect(r.last.faults[0]).toMatchObject({ article: '9.2', kind: 'technical', count: 1 });
  });
  // "Chạm số quân đối phương hơn một thì phải ăn quân chạm trước, khi không thể xác định quân nào
  // trước sau thì ăn một trong số đó, không được phép không bắt quân đối phương."
  it('several opponent pieces: the first touched; at one instant, any of them, but a capture', () => {
    const first = run([
      START,
      { type: 'touch', side: 'red', square: 'h9' },
      { type: 'touch', side: 'red', square: 'b9' },
    ]);
    expect(first.last.obligation?.moves).toEqual(['h2h9']);
    const once = run([START, { type: 'touch', side: 'red', squares: ['h9', 'b9'] }]);
    expect(once.last.obligation?.moves).toEqual(['b2b9', 'h2h9']);
  });
});

describe('Điều 9.3: own piece first, then the opponent’s', () => {
  // "a) Quân mình bị chạm trước phải bắt quân đối phương chạm sau."
  it('a) the own piece captures', () => {
    const r = run([
      START,
      { type: 'touch', side: 'red', square: 'h2' },
      { type: 'touch', side: 'red', square: 'h9' },
    ]);
    expect(r.last.obligation).toMatchObject({ clause: '9.3a', moves: ['h2h9'] });
  });
  // "b) Nếu quân mình không thể bắt quân đối phương đó thì phải đi quân mình đã chạm."
  it('b) it cannot capture: it must move', () => {
    const r = run([
      START,
      { type: 'touch', side: 'red', square: 'h2' },
      { type: 'touch', side: 'red', square: 'b9' },
    ]);
    expect(r.last.obligation?.clause).toBe('9.3b');
    expect(r.last.obligation?.moves?.every((m) => m.startsWith('h2'))).toBe(true);
  });
  // "c) Nếu quân mình không được thì phải dùng quân khác bắt quân bị chạm của đối phương."
  it('c) it cannot move: another piece captures', () => {
    const r = run([
      { type: 'start', fen: PIN2 },
      { type: 'touch', side: 'red', square: 'e1' },
      { type: 'touch', side: 'red', square: 'a5' },
    ]);
    expect(r.last.obligation).toMatchObject({ clause: '9.3c', moves: ['a0a5'] });
  });
  // "d) Nếu không có nào của mình bắt được quân bị chạm của đối phương thì được đi nước khác, nhưng
  // phạm một lỗi kỹ thuật."
  it('d) nothing captures it: another move, with a technical fault', () => {
    const r = run([
      { type: 'start', fen: PIN2 },
      { type: 'touch', side: 'red', square: 'e1' },
      { type: 'touch', side: 'red', square: 'e3' },
      { type: 'move', move: 'a0a1' },
    ]);
    expect(r.rulings[2]!.obligation).toMatchObject({ clause: '9.3d', moves: null, fault: true });
    expect(r.last.faults[0]).toMatchObject({ article: '9.3d', count: 1 });
  });
});

describe('Điều 9.4 and 9.5: the opponent’s piece first (or both at once), then one’s own', () => {
  // "a) Quân mình bị chạm phải bắt quân đối phương."
  it('a) the own piece captures', () => {
    const r = run([
      START,
      { type: 'touch', side: 'red', square: 'h9' },
      { type: 'touch', side: 'red', square: 'h2' },
    ]);
    expect(r.last.obligation).toMatchObject({ clause: '9.4a', moves: ['h2h9'] });
  });
  // "b) Nếu quân mình đã chạm không bắt được quân đối phương đó, thì phải dùng quân khác bắt quân
  // bị chạm của đối phương."
  it('b) it cannot: another piece captures (before the own piece must move)', () => {
    const r = run([
      { type: 'start', fen: PIN2 },
      { type: 'touch', side: 'red', square: 'a5' },
      { type: 'touch', side: 'red', square: 'e1' },
    ]);
    expect(r.last.obligation).toMatchObject({ clause: '9.4b', moves: ['a0a5'] });
    const start = run([
      START,
      { type: 'touch', side: 'red', square: 'b9' },
      { type: 'touch', side: 'red', square: 'h2' },
    ]);
    expect(start.last.obligation).toMatchObject({ clause: '9.4b', moves: ['b2b9'] });
  });
  // "c) Nếu không có quân nào bắt được quân của đối phương, thì phải đi quân mình đã chạm."
  it('c) nothing captures it: the own piece moves', () => {
    const r = run([
      { type: 'start', fen: PIN2 },
      { type: 'touch', side: 'red', square: 'e3' },
      { type: 'touch', side: 'red', square: 'a0' },
    ]);
    expect(r.last.obligation?.clause).toBe('9.4c');
    expect(r.last.obligation?.moves?.every((m) => m.startsWith('a0'))).toBe(true);
    expect(r.last.obligation?.fault).toBe(false);
  });
  // "d) Nếu quân mình đã chạm cũng không đi được thì đi quân khác, nhưng phạm một lỗi kỹ thuật."
  it('d) the own piece cannot move either: another move, with a technical fault', () => {
    const r = run([
      { type: 'start', fen: PIN2 },
      { type: 'touch', side: 'red', square: 'e3' },
      { type: 'touch', side: 'red', square: 'e1' },
    ]);
    expect(r.last.obligation).toMatchObject({ clause: '9.4d', moves: null, fault: true });
  });
  // "9.5. Cùng một lúc chạm quân của cả hai bên thì bị xử theo Điều 9.4."
  it('9.5: both sides’ pieces at one instant are ruled by 9.4', () => {
    const r = run([
      { type: 'start', fen: PIN2 },
      { type: 'touch', side: 'red', squares: ['e1', 'a5'] },
    ]);
    expect(r.last.obligation).toMatchObject({ clause: '9.4b', simultaneous: true, moves: ['a0a5'] });
    expect(r.last.en).toContain('9.5');
  });
  // "a) ... phải báo trước cho trọng tài hay đối phương “tôi sửa quân này” và chỉ được phép sửa
  // quân khi đến lượt mình đi."
  it('9.5a: an announced adjustment on one’s turn is no touch; out of turn it is not allowed', () => {
    const r = run([
      START,
      { type: 'touch', side: 'red', square: 'h2', adjust: true },
      { type: 'touch', side: 'black', square: 'h9', adjust: true },
      { type: 'move', move: 'b2e2' },
    ]);
    expect(r.rulings[1]).toMatchObject({ code: 'adjusted', article: '9.5a', obligation: null });
    expect(r.rulings[2]).toMatchObject({ code: 'adjust-refused', article: '9.5a', accepted: false });
    expect(r.last.code).toBe('moved');
  });
  // "b) Đi quân rồi không được đi lại."
  it('9.5b: a move made cannot be taken back', () => {
    const r = run([START, { type: 'move', move: 'h2e2' }, { type: 'takeback', side: 'red' }]);
    expect(r.last).toMatchObject({ code: 'takeback-refused', article: '9.5b', accepted: false });
    expect(r.state.moves).toEqual(['h2e2']);
  });
});

describe('Điều 9.6, 9.7, 9.8', () => {
  // "Động tác chạm lần đầu do vô ý, trọng tài nhắc nhở; nếu vô ý lần thứ hai, trọng tài cảnh cáo,
  // nếu tái phạm lần thứ ba thì xử lý như chạm quân cố ý."
  it('9.6: inadvertent touches: a reminder, a warning, then a deliberate touch', () => {
    const t: ArbiterEvent = { type: 'touch', side: 'red', square: 'h2', accidental: true };
    const r = run([START, t, t, t]);
    expect(r.rulings[1]).toMatchObject({
      code: 'accidental-touch',
      article: '9.6',
      penalty: 'reminder',
      next: 'warning',
      obligation: null,
    });
    expect(r.rulings[2]).toMatchObject({ code: 'accidental-touch', penalty: 'warning', obligation: null });
    expect(r.rulings[3]).toMatchObject({ code: 'touched', article: '9.1' });
    expect(r.rulings[3]!.vi).toContain('9.6');
    expect(more(r.state, [{ type: 'move', move: 'b2e2' }]).last.code).toBe('move-refused');
  });
  // "9.7. Đi quân chạm nhiều giao điểm thì phải dừng quân cờ đó ở giao điểm chạm trước tiên."
  it('9.7: a piece set on several points stops on the first', () => {
    const r = run([START, { type: 'move', move: 'h2e2', via: ['f2', 'e2'] }]);
    expect(r.last).toMatchObject({ code: 'move-refused', article: '9.7' });
    expect(more(r.state, [{ type: 'move', move: 'h2f2', via: ['f2', 'e2'] }]).last.code).toBe('moved');
  });
  // "9.8. Đấu thủ cầm quân vô ý rơi giữa 2 điểm nào đó của bàn cờ thì trọng tài nhắc nhở, tái
  // phạm bị xử một lỗi kỹ thuật."
  it('9.8: a dropped piece: a reminder, then a technical fault each time', () => {
    const e: ArbiterEvent = { type: 'incident', side: 'black', kind: 'dropped-piece' };
    const r = run([START, e, e, e]);
    expect(r.rulings[1]).toMatchObject({
      article: '9.8',
      penalty: 'reminder',
      next: 'technical-fault',
      faults: [],
    });
    expect(r.rulings[2]!.faults).toEqual([{ side: 'black', kind: 'technical', article: '9.8', count: 1 }]);
    expect(r.rulings[3]).toMatchObject({ penalty: 'technical-fault', next: 'loss' });
    expect(r.state.black.technical).toBe(2);
  });
});

describe('Điều 7.1n: three technical or three conduct faults lose', () => {
  // "n) Đối phương mắc lỗi kỹ thuật 3 lần, mắc lỗi tác phong 3 lần."
  it('the third technical fault loses', () => {
    const f: ArbiterEvent = { type: 'fault', side: 'red', kind: 'technical' };
    const r = run([START, f, f, f]);
    expect(r.rulings[1]).toMatchObject({ penalty: 'technical-fault', next: 'technical-fault' });
    expect(r.rulings[2]).toMatchObject({ next: 'loss' });
    expect(r.last.result).toMatchObject({
      winner: 'black',
      losers: ['red'],
      reason: 'technical-faults',
      article: '7.1n',
    });
    expect(r.state.status).toBe('over');
  });
  it('the third conduct fault loses', () => {
    const f: ArbiterEvent = { type: 'fault', side: 'black', kind: 'conduct', article: '15.7b' };
    expect(run([START, f, f, f]).last.result).toMatchObject({
      winner: 'red',
      reason: 'conduct-faults',
      article: '7.1n',
    });
  });
  // The law's guidance (“Hướng dẫn sử dụng quyển Luật Cờ Tướng”, point 8, Quyết định 1409/2004): "Vì vậy luật không có chỉ dẫn cộng lỗi tác phong và lỗi kỹ
  // thuật."
  it('technical and conduct faults are not added together', () => {
    const t: ArbiterEvent = { type: 'fault', side: 'red', kind: 'technical' };
    const c: ArbiterEvent = { type: 'fault', side: 'red', kind: 'conduct' };
    expect(run([START, t, t, c, c]).state.result).toBeNull();
  });
  it('the faults of touch-move and of illegal moves count (16.3: "Đi quân sai luật định")', () => {
    const r = run([
      START,
      { type: 'move', move: 'h2h8' },
      { type: 'touch', side: 'red', square: 'a9' },
      { type: 'move', move: 'h2e2' },
      { type: 'move', move: 'h9g7' },
      { type: 'move', move: 'e2e8' },
    ]);
    expect(r.rulings[1]).toMatchObject({ code: 'illegal-move', article: '16.3', accepted: false });
    expect(r.rulings[3]!.faults[0]).toMatchObject({ article: '9.2', count: 2 });
    expect(r.last.result).toMatchObject({
      winner: 'black',
      losers: ['red'],
      reason: 'technical-faults',
      article: '7.1n',
    });
    expect(r.state.moves).toEqual(['h2e2', 'h9g7']);
  });
});

describe('Điều 11.3b, 7.1m: moves left unrecorded', () => {
  // "b) Nếu một đấu thủ trong biên bản của mình không ghi 4 nước liên tục mà không chịu ghi bổ
  // sung trong quá trình ván đấu thì bị xử một lối kỹ thuật. Nếu tái diễn 3 lần việc này trong
  // một ván đấu thì bị xử thua ván cờ."
  // 7.1m: "Đối phương không ghi 3 lần biên bản mỗi lần gồm 4 nước liên tục."
  it('each lapse of 4 consecutive moves is a technical fault; the third loses by 7.1m', () => {
    const u: ArbiterEvent = { type: 'unrecorded', side: 'black', moves: 4 };
    const r = run([START, ...played(12), u, u, u]);
    expect(r.rulings.at(-3)).toMatchObject({
      code: 'unrecorded',
      article: '11.3b',
      penalty: 'technical-fault',
    });
    expect(r.rulings.at(-2)).toMatchObject({ next: 'loss' });
    expect(r.last.result).toMatchObject({ winner: 'red', reason: 'unrecorded-moves', article: '7.1m' });
  });
  it('fewer than 4 moves is no fault (they must be made up at once, 11.3)', () => {
    const r = run([START, ...played(4), { type: 'unrecorded', side: 'red', moves: 3 }]);
    expect(r.last).toMatchObject({ code: 'unrecorded-short', article: '11.3', faults: [] });
  });
  // 16.3: "Ghi biên bản sót 4 nước liên tục (một lần phạm lỗi kỹ thuật)." — they count toward 7.1n.
  it('an unrecorded lapse is a technical fault toward 7.1n too', () => {
    const r = run([
      START,
      { type: 'fault', side: 'red', kind: 'technical' },
      { type: 'fault', side: 'red', kind: 'technical' },
      ...played(6),
      { type: 'unrecorded', side: 'red', moves: 6 },
    ]);
    expect(r.last.result).toMatchObject({ reason: 'technical-faults', article: '7.1n' });
  });
  // 16.3: "Kết thúc ván cờ không ghi bổ sung các nước còn thiếu."
  it('after the game, moves not made up are a technical fault; the result stands', () => {
    const r = run([
      START,
      ...played(6),
      { type: 'resign', side: 'red' },
      { type: 'unrecorded', side: 'black', moves: 5 },
    ]);
    expect(r.last).toMatchObject({ code: 'fault', article: '16.3' });
    expect(r.state.result).toMatchObject({ winner: 'black', reason: 'resignation' });
  });
});

describe('Điều 11.1: no more moves missing than played', () => {
  // 11.1: "Mỗi đấu thủ phải ghi cả nước đi của mình và nước đi của đối phương." The sheet holds
  // the moves played by both sides; more cannot be missing from it (issue 28).
  it('4 unrecorded moves after black’s first move are refused; 2 are short of a fault', () => {
    const r = run([START, ...played(2), { type: 'unrecorded', side: 'black', moves: 4 }]);
    expect(r.last).toMatchObject({ code: 'refused', accepted: false, article: '11.1' });
    expect(r.state.black.technical).toBe(0);
    expect(run([START, ...played(2), { type: 'unrecorded', side: 'black', moves: 2 }]).last).toMatchObject({
      code: 'unrecorded-short',
    });
    expect(run([START, ...played(4), { type: 'unrecorded', side: 'black', moves: 4 }]).last.code).toBe(
      'unrecorded',
    );
  });
});

describe('Điều 11.1a and 10.1.2: exemptions from recording', () => {
  // 11.1a: "Trong trường hợp còn thời gian ít hơn 5 phút, đấu thủ được phép không ghi biên bản."
  it('11.1a: less than 5 minutes left on the arbiter’s clock', () => {
    const r = run([
      { type: 'start', clock: 'vn-rapid-15', at: 0 },
      ...played(4, 0),
      { type: 'unrecorded', side: 'red', moves: 4, at: 11 * 60_000 },
    ]);
    expect(r.last).toMatchObject({ code: 'unrecorded-exempt', article: '11.1a', faults: [] });
    const early = run([
      { type: 'start', clock: 'vn-rapid-15', at: 0 },
      ...played(4, 0),
      { type: 'unrecorded', side: 'red', moves: 4, at: 9 * 60_000 },
    ]);
    expect(early.last.code).toBe('unrecorded');
  });
  it('11.1a without a clock: the time the clock shows, given with the event', () => {
    expect(
      run([START, ...played(4), { type: 'unrecorded', side: 'red', moves: 4, remainingMs: 299_999 }]).last
        .article,
    ).toBe('11.1a');
    expect(
      run([START, ...played(4), { type: 'unrecorded', side: 'red', moves: 4, remainingMs: 300_000 }]).last
        .article,
    ).toBe('11.3b');
  });
  // 10.1.2: "Sau đó cứ 5 phút phải đi đủ 10 nước cho đến kết thúc ván cờ nhưng đấu thủ được miễn
  // ghi biên bản."
  it('10.1.2: the last stage of the staged control', () => {
    const staged = getPreset('vn-staged');
    const last = staged.red.stages.length - 1;
    const r = run([
      { type: 'start', clock: 'vn-staged', at: 0 },
      ...played(4, 500),
      {
        type: 'clock',
        command: { type: 'adjust', at: 1000, side: 'red', stage: last, deltaMs: 20 * 60_000 },
      },
      { type: 'unrecorded', side: 'red', moves: 4, at: 2000 },
      { type: 'unrecorded', side: 'black', moves: 4, at: 2000 },
    ]);
    expect(r.rulings.at(-2)).toMatchObject({ code: 'unrecorded-exempt', article: '10.1.2' });
    expect(r.last).toMatchObject({ code: 'unrecorded', article: '11.3b' });
  });
});

describe('Điều 11.3 (last paragraph): a player excused from recording by the organisers', () => {
  // 11.3: "Trong trường hợp vì lý do đặc biệt không thể ghi biên bản được do đấu thủ quá nhỏ, chưa
  // biết chữ, người dân tộc không biết tiếng quốc ngữ, người mù chữ hay bị thương ở tay… thì phải
  // báo cáo trước cho ban tổ chức để xác nhận và có biện pháp giải quyết thích hợp."
  const events: ArbiterEvent[] = [
    START,
    ...played(8),
    { type: 'unrecorded', side: 'red', moves: 4, remainingMs: 3_600_000 },
    { type: 'unrecorded', side: 'red', moves: 4, remainingMs: 3_600_000 },
    { type: 'unrecorded', side: 'red', moves: 4, remainingMs: 3_600_000 },
    { type: 'unrecorded', side: 'black', moves: 4, remainingMs: 3_600_000 },
  ];
  it('the excused side commits no fault however often; the other side still does', () => {
    const r = run(events, { excusedFromRecording: ['red'] });
    const rulings = r.rulings.slice(-4);
    for (const ruling of rulings.slice(0, 3))
      expect(ruling).toMatchObject({ code: 'unrecorded-exempt', article: '11.3', faults: [] });
    expect(rulings[3]).toMatchObject({ code: 'unrecorded', article: '11.3b' });
    expect(r.state.status).not.toBe('over');
    expect(r.state.red.technical).toBe(0);
  });
  it('without the organisers’ confirmation the third time loses (7.1m)', () => {
    const r = run(events);
    expect(r.rulings.at(-2)).toMatchObject({ code: 'unrecorded', penalty: 'loss' });
  });
  it('the options name sides, each once; the state keeps them and reloads', () => {
    expect(parseOptions({ excusedFromRecording: ['black', 'red'] })).toMatchObject({
      ok: true,
      value: { excusedFromRecording: ['red', 'black'] },
    });
    const none = parseOptions({ excusedFromRecording: [] });
    expect(none.ok && 'excusedFromRecording' in none.value).toBe(false);
    for (const bad of [['white'], ['red', 'red'], 'red', [null], ['toString'], ['__proto__']])
      expect(parseOptions({ excusedFromRecording: bad })).toMatchObject({
        ok: false,
        error: { code: 'ARBITER_BAD_OPTIONS', path: 'excusedFromRecording' },
      });
    const r = run(events.slice(0, 10), { excusedFromRecording: ['red'] });
    const back = parseState(JSON.parse(JSON.stringify(r.state)));
    expect(back).toEqual({ ok: true, value: r.state });
  });
});

describe('Điều 10.3.2 and 7.1i: the sealed move', () => {
  // 10.3.1: "Người đến lượt đi ghi một nước cờ kín vào biên bản ..."
  it('only the player to move seals; a valid sealed move is played when the envelope is opened', () => {
    const r = run([
      START,
      { type: 'seal', side: 'black', move: 'h9g7' },
      { type: 'seal', side: 'red', move: 'h2e2' },
      { type: 'move', move: 'b2e2' },
      { type: 'unseal' },
    ]);
    expect(r.rulings[1]).toMatchObject({ code: 'seal-refused', article: '10.3.1' });
    expect(r.rulings[3]!.error?.code).toBe('ARBITER_ADJOURNED');
    expect(r.last).toMatchObject({ code: 'unsealed', accepted: true });
    expect(r.state.moves).toEqual(['h2e2']);
  });
  // 10.3.2: "Khi mở niêm phong nước kín lúc hoãn cờ mà nước đi không hợp lệ thì bị xử thua."
  it('an illegal sealed move loses', () => {
    const r = run([START, { type: 'seal', side: 'red', move: 'h2h8' }, { type: 'unseal' }]);
    expect(r.last).toMatchObject({ code: 'sealed-move-invalid', article: '10.3.2' });
    expect(r.last.result).toMatchObject({
      winner: 'black',
      losers: ['red'],
      reason: 'sealed-move',
      article: '7.1i',
    });
    expect(
      run([START, { type: 'seal', side: 'red', move: 'Pháo 2 bình 5?' }, { type: 'unseal' }]).last.result
        ?.losers,
    ).toEqual(['red']);
  });
  // 7.1i: "... nếu bênh niêm phong ghi sai nước đi mà không giải thích được thì bị xử thua."
  it('a wrong sealed move the sealer can explain stands as explained', () => {
    // The envelope holds the Vietnamese notation, which this reducer does not read (a host
    // converts it, as `xq arbiter` does): the sealer explains it as h2e2.
    const r = run([
      START,
      { type: 'seal', side: 'red', move: 'P2-5' },
      { type: 'unseal', explanation: 'h2e2' },
    ]);
    expect(r.last.en).toContain('explained');
    expect(r.last).toMatchObject({ code: 'unsealed', accepted: true, result: null });
    expect(r.state.moves).toEqual(['h2e2']);
  });
  // 7.1i: "Nếu đấu thủ có lượt đi ghi sai nước đi trong niêm phong nhưng đối phương bỏ cuộc thì cả
  // hai đều bị xử thua."
  it('a wrong sealed move and an opponent who gives up: both lose', () => {
    const r = run([START, { type: 'seal', side: 'red', move: 'h2h8' }, { type: 'resign', side: 'black' }]);
    expect(r.last.result).toMatchObject({ winner: null, losers: ['red', 'black'], article: '7.1i' });
    const valid = run([
      START,
      { type: 'seal', side: 'red', move: 'h2e2' },
      { type: 'resign', side: 'black' },
    ]);
    expect(valid.last.result).toMatchObject({ winner: 'red', losers: ['black'], article: '7.1k' });
  });
  it('a sealed move that breaks a touch obligation is not valid (10.3.2)', () => {
    const r = run([
      START,
      { type: 'touch', side: 'red', square: 'h2' },
      { type: 'seal', side: 'red', move: 'b2e2' },
      { type: 'unseal' },
    ]);
    expect(r.last.result).toMatchObject({ losers: ['red'], article: '7.1i' });
    expect(r.last.article).toBe('10.3.2');
  });
});

describe('Điều 15.7b and 16: the ladder and both players lost', () => {
  // 15.7b: "Trọng tài sẽ cảnh cáo khi xảy ra các vi phạm nói trên, được gọi là lỗi tác phong, ...
  // nếu tiếp tục tái phạm thì người vi phạm bị xử phạm lỗi tác phong, hoặc xử thua ván cờ."
  it('misconduct: a warning, then conduct faults, the third of which loses', () => {
    const m: ArbiterEvent = { type: 'incident', side: 'red', kind: 'misconduct' };
    const r = run([START, m, m, m, m]);
    expect(r.rulings.slice(1).map((x) => x.penalty)).toEqual([
      'warning',
      'conduct-fault',
      'conduct-fault',
      'loss',
    ]);
    expect(r.rulings[1]!.next).toBe('conduct-fault');
    expect(r.rulings[3]!.next).toBe('loss');
    expect(r.last.result).toMatchObject({ reason: 'conduct-faults', article: '7.1n' });
  });
  // 15.7b: "Nếu cả hai đấu thủ cùng vi phạm lỗi nặng thì có thể xử thua cờ cả hai đấu thủ đó."
  it('both players can be ruled lost', () => {
    const r = run([START, { type: 'sanction', side: 'both', level: 'loss' }]);
    expect(r.last.result).toMatchObject({ winner: null, losers: ['red', 'black'], article: '15.7b' });
    const f: ArbiterEvent = { type: 'fault', side: 'both', kind: 'conduct' };
    expect(run([START, f, f, f]).last.result).toMatchObject({
      winner: null,
      losers: ['red', 'black'],
      article: '7.1n',
    });
  });
  // 16.1: "a) Nhắc nhở b) Cảnh cáo c) Xử thua ván cờ d) Truất quyền thi đấu e) Xóa tên đấu thủ
  // khỏi danh sách của giải cờ."
  it('16.1: each level, with its letter', () => {
    const levels = ['reminder', 'warning', 'loss', 'disqualification', 'expulsion'] as const;
    const articles = levels.map(
      (level) => run([START, { type: 'sanction', side: 'black', level }]).last.article,
    );
    expect(articles).toEqual(['16.1a', '16.1b', '16.1c', '16.1d', '16.1e']);
    // 7.1l: "Đối phương vi phạm luật bị xử thua."
    expect(run([START, { type: 'sanction', side: 'black', level: 'loss' }]).state.result?.article).toBe(
      '7.1l',
    );
    expect(
      run([START, { type: 'sanction', side: 'black', level: 'disqualification' }]).state.result,
    ).toMatchObject({ winner: 'red', reason: 'disqualification' });
    // 16.2: "Xóa tên trong danh sách và kết quả thi đấu": struck with his results, this game
    // among them, so the opponent is not given the win — as the tournament strikes his games.
    const struck = run([START, { type: 'sanction', side: 'black', level: 'expulsion' }]);
    expect(struck.state.result).toMatchObject({ winner: null, losers: ['black'], reason: 'expulsion' });
    expect(struck.state.result?.vi).toContain('Trắng không được tính điểm ván này');
    expect(parseState(JSON.parse(JSON.stringify(struck.state))).ok).toBe(true);
    expect(run([START, { type: 'sanction', side: 'black', level: 'warning' }]).state.result).toBeNull();
  });
  // 16.2: "Trọng tài bàn được quyền cảnh cáo, nhắc nhỏ và xử phạt đúng theo luật. - Tổng trọng
  // tài có quyền truất quyền thi đấu. - Xóa tên trong danh sách và kết quả thi đấu phải qua ý kiến
  // của tổng trọng tài, trưởng ban tổ chức của giải."
  it('16.2: who gives which sanction', () => {
    for (const level of ['disqualification', 'expulsion'] as const) {
      const refused = run([START, { type: 'sanction', side: 'black', level, by: 'table-arbiter' }]);
      expect(refused.last).toMatchObject({ code: 'sanction', accepted: false, article: '16.2' });
      expect(refused.last.vi).toContain('Trọng tài bàn không có quyền');
      expect(refused.state.result).toBeNull();
      expect(refused.state.status).toBe('playing');
      const given = run([START, { type: 'sanction', side: 'black', level, by: 'chief-arbiter' }]);
      expect(given.last.accepted).toBe(true);
      expect(given.state.result).toMatchObject({ reason: level });
    }
    // The table arbiter reminds, warns and punishes by the law.
    for (const level of ['reminder', 'warning', 'loss'] as const)
      expect(run([START, { type: 'sanction', side: 'red', level, by: 'table-arbiter' }]).last.accepted).toBe(
        true,
      );
    // Who gives it is checked as it is read; a third party is not a giver.
    expect(parseEvent({ type: 'sanction', side: 'red', level: 'loss', by: 'table-arbiter' }).ok).toBe(true);
    expect(parseEvent({ type: 'sanction', side: 'red', level: 'loss', by: 'coach' })).toMatchObject({
      ok: false,
      error: { code: 'ARBITER_BAD_EVENT', path: 'by' },
    });
  });
  // 10.2.2: "... tự ý dừng đồng hồ sẽ bị cảnh cáo, nếu tại phạm thì bị ghi lỗi tác phong."
  it('10.2.2 and 11.3a: their ladders', () => {
    const c: ArbiterEvent = { type: 'incident', side: 'red', kind: 'clock-stopped' };
    expect(
      run([START, c, c])
        .rulings.slice(1)
        .map((x) => [x.article, x.penalty]),
    ).toEqual([
      ['10.2.2', 'warning'],
      ['10.2.2', 'conduct-fault'],
    ]);
    // 11.3a: "Trọng tài xét thấy như thế thì sẽ ghi cho người mượn 1 lỗi tác phong."
    expect(
      run([START, { type: 'incident', side: 'red', kind: 'borrowed-scoresheet' }]).last.faults[0],
    ).toMatchObject({ kind: 'conduct', article: '11.3a' });
  });
  // 10.2.1: "Nếu đấu thủ quên bấm đồng hồ, thì trọng tài nhắc nhở. Đấu thủ nào quên không bấm đồng hồ
  // sau khi đi quân xong thì tự chịu thiệt thòi về thời gian của mình."
  it('10.2.1: a forgotten press is answered by a reminder, every time, never a fault', () => {
    const f: ArbiterEvent = { type: 'incident', side: 'black', kind: 'forgot-press' };
    const r = run([START, f, f, f]);
    expect(r.rulings.slice(1).map((x) => [x.article, x.penalty, x.faults.length])).toEqual([
      ['10.2.1', 'reminder', 0],
      ['10.2.1', 'reminder', 0],
      ['10.2.1', 'reminder', 0],
    ]);
    expect(r.state.result).toBeNull();
    expect(r.last.vi).toContain('nhắc nhở');
    expect(r.last.vi).toContain('tự chịu thiệt thòi về thời gian');
  });
});

describe('Điều 15.7k and 7.2d: draw offers', () => {
  // 15.7k: "Đấu thủ muốn đề nghị hòa chủ được đưa ra lời đề nghị hòa khi tới lượt mình đi, tức là
  // trong thời gian suy nghĩ của mình."
  it('an offer out of turn is refused (and 16.3 gives a technical fault)', () => {
    const r = run([START, { type: 'offer-draw', side: 'black' }, { type: 'accept-draw', side: 'red' }]);
    expect(r.rulings[1]).toMatchObject({ code: 'draw-offer-refused', article: '15.7k', accepted: false });
    expect(r.rulings[1]!.faults[0]).toMatchObject({ side: 'black', kind: 'technical', article: '16.3' });
    expect(r.last).toMatchObject({ code: 'draw-refused', accepted: false });
    expect(r.state.result).toBeNull();
  });
  // 7.2d: "Một bên đề nghị hòa, bên đối phương đồng ý thì ván cờ mặc nhiên được công nhận là hòa."
  it('an offer on one’s turn, accepted, is a draw', () => {
    const r = run([
      START,
      { type: 'offer-draw', side: 'red' },
      { type: 'move', move: 'h2e2' },
      { type: 'accept-draw', side: 'black' },
    ]);
    expect(r.last.result).toMatchObject({ winner: null, losers: [], reason: 'agreement', article: '7.2d' });
  });
  it('an offer lapses when the opponent plays on; declined, it is gone', () => {
    const r = run([
      START,
      { type: 'offer-draw', side: 'red' },
      { type: 'move', move: 'h2e2' },
      { type: 'move', move: 'h9g7' },
      { type: 'accept-draw', side: 'black' },
    ]);
    expect(r.last.code).toBe('draw-refused');
    const d = run([
      START,
      { type: 'offer-draw', side: 'red' },
      { type: 'decline-draw', side: 'black' },
      { type: 'accept-draw', side: 'black' },
    ]);
    expect(d.rulings[2]!.code).toBe('draw-declined');
    expect(d.last.code).toBe('draw-refused');
  });
  // 7.2f: "Khi một bên đang vào thế bị chiếu hết, bị vây chặt không còn nước đi thì không được phép
  // đề nghị hòa."
  it('7.2f: no draw offer from a mated side', () => {
    const r = run([
      { type: 'start', fen: '3k5/9/9/9/9/R8/9/9/9/4K4 w - - 0 1' },
      { type: 'move', move: 'a4d4' },
      { type: 'offer-draw', side: 'black' },
    ]);
    expect(r.rulings[1]!.result).toMatchObject({ winner: 'red', reason: 'checkmate', article: '7.1a' });
    expect(r.last).toMatchObject({ article: '7.2f', accepted: false });
  });
});

// Rooks and kings on an open board, and a black pawn red's rook can take.
const WANDER_FEN = '3k5/9/r8/9/8p/9/9/R8/9/4K4 w - - 0 1';
const moves = (list: readonly string[]): ArbiterEvent[] => list.map((move) => ({ type: 'move', move }));

describe('Điều 12: the 60-move rule', () => {
  // 12a: "Nếu đúng có 60 nước đi trở lên liên tục, kể từ bất cứ thời điểm nào của ván cờ thì ván
  // cờ đó mặc nhiên được xử hòa dù cục thế ván cờ trên bàn cờ ra sao."
  it('12a: a valid claim draws, whatever the position', () => {
    const walk = quietWalk(WANDER_FEN, 16).moves;
    const r = run(
      [
        { type: 'start', fen: WANDER_FEN },
        ...moves(walk),
        { type: 'claim', side: 'red', rule: 'move-limit' },
      ],
      { moveLimit: { moves: 8 } },
    );
    expect(r.last).toMatchObject({ code: 'claim-valid', article: '12a' });
    expect(r.last.result).toMatchObject({ winner: null, reason: 'move-limit', article: '7.2e' });
    const short = run(
      [
        { type: 'start', fen: WANDER_FEN },
        ...moves(walk.slice(0, 15)),
        { type: 'claim', side: 'red', rule: 'move-limit' },
      ],
      { moveLimit: { moves: 8 } },
    );
    expect(short.last).toMatchObject({ code: 'claim-premature', article: '12b' });
  });
  // 12b: "Nếu trọng tài phát hiện ta chưa đủ 60 nước thì sẽ phạt người đề nghị bằng cách tăng thêm
  // thời gian 2 phút cho đối phương rồi cho tiến hành tiếp ván cờ."
  it('12b: a premature claim gives the opponent 2 minutes and play goes on', () => {
    const r = run([
      { type: 'start', clock: 'vn-90', at: 0 },
      { type: 'move', move: 'h2e2', at: 10_000 },
      { type: 'claim', side: 'black', rule: 'move-limit', at: 20_000 },
    ]);
    expect(r.last).toMatchObject({
      code: 'claim-premature',
      article: '12b',
      penalty: 'time-to-opponent',
      time: { side: 'red', deltaMs: 120_000 },
    });
    expect(r.state.clock!.red.bankMs).toBe(90 * 60_000 - 10_000 + 120_000);
    expect(r.state.clock!.black.bankMs).toBe(90 * 60_000 - 10_000);
    expect(r.state.status).toBe('playing');
  });
  // 12c: "... sẽ cộng số nước không có bắt quân trước đó với số nước đã tiếp diễn ..." — and the
  // decision on "kể từ bất cứ thời điểm nào": the run may start at any point of the game, but it
  // is a run of consecutive capture-free moves ("60 nước đi ... liên tục") that lasts until the
  // claim; a capture ends it, so a claim after a capture counts from that capture.
  it('a claim after a capture counts from the capture, even after an earlier full run', () => {
    const walk = quietWalk(WANDER_FEN, 16);
    const capture = walk.position.legalMoves().find((m) => walk.position.isCapture(m))!;
    expect(capture).toBeDefined();
    const r = run(
      [
        { type: 'start', fen: WANDER_FEN },
        ...moves(walk.moves),
        ...moves([formatUci(capture)]),
        { type: 'claim', side: 'black', rule: 'move-limit' },
      ],
      { moveLimit: { moves: 8 } },
    );
    expect(r.rulings.filter((x) => x.code === 'moved').length).toBe(17);
    expect(r.last).toMatchObject({ code: 'claim-premature', article: '12b' });
    expect(r.last.en).toContain('counted from the last capture');
  });
  // "Những nước chiếu hợp lệ tính tối đa 10 nước." — the check cap is @xq/core's (a parameter).
  it('the options carry the limit and the check cap', () => {
    expect(run([START]).state.options.moveLimit).toEqual({ moves: 60, checkCap: 10 });
  });
});

describe('Điều 10.1.3: perpetual checks count at most 3 (or 6) moves toward a 10-in-15 quota', () => {
  // "Trong thời gian hạn định 15 phút phải đi đủ 10 nước, bên tấn công đi lặp lại nước chiếu mãi
  // hoặc nước đuổi bắt mãi thì những nước lặp đi lặp lại này chỉ được tính tối đa là 3 nước. Nếu
  // bên tấn công dùng hai quân trở lên để lặp đi lặp lại thì chỉ được tính là 6 nước."
  // The cap counts the repeated moves of the current period: a state that has already counted
  // some (a long perpetual earlier in the period) is written by hand and read with parseState.
  function withCounted(events: ArbiterEvent[], counted: number): ArbiterState {
    const s = JSON.parse(JSON.stringify(run(events).state));
    s.red.perpetual = { stage: 0, round: 0, counted };
    const parsed = parseState(s);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.value;
  }
  const clockStart = (fen: string): ArbiterEvent => ({
    type: 'start',
    fen,
    clock: 'vn-international',
    at: 0,
  });
  it('one piece: a repeated perpetual check counts while at most 3 have counted', () => {
    const fen = '4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1';
    const before = [clockStart(fen), ...moves(['a8a9', 'e9e8', 'a9a8', 'e8e9'])];
    const first = more(withCounted(before, 0), moves(['a8a9']));
    expect(first.state.red.perpetual.counted).toBe(1);
    expect(first.state.clock!.red.credited).toBe(3);
    const third = more(withCounted(before, 2), moves(['a8a9'])).state.clock!.red;
    expect(third.credited).toBe(third.moves);
    const fourth = more(withCounted(before, 3), moves(['a8a9'])).state.clock!.red;
    expect(fourth.credited).toBe(fourth.moves - 1);
  });
  it('two pieces in turn: up to 6', () => {
    const fen = '4k4/9/n8/9/9/1R7/P8/9/9/C2K5 w - - 0 1';
    const before = [clockStart(fen), ...moves(['b4a4', 'e9e8', 'a4b4', 'e8e9'])];
    const sixth = more(withCounted(before, 5), moves(['b4a4'])).state.clock!.red;
    expect(sixth.credited).toBe(sixth.moves);
    const seventh = more(withCounted(before, 6), moves(['b4a4'])).state.clock!.red;
    expect(seventh.credited).toBe(seventh.moves - 1);
  });
  it('the cap applies only in a 10-moves-in-15-minutes period', () => {
    // Outside such a period nothing is counted (so parseState refuses a state that counted some),
    // and every repeated perpetual check counts in full.
    const fen = '4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1';
    const before = [{ ...clockStart(fen), clock: 'vn-90' }, ...moves(['a8a9', 'e9e8', 'a9a8', 'e8e9'])];
    const s = more(run(before).state, moves(['a8a9'])).state;
    expect(s.red.perpetual.counted).toBe(0);
    expect(s.clock!.red.credited).toBe(s.clock!.red.moves);
    expect(() => withCounted(before, 3)).toThrow(/10 moves in 15 minutes/);
  });
});
