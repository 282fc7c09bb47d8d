// The face of teams/: the only way into it from the rest of the package (CONTRIBUTING.md, "Files, folders and layers").

export type { BoardStandings, TeamBoard, TeamPlace, TeamRoundBoards } from './boards';
export {
  boardStandings,
  boardTournament,
  checkBoardTables,
  eventRounds,
  reorderTeamBoards,
  teamNumber,
  teamPlace,
  teamRoundBoards,
} from './boards';
export { drawTeamLetters } from './lot';
export { setRoundStart } from './round-times';
export type { SubstitutionRequest } from './substitutions';
export { substitutePlayer } from './substitutions';
export { pairEnglishRound, pairTeamKnockoutRound } from './team-english';
export type { ScheduleError, ScheduleErrorCode } from './team-knockout-schedule';
export { arrangeMatch, SCHEDULE_ERROR_CODES, setRoundDeadline } from './team-knockout-schedule';
export { numberIn } from './team-lineup';
export { pairSimultaneousRound } from './team-simultaneous';
export type { TeamRoundResult } from './team-systems';
export { pairTeamSwissRound, teamRoundResults } from './team-systems';
export type { TeamPairError } from './team-tournament';
export { pairTeamRoundRobin, teamMatchesOf, tournamentTeamStandings } from './team-tournament';
