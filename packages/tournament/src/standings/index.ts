// The face of standings/: the only way into it from the rest of the package (CONTRIBUTING.md, "Files, folders and layers").
export { categoryFault, categoryRows, categoryStandings, eligibleCategories, entryFault } from './categories';
export {
  defaultPairingBye,
  OUTCOMES,
  type Outcome,
  type PlayerRound,
  playerRounds,
  ROUND_KINDS,
  type RoundKind,
  type ScoringPoints,
  scoringPoints,
  totalPoints,
} from './player-rounds';
export { averageRating, perfectPerformance, performanceRating } from './ratings';
export {
  defaultTieBreaks,
  isRoundRobin,
  isTieBreak,
  lastCompleteRound,
  ROUND_ROBIN_TIE_BREAKS,
  requireStandingsOptions,
  type Standing,
  type StandingsOptions,
  SWISS_TIE_BREAKS,
  scorePercent,
  standings,
  TIE_BREAK_PRESETS,
  throughRoundOf,
  tieBreakCode,
  UNPLAYED_OPPONENT_SCORES,
  type UnplayedOpponentScore,
} from './standings';
export { TIE_BREAK_RULES, type TieBreakRules } from './tie-break-rules';
export { lowerIsBetter, parseTieBreakCode, type TieBreakSpec } from './tie-break-spec';
export {
  computeTieBreak,
  type TieBreakField,
  type TieBreakPlayer,
  type TieBreakRound,
  tieBreakCalculator,
  tieBreakRulesFor,
} from './tie-breaks';
export {
  roundRobinOpponents,
  struckWithdrawals,
  type Withdrawal,
  withdrawalNotes,
  withdrawals,
  withdrawnBy,
} from './withdrawals';
