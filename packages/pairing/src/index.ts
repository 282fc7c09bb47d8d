// The public API of @xq/pairing, by name (groups in the order of their files).

// The error the engines throw for input that breaks their contract
export { isPairingInputError } from './bad-input';

// Knockout brackets, double elimination and mini-matches
export type {
  DoubleEliminationState,
  KnockoutPair,
  MatchGame,
  MatchOptions,
  MatchStage,
  MatchState,
} from './knockout';
export {
  applyDoubleElimination,
  doubleEliminationRound,
  drawFirstWhite,
  knockoutBracket,
  knockoutLot,
  matchState,
  nextKnockoutRound,
  startDoubleElimination,
} from './knockout';

// Maximum-weight matching: the warm-started solver and the one-shot function
export { MatchingSolver } from './matching/matching-solver';
export { maxWeightMatching } from './matching/max-weight-matching';

// The answer to untrusted input
export type { Result } from './result';

// Seeded lots and draws
export { drawLots, drawNumbers } from './rng';

// Round robin: the law's Berger tables and schedules
export type { ScheduledPair } from './round-robin';
export {
  roundRobinMeeting,
  roundRobinSchedule,
  roundRobinScheduleRound,
} from './round-robin';

// Swiss: Baku acceleration, by lot, FIDE Dutch (C.04.3) and its checklist, the input, TRF input, team Swiss
export { bakuAcceleration } from './swiss/baku';
export { pairByLot } from './swiss/by-lot';
export type { CheckReport } from './swiss/checker';
export { checkTournament } from './swiss/checker';
export type {
  DutchChecklist,
  DutchChecklistRow,
} from './swiss/dutch/checklist';
export { dutchChecklist, formatDutchChecklist } from './swiss/dutch/checklist';
export { pairDutch } from './swiss/dutch/index';
export type {
  BoardExplanation,
  PairingExplanation,
} from './swiss/explain';
export { explainPairing } from './swiss/explain';
export type { GenerateOptions } from './swiss/generator';
export { generateTournament } from './swiss/generator';
export { publicationOrder } from './swiss/publication-order';
export { recordRound } from './swiss/record-round';
export type {
  SwissBoard,
  SwissError,
  SwissInput,
  SwissPairing,
  SwissPlayer,
  SwissRound,
  SwissScoring,
} from './swiss/swiss-input';
export { SWISS_ERROR_CODES } from './swiss/swiss-input';
export type { TeamBoard } from './swiss/team-swiss';
export { pairTeamSwiss, teamMatchBoards } from './swiss/team-swiss';
export { swissInputFromTrf } from './swiss/trf-input';

// Team events: English tables, simultaneous matches, line-ups, standings, team knockout
export type {
  TeamKnockout,
  TeamMatch,
  TeamStanding,
  TeamStandingsOptions,
} from './team';
export {
  englishSchedule,
  lineUp,
  simultaneousMatch,
  teamKnockout,
  teamRoundRobin,
  teamStandings,
} from './team';

// TRF: the tournament report file
export type {
  Trf,
  TrfAdjustment,
  TrfError,
  TrfPlayer,
  TrfResult,
  TrfRound,
} from './trf';
export { parseTrf, TRF_COLOURS, TRF_ERROR_CODES, TRF_RESULTS, trfResultHalfPoints } from './trf';
export { formatTrf, trfPlayerProblem } from './trf-write';
