// The invariants of a clock state, checked by `parseState` (a stored state), `apply` (which
// answers a malformed state with CLOCK_BAD_STATE) and the queries (which throw a TypeError).
// Each rule below follows from how `createClock` and `apply` build states; the model-based test
// (`apply.model.prop.test.ts`) checks that every state they reach passes.
import { copySide, type Draft, type SideDraft } from './engine';
import { isInt, MAX_CLOCK_MOVES, MAX_CLOCK_MS } from './ms';
import { type ClockPolicy, normalisedPolicy, SIDES, type Side, type TimeControl } from './policy';
import { thrownText } from './result';
import { CLOCK_STATUSES, FLAG_REASONS, type Ledger, type SideClock } from './state';

/** @internal What is wrong with a state, and where. */
export interface StateProblem {
  readonly message: string;
  readonly path: string;
}

type Obj = Record<string, unknown>;

// Instants, banks and every ledger field are at most MAX_CLOCK_MS (2^50), the arbiter's
// adjustments in all between -4 and 2 times it: every sum below (the ledger's, an instant plus a
// bank or a stage) then stays under 2^53, exact. Move counts are at most MAX_CLOCK_MOVES; the
// rounds of a repeated stage and a quota's target at most twice that (one settle may enter one
// more stage past what `apply` keeps: see `headroomProblem`).
const MAX = MAX_CLOCK_MS;
const MAX_ADJUST = 2 * MAX_CLOCK_MS;
const MIN_ADJUST = -4 * MAX_CLOCK_MS;
const MAX_ROUNDS = 2 * MAX_CLOCK_MOVES;
/** The longest stage (a week, `policy.ts`): what one settle may add to `ledger.addedMs`. */
const WEEK = 7 * 24 * 3_600_000;
/** The longest text a command may carry (see `command.ts`). */
const MAX_TEXT = 500;

const SIDE_KEYS = [
  'bankMs',
  'stage',
  'round',
  'moves',
  'credited',
  'target',
  'windowCredited',
  'phase',
  'periodsLeft',
  'periodLeftMs',
  'blockMovesLeft',
  'turnMs',
  'delayLeftMs',
  'outAt',
  'outReason',
  'ledger',
] as const;
const COUNTS = [
  'bankMs',
  'stage',
  'round',
  'moves',
  'credited',
  'windowCredited',
  'periodsLeft',
  'periodLeftMs',
  'blockMovesLeft',
  'turnMs',
  'delayLeftMs',
] as const;
const LEDGER_KEYS = [
  'initialMs',
  'addedMs',
  'bonusMs',
  'adjustMs',
  'gainedMs',
  'chargedMs',
  'thinkMs',
  'overtimeMs',
] as const;
const STATE_KEYS = [
  'version',
  'policy',
  'status',
  'turn',
  'at',
  'startedAt',
  'absent',
  'red',
  'black',
  'flag',
  'sealed',
  'finishReason',
] as const;
const FLAG_KEYS = ['side', 'at', 'reason', 'movesShort', 'late'] as const;

function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Exactly these own keys (inherited ones do not count). */
function exactKeys(o: Obj, keys: readonly string[]): boolean {
  let n = 0;
  for (const k in o) {
    if (!Object.hasOwn(o, k)) return false;
    n++;
  }
  if (n !== keys.length) return false;
  for (const k of keys) if (!Object.hasOwn(o, k)) return false;
  return true;
}

function count(x: unknown): boolean {
  return typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 && x <= MAX;
}

function nullableInt(x: unknown): x is number | null {
  return x === null || isInt(x, 0, MAX);
}

function nullableText(x: unknown): x is string | null {
  return x === null || (typeof x === 'string' && x.length <= MAX_TEXT);
}

/** A list of distinct sides, without holes. */
function sideList(x: unknown): x is Side[] {
  if (!Array.isArray(x) || x.length > 2) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== 'red' && x[i] !== 'black') return false;
  return x.length < 2 || x[0] !== x[1];
}

