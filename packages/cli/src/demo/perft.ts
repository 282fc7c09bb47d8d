import { Position } from '@xq/core';
import type { DemoSection } from './section';

export const perftSection: DemoSection = {
  title: {
    en: 'Move generation: perft 1–4 from the start position',
    vi: 'Sinh nước đi: perft 1–4 từ thế cờ ban đầu',
  },
  run: (io, s, lang) => {
    const start = Position.initial();
    const board = start.toBoard();
    for (let depth = 1; depth <= 4; depth++) {
      const t0 = io.now();
      const nodes = depth === 1 ? start.legalMoves().length : board.perft(depth);
      const ms = io.now() - t0;
      const rate = ms > 0 ? `${(((nodes / ms) * 1000) / 1e6).toFixed(1)} M nodes/s` : '';
      io.out(
        `  ${lang === 'vi' ? 'độ sâu' : 'depth'} ${depth}: ${nodes.toLocaleString('en-US').padStart(10)} ${lang === 'vi' ? 'nút' : 'nodes'}  ${s.dim(`${ms.toFixed(1).padStart(7)} ms  ${rate}`)}\n`,
      );
    }
  },
};
