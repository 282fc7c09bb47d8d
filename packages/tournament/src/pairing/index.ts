// The face of pairing/: the only way into it from the rest of the package (CONTRIBUTING.md, "Files, folders and layers").
export { pairRoundRobin, pairSwiss, separatedPairs, swissInputFromTournament } from './individual';
export type {
  KnockoutPairError,
  MatchDecided,
  MatchError,
  MatchErrorCode,
  MatchGoesOn,
  MatchRecorded,
} from './knockout-tournament';
export { MATCH_ERROR_CODES, pairKnockoutRound, recordMatchGame } from './knockout-tournament';
export type { GroupStageOptions, NextStageOptions } from './stages';
export { groupStage, nextStage } from './stages';
