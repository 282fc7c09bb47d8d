import { type Board, packMove } from './board';
import type { Position } from './position';
import {
  chaseAttacker,
  chaseFlags,
  chaseTarget,
  RepetitionJudge,
  RULE_SETS,
  type RuleSet,
  SIDE_VERDICTS,
  type SideVerdict,
} from './repetition-judge';
import {
  MAX_THREATS,
  THREAT_ATTACK,
  THREAT_FALSE_PROTECTION,
  THREAT_IMMOBILE,
  THREAT_MUTUAL,
  THREAT_PROTECTED,
  THREAT_REAL,
  THREAT_SAME_TYPE,
  THREAT_STRONGER,
} from './repetition-threats';
import type { Color, Move, Role } from './types';

export { EXPLAIN_LANGUAGES, type ExplainLanguage, explainRuling } from './repetition-explain';
export { RepetitionHistory } from './repetition-history';
export {
  RepetitionJudge,
  RULE_SETS,
  type RuleSet,
  SIDE_VERDICTS,
  type SideVerdict,
} from './repetition-judge';
export {
  collectThreats,
  MAX_THREATS,
  THREAT_ATTACK,
  THREAT_FALSE_PROTECTION,
  THREAT_IMMOBILE,
  THREAT_MUTUAL,
  THREAT_PROTECTED,
  THREAT_REAL,
  THREAT_SAME_TYPE,
  THREAT_STRONGER,
} from './repetition-threats';

/** Options of {@link judgeRepetition}. @category Repetition */
export interface RepetitionOptions {
  /** The rule set (default `asian`). */
  readonly rules?: RuleSet;
}

/**
 * What one move of a repetition window is, most serious first: `check`, `mate-threat`
 * (threatens mate next move), `chase` (a new real threat to win a piece), `exchange` (offers a
 * same-type exchange), `block` (parries an enemy threat or check without moving the threatened
 * piece), `idle` (none of these: "nước chờ").
 * @example MOVE_KINDS[0] // 'check'
 * @category Repetition
 */
export const MOVE_KINDS = ['check', 'mate-threat', 'chase', 'exchange', 'block', 'idle'] as const;
/** One of {@link MOVE_KINDS}. @category Repetition */
export type MoveKind = (typeof MOVE_KINDS)[number];

/** One piece chased by a move. @category Repetition */
export interface Chase {
  /** Square of the chased piece. */
  readonly target: number;
  /** Role of the chased piece. */
  readonly targetRole: Role;
  /** Square of the chasing piece (after the move). */
  readonly by: number;
  /** Role of the chasing piece. */
  readonly byRole: Role;
  /**
   * Why it is a chase: `unprotected` (no real protection), `stronger` (a horse or cannon on a
   * rook, an advisor or elephant on a rook, horse or cannon: even when protected).
   */
  readonly why: 'unprotected' | 'stronger';
  /**
   * Protection of the chased piece: `none` (no piece can take back), `false` (a piece could by
   * its move rule, but not legally: pinned, or its own king would be attacked), `real` (really
   * protected: only a piece worth more than its chaser is chased so).
   */
  readonly protection: 'none' | 'false' | 'real';
  /** The chased piece cannot move (pinned or hemmed in, AXF rule 19). */
  readonly immobile: boolean;
  /** Same type as the chaser, and it cannot capture back (AXF rule 24). */
  readonly sameType: boolean;
}

/** A value for each side. @category Repetition */
export interface PerSide<T> {
  /** Red's. */
  readonly red: T;
  /** Black's. */
  readonly black: T;
}

