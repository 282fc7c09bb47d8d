export { apply, type Step } from './apply';
export {
  type ArbiterEvent,
  CLAIM_RULES,
  type ClaimRule,
  EVENT_TYPES,
  type EventType,
  FAULT_KINDS,
  type FaultKind,
  INCIDENT_KINDS,
  type IncidentKind,
  parseEvent,
  SANCTION_LEVELS,
  type SanctionLevel,
} from './event';
export { type ArbiterLog, createLog, parseLog, parseState, record, replay } from './log';
export { type ArbiterOptionsInput, createArbiter, parseOptions } from './options';
export { ARBITER_ERROR_CODES, type ArbiterError, type ArbiterErrorCode, type Result } from './result';
export {
  type FaultRecord,
  type ObligationView,
  RULING_CODES,
  type Ruling,
  type RulingCode,
} from './ruling';
export {
  ARBITER_STATUSES,
  type ArbiterOptions,
  type ArbiterResult,
  type ArbiterState,
  type ArbiterStatus,
  type SideRecord,
  type Touch,
} from './state';
export { allows, type Obligation, obligation, TOUCH_CLAUSES, type TouchClause } from './touch';
export { INCIDENT_LADDERS, PENALTIES, PENALTY_NAMES, type Penalty, type Side } from './vocab';
