import {
  type ArbiterEvent,
  type ArbiterResult,
  type ArbiterState,
  apply,
  createArbiter,
  INCIDENT_KINDS,
  parseEvent,
  type Ruling,
  SANCTION_LEVELS,
  type Side,
} from '@xq/arbiter';
import type { ClockPolicy } from '@xq/clock';
import { formatUci, Position, parseUci } from '@xq/core';
import { NOTATIONS, parseMove } from '@xq/notation';
import { COLOURS, parseTournament, regulationsClock, type Tournament } from '@xq/tournament';
import { boardText } from '../board-text';
import { type CommandSpec, type Context, commandOf, type OptionSpec } from '../command';
import { SIMULATE_EVENTS, SIMULATE_OUTPUT } from '../help-vi';
import type { Command, ExitCode, Io } from '../io';
import { jsonLines } from '../json-lines';
import { libraryError } from '../messages-vi';
import { wholeOption } from '../option-values';
import type { Words } from '../words';

/** The incidents an arbiter types, in the law's words (9.8, 10.2.1, 16.1, 15.7). */
const INCIDENT_VI: Readonly<Record<(typeof INCIDENT_KINDS)[number], string>> = {
  'dropped-piece': 'làm rơi quân',
  'clock-stopped': 'dừng đồng hồ',
  'forgot-press': 'quên bấm đồng hồ',
  misconduct: 'vi phạm tư cách',
  'borrowed-scoresheet': 'mượn biên bản',
  'spoke-out-of-turn': 'nói chuyện khi thi đấu',
};

/** The sanctions of Điều 16.1, a to e, in its words. */
const LEVEL_VI: Readonly<Record<(typeof SANCTION_LEVELS)[number], string>> = {
  reminder: 'nhắc nhở',
  warning: 'cảnh cáo',
  loss: 'xử thua ván cờ',
  disqualification: 'truất quyền thi đấu',
  expulsion: 'đuổi khỏi giải',
};

const KEYS_HELP: Record<'en' | 'vi', string> = {
  en: `keys (one command a line; SIDE is r or b, default the side to move):
  h2e2 | m h2e2          a move               t [SIDE] h2 [b9...]   a touch (several: at once)
  t ... by r|b|none [seen] [admitted]   who raised the touch (none: it does not bind, 9.11a);
                         the opponent's word binds when the arbiter saw it or the toucher admits (9.11b)
  a [SIDE] h2            an inadvertent touch  adj [SIDE] h2         an announced adjustment
  f SIDE t|c             a technical/conduct fault           u SIDE N   N moves unrecorded
  i SIDE KIND            an incident (${INCIDENT_KINDS.join(', ')})
  x SIDE|both LEVEL      a sanction (${SANCTION_LEVELS.join(', ')})
  o [SIDE]  y [SIDE]  n [SIDE]   offer, accept, decline a draw
  c60 [SIDE]  crep [SIDE]        claim the 60-move rule, a repetition
  s h2e2                 seal a move           open [h2e2]          open the envelope (an explanation)
  resign SIDE  flag SIDE  back SIDE (a takeback)   {json}   any event as JSON
  b board   ? keys   q quit
`,
  vi: `phím (mỗi dòng một lệnh; SIDE là r (Trắng) hoặc b (Đen), mặc định bên đến lượt):
  h2e2 | m h2e2          đi quân              t [SIDE] h2 [b9...]   chạm quân (nhiều quân: cùng lúc)
  t ... by r|b|none [seen] [admitted]   bên đề nghị (none: không bên nào, không bắt lỗi, 9.11a);
                         lời tố cáo của đối phương có giá trị khi trọng tài chứng kiến (seen)
                         hoặc người chạm công nhận (admitted) (9.11b)
  a [SIDE] h2            chạm quân vô ý        adj [SIDE] h2         sửa quân đã báo trước
  f SIDE t|c             lỗi kỹ thuật / lỗi tác phong        u SIDE N   không ghi N nước
  i SIDE KIND            sự việc, KIND là một trong:
                         ${INCIDENT_KINDS.map((k) => `${k} (${INCIDENT_VI[k]})`).join(', ')}
  x SIDE|both LEVEL      xử phạt, LEVEL là một trong:
                         ${SANCTION_LEVELS.map((k) => `${k} (${LEVEL_VI[k]})`).join(', ')}
  o [SIDE]  y [SIDE]  n [SIDE]   đề nghị, đồng ý, không đồng ý hòa
  c60 [SIDE]  crep [SIDE]        đòi hòa 60 nước, lặp lại nước đi
  s h2e2                 niêm phong nước kín   open [h2e2]          mở niêm phong (giải thích)
  resign SIDE  flag SIDE  back SIDE (đi lại)   {json}   một sự kiện JSON bất kỳ
  b bàn cờ   ? phím   q thoát
`,
};