/** What one move of a repetition cycle is. @category Repetition */
export interface ClassifiedMove {
  /** Index of the move in the input `moves` (in a {@link Game}: its ply, 0-based). */
  readonly index: number;
  /** The side that made it. */
  readonly color: Color;
  /** The move. */
  readonly move: Move;
  /** The most serious thing the move does. */
  readonly kind: MoveKind;
  /** Squares (after the move) of the pieces giving check, for a check. */
  readonly checkers?: readonly number[];
  /** The pieces the move chases (also on a check or mate threat: both count). */
  readonly chases: readonly Chase[];
  /**
   * True when the move belongs to its side's perpetual check or perpetual chase (or perpetual
   * mate threat under `chinese`): what the clock's quota rule (Điều 10.1.3) needs.
   */
  readonly perpetual: boolean;
}

/** The ruling on a position repeated a third time. @category Repetition */
export interface RepetitionRuling {
  /** The winner, `null` for a draw. */
  readonly winner: Color | null;
  /** `perpetual-check` (7.1g), `forbidden-repetition` (7.1h: a perpetual chase, or a perpetual mate threat under `chinese`) or `repetition-draw` (7.2b, 7.2c). */
  readonly reason: 'perpetual-check' | 'forbidden-repetition' | 'repetition-draw';
  /** The rule applied, e.g. `'AXF 6'` (Asian Xiangqi Federation rules, the template of Chapter V). */
  readonly rule: string;
  /** The article of the Vietnamese law: `7.1g`, `7.1h`, `7.2b` or `7.2c`. */
  readonly article: string;
  /** The detailed ruling of Điều 24 it corresponds to, e.g. `'24.15'`, when there is one. */
  readonly detail?: string;
  /** False when {@link detail} comes from the inferred numbering 24.n = AXF n+4 (only 24.15, 24.16 are verified). */
  readonly detailVerified?: boolean;
  /** One paragraph for a person, in English (see {@link explainRuling} for Vietnamese). */
  readonly explanation: string;
  /** The rule set applied. */
  readonly rules: RuleSet;
  /** What each side's moves amount to. */
  readonly sides: PerSide<SideVerdict>;
  /** The piece each side chases perpetually (its square at the end), when it does. */
  readonly chased: Partial<PerSide<number>>;
  /**
   * How many different pieces give each side's perpetual check (the checkers) or perpetual
   * chase (the chasers of the chased piece); two or more: pieces "in turn". 0 for neither.
   */
  readonly pieces: PerSide<number>;
  /** The judged moves, from the first occurrence of the position to its last, classified. */
  readonly cycle: readonly ClassifiedMove[];
}

/**
 * What the clock's quota rule (Điều 10.1.3) needs to know of a move: whether it belongs to its
 * side's perpetual check or perpetual chase in the repetition it closes, and whether that side
 * uses two or more pieces in turn (then 6 such moves count instead of 3).
 * @category Repetition
 */
export interface PerpetualFacts {
  /** `check` or `chase` when the move belongs to a perpetual check or chase, else `null`. */
  readonly perpetual: 'check' | 'chase' | null;
  /** The side moves two or more different pieces in the cycle. */
  readonly severalPieces: boolean;
}

/** What {@link judgeRepetition} needs. @category Repetition */
export interface RepetitionInput {
  /** A position before the repetition (usually its first occurrence). */
  readonly start: Position;
  /** The moves played from `start` until the position occurs again at the end. */
  readonly moves: readonly Move[];
  /**
   * Move counts after which the repeated position stood, increasing (e.g. `[0, 4, 8]`); the
   * window judged runs from the first of them to the end.
   */
  readonly occurrences: readonly number[];
}

const judges: Partial<Record<RuleSet, RepetitionJudge>> = {};

function roleAt(pos: Position, square: number): Role {
  return pos.piece(square)?.role ?? 'pawn';
}

