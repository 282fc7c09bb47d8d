import { checkInt, wrong } from '../args';
import { type Board, checkBoard } from '../board';
import { MAX_MOVES } from '../board-codes';
import { isSquare } from '../square';
import { RULE_SETS, type RuleSet, SIDE_VERDICTS, type SideVerdict } from './model';
import {
  attackersInto,
  collectThreats,
  MAX_THREATS,
  THREAT_FALSE_PROTECTION,
  THREAT_IMMOBILE,
  THREAT_PROTECTED,
  THREAT_REAL,
  THREAT_SAME_TYPE,
  THREAT_STRONGER,
} from './threats';

/** Packed chase entry fields (see {@link RepetitionJudge.chaseEntry}). */

const NO_MOVE = -1;

/**
 * The longest forced series of checks searched for a threat to mate: a move threatens mate
 * when its side, moving again, mates at once or by at most this many checking moves, each
 * defence answered by a check (3 checks: 5 plies).
 * @example MATE_CHECKS // 3
 * @category Repetition
 */
export const MATE_CHECKS = 3;

/**
 * The allocation-free repetition judge for engines and for {@link Game}: given a low-level
 * {@link Board} whose last `plies` moves (made with `make`) form the repetition window — from the
 * first occurrence of the repeated position to its last — it takes them back, replays them,
 * classifies every move (check; chase: which piece by which piece, with real protection; mate
 * threat under `chinese`) and rules (Chapter V, AXF rules). The board is left as it was.
 * Buffers grow only when a window is longer than any before; results stay readable until the
 * next call.
 *
 * @example
 * // The red rook checks on a9 and a8 in turn while the black king steps e9-e8-e9.
 * const board = Position.fromFen('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1').value.toBoard();
 * for (const m of ['a8a9', 'e9e8', 'a9a8', 'e8e9', 'a8a9', 'e9e8', 'a9a8', 'e8e9']) {
 *   const { from, to } = parseUci(m).value;
 *   board.make(packMove(from, to));
 * }
 * const judge = new RepetitionJudge('asian');
 * judge.judge(board, 8); // 1: black wins (0 red wins, -1 draw)
 * SIDE_VERDICTS[judge.sides[0]]; // 'perpetual-check'
 * @category Repetition
 */
export class RepetitionJudge {
  /** Number of moves of the last window. */
  plies = 0;
  /** Packed moves of the window (`from | to << 8`). */
  moves: Int32Array = new Int32Array(64);
  /** Colour code of the side that made each move. */
  movers: Int8Array = new Int8Array(64);
  /** 1 when the move gives check. */
  checks: Uint8Array = new Uint8Array(64);
  /** Window id of the piece each move moved (see {@link idAt}). */
  movedIds: Int8Array = new Int8Array(64);
  /** Per move, bit `id & 15` set for each piece giving check after it (0 when no check). */
  checkerMasks: Int32Array = new Int32Array(64);
  /** 1 when the move threatens mate, at once or by a forced series of checks ({@link MATE_CHECKS}; computed under `chinese`, or with `detail`). */
  mateThreats: Uint8Array = new Uint8Array(64);
  /** Bit `i` set when the move chases the opponent's piece of window id `i` (0..15). */
  chaseMasks: Int32Array = new Int32Array(64);
  /** Per move, the start of its chase entries in {@link chases} (one more entry at the end). */
  chaseStart: Int32Array = new Int32Array(65);
  /** Chase entries: `attacker | target << 8 | flags` of `collectThreats`, squares after the move. */
  chases: Int32Array = new Int32Array(64 * 8);
  /** Per chase entry, the window ids of its target and its attacker: `targetId | attackerId << 5`. */
  chaseIds: Int16Array = new Int16Array(64 * 8);
  /** Per side (0 red, 1 black), index into `SIDE_VERDICTS`. */
  readonly sides: Int8Array = new Int8Array(2);
  /** Per side, the window id mask of the piece chased by every move (0 when none). */
  readonly chased: Int32Array = new Int32Array(2);

