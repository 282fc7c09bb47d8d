// biome-ignore-all assist/source/organizeImports: the groups below are the public API in reading order

// The public API of @xq/tournament, one group per idea: what each name is and where it lives.

// The event document's model: its types and vocabularies.
export {
  BYE_KINDS,
  BYE_SCORES,
  COLOURS,
  GAME_RESULTS,
  GAME_RULINGS,
  SANCTION_GIVERS,
  SANCTION_KINDS,
  MATCH_TIE_BREAKS,
  SCORINGS,
  SEXES,
  SYSTEMS,
  TEAM_RANKINGS,
  TIE_BREAKS,
  TOURNAMENT_FORMAT,
  TOURNAMENT_VERSION,
} from './model';
export type {
  Adjustment,
  Amendment,
  Bye,
  ByeKind,
  ByeScore,
  Colour,
  Game,
  GameResult,
  GameRuling,
  KnockoutMatchGame,
  MatchArrangement,
  Sanction,
  SanctionGiver,
  SanctionKind,
  MatchTieBreak,
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
} from './model';

// The event document: its versioned JSON, reader, writer and validator.
export { createTournament, formatTournament, parseTournament, validateTournament } from './document';
export { TOURNAMENT_ERROR_CODES } from './document-fields';
export type { NewTournamentOptions } from './document';
export type { TournamentError, TournamentErrorCode } from './document-fields';

// Editing an event: players, teams, rounds, results, withdrawals and absences.
export {
  addPlayer,
  addRound,
  addTeam,
  checkTeamSize,
  checkTeamSizes,
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
} from './standings/player-rounds';
export type { Outcome, PlayerRound, RoundKind, ScoringPoints } from './standings/player-rounds';

// Pairing the next round by the event's system (round robin, Swiss, by lot, knockout, teams).
export { WITHDRAWAL_RULES } from './model';
export { withdrawals } from './standings/withdrawals';
export type { Withdrawal } from './standings/withdrawals';
export type { WithdrawalRule } from './model';
export { PAIR_ERROR_CODES } from './pairing/pair-error';
export { pairNextRound } from './pairing/tournament-pair';
export { separatedPairs, swissInputFromTournament } from './pairing/individual';
export type { PairError, PairErrorCode } from './pairing/pair-error';

// Knockout rounds: one game row per match, from the bracket.
// The arbiter's rulings on a game (9.9, 9.10.2, 7.1i, 15.7b) and what they do to its result.
export { RULING_ERROR_CODES, recordRuling } from './game-rulings';

// The edit log: every edit a file keeps, who, when, what, old and new values.
export { correctedRounds, logEdit, tournamentChanges } from './edit-log';
export type { EditNote } from './edit-log';
export { LOG_LIMITS } from './edit-log-model';
export type { EditChange, EditEntry, EditValue } from './edit-log-model';
export type { RulingError, RulingErrorCode } from './game-rulings';
// Published regulations: amended only as the guide allows, and their notice.
export {
  AMEND_ERROR_CODES,
  amendRegulations,
  PUBLISHED_ITEMS,
  regulationsClock,
  regulationsNotice,
  chiefArbiterNotice,
} from './regulations-amend';
export type { EntryQuota } from './regulations';
export type { AmendError, AmendErrorCode, AmendOptions, RegulationsClockError } from './regulations-amend';
// The simultaneous match of two teams (30.2.1).
export { pairSimultaneousRound } from './teams/team-simultaneous';
// A team knockout's deadline per round and the matches' agreed date and place (30.3).
export { arrangeMatch, SCHEDULE_ERROR_CODES, setRoundDeadline } from './teams/team-knockout-schedule';
export type { ScheduleError, ScheduleErrorCode } from './teams/team-knockout-schedule';
// Sanctions (16.1, 16.2, 15.6): who may give which, and what they do to the results.
export { applySanction, SANCTION_ERROR_CODES, SANCTION_POWERS } from './sanctions';
export type {
  OpponentGame,
  SanctionApplied,
  SanctionError,
  SanctionErrorCode,
  SanctionOptions,
} from './sanctions';
export {
  MATCH_ERROR_CODES,
  matchScore,
  pairKnockoutRound,
  recordMatchGame,
} from './pairing/knockout-tournament';
export type {
  KnockoutPairError,
  MatchDecided,
  MatchError,
  MatchErrorCode,
  MatchGoesOn,
  MatchRecorded,
} from './pairing/knockout-tournament';

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
} from './standings/standings';
export type { Standing, StandingsOptions, UnplayedOpponentScore } from './standings/standings';

