import { Game, INITIAL_FEN, parseUci, squareName } from '@xq/core';
import { boardText } from '../board-text';
import { DEMO_RECORD } from './record';
import type { DemoSection } from './section';

export const gameSection: DemoSection = {
  title: `A real game, checked under the law: ${DEMO_RECORD.red} – ${DEMO_RECORD.black}`,
  run: (io, s) => {
    io.out(`  ${DEMO_RECORD.event}\n  ${s.dim(`source: ${DEMO_RECORD.source}`)}\n\n`);
    const game = (Game.create(INITIAL_FEN) as { value: Game }).value;
    const line: string[] = [];
    for (const [i, text] of DEMO_RECORD.moves.entries()) {
      const move = (parseUci(text) as { value: { from: number; to: number } }).value;
      const played = game.play(move);
      if (!played.ok) {
        io.out(`  move ${i + 1} ${text} refused: ${played.error.message}\n`);
        return;
      }
      const check = played.value.isCheck();
      const label = `${text}${check ? '+' : ''}`;
      line.push(i % 2 === 0 ? `${i / 2 + 1}. ${label}` : label);
    }
    for (let i = 0; i < line.length; i += 6) io.out(`  ${line.slice(i, i + 6).join(' ')}\n`);
    const final = game.position;
    io.out(`\n${boardText(final, { color: s.color })}`);
    io.out(
      `  ${final.turn} to move, in check from ${final.checkers().map(squareName).join(' and ')}; legal moves: ${final.legalMoves().length}\n`,
    );
    const outcome = game.outcome();
    if (outcome)
      io.out(
        `  ${s.bold(`Result under the law: ${outcome.winner ?? 'draw'} — ${outcome.explanation} (Điều ${outcome.article})`)}\n`,
      );
  },
};