interface ControlFacts {
  readonly maxDelay: number;
  readonly addsBonus: boolean;
  readonly oneStage: boolean;
}
/** Normalised (frozen) policies already checked, with the facts of their two controls. */
const KNOWN = new WeakMap<object, { readonly red: ControlFacts; readonly black: ControlFacts }>();

/** What a control allows: the largest delay, whether any bonus adds time, whether stages follow. */
function controlFacts(c: TimeControl): ControlFacts {
  let maxDelay = 0;
  let addsBonus = false;
  for (const st of c.stages) {
    if (st.bonus?.type === 'delay') maxDelay = Math.max(maxDelay, st.bonus.ms);
    else if (st.bonus) addsBonus = true;
  }
  return { maxDelay, addsBonus, oneStage: c.stages.length === 1 && c.stages[0]!.repeat === 1 };
}

function checkSide(
  x: unknown,
  p: ClockPolicy,
  side: Side,
  state: Obj,
  exact: boolean,
  facts: ControlFacts,
): string | null {
  if (!isObj(x) || (exact && !exactKeys(x, SIDE_KEYS))) return `a side clock is { ${SIDE_KEYS.join(', ')} }`;
  const c = side === 'red' ? p.red : p.black;
  // Fields read by name, not in a loop over key names: this runs on every apply.
  const s = x as unknown as Record<(typeof COUNTS)[number], number> & Obj;
  if (
    !count(s.bankMs) ||
    !count(s.stage) ||
    !count(s.round) ||
    !count(s.moves) ||
    !count(s.credited) ||
    !count(s.windowCredited) ||
    !count(s.periodsLeft) ||
    !count(s.periodLeftMs) ||
    !count(s.blockMovesLeft) ||
    !count(s.turnMs) ||
    !count(s.delayLeftMs)
  ) {
    for (const k of COUNTS) if (!count(x[k])) return `${k} must be an integer from 0 to 2^50`;
  }
  if (s.moves > MAX_CLOCK_MOVES || s.credited > MAX_CLOCK_MOVES || s.round > MAX_ROUNDS)
    return `more than ${MAX_CLOCK_MOVES} moves (or twice as many rounds) is not a count a game reaches`;
  if (!nullableInt(x.target) || !nullableInt(x.outAt)) return 'target and outAt are integers or null';
  if (x.target !== null && (x.target as number) > MAX_ROUNDS) return `a target beyond ${MAX_ROUNDS} moves`;
  const st = c.stages[s.stage];
  if (st === undefined) return `no stage ${s.stage} in the control`;
  if (st.repeat !== 'forever' && s.round >= st.repeat) return `stage ${s.stage} has no round ${s.round}`;
  if (s.credited > s.moves) return 'more moves credited than made';
  if (s.windowCredited > s.credited) return "more credit in the stage's window than in all";
  if ((x.target === null) !== (st.moves === null)) return 'a target goes with a stage that has a move quota';
  if (
    p.quotaRule === 'add-on-quota' &&
    x.outAt === null &&
    x.target !== null &&
    s.credited >= (x.target as number)
  )
    return 'the quota is met but the next stage was not entered';
  if (x.phase !== 'main' && x.phase !== 'overtime') return 'phase is main or overtime';
  const ot = c.overtime;
  if (x.phase === 'overtime' && (ot === null || s.bankMs !== 0))
    return 'overtime comes with an overtime policy, once the bank is empty';
  if (s.periodsLeft > (ot?.type === 'byoyomi' ? ot.periods : 0))
    return 'more byo-yomi periods than the policy';
  if (s.periodLeftMs > (ot === null ? 0 : ot.type === 'byoyomi' ? ot.periodMs : ot.blockMs))
    return 'more time in the period than the policy gives';
  if (ot?.type === 'canadian' ? s.blockMovesLeft < 1 || s.blockMovesLeft > ot.moves : s.blockMovesLeft !== 0)
    return 'blockMovesLeft does not fit the policy';
  if (s.delayLeftMs > facts.maxDelay) return 'more delay left than the policy gives';
  if (state.turn !== side && (s.turnMs !== 0 || s.delayLeftMs !== 0))
    return 'only the side to move has think time and delay in its turn';
  if (x.outAt !== null) {
    if (p.finality !== 'claim')
      return 'outAt is set only with claim finality (an instant flag ends the clock)';
    if (state.startedAt === null || x.outAt < (state.startedAt as number) || x.outAt > (state.at as number))
      return 'outAt is between the start and the last command';
  }
  if ((x.outAt === null) !== (x.outReason === null)) return 'outAt and outReason go together';
  if (x.outReason !== null && x.outReason !== 'time' && x.outReason !== 'quota' && x.outReason !== 'move-cap')
    return 'bad outReason';
  const l = x.ledger;
  if (!isObj(l) || (exact && !exactKeys(l, LEDGER_KEYS))) return `a ledger is { ${LEDGER_KEYS.join(', ')} }`;
  const g = l as Record<(typeof LEDGER_KEYS)[number], number>;
  if (
    !count(g.initialMs) ||
    !count(g.addedMs) ||
    !count(g.bonusMs) ||
    !isInt(g.adjustMs, MIN_ADJUST, MAX_ADJUST) ||
    !count(g.gainedMs) ||
    !count(g.chargedMs) ||
    !count(g.thinkMs) ||
    !count(g.overtimeMs)
  ) {
    for (const k of LEDGER_KEYS)
      if (!(k === 'adjustMs' ? isInt(l[k], MIN_ADJUST, MAX_ADJUST) : count(l[k])))
        return `ledger.${k} is out of range (at most 2^50 ms; adjustMs from -2^52 to 2^51)`;
  }
  if (g.initialMs + g.addedMs + g.bonusMs + g.adjustMs + g.gainedMs - g.chargedMs !== s.bankMs)
    return 'the ledger does not add up to the bank';
  if (g.initialMs !== c.stages[0]!.timeMs) return "ledger.initialMs is not the first stage's time";
  if (facts.oneStage && g.addedMs !== 0) return 'ledger.addedMs with a control of one stage';
  if (!facts.addsBonus && g.bonusMs !== 0) return 'ledger.bonusMs with a control without bonus';
  if (ot === null && g.overtimeMs !== 0) return 'ledger.overtimeMs with a control without overtime';
  if (!p.hourglass && g.gainedMs !== 0) return 'ledger.gainedMs without hourglass';
  if (s.turnMs > g.thinkMs) return "the turn's think time is more than all the think time";
  // Think time is charged to the bank, spent in overtime or in a delay, or (claim finality) run
  // after the time was up: with neither a delay nor claim finality, the three add up exactly.
  if (g.thinkMs < g.chargedMs + g.overtimeMs) return 'ledger.thinkMs is less than the time charged';
  if (facts.maxDelay === 0 && p.finality === 'instant' && g.thinkMs !== g.chargedMs + g.overtimeMs)
    return 'ledger.thinkMs is not the time charged plus the overtime';
  return null;
}

