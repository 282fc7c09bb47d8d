// The public API of @xq/arbiter, by name (groups in the order of their files).

// Applying an event to the arbiter state
export type { Step } from './apply';
export { apply } from './apply';

// Events: moves, claims, incidents, sanctions, and their parser
export type {
  ArbiterEvent,
  ClaimRule,
  EventType,
  FaultKind,
  IncidentKind,
  IrregularKind,
  SanctionLevel,
  ThirdParty,
} from './event';
export {
  CLAIM_RULES,
  EVENT_TYPES,
  FAULT_KINDS,
  INCIDENT_KINDS,
  IRREGULAR_KINDS,
  parseEvent,
  SANCTION_LEVELS,
  THIRD_PARTIES,
} from './event';

// The arbiter log: record, replay and parse
export type { ArbiterLog } from './log';
export { createLog, parseLog, parseState, record, replay } from './log';

// Creating an arbiter and reading its options
export type { ArbiterOptionsInput } from './options';
export { createArbiter, parseOptions } from './options';

// The answer to untrusted input and its error codes
export type { ArbiterError, ArbiterErrorCode, Result } from './result';
export { ARBITER_ERROR_CODES } from './result';

// Rulings: what the arbiter answers to an event
export type { FaultRecord, ObligationView, Ruling, RulingCode } from './ruling';
export { RULING_CODES } from './ruling';

// The arbiter state
export type { ArbiterOptions, ArbiterResult, ArbiterState, ArbiterStatus, SideRecord, Touch } from './state';
export { ARBITER_STATUSES } from './state';

// Touch-move: the obligation a touched piece creates
export type { Obligation, TouchClause } from './touch';
export { allows, obligation, TOUCH_CLAUSES } from './touch';

// Penalties and the ladders of incidents
export type { Penalty, Side } from './vocab';
export { INCIDENT_LADDERS, PENALTIES, PENALTY_NAMES, THIRD_PARTY_NAMES } from './vocab';
