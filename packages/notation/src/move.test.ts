import { type Move, Position, parseUci } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { formatMove, parseMove } from './move';
import { NOTATIONS, type Notation } from './notations';

const pos = (fen: string): Position => {
  const r = Position.fromFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return r.value;
};
const uci = (text: string): Move => {
  const r = parseUci(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};
/** Plays a line given in UCCI and returns the positions before each move. */
const line = (start: Position, moves: string[]): Position[] => {
  const out = [start];
  for (const m of moves) out.push(out[out.length - 1]!.play(uci(m)));
  return out;
};

describe('Luật Cờ Tướng 1999, Điều 11.2: the example game in both forms', () => {
  // "1) Pháo 2 bình 5 Mã 2 tiến 3 / 2) Mã 8 tiến 7 Pháo 8 bình 5" = "1) P2-5 M2.3 / 2) M8.7 P8-5"
  const moves = ['h2e2', 'b9c7', 'b0c2', 'h7e7'];
  const positions = line(Position.initial(), moves);
  const short = ['P2-5', 'M2.3', 'M8.7', 'P8-5'];
  const long = ['Pháo 2 bình 5', 'Mã 2 tiến 3', 'Mã 8 tiến 7', 'Pháo 8 bình 5'];
  it.each(moves.map((m, i) => [m, short[i]!, long[i]!, i] as const))('%s is %s / %s', (m, s, l, i) => {
    const p = positions[i]!;
    expect(formatMove(p, uci(m), 'vi')).toBe(s);
    expect(formatMove(p, uci(m), 'vi-long')).toBe(l);
    expect(parseMove(p, s, 'vi')).toEqual({ ok: true, value: uci(m) });
    expect(parseMove(p, l, 'vi-long')).toEqual({ ok: true, value: uci(m) });
    expect(parseMove(p, l.replace('tiến', 'tấn'), 'vi-long')).toEqual({ ok: true, value: uci(m) });
  });
  it('the Asian signs of 11.2b: + tiến, . thoái, = bình', () => {
    const p = Position.initial();
    expect(formatMove(p, uci('h2e2'), 'asian')).toBe('P2=5');
    expect(formatMove(p, uci('b0c2'), 'asian')).toBe('M8+7');
    expect(formatMove(p, uci('h2h1'), 'asian')).toBe('P2.1');
    expect(formatMove(p, uci('h2h1'), 'vi')).toBe('P2/1');
    expect(parseMove(p, 'P2.1', 'asian')).toEqual({ ok: true, value: uci('h2h1') });
    // the same text in the Vietnamese signs is an advance: never guessed across formats
    expect(parseMove(p, 'P2.1', 'vi')).toEqual({ ok: true, value: uci('h2h3') });
  });
});

describe('Luật Cờ Tướng 1999, Điều 11.2: t / s / g for two or three identical pieces on a file', () => {
  // "12) Pt/Bg.1" (the cannon's number is missing in the seed), "13) Xs.2 Bt-3"
  it('Pt/1: the front cannon retreats', () => {
    const p = pos('3k5/9/9/9/9/7C1/9/7C1/9/4K4 w'); // cannons h4, h2
    expect(formatMove(p, uci('h4h3'), 'vi')).toBe('Pt/1');
    expect(parseMove(p, 'Pt/1', 'vi')).toEqual({ ok: true, value: uci('h4h3') });
    expect(parseMove(p, 'Ps.1', 'vi')).toEqual({ ok: true, value: uci('h2h3') });
  });
  it('Bg.1: the middle of three black pawns advances', () => {
    const p = pos('3k5/9/9/9/2p6/9/2p6/9/2p6/4K4 b'); // black pawns c5, c3, c1
    expect(formatMove(p, uci('c3c2'), 'vi')).toBe('Bg.1');
    expect(parseMove(p, 'Bg.1', 'vi')).toEqual({ ok: true, value: uci('c3c2') });
    expect(parseMove(p, 'Bt-4', 'vi')).toEqual({ ok: true, value: uci('c1d1') });
    expect(parseMove(p, 'Bs.1', 'vi')).toEqual({ ok: true, value: uci('c5c4') });
    expect(parseMove(p, 'Tốt giữa tiến 1', 'vi-long')).toEqual({ ok: true, value: uci('c3c2') });
  });
  it('Xs.2 and Bt-3 (both written here as red moves)', () => {
    // red rooks h0 and h4 (file 2), red pawns f5 and f6 (file 4)
    const p = pos('3k5/9/9/5P3/5P3/7R1/9/9/9/4K2R1 w');
    expect(formatMove(p, uci('h0h2'), 'vi')).toBe('Xs.2');
    expect(parseMove(p, 'Xs.2', 'vi')).toEqual({ ok: true, value: uci('h0h2') });
    expect(formatMove(p, uci('f6g6'), 'vi')).toBe('Bt-3');
    expect(parseMove(p, 'Bt-3', 'vi')).toEqual({ ok: true, value: uci('f6g6') });
    expect(parseMove(p, 'Xe sau tiến 2', 'vi-long')).toEqual({ ok: true, value: uci('h0h2') });
    expect(parseMove(p, 'Tốt trước bình 3', 'vi-long')).toEqual({ ok: true, value: uci('f6g6') });
  });
});

describe('the coordinate notation of Tạp chí Người Chơi Cờ, printed with the 2004 law (Quyết định 1409/2004)', () => {
  it('1. Phe2 Mg7 2. Pb1 Bg5 from the start', () => {
    const moves = ['h2e2', 'h9g7', 'b2b1', 'g6g5'];
    const texts = ['Phe2', 'Mg7', 'Pb1', 'Bg5'];
    const positions = line(Position.initial(), moves);
    moves.forEach((m, i) => {
      expect(formatMove(positions[i]!, uci(m), 'coord')).toBe(texts[i]);
      expect(parseMove(positions[i]!, texts[i]!, 'coord')).toEqual({ ok: true, value: uci(m) });
    });
  });
  it('Pe2 is ambiguous at the start: both cannons reach e2', () => {
    const r = parseMove(Position.initial(), 'Pe2', 'coord');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('MOVE_AMBIGUOUS');
      expect(r.error.candidates).toEqual(expect.arrayContaining([uci('b2e2'), uci('h2e2')]));
    }
  });
  // Trắng: Te0 Sd0 Sf0 Ve2 Xf8 / Đen: Te9 Sd9 Mb2 Ba4 Bb4; "1. X4-7 B2.1" = "1. Xc8 Bb3"
  const diagram = '3ak4/5R3/9/9/9/pp7/9/1n2B4/9/3AKA3 w';
  it('the diagram: X4-7 is Xc8, then B2.1 is Bb3', () => {
    const p = pos(diagram);
    expect(parseMove(p, 'X4-7', 'vi')).toEqual({ ok: true, value: uci('f8c8') });
    expect(formatMove(p, uci('f8c8'), 'coord')).toBe('Xc8');
    const q = p.play(uci('f8c8'));
    expect(parseMove(q, 'B2.1', 'vi')).toEqual({ ok: true, value: uci('b4b3') });
    expect(formatMove(q, uci('b4b3'), 'coord')).toBe('Bb3');
    expect(parseMove(q, 'Bb3', 'coord')).toEqual({ ok: true, value: uci('b4b3') });
  });
  it('reads the full and the rank disambiguation', () => {
    const p = Position.initial();
    expect(parseMove(p, 'Ph2e2', 'coord')).toEqual({ ok: true, value: uci('h2e2') });
    expect(parseMove(p, 'Ph2-e2', 'coord')).toEqual({ ok: true, value: uci('h2e2') });
    const q = pos('3k5/9/9/9/9/9/R8/9/R8/4K4 w'); // rooks a3, a1: both reach a2
    expect(formatMove(q, uci('a3a2'), 'coord')).toBe('X3a2');
    expect(parseMove(q, 'X1a2', 'coord')).toEqual({ ok: true, value: uci('a1a2') });
  });
  it('the scoresheet sample: 1 P2-5 M8.7 / 2 M2.3 P2-4', () => {
    const moves = ['h2e2', 'h9g7', 'h0g2', 'b7d7'];
    const positions = line(Position.initial(), moves);
    ['P2-5', 'M8.7', 'M2.3', 'P2-4'].forEach((t, i) => {
      expect(parseMove(positions[i]!, t, 'vi')).toEqual({ ok: true, value: uci(moves[i]!) });
      expect(formatMove(positions[i]!, uci(moves[i]!), 'vi')).toBe(t);
    });
  });
});

