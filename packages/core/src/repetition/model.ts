// The vocabulary of repeated positions (Chapter V) and the shapes of a ruling: what every step
// of the pipeline (see index.ts) reads or answers. Types and `as const` lists only.
import type { Position } from '../position';
import type { Color, Move, Role } from '../types';
import type { AxfRule } from './rules';

/**
 * Rule sets for repeated positions: `asian` (default: the AXF rules that the Vietnamese law
 * follows, Chapter V), `chinese` (also forbids a perpetual mate threat), `simple` (only a
 * perpetual check loses; every other repetition is a draw).
 * @example RULE_SETS.includes('asian') // true
 * @category Repetition
 */
export const RULE_SETS = ['asian', 'chinese', 'simple'] as const;
/** One of {@link RULE_SETS}. @category Repetition */
export type RuleSet = (typeof RULE_SETS)[number];

/**
 * What a side's moves in a repetition window amount to, most serious first:
 * `perpetual-check` (every move checks), `perpetual-chase` (every move chases one same piece),
 * `perpetual-mate-threat` (every move checks or threatens mate; forbidden only under `chinese`),
 * `allowed` (none of these).
 * @example SIDE_VERDICTS[0] // 'perpetual-check'
 * @category Repetition
 */
export const SIDE_VERDICTS = [
  'perpetual-check',
  'perpetual-chase',
  'perpetual-mate-threat',
  'allowed',
] as const;
/** One of {@link SIDE_VERDICTS}. @category Repetition */
export type SideVerdict = (typeof SIDE_VERDICTS)[number];

/** Options of {@link judgeRepetition}. @category Repetition */
export interface RepetitionOptions {
  /** The rule set (default `asian`). */
  readonly rules?: RuleSet;
}

/**
 * What one move of a repetition window is, most serious first: `check`, `mate-threat`
 * (threatens mate at once or by a forced series of checks), `chase` (a new real threat to win a piece), `exchange` (offers a
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
  /**
   * The rows of {@link AXF_RULES} cited by {@link rule} (two when both sides break a rule; none
   * for the `chinese` rule set's perpetual mate threat): each with its title and Điều 24 number.
   */
  readonly axf: readonly AxfRule[];
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
   * Move counts after which the repeated position stood, increasing (e.g. `[0, 4, 8]`), at least
   * one; the window judged runs from the first of them to the end.
   */
  readonly occurrences: readonly number[];
  /**
   * Optional: a map where the judge keeps the answers of its position searches (see
   * {@link RepetitionJudge.searches}); pass one map to every judgment of one game (its windows
   * meet the same positions again), a new one for another game. The ruling is the same with or
   * without it.
   */
  readonly searches?: Map<string, boolean>;
}
