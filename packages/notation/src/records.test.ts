import { INITIAL_FEN, Position } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { writeCbl, writeCbr } from './cbr-write';
import { convert, convertPgn } from './convert';
import { formatDhtmlXQ, parseDhtmlXQ } from './dhtmlxq';
import { boardSvg } from './diagram';
import type { GameNode, GameRecord } from './game';
import { gameOf, mainLine } from './game-ops';
import { parsePgn, writePgn } from './pgn';
import { scoresheetHtml } from './scoresheet';
import { parseXqf, writeXqf } from './xqf';

const h2e2 = { from: 25, to: 22 };
const b2e2 = { from: 19, to: 22 };
const h2d2 = { from: 25, to: 21 };
const h9g7 = { from: 88, to: 69 };
const leaf = (move: { from: number; to: number }, variations: GameNode[][] = []): GameNode => ({
  move,
  comments: [],
  nags: [],
  variations,
});

// A finished mate: the d0 rook gives check to the black king on d9, and it is red's turn.
const MATE = '3k5/9/9/9/9/9/9/9/9/3RK4 w - - 0 1';

describe('PGN games end at their result', () => {
  // The footer XQ Wizard (xqbase) writes after the result of every game it saves.
  const FOOTER = '============================\n欢迎访问《象棋百科全书》网站\nhttps://www.xqbase.com/';
  it('keeps the text after the result as the trailing comment, never as moves', () => {
    const [g] = parsePgn(`[Event "x"]\n\n1. 炮二平五 馬８進７\n 0-1\n${FOOTER}\n`);
    expect(g!.ok).toBe(true);
    if (!g!.ok) return;
    expect(mainLine(g!.value)).toEqual([h2e2, h9g7]);
    expect(g!.value.result).toBe('0-1');
    expect(g!.value.trailing).toBe(FOOTER);
    // Written back after the result, and read back the same.
    const again = parsePgn(writePgn([g!.value]))[0]!;
    expect(again.ok && [again.value.trailing, again.value.result]).toEqual([FOOTER, '0-1']);
  });
  it('ends a game at the next tag line after its result', () => {
    const games = parsePgn(`[Event "1"]\n1. C2.5 1-0\n====\n[Event "2"]\n1. C2.5 H8+7 *`, {
      notation: 'wxf',
    });
    expect(games.map((g) => g.ok && [g.value.moves.length, g.value.trailing])).toEqual([
      [1, '===='],
      [2, undefined],
    ]);
  });
  it('a result inside a variation does not end the game', () => {
    const [g] = parsePgn('1. C2.5 (C8.5 1-0) H8+7 *', { notation: 'wxf' });
    expect(g!.ok && g!.value.moves.length).toBe(2);
  });
});

describe('mate diagrams open with a warning; no move is played from them', () => {
  const warned = (g: GameRecord) => g.warnings?.map((w) => [w.code, w.color]);
  it('PGN', () => {
    const [g] = parsePgn(`[FEN "${MATE}"]\n\n*`);
    expect(g!.ok && [g!.value.fen, warned(g!.value), g!.value.moves]).toEqual([
      MATE,
      [['GAME_MATE_DIAGRAM', 'black']],
      [],
    ]);
    const [played] = parsePgn(`[FEN "${MATE}"]\n\n1. R4+9`);
    expect(!played!.ok && played!.error.code).toBe('PGN_BAD_FEN');
    expect(!played!.ok && played!.error.message).toMatch(/mate diagram.*plays moves/u);
    // The position itself is refused by the rules, with its own code.
    const pos = Position.fromFen(MATE, { mode: 'lenient' });
    expect(!pos.ok && pos.error.code).toBe('SETUP_OPPOSITE_CHECK');
  });
  it('XQF and DhtmlXQ, written and read back', () => {
    const diagram = gameOf([], { fen: MATE });
    const x = parseXqf(writeXqf(diagram));
    expect(x.ok && [x.value.fen, warned(x.value)]).toEqual([MATE, [['GAME_MATE_DIAGRAM', 'black']]]);
    const d = parseDhtmlXQ(formatDhtmlXQ(diagram));
    expect(d.ok && [d.value.fen.split(' ')[0], warned(d.value)]).toEqual([
      MATE.split(' ')[0],
      [['GAME_MATE_DIAGRAM', 'black']],
    ]);
    expect(scoresheetHtml(diagram)).toContain('BIÊN BẢN');
    // A game that plays from it cannot be written.
    expect(() => writeXqf({ ...diagram, moves: [leaf({ from: 3, to: 84 })] })).toThrow(/mate diagram/u);
  });
  it('other impossible starts are still refused', () => {
    const [g] = parsePgn('[FEN "4k4/9/9/9/9/9/9/9/9/4K4 w"]\n\n*');
    expect(!g!.ok && g!.error.message).toMatch(/face each other/u);
  });
});

