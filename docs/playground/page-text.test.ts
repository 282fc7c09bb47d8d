import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { convertDetected, convertRecord } from './converter';
import { CODECS } from './notation-bridge';
import {
  ARIA_TEXT,
  BOARD_LABEL,
  DOCUMENT_TITLE,
  OPTION_TEXT,
  PAGE_HTML,
  PAGE_TEXT,
  ROUND_ROBIN_TEXT,
  VERDICT_TEXT,
} from './page-text';

const html = readFileSync(join(__dirname, 'index.html'), 'utf8');

/** English words that must not appear in the page's Vietnamese (codes, formats and FEN may). */
const ENGLISH =
  /\b(?:red|white|black|round|robin|draw|wins?|loss|player|players|move|moves|game|games|clock|start|reset|undo|redo|new|flip|board|the|and|or|of|to|is|no|with|from|open|file|binary|detect|play|pause|resume|position|seen|times|ruling|limit|claim|valid|needs|more|quiet|ply|plies|notation|result)\b/iu;

// "Vietnamese that is Vietnamese" (issue 26): the playground's buttons, verdicts, converter and
// clock notes in the law's words. Điều 2.2: "Bên cầm quân Trắng đi trước" — Trắng/Đen, never Đỏ.
describe('the playground in Vietnamese', () => {
  test('every button of the page has its words in both languages (the clock pause is drawn with the clock)', () => {
    const buttons = [...html.matchAll(/<button id="([^"]+)"/gu)].map((m) => m[1]!);
    expect(buttons.length).toBeGreaterThan(10);
    for (const id of buttons) if (id !== 'clock-pause') expect(Object.keys(PAGE_TEXT), id).toContain(id);
  });

  test('every fixed text names an element of the page, and its Vietnamese holds no English word', () => {
    for (const [id, text] of Object.entries(PAGE_TEXT)) {
      expect(html, id).toContain(`id="${id}"`);
      expect(text.vi, id).not.toMatch(/đỏ/iu);
      expect(
        ENGLISH.exec(text.vi.replace(/@xq\/\w+|DhtmlXQ|dpxq\.com|CCBridge|PGN|XQF|CBR|FEN|Berger/gu, '')),
        `${id}: ${text.vi}`,
      ).toBeNull();
      expect(text.vi, id).not.toBe(text.en);
    }
  });

  test("the paragraphs with markup: the English is the page's own, the Vietnamese has no English word", () => {
    for (const [id, text] of Object.entries(PAGE_HTML)) {
      expect(html, id).toContain(`id="${id}"`);
      expect(html.replace(/\s+/gu, ' '), id).toContain(text.en.replace(/\s+/gu, ' '));
      const words = text.vi.replace(/<[^>]*>/gu, '').replace(/@xq\/\*|Tab|Enter|Space|Escape/gu, '');
      expect(ENGLISH.exec(words), `${id}: ${words}`).toBeNull();
    }
  });

  test('the verdicts, the clock button and the converter notes in Vietnamese', () => {
    const vi = VERDICT_TEXT.vi;
    const lines = [
      vi.toMove(vi.side.red, true),
      vi.outcome(vi.side.black, 'chiếu hết', '7.1a'),
      vi.outcome(null, 'hai bên thỏa thuận hòa', '7.2d'),
      vi.goesOn,
      vi.seen(2),
      vi.ruling(3, 'AXF 20', '24.16', 'đuổi bắt mãi'),
      vi.noRepetition,
      vi.claimValid,
      vi.missing(12, 30),
      vi.pause,
      vi.resume,
      vi.noClock,
      vi.binary('a.xqf'),
      vi.detect,
    ];
    for (const line of lines) {
      expect(line).not.toMatch(/đỏ/iu);
      expect(ENGLISH.exec(line.replace(/AXF|XQF|PGN|DhtmlXQ|a\.xqf/gu, '')), line).toBeNull();
    }
    expect(vi.toMove(vi.side.red, true)).toBe('Đến lượt Trắng — chiếu!');
    expect(vi.missing(12, 30)).toContain('Trắng còn 12, Đen còn 30');
  });

  test("the converter's line about the record read, and its errors, under vi", () => {
    const pgn = '[Red "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. h2e2 h9g7 1-0\n';
    const r = convertDetected(pgn, 'ucci', '', 'vi');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.info).toContain('Trắng A');
      expect(r.info).toContain('Đen B');
      expect(r.info).toContain('2 nước');
      expect(r.info).toContain('kết quả 1-0');
      expect(ENGLISH.exec(r.info.replace(/PGN|ucci|iccs/giu, ''))).toBeNull();
    }
    const en = convertDetected(pgn, 'ucci', '', 'en');
    expect(en.ok && en.info).toContain('Red A');
    const bad = convertRecord('h2e2 zz9', 'ucci', 'ucci', '', 'vi');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.message).toMatch(/^nước 2 'zz9': /u);
      expect(ENGLISH.exec(bad.message.replace(/'[^']*'/gu, ''))).toBeNull();
    }
  });

  // Issue 43: "the playground in Tiếng Việt carry no English word" — the lists' choices, the
  // title, the board's name, the notations' names and the round-robin table too.
  test('every choice of every list of the page has its Vietnamese, with no English word', () => {
    const lists = [...html.matchAll(/<select id="([^"]+)"[^>]*>([\s\S]*?)<\/select>/gu)];
    let checked = 0;
    for (const [, id, body] of lists) {
      for (const [, value] of body!.matchAll(/<option value="([^"]*)"/gu)) {
        // The language list names each language in itself; the clock's "no clock" and the
        // converter's "detect" are VERDICT_TEXT's.
        if (id === 'lang' || id === 'ruling-lang' || value === '' || value === 'detect') continue;
        const vi = OPTION_TEXT[id!]?.[value!]?.vi;
        expect(vi, `${id} ${value}`).toBeDefined();
        expect(ENGLISH.exec(vi!), `${id} ${value}: ${vi}`).toBeNull();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(9);
    for (const c of CODECS) {
      expect(c.labelVi, c.id).not.toBe('');
      expect(
        ENGLISH.exec(c.labelVi.replace(/Fairy-Stockfish|AXF|WXF|ICCS|UCCI/gu, '')),
        c.labelVi,
      ).toBeNull();
    }
    for (const text of [DOCUMENT_TITLE.vi, BOARD_LABEL.vi, VERDICT_TEXT.vi.badFen('FEN_BAD_RANK', 'x')])
      expect(ENGLISH.exec(text.replace(/FEN(?:_[A-Z]+)*/gu, '')), text).toBeNull();
    expect(html).toContain(`<title>${DOCUMENT_TITLE.en}</title>`);
    // Every name a screen reader hears, in both languages.
    for (const [, id, en] of html.matchAll(/id="([^"]+)"[^>]*aria-label="([^"]+)"/gu)) {
      expect(ARIA_TEXT[id!]?.en, id).toBe(en);
      expect(ENGLISH.exec(ARIA_TEXT[id!]!.vi), id).toBeNull();
    }
    expect(Object.keys(ARIA_TEXT).length).toBe(3);
  });

  // A round is "vòng" (the law's tables write "lượt đấu"), never "ván"; the rest is "nghỉ".
  test('the round-robin table in Vietnamese: Vòng, Bàn, nghỉ', () => {
    const vi = ROUND_ROBIN_TEXT.vi;
    for (const text of [vi.round, vi.board(1), vi.rest(4), vi.missing, vi.players])
      expect(ENGLISH.exec(text.replace(/@xq\/pairing/gu, '')), text).toBeNull();
    expect([vi.round, vi.board(2), vi.rest(6)]).toEqual(['Vòng', 'Bàn 2', '6 nghỉ']);
    expect(ENGLISH.exec(ROUND_ROBIN_TEXT.en.board(1))).not.toBeNull();
  });
});
