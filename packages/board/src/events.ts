// The DOM side of input (chessground's events.ts): listens on the drawing and the root, reads each
// pointer or key event into an Input (the point element it targets, its place in the drawing's
// units) and hands it on with the event. What an input does is input.ts's to decide.
import type { Point } from './geometry';
import type { Hit, Input } from './input';
import type { Skeleton } from './skeleton';

/** Where a pointer event happened in the drawing's units, if the drawing has a screen transform. */
function placeOf(drawing: SVGSVGElement, e: MouseEvent): Point | undefined {
  const m = drawing.getScreenCTM();
  if (!m) return undefined;
  const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
  return { x: p.x, y: p.y };
}

function hitOf(drawing: SVGSVGElement, e: MouseEvent): Hit {
  return { name: (e.target as Element | null)?.getAttribute?.('data-square'), place: placeOf(drawing, e) };
}

/**
 * Listens to the pointer events of the drawing and the keys of the root, calling `handle` with
 * each as an {@link Input}.
 * @returns a function that removes the listeners.
 * @internal
 */
export function bindInput(dom: Skeleton, handle: (input: Input, event: Event) => void): () => void {
  const { drawing, root } = dom;
  const pointer =
    (type: 'pointermove' | 'pointerup') =>
    (e: PointerEvent): void =>
      handle({ type, pointerId: e.pointerId, place: placeOf(drawing, e) }, e);
  const listeners = [
    [
      drawing,
      'pointerdown',
      (e: PointerEvent) =>
        handle(
          {
            type: 'pointerdown',
            pointerId: e.pointerId,
            button: e.button,
            hit: hitOf(drawing, e),
            primary: e.isPrimary === true,
          },
          e,
        ),
    ],
    [drawing, 'pointermove', pointer('pointermove')],
    [drawing, 'pointerup', pointer('pointerup')],
    [
      drawing,
      'pointercancel',
      (e: PointerEvent) => handle({ type: 'pointercancel', pointerId: e.pointerId }, e),
    ],
    [drawing, 'click', (e: MouseEvent) => handle({ type: 'click', hit: hitOf(drawing, e) }, e)],
    [root, 'keydown', (e: KeyboardEvent) => handle({ type: 'keydown', key: e.key }, e)],
  ] as const;
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener);
  return () => {
    for (const [target, type, listener] of listeners)
      target.removeEventListener(type, listener as EventListener);
  };
}
