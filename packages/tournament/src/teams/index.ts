// The face of teams/: the only way into it from the rest of the package (CONTRIBUTING.md, "Files, folders and layers").
export {
  type BoardStandings,
  boardStandings,
  boardTournament,
  checkBoardTables,
  eventRounds,
  reorderTeamBoards,
  type TeamBoard,
  type TeamPlace,
  type TeamRoundBoards,
  teamNumber,
  teamPlace,
  teamRoundBoards,
} from './boards';
export { drawTeamLetters } from './lot';
export { setRoundStart } from './round-times';
export { type SubstitutionRequest, substitutePlayer } from './substitutions';
export { pairEnglishRound, pairTeamKnockoutRound } from './team-english';
export { arrangeMatch, setRoundDeadline } from './team-knockout-schedule';
export { numberIn } from './team-lineup';
export { pairSimultaneousRound } from './team-simultaneous';
export { pairTeamSwissRound, type TeamRoundResult, teamRoundResults } from './team-systems';
export { pairTeamRoundRobin, teamMatchesOf, tournamentTeamStandings } from './team-tournament';
