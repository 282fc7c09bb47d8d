// The face of print/: the only way into it from the rest of the package (CONTRIBUTING.md, "Files, folders and layers").
// Every printer is public: the package's index picks them from here by name.
export * from './boards';
export * from './norms';
export * from './print';
export * from './prizes';
export * from './regulation-items';
export * from './regulations-print';
export * from './report';
export * from './table';
export * from './team-print';
export * from './tie-break-legend';
