// The move-by-move viewer of a published game, in the browser: the entry of the script the
// build bundles with @xq/board (the site's xq-board.js). A game page holds an <xq-board> and its
// moves as buttons, each with the position after it (data-fen) and its points (data-from,
// data-to); this script shows the position of the button pressed and steps with the controls and
// the arrow keys. Without the script the moves stay readable as text.
import { defineXqBoard, type XqBoardElement } from '@xq/board';

// Defined by a call, not by the import alone: bundled from the sources, a bare import is dropped.
defineXqBoard();

function wire(root: HTMLElement): void {
  const board = root.querySelector('xq-board') as XqBoardElement | null;
  const moves = Array.from(root.querySelectorAll<HTMLButtonElement>('button[data-ply]'));
  const start = root.dataset.start;
  if (board === null || start === undefined) return;
  let ply = 0;
  const show = (n: number): void => {
    ply = Math.max(0, Math.min(moves.length, n));
    const at = moves[ply - 1];
    board.set(
      at === undefined
        ? { fen: start, lastMove: null }
        : {
            fen: at.dataset.fen ?? start,
            lastMove: { from: at.dataset.from ?? '', to: at.dataset.to ?? '' },
          },
    );
    for (const [i, b] of moves.entries()) {
      if (i === ply - 1) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    }
    const status = root.querySelector('[data-status]');
    if (status) status.textContent = `${ply} / ${moves.length}`;
  };
  for (const [i, b] of moves.entries()) b.addEventListener('click', () => show(i + 1));
  const step: Record<string, () => number> = {
    first: () => 0,
    back: () => ply - 1,
    forward: () => ply + 1,
    last: () => moves.length,
  };
  for (const b of Array.from(root.querySelectorAll<HTMLButtonElement>('button[data-step]'))) {
    const to = step[b.dataset.step ?? ''];
    if (to) b.addEventListener('click', () => show(to()));
  }
  root.addEventListener('keydown', (e) => {
    const key = { ArrowLeft: 'back', ArrowRight: 'forward', Home: 'first', End: 'last' }[e.key];
    const to = key === undefined ? undefined : step[key];
    if (to === undefined || (e.target as HTMLElement).tagName === 'XQ-BOARD') return;
    e.preventDefault();
    show(to());
  });
  const controls = root.querySelector<HTMLElement>('[data-controls]');
  if (controls) controls.hidden = false;
  show(0);
}

for (const root of Array.from(document.querySelectorAll<HTMLElement>('[data-xq-viewer]'))) wire(root);
