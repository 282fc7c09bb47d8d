import { MAX_MOVES, packMove } from './board';
import type { Position } from './position';
import type { Color, Move } from './types';

/**
 * Rule sets for repeated positions: `asian` (default: the AXF rules the Vietnamese law
 * follows, Chapter V), `chinese` (also forbids perpetual mate threats), `simple` (only
 * perpetual check loses; every other repetition is a draw).
 * @category Repetition
 */
export const RULE_SETS = ['asian', 'chinese', 'simple'] as const;
/** @category Repetition */
export type RuleSet = (typeof RULE_SETS)[number];

/** Options of {@link judgeRepetition}. @category Repetition */
export interface RepetitionOptions {
  readonly rules?: RuleSet;
}

/** What one move of a repetition cycle is. @category Repetition */
export interface ClassifiedMove {
  /** Index of the move in the input `moves`. */
  readonly index: number;
  readonly color: Color;
  readonly move: Move;
  /** The most serious thing the move does. */
  readonly kind: 'check' | 'mate-threat' | 'chase' | 'exchange' | 'block' | 'idle';
  /** Squares (after the move) of the pieces giving check, for a check. */
  readonly checkers?: readonly number[];
}

/** The ruling on a position repeated a third time. @category Repetition */
export interface RepetitionRuling {
  /** The winner, `null` for a draw. */
  readonly winner: Color | null;
  readonly reason: 'perpetual-check' | 'forbidden-repetition' | 'repetition-draw';
  /** The rule applied, e.g. `'AXF 6'`. */
  readonly rule: string;
  /** The article of the Vietnamese law. */
  readonly article: string;
  readonly explanation: string;
  /** The last cycle, every move classified. */
  readonly cycle: readonly ClassifiedMove[];
}

/** What {@link judgeRepetition} needs. @category Repetition */
export interface RepetitionInput {
  /** The position at the first occurrence of the repeated position. */
  readonly start: Position;
  /** The moves played from `start` until the position occurs again at the end. */
  readonly moves: readonly Move[];
  /** Move counts after which the repeated position stood: `0`, …, `moves.length`. */
  readonly occurrences: readonly number[];
}

const scratch = new Int32Array(MAX_MOVES);

/**
 * Rules on a repetition. This first version applies the `simple` rule set whatever is asked:
 * a side that checked with every move of the last cycle loses (7.1g), otherwise a draw (7.2b).
 * @example judgeRepetition({ start, moves, occurrences: [0, 4, 8] }).winner
 * @category Repetition
 */
export function judgeRepetition(input: RepetitionInput, _options: RepetitionOptions = {}): RepetitionRuling {
  const board = input.start.toBoard();
  const from = input.occurrences.length >= 2 ? input.occurrences[input.occurrences.length - 2]! : 0;
  const cycle: ClassifiedMove[] = [];
  const allChecks = { red: true, black: true };
  for (let i = 0; i < input.moves.length; i++) {
    const m = input.moves[i]!;
    const color: Color = board.turn ? 'black' : 'red';
    board.make(packMove(m.from, m.to));
    if (i >= from) {
      const check = board.inCheck();
      if (!check) allChecks[color] = false;
      cycle.push({ index: i, color, move: m, kind: check ? 'check' : 'idle' });
    }
  }
  void scratch;
  if (allChecks.red !== allChecks.black) {
    const loser: Color = allChecks.red ? 'red' : 'black';
    return {
      winner: loser === 'red' ? 'black' : 'red',
      reason: 'perpetual-check',
      rule: 'AXF 6',
      article: '7.1g',
      explanation: `${loser} checks perpetually and must change; the position repeated a third time`,
      cycle,
    };
  }
  return {
    winner: null,
    reason: 'repetition-draw',
    rule: allChecks.red ? 'AXF 7' : 'AXF 2',
    article: allChecks.red ? '7.2c' : '7.2b',
    explanation: allChecks.red
      ? 'both sides check perpetually'
      : 'neither side commits a forbidden repetition',
    cycle,
  };
}
