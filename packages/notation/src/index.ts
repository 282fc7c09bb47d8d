export * from './move';
export * from './notations';
