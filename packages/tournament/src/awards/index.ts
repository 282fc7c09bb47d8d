// The face of awards/: the only way into it from the rest of the package (CONTRIBUTING.md, "Files, folders and layers").
export {
  NATIONAL_TITLES,
  type NationalTitle,
  type NormInput,
  type NormMet,
  normsMet,
  teamChampionshipNormPoints,
} from './norms';
export {
  NATIONAL_TITLE_NAMES_VI,
  NORM_RULE_TEXTS,
  type PlayerNorm,
  type PlayerNorms,
  type TournamentNorms,
  tournamentNorms,
} from './norms-results';
export {
  type DelegationRank,
  type IndividualPrizes,
  type PrizeAward,
  type TournamentPrizes,
  tournamentPrizes,
} from './prizes';
