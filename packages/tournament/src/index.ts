// biome-ignore-all assist/source/organizeImports: the groups below are the public API in reading order

// The public API of @xq/tournament, one group per idea: what each name is and where it lives.

// The event document's model: its types and vocabularies.
export {
  BYE_KINDS,
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
} from './model';
export type {
  Adjustment,
  Amendment,
  Bye,
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
export { TOURNAMENT_ERROR_CODES } from './error-codes';
export type { NewTournamentOptions } from './document';
export type { EditResult, TournamentError, TournamentErrorCode } from './error-codes';

// Editing an event: players, teams, rounds, results, withdrawals and absences.
export {
  addPlayer,
  addRound,
  addTeam,
  checkTeamSizes,
  drawStartNumbers,
  markAbsent,
  setResult,
  withdrawPlayer,
} from './tournament-edit';
export type { EntryOptions } from './tournament-edit';

// Each player's rounds as played, and the points a scoring gives them.
export { playerRounds } from './standings';
export type { PlayerRound } from './standings';

// Pairing the next round by the event's system (round robin, Swiss, by lot, knockout, teams).
export { withdrawals } from './standings';
export type { Withdrawal } from './standings';
export { pairNextRound } from './tournament-pair';

// Knockout rounds: one game row per match, from the bracket.
export { matchScore, recordMatchGame } from './pairing';
export type { MatchRecorded } from './pairing';

// The arbiter's rulings on a game (9.9, 9.10.2, 7.1i, 15.7b) and what they do to its result.
export { recordRuling } from './game-rulings';

// The edit log: every edit a file keeps, who, when, what, old and new values.
export { correctedRounds, logEdit } from './edit-log';
export type { EditNote } from './edit-log';
export { LOG_LIMITS } from './edit-log-model';
export type { EditChange, EditEntry, EditValue } from './edit-log-model';

// Published regulations: amended only as the guide allows, and their notice.
export {
  amendRegulations,
  regulationsClock,
  regulationsNotice,
} from './regulations-amend';
export type { AmendOptions } from './regulations-amend';
// A team knockout's deadline per round and the matches' agreed date and place (30.3).
export { arrangeMatch, setRoundDeadline } from './teams';
// Sanctions (16.1, 16.2, 15.6): who may give which, and what they do to the results.
export { applySanction } from './sanctions';
export type { SanctionApplied, SanctionOptions } from './sanctions';

// Standings and the tie-break presets of each system.
export { isTieBreak, lastCompleteRound, standings, TIE_BREAK_PRESETS, tieBreakCode } from './standings';
export type { Standing, StandingsOptions } from './standings';
export { tieBreakRulesFor } from './standings';
export { TIE_BREAK_NAMES_VI } from './tie-break-codes';
export { TIE_BREAK_CODES } from './tie-break-codes';
export type { CuttableCode, TieBreakBaseCode, TieBreakCode } from './tie-break-codes';

// Printing pairings, results, standings, crosstables and schedules in Vietnamese and English.
export {
  escapeHtml,
  formatEnglishSchedule,
  formatPoints,
  formatResult,
  formatSchedule,
  PRINT_FORMATS,
  PRINT_LANGUAGES,
  printReport,
  renderTable,
  SYSTEM_NAMES_VI,
  tieBreakLegend,
} from './print';
export type { PrintFormat, PrintLanguage, PrintOptions, Report } from './print';

// TRF-2026: exporting an event and reading one back.
export { exportTrf, tournamentToTrf } from './trf';
export { tournamentFromTrf } from './trf';
export type { FromTrfOptions } from './trf';

// Team events: the round-robin pairing of teams and the team standings.
export { tournamentTeamStandings } from './teams';

// Team events: boards, board standings, team letters, board order and substitutes.
export {
  boardStandings,
  checkBoardTables,
  boardTournament,
  reorderTeamBoards,
  teamNumber,
  teamRoundBoards,
} from './teams';
export { drawTeamLetters } from './teams';
export { setRoundStart } from './teams';
export { substitutePlayer } from './teams';
export type { BoardStandings, SubstitutionRequest, TeamRoundBoards } from './teams';

// The regulations' data (Điều lệ giải): late arrival, categories, delegations, stages and prizes.
export type {
  Category,
  Delegation,
  EntryQuota,
  NormThresholds,
  Prize,
  PrizeRules,
  Stage,
} from './regulations-model';

// Printing the regulations' data.

// Categories of entry (sex, birth year, level): who may enter which, and their rankings.
export { categoryStandings } from './standings';

// Prizes and medals awarded by the regulations.
export { tournamentPrizes } from './awards';
export type { PrizeAward, TournamentPrizes } from './awards';

// The national titles and the norms that earn them.
export { normsMet } from './awards';
export type { NormInput, NormMet } from './awards';
export { EVENT_LEVELS, NORM_EVENTS } from './regulations-model';
export type { NormEvent } from './regulations-model';

// The norms each player of an event has met, and their printing.
export { tournamentNorms } from './awards';
export type { TournamentNorms } from './awards';

// Mixed events (Điều 17.3): the group stage and the next stage seeded from the groups.
export { groupStage, nextStage } from './pairing';
export type { GroupStageOptions, NextStageOptions } from './pairing';