type Lang = 'en' | 'vi';

/** A side in the language asked: Trắng / Đen in the law's words. */
const sideWord = (side: Side, lang: Lang): string =>
  lang === 'vi' ? (side === 'red' ? 'Trắng' : 'Đen') : side;

/**
 * A move written in the law's notation (Điều 11.2: `P2-5`, `M8.7`) or any notation of
 * `@xq/notation`, as ICCS coordinates for the reducer; text no notation reads is left as it is
 * (a sealed move that cannot be read is not valid, 10.3.2).
 */
function toCoordinates(text: unknown, state: ArbiterState): unknown {
  if (typeof text !== 'string' || parseUci(text).ok || state.fen === null) return text;
  const pos = (Position.fromFen(state.fen) as { value: Position }).value;
  for (const id of NOTATIONS) {
    const m = parseMove(pos, text, id);
    if (m.ok) return formatUci(m.value);
  }
  return text;
}

/** The event with its moves as coordinates (see {@link toCoordinates}). */
function readable(json: unknown, state: ArbiterState): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  const e = json as Record<string, unknown>;
  if ((e.type === 'move' || e.type === 'seal') && typeof e.move === 'string')
    return { ...e, move: toCoordinates(e.move, state) };
  if (e.type === 'unseal' && typeof e.explanation === 'string')
    return { ...e, explanation: toCoordinates(e.explanation, state) };
  return json;
}

function resultJson(r: ArbiterResult | null, lang: Lang) {
  return r === null
    ? null
    : { winner: r.winner, losers: r.losers, reason: r.reason, article: r.article, explanation: r[lang] };
}

function rulingJson(r: Ruling, line: number, lang: Lang) {
  return {
    line,
    event: r.event,
    code: r.code,
    accepted: r.accepted,
    side: r.side,
    article: r.article,
    explanation: r[lang],
    obligation: r.obligation,
    faults: r.faults,
    penalty: r.penalty,
    next: r.next,
    time: r.time,
    result: resultJson(r.result, lang),
  };
}

/** The options with the clock an event's regulations give (`--event`), when given. */
interface ArbiterOptions {
  readonly fen?: string | true;
  readonly clock?: string | true;
  readonly absent?: string | true;
  readonly excused?: string | true;
  readonly policy?: ClockPolicy;
  /** The sides of the event's game whose player the file excuses from recording (11.3). */
  readonly excusedInFile?: readonly Side[];
}

/**
 * The arbiter with the sides excused from recording (11.3): those `--excused` names, or, without
 * it, those of the event's game (`--event --round --board`) whose player the file excuses.
 */
function excusedSides(options: ArbiterOptions): readonly Side[] {
  const e = options.excused;
  if (e === 'both') return ['red', 'black'];
  if (e === 'red' || e === 'black') return [e];
  return e === 'none' ? [] : (options.excusedInFile ?? []);
}

/** The arbiter with the sides {@link excusedSides} names excused from recording. */
function arbiterFor(options: ArbiterOptions): ArbiterState {
  const sides = excusedSides(options);
  return createArbiter(sides.length > 0 ? { excusedFromRecording: sides } : {});
}

function startEvent(options: ArbiterOptions): ArbiterEvent {
  const e: {
    type: 'start';
    fen?: string;
    clock?: string | ClockPolicy;
    at?: number;
    absent?: ('red' | 'black')[];
  } = { type: 'start' };
  if (typeof options.fen === 'string') e.fen = options.fen;
  const clock = options.policy ?? options.clock;
  if (clock !== undefined && clock !== true) {
    e.clock = clock;
    e.at = 0;
    if (options.absent === 'both') e.absent = ['red', 'black'];
    else if (options.absent === 'red' || options.absent === 'black') e.absent = [options.absent];
  }
  return e;
}

