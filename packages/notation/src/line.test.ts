import { Position } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { convert } from './convert';
import { detectNotation } from './detect';
import { formatLine, parseLine } from './line';

// The sample rows of the scoresheet form printed with the 2004 law (mẫu biên bản, Quyết định 1409/2004): 1 P2-5 M8.7 / 2 M2.3 P2-4 = h2e2 h9g7 h0g2 b7d7.
const SHEET = [
  { from: 25, to: 22 },
  { from: 88, to: 69 },
  { from: 7, to: 24 },
  { from: 64, to: 66 },
];

describe('lines', () => {
  it('reads numbered lines in every usual shape', () => {
    for (const text of [
      '1. P2-5 M8.7 2. M2.3 P2-4',
      '1) P2-5 M8.7\n2) M2.3 P2-4',
      'P2-5 M8.7 M2.3 P2-4',
      '1.P2-5 M8.7 2.M2.3 P2-4 *',
    ])
      expect(parseLine(Position.initial(), text, 'vi')).toEqual({ ok: true, value: SHEET });
  });
  it('reads the long form with its spaces', () => {
    const text = '1) Pháo 2 bình 5  Mã 8 tiến 7 2) Mã 2 tiến 3 Pháo 2 bình 4';
    expect(parseLine(Position.initial(), text, 'vi-long')).toEqual({ ok: true, value: SHEET });
  });
  it('writes numbered lines, with "..." when black starts', () => {
    expect(formatLine(Position.initial(), SHEET, 'vi')).toBe('1. P2-5 M8.7 2. M2.3 P2-4');
    const black = Position.initial().play(SHEET[0]!);
    expect(formatLine(black, SHEET.slice(1), 'wxf')).toBe('1. ... H8+7 2. H2+3 C2.4');
  });
  it('names the failing move with its ply and move number', () => {
    const r = parseLine(Position.initial(), '1. P2-5 M8.7 2. M2.3 X1.9', 'vi');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect([r.error.code, r.error.ply, r.error.moveNumber, r.error.side, r.error.text]).toEqual([
        'MOVE_ILLEGAL',
        4,
        2,
        'black',
        'X1.9',
      ]);
  });
});

describe('detection and conversion', () => {
  it.each([
    ['1. P2-5 M8.7 2. M2.3 P2-4', 'vi'],
    ['1. P2=5 M8+7 2. M2+3 P2=4', 'asian'],
    ['1. C2.5 H8+7 2. H2+3 C2.4', 'wxf'],
    ['1. Phe2 Mg7 2. Mg2 Pd7', 'coord'],
    ['1. 炮二平五 馬８進７', 'chinese'],
    ['1. Pháo 2 bình 5 Mã 8 tiến 7', 'vi-long'],
    ['1. H2-E2 H9-G7', 'iccs'],
    ['1. h2e2 h9g7', 'ucci'],
    ['1. h3e3 h10g8', 'fsf'],
  ] as const)('%s is %s', (text, notation) => {
    const r = detectNotation(text);
    expect(r.ok && r.value.notation).toBe(notation);
    expect(r.ok && r.value.evidence.length).toBeGreaterThan(0);
  });
  it('decides over the whole record when hands mix the separators (issue 28)', () => {
    // "1. P2-5 M8+7": vi reads move 1 strictly, move 2 only leniently; no notation reads both strictly.
    for (const [text, notation] of [
      ['1. P2-5 M8+7', 'vi'],
      ['1. P2-5 M8+7 2. M2.3 P2-4', 'vi'],
      ['1. P2-5 M8+7 2. M2+3 P2=4', 'asian'], // three of four moves read strictly in asian
    ] as const) {
      const r = detectNotation(text);
      expect([text, r.ok && r.value.notation]).toEqual([text, notation]);
    }
  });
  it('says when it cannot tell', () => {
    expect(detectNotation('').ok).toBe(false);
    const r = detectNotation('1. Q9+9');
    expect(!r.ok && r.error.code).toBe('NOTATION_UNKNOWN');
  });
  it('converts a line between notations', () => {
    expect(convert('1. P2-5 M8.7 2. M2.3 P2-4', { from: 'vi', to: 'wxf' })).toEqual({
      ok: true,
      value: '1. C2.5 H8+7 2. H2+3 C2.4',
    });
    expect(convert('1. P2-5 M8.7 2. M2.3 P2-4', { to: 'chinese' })).toEqual({
      ok: true,
      value: '1. 炮二平五 馬８進７ 2. 馬二進三 炮２平４',
    });
    expect(convert('1. h2e2', { from: 'ucci', to: 'vi-long' })).toEqual({
      ok: true,
      value: '1. Pháo 2 bình 5',
    });
  });
  it('converts from a start FEN', () => {
    // the magazine's diagram: 1. X4-7 B2.1 = 1. Xc8 Bb3
    const fen = '3ak4/5R3/9/9/9/pp7/9/1n2B4/9/3AKA3 w';
    expect(convert('1. X4-7 B2.1', { from: 'vi', to: 'coord', fen })).toEqual({
      ok: true,
      value: '1. Xc8 Bb3',
    });
    expect(convert('1. X4-7', { from: 'vi', to: 'coord', fen: 'bad' }).ok).toBe(false);
  });
});
