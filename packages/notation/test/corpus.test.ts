import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Position } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../src/encoding';
import type { GameRecord } from '../src/game';
import { mainLine } from '../src/game-ops';
import { lexMovetext } from '../src/lexer';
import { startPosition } from '../src/line';
import { formatMove } from '../src/move';
import { NOTATIONS } from '../src/notations';
import { parsePgn, writePgn } from '../src/pgn';

const dir = join(import.meta.dirname, 'fixtures');
const sample = gunzipSync(readFileSync(join(dir, 'ccpd-sample.pgn.gz'))).toString('utf8');
const games = parsePgn(sample, { notation: 'chinese' });
const legal = games.flatMap((g) => (g.ok ? [g.value] : []));

describe('CCPD sample (308 real records, Chinese notation)', () => {
  it('every record replays', () => {
    expect(games.length).toBe(308);
    expect(games.filter((g) => !g.ok).map((g) => !g.ok && g.error.message)).toEqual([]);
    expect(legal.reduce((s, g) => s + g.moves.length, 0)).toBeGreaterThan(20_000);
  });

  it.each(NOTATIONS)('converts to %s and back with the same moves', (notation) => {
    const text = writePgn(legal, { notation });
    const back = parsePgn(text);
    expect(back.length).toBe(legal.length);
    back.forEach((g, i) => {
      expect(g.ok, g.ok ? '' : g.error.message).toBe(true);
      const game = (g as { value: GameRecord }).value;
      expect(mainLine(game)).toEqual(mainLine(legal[i]!));
      expect(game.fen).toBe(legal[i]!.fen);
      expect(game.tags.filter(([k]) => k !== 'Format')).toEqual(legal[i]!.tags);
    });
  });

  it('writes the corpus moves back in the same Chinese text, except plain-form tandem pieces', () => {
    const records = sample.split(/^(?=\[Game )/mu).filter((r) => r.trim() !== '');
    let total = 0;
    const differ: string[] = [];
    records.forEach((record, i) => {
      const movetext = record.replace(/^\[.*\]\s*$/gmu, '');
      const original = lexMovetext(movetext, 'chinese').flatMap((t) => (t.type === 'move' ? [t.text] : []));
      let pos = startPosition(legal[i]!.fen);
      legal[i]!.moves.forEach(({ move }, k) => {
        const p = (pos as { value: Position }).value;
        const text = formatMove(p, move, 'chinese');
        total++;
        if (text !== original[k]) differ.push(`${original[k]} -> ${text}`);
        pos = { ok: true, value: p.play(move) };
      });
    });
    expect(total).toBeGreaterThan(20_000);
    // the corpus writes a tandem rook, horse or cannon by its file when only one of them can
    // make the move (車四進四); we write 前/後 as the rulebook does
    expect(
      differ.every((d) => /^[車馬炮][一二三四五六七八九１-９].. -> [前後][車馬炮]..$/u.test(d)),
      differ.join(', '),
    ).toBe(true);
  });
});

describe('records that cannot be replayed', () => {
  const bad = parsePgn(readFileSync(join(dir, 'ccpd-bad.pgn'), 'utf8'));
  it('are reported with the move number and the text of the move', () => {
    const errors = bad.map((g) => (g.ok ? undefined : g.error));
    expect(errors.map((e) => e && [e.code, e.moveNumber, e.text])).toEqual([
      ['PGN_BAD_FEN', undefined, undefined],
      ['MOVE_ILLEGAL', 9, '士４進５'],
      ['MOVE_ILLEGAL', 10, '馬６退７'],
      ['MOVE_ILLEGAL', 58, '帥五進一'],
    ]);
    expect(errors.map((e) => e?.game)).toEqual([1, 2, 3, 4]);
  });
});

describe('Big5 files', () => {
  const files = readdirSync(join(dir, 'big5')).sort();
  const utf8 = parsePgn(readFileSync(join(dir, 'big5-as-utf8.pgn'), 'utf8'));
  it.each(files.map((f, i) => [f, i] as const))('%s decodes and replays like its UTF-8 copy', (file, i) => {
    const bytes = readFileSync(join(dir, 'big5', file));
    expect(decodeText(bytes)).toBe(new TextDecoder('big5').decode(bytes));
    const [g] = parsePgn(bytes);
    const ref = utf8[i]!;
    expect(g?.ok && ref.ok).toBe(true);
    if (g?.ok && ref.ok) {
      expect(mainLine(g.value)).toEqual(mainLine(ref.value));
      expect(g.value.tags).toEqual(ref.value.tags.filter(([k]) => k !== 'Source'));
    }
  });
});
