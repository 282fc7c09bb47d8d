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
      const vi = lang === 'vi';
      // Vietnamese writes 1.920 and 0,5: the thousands point and the decimal comma.
      const locale = vi ? 'vi-VN' : 'en-US';
      const decimal = (x: number): string =>
        x.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
      const millions = ((nodes / ms) * 1000) / 1e6;
      const rate = ms > 0 ? `${decimal(millions)} ${vi ? 'triệu nút/giây' : 'M nodes/s'}` : '';
      io.out(
        `  ${vi ? 'độ sâu' : 'depth'} ${depth}: ${nodes.toLocaleString(locale).padStart(10)} ${vi ? 'nút' : 'nodes'}  ${s.dim(`${decimal(ms).padStart(7)} ms  ${rate}`)}\n`,
      );
    }
  },
};
