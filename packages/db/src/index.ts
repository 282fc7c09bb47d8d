// biome-ignore-all assist/source/organizeImports: the groups below are the public API in reading order

// The public API of @xq/db, one group per idea.

// A collection: opened, imported into, searched, explored, exported.
export { Collection, openCollection, openCollectionOn } from './collection';
export type { CollectionStats, PgnExport } from './collection';
export type { ImportOptions, ImportProgress, ImportSummary, RefusedRecord } from './import';
export type { Query } from './query';
export type { DuplicateRecord, ExploredMove, ExploreResult, FindResult, FoundGame } from './search';

// The errors.
export { DB_ERROR_CODES } from './errors';
export type { DbError, DbErrorCode } from './errors';

// The storage under a collection.
export { openSqliteStorage } from './sqlite';
export { openPostgresStorage } from './postgres';
export type { PostgresOptions } from './postgres';
export type { SqlValue, Storage, StoredGameRow } from './storage';
export { PositionRows } from './ingest';

// The fast ingest path's rulings: the same legality and rulings as Game.replayRecord.
export { replayRulings } from './rulings';
export type { FastRulings } from './rulings';
export type { GameRow } from './ingest';

// Openings: the ECCO code and names of a game's moves.
export {
  classifyOpening,
  ECCO_CODES,
  eccoNames,
} from './opening';
export type {
  ClassifyOptions,
  EccoNames,
  Opening,
  OpeningName,
} from './opening';
