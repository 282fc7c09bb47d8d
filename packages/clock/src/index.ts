// The public API of @xq/clock, by name (groups in the order of their files).

// Applying a command to a clock state
export type { Step } from './apply';
export { apply } from './apply';
// Commands: what the players and the arbiter do to the clock
export type { ClockCommand, CommandType, Correction } from './command';
export { parseCommand } from './command';
// A fresh clock from a policy
export { createClock } from './create';
// Displaying a time
export { formatMs } from './display';
// Events: what the clock reports
export type { ClockEvent } from './event';
// Labels in Vietnamese and English
export type { ClockLabels, Language } from './labels';
export { clockLabels } from './labels';
// The clock log: record, replay and parse
export type { ClockLog } from './log';
export { createLog, parseLog, parseState, record, replay } from './log';
// Durations in milliseconds
export { minutes, seconds } from './ms';
// Time controls: stages, bonuses, overtime, flag rules
export type { Bilingual, Bonus, ClockPolicy, Overtime, Side, Stage, TimeControl } from './policy';
export { parsePolicy } from './policy';
// Named time-control presets
export type { PresetName } from './presets';
export { findPreset, getPreset, PRESET_NAMES } from './presets';
// Reading a clock at an instant: views, flags, time remaining
export type { ClockView, SideView } from './query';
export { flagAt, movesDue, nextChangeAt, remainingMs, stateAt, view } from './query';
// The answer to untrusted input and its error codes
export type { ClockError, Result } from './result';
export { CLOCK_ERROR_CODES } from './result';
// Reading an app's value once (the snapshot guard the arbiter's and the tournament's readers share)
export type { Unreadable } from './snapshot';
export { snapshot } from './snapshot';
// The clock state
export type { ClockFlag, ClockState, ClockStatus, FlagReason, Ledger, SideClock } from './state';
