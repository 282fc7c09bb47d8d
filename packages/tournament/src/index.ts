// biome-ignore-all assist/source/organizeImports: the groups below are the public API in reading order

// The public API of @xq/tournament, one group per idea: what each name is and where it lives.

// The event document: its versioned JSON, reader, writer and validator.
export {
  BYE_KINDS,
  BYE_SCORES,
  createTournament,
  formatTournament,
  GAME_RESULTS,
  GAME_RULINGS,
  SANCTION_GIVERS,
  SANCTION_KINDS,
  MATCH_TIE_BREAKS,
  parseTournament,
  SCORINGS,
  SEXES,
  SYSTEMS,
  TEAM_RANKINGS,
  TIE_BREAKS,
  TOURNAMENT_ERROR_CODES,
  TOURNAMENT_FORMAT,
  TOURNAMENT_VERSION,
  validateTournament,
} from './tournament';
export type {
  Adjustment,
  Amendment,
  Bye,
  ByeKind,
  ByeScore,
  Game,
  GameResult,
  GameRuling,
  KnockoutMatchGame,
  MatchArrangement,
  Sanction,
  SanctionGiver,
  SanctionKind,
  MatchTieBreak,
  NewTournamentOptions,
  Player,
  Regulations,
  Round,
  Scoring,
  Sex,
  Substitution,
  System,
  Team,
  TeamDraw,
  TeamRanking,
  TieBreak,
  Tournament,
  TournamentError,
  TournamentErrorCode,
} from './tournament';

// Editing an event: players, teams, rounds, results, withdrawals and absences.
export {
  addPlayer,
  addRound,
  addTeam,
  checkTeamSize,
  drawStartNumbers,
  EDIT_ERROR_CODES,
  markAbsent,
  OFFICIAL_TEAM_SIZE,
  setResult,
  withdrawPlayer,
} from './tournament-edit';
export type { EditError, EditErrorCode, EntryOptions, SizeRange } from './tournament-edit';

// Each player's rounds as played, and the points a scoring gives them.
export {
  defaultPairingBye,
  OUTCOMES,
  playerRounds,
  ROUND_KINDS,
  scoringPoints,
  totalPoints,
} from './player-rounds';
export type { Outcome, PlayerRound, RoundKind, ScoringPoints } from './player-rounds';

// Pairing the next round by the event's system (round robin, Swiss, by lot, knockout, teams).
export { WITHDRAWAL_RULES, withdrawals } from './withdrawals';
export type { Withdrawal, WithdrawalRule } from './withdrawals';
export { PAIR_ERROR_CODES, pairNextRound, separatedPairs, swissInputFromTournament } from './tournament-pair';
export type { PairError, PairErrorCode } from './tournament-pair';

// Knockout rounds: one game row per match, from the bracket.
// The arbiter's rulings on a game (9.9, 9.10.2, 7.1i, 15.7b) and what they do to its result.
export { RULING_ERROR_CODES, recordRuling } from './game-rulings';
export type { RulingError, RulingErrorCode } from './game-rulings';
// Published regulations: amended only as the guide allows, and their notice.
export {
  AMEND_ERROR_CODES,
  amendRegulations,
  PUBLISHED_ITEMS,
  regulationsClock,
  regulationsNotice,
} from './regulations-amend';
export type { EntryQuota } from './regulations';
export type { AmendError, AmendErrorCode, AmendOptions, RegulationsClockError } from './regulations-amend';
// The simultaneous match of two teams (30.2.1).
export { pairSimultaneousRound } from './team-simultaneous';
// A team knockout's deadline per round and the matches' agreed date and place (30.3).
export { arrangeMatch, SCHEDULE_ERROR_CODES, setRoundDeadline } from './team-knockout-schedule';
export type { ScheduleError, ScheduleErrorCode } from './team-knockout-schedule';
// Sanctions (16.1, 16.2, 15.6): who may give which, and what they do to the results.
export { applySanction, SANCTION_ERROR_CODES, SANCTION_POWERS } from './sanctions';
export type {
  OpponentGame,
  SanctionApplied,
  SanctionError,
  SanctionErrorCode,
  SanctionOptions,
} from './sanctions';
export { MATCH_ERROR_CODES, pairKnockoutRound, recordMatchGame } from './knockout-tournament';
export type {
  KnockoutPairError,
  MatchDecided,
  MatchError,
  MatchErrorCode,
  MatchGoesOn,
  MatchRecorded,
} from './knockout-tournament';

