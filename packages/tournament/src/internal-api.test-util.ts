// The public API and the names that left it in issue 47 (helpers, internal types and option-bag
// fragments a user does not call) but that the package's own tests still call by name: the
// hostile-argument tests (every-argument, guard) and the TSDoc examples of test/examples.test.ts.
// Never shipped (the bundles start from index.ts).

export type {
  DelegationRank,
  IndividualPrizes,
  NationalTitle,
  NormInput,
  NormMet,
  PlayerNorm,
  PlayerNorms,
  PrizeAward,
  TournamentNorms,
  TournamentPrizes,
} from './awards';
export {
  NATIONAL_TITLE_NAMES_VI,
  NATIONAL_TITLES,
  NORM_RULE_TEXTS,
  teamChampionshipNormPoints,
} from './awards';
export type { EditNote } from './edit-log';
export { tournamentChanges } from './edit-log';
export type { RulingError, RulingErrorCode } from './game-rulings';
export * from './index';
export type {
  GroupStageOptions,
  KnockoutPairError,
  MatchDecided,
  MatchError,
  MatchErrorCode,
  MatchGoesOn,
  MatchRecorded,
  NextStageOptions,
} from './pairing';
export { pairKnockoutRound, swissInputFromTournament } from './pairing';
export type {
  Category,
  Delegation,
  EntryQuota,
  LateArrivalLimit,
  Medal,
  Prize,
  PrizeRules,
  PrizeTies,
  RegulationData,
  RegulationDataErrorCode,
  RegulationDataFault,
  Stage,
  StageEntry,
} from './regulations';
export {
  DEFAULT_LATE_ARRIVAL_MINUTES,
  LATE_ARRIVAL_LIMITS,
  MEDALS,
  PRIZE_TIES,
  quotaFault,
  REGULATION_DATA_ERROR_CODES,
  readRegulationData,
} from './regulations';
export type { AmendError, AmendErrorCode, AmendOptions, RegulationsClockError } from './regulations-amend';
export { PUBLISHED_ITEMS } from './regulations-amend';
export type { NormThresholds } from './regulations-model';
export type {
  OpponentGame,
  SanctionApplied,
  SanctionError,
  SanctionErrorCode,
  SanctionOptions,
} from './sanctions';
export type {
  Outcome,
  RoundKind,
  ScoringPoints,
  TieBreakField,
  TieBreakPlayer,
  TieBreakRound,
  TieBreakRules,
  TieBreakSpec,
  UnplayedOpponentScore,
} from './standings';
export {
  averageRating,
  categoryFault,
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
export type {
  BoardStandings,
  ScheduleError,
  ScheduleErrorCode,
  SubstitutionRequest,
  TeamBoard,
  TeamPairError,
  TeamPlace,
  TeamRoundBoards,
  TeamRoundResult,
} from './teams';
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
export type { CuttableCode, TieBreakBaseCode, TieBreakCode } from './tie-break-codes';
export { CUTTABLE_CODES, TIE_BREAK_BASE_CODES } from './tie-break-codes';
export type { SizeRange } from './tournament-edit';
export { checkTeamSize, OFFICIAL_TEAM_SIZE } from './tournament-edit';
