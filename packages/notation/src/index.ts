export * from './convert';
export * from './detect';
export * from './encoding';
export * from './game';
export * from './line';
export * from './move';
export * from './notations';
export * from './pgn';