// Standings and the tie-break presets of each system.
export {
  defaultTieBreaks,
  isRoundRobin,
  isTieBreak,
  lastCompleteRound,
  ROUND_ROBIN_TIE_BREAKS,
  scorePercent,
  standings,
  SWISS_TIE_BREAKS,
  TIE_BREAK_PRESETS,
  tieBreakCode,
  UNPLAYED_OPPONENT_SCORES,
} from './standings';
export type { Standing, StandingsOptions, UnplayedOpponentScore } from './standings';

// The FIDE tie-breaks (Handbook C.07), by their own codes.
export {
  averageRating,
  computeTieBreak,
  CUTTABLE_CODES,
  lowerIsBetter,
  parseTieBreakCode,
  perfectPerformance,
  performanceRating,
  TIE_BREAK_BASE_CODES,
  TIE_BREAK_CODES,
  TIE_BREAK_NAMES_VI,
  TIE_BREAK_RULES,
  tieBreakCalculator,
  tieBreakRulesFor,
} from './tie-breaks';
export type {
  CuttableCode,
  TieBreakBaseCode,
  TieBreakCode,
  TieBreakField,
  TieBreakPlayer,
  TieBreakRound,
  TieBreakRules,
  TieBreakSpec,
} from './tie-breaks';

// Printing pairings, results, standings, crosstables and schedules in Vietnamese and English.
export {
  formatCrosstable,
  formatEnglishSchedule,
  formatPairingCard,
  formatPairings,
  formatPoints,
  formatRegulations,
  formatResult,
  formatSchedule,
  formatStandings,
  formatTeamStandings,
  PRINT_FORMATS,
  PRINT_LANGUAGES,
  renderTable,
} from './print';
export type { PrintFormat, PrintLanguage, PrintOptions } from './print';

// TRF-2026: exporting an event and reading one back.
export { exportTrf, tournamentFromTrf, tournamentToTrf } from './tournament-trf';
export type { FromTrfOptions, TrfExportError, TrfImportError } from './tournament-trf';

// Team events: the round-robin pairing of teams and the team standings.
export { pairTeamRoundRobin, teamMatchesOf, tournamentTeamStandings } from './team-tournament';
export type { TeamPairError } from './team-tournament';

// Team events: Swiss pairing of teams and each round's team results.
export { pairTeamSwissRound, teamRoundResults } from './team-systems';
export type { TeamRoundResult } from './team-systems';

// Team events: the English-style match and the team knockout.
export { pairEnglishRound, pairTeamKnockoutRound } from './team-english';

// Team events: boards, board standings, team letters, board order and substitutes.
export {
  boardStandings,
  boardTournament,
  drawTeamLetters,
  formatBoardStandings,
  reorderTeamBoards,
  setRoundStart,
  substitutePlayer,
  teamNumber,
  teamPlace,
  teamRoundBoards,
} from './team-event';
export type {
  BoardStandings,
  SubstitutionRequest,
  TeamBoard,
  TeamPlace,
  TeamRoundBoards,
} from './team-event';

// The regulations' data (Điều lệ giải): late arrival, categories, delegations, stages and prizes.
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
export type {
  Category,
  Delegation,
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

// Printing the regulations' data.
export { formatRegulationData } from './regulations-print';

// Categories of entry (sex, birth year, level): who may enter which, and their rankings.
export { categoryFault, categoryRows, categoryStandings, eligibleCategories, entryFault } from './categories';

// Prizes and medals awarded by the regulations.
export { formatPrizes, tournamentPrizes } from './prizes';
export type { DelegationRank, IndividualPrizes, PrizeAward, TournamentPrizes } from './prizes';

// The national titles and the norms that earn them.
export { NATIONAL_TITLES, NORM_EVENTS, normsMet, teamChampionshipNormPoints } from './norms';
export type { NationalTitle, NormEvent, NormInput, NormMet, NormThresholds } from './norms';

// The norms each player of an event has met, and their printing.
export { formatNorms, NATIONAL_TITLE_NAMES_VI, NORM_RULE_TEXTS, tournamentNorms } from './norms-results';
export type { PlayerNorm, PlayerNorms, TournamentNorms } from './norms-results';

// Mixed events (Điều 17.3): the group stage and the next stage seeded from the groups.
export { groupStage, nextStage } from './stages';
export type { GroupStageOptions, NextStageOptions } from './stages';
