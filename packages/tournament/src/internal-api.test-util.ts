// The public API and the names that left it in issue 47 (helpers, internal types and option-bag
// fragments a user does not call) but that the package's own tests still call by name: the
// hostile-argument tests (every-argument, guard) and the TSDoc examples of test/examples.test.ts.
// Never shipped (the bundles start from index.ts).

export {
  NATIONAL_TITLE_NAMES_VI,
  NATIONAL_TITLES,
  NORM_RULE_TEXTS,
  teamChampionshipNormPoints,
} from './awards';
export { tournamentChanges } from './edit-log';
export * from './index';
export { TOURNAMENT_FORMAT, TOURNAMENT_VERSION } from './model';
export { pairKnockoutRound, separatedPairs, swissInputFromTournament } from './pairing';
export {
  formatBoardStandings,
  formatCrosstable,
  formatNorms,
  formatPairingCard,
  formatPairings,
  formatPrizes,
  formatRegulationData,
  formatRegulations,
  formatStandings,
  formatTeamStandings,
} from './print';
export {
  DEFAULT_LATE_ARRIVAL_MINUTES,
  isIsoDate,
  LATE_ARRIVAL_LIMITS,
  MEDALS,
  PRIZE_TIES,
  quotaFault,
  REGULATION_DATA_ERROR_CODES,
  readRegulationData,
} from './regulations';
export { chiefArbiterNotice, PUBLISHED_ITEMS } from './regulations-amend';
export { SANCTION_POWERS } from './sanctions';
export {
  averageRating,
  categoryFault,
  categoryRows,
  computeTieBreak,
  defaultPairingBye,
  defaultTieBreaks,
  eligibleCategories,
  entryFault,
  isRoundRobin,
  lowerIsBetter,
  OUTCOMES,
  parseTieBreakCode,
  perfectPerformance,
  performanceRating,
  ROUND_KINDS,
  ROUND_ROBIN_TIE_BREAKS,
  SWISS_TIE_BREAKS,
  scorePercent,
  scoringPoints,
  TIE_BREAK_RULES,
  tieBreakCalculator,
  totalPoints,
  UNPLAYED_OPPONENT_SCORES,
} from './standings';
export {
  pairEnglishRound,
  pairSimultaneousRound,
  pairTeamKnockoutRound,
  pairTeamRoundRobin,
  pairTeamSwissRound,
  teamMatchesOf,
  teamPlace,
  teamRoundResults,
} from './teams';
export { checkTeamSize, OFFICIAL_TEAM_SIZE } from './tournament-edit';
