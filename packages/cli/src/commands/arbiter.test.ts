import { describe, expect, it } from 'vitest';
import { runCommand } from '../fake-io';
import { main } from '../main';
import { arbiterCommand } from './arbiter';

const jsonl = (events: unknown[]) => events.map((e) => JSON.stringify(e)).join('\n');

async function simulate(events: unknown[], args: string[] = []) {
  const r = await runCommand(arbiterCommand, ['simulate', ...args], { stdin: jsonl(events) });
  return { ...r, json: JSON.parse(r.out) };
}

describe('xq arbiter simulate', () => {
  it('prints one JSON object: fen, result, rulings with their articles', async () => {
    const { code, json } = await simulate([
      { type: 'start' },
      { type: 'touch', side: 'red', square: 'h2' },
      { type: 'move', move: 'b2e2' },
      { type: 'move', move: 'h2e2' },
    ]);
    expect(code).toBe(0);
    expect(json.fen).toBe('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1');
    expect(json.result).toBeNull();
    expect(json.rulings.map((r: { article: string }) => r.article)).toEqual(['3', '9.1', '9.1', '9.1']);
    expect(json.rulings[2]).toMatchObject({ line: 3, code: 'move-refused', accepted: false });
    expect(Object.keys(json.rulings[0])).toEqual([
      'line',
      'event',
      'code',
      'accepted',
      'side',
      'article',
      'explanation',
      'obligation',
      'faults',
      'penalty',
      'next',
      'time',
      'result',
    ]);
  });

  // "n) Đối phương mắc lỗi kỹ thuật 3 lần, mắc lỗi tác phong 3 lần." (7.1n)
  it('three technical faults: the result with its article', async () => {
    const f = { type: 'fault', side: 'black', kind: 'technical' };
    const { json } = await simulate([{ type: 'start' }, f, f, f]);
    expect(json.result).toMatchObject({ winner: 'red', reason: 'technical-faults', article: '7.1n' });
    expect(json.faults.black.technical).toBe(3);
  });

  // "m) Đối phương không ghi 3 lần biên bản mỗi lần gồm 4 nước liên tục." (7.1m)
  it('three times four unrecorded moves lose by 7.1m', async () => {
    const u = { type: 'unrecorded', side: 'red', moves: 4 };
    // A scoresheet can miss only moves that were played (11.1): 12 first.
    const moves = 'a3a4 a6a5 c3c4 c6c5 e3e4 e6e5 g3g4 g6g5 i3i4 i6i5 h2e2 h9g7'.split(' ');
    const { json } = await simulate([
      { type: 'start' },
      ...moves.map((move) => ({ type: 'move', move })),
      u,
      u,
      u,
    ]);
    expect(json.result).toMatchObject({ winner: 'black', article: '7.1m' });
  });

  // "Khi mở niêm phong nước kín lúc hoãn cờ mà nước đi không hợp lệ thì bị xử thua." (10.3.2)
  it('an illegal sealed move loses; a legal one is played', async () => {
    const bad = await simulate([
      { type: 'start' },
      { type: 'seal', side: 'red', move: 'h2h8' },
      { type: 'unseal' },
    ]);
    expect(bad.json.result).toMatchObject({ winner: 'black', reason: 'sealed-move', article: '7.1i' });
    expect(bad.json.rulings[2].article).toBe('10.3.2');
    const good = await simulate([
      { type: 'start' },
      { type: 'seal', side: 'red', move: 'h2e2' },
      { type: 'unseal' },
    ]);
    expect(good.json.result).toBeNull();
    expect(good.json.moves).toEqual(['h2e2']);
  });

  // 11.2: the scoresheet (and so the envelope) uses the Vietnamese notation.
  it('moves and sealed moves may be written in the law’s notation', async () => {
    const { json } = await simulate([
      { type: 'start' },
      { type: 'move', move: 'P2-5' },
      { type: 'seal', side: 'black', move: 'M8.7' },
      { type: 'unseal' },
    ]);
    expect(json.moves).toEqual(['h2e2', 'h9g7']);
    expect(json.result).toBeNull();
    const bad = await simulate([
      { type: 'start' },
      { type: 'seal', side: 'red', move: 'P2-9' },
      { type: 'unseal' },
    ]);
    expect(bad.json.result).toMatchObject({ losers: ['red'], article: '7.1i' });
  });

  it('a malformed line is reported with its line number and the rest go on', async () => {
    const r = await runCommand(arbiterCommand, ['simulate'], {
      stdin: [
        '{"type":"start"}',
        'not json',
        '{"type":"touch","side":"green","square":"h2"}',
        '',
        '{"type":"move","move":"h2e2"}',
      ].join('\n'),
    });
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out);
    expect(json.errors.map((e: { line: number }) => e.line)).toEqual([2, 3]);
    expect(json.rulings.map((x: { line: number; code: string }) => [x.line, x.code])).toEqual([
      [1, 'started'],
      [2, 'bad-event'],
      [3, 'bad-event'],
      [5, 'moved'],
    ]);
    expect(r.err).toContain('line 2');
    expect(json.moves).toEqual(['h2e2']);
  });

  it('--fen, --clock and --lang vi', async () => {
    const { json } = await simulate(
      [
        { type: 'touch', side: 'red', square: 'e1' },
        { type: 'move', move: 'e0f0' },
      ],
      ['--fen', '3k5/9/9/9/9/9/4r4/9/4H4/4K4 w - - 0 1', '--lang', 'vi'],
    );
    expect(json.rulings[0].explanation).toContain('Trắng');
    expect(json.rulings[1].faults).toEqual([{ side: 'red', kind: 'technical', article: '9.1', count: 1 }]);
    const clock = await simulate(
      [{ type: 'claim', side: 'red', rule: 'move-limit', at: 1000 }],
      ['--clock', 'vn-90'],
    );
    expect(clock.json.rulings[0]).toMatchObject({ article: '12b', time: { side: 'black', deltaMs: 120000 } });
  });

  it('bad options are usage errors', async () => {
    expect((await runCommand(arbiterCommand, ['simulate', '--lang', 'fr'])).code).toBe(2);
    expect((await runCommand(arbiterCommand, ['simulate', '--clock', 'nope'])).code).toBe(2);
    expect((await runCommand(arbiterCommand, ['replay'])).code).toBe(2);
    expect((await runCommand(arbiterCommand, ['--help'])).out).toContain('xq arbiter simulate');
  });
});

