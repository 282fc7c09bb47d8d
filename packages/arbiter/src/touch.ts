import { formatUci, type Move, type Position, type Square } from '@xq/core';
import { requireArray, requireFunction, requireObject } from './guard';
import { everyOf } from './vocab';

/** The values of {@link TouchClause}, in order (read by the parsers; not exported by the package). */
export const TOUCH_CLAUSES = everyOf<TouchClause>()([
  '9.1',
  '9.2',
  '9.3a',
  '9.3b',
  '9.3c',
  '9.3d',
  '9.4a',
  '9.4b',
  '9.4c',
  '9.4d',
]);

/**
 * The clauses of Điều 9.1–9.4 an obligation comes from, as the law numbers them. `9.1`: own
 * pieces only; `9.2`: the opponent's pieces only; `9.3a`–`9.3d`: an own piece touched first, then
 * an opponent's; `9.4a`–`9.4d`: an opponent's piece first (or both at once, Điều 9.5), then an own.
 *
 * @example
 * ```ts
 * import type { TouchClause } from '@xq/arbiter';
 * const c: TouchClause = '9.4c';
 * ```
 * @category Touch-move
 */
export type TouchClause =
  | '9.1'
  | '9.2'
  | '9.3a'
  | '9.3b'
  | '9.3c'
  | '9.3d'
  | '9.4a'
  | '9.4b'
  | '9.4c'
  | '9.4d';

/**
 * What the law requires of the player to move after the pieces it touched, in the order of
 * Điều 9.1–9.5:
 *
 * - the first own piece touched must be moved (9.1), the first opponent's piece touched must be
 *   captured (9.2); pieces touched at the same instant (the order cannot be told) are one group,
 *   and any piece of the group will do ("Không thể xác định chạm quân nào trước thì được phép đi
 *   một trong các quân đó");
 * - own then opponent's (9.3): the own piece captures it (a), else the own piece moves (b), else
 *   another piece captures it (c), else any move with a technical fault (d);
 * - opponent's then own, or both at once (9.4, 9.5): the own piece captures it (a), else another
 *   piece captures it (b), else the own piece moves (c), else any move with a technical fault (d).
 *
 * Later touches of a colour already touched change nothing: the law binds the piece touched
 * first ("phải đi quân chạm trước tiên", "phải ăn quân chạm trước").
 *
 * @example
 * ```ts
 * import { obligation } from '@xq/arbiter';
 * import { Position, parseSquare } from '@xq/core';
 * const o = obligation(Position.initial(), [[parseSquare('h2')!]]);
 * o?.clause; // '9.1'
 * o?.moves?.length; // 12: the cannon must move
 * ```
 * @category Touch-move
 */
export interface Obligation {
  /** The clause that applies. */
  readonly clause: TouchClause;
  /** True when an opponent's and an own piece were touched at the same instant (Điều 9.5). */
  readonly simultaneous: boolean;
  /** The moves the player may make, or `null` when any legal move is allowed. */
  readonly moves: readonly Move[] | null;
  /** True when the player makes another move at the cost of a technical fault (9.1, 9.2, 9.3d, 9.4d). */
  readonly fault: boolean;
  /** The own pieces bound (the first group of own pieces touched). */
  readonly own: readonly Square[];
  /** The opponent's pieces bound (the first group of opponent's pieces touched). */
  readonly opponent: readonly Square[];
}

/**
 * The obligation of the side to move after touching `groups` of squares in order (each group:
 * squares touched at the same instant), or `null` when no piece was touched. Empty squares are
 * not touches of a piece and are ignored. `forbidden`, when given, marks the legal moves the law
 * forbids all the same (the arbiter passes the repetition rulings of Chương V): a clause whose
 * moves are all forbidden binds no more than one without a legal move (9.1, "Nếu nước đi này bị
 * luật cấm thì được đi quân khác, nhưng phạm lỗi kỹ thuật"). Pure; linear in the legal moves.
 *
 * @example
 * ```ts
 * import { obligation } from '@xq/arbiter';
 * import { Position, parseSquare } from '@xq/core';
 * // Red touches its h2 cannon, then the black h9 horse: the cannon must take it (9.3a).
 * const o = obligation(Position.initial(), [[parseSquare('h2')!], [parseSquare('h9')!]]);
 * [o?.clause, o?.moves?.length]; // ['9.3a', 1]
 * ```
 * @throws {TypeError} when `position` is not a position, `groups` not an array of arrays or
 * `forbidden` neither undefined nor a function.
 * @category Touch-move
 */