// 27 positions, each move in ICCS, in WXF as the WXF page gives it
// (http://www.wxf.org/xq/computer/wxf_notation.html), in Fairy-Stockfish's WXF (ffish 0.7.10,
// `board.sanMove(uci, Notation.XIANGQI_WXF)`), and in Chinese as xqbase writes it
// (https://www.xqbase.com/protocol/cchess_move.htm). Our WXF writer follows the WXF page.
const SURVEY: [string, string, string, string, string][] = [
  ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', 'h2e2', 'C2.5', 'C2=5', '炮二平五'],
  ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b', 'h9g7', 'H8+7', 'H8+7', '马8进7'],
  ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b', 'b7b0', 'C2+7', 'C2+7', '炮2进7'],
  ['3k5/9/9/9/9/2R6/9/2R6/9/4K4 w', 'c4c5', 'R++1', 'R++1', '前车进一'],
  ['3k5/9/9/9/9/2R6/9/2R6/9/4K4 w', 'c2e2', 'R-.5', 'R-=5', '后车平五'],
  ['3k5/9/9/9/9/2R6/9/2R6/9/4K4 w', 'c2c0', 'R--2', 'R--2', '后车退二'],
  ['R8/5k3/9/9/9/9/9/9/9/R3K4 w', 'a0a1', 'R-+1', 'R9+1', '后车进一'],
  ['R8/5k3/9/9/9/9/9/9/9/R3K4 w', 'a9b9', 'R+.8', 'R+=8', '前车平八'],
  ['3k5/9/9/9/9/1N7/9/1N7/9/4K4 w', 'b2c4', 'H-+7', 'H-+7', '后马进七'],
  ['3k5/9/9/9/9/1N7/9/1N7/9/4K4 w', 'b4a2', 'H+-9', 'H+-9', '前马退九'],
  ['3k5/9/9/9/9/9/9/1N7/9/1N2K4 w', 'b2a0', 'H+-9', 'H8-9', '前马退九'],
  ['3k5/9/9/9/6C2/9/9/6C2/9/4K4 w', 'g2g0', 'C--2', 'C--2', '后炮退二'],
  ['3k5/9/9/9/9/2B6/9/3A5/9/2BAK4 w', 'd0e1', 'A6+5', 'A6+5', '仕六进五'],
  ['3k5/9/9/9/9/2B6/9/3A5/9/2BAK4 w', 'd2e1', 'A6-5', 'A6-5', '仕六退五'],
  ['3k5/9/9/9/9/2B6/9/3A5/9/2BAK4 w', 'c4e2', 'E7-5', 'E7-5', '相七退五'],
  ['3k5/9/9/9/9/2B6/9/3A5/9/2BAK4 w', 'c0a2', 'E7+9', 'E7+9', '相七进九'],
  ['3k5/9/9/4P4/4P4/9/9/9/9/5K3 w', 'e6e7', 'P++1', 'P++1', '前兵进一'],
  ['3k5/9/9/4P4/4P4/9/9/9/9/5K3 w', 'e5f5', 'P-.4', 'P-=4', '后兵平四'],
  ['3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w', 'e7d7', 'P+.6', '15=6', '前兵平六'],
  ['3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w', 'e6f6', 'P5.4', '25=4', '中兵平四'],
  ['3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w', 'e5d5', 'P-.6', '35=6', '后兵平六'],
  ['3k5/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w', 'e8d8', '++.6', '15=6', '一兵平六'],
  ['3k5/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w', 'e5d5', '--.6', '45=6', '四兵平六'],
  ['3k5/4P4/4P4/4P4/4P4/4P4/9/9/9/5K3 w', 'e6d6', 'P5.6', '35=6', '三兵平六'],
  ['3k5/9/6P2/2P6/2P3P2/9/9/9/9/4K4 w', 'c6c7', '7++1', '17+1', '三兵进一'],
  ['3k5/9/6P2/2P6/2P3P2/9/9/9/9/4K4 w', 'g5f5', '3-.4', '23=4', '二兵平四'],
  ['3k5/9/2P3P2/2P6/2P3P2/9/9/9/9/4K4 w', 'c6d6', '77.6', '27=6', '四兵平六'],
  ['3k5/9/2P3P2/2P6/2P6/9/9/9/9/4K4 w', 'g7h7', 'P3.2', 'P3=2', '兵三平二'],
  ['3k5/9/2r6/9/9/2r6/9/9/9/4K4 b', 'c4c3', 'R++1', 'R++1', '前车进1'],
  ['3k5/9/2r6/9/9/2r6/9/9/9/4K4 b', 'c7a7', 'R-.1', 'R-=1', '后车平1'],
  ['3k5/9/9/9/9/6p2/6p2/6p2/9/4K4 b', 'g2g1', 'P++1', '17+1', '前卒进1'],
  ['3k5/9/9/9/9/6p2/6p2/6p2/9/4K4 b', 'g3h3', 'P7.8', '27=8', '中卒平8'],
  ['3k5/9/9/9/9/1p5p1/1p5p1/9/9/4K4 b', 'b3b2', '2++1', '12+1', '一卒进1'],
  ['3k5/9/9/9/9/1p5p1/1p5p1/9/9/4K4 b', 'h4i4', '8-.9', '28=9', '四卒平9'],
];

