// The public API of @xq/engine, by name.

// Errors: the typed failures of an engine
export { ENGINE_ERROR_CODES } from './errors';
export type { EngineError, EngineErrorCode } from './errors';

// Reading an engine's lines
export { LineSplitter, MAX_PV, parseBestMove, parseInfo } from './parse';
export type { RawBestMove, RawInfo, Score } from './parse';

// Dialects: UCCI, UCI (Pikafish), UCI with UCI_Variant xiangqi (Fairy-Stockfish)
export { DIALECTS } from './dialect';
export type { Dialect } from './dialect';

// Limits of a search
export type { ClockLimit, Limit } from './limit';

// The law: the moves a game's history forbids
export { bannedMoves } from './law';

// Transports: a message port, a child process (Node, loaded lazily)
export { portTransport } from './transport';
export type { PortLike, Transport } from './transport';
export { spawnTransport, splitCommandLine } from './child-process';

// The driver
export { Engine } from './engine';
export type { AnalyseOptions, Analysis, AnalysisRun, EngineOptions, Info } from './engine';
export { openEngine } from './open';