function checkFlag(f: unknown, p: ClockPolicy, state: Obj, exact: boolean): string | null {
  if (
    !isObj(f) ||
    (exact && !exactKeys(f, FLAG_KEYS)) ||
    !SIDES.includes(f.side as Side) ||
    !isInt(f.at, 0, MAX) ||
    !FLAG_REASONS.includes(f.reason as never) ||
    !(f.movesShort === null || isInt(f.movesShort, 0, MAX_ROUNDS)) ||
    !sideList(f.late)
  )
    return `a flag is { ${FLAG_KEYS.join(', ')} }`;
  if (f.at < (state.startedAt as number) || f.at > (state.at as number))
    return 'the flag fell between the start and the last command';
  const absent = state.absent as Side[];
  if (f.reason === 'late') {
    if (p.lateForfeitMs === null || f.at < (state.startedAt as number) + p.lateForfeitMs)
      return 'a late forfeit falls only after the policy’s lateForfeitMs';
    if (f.late[0] !== f.side || f.late.length !== absent.length || !f.late.every((x) => absent.includes(x)))
      return 'a late forfeit names the absent sides, the flagged one first';
    if (f.movesShort !== null) return 'a late forfeit has no movesShort';
    return null;
  }
  if (f.late.length !== 0) return 'only a late forfeit lists late sides';
  if (f.reason === 'move-cap' && f.movesShort !== null) return 'a move-cap flag has no movesShort';
  if (p.finality === 'instant' && f.reason === 'quota' && (f.movesShort === null || f.movesShort < 1))
    return 'a quota flag says how many moves were short';
  const s = state[f.side as Side] as Obj;
  if (p.finality === 'instant') {
    if (f.side !== state.turn) return "an instant flag falls on the side to move's clock";
  } else if (
    s.outAt === null ||
    s.outReason !== f.reason ||
    f.at < (s.outAt as number) ||
    f.movesShort !== null
  )
    return "a claimed flag follows the side's time-up";
  return null;
}

