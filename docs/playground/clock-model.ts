import type { PageLang } from './banner';
import { type Color, clock } from './deps';

/** The clock of the playground: @xq/clock's plain state, and nothing else (the page owns the timer). */
export type PlayClock = clock.ClockState;

/** One clock face as the page draws it. */
export interface Face {
  /** `Red 4:59` without the time: the side's name in the page's language. */
  readonly name: string;
  /** The time left, as a clock face writes it (`4:59`, `0:09.9`). */
  readonly time: string;
  /** Moves still due in the stage (`null` without a quota). */
  readonly movesDue: number | null;
  /** The quota or the overtime in words (`10 moves due`, `Overtime, 3 periods left`), or `''`. */
  readonly note: string;
  /** This side's clock is running. */
  readonly running: boolean;
  /** This side lost on time. */
  readonly flagged: boolean;
}

/** The presets offered, in @xq/clock's order, each with its label in the page's language. */
export function presetOptions(lang: PageLang): { readonly name: clock.PresetName; readonly label: string }[] {
  return clock.PRESET_NAMES.map((name) => {
    const label = clock.getPreset(name).label;
    return { name, label: label ? `${label[lang]} (${name})` : name };
  });
}

/** A clock for a preset, not started. */
export function newClock(preset: clock.PresetName): PlayClock {
  return clock.createClock(clock.getPreset(preset));
}

/**
 * Starts the clock at instant `at` (integer milliseconds). The law starts red's clock (Điều
 * 10.2.1a); from a position with black to move, red's turn is passed at once, credited as no move.
 */
export function startClock(state: PlayClock, at: number, turn: Color): clock.Step {
  const started = clock.apply(state, { type: 'start', at });
  if (!started.ok || turn === 'red') return started;
  return clock.apply(started.state, { type: 'press', at, side: 'red', credit: 0 });
}

/** The side that moved presses its clock at `at`: the other side's clock runs. */
export function pressClock(state: PlayClock, at: number, side: Color): clock.Step {
  return clock.apply(state, { type: 'press', at, side });
}

/**
 * The clock at instant `at`, and the flag if one fell by then. Under a policy whose flag counts
 * only when claimed (`finality: 'claim'`), the opponent's claim is made at once.
 */
export function tickClock(state: PlayClock, at: number): { state: PlayClock; flag: clock.ClockFlag | null } {
  if (state.status !== 'running') return { state, flag: state.flag };
  const now = clock.stateAt(state, at);
  if (now.status === 'flagged') return { state: now, flag: now.flag };
  if (now[now.turn].outAt !== null) {
    const claimed = clock.apply(now, { type: 'flag', at, side: now.turn });
    return { state: claimed.state, flag: claimed.state.flag };
  }
  return { state: now, flag: null };
}

/** Stops the clock because the game ended on the board (or was recorded). */
export function finishClock(state: PlayClock, at: number, reason: string): PlayClock {
  if (state.status !== 'running' && state.status !== 'paused') return state;
  return clock.apply(state, { type: 'finish', at, reason }).state;
}

/** Both faces at instant `at`. */
export function faces(state: PlayClock, at: number, lang: PageLang): Record<Color, Face> {
  const seen = state.at === null ? undefined : clock.view(state, Math.max(at, state.at));
  const labels = clock.clockLabels(lang);
  const face = (side: Color): Face => {
    const movesDue = seen ? seen[side].movesDue : clock.movesDue(state, side);
    const overtime = seen ? seen[side].phase === 'overtime' : false;
    const periods = seen ? seen[side].periodsLeft : state[side].periodsLeft;
    const note = overtime
      ? `${labels.overtime}${periods > 0 ? `, ${periods} ${labels.periodsLeft}` : ''}`
      : movesDue !== null
        ? `${movesDue} ${labels.movesDue}`
        : '';
    return {
      name: labels[side],
      time: clock.formatMs(seen ? seen[side].remainingMs : state[side].bankMs),
      movesDue,
      note,
      running: seen !== undefined && seen.status === 'running' && seen.turn === side,
      flagged: (seen?.flagged ?? state.flag?.side ?? null) === side,
    };
  };
  return { red: face('red'), black: face('black') };
}
