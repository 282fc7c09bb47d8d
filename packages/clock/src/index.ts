export { apply, type Step } from './apply';
export { type ClockCommand, COMMAND_TYPES, type CommandType, parseCommand } from './command';
export { formatMs } from './display';
export { type ClockEvent, EVENT_TYPES } from './event';
export { type ClockLabels, clockLabels, LANGUAGES, type Language } from './labels';
export { type ClockLog, createLog, parseLog, parseState, record, replay } from './log';
export { minutes, seconds } from './ms';
export {
  type Bilingual,
  BONUS_TYPES,
  type Bonus,
  type BonusType,
  type ClockPolicy,
  FLAG_FINALITIES,
  type FlagFinality,
  type Overtime,
  opponent,
  parsePolicy,
  QUOTA_RULES,
  type QuotaRule,
  SIDES,
  type Side,
  type Stage,
  type TimeControl,
} from './policy';
export { findPreset, getPreset, PRESET_NAMES, type PresetName } from './presets';
export {
  type ClockView,
  flagAt,
  movesDue,
  nextChangeAt,
  remainingMs,
  type SideView,
  stateAt,
  view,
} from './query';
export { CLOCK_ERROR_CODES, type ClockError, type ClockErrorCode, type Result } from './result';
export {
  CLOCK_STATUSES,
  type ClockFlag,
  type ClockState,
  type ClockStatus,
  createClock,
  FLAG_REASONS,
  type FlagReason,
  type Ledger,
  type SideClock,
} from './state';
