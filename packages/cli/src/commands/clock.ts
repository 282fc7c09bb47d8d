import {
  apply,
  type ClockCommand,
  type ClockError,
  type ClockEvent,
  type ClockPolicy,
  type ClockState,
  type ClockView,
  clockLabels,
  createClock,
  findPreset,
  formatMs,
  type Language,
  movesDue,
  PRESET_NAMES,
  parseCommand,
  parsePolicy,
  remainingMs,
  type Side,
  view,
} from '@xq/clock';
import { parseTournament, regulationsClock } from '@xq/tournament';
import { type CommandSpec, type Context, commandOf, type OptionSpec } from '../command';
import type { Command, ExitCode, Io } from '../io';
import { jsonLines } from '../json-lines';
import { cannotRead, codeVi, libraryError, withDetails } from '../messages-vi';
import { readText } from './tournament/common';

/**
 * `--event FILE`: the clock of a tournament's regulations, their preset with their late-arrival
 * limit (10.2.1a: "Ai đến chậm quá thời gian do ban tổ chức quy định (15, 30 hay 60 phút theo quy
 * định) thì bị tính thua ván cờ đó").
 */
async function regulationsPolicy(file: string, { io, fail }: Context): Promise<ClockPolicy | 1> {
  const text = await readText(io, file, fail);
  if (text === 1) return 1;
  const t = parseTournament(text);
  if (!t.ok) return fail(libraryError(t.error));
  const p = regulationsClock(t.value);
  if (p.ok) return p.value;
  return fail({
    en: `${file}: the regulations name no clock preset (clockPreset)`,
    vi: `${file}: điều lệ không nêu thể thức đồng hồ (clockPreset)`,
  });
}

async function loadPolicy(c: Context): Promise<ClockPolicy | ExitCode> {
  const { options, io, usage, fail } = c;
  const { preset, policy, event } = options;
  if ([preset, policy, event].filter((x) => x !== undefined).length !== 1)
    return usage({
      en: 'give exactly one of --preset NAME, --policy FILE or --event FILE',
      vi: 'hãy cho đúng một trong ba: --preset NAME, --policy FILE hoặc --event FILE',
    });
  if (typeof event === 'string') return regulationsPolicy(event, c);
  const refused = (error: ClockError, about: string): 1 =>
    fail({
      en: `${about}${error.message}`,
      vi: `${about}${withDetails(codeVi(error.code) ?? 'bị từ chối', error.message)} (${error.code})${error.path ? ` tại ${error.path}` : ''}`,
    });
  if (typeof preset === 'string') {
    const p = findPreset(preset);
    return p.ok ? p.value : refused(p.error, '');
  }
  let text: string;
  try {
    text = new TextDecoder().decode(await io.readFile(String(policy)));
  } catch (e) {
    return fail(cannotRead(String(policy), e));
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail({ en: `${policy} is not JSON`, vi: `${policy} không phải JSON` });
  }
  const p = parsePolicy(json);
  if (p.ok) return p.value;
  return fail({
    en: `${policy}: ${p.error.code} at ${p.error.path || '(top)'}: ${p.error.message}`,
    vi: `${policy}: ${withDetails(codeVi(p.error.code) ?? 'bị từ chối', p.error.message)} (${p.error.code}) tại ${p.error.path || '(gốc)'}`,
  });
}

/** The source of each preset that the law does not give, in Vietnamese (the presets' `article` is English). */
const ARTICLE_VI: Readonly<Record<string, string>> = {
  'fide-classical':
    'Luật Cờ Vua FIDE 6.8 (hết giờ khi được yêu cầu), cờ tiêu chuẩn 90 phút/40 nước + 30 phút, cộng 30 giây mỗi nước từ nước 1',
  'wxf-60+30': 'Giải vô địch Cờ Tướng thế giới 2023 (WXF): 60 phút, cộng 30 giây mỗi nước',
  'byoyomi-10m-3x30s': 'Byo-yomi (cách tính giờ của Nhật Bản): 10 phút, rồi 3 lần 30 giây',
};

function presets(lang: Language, json: boolean, io: Io): ExitCode {
  const list = PRESET_NAMES.map((name) => {
    const p = findPreset(name);
    return p.ok
      ? { name, article: p.value.article, label: p.value.label }
      : { name, article: null, label: null };
  });
  if (json) {
    io.out(`${JSON.stringify(list)}\n`);
    return 0;
  }
  const width = Math.max(...PRESET_NAMES.map((n) => n.length));
  for (const p of list)
    io.out(
      `${p.name.padEnd(width)}  ${p.label?.[lang] ?? ''}\n${' '.repeat(width)}  ${(lang === 'vi' && Object.hasOwn(ARTICLE_VI, p.name) && ARTICLE_VI[p.name]) || p.article}\n`,
    );
  return 0;
}

