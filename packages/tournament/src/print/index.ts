// The face of print/: the only way into it from the rest of the package (CONTRIBUTING.md, "Files, folders and layers").
export { formatBoardStandings } from './boards';
export { formatNorms } from './norms';
export {
  formatCrosstable,
  formatEnglishSchedule,
  formatPairingCard,
  formatPairings,
  formatResult,
  formatSchedule,
  formatStandings,
} from './print';
export { formatPrizes } from './prizes';
export { formatRegulations, SYSTEM_NAMES_VI } from './regulation-items';
export { formatRegulationData } from './regulations-print';
export type { PrintFormat, PrintLanguage, PrintOptions } from './table';
export { escapeHtml, formatPoints, PRINT_FORMATS, PRINT_LANGUAGES, renderTable } from './table';
export { formatTeamStandings } from './team-print';
export { tieBreakLegend } from './tie-break-legend';