describe('xq arbiter (interactive keys)', () => {
  it('plays a game with the arbiter’s keys from stdin', async () => {
    const r = await runCommand(arbiterCommand, [], {
      // Four moves before 'u b 4': a scoresheet can miss only moves that were played (11.1).
      stdin: ['t h2', 'b2e2', 'h2e2', 'h9g7', 'h0g2', 'i9h9', 'o', 'f r t', 'u b 4', 'y', 'q'].join('\n'),
    });
    expect(r.code).toBe(0);
    expect(r.out).toContain('[9.1] Red: must move the piece touched');
    expect(r.out).toContain('[9.1] b2e2 is refused');
    expect(r.out).toContain('[15.7k]');
    expect(r.out).toContain('[11.3b]');
    expect(r.out).toContain('Result: Red offered a draw and black agreed: draw. (7.2d)');
  });
  // 9.11a "Nếu có chạm quân nhưng không bên nào đề nghị thì ván đấu vẫn diễn ra bình thường, trọng
  // tài không can thiệp." 9.11b "Việc chạm quân phải được hoặc đối phương công nhận, hoặc trọng
  // tài chứng kiến còn nếu chỉ có một bên tố cáo thì trọng tài cũng không xét để phạt đối phương."
  it('says who raised a touch: none does not bind, the opponent binds when the arbiter saw it', async () => {
    const none = await runCommand(arbiterCommand, ['--lang', 'vi'], { stdin: 't h2 by none\nb2e2\nq\n' });
    expect(none.out).toContain('[9.11a]');
    expect(none.out).toContain('không bên nào đề nghị');
    expect(none.out).not.toContain('[9.1]');
    const alone = await runCommand(arbiterCommand, [], { stdin: 't r h2 by b\nb2e2\nq\n' });
    expect(alone.out).toContain('[9.11b]');
    expect(alone.out).not.toContain('b2e2 is refused');
    for (const proof of ['seen', 'admitted']) {
      const r = await runCommand(arbiterCommand, [], { stdin: `t r h2 by b ${proof}\nb2e2\nq\n` });
      expect(r.out, proof).toContain('[9.1] Red: must move the piece touched');
      expect(r.out, proof).toContain('[9.1] b2e2 is refused');
    }
    const bad = await runCommand(arbiterCommand, [], { stdin: 't h2 by x\nq\n' });
    expect(bad.out).toContain('by r, b or none?');
  });
  it('speaks Vietnamese with --lang vi, and is listed by xq --help', async () => {
    const r = await runCommand(arbiterCommand, ['--lang', 'vi'], { stdin: 't h9\nm h2e2\nq\n' });
    expect(r.out).toContain('[9.2]');
    expect(r.out).toContain('Trắng');
    // The board in the law's letters (Tg S T M X P B), red as written, black in lower case.
    expect(r.out).toContain('0  X  M  T  S  Tg S  T  M  X');
    expect(r.out).toContain('9  x  m  t  s  tg s  t  m  x');
    expect(r.out).not.toContain('R N B A K A B N R');
    const en = await runCommand(arbiterCommand, [], { stdin: 'q\n' });
    expect(en.out).toContain('0  R N B A K A B N R');
    const help = await runCommand((args, io) => main(args, io), ['--help']);
    expect(help.out).toContain('arbiter');
  });
});
