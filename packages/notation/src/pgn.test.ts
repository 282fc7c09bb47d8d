import { INITIAL_FEN } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { convertPgn } from './convert';
import type { GameRecord } from './game';
import { gameOf, gameTag, mainLine } from './game-ops';
import { parsePgn, writePgn } from './pgn';

const h2e2 = { from: 25, to: 22 };
const h9g7 = { from: 88, to: 69 };
const b9c7 = { from: 82, to: 65 };
const h0g2 = { from: 7, to: 24 };

const PGN = `[Game "Chinese Chess"]
[Event "Giải mẫu"]
[Red "Lê A"]
[Black "Trần B"]
[Result "1-0"]
[Format "WXF"]

{opening} 1. C2.5 H8+7 {the usual reply} (1... H2+3 $1 {also} 2. H2+3) 2. H2+3 1-0
`;

describe('PGN', () => {
  const [r] = parsePgn(PGN);
  const game = (r as { value: GameRecord }).value;
  it('reads tags, comments, NAGs and variations', () => {
    expect(r!.ok).toBe(true);
    expect(gameTag(game, 'red')).toBe('Lê A');
    expect(game.result).toBe('1-0');
    expect(game.comments).toEqual(['opening']);
    expect(mainLine(game)).toEqual([h2e2, h9g7, h0g2]);
    expect(game.moves[1]!.comments).toEqual(['the usual reply']);
    const variation = game.moves[1]!.variations[0]!;
    expect(variation.map((n) => n.move)).toEqual([b9c7, h0g2]);
    expect(variation[0]!.nags).toEqual([1]);
    expect(variation[0]!.comments).toEqual(['also']);
  });
  it('writes them back and reads the same game', () => {
    for (const notation of ['chinese', 'vi', 'wxf', 'coord'] as const) {
      const text = writePgn([game], { notation });
      const [again] = parsePgn(text);
      expect(again).toEqual({ ok: true, value: { ...game, tags: again!.ok ? again!.value.tags : [] } });
      expect(text.startsWith('[Game "Chinese Chess"]\n')).toBe(true);
    }
    expect(writePgn([game], { notation: 'vi' })).toContain('[Format "Vietnamese"]');
    expect(writePgn([game])).not.toContain('[Format');
    expect(writePgn([game], { notation: 'vi' })).toContain(
      '{opening} 1. P2-5 M8.7 {the usual reply} (1. ... M2.3 $1 {also} 2. M2.3) 2. M2.3',
    );
  });
  it('starts from a FEN with black to move', () => {
    const text =
      '[FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 1"]\n\n1. 馬８進７ 2. 馬二進三';
    const [g] = parsePgn(text);
    expect(g!.ok && mainLine(g!.value)).toEqual([h9g7, h0g2]);
    const written = writePgn([(g as { value: GameRecord }).value]);
    expect(written).toContain('1. ... 馬８進７ 2. 馬二進三');
    expect(written).toContain(
      '[FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 1"]',
    );
  });
  it('keeps many games apart and reports each bad one with its number', () => {
    const text = `${PGN}\n[Game "Chinese Chess"]\n[Format "WXF"]\n\n1. C2.5 R1+9\n\n[FEN "bad"]\n\n1. C2.5\n\n${PGN}`;
    const games = parsePgn(text);
    expect(games.map((g) => g.ok)).toEqual([true, false, false, true]);
    const e = !games[1]!.ok && games[1]!.error;
    expect(e && [e.code, e.game, e.moveNumber, e.ply, e.text]).toEqual(['MOVE_ILLEGAL', 2, 1, 2, 'R1+9']);
    expect(!games[2]!.ok && games[2]!.error.code).toBe('PGN_BAD_FEN');
    const converted = convertPgn(text, { to: 'vi' });
    expect(converted.converted).toBe(2);
    expect(converted.errors.map((x) => x.game)).toEqual([2, 3]);
    expect(converted.text.match(/\[Game /gu)?.length).toBe(2);
  });
  it('detects the notation when there is no [Format] tag', () => {
    const [g] = parsePgn('[Event "x"]\n\n1. P2-5 M8.7');
    expect(g!.ok && mainLine(g!.value)).toEqual([h2e2, h9g7]);
  });
  it('reads GBK bytes', () => {
    // 炮二平五 马8进7 in GBK
    const gbk = new Uint8Array([
      0x31, 0x2e, 0x20, 0xc5, 0xda, 0xb6, 0xfe, 0xc6, 0xbd, 0xce, 0xe5, 0x20, 0xc2, 0xed, 0x38, 0xbd, 0xf8,
      0x37,
    ]);
    const [g] = parsePgn(gbk);
    expect(g!.ok && mainLine(g!.value)).toEqual([h2e2, h9g7]);
  });
  it('writes games of plain moves', () => {
    expect(writePgn([gameOf([h2e2])], { notation: 'wxf' })).toBe(
      '[Game "Chinese Chess"]\n[Format "WXF"]\n\n1. C2.5 *\n',
    );
    expect(() => writePgn([gameOf([{ from: 0, to: 89 }])])).toThrow(RangeError);
    expect(gameOf([]).fen).toBe(INITIAL_FEN);
  });
});

describe('writePgn breaks lines as PGN readers expect', () => {
  // Forty plies of horses going out and back: long enough for several lines of movetext.
  const moves = Array.from(
    { length: 40 },
    (_, i) =>
      [
        { from: 7, to: 24 },
        { from: 88, to: 69 },
        { from: 24, to: 7 },
        { from: 69, to: 88 },
      ][i % 4]!,
  );
  it('a move number stays with its move, and no line starts with a move of red without its number', () => {
    for (const notation of ['wxf', 'vi', 'chinese', 'ucci'] as const) {
      const text = writePgn([gameOf(moves)], { notation });
      const body = text.split('\n\n')[1]!.trimEnd().split('\n');
      expect(body.length).toBeGreaterThan(1);
      for (const line of body)
        expect([notation, line]).not.toEqual([notation, expect.stringMatching(/\d+\.$/u)]);
      expect(
        mainLine(parsePgn(text)[0]!.ok ? (parsePgn(text)[0] as { value: GameRecord }).value : gameOf([])),
      ).toEqual(moves);
    }
  });
  it('no line break before "}": a comment ending in a line break is closed on its line', () => {
    const g = gameOf([{ from: 25, to: 22 }]);
    const noted: GameRecord = { ...g, moves: [{ ...g.moves[0]!, comments: ['a note\n\n'] }] };
    expect(writePgn([noted], { notation: 'wxf' })).toContain('1. C2.5 {a note} *');
  });
});
