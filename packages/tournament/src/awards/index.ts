// The face of awards/: the only way into it from the rest of the package (CONTRIBUTING.md, "Files, folders and layers").

export type { NationalTitle, NormInput, NormMet } from './norms';
export { NATIONAL_TITLES, normsMet, teamChampionshipNormPoints } from './norms';
export type { PlayerNorm, PlayerNorms, TournamentNorms } from './norms-results';
export { NATIONAL_TITLE_NAMES_VI, NORM_RULE_TEXTS, tournamentNorms } from './norms-results';
export type { DelegationRank, IndividualPrizes, PrizeAward, TournamentPrizes } from './prizes';
export { tournamentPrizes } from './prizes';