/**
 * Runs JSONL commands through the clock. Malformed lines are input errors (exit 1); commands
 * the clock refuses are answers, listed under `rejected`.
 */
async function simulate(policy: ClockPolicy, io: Io, lang: Language = 'en'): Promise<ExitCode> {
  const input = await io.readStdin();
  let state = createClock(policy);
  const events: ClockEvent[] = [];
  const rejected: { line: number; at: number; type: string; code: string; message: string }[] = [];
  for (const { line, ok, json } of jsonLines(input)) {
    if (!ok) {
      io.err(
        lang === 'vi'
          ? `xq clock simulate: dòng ${line} không phải JSON\n`
          : `xq clock simulate: line ${line} is not JSON\n`,
      );
      return 1;
    }
    const cmd = parseCommand(json);
    if (!cmd.ok) {
      io.err(
        lang === 'vi'
          ? `xq clock simulate: dòng ${line}: ${withDetails(codeVi(cmd.error.code) ?? 'bị từ chối', cmd.error.message)} (${cmd.error.code}) tại ${cmd.error.path || '(gốc)'}\n`
          : `xq clock simulate: line ${line}: ${cmd.error.code} at ${cmd.error.path || '(top)'}: ${cmd.error.message}\n`,
      );
      return 1;
    }
    const step = apply(state, cmd.value);
    state = step.state;
    events.push(...step.events);
    if (!step.ok) {
      rejected.push({ line, at: cmd.value.at, type: cmd.value.type, ...step.error });
    }
  }
  const at = state.at ?? 0;
  const both = <T>(f: (side: Side) => T) => ({ red: f('red'), black: f('black') });
  const result = {
    events,
    state,
    remainingMs: both((s) => remainingMs(state, s, at)),
    movesDue: both((s) => movesDue(state, s, at)),
    flagged: state.flag?.side ?? null,
    rejected,
  };
  io.out(`${JSON.stringify(result)}\n`);
  return 0;
}

/**
 * The lines of the terminal clock for a view: title, article, one line per side, a status line,
 * each cut to `width − 1` characters. Pure, so that it is tested without a terminal.
 * @category CLI
 */
export function renderClock(policy: ClockPolicy, v: ClockView, lang: Language, width = 80): string[] {
  const l = clockLabels(lang);
  const nameWidth = Math.max(l.red.length, l.black.length);
  const side = (s: Side) => {
    const x = v[s];
    const name = (s === 'red' ? l.red : l.black).padEnd(nameWidth);
    const mark = x.running ? '▶' : ' ';
    const detail: string[] = [];
    const control = policy[s];
    if (control.stages.length > 1 || control.stages[0]!.repeat !== 1) {
      detail.push(`${l.stage} ${x.stage + 1}${x.round > 0 ? `.${x.round + 1}` : ''}`);
    }
    if (x.movesDue !== null) detail.push(`${x.movesDue} ${l.movesDue}`);
    if (x.phase === 'overtime') {
      detail.push(
        control.overtime?.type === 'byoyomi'
          ? `${l.overtime}: ${x.periodsLeft} ${l.periodsLeft}`
          : l.overtime,
      );
    }
    if (x.absent && !x.out) detail.push(l.absent);
    // A late arrival (10.2.1a) or a missed quota says so; a flag that fell says "Hết giờ".
    if (x.out)
      detail.push(
        (x.outReason === 'late' || x.outReason === 'quota'
          ? l.reason[x.outReason]
          : l.status.flagged
        ).toUpperCase(),
      );
    return ` ${mark} ${name} ${formatMs(x.remainingMs).padStart(8)}   ${detail.join(' · ')}`;
  };
  const lines = [
    ` xq clock — ${policy.label?.[lang] ?? policy.name}`,
    ` ${policy.article ?? ''}`,
    side('red'),
    side('black'),
    ` ${l.status[v.status]} · ${l.help}`,
  ];
  // A line longer than the terminal would wrap and break the in-place redraw: cut it.
  return lines.map((x) =>
    Array.from(x)
      .slice(0, Math.max(1, width - 1))
      .join(''),
  );
}

/**
 * The interactive clock: raw-mode keys, redrawn in place (cursor up, rewrite each line, clear
 * its end) ten times a second. Reads the time from `io.now()` and nothing else.
 */