/** What `--event FILE` gives the arbiter: the regulations' clock and the game's excused sides. */
interface EventGame {
  readonly policy?: ClockPolicy;
  readonly excused: readonly Side[];
}

/**
 * `--round R --board B` of `--event`: the game of the file at that board, and the sides whose
 * player the file excuses from recording (11.3: "phải báo cáo trước cho ban tổ chức để xác nhận");
 * `null` without them; or the exit status of the error written.
 */
function eventGame(c: Context, t: Tournament, file: string): readonly Side[] | null | 1 | 2 {
  const [r, b] = [c.value(ROUND_OPTION), c.value(BOARD_OPTION)];
  if (r === undefined && b === undefined) return null;
  if (r === undefined || b === undefined)
    return c.usage({ en: '--round and --board go together', vi: '--round và --board phải đi cùng nhau' });
  const game = t.rounds[r - 1]?.games[b - 1];
  if (game === undefined)
    return c.fail({
      en: `${file}: round ${r} has no board ${b}`,
      vi: `${file}: vòng ${r} không có bàn ${b}`,
    });
  const excused = (id: number) => t.players.some((p) => p.id === id && p.excusedFromRecording === true);
  return COLOURS.filter((side) => excused(side === 'red' ? game.red : game.black));
}

/**
 * `--event FILE`: the clock of a tournament's regulations, its preset with their late-arrival
 * limit (10.2.1a: "Ai đến chậm quá thời gian do ban tổ chức quy định (15, 30 hay 60 phút theo quy
 * định) thì bị tính thua ván cờ đó"), and with `--round --board` the game's excused sides; or the
 * exit status of the error written.
 */
async function eventOptions(c: Context): Promise<EventGame | undefined | 1 | 2> {
  const file = c.str('event');
  if (file === undefined) {
    if (c.value(ROUND_OPTION) !== undefined || c.value(BOARD_OPTION) !== undefined)
      return c.usage({
        en: '--round and --board need --event FILE',
        vi: '--round và --board cần --event TỆP',
      });
    return undefined;
  }
  if (c.str('clock') !== undefined)
    return c.usage({ en: '--event and --clock do not go together', vi: 'không dùng --event cùng --clock' });
  let text: string;
  try {
    text = new TextDecoder().decode(await c.io.readFile(file));
  } catch {
    return c.fail({ en: `cannot read ${file}`, vi: `không đọc được ${file}` });
  }
  const t = parseTournament(text);
  if (!t.ok) return c.fail(libraryError(t.error));
  const game = eventGame(c, t.value, file);
  if (game === 1 || game === 2) return game;
  const policy = regulationsClock(t.value);
  // A game of the event is judged without a clock when the regulations name none.
  if (policy.ok) return { policy: policy.value, excused: game ?? [] };
  if (game !== null) return { excused: game };
  return c.fail({
    en: `${file}: the regulations name no clock preset (clockPreset)`,
    vi: `${file}: điều lệ không nêu thể thức đồng hồ (clockPreset)`,
  });
}

/** Runs `go` with the options and what `--event` gives, after checking the start event. */
async function withStart(c: Context, go: (options: ArbiterOptions) => Promise<ExitCode>): Promise<ExitCode> {
  const event = await eventOptions(c);
  if (event === 1 || event === 2) return event;
  const options: ArbiterOptions = {
    ...(c.options.fen === undefined ? {} : { fen: c.options.fen }),
    ...(c.options.clock === undefined ? {} : { clock: c.options.clock }),
    ...(c.options.absent === undefined ? {} : { absent: c.options.absent }),
    ...(c.options.excused === undefined ? {} : { excused: c.options.excused }),
    ...(event?.policy === undefined ? {} : { policy: event.policy }),
    ...(event === undefined ? {} : { excusedInFile: event.excused }),
  };
  const probe = parseEvent(startEvent(options));
  return probe.ok ? go(options) : c.usage(libraryError(probe.error));
}

