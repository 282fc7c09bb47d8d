/**
 * Precomputed geometry of the board (Điều 2–4): palaces, the river, horse legs, elephant eyes,
 * rays, and the points where the setup rules let a piece stand. Built once at load; the move
 * generator and the setup checks only read them.
 * @internal
 */

/** Flat list-of-lists: entries of list `i` are `data[start[i]] .. data[start[i + 1] - 1]`. */
export interface FlatTable {
  readonly start: Int32Array;
  readonly data: Int8Array;
}

function flatten(lists: readonly (readonly number[])[]): FlatTable {
  const start = new Int32Array(lists.length + 1);
  let n = 0;
  for (let i = 0; i < lists.length; i++) {
    start[i] = n;
    n += lists[i]!.length;
  }
  start[lists.length] = n;
  const data = new Int8Array(n);
  let k = 0;
  for (const list of lists) for (const v of list) data[k++] = v;
  return { start, data };
}

const at = (f: number, r: number): number => (f >= 0 && f < 9 && r >= 0 && r < 10 ? f + 9 * r : -1);

/** File of each square. */
export const FILE = Int8Array.from({ length: 90 }, (_, s) => s % 9);
/** Rank of each square. */
export const RANK = Int8Array.from({ length: 90 }, (_, s) => (s / 9) | 0);

/** True when `sq` lies in the palace of colour `c` (0 red, 1 black). */
export function inPalace(c: number, sq: number): boolean {
  const f = FILE[sq]!;
  const r = RANK[sq]!;
  return f >= 3 && f <= 5 && (c === 0 ? r <= 2 : r >= 7);
}

/** True when `sq` is on colour `c`'s own side of the river. */
export function ownSide(c: number, sq: number): boolean {
  return c === 0 ? RANK[sq]! <= 4 : RANK[sq]! >= 5;
}

/** The same point seen from the other side: its file kept, its rank mirrored (rank 9 - r). */
export const mirrorRank = (sq: number): number => (sq % 9) + 9 * (9 - ((sq / 9) | 0));

/**
 * Most pieces of each role a side may have (Điều 2.2), index the role code 1..7 of the low-level
 * board, the order of `ROLES`: one king, two advisors, elephants, horses, rooks and cannons,
 * five pawns.
 */
export const MAX_PER_ROLE: readonly number[] = [0, 1, 2, 2, 2, 2, 2, 5];

/** The five points an advisor can reach from its start (Điều 3, 4.3), in red's coordinates. */
export const ADVISOR_POINTS: readonly number[] = [3, 5, 13, 21, 23];
/** The seven points an elephant can reach from its start (Điều 3, 4.3), in red's coordinates. */
export const ELEPHANT_POINTS: readonly number[] = [2, 6, 18, 22, 26, 38, 42];

/** Why a pawn may not stand on a point (red's coordinates), or `undefined` when it may. */
export type PawnPointFault = 'behind-start' | 'off-start-file';

/**
 * Whether a pawn may stand on `own` (red's coordinates) by the points its moves reach from the
 * start (Điều 3, 4.3): never behind its start rank, and before the river only on a start file.
 * The rule of two pawns on one file before the river depends on the other pieces, apart.
 */
export function pawnPointFault(own: number): PawnPointFault | undefined {
  if (RANK[own]! < 3) return 'behind-start';
  if (ownSide(0, own) && FILE[own]! % 2 === 1) return 'off-start-file';
  return undefined;
}

const ORTHOGONAL = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
const DIAGONAL = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
] as const;

/**
 * A table per colour and square (index `c * 90 + sq`): for each direction that `keep` allows,
 * the target `reach` steps away, followed by the midpoint when `withMidpoint` (an elephant's eye).
 */
function colourSteps(
  directions: readonly (readonly [number, number])[],
  reach: number,
  keep: (c: number, target: number) => boolean,
  withMidpoint: boolean,
): FlatTable {
  return flatten(
    Array.from({ length: 180 }, (_, i) => {
      const c = i >= 90 ? 1 : 0;
      const s = i % 90;
      const out: number[] = [];
      for (const [df, dr] of directions) {
        const t = at(FILE[s]! + reach * df, RANK[s]! + reach * dr);
        if (t < 0 || !keep(c, t)) continue;
        out.push(t);
        if (withMidpoint) out.push(at(FILE[s]! + df, RANK[s]! + dr));
      }
      return out;
    }),
  );
}

