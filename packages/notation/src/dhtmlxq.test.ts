import { fc, test } from '@fast-check/vitest';
import { INITIAL_FEN } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { formatDhtmlXQ, parseDhtmlXQ } from './dhtmlxq';
import type { GameRecord } from './game';
import { gameTag, mainLine } from './game-ops';
import { parsePgn } from './pgn';

const h2e2 = { from: 25, to: 22 };
const h9g7 = { from: 88, to: 69 };
const b9c7 = { from: 82, to: 65 };
const h0g2 = { from: 7, to: 24 };

// A record as dpxq/CCBridge write it: the initial binit, a branch replacing ply 2, comments.
const RECORD = `[DhtmlXQ]
[DhtmlXQ_title]中炮對屏風馬[/DhtmlXQ_title]
[DhtmlXQ_red]許銀川[/DhtmlXQ_red]
[DhtmlXQ_black]呂欽[/DhtmlXQ_black]
[DhtmlXQ_result]紅勝[/DhtmlXQ_result]
[DhtmlXQ_binit]0919293949596979891777062646668600102030405060708012720323436383[/DhtmlXQ_binit]
[DhtmlXQ_movelist]774770627967[/DhtmlXQ_movelist]
[DhtmlXQ_move_0_2_1]10227967[/DhtmlXQ_move_0_2_1]
[DhtmlXQ_comment0]start[/DhtmlXQ_comment0]
[DhtmlXQ_comment1]central cannon||two lines[/DhtmlXQ_comment1]
[DhtmlXQ_comment1_2]the other horse[/DhtmlXQ_comment1_2]
[/DhtmlXQ]`;

describe('DhtmlXQ', () => {
  const r = parseDhtmlXQ(RECORD);
  const game = (r as { value: GameRecord }).value;
  it('reads the start, the moves, a branch, the comments and the tags', () => {
    expect(r.ok).toBe(true);
    expect(game.fen).toBe(INITIAL_FEN);
    expect(mainLine(game)).toEqual([h2e2, h9g7, h0g2]);
    expect(game.moves[1]!.variations[0]!.map((n) => n.move)).toEqual([b9c7, h0g2]);
    expect(game.moves[1]!.variations[0]![0]!.comments).toEqual(['the other horse']);
    expect(game.moves[0]!.comments).toEqual(['central cannon\ntwo lines']);
    expect(game.comments).toEqual(['start']);
    expect(game.result).toBe('1-0');
    expect(gameTag(game, 'Red')).toBe('許銀川');
    expect(gameTag(game, 'Title')).toBe('中炮對屏風馬');
  });
  it('writes what it reads', () => {
    const text = formatDhtmlXQ(game);
    expect(text).toContain('[DhtmlXQ_movelist]774770627967[/DhtmlXQ_movelist]');
    expect(text).toContain('[DhtmlXQ_move_0_2_1]10227967[/DhtmlXQ_move_0_2_1]');
    expect(text).toContain('[DhtmlXQ_comment1_2]the other horse[/DhtmlXQ_comment1_2]');
    expect(parseDhtmlXQ(text)).toEqual({ ok: true, value: game });
  });
  it('carries a non-initial start (binit and fen), black to move', () => {
    const [g] = parsePgn('[FEN "4k4/9/9/9/9/9/9/9/4A4/3K5 b"]\n[Format "WXF"]\n\n1. K5.6');
    const pgnGame = (g as { value: GameRecord }).value;
    const text = formatDhtmlXQ(pgnGame);
    expect(text).toContain('[DhtmlXQ_binit]');
    const back = parseDhtmlXQ(text.replace(/\[DhtmlXQ_fen\].*\[\/DhtmlXQ_fen\]\n/u, ''));
    expect(back.ok && back.value.fen).toBe(pgnGame.fen);
    expect(back.ok && mainLine(back.value)).toEqual(mainLine(pgnGame));
  });
  it('reports bad records', () => {
    expect(!parseDhtmlXQ('nothing').ok && parseDhtmlXQ('nothing')).toMatchObject({
      error: { code: 'DHTMLXQ_EMPTY' },
    });
    expect(parseDhtmlXQ('[DhtmlXQ_movelist]774[/DhtmlXQ_movelist]')).toMatchObject({
      ok: false,
      error: { code: 'DHTMLXQ_MALFORMED' },
    });
    expect(parseDhtmlXQ('[DhtmlXQ_movelist]77477747[/DhtmlXQ_movelist]')).toMatchObject({
      ok: false,
      error: { code: 'DHTMLXQ_ILLEGAL', branch: 0, ply: 2 },
    });
    expect(parseDhtmlXQ('[DhtmlXQ_binit]12[/DhtmlXQ_binit]')).toMatchObject({
      ok: false,
      error: { code: 'DHTMLXQ_BAD_POSITION' },
    });
  });
  test.prop([fc.string({ maxLength: 200 })])('never throws', (text) => {
    expect(typeof parseDhtmlXQ(`[DhtmlXQ_movelist]${text}[/DhtmlXQ_movelist]${text}`).ok).toBe('boolean');
  });
});