  /**
   * Threat entries of `collectThreats` for position `k` of the window (0 = before the first
   * move) and colour `c`, from `(2 * k + c) * MAX_THREATS`, {@link threatCount} of them.
   */
  threats: Int32Array = new Int32Array(2 * 65 * MAX_THREATS);
  /** Number of threat entries per position and colour (index `2 * k + c`). */
  threatCount: Int32Array = new Int32Array(2 * 65);
  private readonly ids = new Int8Array(90);
  private readonly scratch = new Int32Array(4 * MAX_MOVES);
  /** True while {@link judge} collects the threats of both sides at every position. */
  private collectedBoth = false;
  /** Move lists of the mate search, two per level of {@link MATE_CHECKS}. */
  private readonly mateMoves = new Int32Array(2 * MATE_CHECKS * MAX_MOVES);
  /** Opponent threats before and after a move, for {@link parries}. */
  private readonly parry = new Int32Array(2 * MAX_THREATS);

  /** The rule set applied. */
  readonly rules: RuleSet;

  /**
   * Where the answers of the judge's position searches (a threat to mate, a check that wins a
   * piece) are kept and looked up, by position key and side, when set: the windows of one game
   * meet the same positions again (a repetition that goes on), so one map for the judgments of
   * a game answers each search once. `undefined` (the default): every search is made.
   */
  searches: Map<string, boolean> | undefined = undefined;

  /**
   * A judge under a rule set (default `asian`).
   * @throws RangeError when `rules` is not one of {@link RULE_SETS}.
   */
  constructor(rules: RuleSet = 'asian') {
    if (!RULE_SETS.includes(rules))
      throw wrong(RangeError, 'RepetitionJudge', `rules must be ${RULE_SETS.join(' or ')}`, rules);
    this.rules = rules;
  }

  /**
   * Judges the window made of the last `plies` moves of `board`.
   * @param detail also classify mate threats under every rule set (for explanations).
   * @param only judge only the moves of this colour code (0 red, 1 black; the other side's
   * chases are not looked for and its verdict is not meaningful), or -1 (default) for both.
   * @returns the winner's colour code (0 red, 1 black), or -1 for a draw.
   * @throws TypeError when `board` is not a {@link Board} or `detail` not a boolean; RangeError
   * when `plies` is not an integer 1..board.ply or `only` is not -1, 0 or 1.
   */
  judge(board: Board, plies: number, detail = false, only = -1): number {
    const fn = 'RepetitionJudge.judge';
    checkInt(plies, 1, checkBoard(board, fn).ply, fn, 'plies');
    if (typeof detail !== 'boolean') throw wrong(TypeError, fn, 'detail must be a boolean', detail);
    checkInt(only, -1, 1, fn, 'only');
    this.ensure(plies);
    this.plies = plies;
    for (let k = plies - 1; k >= 0; k--) {
      this.moves[k] = board.lastMove();
      board.unmake();
    }
    this.assignIds(board);
    this.collectedBoth = only < 0;
    if (only < 0) this.collect(board, 0);
    const mates = detail || this.rules === 'chinese';
    let c = 0;
    // With `only`, threats are looked for only while that side may still chase one same piece.
    let common = -1;
    this.chaseStart[0] = 0;
    for (let k = 0; k < plies; k++) {
      const m = this.moves[k]!;
      const from = m & 0xff;
      const to = (m >> 8) & 0xff;
      const mover = board.turn;
      const chases = only < 0 || (mover === only && common !== 0);
      if (only >= 0 && chases) this.collectColor(board, k, mover);
      this.movers[k] = mover;
      board.make(m);
      this.ids[to] = this.ids[from]!;
      this.ids[from] = NO_MOVE;
      this.movedIds[k] = this.ids[to]!;
      this.checks[k] = board.kingAttacked(mover ^ 1) ? 1 : 0;
      this.checkerMasks[k] = this.checks[k] ? this.checkers(board, mover) : 0;
      this.mateThreats[k] = mates && !this.checks[k] && this.threatensMate(board, mover) ? 1 : 0;
      if (only < 0) this.collect(board, k + 1);
      else if (chases) this.collectColor(board, k + 1, mover);
      if (chases) {
        c = this.newChases(board, k, from, to, mover, c);
        if (mover === only) common &= this.chaseMasks[k]!;
      } else this.chaseMasks[k] = 0;
      this.chaseStart[k + 1] = c;
    }
    return this.rule();
  }

