// The face of standings/: the only way into it from the rest of the package (CONTRIBUTING.md, "Files, folders and layers").
export { categoryFault, categoryRows, categoryStandings, eligibleCategories, entryFault } from './categories';
export type { Outcome, PlayerRound, RoundKind, ScoringPoints } from './player-rounds';
export {
  defaultPairingBye,
  OUTCOMES,
  playerRounds,
  ROUND_KINDS,
  scoringPoints,
  totalPoints,
} from './player-rounds';
export { averageRating, perfectPerformance, performanceRating } from './ratings';
export type { Standing, StandingsOptions, UnplayedOpponentScore } from './standings';
export {
  defaultTieBreaks,
  isRoundRobin,
  isTieBreak,
  lastCompleteRound,
  ROUND_ROBIN_TIE_BREAKS,
  requireStandingsOptions,
  SWISS_TIE_BREAKS,
  scorePercent,
  standings,
  TIE_BREAK_PRESETS,
  tieBreakCode,
  UNPLAYED_OPPONENT_SCORES,
} from './standings';
export type { TieBreakRules } from './tie-break-rules';
export { TIE_BREAK_RULES } from './tie-break-rules';
export type { TieBreakSpec } from './tie-break-spec';
export { lowerIsBetter, parseTieBreakCode } from './tie-break-spec';
export type { TieBreakField, TieBreakPlayer, TieBreakRound } from './tie-breaks';
export { computeTieBreak, tieBreakCalculator, tieBreakRulesFor } from './tie-breaks';
export type { Withdrawal } from './withdrawals';
export {
  roundRobinOpponents,
  struckWithdrawals,
  withdrawalNotes,
  withdrawals,
  withdrawnBy,
} from './withdrawals';