/**
 * Rules on a repeated position (Chapter V, reconstructed from the AXF rules; Điều 7.1g, 7.1h,
 * 7.2b, 7.2c): finds what each move of the window does — check (by which pieces), mate threat,
 * chase (which piece, by which, protected for real or not), exchange, block, idle — and applies
 * the rulings: a side whose every move checks loses (AXF 6, 8) unless both do (AXF 7); otherwise
 * a side whose every move chases one same piece loses (AXF 15–36), a draw when both do (7.2c);
 * otherwise a draw (7.2b). A move that checks and chases counts as both (the stricter reading).
 *
 * @example
 * const start = Position.fromFen('3k5/9/9/9/9/5p3/9/5p3/5K3/5C3 w - - 0 1').value;
 * const moves = ['f1e1', 'f2e2', 'e1f1', 'e2f2', 'f1e1', 'f2e2', 'e1f1', 'e2f2'].map((m) => parseUci(m).value);
 * judgeRepetition({ start, moves, occurrences: [0, 4, 8] }).winner; // 'red': black checks perpetually
 * @throws RangeError when a move is not legal, or `rules` is not one of {@link RULE_SETS}.
 * @category Repetition
 */
export function judgeRepetition(input: RepetitionInput, options: RepetitionOptions = {}): RepetitionRuling {
  const rules = options.rules ?? 'asian';
  if (!RULE_SETS.includes(rules)) throw new RangeError(`unknown rule set ${String(rules)}`);
  const first = input.occurrences[0] ?? 0;
  if (!Number.isInteger(first) || first < 0 || first >= input.moves.length)
    throw new RangeError('occurrences[0] must index a move of the input');
  const board = input.start.toBoard();
  const positions: Position[] = [];
  let pos = input.start;
  for (let i = 0; i < input.moves.length; i++) {
    const m = input.moves[i]!;
    if (i >= first) positions.push(pos);
    pos = pos.play(m);
    board.make(packMove(m.from, m.to));
  }
  positions.push(pos);
  const judge = (judges[rules] ??= new RepetitionJudge(rules));
  const code = judge.judge(board, input.moves.length - first, true);
  return describe(judge, code, positions, input.moves, first, rules);
}

/**
 * The facts of {@link PerpetualFacts} for the last move of `board`, whose last `plies` moves run
 * from an earlier occurrence of the current position to now (one cycle), judged with `judge`
 * (engine form: no mate-threat search, no allocation besides the result).
 * @example
 * const board = Position.fromFen('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1').value.toBoard();
 * for (const m of ['a8a9', 'e9e8', 'a9a8', 'e8e9', 'a8a9']) {
 *   const { from, to } = parseUci(m).value;
 *   board.make(packMove(from, to));
 * }
 * perpetualFacts(board, 4, new RepetitionJudge()); // { perpetual: 'check', severalPieces: false }
 * @throws RangeError when `plies` is not 1..board.ply.
 * @category Repetition
 */
export function perpetualFacts(board: Board, plies: number, judge: RepetitionJudge): PerpetualFacts {
  // The last move itself must check or chase: look at it alone first (the usual answer).
  if (!judge.threatensNow(board)) return { perpetual: null, severalPieces: false };
  judge.judge(board, 1, false, board.turn ^ 1);
  if (!judge.checks[0] && judge.chaseMasks[0] === 0) return { perpetual: null, severalPieces: false };
  judge.judge(board, plies, false, board.turn ^ 1);
  const side = judge.movers[plies - 1]!;
  const verdict = SIDE_VERDICTS[judge.sides[side]!];
  const perpetual = verdict === 'perpetual-check' ? 'check' : verdict === 'perpetual-chase' ? 'chase' : null;
  return { perpetual, severalPieces: perpetual !== null && piecesOf(judge, side) > 1 };
}

/**
 * How many different pieces of `side` give its perpetual check (the checkers) or its perpetual
 * chase (the chasers of the chased piece); 0 when it does neither.
 */
