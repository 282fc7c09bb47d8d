export * from './player-rounds';
export * from './result';
export * from './tournament';
export * from './tournament-edit';
