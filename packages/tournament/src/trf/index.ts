// The face of trf/: the only way into it from the rest of the package (CONTRIBUTING.md, "Files, folders and layers").
export { exportTrf, tournamentToTrf } from './export';
export { type FromTrfOptions, tournamentFromTrf } from './import';