export function obligation(
  position: Position,
  groups: readonly (readonly Square[])[],
  forbidden?: (move: Move) => boolean,
): Obligation | null {
  requireObject('obligation', 'position', position);
  requireFunction(
    'obligation',
    'position.legalMoves',
    (position as unknown as Record<string, unknown>).legalMoves,
  );
  requireArray('obligation', 'groups', groups);
  requireFunction('obligation', 'forbidden', forbidden, true);
  const turn = position.turn;
  let o: Square[] = [];
  let e: Square[] = [];
  let ownAt = -1;
  let oppAt = -1;
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i]!;
    requireArray('obligation', `groups[${i}]`, g);
    const mine = g.filter((s) => position.piece(s)?.color === turn);
    const theirs = g.filter((s) => {
      const p = position.piece(s);
      return p !== undefined && p.color !== turn;
    });
    if (ownAt < 0 && mine.length > 0) {
      o = [...new Set(mine)];
      ownAt = i;
    }
    if (oppAt < 0 && theirs.length > 0) {
      e = [...new Set(theirs)];
      oppAt = i;
    }
  }
  if (o.length === 0 && e.length === 0) return null;
  const legal = position.legalMoves();
  // A piece whose every move the law forbids (9.1: "Nếu nước đi này bị luật cấm") binds no more
  // than one without a legal move: a clause whose moves are all forbidden is passed over.
  const unlessForbidden = (ms: Move[]) =>
    forbidden !== undefined && ms.length > 0 && ms.every((m) => forbidden(m)) ? [] : ms;
  const own = legal.filter((m) => o.includes(m.from));
  const fromOwn = unlessForbidden(own);
  const takes = unlessForbidden(legal.filter((m) => e.includes(m.to)));
  const ownTakes = unlessForbidden(own.filter((m) => e.includes(m.to)));
  const make = (clause: TouchClause, moves: Move[] | null): Obligation => ({
    clause,
    simultaneous: o.length > 0 && e.length > 0 && ownAt === oppAt,
    moves,
    fault: moves === null,
    own: o,
    opponent: e,
  });
  if (e.length === 0) return make('9.1', fromOwn.length > 0 ? fromOwn : null);
  if (o.length === 0) return make('9.2', takes.length > 0 ? takes : null);
  if (ownAt < oppAt) {
    if (ownTakes.length > 0) return make('9.3a', ownTakes);
    if (fromOwn.length > 0) return make('9.3b', fromOwn);
    if (takes.length > 0) return make('9.3c', takes);
    return make('9.3d', null);
  }
  if (ownTakes.length > 0) return make('9.4a', ownTakes);
  if (takes.length > 0) return make('9.4b', takes);
  if (fromOwn.length > 0) return make('9.4c', fromOwn);
  return make('9.4d', null);
}

/**
 * True when `move` meets the obligation (any legal move meets a `null` or faulted one).
 *
 * @example
 * ```ts
 * import { allows, obligation } from '@xq/arbiter';
 * import { Position, parseSquare } from '@xq/core';
 * const o = obligation(Position.initial(), [[parseSquare('h2')!]]);
 * allows(o, { from: 19, to: 22 }); // false: b2e2 moves the other cannon
 * ```
 * @throws {TypeError} when `o` is neither null nor an obligation, or `move` is not an object.
 * @category Touch-move
 */
export function allows(o: Obligation | null, move: Move): boolean {
  requireObject('allows', 'move', move);
  if (o === null) return true;
  requireObject('allows', 'o', o);
  if (o.moves === null) return true;
  requireArray('allows', 'o.moves', o.moves);
  return o.moves.some((m: unknown) => {
    requireObject('allows', 'o.moves[]', m);
    return m.from === move.from && m.to === move.to;
  });
}

/** @internal The moves of an obligation as sorted coordinate text. */
export function moveTexts(o: Obligation): string[] | null {
  return o.moves === null ? null : o.moves.map(formatUci).sort();
}