// The FIDE tie-breaks (Handbook C.07), by their own codes.
export { averageRating, perfectPerformance, performanceRating } from './standings/ratings';
export {
  computeTieBreak,
  TIE_BREAK_RULES,
  tieBreakCalculator,
  tieBreakRulesFor,
} from './standings/tie-breaks';
export { lowerIsBetter, parseTieBreakCode } from './standings/tie-break-spec';
export { TIE_BREAK_NAMES_VI } from './tie-break-codes';
export { CUTTABLE_CODES, TIE_BREAK_BASE_CODES, TIE_BREAK_CODES } from './tie-break-codes';
export type { CuttableCode, TieBreakBaseCode, TieBreakCode } from './tie-break-codes';
export type { TieBreakField, TieBreakPlayer, TieBreakRound, TieBreakRules } from './standings/tie-breaks';
export type { TieBreakSpec } from './standings/tie-break-spec';

// Printing pairings, results, standings, crosstables and schedules in Vietnamese and English.
export {
  formatCrosstable,
  formatEnglishSchedule,
  formatPairingCard,
  formatPairings,
  formatResult,
  formatSchedule,
  formatStandings,
} from './print/print';
export { escapeHtml, formatPoints, PRINT_FORMATS, PRINT_LANGUAGES, renderTable } from './print/table';
export { formatRegulations, SYSTEM_NAMES_VI } from './print/regulation-items';
export { formatTeamStandings } from './print/team-print';
export { tieBreakLegend } from './print/tie-break-legend';
export type { PrintFormat, PrintLanguage, PrintOptions } from './print/table';

// TRF-2026: exporting an event and reading one back.
export { exportTrf, tournamentToTrf } from './trf/export';
export { tournamentFromTrf } from './trf/import';
export type { FromTrfOptions, TrfImportError } from './trf/import';
export type { TrfExportError } from './trf/export';

// Team events: the round-robin pairing of teams and the team standings.
export { pairTeamRoundRobin, teamMatchesOf, tournamentTeamStandings } from './teams/team-tournament';
export type { TeamPairError } from './teams/team-tournament';

// Team events: Swiss pairing of teams and each round's team results.
export { pairTeamSwissRound, teamRoundResults } from './teams/team-systems';
export type { TeamRoundResult } from './teams/team-systems';

// Team events: the English-style match and the team knockout.
export { pairEnglishRound, pairTeamKnockoutRound } from './teams/team-english';

// Team events: boards, board standings, team letters, board order and substitutes.
export {
  boardStandings,
  checkBoardTables,
  boardTournament,
  reorderTeamBoards,
  teamNumber,
  teamPlace,
  teamRoundBoards,
} from './teams/boards';
export { drawTeamLetters } from './teams/lot';
export { formatBoardStandings } from './print/boards';
export { setRoundStart } from './teams/round-times';
export { substitutePlayer } from './teams/substitutions';
export type { BoardStandings, TeamBoard, TeamPlace, TeamRoundBoards } from './teams/boards';
export type { SubstitutionRequest } from './teams/substitutions';

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
export { formatRegulationData } from './print/regulations-print';

// Categories of entry (sex, birth year, level): who may enter which, and their rankings.
export {
  categoryFault,
  categoryRows,
  categoryStandings,
  eligibleCategories,
  entryFault,
} from './standings/categories';

// Prizes and medals awarded by the regulations.
export { formatPrizes } from './print/prizes';
export { tournamentPrizes } from './awards/prizes';
export type { DelegationRank, IndividualPrizes, PrizeAward, TournamentPrizes } from './awards/prizes';

// The national titles and the norms that earn them.
export { NATIONAL_TITLES, normsMet, teamChampionshipNormPoints } from './awards/norms';
export { EVENT_LEVELS, NORM_EVENTS } from './regulations-model';
export type { NationalTitle, NormInput, NormMet } from './awards/norms';
export type { NormEvent, NormThresholds } from './regulations-model';

// The norms each player of an event has met, and their printing.
export { formatNorms } from './print/norms';
export { NATIONAL_TITLE_NAMES_VI, NORM_RULE_TEXTS, tournamentNorms } from './awards/norms-results';
export type { PlayerNorm, PlayerNorms, TournamentNorms } from './awards/norms-results';

// Mixed events (Điều 17.3): the group stage and the next stage seeded from the groups.
export { groupStage, nextStage } from './pairing/stages';
export type { GroupStageOptions, NextStageOptions } from './pairing/stages';