/** Per colour and square (index `c * 90 + sq`): king steps that stay in the palace. */
export const KING_STEPS: FlatTable = colourSteps(ORTHOGONAL, 1, inPalace, false);

/** Per colour and square: advisor steps that stay in the palace. */
export const ADVISOR_STEPS: FlatTable = colourSteps(DIAGONAL, 1, inPalace, false);

/** Per colour and square: elephant moves as pairs `[target, eye]`, never across the river. */
export const ELEPHANT_STEPS: FlatTable = colourSteps(DIAGONAL, 2, ownSide, true);

const HORSE_JUMPS = [
  [1, 2, 0, 1],
  [-1, 2, 0, 1],
  [1, -2, 0, -1],
  [-1, -2, 0, -1],
  [2, 1, 1, 0],
  [2, -1, 1, 0],
  [-2, 1, -1, 0],
  [-2, -1, -1, 0],
] as const;

/** Per square: horse moves as pairs `[target, leg]`. */
export const HORSE_STEPS: FlatTable = flatten(
  Array.from({ length: 90 }, (_, s) => {
    const out: number[] = [];
    for (const [df, dr, lf, lr] of HORSE_JUMPS) {
      const t = at(FILE[s]! + df, RANK[s]! + dr);
      if (t >= 0) out.push(t, at(FILE[s]! + lf, RANK[s]! + lr));
    }
    return out;
  }),
);

/** Per square: horses that could attack it, as pairs `[horse square, leg]`. */
export const HORSE_ATTACKERS: FlatTable = flatten(
  Array.from({ length: 90 }, (_, s) => {
    const out: number[] = [];
    for (const [df, dr, lf, lr] of HORSE_JUMPS) {
      // A horse at h = s - (df, dr) jumps to s; its leg is h + (lf, lr).
      const h = at(FILE[s]! - df, RANK[s]! - dr);
      if (h >= 0) out.push(h, at(FILE[h]! + lf, RANK[h]! + lr));
    }
    return out;
  }),
);

/** Per colour and square: pawn steps (forward; sideways once across the river). */
export const PAWN_STEPS: FlatTable = flatten(
  Array.from({ length: 180 }, (_, i) => {
    const c = i >= 90 ? 1 : 0;
    const s = i % 90;
    const out: number[] = [];
    const fwd = at(FILE[s]!, RANK[s]! + (c === 0 ? 1 : -1));
    if (fwd >= 0) out.push(fwd);
    if (!ownSide(c, s)) {
      for (const df of [-1, 1]) {
        const t = at(FILE[s]! + df, RANK[s]!);
        if (t >= 0) out.push(t);
      }
    }
    return out;
  }),
);

/** Per colour and square: squares from which a pawn of that colour attacks the square. */
export const PAWN_ATTACKERS: FlatTable = flatten(
  Array.from({ length: 180 }, (_, i) => {
    const c = i >= 90 ? 1 : 0;
    const s = i % 90;
    const out: number[] = [];
    for (let p = 0; p < 90; p++) {
      const base = c * 90 + p;
      for (let k = PAWN_STEPS.start[base]!; k < PAWN_STEPS.start[base + 1]!; k++) {
        if (PAWN_STEPS.data[k] === s) out.push(p);
      }
    }
    return out;
  }),
);

/** Ray directions: 0 north (+rank), 1 south, 2 east (+file), 3 west. */
export const RAYS: FlatTable = flatten(
  Array.from({ length: 360 }, (_, i) => {
    const s = i >> 2;
    const d = i & 3;
    const [df, dr] = (
      [
        [0, 1],
        [0, -1],
        [1, 0],
        [-1, 0],
      ] as const
    )[d]!;
    const out: number[] = [];
    for (let t = at(FILE[s]! + df, RANK[s]! + dr); t >= 0; t = at(FILE[t]! + df, RANK[t]! + dr)) out.push(t);
    return out;
  }),
);