describe('27 positions in WXF (WXF page, Fairy-Stockfish), ICCS and Chinese (xqbase)', () => {
  it.each(SURVEY)('%s %s', (fen, m, wxf, fsf, chinese) => {
    const p = pos(fen);
    const move = uci(m);
    expect(formatMove(p, move, 'wxf')).toBe(wxf);
    expect(parseMove(p, wxf, 'wxf')).toEqual({ ok: true, value: move });
    expect(parseMove(p, fsf, 'wxf')).toEqual({ ok: true, value: move });
    expect(parseMove(p, wxf.replace('.', '='), 'wxf')).toEqual({ ok: true, value: move });
    expect(formatMove(p, move, 'chinese', { script: 'simplified', blackDigits: 'ascii' })).toBe(chinese);
    expect(parseMove(p, chinese, 'chinese')).toEqual({ ok: true, value: move });
  });
});

describe('the other WXF spellings (xqbase, dpxq, Malcolm Horne, the FEN and ICCS letters)', () => {
  const three = pos('3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w');
  const cases: [Position, string, string][] = [
    [three, 'P..4', 'e6f6'], // xqbase: "." = middle
    [three, 'Pa.6', 'e7d7'], // xqbase letters a..e across the doubled files
    [three, 'Pc.6', 'e5d5'],
    [three, '＋Ｐ＝６', 'e7d7'], // dpxq full-width
    [three, '＝Ｐ＝４', 'e6f6'],
    [three, '－Ｐ＝６', 'e5d5'],
    [pos('3k5/9/9/9/9/2R6/9/2R6/9/4K4 w'), '+R+1', 'c4c5'], // marker before the letter
    [pos('3k5/9/9/9/9/2R6/9/2R6/9/4K4 w'), 'fR+1', 'c4c5'], // Malcolm Horne
    [pos('3k5/9/9/9/9/2R6/9/2R6/9/4K4 w'), 'rR.5', 'c2e2'],
    [Position.initial(), 'N8+7', 'b0c2'], // FEN letters
    [Position.initial(), 'B3+5', 'g0e2'],
    [Position.initial(), 'M3+5', 'g0e2'], // ICCS minister
    [Position.initial(), 'G4+5', 'f0e1'],
    [Position.initial(), 'C2=5', 'h2e2'],
    [Position.initial(), 'Ｃ２＝５', 'h2e2'],
  ];
  it.each(cases)('%#: %s', (p, text, m) => {
    expect(parseMove(p, text, 'wxf')).toEqual({ ok: true, value: uci(m) });
  });
});