async function simulate(options: ArbiterOptions, lang: Lang, io: Io): Promise<ExitCode> {
  const input = await io.readStdin();
  let state: ArbiterState = arbiterFor(options);
  const rulings: ReturnType<typeof rulingJson>[] = [];
  const errors: { line: number; code: string; message: string }[] = [];
  const implicit = () => {
    if (state.status !== 'idle') return;
    // No start event before this line: the game starts from --fen (or the start position).
    const step = apply(state, startEvent(options));
    state = step.state;
    if (!step.ruling.accepted) {
      errors.push({ line: 0, code: step.ruling.error?.code ?? 'ARBITER_BAD_FEN', message: step.ruling.en });
      io.err(`xq arbiter simulate: ${step.ruling.en}\n`);
    }
  };
  for (const { line, json: read } of jsonLines(input)) {
    let json = read;
    if (json !== undefined && (json as { type?: unknown })?.type !== 'start') implicit();
    json = readable(json, state);
    const parsed = json === undefined ? null : parseEvent(json);
    if (parsed === null || !parsed.ok) {
      const message =
        parsed === null
          ? 'not JSON'
          : `${parsed.error.message}${parsed.error.path ? ` (at ${parsed.error.path})` : ''}`;
      const code = parsed === null ? 'ARBITER_BAD_JSON' : parsed.error.code;
      errors.push({ line, code, message });
      if (lang === 'vi') {
        const at = parsed?.ok === false && parsed.error.path ? ` ${parsed.error.path}:` : '';
        const why = parsed === null ? 'không phải JSON' : 'sự kiện không hợp lệ';
        io.err(`xq arbiter simulate: dòng ${line}:${at} ${why} (${code})\n`);
      } else io.err(`xq arbiter simulate: line ${line}: ${code}: ${message}\n`);
      const step = apply(state, json as ArbiterEvent);
      rulings.push(rulingJson(step.ruling, line, lang));
      continue;
    }
    const step = apply(state, parsed.value);
    state = step.state;
    rulings.push(rulingJson(step.ruling, line, lang));
  }
  implicit();
  const out = {
    fen: state.fen,
    status: state.status,
    result: resultJson(state.result, lang),
    moves: state.moves,
    faults: {
      red: { technical: state.red.technical, conduct: state.red.conduct, unrecorded: state.red.unrecorded },
      black: {
        technical: state.black.technical,
        conduct: state.black.conduct,
        unrecorded: state.black.unrecorded,
      },
    },
    rulings,
    errors,
  };
  io.out(`${JSON.stringify(out)}\n`);
  return errors.length > 0 ? 1 : 0;
}

