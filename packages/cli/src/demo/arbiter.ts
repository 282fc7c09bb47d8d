import { type ArbiterEvent, apply, createArbiter } from '@xq/arbiter';
import type { DemoSection } from './section';

/** A few moments at the board: touch-move (Điều 9.1) and the third technical fault (7.1n). */
const EVENTS: readonly ArbiterEvent[] = [
  { type: 'start' },
  { type: 'touch', side: 'red', square: 'h2' },
  { type: 'move', move: 'b2e2' },
  { type: 'move', move: 'h2e2' },
  { type: 'fault', side: 'black', kind: 'technical' },
  { type: 'fault', side: 'black', kind: 'technical' },
  { type: 'fault', side: 'black', kind: 'technical' },
];

export const arbiterSection: DemoSection = {
  title: 'The arbiter at the board: touch-move (9.1) and three technical faults (7.1n)',
  run: (io, s) => {
    let state = createArbiter();
    for (const event of EVENTS) {
      const step = apply(state, event);
      state = step.state;
      if (event.type === 'start') continue;
      const what = event.type === 'move' ? `move ${event.move}` : `${event.type} ${step.ruling.side}`;
      io.out(`  ${what.padEnd(16)} [${step.ruling.article}] ${step.ruling.en}\n`);
      io.out(`  ${''.padEnd(16)} ${s.dim(step.ruling.vi)}\n`);
    }
  },
};