describe('Chinese variants (xqbase and dpxq records: 一二三四五 and 前二三後, 前/中/後 with a file)', () => {
  const four = pos('3k5/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w');
  it.each([
    [Position.initial(), '炮二平五', 'h2e2'],
    [Position.initial(), '炮二平五', 'h2e2'],
    [Position.initial(), '傌八進七', 'b0c2'],
    [Position.initial(), '俥九進一', 'a0a1'],
    [Position.initial().play(uci('h2e2')), '馬８進７', 'h9g7'],
    [Position.initial().play(uci('h2e2')), '马8进7', 'h9g7'],
    [Position.initial().play(uci('h2e2')), '包８平５', 'h7e7'],
    [Position.initial().play(uci('h2e2')), '砲８平５', 'h7e7'],
    [four, '前兵平六', 'e8d8'], // dpxq 前二三後
    [four, '二兵平六', 'e7d7'],
    [four, '後兵平六', 'e5d5'],
    [pos('3k5/9/6P2/2P6/2P3P2/9/9/9/9/4K4 w'), '前三平四', 'g7f7'], // dpxq: position + file, piece dropped
    [pos('3k5/9/6P2/2P6/2P3P2/9/9/9/9/4K4 w'), '後七平八', 'c5b5'],
    [pos('3k5/9/6P2/2P6/2P3P2/9/9/9/9/4K4 w'), '二三平四', 'g5f5'], // Wikipedia: ordinal + file
    [pos('3k5/9/9/9/9/2R6/9/2R6/9/4K4 w'), '車前平三', 'c4g4'], // WXF page: 車前平三
    [pos('3k5/9/9/9/9/2R6/9/2R6/9/4K4 w'), '車七進三', 'c4c7'], // plain form, only one can
  ] as const)('%#: %s', (p, text, m) => {
    expect(parseMove(p, text, 'chinese')).toEqual({ ok: true, value: uci(m) });
  });
  it('writes traditional with full-width digits by default', () => {
    const p = Position.initial().play(uci('h2e2'));
    expect(formatMove(p, uci('h9g7'), 'chinese')).toBe('馬８進７');
    expect(formatMove(p, uci('h9g7'), 'chinese', { script: 'simplified' })).toBe('马８进７');
  });
});