function bad(message: string, path = ''): StateProblem {
  return { message, path };
}

/**
 * @internal The first broken rule of a clock state, or `null`: the type and range of every
 * field against the policy, and the rules between fields that `apply` keeps (see the file's
 * head). `exact` also refuses missing, inherited and unknown keys (a stored state); without it
 * (apply, the queries) the check costs well under a microsecond, and the extra keys are dropped
 * by the copy that `apply` makes.
 */
export function stateProblem(input: unknown, exact: boolean): StateProblem | null {
  if (!isObj(input) || (exact && !exactKeys(input, STATE_KEYS)) || input.version !== 1)
    return bad(`a state is { ${STATE_KEYS.join(', ')} } with version 1`);
  let known = KNOWN.get(input.policy as object);
  if (known === undefined) {
    const normalised = normalisedPolicy(input.policy);
    if (normalised === null) return bad('the policy is not a normalised policy', 'policy');
    known = { red: controlFacts(normalised.red), black: controlFacts(normalised.black) };
    // Only a policy made by parsePolicy (deep-frozen) stays what it was checked to be.
    if (normalised === input.policy) KNOWN.set(normalised, known);
  }
  const p = input.policy as ClockPolicy;
  const status = input.status;
  if (
    status !== 'idle' &&
    status !== 'running' &&
    status !== 'paused' &&
    status !== 'adjourned' &&
    status !== 'flagged' &&
    status !== 'finished'
  )
    return bad(`status is one of ${CLOCK_STATUSES.join(', ')}`, 'status');
  if (input.turn !== 'red' && input.turn !== 'black') return bad('turn is red or black', 'turn');
  if (!nullableInt(input.at)) return bad('at is an integer or null', 'at');
  if (!nullableInt(input.startedAt)) return bad('startedAt is an integer or null', 'startedAt');
  const idle = input.status === 'idle';
  if (idle !== (input.startedAt === null)) return bad('startedAt is set once started', 'startedAt');
  if (input.startedAt !== null && (input.at === null || input.startedAt > input.at))
    return bad('startedAt is after at', 'startedAt');
  if (!sideList(input.absent)) return bad('absent is a list of distinct sides', 'absent');
  if (idle && (input.turn !== 'red' || input.absent.length !== 0))
    return bad('before the start, red is to move and nobody is absent', idle ? 'turn' : 'absent');
  const er = checkSide(input.red, p, 'red', input, exact, known.red);
  if (er) return bad(er, 'red');
  const eb = checkSide(input.black, p, 'black', input, exact, known.black);
  if (eb) return bad(eb, 'black');
  const red = input.red as { ledger: { thinkMs: number; gainedMs: number; chargedMs: number } };
  const black = input.black as typeof red;
  if (
    p.hourglass &&
    (red.ledger.gainedMs !== black.ledger.chargedMs || black.ledger.gainedMs !== red.ledger.chargedMs)
  )
    return bad('with hourglass, each side gains what the other is charged', 'red.ledger.gainedMs');
  if (p.hourglass && (input.red as SideClock).bankMs + (input.black as SideClock).bankMs > MAX)
    return bad('with hourglass, the two banks hold at most 2^50 ms together', 'red.bankMs');
  const elapsed = input.startedAt === null ? 0 : (input.at as number) - input.startedAt;
  if (red.ledger.thinkMs + black.ledger.thinkMs > elapsed)
    return bad('the clocks ran longer than the time since the start', 'red.ledger.thinkMs');
  if ((input.status === 'flagged') !== (input.flag !== null))
    return bad('a flag goes with status flagged', 'flag');
  if (input.flag !== null) {
    const e = checkFlag(input.flag, p, input, exact);
    if (e) return bad(e, 'flag');
  }
  if (!nullableText(input.sealed))
    return bad(`sealed is a string of at most ${MAX_TEXT} characters or null`, 'sealed');
  if (
    input.sealed !== null &&
    (input.status === 'idle' || input.status === 'running' || input.status === 'paused')
  )
    return bad('a sealed move goes with an adjournment (and what ends it)', 'sealed');
  if (!nullableText(input.finishReason))
    return bad(`finishReason is a string of at most ${MAX_TEXT} characters or null`, 'finishReason');
  if (input.finishReason !== null && input.status !== 'finished')
    return bad('finishReason goes with status finished', 'finishReason');
  return null;
}