function piecesOf(judge: RepetitionJudge, side: number): number {
  const verdict = SIDE_VERDICTS[judge.sides[side]!];
  let mask = 0;
  for (let k = 0; k < judge.plies; k++) {
    if (judge.movers[k] !== side) continue;
    if (verdict === 'perpetual-check') mask |= judge.checkerMasks[k]!;
    else if (verdict === 'perpetual-chase')
      for (let i = judge.chaseStart[k]!; i < judge.chaseStart[k + 1]!; i++) {
        const ids = judge.chaseIds[i]!;
        if (judge.chased[side]! & (1 << (ids & 15))) mask |= 1 << ((ids >> 5) & 15);
      }
  }
  let n = 0;
  for (; mask; mask &= mask - 1) n++;
  return n;
}

/**
 * Judges the last position of a game when it stands for the third time (or more) since the last
 * capture; `undefined` otherwise. The window runs from the first of its last three occurrences.
 * @example
 * const start = Position.fromFen('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1').value;
 * const moves = ['a8a9', 'e9e8', 'a9a8', 'e8e9', 'a8a9', 'e9e8', 'a9a8', 'e8e9'].map((m) => parseUci(m).value);
 * judgeLastPosition(start, moves)?.winner; // 'black': red checks perpetually
 * judgeLastPosition(start, moves.slice(0, 6)); // undefined: no third occurrence yet
 * @throws RangeError when a move is not legal.
 * @category Repetition
 */
export function judgeLastPosition(
  start: Position,
  moves: readonly Move[],
  options: RepetitionOptions = {},
): RepetitionRuling | undefined {
  const keys: bigint[] = [start.key];
  const captures: boolean[] = [];
  let pos = start;
  for (const m of moves) {
    captures.push(pos.isCapture(m));
    pos = pos.play(m);
    keys.push(pos.key);
  }
  const n = moves.length;
  const occ = [n];
  for (let i = n - 2; i >= 0; i -= 2) {
    if (captures[i] || captures[i + 1]) break;
    if (keys[i] === keys[n]) occ.unshift(i);
  }
  if (occ.length < 3) return undefined;
  const window = occ.slice(-3);
  return judgeRepetition({ start, moves, occurrences: window }, options);
}

function sideName(c: number): Color {
  return c ? 'black' : 'red';
}

function describe(
  judge: RepetitionJudge,
  code: number,
  positions: readonly Position[],
  moves: readonly Move[],
  first: number,
  rules: RuleSet,
): RepetitionRuling {
  const n = judge.plies;
  const verdicts = [SIDE_VERDICTS[judge.sides[0]!]!, SIDE_VERDICTS[judge.sides[1]!]!];
  const cycle: ClassifiedMove[] = [];
  const chasedIds = [judge.chased[0]!, judge.chased[1]!];
  const onTarget: { red: TargetChase[]; black: TargetChase[] } = { red: [], black: [] };
  for (let k = 0; k < n; k++) {
    const after = positions[k + 1]!;
    const mover = judge.movers[k]!;
    const move = moves[first + k]!;
    const chases: Chase[] = [];
    for (let i = judge.chaseStart[k]!; i < judge.chaseStart[k + 1]!; i++) {
      const e = judge.chases[i]!;
      const f = chaseFlags(e);
      const chase: Chase = {
        target: chaseTarget(e),
        targetRole: roleAt(after, chaseTarget(e)),
        by: chaseAttacker(e),
        byRole: roleAt(after, chaseAttacker(e)),
        why: f & THREAT_STRONGER ? 'stronger' : 'unprotected',
        protection: f & THREAT_PROTECTED ? 'real' : f & THREAT_FALSE_PROTECTION ? 'false' : 'none',
        immobile: (f & THREAT_IMMOBILE) !== 0,
        sameType: (f & THREAT_SAME_TYPE) !== 0,
      };
      chases.push(chase);
      const ids = judge.chaseIds[i]!;
      if (chasedIds[mover]! & (1 << (ids & 15)))
        onTarget[sideName(mover)].push({
          chase,
          attackerId: (ids >> 5) & 31,
          moved: chase.by === move.to,
        });
    }
    const check = judge.checks[k] === 1;
    const kind: MoveKind = check
      ? 'check'
      : judge.mateThreats[k]
        ? 'mate-threat'
        : chases.length
          ? 'chase'
          : offersExchange(judge, k, move.to, mover)
            ? 'exchange'
            : blocks(judge, k, move.from, mover, positions[k]!)
              ? 'block'
              : 'idle';
    const v = verdicts[mover]!;
    const perpetual =
      v === 'perpetual-check' ||
      v === 'perpetual-chase' ||
      (v === 'perpetual-mate-threat' && rules === 'chinese');
    cycle.push({
      index: first + k,
      color: sideName(mover),
      move: { from: move.from, to: move.to },
      kind,
      ...(check ? { checkers: after.checkers() } : {}),
      chases,
      perpetual,
    });
  }
  const chased: { red?: number; black?: number } = {};
  for (let c = 0; c < 2; c++) {
    const mask = judge.chased[c]!;
    if (!mask) continue;
    const bit = 31 - Math.clz32(mask & -mask);
    const id = bit + (c === 0 ? 16 : 0);
    for (let s = 0; s < 90; s++)
      if (judge.idAt(s) === id) {
        chased[sideName(c)] = s;
        break;
      }
  }
  const sides = { red: verdicts[0]!, black: verdicts[1]! };
  const pieces = { red: piecesOf(judge, 0), black: piecesOf(judge, 1) };
  const attacks = newProtectedAttacks(judge, positions);
  const ruling = applyRule(code, sides, cycle, chased, onTarget, rules, positions[n]!, attacks, first);
  return { ...ruling, rules, sides, chased, pieces, cycle };
}

