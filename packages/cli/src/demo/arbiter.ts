import { type ArbiterEvent, apply, createArbiter } from '@xq/arbiter';
import { movesInLawNotation } from '../moves-vi';
import type { DemoSection } from './section';

/**
 * A few moments at the board: touch-move (Điều 9.1), a disqualification the table arbiter has no
 * power to give (16.2), and the third technical fault (7.1n).
 */
const EVENTS: readonly ArbiterEvent[] = [
  { type: 'start' },
  { type: 'touch', side: 'red', square: 'h2' },
  { type: 'move', move: 'b2e2' },
  { type: 'move', move: 'h2e2' },
  { type: 'sanction', side: 'black', level: 'disqualification', by: 'table-arbiter' },
  { type: 'fault', side: 'black', kind: 'technical' },
  { type: 'fault', side: 'black', kind: 'technical' },
  { type: 'fault', side: 'black', kind: 'technical' },
];

/** The demo's event types in Vietnamese. */
const VI_EVENT: Readonly<Record<string, string>> = {
  touch: 'chạm quân',
  move: 'đi',
  sanction: 'xử phạt',
  fault: 'lỗi',
};

export const arbiterSection: DemoSection = {
  title: {
    en: 'The arbiter at the board: touch-move (9.1), who may disqualify (16.2), three technical faults (7.1n)',
    vi: 'Trọng tài tại bàn: chạm quân phải đi (9.1), ai được truất quyền thi đấu (16.2), ba lần phạm lỗi kỹ thuật (7.1n)',
  },
  run: (io, s, lang) => {
    let state = createArbiter();
    for (const event of EVENTS) {
      const before = state.fen;
      const step = apply(state, event);
      state = step.state;
      if (event.type === 'start') continue;
      const side = lang === 'vi' ? (step.ruling.side === 'red' ? 'Trắng' : 'Đen') : step.ruling.side;
      const kind = lang === 'vi' ? (VI_EVENT[event.type] ?? event.type) : event.type;
      const what = event.type === 'move' ? `${kind} ${event.move}` : `${kind} ${side}`;
      // The ruling in the language asked for; in English the Vietnamese follows, dimmed. The
      // Vietnamese names the moves in the law's notation (Điều 11), from the position before.
      const vi = movesInLawNotation(step.ruling.vi, before);
      const shown = lang === 'vi' ? movesInLawNotation(what, before) : what;
      io.out(`  ${shown.padEnd(16)} [${step.ruling.article}] ${lang === 'vi' ? vi : step.ruling.en}\n`);
      if (lang === 'en') io.out(`  ${''.padEnd(16)} ${s.dim(vi)}\n`);
    }
  },
};
