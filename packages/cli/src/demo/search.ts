import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INITIAL_FEN, type Move, Position, parseUci } from '@xq/core';
import { openCollection } from '@xq/db';
import { formatMove, type GameRecord, writePgn } from '@xq/notation';
import { DEMO_RECORD } from './record';
import type { DemoSection } from './section';

/**
 * Three more real games for the search, all opening with the central cannon: from the Chinese
 * Chess Practical Dataset sample of @xq/notation's fixtures (Yu-Han Tseng and Bo-Nian Chen, 2026,
 * CC BY 4.0; `packages/notation/test/fixtures/ccpd-sample.pgn.gz`), converted to ICCS.
 */
const SEARCH_GAMES: readonly { source: string; red: string; black: string; result: string; moves: string }[] =
  [
    {
      source: 'CCPD/對局/大師對局/以棋手分類/呂欽/00001492.pgn',
      red: '王斌',
      black: '呂欽',
      result: '1/2-1/2',
      moves:
        'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 g3g4 c6c5 b0a2 a6a5 b2b6 g9e7 b6c6 a9a6 a0b0 a6c6 b0b7 h7i7 h0h9 g7h9 b7b1 c5c4 b1h1 h9f8 h1h8 f8d7 g2f4 c4c3 f4g6 i7i3 h8h3 i3i5 e3e4 c3c2 g6i5 i6i5 h3c3 d7c5',
    },
    {
      source: 'CCPD/對局/大師對局/以賽事分類/世界盃/00000974.pgn',
      red: 'KNOEDLER Dieter',
      black: '田中篤',
      result: '0-1',
      moves:
        'h2e2 h9g7 h0g2 g6g5 i0h0 i9h9 h0h6 b9c7 c3c4 g7f5 h6g6 c9e7 g3g4 g5g4 g6g4 h7g7 g2f4 g7g5 e2f2 b7b8 f2f5 b8g8 g4i4 g8g0 f0e1 g0i0 i4g4 h9h0 e1f0 h0h4 g4g0 h4f4 f5b5 f4f0',
    },
    {
      source: 'CCPD/對局/大師對局/以棋手分類/胡榮華/00001354.pgn',
      red: '季本涵',
      black: '胡榮華',
      result: '0-1',
      moves:
        'h2e2 b9c7 c3c4 g6g5 b0c2 h9g7 h0g2 i9h9 i0h0 c9e7 h0h6 h7i7 h6g6 h9h7 c2d4 a9a8 e3e4 a8d8 d4c6 b7b3 e4e5 d8d2 b2a2 d9e8 f0e1 d2d3 e5e6 g7e6 c6e5 d3g3 g6i6 b3e3 g2e3 g3e3 e5c6 h7h0 c6a7 e3d3 e2e7 g9e7 i6i7 e6f4 i7e7 h0g0 e1f0 f4h3 e7c7 d3e3 c0e2 h3g1 e0e1 g1f3 e1f1 g0g1 f1f2 e8d7 e2c0 g1f1',
    },
  ];

const moveOf = (text: string): Move => (parseUci(text) as { value: Move }).value;

/** The four games as records: the tour's game and the three above. */
function records(): GameRecord[] {
  const games = [
    {
      source: DEMO_RECORD.source,
      red: DEMO_RECORD.red,
      black: DEMO_RECORD.black,
      result: DEMO_RECORD.result,
      moves: DEMO_RECORD.moves.join(' '),
    },
    ...SEARCH_GAMES,
  ];
  return games.map((g) => ({
    tags: [
      ['Red', g.red],
      ['Black', g.black],
      ['Result', g.result],
      ['Source', g.source],
    ],
    fen: INITIAL_FEN,
    comments: [],
    moves: g.moves.split(' ').map((m) => ({ move: moveOf(m), comments: [], nags: [], variations: [] })),
    result: g.result,
  }));
}