  /**
   * The winner and the reason of the ruling on the window last judged (what {@link judge}
   * answered is `code`), as {@link judgeRepetition} gives them for that window, with or without
   * `detail` (a threat to mate weighs only under `chinese`, where it is always looked for): the
   * side that checks with every move loses by perpetual check, one that repeats another forbidden
   * pattern (a perpetual chase; under `chinese` a perpetual mate threat) loses by forbidden
   * repetition, and otherwise the game is drawn. The rule cited and the explanation need every
   * move described: {@link judgeRepetition} gives them.
   * @throws RangeError when `code` is not -1, 0 or 1.
   */
  winnerAndReason(code: number): {
    /** The side that wins, `null` for a draw. */
    readonly winner: 'red' | 'black' | null;
    /** Why: a perpetual check (7.1g), another forbidden repetition (7.1h), or a draw (7.2b, 7.2c). */
    readonly reason: 'perpetual-check' | 'forbidden-repetition' | 'repetition-draw';
  } {
    if (checkInt(code, -1, 1, 'RepetitionJudge.winnerAndReason', 'code') < 0)
      return { winner: null, reason: 'repetition-draw' };
    const loser = code ^ 1;
    const check = SIDE_VERDICTS[this.sides[loser]!] === 'perpetual-check';
    return {
      winner: code === 0 ? 'red' : 'black',
      reason: check ? 'perpetual-check' : 'forbidden-repetition',
    };
  }

  /**
   * True when the side that made the last move on `board` has a real threat now or gives check:
   * without one its last move can be neither a check nor a chase. Board unchanged.
   * @throws TypeError when `board` is not a {@link Board}.
   */
  threatensNow(board: Board): boolean {
    checkBoard(board, 'RepetitionJudge.threatensNow');
    const side = board.turn ^ 1;
    if (board.kingAttacked(board.turn)) return true;
    const n = collectThreats(board, side, this.threats, 0, this.scratch);
    for (let i = 0; i < n; i++) if (this.threats[i]! & THREAT_REAL) return true;
    return false;
  }

  /**
   * True when `side`, moving now on `board` (whoever's turn it is), could mate at once or by a
   * forced series of at most {@link MATE_CHECKS} checks. Board unchanged.
   * @throws TypeError when `board` is not a {@link Board}; RangeError when `side` is not 0 or 1.
   * @internal
   */
  threatensMateNow(board: Board, side: number): boolean {
    checkInt(side, 0, 1, 'RepetitionJudge.threatensMateNow', 'side');
    checkBoard(board, 'RepetitionJudge.threatensMateNow');
    return this.threatensMate(board, side);
  }

  /** Window id (0..31, red 0..15, black 16..31) of the piece now on `square`, or -1 (also when `square` is not 0..89). */
  idAt(square: number): number {
    return isSquare(square) ? this.ids[square]! : -1;
  }

  private ensure(plies: number): void {
    if (plies <= this.moves.length) return;
    const n = Math.max(plies, this.moves.length * 2);
    this.moves = new Int32Array(n);
    this.movers = new Int8Array(n);
    this.checks = new Uint8Array(n);
    this.movedIds = new Int8Array(n);
    this.checkerMasks = new Int32Array(n);
    this.mateThreats = new Uint8Array(n);
    this.chaseMasks = new Int32Array(n);
    this.chaseStart = new Int32Array(n + 1);
    this.chases = new Int32Array(n * 8);
    this.chaseIds = new Int16Array(n * 8);
    this.threats = new Int32Array(2 * (n + 1) * MAX_THREATS);
    this.threatCount = new Int32Array(2 * (n + 1));
  }

  private assignIds(board: Board): void {
    let red = 0;
    let black = 16;
    for (let s = 0; s < 90; s++) {
      const p = board.squares[s]!;
      this.ids[s] = p === 0 ? NO_MOVE : p >> 3 ? black++ : red++;
    }
  }

  private collect(board: Board, k: number): void {
    this.collectColor(board, k, 0);
    this.collectColor(board, k, 1);
  }

  private collectColor(board: Board, k: number, color: number): void {
    const slot = 2 * k + color;
    this.threatCount[slot] = collectThreats(board, color, this.threats, slot * MAX_THREATS, this.scratch);
  }

