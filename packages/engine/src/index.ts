// The public API of @xq/engine, by name.

export { MAX_WAIT_MS } from './checks';
// The conformance check of an engine
export type { ConformanceItem, ConformanceOptions, ConformanceReport } from './conformance';
export { CONFORMANCE_ITEMS, checkConformance } from './conformance';
export type { Dialect } from './dialect';
// Dialects: UCCI, UCI (Pikafish), UCI with UCI_Variant xiangqi (Fairy-Stockfish)
export { DIALECTS } from './dialect';
// The driver
export { Engine } from './engine';
export type { AnalyseOptions, Analysis, AnalysisRun, EngineOptions, Info, Played } from './engine-types';
export type { EngineError } from './errors';
// Errors: the typed failures of an engine
export { ENGINE_ERROR_CODES } from './errors';
// The law: the moves a game's history forbids
export { bannedMoves } from './law';
// Limits of a search
export type { ClockLimit, Limit } from './limit';
export { openEngine } from './open';
export type { EngineOption } from './options';
export type { Score } from './parse';
// Reading an engine's text line by line with bounded memory (the driver's reader, and the referee's)
export { LineSplitter } from './parse';
// Match statistics: Elo, LOS, the GSPRT
export type { Pentanomial, SprtSpec, SprtState, Trinomial } from './stats';
export { eloEstimate, gsprt } from './stats';
export type { PortLike, Transport } from './transport';
// Transports: a message port (a child process: openEngine)
export { portTransport } from './transport';
