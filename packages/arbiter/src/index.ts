// The public API of @xq/arbiter, by name (groups in the order of their files).

// Applying an event to the arbiter state
export { apply } from './apply';
// Events: moves, claims, incidents, sanctions, and their parser; the lists their unions are spelled from
export type {
  ArbiterEvent,
  ClaimRule,
  FaultKind,
  IncidentKind,
  IrregularKind,
  SanctionLevel,
  ThirdParty,
} from './event';
export { INCIDENT_KINDS, SANCTION_LEVELS, THIRD_PARTIES } from './event';
// The arbiter log: record, replay and parse
export type { ArbiterLog } from './log';
export { createLog, eventCount, eventsSince, parseLog, parseState, record, replay } from './log';
// Creating an arbiter and reading its options
export type { ArbiterOptionsInput } from './options';
export { createArbiter, parseOptions } from './options';
export { parseEvent } from './parse-event';
// The answer to untrusted input and its error codes
export type { ArbiterError, Result } from './result';
export { ARBITER_ERROR_CODES } from './result';
// Rulings: what the arbiter answers to an event
export type { FaultRecord, ObligationView, Ruling } from './ruling';
// The arbiter state
export type { ArbiterOptions, ArbiterResult, ArbiterState, ArbiterStatus, SideRecord, Touch } from './state';
export type { Step } from './step';
// Touch-move: the obligation a touched piece creates
export type { Obligation, TouchClause } from './touch';
export { allows, obligation } from './touch';
// Penalties and the ladders of incidents
export type { Penalty, Side } from './vocab';
export { PENALTIES, PENALTY_NAMES } from './vocab';