/** A line of moves from the start in the law's notation (Vietnamese) or WXF, numbered. */
function lineText(moves: readonly string[], lang: 'en' | 'vi'): { text: string; position: Position } {
  let position = Position.initial();
  const words: string[] = [];
  for (const [i, m] of moves.entries()) {
    const move = moveOf(m);
    const w = formatMove(position, move, lang === 'vi' ? 'vi' : 'wxf');
    words.push(i % 2 === 0 ? `${i / 2 + 1}. ${w}` : w);
    position = position.play(move);
  }
  return { text: words.join(' '), position };
}

const RESULT_VI: Record<string, string> = { '1-0': 'Trắng thắng', '0-1': 'Đen thắng', '1/2-1/2': 'hòa' };

export const searchSection: DemoSection = {
  title: {
    en: 'A game collection: four games imported, searched by position, explored',
    vi: 'Một bộ sưu tập ván cờ: nhập bốn ván, tìm theo thế cờ, tra cứu nước đi',
  },
  run: async (io, s, lang) => {
    const vi = lang === 'vi';
    // Vietnamese writes 0,5: the decimal comma.
    const ms = (x: number): string =>
      `${x.toLocaleString(vi ? 'vi-VN' : 'en-US', { maximumFractionDigits: 1, useGrouping: false })} ms`;
    const dir = mkdtempSync(join(tmpdir(), 'xq-demo-'));
    const opened = await openCollection(':memory:', { create: true });
    if (!opened.ok) {
      rmSync(dir, { recursive: true, force: true });
      io.out(`  ${opened.error.code}\n`);
      return;
    }
    const db = opened.value;
    try {
      const file = join(dir, 'demo.pgn');
      writeFileSync(file, writePgn(records()));
      const imported = await db.importFiles([file]);
      if (!imported.ok) {
        io.out(`  ${imported.error.code}\n`);
        return;
      }
      io.out(
        vi
          ? `  ${imported.value.added} ván nhập vào một CSDL trong bộ nhớ (${ms(imported.value.ms)}): ván ở trên và ba ván của CCPD\n\n`
          : `  ${imported.value.added} games imported into a database in memory (${ms(imported.value.ms)}): the game above and three from CCPD\n\n`,
      );
      const line = lineText(['h2e2', 'h9g7', 'h0g2'], lang);
      const found = await db.find({ fen: line.position.fen(), limit: 0 });
      if (found.ok) {
        io.out(
          vi
            ? `  Các ván đi qua thế cờ sau ${line.text}: ${found.value.total} (${ms(found.value.ms)})\n`
            : `  Games reaching the position after ${line.text}: ${found.value.total} (${ms(found.value.ms)})\n`,
        );
        for (const g of found.value.games) {
          const r = g.tags.Result ?? '*';
          io.out(
            `    ${g.tags.Red} – ${g.tags.Black}  ${vi ? (RESULT_VI[r] ?? r) : r}  ${s.dim(vi ? `nửa nước ${g.ply}` : `ply ${g.ply}`)}\n`,
          );
        }
      }
      const first = lineText(['h2e2'], lang);
      const explored = await db.explore(first.position.fen());
      if (explored.ok) {
        io.out(
          vi
            ? `\n  Các nước đã đi sau ${first.text} (số ván: Trắng thắng, hòa, Đen thắng):\n`
            : `\n  Moves played after ${first.text} (games: red wins, draws, black wins):\n`,
        );
        for (const m of explored.value.moves) {
          const w = formatMove(first.position, moveOf(m.move), vi ? 'vi' : 'wxf');
          io.out(`    ${w.padEnd(6)} ${m.games}: ${m.red}, ${m.draw}, ${m.black}\n`);
        }
      }
      io.out(
        `\n  ${s.dim(vi ? 'Cũng vậy từ dòng lệnh: xq db import, xq db find --fen, xq db explore.' : 'The same from the command line: xq db import, xq db find --fen, xq db explore.')}\n`,
      );
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
