import {
  type ClockCommand,
  type ClockPolicy,
  type ClockState,
  apply as clockApply,
  createClock,
  findPreset,
  remainingMs,
  stateAt,
} from '@xq/clock';
import { formatUci, Game, INITIAL_FEN, type Move, type Position, parseSquare, parseUci } from '@xq/core';
import { type ArbiterEvent, type FaultKind, parseEvent } from './event';
import type { ArbiterError, ArbiterErrorCode } from './result';
import type { FaultRecord, ObligationView, Ruling, RulingCode } from './ruling';
import type { ArbiterResult, ArbiterState, SideRecord, Touch } from './state';
import { allows, moveTexts, type Obligation, obligation } from './touch';
import { INCIDENT_LADDERS, other, PENALTY_NAMES, type Penalty, SIDE_NAMES, type Side } from './vocab';

/**
 * The answer to an event: the new state and the ruling. A refused event leaves the state as it
 * was, except that a clock the arbiter keeps is brought to the event's instant (a flag that fell
 * meanwhile ends the game: the law's exact instant decides, 10.2.4).
 *
 * @example
 * ```ts
 * import { apply, createArbiter } from '@xq/arbiter';
 * const step = apply(createArbiter(), { type: 'move', move: 'h2e2' });
 * step.ruling.error?.code; // 'ARBITER_NOT_STARTED'
 * ```
 * @category Reducer
 */