function offersExchange(judge: RepetitionJudge, k: number, to: number, mover: number): boolean {
  const slot = 2 * (k + 1) + mover;
  for (let i = slot * MAX_THREATS, end = i + judge.threatCount[slot]!; i < end; i++) {
    const e = judge.threats[i]!;
    if (e & THREAT_MUTUAL && (e & 0xff) === to) return true;
  }
  return false;
}

function blocks(judge: RepetitionJudge, k: number, from: number, mover: number, before: Position): boolean {
  if (before.isCheck() && before.king(sideName(mover)) !== from) return true;
  const b = 2 * k + (mover ^ 1);
  const a = 2 * (k + 1) + (mover ^ 1);
  for (let i = b * MAX_THREATS, end = i + judge.threatCount[b]!; i < end; i++) {
    const e = judge.threats[i]!;
    if (!(e & THREAT_REAL) || ((e >> 8) & 0xff) === from) continue;
    let still = false;
    for (let j = a * MAX_THREATS, end2 = j + judge.threatCount[a]!; j < end2 && !still; j++)
      still = (judge.threats[j]! & 0xffff) === (e & 0xffff);
    if (!still) return true;
  }
  return false;
}

interface RuleChoice {
  readonly winner: Color | null;
  readonly reason: RepetitionRuling['reason'];
  readonly rule: string;
  readonly article: string;
  readonly detail?: string;
  readonly detailVerified?: boolean;
  readonly explanation: string;
}

/** Điều 24.n of the 2004 law is AXF rule n + 4 (verified for 24.15, 24.16; inferred otherwise). */
function detailOf(axf: number): { detail?: string; detailVerified?: boolean } {
  if (axf < 5) return {};
  return { detail: `24.${axf - 4}`, detailVerified: axf === 19 || axf === 20 };
}

/** A chase of the piece a side chases perpetually, for choosing the rule. */
interface TargetChase {
  readonly chase: Chase;
  readonly attackerId: number;
  /** The chasing piece is the one that moved. */
  readonly moved: boolean;
}

/** The AXF rule that forbids a side's perpetual chase. */
function chaseRule(onTarget: readonly TargetChase[]): number {
  if (onTarget.length === 0) return 25;
  if (onTarget.every((x) => x.chase.immobile)) return 19;
  if (new Set(onTarget.map((x) => x.attackerId)).size > 1) return 20;
  const c0 = onTarget[0]!.chase;
  if (c0.why === 'stronger') return c0.byRole === 'cannon' && onTarget.every((x) => !x.moved) ? 26 : 15;
  if (c0.byRole === 'rook' && c0.targetRole === 'cannon') return 18;
  if (c0.sameType) return 24;
  return 25;
}