/** Reads a key line into an event for the current state, or a message. @internal */
export function keyEvent(
  line: string,
  state: ArbiterState,
): ArbiterEvent | { say: Words | '' } | 'board' | 'help' | 'quit' {
  const t = line.trim();
  if (t === '') return { say: '' };
  if (t.startsWith('{')) {
    try {
      return JSON.parse(t) as ArbiterEvent;
    } catch {
      return { say: { en: 'not JSON', vi: 'không phải JSON' } };
    }
  }
  const [cmd, ...rest] = t.split(/\s+/);
  const side = (x: string | undefined) => (x === 'r' ? 'red' : x === 'b' ? 'black' : undefined);
  const who = side(rest[0]);
  const args = who ? rest.slice(1) : rest;
  const s = who ?? state.turn;
  switch (cmd) {
    case 'q':
      return 'quit';
    case '?':
      return 'help';
    case 'b':
      return 'board';
    case 'm':
      return { type: 'move', move: args[0] ?? '' };
    case 't':
    case 'a':
    case 'adj': {
      // 9.11: who raised the touch (`by r|b|none`) and whether the arbiter saw it or the toucher
      // admits it (`seen`, `admitted`) follow the points.
      const at = args.indexOf('by');
      const points = args.filter((w, i) => (at < 0 || i < at) && w !== 'seen' && w !== 'admitted');
      if (points.length === 0) return { say: { en: 'which point?', vi: 'điểm nào?' } };
      const raiser = at < 0 ? undefined : args[at + 1] === 'none' ? 'arbiter' : side(args[at + 1]);
      if (at >= 0 && raiser === undefined) {
        return { say: { en: 'by r, b or none?', vi: 'by r (Trắng), b (Đen) hay none (không bên nào)?' } };
      }
      return {
        type: 'touch',
        side: s,
        ...(points.length === 1 ? { square: points[0]! } : { squares: points }),
        ...(cmd === 'a' ? { accidental: true } : cmd === 'adj' ? { adjust: true } : {}),
        ...(raiser === undefined ? {} : { by: raiser }),
        ...(args.includes('seen') ? { seen: true } : {}),
        ...(args.includes('admitted') ? { admitted: true } : {}),
      };
    }
    case 'f':
      return { type: 'fault', side: s, kind: args[0] === 'c' ? 'conduct' : 'technical' };
    case 'u':
      return { type: 'unrecorded', side: s, moves: Number(args[0] ?? 4) };
    case 'i':
      return { type: 'incident', side: s, kind: args[0] as never };
    case 'x':
      return rest[0] === 'both'
        ? { type: 'sanction', side: 'both', level: rest[1] as never }
        : { type: 'sanction', side: s, level: args[0] as never };
    case 'o':
      return { type: 'offer-draw', side: s };
    case 'y':
    case 'n': {
      const answerer =
        who ?? (state.drawOffer === 'red' ? 'black' : state.drawOffer === 'black' ? 'red' : state.turn);
      return { type: cmd === 'y' ? 'accept-draw' : 'decline-draw', side: answerer };
    }
    case 'c60':
      return { type: 'claim', side: s, rule: 'move-limit' };
    case 'crep':
      return { type: 'claim', side: s, rule: 'repetition' };
    case 's':
      return { type: 'seal', side: state.turn, move: args[0] ?? '' };
    case 'open':
      return args[0] ? { type: 'unseal', explanation: args[0] } : { type: 'unseal' };
    case 'resign':
      return { type: 'resign', side: s };
    case 'flag':
      return { type: 'flag', side: s };
    case 'back':
      return { type: 'takeback', side: s };
    default:
      return /^[a-i]\d[a-i]\d$/.test(cmd!)
        ? { type: 'move', move: cmd! }
        : {
            say: {
              en: `unknown key '${cmd}' (? lists the keys)`,
              vi: `không có phím '${cmd}' (? liệt kê các phím)`,
            },
          };
  }
}

async function* stdinLines(io: Io): AsyncGenerator<string> {
  // A terminal is read line by line as the arbiter types; anything else (a pipe, a test's
  // stdin) is read whole and then line by line.
  if (process.stdin.isTTY && io.errIsTty === true) {
    const { createInterface } = await import('node:readline');
    const rl = createInterface({ input: process.stdin });
    try {
      for await (const line of rl) yield line;
    } finally {
      rl.close();
    }
    return;
  }
  for (const line of (await io.readStdin()).split(/\r?\n/)) yield line;
}

async function interactive(options: ArbiterOptions, lang: Lang, io: Io): Promise<ExitCode> {
  let state = arbiterFor(options);
  const first = apply(state, startEvent(options));
  if (!first.ruling.accepted) {
    io.err(`xq arbiter: ${first.ruling.en}\n`);
    return 1;
  }
  state = first.state;
  const t0 = io.now();
  const at = () => (state.clock ? Math.max(state.at ?? 0, Math.floor(io.now() - t0)) : undefined);
  const board = () =>
    io.out(
      boardText((Position.fromFen(state.fen!) as { value: Position }).value, {
        color: io.isTty,
        letters: lang === 'vi' ? 'vi' : 'fen',
      }),
    );
  const prompt = () => io.out(`${sideWord(state.turn, lang)}> `);
  io.out(KEYS_HELP[lang]);
  board();
  io.out(`[${first.ruling.article}] ${first.ruling[lang]}\n`);
  const excused = excusedSides(options);
  if (excused.length > 0) {
    const sides = excused.map((x) => sideWord(x, lang)).join(', ');
    io.out(
      lang === 'vi' ? `[11.3] miễn ghi biên bản: ${sides}\n` : `[11.3] excused from recording: ${sides}\n`,
    );
  }
  prompt();
  for await (const line of stdinLines(io)) {
    const k = keyEvent(line, state);
    if (k === 'quit') break;
    if (k === 'help') io.out(KEYS_HELP[lang]);
    else if (k === 'board') board();
    else if ('say' in k) {
      if (k.say) io.out(`${k.say[lang]}\n`);
    } else {
      const when = at();
      const event = readable(
        when !== undefined && k.type !== 'clock' ? { ...k, at: when } : k,
        state,
      ) as ArbiterEvent;
      const step = apply(state, event);
      const moved = step.state.moves.length !== state.moves.length;
      state = step.state;
      io.out(`[${step.ruling.article ?? '—'}] ${step.ruling[lang]}\n`);
      if (moved) board();
      if (state.status === 'over') {
        io.out(
          `${lang === 'vi' ? 'Kết quả' : 'Result'}: ${state.result![lang]} (${state.result!.article})\n`,
        );
        break;
      }
    }
    prompt();
  }
  io.out('\n');
  return 0;
}

