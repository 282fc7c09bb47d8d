export * from './board-text';
export * from './io';
export * from './main';
export * from './node-io';
export * from './progress';
