import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Game, INITIAL_FEN } from '../packages/core/src/index';
import { formatMove, NOTATIONS, parseMove } from '../packages/notation/src/index';
import { describeExamples } from './examples';
import { GAME, renderNotationsPage } from './notations-page';

// Every ```ts block of these pages runs against the packages' sources, and every
// `console.log(…); // → text` line must print exactly `text`.
const PAGES = [
  'index.md',
  'rules.md',
  'notations.md',
  'tournaments.md',
  'clocks.md',
  'engine-authors.md',
  'vi-trong-tai.md',
  'board.md',
  'arbiter.md',
];

describeExamples(PAGES);

describe('docs/notations.md', () => {
  it('is what docs/notations-page.ts generates (regenerate with `npx tsx --conditions=@xq/source docs/notations-page.ts --write`)', () => {
    expect(readFileSync(join(import.meta.dirname, 'notations.md'), 'utf8')).toBe(renderNotationsPage());
  });
  it('shows a game that replays, and that every notation reads back', () => {
    const game = Game.replay(INITIAL_FEN, GAME);
    expect(game.ok).toBe(true);
    if (!game.ok) return;
    const positions = game.value.positions();
    for (const id of NOTATIONS) {
      game.value.moves.forEach((move, i) => {
        const text = formatMove(positions[i]!, move, id);
        expect(parseMove(positions[i]!, text, id), `${id} ${text}`).toEqual({ ok: true, value: move });
      });
    }
  });
});
