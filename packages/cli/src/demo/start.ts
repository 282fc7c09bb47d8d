import { INITIAL_FEN, Position } from '@xq/core';
import { boardText } from '../board-text';
import type { DemoSection } from './section';

export const startSection: DemoSection = {
  title: 'The start position (Điều 3)',
  run: (io, s) => {
    io.out(boardText(Position.initial(), { color: s.color }));
    io.out(
      `  FEN ${INITIAL_FEN}\n  red moves first: ${Position.initial().legalMoves().length} legal moves\n`,
    );
  },
};
