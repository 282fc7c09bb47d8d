import { Game, INITIAL_FEN, parseUci, squareName } from '@xq/core';
import { formatMove, NOTATIONS } from '@xq/notation';
import { boardText } from '../board-text';
import { ERROR_CODES_VI, NOTATION_NAMES_VI, REASON_VI } from '../messages-vi';
import { DEMO_RECORD } from './record';
import type { DemoSection } from './section';

/** Pads to a width in terminal columns: full-width characters (CJK, ０-９) take two. */
function pad(text: string, width: number): string {
  let cols = 0;
  for (const ch of text)
    cols +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch)
        ? 2
        : 1;
  return text + ' '.repeat(Math.max(0, width - cols));
}

export const gameSection: DemoSection = {
  title: {
    en: `A real game, checked under the law: ${DEMO_RECORD.red} – ${DEMO_RECORD.black}`,
    vi: `Một ván cờ thật, kiểm tra theo Luật: ${DEMO_RECORD.red} – ${DEMO_RECORD.black}`,
  },
  run: (io, s, lang) => {
    const vi = lang === 'vi';
    io.out(
      `  ${DEMO_RECORD.event[lang]}\n  ${s.dim(`${lang === 'vi' ? 'nguồn' : 'source'}: ${DEMO_RECORD.source}`)}\n\n`,
    );
    const game = (Game.create(INITIAL_FEN) as { value: Game }).value;
    const line: string[] = [];
    for (const [i, text] of DEMO_RECORD.moves.entries()) {
      const move = (parseUci(text) as { value: { from: number; to: number } }).value;
      const played = game.play(move);
      if (!played.ok) {
        io.out(
          vi
            ? `  nước ${i + 1} ${text} bị từ chối: ${ERROR_CODES_VI[played.error.code]}\n`
            : `  move ${i + 1} ${text} refused: ${played.error.message}\n`,
        );
        return;
      }
      const check = played.value.isCheck();
      const before = game.positions()[i]!;
      const label = `${formatMove(before, move, 'vi')}${check ? '+' : ''}`;
      line.push(i % 2 === 0 ? `${i / 2 + 1}. ${label}` : label);
    }
    io.out(
      `  ${s.dim(vi ? 'ghi theo Điều 11, dấu + là nước chiếu:' : 'in Vietnamese notation (Điều 11), + marks a check:')}\n`,
    );
    for (let i = 0; i < line.length; i += 8) io.out(`  ${line.slice(i, i + 8).join(' ')}\n`);
    const positions = game.positions();
    const moves = game.moves;
    io.out(
      `\n  ${s.dim(vi ? 'hai nước đầu và nước chiếu hết, theo mọi cách ghi:' : 'the first two moves and the mate in every notation:')}\n`,
    );
    for (const notation of NOTATIONS) {
      const cells = [0, 1, moves.length - 1].map((k) => formatMove(positions[k]!, moves[k]!, notation));
      const name = vi ? NOTATION_NAMES_VI[notation] : notation;
      io.out(`  ${pad(name, vi ? 20 : 8)} ${pad(cells[0]!, 16)} ${pad(cells[1]!, 16)} … ${cells[2]}\n`);
    }
    const final = game.position;
    io.out(`\n${boardText(final, { color: s.color })}`);
    const side = vi ? (final.turn === 'red' ? 'Trắng' : 'Đen') : final.turn;
    io.out(
      vi
        ? `  ${side} đến lượt, bị chiếu từ ${final.checkers().map(squareName).join(' và ')}; nước đi hợp lệ: ${final.legalMoves().length}\n`
        : `  ${side} to move, in check from ${final.checkers().map(squareName).join(' and ')}; legal moves: ${final.legalMoves().length}\n`,
    );
    const outcome = game.outcome();
    if (outcome && vi) {
      const who = outcome.winner === null ? 'hòa' : `${outcome.winner === 'red' ? 'Trắng' : 'Đen'} thắng`;
      io.out(
        `  ${s.bold(`Kết quả theo Luật: ${who} (${REASON_VI[outcome.reason]}, Điều ${outcome.article})`)}\n`,
      );
    } else if (outcome)
      io.out(
        `  ${s.bold(`Result under the law: ${outcome.winner ?? 'draw'} — ${outcome.explanation} (Điều ${outcome.article})`)}\n`,
      );
  },
};