  /**
   * Records the real threats of move `k` (just made on `board`) that are new, the move's chases;
   * returns the new chase count. A threat is new when its attack is new (the attacker moved,
   * or a line opened: a discovered attack), or when the attack stood before but the target was
   * protected and the move took that protection away (moved a screen, pinned or blocked the
   * protector: AXF rule 40's appendix, a pawn that keeps a horse unprotected chases it). The
   * latter does not count when the move parries a threat of the opponent (see {@link parries}):
   * the protection lost is the price of the defence, as the immobile rook of AXF rule 19, whose
   * "attack on the horse is not a chase", and the screens shuttled against a rook (rule 26).
   */
  private newChases(board: Board, k: number, from: number, to: number, mover: number, c: number): number {
    const before = 2 * k + mover;
    const after = 2 * (k + 1) + mover;
    const bOff = before * MAX_THREATS;
    const aOff = after * MAX_THREATS;
    const nb = this.threatCount[before]!;
    const na = this.threatCount[after]!;
    let mask = 0;
    let defence = -1;
    for (let i = aOff; i < aOff + na; i++) {
      const e = this.threats[i]!;
      if (!(e & THREAT_REAL)) continue;
      const a = e & 0xff;
      const t = (e >> 8) & 0xff;
      const was = (a === to ? from : a) | (t << 8);
      // 0: a new attack; 1: the attack stood, protected; 2: it was a threat already.
      let stood = 0;
      for (let j = bOff; j < bOff + nb && stood === 0; j++) {
        const f = this.threats[j]!;
        if ((f & 0xffff) === was) stood = f & THREAT_REAL ? 2 : 1;
      }
      if (stood === 2) continue;
      if (stood === 1) {
        if (defence < 0) defence = this.parries(board, k, from, mover) ? 1 : 0;
        if (defence === 1) continue;
      }
      const tid = this.ids[t]!;
      const aid = this.ids[a]!;
      if (c === this.chases.length) {
        const grown = new Int32Array(this.chases.length * 2);
        grown.set(this.chases);
        this.chases = grown;
        const ids = new Int16Array(this.chases.length);
        ids.set(this.chaseIds);
        this.chaseIds = ids;
      }
      this.chaseIds[c] = (tid & 31) | ((aid & 31) << 5);
      this.chases[c++] = e;
      mask |= 1 << (tid & 15);
    }
    this.chaseMasks[k] = mask;
    return c;
  }

  /**
   * True when move `k` of `mover` (from `from`, just made on `board`) parries the opponent: it
   * answers a check, or a real threat of the opponent on one of its pieces other than the one
   * that moved stood before it and is gone after it. Board restored.
   */
  private parries(board: Board, k: number, from: number, mover: number): boolean {
    const other = mover ^ 1;
    // With both sides collected (no `only`), the opponent's threats are in their slots already.
    const full = this.collectedBoth;
    const buf = full ? this.threats : this.parry;
    const bOff = full ? (2 * k + other) * MAX_THREATS : 0;
    const aOff = full ? (2 * (k + 1) + other) * MAX_THREATS : MAX_THREATS;
    board.unmake();
    const inCheck = board.kingAttacked(mover);
    const nb = inCheck
      ? 0
      : full
        ? this.threatCount[2 * k + other]!
        : collectThreats(board, other, buf, 0, this.scratch);
    board.make(this.moves[k]!);
    if (inCheck) return true;
    let na = -1;
    for (let i = bOff; i < bOff + nb; i++) {
      const e = buf[i]!;
      if (!(e & THREAT_REAL) || ((e >> 8) & 0xff) === from) continue;
      if (na < 0)
        na = full
          ? this.threatCount[2 * (k + 1) + other]!
          : collectThreats(board, other, buf, aOff, this.scratch);
      let still = false;
      for (let j = aOff; j < aOff + na && !still; j++) still = (buf[j]! & 0xffff) === (e & 0xffff);
      if (!still) return true;
    }
    return false;
  }

  /** Id mask of the pieces of `mover` attacking the other king (the flying king cannot check). */
  private checkers(board: Board, mover: number): number {
    const base = 3 * MAX_MOVES;
    const n = attackersInto(board, board.kings[mover ^ 1]!, mover, this.scratch, base);
    let mask = 0;
    for (let i = base; i < base + n; i++) mask |= 1 << (this.ids[this.scratch[i]!]! & 15);
    return mask;
  }

