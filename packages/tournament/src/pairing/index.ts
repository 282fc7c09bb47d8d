// The face of pairing/: the only way into it from the rest of the package (CONTRIBUTING.md, "Files, folders and layers").
export { pairRoundRobin, pairSwiss, separatedPairs, swissInputFromTournament } from './individual';
export {
  type MatchDecided,
  type MatchGoesOn,
  type MatchRecorded,
  matchScore,
  pairKnockoutRound,
  recordMatchGame,
} from './knockout-tournament';
export { type GroupStageOptions, groupStage, type NextStageOptions, nextStage } from './stages';