function applyRule(
  code: number,
  sides: { red: SideVerdict; black: SideVerdict },
  cycle: readonly ClassifiedMove[],
  chased: { red?: number; black?: number },
  onTarget: { readonly red: readonly TargetChase[]; readonly black: readonly TargetChase[] },
  rules: RuleSet,
  end: Position,
  protectedAttacks: readonly (readonly string[])[],
  first: number,
): RuleChoice {
  const anyCheck = (c: Color) => cycle.some((m) => m.color === c && m.kind === 'check');
  if (code >= 0) {
    const loser: Color = code === 0 ? 'black' : 'red';
    const winner: Color = code === 0 ? 'red' : 'black';
    const v = sides[loser];
    const other = sides[winner];
    if (v === 'perpetual-check') {
      const rule = anyCheck(winner) ? 8 : 6;
      const versus =
        other === 'perpetual-chase' ? '; a perpetual check weighs more than a perpetual chase' : '';
      return {
        winner,
        reason: 'perpetual-check',
        rule: `AXF ${rule}`,
        article: '7.1g',
        ...detailOf(rule),
        explanation: `${loser} checks with every move of the cycle (perpetual check${rule === 8 ? ', against counter-checks' : ''})${versus}; it had to change and repeated the position a third time, so ${loser} loses`,
      };
    }
    if (v === 'perpetual-mate-threat') {
      return {
        winner,
        reason: 'forbidden-repetition',
        rule: 'CXA perpetual mate threat',
        article: '7.1h',
        explanation: `${loser} threatens mate with every move of the cycle, forbidden under the chinese rule set, so ${loser} loses`,
      };
    }
    const target = chased[loser];
    const rule = chaseRule(onTarget[loser]);
    const role = target === undefined ? 'piece' : (end.piece(target)?.role ?? 'piece');
    return {
      winner,
      reason: 'forbidden-repetition',
      rule: `AXF ${rule}`,
      article: '7.1h',
      ...detailOf(rule),
      explanation: `${loser} chases the same ${role} with every move of the cycle (perpetual chase, ${CHASE_TEXT[rule] ?? 'forbidden'}); it had to change and repeated the position a third time, so ${loser} loses`,
    };
  }
  const red = sides.red;
  const black = sides.black;
  if (red === 'perpetual-check' && black === 'perpetual-check')
    return {
      winner: null,
      reason: 'repetition-draw',
      rule: 'AXF 7',
      article: '7.2c',
      ...detailOf(7),
      explanation: 'both sides check with every move (mutual perpetual check): a draw',
    };
  const forbidden = (v: SideVerdict) =>
    v === 'perpetual-chase' || (v === 'perpetual-mate-threat' && rules === 'chinese');
  if (forbidden(red) && forbidden(black))
    return {
      winner: null,
      reason: 'repetition-draw',
      rule: [red, black]
        .map((v, i) =>
          v === 'perpetual-chase'
            ? `AXF ${chaseRule(i ? onTarget.black : onTarget.red)}`
            : 'CXA perpetual mate threat',
        )
        .join(' / '),
      article: '7.2c',
      explanation: 'both sides repeat a forbidden pattern: a draw',
    };
  const rule = allowedRule(cycle, sides, rules, protectedAttacks, first);
  return {
    winner: null,
    reason: 'repetition-draw',
    rule: `AXF ${rule}`,
    article: '7.2b',
    ...detailOf(rule),
    explanation: `neither side repeats a forbidden pattern (${ALLOWED_TEXT[rule] ?? 'allowed moves'}) and neither changes: a draw`,
  };
}