  /**
   * True when `mover`, moving again, could mate: at once, or by a forced series of checks
   * (the AXF definition of a threat to mate, 殺着) of at most {@link MATE_CHECKS} checking
   * moves, every defence answered by a further check. Board restored.
   */
  private threatensMate(board: Board, mover: number): boolean {
    return recall(this.searches, 'm', board, mover, () => {
      const saved = board.turn;
      board.turn = mover;
      const mate = this.mateByChecks(board, MATE_CHECKS, 0);
      board.turn = saved;
      return mate;
    });
  }

  /**
   * True when the side to move on `board` mates by checks within `checks` checking moves;
   * `depth` indexes the move buffers in {@link mateMoves}. Board restored.
   */
  private mateByChecks(board: Board, checks: number, depth: number): boolean {
    const side = board.turn;
    const buf = this.mateMoves;
    const base = 2 * depth * MAX_MOVES;
    const reply = base + MAX_MOVES;
    const n = board.generateLegal(buf, base);
    for (let i = base; i < base + n; i++) {
      board.make(buf[i]!);
      let mate = false;
      if (board.kingAttacked(side ^ 1)) {
        const m = board.generateLegal(buf, reply);
        mate = m === 0;
        if (!mate && checks > 1) {
          mate = true;
          for (let j = reply; j < reply + m && mate; j++) {
            board.make(buf[j]!);
            mate = this.mateByChecks(board, checks - 1, depth + 1);
            board.unmake();
          }
        }
      }
      board.unmake();
      if (mate) return true;
    }
    return false;
  }

  private rule(): number {
    const sev = [0, 0];
    for (let color = 0; color < 2; color++) {
      let allCheck = true;
      let allForcing = true;
      let any = false;
      let mask = -1;
      for (let k = 0; k < this.plies; k++) {
        if (this.movers[k] !== color) continue;
        any = true;
        if (!this.checks[k]) allCheck = false;
        if (!this.checks[k] && !this.mateThreats[k]) allForcing = false;
        mask &= this.chaseMasks[k]!;
      }
      if (!any) {
        allCheck = false;
        allForcing = false;
        mask = 0;
      }
      this.chased[color] = this.rules === 'simple' ? 0 : mask;
      const verdict: SideVerdict = allCheck
        ? 'perpetual-check'
        : this.chased[color]
          ? 'perpetual-chase'
          : allForcing
            ? 'perpetual-mate-threat'
            : 'allowed';
      this.sides[color] = SIDE_VERDICTS.indexOf(verdict);
      sev[color] =
        verdict === 'perpetual-check'
          ? 2
          : verdict === 'perpetual-chase' || (verdict === 'perpetual-mate-threat' && this.rules === 'chinese')
            ? 1
            : 0;
    }
    if (sev[0] === sev[1]) return -1;
    return sev[0]! > sev[1]! ? 1 : 0;
  }
}

/** Target square of a packed chase entry. @internal */
export function chaseTarget(e: number): number {
  return (e >> 8) & 0xff;
}

/** Attacker square of a packed chase entry. @internal */
export function chaseAttacker(e: number): number {
  return e & 0xff;
}

/** Flags of a packed chase entry. @internal */
export function chaseFlags(e: number): number {
  return (
    e &
    (THREAT_REAL |
      THREAT_STRONGER |
      THREAT_IMMOBILE |
      THREAT_SAME_TYPE |
      THREAT_FALSE_PROTECTION |
      THREAT_PROTECTED)
  );
}

/** Most answers {@link RepetitionJudge.searches} keeps: past it, it starts again (a long game stays bounded). */
const MAX_SEARCHES = 1 << 16;

/**
 * The answer of the search `kind` for `side` on the position of `board`: kept in `searches` (by
 * the position's key, the kind and the side) when a map is given, searched once then (the map
 * emptied first when full), searched every time without one.
 */
export function recall(
  searches: Map<string, boolean> | undefined,
  kind: string,
  board: Board,
  side: number,
  search: () => boolean,
): boolean {
  if (searches === undefined) return search();
  const key = `${kind}${board.keyHi},${board.keyLo},${side}`;
  const known = searches.get(key);
  if (typeof known === 'boolean') return known;
  const found = search();
  if (searches.size >= MAX_SEARCHES) searches.clear();
  searches.set(key, found);
  return found;
}
