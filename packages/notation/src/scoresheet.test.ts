import { Position } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { boardSvg, boardText } from './diagram';
import { gameOf } from './game-ops';
import { scoresheetHtml, scoresheetSvg } from './scoresheet';

// The sample rows of the scoresheet form printed with the 2004 law (mẫu biên bản, Quyết định 1409/2004): row 1 "P2-5 | M8.7", row 2 "M2.3 | P2-4".
const SAMPLE = gameOf(
  [
    { from: 25, to: 22 },
    { from: 88, to: 69 },
    { from: 7, to: 24 },
    { from: 64, to: 66 },
  ],
  {
    tags: [
      ['Event', 'Giải Cờ Tướng <mở rộng>'],
      ['Round', '3'],
      ['Date', '2024.05.17'],
      ['Red', 'Lê Văn A'],
      ['RedNumber', '7'],
      ['Black', 'Trần Thị B'],
      ['BlackNumber', '12'],
      ['Arbiter', 'Nguyễn C'],
    ],
    result: '1-0',
  },
);

describe('scoresheet (biên bản, the form of the 2004 law)', () => {
  // The law's note under the form: "Tiêu đề biên bản có thể thêm các mục: Đơn vị, Lứa tuổi, Địa
  // điểm... nếu cần."
  it('adds the items Đơn vị, Lứa tuổi, Địa điểm when given, from info or from the tags', () => {
    const info = {
      redUnit: 'Hà Nội',
      blackUnit: 'TP. Hồ Chí Minh',
      ageGroup: 'U15',
      venue: 'Nhà văn hóa <Q1>',
    };
    const h = scoresheetHtml(SAMPLE, { info });
    for (const x of [
      'Số: <b>7</b> &nbsp; Đơn vị: <b>Hà Nội</b>',
      'Số: <b>12</b> &nbsp; Đơn vị: <b>TP. Hồ Chí Minh</b>',
      'Lứa tuổi: <b>U15</b>',
      'Địa điểm: <b>Nhà văn hóa &lt;Q1&gt;</b>',
    ])
      expect(h).toContain(x);
    const [svg] = scoresheetSvg(SAMPLE, { info });
    for (const x of [
      'Đơn vị: Hà Nội',
      'Đơn vị: TP. Hồ Chí Minh',
      'Lứa tuổi: U15',
      'Địa điểm: Nhà văn hóa &lt;Q1&gt;',
    ])
      expect(svg).toContain(x);
    const tagged = gameOf([], {
      tags: [
        ['RedTeam', 'Huế'],
        ['Site', 'Đà Nẵng'],
        ['AgeGroup', 'U11'],
      ],
    });
    expect(scoresheetHtml(tagged)).toContain('Đơn vị: <b>Huế</b>');
    expect(scoresheetHtml(tagged)).toContain('Địa điểm: <b>Đà Nẵng</b>');
    expect(scoresheetHtml(tagged)).toContain('Lứa tuổi: <b>U11</b>');
  });

  it('leaves the optional items out when they are empty, as the form without them', () => {
    const h = scoresheetHtml(SAMPLE);
    for (const x of ['Đơn vị', 'Lứa tuổi', 'Địa điểm']) expect(h).not.toContain(x);
    expect(() => scoresheetHtml(SAMPLE, { info: { venue: 3 as never } })).toThrow(/info.venue/);
  });

  const html = scoresheetHtml(SAMPLE);
  it('has the header fields of the form', () => {
    for (const s of [
      'BIÊN BẢN THI ĐẤU',
      'Tên giải: <b>Giải Cờ Tướng &lt;mở rộng&gt;</b>',
      'Vòng đấu: <b>3</b>',
      'Ngày 17 tháng 05 năm 2024',
      'Trắng: <b>Lê Văn A</b> &nbsp; Số: <b>7</b>',
      'Đen: <b>Trần Thị B</b> &nbsp; Số: <b>12</b>',
      'Trọng tài: <b>Nguyễn C</b>',
    ])
      expect(html).toContain(s);
  });
  it('writes the moves in two columns as the sample does', () => {
    expect(html).toContain('<tr><th>1</th><td>P2-5</td><td>M8.7</td><th>31</th><td></td><td></td></tr>');
    expect(html).toContain('<tr><th>2</th><td>M2.3</td><td>P2-4</td><th>32</th><td></td><td></td></tr>');
    expect(html).toContain('<th>30</th><td></td><td></td><th>60</th>');
  });
  it('has the score, the verdict and three signatures', () => {
    expect(html).toContain('Tỷ số ván đấu: &nbsp; Trắng: <b>1</b> &nbsp; Đen: <b>0</b>');
    expect(html).toContain('Phán quyết của Trọng tài: <b>Trắng thắng</b>');
    expect(html).toMatch(/Trắng ký.*Trọng tài ký.*Đen ký/u);
  });
  it('takes a second page after 60 moves, and another notation', () => {
    let pos = Position.initial();
    const moves = [];
    for (let i = 0; i < 130; i++) {
      const m = pos
        .legalMoves()
        .find((x) => [7, 1, 79, 87].includes(x.from) || [7, 1, 79, 87].includes(x.to) || x.from % 2 === 0)!;
      moves.push(m);
      pos = pos.play(m);
      if (pos.legalMoves().length === 0) break;
    }
    const long = scoresheetHtml(gameOf(moves), { notation: 'wxf' });
    expect(long.match(/class="sheet"/gu)?.length).toBe(Math.ceil(Math.ceil(moves.length / 2) / 60));
    expect(long).toContain('<th>61</th>');
    expect(scoresheetSvg(gameOf(moves)).length).toBe(Math.ceil(Math.ceil(moves.length / 2) / 60));
  });
  it('as SVG', () => {
    const [svg] = scoresheetSvg(SAMPLE);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/u);
    for (const s of [
      'BIÊN BẢN THI ĐẤU',
      '>P2-5<',
      '>M8.7<',
      '>M2.3<',
      '>P2-4<',
      'Trắng ký',
      'Giải Cờ Tướng &lt;mở rộng&gt;',
    ])
      expect(svg).toContain(s);
  });
  it('marks a black start with … in the first red cell', () => {
    const pos = Position.initial().play({ from: 25, to: 22 });
    const html2 = scoresheetHtml(gameOf([{ from: 88, to: 69 }], { fen: pos.fen() }));
    expect(html2).toContain('<tr><th>1</th><td>…</td><td>M8.7</td>');
  });
});