export interface Step {
  /** The state after the event. */
  readonly state: ArbiterState;
  /** The arbiter's ruling. */
  readonly ruling: Ruling;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type RecordDraft = Mutable<Omit<SideRecord, 'incidents'>> & { incidents: Mutable<SideRecord['incidents']> };
type Draft = Mutable<Omit<ArbiterState, 'red' | 'black'>> & { red: RecordDraft; black: RecordDraft };

const FIVE_MINUTES = 5 * 60_000;
const FIFTEEN_MINUTES = 15 * 60_000;
const TWO_MINUTES = 2 * 60_000;

// The game behind a state, kept so that a move does not replay the whole game. The ply check
// makes a stale entry harmless: a game only ever moves forward.
const games = new WeakMap<ArbiterState, Game>();

function gameOf(s: ArbiterState): Game {
  const cached = games.get(s);
  if (cached && cached.ply === s.moves.length) return cached;
  const opts = { moveLimit: s.options.moveLimit, rules: s.options.rules };
  const g = Game.replay(s.start ?? INITIAL_FEN, s.moves, opts);
  if (!g.ok) throw new TypeError(`the state's moves do not replay: ${g.error.message}`);
  games.set(s, g.value);
  return g.value;
}

function draft(s: ArbiterState): Draft {
  return {
    ...s,
    red: { ...s.red, incidents: { ...s.red.incidents } },
    black: { ...s.black, incidents: { ...s.black.incidents } },
  };
}

const vi = (s: Side) => SIDE_NAMES[s].vi;
const en = (s: Side) => SIDE_NAMES[s].en;
const En = (s: Side) => en(s)[0]!.toUpperCase() + en(s).slice(1);

interface Parts {
  code: RulingCode;
  accepted: boolean;
  side: Side | null;
  article: string | null;
  vi: string;
  en: string;
  obligation?: ObligationView | null;
  faults?: FaultRecord[];
  penalty?: Penalty | null;
  next?: Penalty | null;
  time?: { side: Side; deltaMs: number } | null;
  result?: ArbiterResult | null;
  error?: ArbiterError | null;
}

function ruling(event: ArbiterEvent['type'] | null, p: Parts): Ruling {
  return {
    event,
    code: p.code,
    accepted: p.accepted,
    side: p.side,
    article: p.article,
    vi: p.vi,
    en: p.en,
    obligation: p.obligation ?? null,
    faults: p.faults ?? [],
    penalty: p.penalty ?? null,
    next: p.next ?? null,
    time: p.time ?? null,
    result: p.result ?? null,
    error: p.error ?? null,
  };
}

function view(o: Obligation | null): ObligationView | null {
  return o === null
    ? null
    : { clause: o.clause, simultaneous: o.simultaneous, moves: moveTexts(o), fault: o.fault };
}

function touchGroups(touches: readonly Touch[]): number[][] {
  return touches.map((t) => t.squares.map((x) => parseSquare(x)!));
}

/** What an obligation says, in both languages. */
function describe(o: Obligation): { vi: string; en: string } {
  const list = (o.moves ?? []).map(formatUci).sort().join(', ');
  const both = o.simultaneous ? ' (9.5: chạm cùng lúc quân hai bên, xử theo 9.4)' : '';
  const bothEn = o.simultaneous ? ' (9.5: both sides’ pieces touched at once, ruled by 9.4)' : '';
  const anyVi = 'được đi nước khác, nhưng phạm một lỗi kỹ thuật';
  const anyEn = 'may make another move, with a technical fault';
  const t: Record<Obligation['clause'], [string, string]> = {
    '9.1': ['phải đi quân đã chạm', 'must move the piece touched'],
    '9.2': ['phải bắt quân đối phương đã chạm', 'must capture the opponent’s piece touched'],
    '9.3a': [
      'quân mình chạm trước phải bắt quân đối phương chạm sau',
      'the own piece touched first must capture the opponent’s piece',
    ],
    '9.3b': [
      'quân mình không bắt được nên phải đi quân mình đã chạm',
      'the own piece cannot capture it, so it must move',
    ],
    '9.3c': [
      'quân mình không đi được nên phải dùng quân khác bắt quân đối phương đã chạm',
      'the own piece cannot move, so another piece must capture the opponent’s piece',
    ],
    '9.3d': ['', ''],
    '9.4a': [
      'quân mình đã chạm phải bắt quân đối phương',
      'the own piece touched must capture the opponent’s piece',
    ],
    '9.4b': [
      'quân mình không bắt được nên phải dùng quân khác bắt quân đối phương',
      'the own piece cannot capture it, so another piece must capture it',
    ],
    '9.4c': [
      'không quân nào bắt được quân đối phương nên phải đi quân mình đã chạm',
      'no piece can capture it, so the own piece touched must move',
    ],
    '9.4d': ['', ''],
  };
  if (o.moves === null) {
    const why =
      o.clause === '9.1'
        ? ['quân đã chạm không đi được', 'the piece touched cannot move']
        : o.clause === '9.2'
          ? ['không quân nào bắt được quân đã chạm', 'no piece can capture the piece touched']
          : ['không thực hiện được nghĩa vụ chạm quân', 'no move meets the touch obligation'];
    return { vi: `${why[0]}: ${anyVi}${both}`, en: `${why[1]}: ${anyEn}${bothEn}` };
  }
  const [v, e] = t[o.clause];
  return { vi: `${v}: ${list}${both}`, en: `${e}: ${list}${bothEn}` };
}

function result(
  winner: Side | null,
  losers: Side[],
  reason: string,
  article: string,
  viText: string,
  enText: string,
): ArbiterResult {
  return { winner, losers, reason, article, vi: viText, en: enText };
}

function lossOf(side: Side, reason: string, article: string, viWhy: string, enWhy: string): ArbiterResult {
  return result(
    other(side),
    [side],
    reason,
    article,
    `${viWhy}: ${vi(side)} thua, ${vi(other(side))} thắng.`,
    `${enWhy}: ${en(side)} loses, ${en(other(side))} wins.`,
  );
}

function bothLose(reason: string, article: string, viWhy: string, enWhy: string): ArbiterResult {
  return result(
    null,
    ['red', 'black'],
    reason,
    article,
    `${viWhy}: cả hai bên đều bị xử thua.`,
    `${enWhy}: both players are ruled lost.`,
  );
}

function isClockLive(c: ClockState | null): c is ClockState {
  return c !== null && (c.status === 'running' || c.status === 'paused' || c.status === 'adjourned');
}

/** Ends the game: the result, and the clock stopped. */
function end(d: Draft, res: ArbiterResult, at: number): void {
  d.status = 'over';
  d.result = res;
  d.drawOffer = null;
  d.touches = [];
  if (isClockLive(d.clock)) {
    const step = clockApply(d.clock, { type: 'finish', at, reason: res.reason });
    d.clock = step.state;
  }
}

/** The result of a clock that has flagged. */
function flagResult(c: ClockState): ArbiterResult {
  const f = c.flag!;
  if (f.reason === 'late') {
    if (f.late.length === 2)
      return bothLose(
        'late-arrival',
        '7.1e',
        'Cả hai đấu thủ đến chậm quá thời gian quy định',
        'Both players arrived later than the regulation allows',
      );
    return lossOf(
      f.side,
      'late-arrival',
      '7.1e',
      `${vi(f.side)} đến chậm quá thời gian quy định`,
      `${En(f.side)} arrived later than the regulation allows`,
    );
  }
  if (f.reason === 'quota') {
    return lossOf(
      f.side,
      'quota',
      '7.1d',
      `${vi(f.side)} không đi đủ số nước quy định trong thời gian quy định`,
      `${En(f.side)} did not make the moves due in the time allowed`,
    );
  }
  return lossOf(f.side, 'time', '7.1d', `${vi(f.side)} hết giờ`, `${En(f.side)} ran out of time`);
}

function boardResult(g: Game): ArbiterResult | null {
  const o = g.outcome();
  if (!o) return null;
  const names: Record<string, [string, string]> = {
    checkmate: ['bị chiếu bí', 'is checkmated'],
    'no-legal-moves': ['bị vây chặt, hết nước đi', 'has no legal move'],
    'perpetual-check': ['chiếu mãi mà không thay đổi nước đi', 'checked perpetually and did not change'],
    'forbidden-repetition': [
      'phạm luật cấm mà không chịu thay đổi nước đi',
      'repeated a forbidden move and did not change',
    ],
  };
  if (o.winner === null) {
    const why: Record<string, [string, string]> = {
      'dead-position': [
        'Hai bên không còn quân nào có thể tấn công đối phương',
        'Neither side has a piece that can attack',
      ],
      'repetition-draw': [
        'Lặp lại nước đi, không bên nào phạm luật cấm hoặc cả hai cùng phạm',
        'A repetition in which neither or both sides offend',
      ],
      'move-limit': [
        'Mỗi bên đi đủ 60 nước không có nước ăn quân',
        'Each side made 60 moves without a capture',
      ],
    };
    const [v, e] = why[o.reason] ?? [o.explanation, o.explanation];
    return result(null, [], o.reason, o.article, `${v}: hòa.`, `${e}: draw.`);
  }
  const loser = other(o.winner);
  const [v, e] = names[o.reason] ?? [o.reason, o.reason];
  return lossOf(loser, o.reason, o.article, `${vi(loser)} ${v}`, `${En(loser)} ${e}`);
}

interface FaultOutcome {
  record: FaultRecord;
  lost: boolean;
  next: Penalty;
}

/** Records one fault; the third of a kind loses (7.1n), the third for unrecorded moves too (7.1m). */
function addFault(d: Draft, side: Side, kind: FaultKind, article: string): FaultOutcome {
  const r = d[side];
  if (kind === 'technical') {
    r.technical++;
    if (article === '11.3b') r.unrecorded++;
  } else r.conduct++;
  const count = kind === 'technical' ? r.technical : r.conduct;
  const lost = count >= 3 || (kind === 'technical' && article === '11.3b' && r.unrecorded >= 3);
  const next: Penalty = count + 1 >= 3 ? 'loss' : kind === 'technical' ? 'technical-fault' : 'conduct-fault';
  return { record: { side, kind, article, count }, lost, next };
}

/** The result of faults that lost, for one side or both. */
function faultLoss(d: Draft, losers: Side[], kind: FaultKind, viaUnrecorded: boolean): ArbiterResult {
  const article = viaUnrecorded ? '7.1m' : '7.1n';
  const reason = viaUnrecorded
    ? 'unrecorded-moves'
    : kind === 'technical'
      ? 'technical-faults'
      : 'conduct-faults';
  const v = viaUnrecorded
    ? 'không ghi 3 lần biên bản, mỗi lần gồm 4 nước liên tục'
    : kind === 'technical'
      ? 'mắc lỗi kỹ thuật 3 lần'
      : 'mắc lỗi tác phong 3 lần';
  const e = viaUnrecorded
    ? 'failed 3 times to record 4 consecutive moves'
    : kind === 'technical'
      ? 'made 3 technical faults'
      : 'made 3 conduct faults';
  if (losers.length === 2) return bothLose(reason, article, `Cả hai bên ${v}`, `Both sides ${e}`);
  const s = losers[0]!;
  void d;
  return lossOf(s, reason, article, `${vi(s)} ${v}`, `${En(s)} ${e}`);
}

function faultText(f: FaultRecord, lost: boolean): { vi: string; en: string } {
  const kv = f.kind === 'technical' ? 'lỗi kỹ thuật' : 'lỗi tác phong';
  const ke = f.kind === 'technical' ? 'technical fault' : 'conduct fault';
  return {
    vi: `${vi(f.side)} bị ghi ${kv} thứ ${f.count}${lost ? '' : ` (lỗi thứ 3 bị xử thua, 7.1n)`}`,
    en: `${En(f.side)} is given ${ke} number ${f.count}${lost ? '' : ' (the third loses, 7.1n)'}`,
  };
}

function moveCredit(d: Draft, g: Game, mover: Side): number {
  // 10.1.3: in a period of 10 moves in 15 minutes, a repeated perpetual check or chase counts
  // at most 3 moves (6 with two or more pieces). Called after the move is played.
  const c = d.clock;
  if (c === null) return 1;
  const sc = c[mover];
  const stage = c.policy[mover].stages[sc.stage]!;
  const r = d[mover];
  if (r.perpetual.stage !== sc.stage || r.perpetual.round !== sc.round) {
    r.perpetual = { stage: sc.stage, round: sc.round, counted: 0 };
  }
  if (stage.moves !== 10 || stage.timeMs !== FIFTEEN_MINUTES) return 1;
  const facts = g.lastMovePerpetual();
  if (facts.perpetual === null) return 1;
  const cap = facts.severalPieces ? 6 : 3;
  const counted = r.perpetual.counted + 1;
  r.perpetual = { ...r.perpetual, counted };
  return counted <= cap ? 1 : 0;
}

/** True when the side is in the last stage of a staged control (10.1.2: "được miễn ghi biên bản"). */
function inExemptStage(c: ClockState, side: Side): boolean {
  const control = c.policy[side];
  const n = control.stages.length;
  const last = control.stages[n - 1]!;
  return n >= 2 && last.repeat === 'forever' && last.moves !== null && c[side].stage === n - 1;
}

const MAX_SEAL = 500;

/**
 * Applies one event: the arbiter's only way to change. Pure: the input state is not touched, and
 * nothing is ever thrown — a malformed event, a time going backwards or an event out of place is
 * answered with a ruling whose `error` says why. Every ruling cites its article.
 *
 * @example
 * ```ts
 * import { apply, createArbiter } from '@xq/arbiter';
 * let s = apply(createArbiter(), { type: 'start' }).state;
 * s = apply(s, { type: 'touch', side: 'red', square: 'h2' }).state;
 * const r = apply(s, { type: 'move', move: 'b2e2' }).ruling; // the other cannon
 * [r.code, r.article, r.accepted]; // ['move-refused', '9.1', false]
 * ```
 * @throws {TypeError} when `state` was not made by this package (its moves do not replay): read
 * a stored state with {@link parseState} first.
 * @category Reducer
 */
export function apply(state: ArbiterState, input: ArbiterEvent): Step {
  const parsed = parseEvent(input);
  if (!parsed.ok) {
    return {
      state,
      ruling: ruling(null, {
        code: 'bad-event',
        accepted: false,
        side: null,
        article: null,
        vi: `Sự kiện không hợp lệ: ${parsed.error.message}`,
        en: `Bad event: ${parsed.error.message}`,
        error: parsed.error,
      }),
    };
  }
  const ev = parsed.value;
  const at = ev.at ?? state.at ?? 0;
  const refuse = (
    code: ArbiterErrorCode,
    message: string,
    viText: string,
    article: string | null = null,
    s: ArbiterState = state,
  ): Step => ({
    state: s,
    ruling: ruling(ev.type, {
      code: 'refused',
      accepted: false,
      side: 'side' in ev && ev.side !== 'both' ? (ev.side ?? null) : null,
      article,
      vi: viText,
      en: message,
      error: { code, message },
    }),
  });
  if (state.at !== null && at < state.at) {
    return refuse(
      'ARBITER_TIME_BACKWARDS',
      `at ${at} is before the last event (${state.at})`,
      `Thời điểm ${at} trước sự kiện trước (${state.at})`,
    );
  }
  if (ev.type === 'start') return start(state, ev, at);
  if (state.status === 'idle')
    return refuse('ARBITER_NOT_STARTED', 'the game has not started', 'Ván cờ chưa bắt đầu');
  if (state.status === 'over' && ev.type !== 'unrecorded') {
    const r = state.result!;
    const mated = ev.type === 'offer-draw' && (r.reason === 'checkmate' || r.reason === 'no-legal-moves');
    return refuse(
      'ARBITER_GAME_OVER',
      mated
        ? 'a side that is mated or has no move cannot offer a draw (7.2f)'
        : `the game is over (${r.reason}, ${r.article})`,
      mated
        ? 'Bên bị chiếu hết, bị vây chặt không còn nước đi thì không được phép đề nghị hòa (7.2f)'
        : `Ván cờ đã kết thúc (${r.article})`,
      mated ? '7.2f' : r.article,
    );
  }
  const d = draft(state);
  d.at = at;
  // The clock is brought to this instant first: a flag that fell meanwhile decides (10.2.4).
  if (isClockLive(d.clock) && ev.type !== 'clock' && state.status !== 'over') {
    const c = stateAt(d.clock, at);
    d.clock = c;
    if (c.status === 'flagged') {
      const res = flagResult(c);
      end(d, res, at);
      return done(
        d,
        state,
        ruling(ev.type, {
          code: 'flag',
          accepted: false,
          side: c.flag!.side,
          article: res.article,
          vi: `${res.vi} (đồng hồ báo hết giờ trước sự kiện này, 10.2.4)`,
          en: `${res.en} (the flag fell before this event, 10.2.4)`,
          result: res,
        }),
      );
    }
  }
  if (
    state.status === 'adjourned' &&
    !['unseal', 'resign', 'fault', 'incident', 'sanction', 'unrecorded', 'clock'].includes(ev.type)
  ) {
    return refuse(
      'ARBITER_ADJOURNED',
      'the game is adjourned: open the sealed move first (10.3)',
      'Ván cờ đang hoãn: phải mở niêm phong trước (10.3)',
      '10.3.1',
    );
  }
  switch (ev.type) {
    case 'touch':
      return touch(d, state, ev);
    case 'move':
      return move(d, state, ev, at);
    case 'fault':
      return fault(d, state, ev, at);
    case 'incident':
      return incident(d, state, ev, at);
    case 'unrecorded':
      return unrecorded(d, state, ev, at);
    case 'offer-draw':
    case 'accept-draw':
    case 'decline-draw':
      return draw(d, state, ev, at);
    case 'claim':
      return claim(d, state, ev, at);
    case 'resign':
      return resign(d, state, ev, at);
    case 'seal':
      return seal(d, state, ev, at);
    case 'unseal':
      return unseal(d, state, ev, at);
    case 'flag':
      return flag(d, state, ev, at);
    case 'clock':
      return clock(d, state, ev);
    case 'sanction':
      return sanction(d, state, ev, at);
    case 'takeback':
      return {
        state,
        ruling: ruling('takeback', {
          code: 'takeback-refused',
          accepted: false,
          side: ev.side,
          article: '9.5b',
          vi: 'Đi quân rồi không được đi lại: quân đã đặt tới vị trí khác thì không được thay đổi (9.5b).',
          en: 'A move made cannot be taken back: once the piece is set on another point it stands (9.5b).',
        }),
      };
  }
}

function done(d: Draft, before: ArbiterState, r: Ruling): Step {
  const s = d as ArbiterState;
  if (s.moves.length !== before.moves.length) return { state: s, ruling: r };
  const g = games.get(before);
  if (g && g.ply === s.moves.length) games.set(s, g);
  // Every ruling says what the law now requires of the player to move, while touches stand.
  if (r.obligation === null && s.status === 'playing' && s.touches.length > 0) {
    const o = obligation(gameOf(s).position, touchGroups(s.touches));
    return { state: s, ruling: { ...r, obligation: view(o) } };
  }
  return { state: s, ruling: r };
}

function start(state: ArbiterState, ev: Extract<ArbiterEvent, { type: 'start' }>, at: number): Step {
  const fail = (code: ArbiterErrorCode, message: string, viText: string): Step => ({
    state,
    ruling: ruling('start', {
      code: 'refused',
      accepted: false,
      side: null,
      article: null,
      vi: viText,
      en: message,
      error: { code, message },
    }),
  });
  if (state.status !== 'idle')
    return fail('ARBITER_ALREADY_STARTED', 'the game has already started', 'Ván cờ đã bắt đầu');
  const g = Game.create(ev.fen ?? INITIAL_FEN, {
    moveLimit: state.options.moveLimit,
    rules: state.options.rules,
  });
  if (!g.ok)
    return fail(
      'ARBITER_BAD_FEN',
      `fen: ${g.error.code}: ${g.error.message}`,
      `Thế cờ không hợp lệ: ${g.error.code}`,
    );
  const d = draft(state);
  const game = g.value;
  d.status = 'playing';
  d.start = game.start.fen();
  d.fen = d.start;
  d.turn = game.position.turn;
  d.at = at;
  if (ev.clock !== undefined && d.turn === 'black') {
    return fail(
      'ARBITER_BAD_FEN',
      'a game with a clock starts with red to move (the clock starts red’s time)',
      'Ván có đồng hồ phải bắt đầu với Trắng đi trước',
    );
  }
  if (ev.clock !== undefined) {
    const policy: ClockPolicy =
      typeof ev.clock === 'string' ? (findPreset(ev.clock) as { value: ClockPolicy }).value : ev.clock;
    let c = createClock(policy);
    const cmd: ClockCommand = ev.absent?.length
      ? { type: 'start', at, absent: ev.absent }
      : { type: 'start', at };
    c = clockApply(c, cmd).state;
    d.clock = c;
  }
  const s = d as ArbiterState;
  games.set(s, game);
  const res = boardResult(game);
  if (res) end(d, res, at);
  return {
    state: s,
    ruling: ruling('start', {
      code: 'started',
      accepted: true,
      side: null,
      article: res?.article ?? '3',
      vi: res ? res.vi : `Ván cờ bắt đầu; ${vi(d.turn)} đi trước.`,
      en: res ? res.en : `The game starts; ${en(d.turn)} to move.`,
      result: res,
    }),
  };
}

function touch(d: Draft, before: ArbiterState, ev: Extract<ArbiterEvent, { type: 'touch' }>): Step {
  const g = gameOf(before);
  const pos = g.position;
  const names = ev.squares ? [...new Set(ev.squares)] : [ev.square!];
  const pieces = names.filter((n) => pos.piece(parseSquare(n)!) !== undefined);
  const side = ev.side ?? d.turn;
  const current = () => obligation(pos, touchGroups(d.touches));
  if (pieces.length === 0) {
    return done(
      d,
      before,
      ruling('touch', {
        code: 'no-piece',
        accepted: false,
        side,
        article: '9',
        vi: `Không có quân ở ${names.join(', ')}: chạm quân là đụng vào quân cờ (Điều 9), không có gì để xử.`,
        en: `No piece on ${names.join(', ')}: a touch is a touch of a piece (Điều 9); nothing to rule.`,
        obligation: view(current()),
      }),
    );
  }
  if (ev.adjust) {
    const mine = side === d.turn;
    return done(
      d,
      before,
      ruling('touch', {
        code: mine ? 'adjusted' : 'adjust-refused',
        accepted: mine,
        side,
        article: '9.5a',
        vi: mine
          ? `${vi(side)} báo trước "tôi sửa quân này" và sửa quân khi đến lượt mình: không phải chạm quân (9.5a).`
          : `${vi(side)} chỉ được phép sửa quân khi đến lượt mình đi (9.5a).`,
        en: mine
          ? `${En(side)} announced "I adjust" and adjusted on its own turn: not a touch (9.5a).`
          : `${En(side)} may adjust pieces only on its own turn (9.5a).`,
        obligation: view(current()),
      }),
    );
  }
  if (ev.accidental) {
    const r = d[side];
    r.accidental++;
    const n = r.accidental;
    if (n <= 2) {
      const penalty: Penalty = n === 1 ? 'reminder' : 'warning';
      return done(
        d,
        before,
        ruling('touch', {
          code: 'accidental-touch',
          accepted: true,
          side,
          article: '9.6',
          vi: `Chạm quân vô ý lần thứ ${n}: trọng tài ${PENALTY_NAMES[penalty].vi} ${vi(side)}${n === 2 ? '; lần thứ ba sẽ xử lý như chạm quân cố ý' : ''} (9.6).`,
          en: `Inadvertent touch number ${n}: ${PENALTY_NAMES[penalty].en} for ${en(side)}${n === 2 ? '; a third is ruled as a deliberate touch' : ''} (9.6).`,
          obligation: view(current()),
          penalty,
          next: n === 1 ? 'warning' : null,
        }),
      );
    }
  }
  const third = ev.accidental === true;
  if (side !== d.turn) {
    return done(
      d,
      before,
      ruling('touch', {
        code: 'touch-no-obligation',
        accepted: true,
        side,
        article: third ? '9.6' : '9.1',
        vi: `${vi(side)} chưa tới lượt đi: luật chạm quân chỉ buộc đấu thủ tới lượt đi (9.1), không có nghĩa vụ.`,
        en: `${En(side)} is not to move: touch-move binds only the player to move (9.1); no obligation.`,
        obligation: view(current()),
      }),
    );
  }
  d.touches = [...d.touches, { squares: pieces }];
  const o = current()!;
  const text = describe(o);
  return done(
    d,
    before,
    ruling('touch', {
      code: 'touched',
      accepted: true,
      side,
      article: o.clause,
      vi: `${third ? 'Chạm quân vô ý lần thứ ba, xử như cố ý (9.6). ' : ''}${vi(side)}: ${text.vi} (${o.clause}).`,
      en: `${third ? 'A third inadvertent touch, ruled as deliberate (9.6). ' : ''}${En(side)}: ${text.en} (${o.clause}).`,
      obligation: view(o),
      next: o.fault ? (d[side].technical + 1 >= 3 ? 'loss' : 'technical-fault') : null,
    }),
  );
}

/**
 * Plays `m` (legal, allowed) for the side to move: the fault of an obligation that cannot be
 * met first (it may end the game), then the clock, the board and the outcome.
 */
function play(
  d: Draft,
  before: ArbiterState,
  m: Move,
  o: Obligation | null,
  at: number,
  event: 'move' | 'unseal',
  prefix: { vi: string; en: string },
): Step {
  const mover = d.turn;
  const text = formatUci(m);
  const faults: FaultRecord[] = [];
  let next: Penalty | null = null;
  let penalty: Penalty | null = null;
  if (o?.fault) {
    const f = addFault(d, mover, 'technical', o.clause);
    faults.push(f.record);
    penalty = f.lost ? 'loss' : 'technical-fault';
    next = f.next;
    if (f.lost) {
      const res = faultLoss(d, [mover], 'technical', false);
      end(d, res, at);
      return done(
        d,
        before,
        ruling(event, {
          code: 'fault',
          accepted: false,
          side: mover,
          article: '7.1n',
          vi: `${prefix.vi}${describe(o).vi} (${o.clause}). ${res.vi}`,
          en: `${prefix.en}${describe(o).en} (${o.clause}). ${res.en}`,
          faults,
          penalty,
          result: res,
        }),
      );
    }
  }
  const g = gameOf(before);
  const played = g.play(m);
  if (!played.ok) throw new TypeError(`a checked move was refused: ${played.error.message}`);
  games.delete(before);
  d.moves = [...d.moves, text];
  d.fen = g.position.fen();
  d.turn = g.position.turn;
  d.touches = [];
  if (d.drawOffer !== null && d.drawOffer !== mover) d.drawOffer = null; // the offer lapses: the opponent played on
  if (event === 'move' && isClockLive(d.clock) && d.clock.status === 'running') {
    const credit = moveCredit(d, g, mover);
    d.clock = clockApply(d.clock, { type: 'press', at, credit }).state;
  }
  const s = d as ArbiterState;
  games.set(s, g);
  let res: ArbiterResult | null = null;
  if (d.clock?.status === 'flagged') res = flagResult(d.clock);
  else res = boardResult(g);
  if (res) end(d, res, at);
  const fv = faults.length ? faultText(faults[0]!, false) : null;
  return {
    state: s,
    ruling: ruling(event, {
      code: event === 'unseal' ? 'unsealed' : 'moved',
      accepted: true,
      side: mover,
      article: res?.article ?? o?.clause ?? (event === 'unseal' ? '10.3.1' : '4'),
      vi: `${prefix.vi}${vi(mover)} đi ${text}${o ? ` (${o.clause}${o.fault ? `: ${describe(o).vi}` : ''})` : ''}.${fv ? ` ${fv.vi}.` : ''}${res ? ` ${res.vi}` : ''}`,
      en: `${prefix.en}${En(mover)} plays ${text}${o ? ` (${o.clause}${o.fault ? `: ${describe(o).en}` : ''})` : ''}.${fv ? ` ${fv.en}.` : ''}${res ? ` ${res.en}` : ''}`,
      faults,
      penalty,
      next,
      result: res,
    }),
  };
}

function move(d: Draft, before: ArbiterState, ev: Extract<ArbiterEvent, { type: 'move' }>, at: number): Step {
  const g = gameOf(before);
  const pos = g.position;
  const m = (parseUci(ev.move) as { value: Move }).value;
  const mover = d.turn;
  const o = obligation(pos, touchGroups(d.touches));
  const refused = (
    code: RulingCode,
    article: string,
    viText: string,
    enText: string,
    extra: Partial<Parts> = {},
  ) =>
    done(
      d,
      before,
      ruling('move', {
        code,
        accepted: false,
        side: mover,
        article,
        vi: viText,
        en: enText,
        obligation: view(o),
        ...extra,
      }),
    );
  if (ev.side !== undefined && ev.side !== mover) {
    return refused(
      'move-refused',
      '8',
      `Chưa tới lượt ${vi(ev.side)}: không bên nào được đi liên tiếp hai lượt (Điều 8).`,
      `It is not ${en(ev.side)}'s turn: no side may move twice in a row (Điều 8).`,
    );
  }
  if (!pos.isLegal(m)) {
    // 16.3: "Đi quân sai luật định" is a technical fault; the position stays as it was (9.10).
    const f = addFault(d, mover, 'technical', '16.3');
    const ft = faultText(f.record, f.lost);
    if (f.lost) {
      const res = faultLoss(d, [mover], 'technical', false);
      end(d, res, at);
      return refused(
        'illegal-move',
        '7.1n',
        `${ev.move} không hợp lệ (16.3). ${ft.vi}. ${res.vi}`,
        `${ev.move} is not legal (16.3). ${ft.en}. ${res.en}`,
        { faults: [f.record], penalty: 'loss', result: res, obligation: null },
      );
    }
    return refused(
      'illegal-move',
      '16.3',
      `${ev.move} không hợp lệ: đi quân sai luật định là một lỗi kỹ thuật (16.3), nước đi không được công nhận (9.10). ${ft.vi}.`,
      `${ev.move} is not legal: an illegal move is a technical fault (16.3) and does not stand (9.10). ${ft.en}.`,
      { faults: [f.record], penalty: 'technical-fault', next: f.next },
    );
  }
  if (!allows(o, m)) {
    const t = describe(o!);
    return refused(
      'move-refused',
      o!.clause,
      `Nước ${ev.move} không được chấp nhận: ${vi(mover)}: ${t.vi} (${o!.clause}).`,
      `${ev.move} is refused: ${en(mover)}: ${t.en} (${o!.clause}).`,
    );
  }
  if (ev.via) {
    const first = ev.via
      .map((x) => parseSquare(x)!)
      .find((p) => pos.isLegal({ from: m.from, to: p }) && allows(o, { from: m.from, to: p }));
    if (first !== undefined && first !== m.to) {
      const p = formatUci({ from: m.from, to: first }).slice(2);
      return refused(
        'move-refused',
        '9.7',
        `Quân chạm nhiều giao điểm phải dừng ở giao điểm chạm trước tiên: ${p} (9.7).`,
        `A piece set on several points must stop on the first: ${p} (9.7).`,
      );
    }
  }
  return play(d, before, m, o, at, 'move', { vi: '', en: '' });
}

function fault(
  d: Draft,
  before: ArbiterState,
  ev: Extract<ArbiterEvent, { type: 'fault' }>,
  at: number,
): Step {
  const sides: Side[] = ev.side === 'both' ? ['red', 'black'] : [ev.side];
  const article = ev.article ?? (ev.kind === 'technical' ? '16.3' : '15.7b');
  const outcomes = sides.map((s) => addFault(d, s, ev.kind, article));
  const losers = outcomes.filter((o) => o.lost).map((o) => o.record.side);
  const texts = outcomes.map((o) => faultText(o.record, o.lost));
  let res: ArbiterResult | null = null;
  if (losers.length > 0 && d.status !== 'over') {
    const viaUnrecorded = article === '11.3b' && losers.every((s) => d[s].unrecorded >= 3);
    res = faultLoss(d, losers, ev.kind, viaUnrecorded);
    end(d, res, at);
  }
  return done(
    d,
    before,
    ruling('fault', {
      code: 'fault',
      accepted: true,
      side: ev.side === 'both' ? null : ev.side,
      article: res?.article ?? article,
      vi: `${texts.map((t) => t.vi).join('; ')} (${article}).${res ? ` ${res.vi}` : ''}`,
      en: `${texts.map((t) => t.en).join('; ')} (${article}).${res ? ` ${res.en}` : ''}`,
      faults: outcomes.map((o) => o.record),
      penalty: res ? 'loss' : ev.kind === 'technical' ? 'technical-fault' : 'conduct-fault',
      next: res ? null : outcomes.length === 1 ? outcomes[0]!.next : null,
      result: res,
    }),
  );
}

function incident(
  d: Draft,
  before: ArbiterState,
  ev: Extract<ArbiterEvent, { type: 'incident' }>,
  at: number,
): Step {
  const ladder = INCIDENT_LADDERS[ev.kind];
  const r = d[ev.side];
  r.incidents[ev.kind]++;
  const n = r.incidents[ev.kind];
  const step = ladder.steps[Math.min(n - 1, ladder.steps.length - 1)]!;
  let next: Penalty = ladder.steps[Math.min(n, ladder.steps.length - 1)]!;
  const faults: FaultRecord[] = [];
  let res: ArbiterResult | null = null;
  if (step === 'technical-fault' || step === 'conduct-fault') {
    const kind: FaultKind = step === 'technical-fault' ? 'technical' : 'conduct';
    const f = addFault(d, ev.side, kind, ladder.article);
    faults.push(f.record);
    if (f.lost) {
      res = faultLoss(d, [ev.side], kind, false);
      end(d, res, at);
    } else if (f.next === 'loss' && (next === 'technical-fault' || next === 'conduct-fault')) next = 'loss';
  } else if (step === 'reminder') r.reminders++;
  else if (step === 'warning') r.warnings++;
  const what: Record<typeof ev.kind, [string, string]> = {
    'dropped-piece': ['cầm quân vô ý rơi giữa hai điểm', 'dropped a piece between two points'],
    'clock-stopped': ['tự ý dừng đồng hồ khi có mặt trọng tài', 'stopped the clock without the arbiter'],
    'forgot-press': [
      'quên bấm đồng hồ, tự chịu thiệt thòi về thời gian',
      'forgot to press the clock and bears the lost time',
    ],
    misconduct: ['vi phạm tác phong', 'broke the rules of conduct'],
    'borrowed-scoresheet': [
      'mượn biên bản liên tục gây mất tập trung cho đối phương',
      'kept borrowing the opponent’s scoresheet to distract',
    ],
    'spoke-out-of-turn': [
      'nêu ý kiến khi đang đến lượt đối phương đi',
      'raised a matter during the opponent’s turn',
    ],
  };
  const [wv, we] = what[ev.kind];
  return done(
    d,
    before,
    ruling('incident', {
      code: 'incident',
      accepted: true,
      side: ev.side,
      article: res?.article ?? ladder.article,
      vi: `${vi(ev.side)} ${wv} (lần ${n}): ${PENALTY_NAMES[step].vi} (${ladder.article}).${res ? ` ${res.vi}` : ''}`,
      en: `${En(ev.side)} ${we} (time ${n}): ${PENALTY_NAMES[step].en} (${ladder.article}).${res ? ` ${res.en}` : ''}`,
      faults,
      penalty: res ? 'loss' : step,
      next: res ? null : next,
      result: res,
    }),
  );
}

function unrecorded(
  d: Draft,
  before: ArbiterState,
  ev: Extract<ArbiterEvent, { type: 'unrecorded' }>,
  at: number,
): Step {
  const side = ev.side;
  const moves = ev.moves ?? 4;
  const base = { accepted: true, side } as const;
  if (before.status === 'over') {
    // 11.1a, 16.3: after the game the players complete their scoresheets; not doing so is a
    // technical fault ("Kết thúc ván cờ không ghi bổ sung các nước còn thiếu"); the result stands.
    const f = addFault(d, side, 'technical', '16.3');
    return done(
      d,
      before,
      ruling('unrecorded', {
        ...base,
        code: 'fault',
        article: '16.3',
        vi: `Ván đấu kết thúc mà ${vi(side)} không ghi bổ sung ${moves} nước còn thiếu: một lỗi kỹ thuật (16.3); kết quả ván đấu không thay đổi.`,
        en: `The game is over and ${en(side)} did not complete ${moves} missing moves: a technical fault (16.3); the result stands.`,
        faults: [f.record],
        penalty: 'technical-fault',
      }),
    );
  }
  if (moves < 4) {
    return done(
      d,
      before,
      ruling('unrecorded', {
        ...base,
        code: 'unrecorded-short',
        article: '11.3',
        vi: `${vi(side)} thiếu ${moves} nước (chưa tới 4 nước liên tục): không phạt, phải ghi bổ sung ngay vào thời gian tiếp theo (11.3).`,
        en: `${En(side)} is missing ${moves} moves (fewer than 4 in a row): no fault; they must be made up at once (11.3).`,
      }),
    );
  }
  const c = d.clock;
  const left = c !== null ? remainingMs(c, side, at) : ev.remainingMs;
  if (left !== undefined && left < FIVE_MINUTES) {
    return done(
      d,
      before,
      ruling('unrecorded', {
        ...base,
        code: 'unrecorded-exempt',
        article: '11.1a',
        vi: `${vi(side)} còn ít hơn 5 phút: được phép không ghi biên bản, trọng tài ghi giúp; kết thúc ván phải ghi bổ sung (11.1a).`,
        en: `${En(side)} has less than 5 minutes left: it need not record; the arbiter records for it, and it completes the sheet after the game (11.1a).`,
      }),
    );
  }
  if (c !== null && inExemptStage(c, side)) {
    return done(
      d,
      before,
      ruling('unrecorded', {
        ...base,
        code: 'unrecorded-exempt',
        article: '10.1.2',
        vi: `${vi(side)} đang ở giai đoạn cuối (cứ 5 phút đi đủ 10 nước): được miễn ghi biên bản (10.1.2).`,
        en: `${En(side)} is in the last stage (10 moves every 5 minutes): exempt from recording (10.1.2).`,
      }),
    );
  }
  const f = addFault(d, side, 'technical', '11.3b');
  let res: ArbiterResult | null = null;
  if (f.lost) {
    res = faultLoss(d, [side], 'technical', d[side].unrecorded >= 3);
    end(d, res, at);
  }
  const u = d[side].unrecorded;
  return done(
    d,
    before,
    ruling('unrecorded', {
      ...base,
      code: 'unrecorded',
      article: res?.article ?? '11.3b',
      vi: `${vi(side)} không ghi ${moves} nước liên tục mà không ghi bổ sung: một lỗi kỹ thuật (11.3b, 16.3), lần thứ ${u}; tái diễn 3 lần thì bị xử thua (7.1m). Tổng số lỗi kỹ thuật: ${f.record.count}.${res ? ` ${res.vi}` : ''}`,
      en: `${En(side)} left ${moves} consecutive moves unrecorded and did not make them up: a technical fault (11.3b, 16.3), time ${u}; three times lose (7.1m). Technical faults: ${f.record.count}.${res ? ` ${res.en}` : ''}`,
      faults: [f.record],
      penalty: res ? 'loss' : 'technical-fault',
      next: res ? null : u + 1 >= 3 ? 'loss' : f.next,
      result: res,
    }),
  );
}

function draw(
  d: Draft,
  before: ArbiterState,
  ev: Extract<ArbiterEvent, { type: 'offer-draw' | 'accept-draw' | 'decline-draw' }>,
  at: number,
): Step {
  const side = ev.side;
  const offer = d.drawOffer;
  if (ev.type === 'offer-draw' && offer !== other(side)) {
    if (side !== d.turn) {
      // 15.7k: only on one's own turn; 16.3 lists "Nêu ý kiến hay vấn đề khi đang đến lượt đối
      // phương đi" among the technical faults.
      const f = addFault(d, side, 'technical', '16.3');
      const ft = faultText(f.record, f.lost);
      let res: ArbiterResult | null = null;
      if (f.lost) {
        res = faultLoss(d, [side], 'technical', false);
        end(d, res, at);
      }
      return done(
        d,
        before,
        ruling('offer-draw', {
          code: 'draw-offer-refused',
          accepted: false,
          side,
          article: '15.7k',
          vi: `${vi(side)} chỉ được đề nghị hòa khi tới lượt mình đi (15.7k); nêu ý kiến khi đang đến lượt đối phương đi là lỗi kỹ thuật (16.3). ${ft.vi}.${res ? ` ${res.vi}` : ''}`,
          en: `${En(side)} may offer a draw only on its own turn (15.7k); raising a matter during the opponent's turn is a technical fault (16.3). ${ft.en}.${res ? ` ${res.en}` : ''}`,
          faults: [f.record],
          penalty: res ? 'loss' : 'technical-fault',
          next: res ? null : f.next,
          result: res,
        }),
      );
    }
    d.drawOffer = side;
    return done(
      d,
      before,
      ruling('offer-draw', {
        code: 'draw-offered',
        accepted: true,
        side,
        article: '15.7k',
        vi: `${vi(side)} đề nghị hòa trong thời gian suy nghĩ của mình (15.7k); ${vi(other(side))} đồng ý thì ván cờ hòa (7.2d).`,
        en: `${En(side)} offers a draw on its own turn (15.7k); if ${en(other(side))} agrees the game is drawn (7.2d).`,
      }),
    );
  }
  if (offer !== other(side)) {
    return done(
      d,
      before,
      ruling(ev.type, {
        code: 'draw-refused',
        accepted: false,
        side,
        article: '7.2d',
        vi: `Không có đề nghị hòa nào của ${vi(other(side))} để trả lời (7.2d).`,
        en: `There is no draw offer from ${en(other(side))} to answer (7.2d).`,
      }),
    );
  }
  if (ev.type === 'decline-draw') {
    d.drawOffer = null;
    return done(
      d,
      before,
      ruling(ev.type, {
        code: 'draw-declined',
        accepted: true,
        side,
        article: '7.2d',
        vi: `${vi(side)} không đồng ý hòa; ván cờ tiếp tục.`,
        en: `${En(side)} declines the draw; play goes on.`,
      }),
    );
  }
  const res = result(
    null,
    [],
    'agreement',
    '7.2d',
    `${vi(other(side))} đề nghị hòa, ${vi(side)} đồng ý: hòa.`,
    `${En(other(side))} offered a draw and ${en(side)} agreed: draw.`,
  );
  end(d, res, at);
  return done(
    d,
    before,
    ruling(ev.type, {
      code: 'draw-accepted',
      accepted: true,
      side,
      article: '7.2d',
      vi: res.vi,
      en: res.en,
      result: res,
    }),
  );
}

function claim(
  d: Draft,
  before: ArbiterState,
  ev: Extract<ArbiterEvent, { type: 'claim' }>,
  at: number,
): Step {
  const g = gameOf(before);
  const side = ev.side;
  if (ev.rule === 'repetition') {
    const n = g.repetitionCount();
    return done(
      d,
      before,
      ruling('claim', {
        code: 'claim-repetition',
        accepted: false,
        side,
        article: '7.1h',
        vi: `Thế cờ hiện tại đã xuất hiện ${n} lần; trọng tài xử khi thế cờ lặp lại lần thứ ba (7.1g, 7.1h, 7.2b, 7.2c). Ván cờ tiếp tục.`,
        en: `The position has occurred ${n} time(s); the arbiter rules at the third occurrence (7.1g, 7.1h, 7.2b, 7.2c). Play goes on.`,
      }),
    );
  }
  const c = g.claimMoveLimit();
  const limit = d.options.moveLimit.moves;
  if (c.valid) {
    const res = result(
      null,
      [],
      'move-limit',
      '7.2e',
      `Mỗi bên đã đi đủ ${limit} nước liên tục không có nước ăn quân: ván cờ mặc nhiên được xử hòa (12a, 7.2e).`,
      `Each side has made ${limit} consecutive moves without a capture: the game is drawn (12a, 7.2e).`,
    );
    end(d, res, at);
    return done(
      d,
      before,
      ruling('claim', {
        code: 'claim-valid',
        accepted: true,
        side,
        article: '12a',
        vi: res.vi,
        en: res.en,
        result: res,
      }),
    );
  }
  // 12b: the claimant is penalised by 2 minutes added to the opponent's clock; play goes on.
  const opp = other(side);
  let added = false;
  if (isClockLive(d.clock)) {
    const step = clockApply(d.clock, {
      type: 'adjust',
      at,
      side: opp,
      deltaMs: TWO_MINUTES,
      reason: 'Điều 12b',
    });
    d.clock = step.state;
    added = step.ok;
  }
  const missing = `Trắng còn thiếu ${c.missing.red}, Đen còn thiếu ${c.missing.black} nước`;
  const missingEn = `red is ${c.missing.red} moves short, black ${c.missing.black}`;
  return done(
    d,
    before,
    ruling('claim', {
      code: 'claim-premature',
      accepted: false,
      side,
      article: '12b',
      vi: `Chưa đủ ${limit} nước (${missing}; tính từ nước ăn quân cuối cùng, 12a, 12c): phạt ${vi(side)} bằng cách tăng thêm 2 phút cho ${vi(opp)}${added ? '' : ' (trên đồng hồ)'}, ván cờ tiếp tục (12b).`,
      en: `Not yet ${limit} moves (${missingEn}; counted from the last capture, 12a, 12c): ${en(side)} is penalised by 2 minutes added to ${en(opp)}${added ? '' : "'s clock"}; play goes on (12b).`,
      penalty: 'time-to-opponent',
      time: { side: opp, deltaMs: TWO_MINUTES },
    }),
  );
}

/** Whether the sealed move, opened now, is valid: legal and within the touch obligation. */
function sealedMove(d: Draft, pos: Position, text: string): { move: Move; o: Obligation | null } | null {
  const m = parseUci(text);
  if (!m.ok || !pos.isLegal(m.value)) return null;
  const o = obligation(pos, touchGroups(d.touches));
  return allows(o, m.value) ? { move: m.value, o } : null;
}

function resign(
  d: Draft,
  before: ArbiterState,
  ev: Extract<ArbiterEvent, { type: 'resign' }>,
  at: number,
): Step {
  const side = ev.side;
  if (before.status === 'adjourned' && d.sealed !== null && d.sealed.side !== side) {
    const pos = gameOf(before).position;
    if (sealedMove(d, pos, d.sealed.move) === null) {
      const res = bothLose(
        'sealed-move',
        '7.1i',
        `${vi(d.sealed.side)} ghi sai nước đi trong niêm phong nhưng ${vi(side)} bỏ cuộc`,
        `${En(d.sealed.side)} sealed a wrong move but ${en(side)} gave up`,
      );
      d.sealed = null;
      end(d, res, at);
      return done(
        d,
        before,
        ruling('resign', {
          code: 'resigned',
          accepted: true,
          side,
          article: '7.1i',
          vi: res.vi,
          en: res.en,
          result: res,
        }),
      );
    }
  }
  const res = lossOf(side, 'resignation', '7.1k', `${vi(side)} tự tuyên bố xin thua`, `${En(side)} resigns`);
  d.sealed = null;
  end(d, res, at);
  return done(
    d,
    before,
    ruling('resign', {
      code: 'resigned',
      accepted: true,
      side,
      article: '7.1k',
      vi: res.vi,
      en: res.en,
      result: res,
    }),
  );
}

function seal(d: Draft, before: ArbiterState, ev: Extract<ArbiterEvent, { type: 'seal' }>, at: number): Step {
  const side = ev.side ?? d.turn;
  if (side !== d.turn) {
    return done(
      d,
      before,
      ruling('seal', {
        code: 'seal-refused',
        accepted: false,
        side,
        article: '10.3.1',
        vi: `Người đến lượt đi (${vi(d.turn)}) mới ghi nước kín (10.3.1).`,
        en: `Only the player to move (${en(d.turn)}) seals a move (10.3.1).`,
      }),
    );
  }
  d.status = 'adjourned';
  d.sealed = { side, move: ev.move.slice(0, MAX_SEAL) };
  if (isClockLive(d.clock) && d.clock.status === 'running') {
    d.clock = clockApply(d.clock, { type: 'adjourn', at, sealed: d.sealed.move }).state;
  }
  return done(
    d,
    before,
    ruling('seal', {
      code: 'sealed',
      accepted: true,
      side,
      article: '10.3.1',
      vi: `${vi(side)} ghi nước kín vào biên bản, bỏ phong bì dán kín${d.clock ? '; đồng hồ dừng' : ''}. Ván cờ hoãn (10.3.1).`,
      en: `${En(side)} seals its move in an envelope${d.clock ? '; the clock stops' : ''}. The game is adjourned (10.3.1).`,
    }),
  );
}

function unseal(
  d: Draft,
  before: ArbiterState,
  ev: Extract<ArbiterEvent, { type: 'unseal' }>,
  at: number,
): Step {
  if (before.status !== 'adjourned' || d.sealed === null) {
    return done(
      d,
      before,
      ruling('unseal', {
        code: 'refused',
        accepted: false,
        side: null,
        article: '10.3.1',
        vi: 'Không có nước kín nào để mở.',
        en: 'There is no sealed move to open.',
        error: { code: 'ARBITER_NOT_ADJOURNED', message: 'the game is not adjourned' },
      }),
    );
  }
  const sealed = d.sealed;
  const pos = gameOf(before).position;
  d.status = 'playing';
  d.sealed = null;
  if (d.clock?.status === 'adjourned') d.clock = clockApply(d.clock, { type: 'resume', at }).state;
  const ok = sealedMove(d, pos, sealed.move);
  if (ok)
    return play(d, before, ok.move, ok.o, at, 'unseal', { vi: `Mở niêm phong: `, en: `Envelope opened: ` });
  const explained = ev.explanation !== undefined ? sealedMove(d, pos, ev.explanation) : null;
  if (explained) {
    return play(d, before, explained.move, explained.o, at, 'unseal', {
      vi: `Mở niêm phong: "${sealed.move}" ghi sai nhưng đấu thủ giải thích được (7.1i). `,
      en: `Envelope opened: "${sealed.move}" is wrong but the sealer explained it (7.1i). `,
    });
  }
  const res = lossOf(
    sealed.side,
    'sealed-move',
    '7.1i',
    `Mở niêm phong: nước kín "${sealed.move}" của ${vi(sealed.side)} không hợp lệ (10.3.2, 7.1i)`,
    `Envelope opened: ${en(sealed.side)}'s sealed move "${sealed.move}" is not valid (10.3.2, 7.1i)`,
  );
  end(d, res, at);
  return done(
    d,
    before,
    ruling('unseal', {
      code: 'sealed-move-invalid',
      accepted: true,
      side: sealed.side,
      article: '10.3.2',
      vi: res.vi,
      en: res.en,
      result: res,
    }),
  );
}

function flag(d: Draft, before: ArbiterState, ev: Extract<ArbiterEvent, { type: 'flag' }>, at: number): Step {
  if (d.clock !== null) {
    return done(
      d,
      before,
      ruling('flag', {
        code: 'refused',
        accepted: false,
        side: ev.side,
        article: '7.1d',
        vi: 'Trọng tài đang giữ đồng hồ: báo hết giờ bằng lệnh của đồng hồ.',
        en: 'The arbiter keeps the clock: report the flag with a clock command.',
        error: {
          code: 'ARBITER_CLOCK_REFUSED',
          message: 'the arbiter keeps a clock: send { type: "clock", command: { type: "flag" } }',
        },
      }),
    );
  }
  const side = ev.side;
  const reason = ev.reason ?? 'time';
  const res =
    reason === 'late'
      ? lossOf(
          side,
          'late-arrival',
          '7.1e',
          `${vi(side)} đến chậm quá thời gian quy định`,
          `${En(side)} arrived later than the regulation allows`,
        )
      : reason === 'quota'
        ? lossOf(
            side,
            'quota',
            '7.1d',
            `${vi(side)} không đi đủ số nước quy định trong thời gian quy định`,
            `${En(side)} did not make the moves due in the time allowed`,
          )
        : lossOf(side, 'time', '7.1d', `${vi(side)} hết giờ`, `${En(side)} ran out of time`);
  end(d, res, at);
  return done(
    d,
    before,
    ruling('flag', {
      code: 'flag',
      accepted: true,
      side,
      article: res.article,
      vi: res.vi,
      en: res.en,
      result: res,
    }),
  );
}

function clock(d: Draft, before: ArbiterState, ev: Extract<ArbiterEvent, { type: 'clock' }>): Step {
  const cmd = ev.command;
  const refusedRuling = (message: string, viText: string) =>
    ruling('clock', {
      code: 'refused',
      accepted: false,
      side: null,
      article: '10.2.2',
      vi: viText,
      en: message,
      error: { code: d.clock === null ? 'ARBITER_NO_CLOCK' : 'ARBITER_CLOCK_REFUSED', message },
    });
  if (d.clock === null)
    return done(
      d,
      before,
      refusedRuling('the arbiter keeps no clock (start with a clock)', 'Trọng tài không giữ đồng hồ'),
    );
  if (
    !['arrive', 'pause', 'resume', 'adjust', 'flag'].includes(cmd.type) ||
    (cmd.type === 'resume' && d.clock.status === 'adjourned')
  ) {
    return done(
      d,
      before,
      refusedRuling(
        `the arbiter drives ${cmd.type} itself (start, move, seal, unseal, the result)`,
        `Lệnh ${cmd.type} do trọng tài tự thực hiện`,
      ),
    );
  }
  const step = clockApply(d.clock, cmd);
  d.clock = step.state;
  if (step.state.status === 'flagged') {
    const res = flagResult(step.state);
    end(d, res, cmd.at);
    return done(
      d,
      before,
      ruling('clock', {
        code: 'flag',
        accepted: true,
        side: res.losers[0] ?? null,
        article: res.article,
        vi: res.vi,
        en: res.en,
        result: res,
      }),
    );
  }
  if (!step.ok)
    return done(
      d,
      before,
      refusedRuling(`${step.error.code}: ${step.error.message}`, `Đồng hồ từ chối: ${step.error.code}`),
    );
  const article = cmd.type === 'arrive' ? '10.2.1a' : '10.2.2';
  return done(
    d,
    before,
    ruling('clock', {
      code: 'clock',
      accepted: true,
      side: 'side' in cmd ? (cmd.side ?? null) : null,
      article,
      vi: `Đồng hồ: ${cmd.type} (${article}).`,
      en: `Clock: ${cmd.type} (${article}).`,
    }),
  );
}

function sanction(
  d: Draft,
  before: ArbiterState,
  ev: Extract<ArbiterEvent, { type: 'sanction' }>,
  at: number,
): Step {
  const sides: Side[] = ev.side === 'both' ? ['red', 'black'] : [ev.side];
  const letter = { reminder: 'a', warning: 'b', loss: 'c', disqualification: 'd', expulsion: 'e' }[ev.level];
  const article =
    ev.article ??
    (ev.side === 'both' && ev.level !== 'reminder' && ev.level !== 'warning' ? '15.7b' : `16.1${letter}`);
  const who = ev.side === 'both' ? 'Cả hai đấu thủ' : vi(ev.side);
  const whoEn = ev.side === 'both' ? 'Both players' : En(ev.side);
  if (ev.level === 'reminder' || ev.level === 'warning') {
    for (const s of sides) {
      if (ev.level === 'reminder') d[s].reminders++;
      else d[s].warnings++;
    }
    return done(
      d,
      before,
      ruling('sanction', {
        code: 'sanction',
        accepted: true,
        side: ev.side === 'both' ? null : ev.side,
        article,
        vi: `${who}: ${PENALTY_NAMES[ev.level].vi} (${article}).`,
        en: `${whoEn}: ${PENALTY_NAMES[ev.level].en} (${article}).`,
        penalty: ev.level,
      }),
    );
  }
  const reason = ev.level === 'loss' ? 'penalty' : ev.level;
  const v = ev.level === 'loss' ? 'vi phạm luật bị xử thua' : `bị ${PENALTY_NAMES[ev.level].vi}`;
  const e =
    ev.level === 'loss' ? 'broke the law and is ruled lost' : `is given ${PENALTY_NAMES[ev.level].en}`;
  const res =
    ev.side === 'both'
      ? bothLose(
          reason,
          article,
          `Cả hai đấu thủ cùng vi phạm lỗi nặng`,
          'Both players committed a serious offence',
        )
      : // The game is lost under 7.1l ("Đối phương vi phạm luật bị xử thua"); the ruling cites 16.1.
        lossOf(ev.side, reason, ev.article ?? '7.1l', `${vi(ev.side)} ${v}`, `${En(ev.side)} ${e}`);
  end(d, res, at);
  return done(
    d,
    before,
    ruling('sanction', {
      code: 'sanction',
      accepted: true,
      side: ev.side === 'both' ? null : ev.side,
      article,
      vi: res.vi,
      en: res.en,
      penalty: ev.level,
      result: res,
    }),
  );
}