/**
 * @internal A copy of `input` whose fields were read once, checked (without `exact`): what
 * `apply` and the queries work on, so that a state whose getters change their answers cannot
 * pass the check with one value and be used with another.
 */
export function checkedDraft(input: unknown): { readonly draft: Draft } | { readonly problem: StateProblem } {
  try {
    return readDraft(input);
  } catch (thrown) {
    return { problem: bad(`reading the state threw (${thrownText(thrown)})`) };
  }
}

function readDraft(input: unknown): { readonly draft: Draft } | { readonly problem: StateProblem } {
  if (!isObj(input)) return { problem: stateProblem(input, false) ?? bad('a state is an object') };
  const red = copySideOf(input.red);
  const black = copySideOf(input.black);
  if (red === null || black === null)
    return { problem: bad('a state has red and black clocks with ledgers') };
  const absent: unknown = input.absent;
  const f: unknown = input.flag;
  const policy: unknown = input.policy;
  const d = {
    version: input.version,
    policy: normalisedPolicy(policy) ?? policy,
    status: input.status,
    turn: input.turn,
    at: input.at,
    startedAt: input.startedAt,
    absent: Array.isArray(absent) ? [...absent] : absent,
    red,
    black,
    flag: isObj(f)
      ? {
          side: f.side,
          at: f.at,
          reason: f.reason,
          movesShort: f.movesShort,
          late: Array.isArray(f.late) ? [...f.late] : f.late,
        }
      : f,
    sealed: input.sealed,
    finishReason: input.finishReason,
  } as Draft;
  const problem = stateProblem(d, false);
  return problem ? { problem } : { draft: d };
}

/** A side clock's fields, each read once, or `null` when it or its ledger is not an object. */
function copySideOf(x: unknown): SideDraft | null {
  if (!isObj(x)) return null;
  const l = x.ledger;
  if (!isObj(l)) return null;
  return copySide(x as unknown as SideClock, l as unknown as Ledger);
}

/**
 * @internal Why a state `apply` is about to answer leaves no room for what a settle may add
 * (one stage: a week of `addedMs`, one round), or `null`. `apply` refuses such a command, so
 * every state it answers, brought to any later instant, still passes {@link stateProblem}.
 */
export function headroomProblem(d: Draft): string | null {
  for (const side of SIDES) {
    const s = d[side];
    if (s.ledger.addedMs > MAX - WEEK || s.round >= MAX_CLOCK_MOVES)
      return `${side}'s clock would leave the range the clock computes exactly`;
  }
  return null;
}