describe('errors', () => {
  const p = Position.initial();
  it.each(NOTATIONS)('%s: malformed, illegal', (n: Notation) => {
    const bad = parseMove(p, 'zz', n);
    expect(bad.ok === false && bad.error.code).toBe('MOVE_MALFORMED');
    const illegal: Record<Notation, string> = {
      vi: 'X1.9',
      'vi-long': 'Xe 1 tiến 9',
      asian: 'X1+9',
      coord: 'Xa9',
      wxf: 'R1+9',
      chinese: '車一進九',
      iccs: 'I0-I9',
      ucci: 'i0i9',
      fsf: 'i1i10',
    };
    const r = parseMove(p, illegal[n], n);
    expect(r.ok === false && r.error.code).toBe('MOVE_ILLEGAL');
    expect(r.ok === false && r.error.text).toBe(illegal[n]);
    expect(r.ok === false && r.error.fen).toBe(p.fen());
  });
  it('a plain form that two tandem pieces fit is ambiguous', () => {
    const q = pos('3k5/9/9/9/9/2R6/9/2R6/9/4K4 w');
    const r = parseMove(q, 'R7.5', 'wxf');
    expect(r.ok === false && r.error.code).toBe('MOVE_AMBIGUOUS');
    expect(r.ok === false && r.error.candidates).toEqual(expect.arrayContaining([uci('c4e4'), uci('c2e2')]));
  });
  it('formatMove throws on an illegal move', () => {
    expect(() => formatMove(p, uci('a0a9'), 'vi')).toThrow(RangeError);
    expect(() => formatMove(p, uci('h2e2'), 'nope' as Notation)).toThrow(TypeError);
  });
});