describe('diagrams', () => {
  it('text', () => {
    expect(boardText(Position.initial())).toBe(
      [
        '  a b c d e f g h i',
        '9 r n b a k a b n r',
        '8 . . . . . . . . .',
        '7 . c . . . . . c .',
        '6 p . p . p . p . p',
        '5 . . . . . . . . .',
        '',
        '4 . . . . . . . . .',
        '3 P . P . P . P . P',
        '2 . C . . . . . C .',
        '1 . . . . . . . . .',
        '0 R N B A K A B N R',
        '  a b c d e f g h i',
        '',
      ].join('\n'),
    );
    expect(boardText(Position.initial(), { pieces: 'chinese' }).split('\n')[1]).toBe(
      '9 車 馬 象 士 將 士 象 馬 車',
    );
  });
  it('SVG', () => {
    const svg = boardSvg(Position.initial(), { lastMove: { from: 25, to: 22 } });
    expect(svg.match(/<circle /gu)?.length).toBe(32);
    expect(svg.match(/class="red /gu)?.length).toBe(16);
    expect(svg).toContain('<rect x=');
    expect(svg).toContain('>帥<');
  });
  // Điều 2.2: "Trên sách báo, quân nào chữ đen trên nền trắng được gọi là quân Trắng, quân nào có
  // chữ trắng trên nền đen được gọi là quân Đen."
  it("SVG in the law's print style: Trắng black on white discs, Đen white on black discs", () => {
    const svg = boardSvg(Position.initial(), { style: 'print' });
    const discs = (color: string) =>
      [
        ...svg.matchAll(
          new RegExp(
            `class="${color} \\w+"><circle [^>]*fill="(#\\w+)"[^>]*/><text [^>]*fill="(#\\w+)"`,
            'gu',
          ),
        ),
      ].map((m) => `${m[1]} ${m[2]}`);
    expect(discs('red')).toEqual(Array(16).fill('#fff #000'));
    expect(discs('black')).toEqual(Array(16).fill('#000 #fff'));
    // The default stays the coloured one: red ink for Trắng.
    expect(boardSvg(Position.initial())).toContain('fill="#c00">帥<');
    expect(() => boardSvg(Position.initial(), { style: 'mono' as never })).toThrow(/boardSvg: style/);
  });
});
