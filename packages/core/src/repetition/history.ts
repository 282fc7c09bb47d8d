import { checkInt } from '../args';
import { type Board, checkBoard } from '../board';
import { forEachOccurrence } from './occurrences';

const NEVER_STOP = (): boolean => false;

/**
 * The key history an engine keeps beside its {@link Board} to find repetitions without
 * allocating: {@link push} after each `make`, {@link pop} after each `unmake`. Positions
 * before the last capture are never compared (a capture cannot be undone by play). Use it with
 * {@link RepetitionJudge}: `if (history.count() >= 3) judge.judge(board, history.window(3))`.
 *
 * @example
 * const board = Position.initial().toBoard();
 * const history = new RepetitionHistory(board);
 * for (const m of ['h2e2', 'h9g7', 'e2h2', 'g7h9', 'h2e2', 'h9g7', 'e2h2', 'g7h9']) {
 *   const { from, to } = parseUci(m).value;
 *   board.make(packMove(from, to));
 *   history.push(board);
 * }
 * history.count(); // 3: the start position stands for the third time
 * history.window(3); // 8: the plies since its first occurrence
 * @category Repetition
 */
export class RepetitionHistory {
  private hi = new Int32Array(256);
  private lo = new Int32Array(256);
  /** Per entry, the index of the entry reached by the last capture at or before it. */
  private barrier = new Int32Array(256);
  /** Number of positions recorded (the start included). */
  length = 0;

  /**
   * A history that starts at the board's current position.
   * @throws TypeError when `board` is not a {@link Board}.
   */
  constructor(board: Board) {
    this.reset(board);
  }

  /**
   * Forgets everything and starts again at the board's current position.
   * @throws TypeError when `board` is not a {@link Board}.
   */
  reset(board: Board): void {
    checkBoard(board, 'RepetitionHistory');
    this.length = 1;
    this.hi[0] = board.keyHi;
    this.lo[0] = board.keyLo;
    this.barrier[0] = 0;
  }

  /**
   * Records the position after a `make` on `board`. Grows its buffers when needed.
   * @throws TypeError when `board` is not a {@link Board}.
   */
  push(board: Board): void {
    checkBoard(board, 'RepetitionHistory.push');
    const n = this.length;
    if (n === this.hi.length) this.grow();
    this.hi[n] = board.keyHi;
    this.lo[n] = board.keyLo;
    this.barrier[n] = board.lastCaptured() > 0 ? n : this.barrier[n - 1]!;
    this.length = n + 1;
  }

  /**
   * Forgets the last position (after an `unmake`).
   * @throws RangeError when only the start position is left.
   */
  pop(): void {
    if (this.length <= 1) throw new RangeError('RepetitionHistory.pop: nothing to pop');
    this.length--;
  }

  /** How many times the current position has stood since the last capture (1 the first time). */
  count(): number {
    const n = this.length - 1;
    this.hiNow = this.hi[n]!;
    this.loNow = this.lo[n]!;
    return forEachOccurrence(n, this.barrier[n]!, this.same, NEVER_STOP);
  }

  /**
   * The number of plies from the `nth` last occurrence of the current position (counting the
   * current one as the first) to now, or 0 when it has not occurred `nth` times (always for 1).
   * @throws RangeError when `nth` is not a positive integer.
   */
  window(nth: number): number {
    if (checkInt(nth, 1, Number.MAX_SAFE_INTEGER, 'RepetitionHistory.window', 'nth') === 1) return 0;
    const n = this.length - 1;
    this.hiNow = this.hi[n]!;
    this.loNow = this.lo[n]!;
    this.wanted = nth;
    this.found = -1;
    forEachOccurrence(n, this.barrier[n]!, this.same, this.stopAt);
    return this.found < 0 ? 0 : n - this.found;
  }

  /** The key searched by {@link count} and {@link window}, and what {@link window} looks for. */
  private hiNow = 0;
  private loNow = 0;
  private wanted = 0;
  private found = -1;
  /** Made once, so that counting allocates nothing. */
  private readonly same = (p: number): boolean => this.hi[p] === this.hiNow && this.lo[p] === this.loNow;
  private readonly stopAt = (p: number, nth: number): boolean => {
    if (nth !== this.wanted) return false;
    this.found = p;
    return true;
  };

  private grow(): void {
    const size = this.hi.length * 2;
    const copy = (a: Int32Array) => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    this.hi = copy(this.hi);
    this.lo = copy(this.lo);
    this.barrier = copy(this.barrier);
  }
}
