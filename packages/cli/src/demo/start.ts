import { INITIAL_FEN, Position } from '@xq/core';
import { boardText } from '../board-text';
import type { DemoSection } from './section';

export const startSection: DemoSection = {
  title: { en: 'The start position (Điều 3)', vi: 'Thế cờ ban đầu (Điều 3)' },
  run: (io, s, lang) => {
    io.out(boardText(Position.initial(), { color: s.color }));
    io.out(
      `  FEN ${INITIAL_FEN}\n  ${lang === 'vi' ? 'Trắng đi trước' : 'red moves first'}: ${Position.initial().legalMoves().length} ${lang === 'vi' ? 'nước đi hợp lệ' : 'legal moves'}\n`,
    );
  },
};
