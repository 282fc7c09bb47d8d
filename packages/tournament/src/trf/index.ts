// The face of trf/: the only way into it from the rest of the package (CONTRIBUTING.md, "Files, folders and layers").

export type { TrfExportError } from './export';
export { exportTrf, tournamentToTrf } from './export';
export type { FromTrfOptions, TrfImportError } from './import';
export { tournamentFromTrf } from './import';