async function interactive(
  policy: ClockPolicy,
  lang: Language,
  io: Io,
  absent: readonly Side[] = [],
): Promise<ExitCode> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    io.err('xq clock: the interactive clock needs a terminal; scripts use `xq clock simulate`\n');
    return 1;
  }
  const t0 = io.now();
  const now = () => Math.max(0, Math.floor(io.now() - t0));
  let state: ClockState = createClock(policy);
  let shown: string[] = [];
  const draw = () => {
    const lines = renderClock(policy, view(state, now()), lang, process.stdout.columns || 80);
    if (lines.join('\n') === shown.join('\n')) return; // nothing changed: write nothing
    // Back to the first line, then rewrite each line and clear what is left of the old one.
    const up = shown.length > 0 ? `\x1b[${shown.length}A` : '';
    io.out(`${up}${lines.map((x) => `\r${x}\x1b[K`).join('\n')}\n`);
    shown = lines;
  };
  const send = (cmd: ClockCommand) => {
    state = apply(state, cmd).state;
    draw();
  };
  return new Promise<ExitCode>((resolve) => {
    const timer = setInterval(draw, 100);
    const onKey = (data: Buffer) => {
      const key = data.toString('utf8');
      const at = now();
      if (key === 'q' || key === '\u0003') {
        clearInterval(timer);
        stdin.off('data', onKey);
        stdin.setRawMode(false);
        stdin.pause();
        draw();
        io.out('\x1b[?25h');
        resolve(0);
      } else if (key === ' ' || key === '\r' || key === '\n') {
        // 10.2.1a: the arbiter starts the clock even with a side absent; its clock runs, and a
        // press by it is its arrival.
        const start: ClockCommand =
          absent.length > 0 ? { type: 'start', at, absent: [...absent] } : { type: 'start', at };
        send(state.status === 'idle' ? start : { type: 'press', at });
      } else if (key === 'p') {
        send(state.status === 'paused' ? { type: 'resume', at } : { type: 'pause', at });
      }
    };
    io.out('\x1b[?25l');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onKey);
    draw();
  });
}

const POLICY_OPTIONS: readonly OptionSpec[] = [
  { name: 'preset', kind: 'string', value: 'NAME', description: 'a preset (xq clock presets)' },
  { name: 'policy', kind: 'string', value: 'FILE', description: 'a policy file (JSON, see docs/clock.md)' },
  {
    name: 'event',
    kind: 'string',
    value: 'FILE',
    description: "a tournament file: its regulations' clock preset, with their late-arrival limit (10.2.1a)",
  },
];

const simulateAction: CommandSpec = {
  name: 'simulate',
  summary: 'run a JSONL command log through the clock and print one JSON object',
  usage: ['xq clock simulate --preset NAME < commands.jsonl'],
  description: `Reads one command a line on standard input, e.g.
  {"at": 0, "type": "start"}
  {"at": 42000, "type": "press"}
  {"at": 50000, "type": "adjust", "side": "black", "deltaMs": 120000}
and prints one JSON object (--json is accepted: the output is JSON): events, state,
remainingMs, movesDue and flagged (times at the last command's instant); refused commands are
listed under "rejected".`,
  options: POLICY_OPTIONS,
  json: 'document',
  run: async (c) => {
    const policy = await loadPolicy(c);
    if (typeof policy === 'number') return policy;
    return simulate(policy, c.io, c.lang);
  },
};

const presetsAction: CommandSpec = {
  name: 'presets',
  summary: 'the presets and the articles they come from',
  description: '--json prints [{"name", "article", "label": {"vi", "en"}}].',
  json: 'document',
  lang: 'vi',
  run: async (c) => presets(c.lang, c.json, c.io),
};

/** `xq clock` as data: the interactive clock and its actions. @category CLI */
export const clockSpec: CommandSpec = {
  name: 'clock',
  summary: "a game clock for the law's time controls; presets; simulate a command log",
  description: `A chess clock under the Vietnamese law (Điều 10) and the world's controls.
xq clock --preset vn-90 is an interactive clock in this terminal: space or enter presses,
p pauses, q quits. --event FILE takes the clock of a tournament's regulations with their
late-arrival limit; with --absent a side's clock runs from the start and the limit forfeits it
(10.2.1a), its first press being its arrival. A policy file is JSON: {"control": {"stages":
[{"timeMs": 900000, "moves": 10, "repeat": "forever"}]}} (see docs/clock.md).`,
  options: [
    ...POLICY_OPTIONS,
    {
      name: 'absent',
      kind: 'string',
      value: 'SIDE',
      choices: ['red', 'black', 'both'],
      description:
        'the side(s) not there at the start: their clock runs, the late-arrival limit forfeits them (10.2.1a)',
    },
  ],
  json: 'none',
  lang: 'vi',
  actions: [simulateAction, presetsAction],
  run: async (c) => {
    const policy = await loadPolicy(c);
    if (typeof policy === 'number') return policy;
    const a = c.options.absent;
    const absent: Side[] = a === 'both' ? ['red', 'black'] : a === 'red' || a === 'black' ? [a] : [];
    return interactive(policy, c.lang, c.io, absent);
  },
};

/** `xq clock`: an interactive clock, a scriptable simulator, and the presets. @category CLI */
export const clockCommand: Command = commandOf(clockSpec);