/** `--round R` of `--event`: the round of the game judged. */
const ROUND_OPTION = wholeOption(
  'round',
  'ROUND',
  'with --event and --board: the round of the game',
  1,
  10000,
);
/** `--board B` of `--event`: the board of the game judged. */
const BOARD_OPTION = wholeOption(
  'board',
  'BOARD',
  "with --event and --round: the game's board; its players excused from recording in the file are (11.3)",
  1,
  10000,
);

const ARBITER_OPTIONS: readonly OptionSpec[] = [
  {
    name: 'fen',
    kind: 'string',
    value: 'FEN',
    description: 'start position (when the events have no start event)',
  },
  {
    name: 'clock',
    kind: 'string',
    value: 'NAME',
    description: 'a clock preset of @xq/clock kept by the arbiter (xq clock presets)',
  },
  {
    name: 'absent',
    kind: 'string',
    value: 'SIDE',
    choices: ['red', 'black', 'both'],
    description: 'with a clock: the side(s) not there at the start, their clock running (10.2.1a)',
  },
  {
    name: 'excused',
    kind: 'string',
    value: 'SIDE',
    choices: ['red', 'black', 'both', 'none'],
    description:
      'the side(s) the organisers excused from recording before play (11.3); wins over the file of --event --round --board',
  },
  {
    name: 'event',
    kind: 'string',
    value: 'FILE',
    description: 'a tournament file: the clock of its regulations, with their late-arrival limit (10.2.1a)',
  },
  ROUND_OPTION,
  BOARD_OPTION,
];

const simulateAction: CommandSpec = {
  name: 'simulate',
  summary: 'rule on a JSONL event log and print one JSON object',
  usage: ['xq arbiter simulate < EVENTS.jsonl'],
  description: `Reads one event a line on stdin, e.g.
  {"type":"start","fen":"..."}       (optional: --fen does the same)
${SIMULATE_EVENTS}
and prints one JSON object (--json is accepted: the output is JSON; --lang is the language
of the explanations):
${SIMULATE_OUTPUT}
A malformed line gets a ruling with code "bad-event" and an entry in "errors" (and on
stderr); the lines after it go on. Exit status 1 when a line was malformed, else 0.
Events and rulings: docs/arbiter.md.`,
  options: ARBITER_OPTIONS,
  json: 'document',
  lang: 'en',
  run: async (c) => withStart(c, (options) => simulate(options, c.lang, c.io)),
};

/** `xq arbiter` as data: the interactive arbiter and its simulator. @category CLI */
export const arbiterSpec: CommandSpec = {
  name: 'arbiter',
  summary: 'the arbiter at the board: touch-move, faults, penalties, claims, sealed moves',
  description: `The arbiter at the board under the Vietnamese law: touch-move (Điều 9), faults and penalties
(7.1n, 15.7b, 16), unrecorded moves (11.3b, 7.1m), draw offers (15.7k), the 60-move claim (12),
sealed moves (10.3, 7.1i). Every ruling cites its article. Without an action: a game with an
arbiter's keys, one command a line (? lists them).
A game of a tournament: --event FILE --round ROUND --board BOARD. The clock is the regulations' (a game is
judged without one when they name none), and a player the file excuses from recording (11.3,
xq tournament excuse) is excused at the board; --excused red|black|both|none, when given, wins
over the file.`,
  options: ARBITER_OPTIONS,
  json: 'none',
  lang: 'en',
  actions: [simulateAction],
  run: async (c) => withStart(c, (options) => interactive(options, c.lang, c.io)),
};

/** `xq arbiter`: the arbiter at the board, interactive or simulated from JSONL events. @category CLI */
export const arbiterCommand: Command = commandOf(arbiterSpec);
