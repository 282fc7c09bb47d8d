export * from './player-rounds';
export * from './result';
export * from './rng';
export * from './round-robin';
export * from './standings';
export * from './team';
export * from './tournament';
export * from './tournament-edit';