const CHASE_TEXT: Readonly<Record<number, string>> = {
  15: 'a horse or cannon may not chase a rook, even a protected one',
  18: 'a rook may not chase an unprotected cannon',
  19: 'a piece that cannot move may not be chased',
  20: 'two or more pieces may not take turns to chase one piece',
  24: 'a same-type piece that cannot capture back may not be chased',
  25: 'an unprotected piece may not be chased',
  26: 'a cannon may not keep a rook attacked by shuttling its screen',
};

const ALLOWED_TEXT: Readonly<Record<number, string>> = {
  5: 'no violation by either side',
  9: 'perpetual mate threats are allowed',
  10: 'mutual mate threats are allowed',
  11: 'one check and one mate threat are allowed',
  12: 'checks mixed with a chase are allowed',
  13: 'one check and one idle move are allowed',
  16: 'a cannon chasing two rooks in turn is allowed',
  17: 'a rook may chase a protected cannon',
  32: 'chasing two or more pieces in turn is allowed',
  35: 'attacking a protected piece is no chase',
  39: 'perpetual blocking is allowed',
  40: 'perpetual offers to exchange are allowed',
};

function allowedRule(
  cycle: readonly ClassifiedMove[],
  sides: { red: SideVerdict; black: SideVerdict },
  rules: RuleSet,
  protectedAttacks: readonly (readonly string[])[],
  first: number,
): number {
  if (rules !== 'simple' && sides.red === 'perpetual-mate-threat' && sides.black === 'perpetual-mate-threat')
    return 10;
  for (const c of ['red', 'black'] as const) {
    const mine = cycle.filter((m) => m.color === c);
    const kinds = new Set(mine.map((m) => m.kind));
    if (sides[c] === 'perpetual-mate-threat') return kinds.has('check') ? 11 : 9;
    if (kinds.has('check') && mine.some((m) => m.kind !== 'check')) {
      if (mine.some((m) => m.kind === 'chase')) return 12;
      return 13;
    }
    if (mine.length && mine.every((m) => m.chases.length > 0))
      return mine.every((m) => m.chases.every((c) => c.byRole === 'cannon' && c.targetRole === 'rook'))
        ? 16
        : 32;
    if (mine.length && mine.every((m) => m.kind === 'exchange')) return 40;
    if (mine.length && mine.every((m) => m.kind === 'block')) return 39;
    const attacks = mine.map((m) => protectedAttacks[m.index - first] ?? []);
    if (mine.length && attacks.every((a) => a.length > 0))
      return attacks.every((a) => a.every((x) => x === 'rook>cannon')) ? 17 : 35;
  }
  return 5;
}

/**
 * Per move of the window, the new attacks of the mover on really protected pieces, as
 * `attacker>target` roles (AXF 17, 35: allowed, but worth naming).
 */
function newProtectedAttacks(judge: RepetitionJudge, positions: readonly Position[]): string[][] {
  const out: string[][] = [];
  for (let k = 0; k < judge.plies; k++) {
    const mover = judge.movers[k]!;
    const m = judge.moves[k]!;
    const from = m & 0xff;
    const to = (m >> 8) & 0xff;
    const before = 2 * k + mover;
    const after = 2 * (k + 1) + mover;
    const list: string[] = [];
    for (let i = after * MAX_THREATS, end = i + judge.threatCount[after]!; i < end; i++) {
      const e = judge.threats[i]!;
      if (!(e & THREAT_ATTACK)) continue;
      const a = e & 0xff;
      const was = (a === to ? from : a) | (e & 0xff00);
      let old = false;
      for (let j = before * MAX_THREATS, end2 = j + judge.threatCount[before]!; j < end2 && !old; j++)
        old = (judge.threats[j]! & 0xffff) === was;
      if (!old) list.push(`${roleAt(positions[k + 1]!, a)}>${roleAt(positions[k + 1]!, (e >> 8) & 0xff)}`);
    }
    out.push(list);
  }
  return out;
}