describe('no injection through tags, comments or options', () => {
  it('a tag name cannot write a second tag', () => {
    const g = gameOf([], { tags: [['Event"] [Red "x', 'v']] });
    expect(() => writePgn([g])).toThrow(RangeError);
    // Values are escaped: quotes, backslashes and new lines stay inside the tag.
    const h = gameOf([], { tags: [['Event', 'a"]\n[Red "x\\']] });
    const [r] = parsePgn(writePgn([h]));
    expect(r!.ok && r!.value.tags).toEqual([
      ['Game', 'Chinese Chess'],
      ['Event', 'a"] [Red "x\\'],
    ]);
  });
  it('a comment cannot close itself or start a tag line', () => {
    const g: GameRecord = { ...gameOf([h2e2]), comments: ['a}b\n[Event "evil"]'] };
    const games = parsePgn(writePgn([g]));
    expect(games.length).toBe(1);
    expect(games[0]!.ok && games[0]!.value.comments).toEqual(['a)b\n［Event "evil"]']);
  });
  it('boardSvg checks its options before they reach the markup', () => {
    const pos = Position.initial();
    expect(() => boardSvg(pos, { size: '1"><script>' as unknown as number })).toThrow(RangeError);
    expect(() => boardSvg(pos, { size: Number.NaN })).toThrow(RangeError);
    expect(() => boardSvg(pos, { flip: 'yes' as unknown as boolean })).toThrow(TypeError);
    expect(() => boardSvg(pos, { lastMove: { from: '"/><x' as unknown as number, to: 1 } })).toThrow(
      RangeError,
    );
    expect(boardSvg(pos, { size: 300 })).toContain('width="300"');
  });
});

describe('a tree with a cycle or a shared subtree is refused, not walked forever', () => {
  it.each([
    ['writePgn', (g: GameRecord) => writePgn([g])],
    ['formatDhtmlXQ', formatDhtmlXQ],
    ['writeXqf', (g: GameRecord) => writeXqf(g)],
    ['writeCbr', (g: GameRecord) => writeCbr(g)],
    ['writeCbl', (g: GameRecord) => writeCbl([g])],
  ] as const)('%s', (_name, write) => {
    const looped = leaf(h2e2) as unknown as { variations: GameNode[][] };
    looped.variations = [[looped as unknown as GameNode]];
    expect(() => write({ ...gameOf([]), moves: [looped as unknown as GameNode] })).toThrow(TypeError);
    // Each level shares one line twice: the output would double with every level.
    let line: GameNode[] = [leaf(b2e2)];
    for (let i = 0; i < 40; i++) line = [leaf(i % 2 ? b2e2 : h2e2, [line, line])];
    expect(() => write({ ...gameOf([]), moves: line })).toThrow(/appears twice/u);
  });
});

describe('no silent data loss', () => {
  it('writeXqf keeps variations that start on the first move of a variation', () => {
    // h2e2, with b2e2 as a variation, and h2d2 as a variation of b2e2 (a sibling of both).
    const game: GameRecord = {
      ...gameOf([]),
      moves: [leaf(h2e2, [[leaf(b2e2, [[leaf(h2d2)]])]]), leaf(h9g7)],
    };
    const r = parseXqf(writeXqf(game));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const firsts = [r.value.moves[0]!, ...r.value.moves[0]!.variations.map((v) => v[0]!)].map((n) => n.move);
    expect(firsts).toEqual([h2e2, b2e2, h2d2]);
    expect(mainLine(r.value)).toEqual([h2e2, h9g7]);
  });
  it('convert keeps the comments, NAGs, variations and result of movetext', () => {
    const r = convert('1. P2-5 {center} $1 (1. P8-5) M8.7 1-0', { from: 'vi', to: 'wxf' });
    expect(r).toEqual({ ok: true, value: '1. C2.5 $1 {center} (1. C8.5) 1. ... H8+7 1-0' });
    expect(convert('1. P2-5 M8.7', { from: 'vi', to: 'wxf' })).toEqual({ ok: true, value: '1. C2.5 H8+7' });
  });
  it('convertPgn reports each game it cannot read and never throws', () => {
    const r = convertPgn(`[Event "1"]\n1. C2.5\n\n[Event "2"]\n1. X9.9\n\n[FEN "${INITIAL_FEN}"]\n1. C2.5`, {
      from: 'wxf',
      to: 'vi',
    });
    expect([r.converted, r.errors.map((e) => [e.game, e.code])]).toEqual([2, [[2, 'MOVE_MALFORMED']]]);
  });
});
