// The conformance check of an engine: the protocol as front ends use it, item by item, each
// passed or failed with what the driver saw. An item that ends the engine (a crash, a timeout,
// an illegal move) is failed and the engine is started again for the next one.
import { formatUci, Game, Position, type Result } from '@xq/core';
import type { Dialect } from './dialect';
import type { Engine } from './engine';
import type { Analysis, Info } from './engine-types';
import type { EngineError } from './errors';
import type { Limit } from './limit';
import type { EngineOption } from './options';

/**
 * The items of the conformance check, in the order they are run.
 * @example CONFORMANCE_ITEMS[0] // 'handshake'
 * @category Conformance
 */
export const CONFORMANCE_ITEMS = [
  'handshake',
  'isready',
  'options',
  'setoption',
  'position-fen',
  'position-moves',
  'go-depth',
  'go-movetime',
  'go-nodes',
  'go-clock',
  'stop',
  'legal-in-check',
  'legal-pinned',
  'legal-flying-general',
  'repetition-ban',
  'info',
  'quit',
] as const;

/**
 * One of {@link CONFORMANCE_ITEMS}.
 * @category Conformance
 */
export type ConformanceItem = (typeof CONFORMANCE_ITEMS)[number];

/**
 * What the check found: the dialect, the engine's name, the items passed, the items failed with
 * what was seen, and what was seen for every item.
 * @example
 * const r: ConformanceReport = { dialect: 'ucci', engine: 'X', passed: ['handshake'], failed: [], saw: { handshake: 'ucci' } };
 * @category Conformance
 */
export interface ConformanceReport {
  /** The dialect found by the handshake, or `null` when there was none. */
  readonly dialect: Dialect | null;
  /** The engine's name (`id name`), or `''`. */
  readonly engine: string;
  /** The items passed, in order. */
  readonly passed: readonly ConformanceItem[];
  /** The items failed, in order, with what was seen. */
  readonly failed: readonly {
    /** The item that failed. */
    readonly item: ConformanceItem;
    /** What the check saw instead. */
    readonly saw: string;
  }[];
  /** What was seen for each item run. */
  readonly saw: Readonly<Partial<Record<ConformanceItem, string>>>;
}

/**
 * How long the check waits.
 * @example const o: ConformanceOptions = { timeoutMs: 5000 };
 * @category Conformance
 */
export interface ConformanceOptions {
  /** The longest wait for one search's answer (default 5000 ms). */
  readonly timeoutMs?: number;
}

const FEN_MIDGAME = 'r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3';
/** Red is in check from the black rook on e8 (the advisor and the king may answer). */
const FEN_IN_CHECK = '3k5/9/9/9/9/9/9/9/4r4/3AK4 w - - 0 1';
/** The red rook on e3 is pinned to its king by the black rook on e8: it moves on the e-file only. */
const FEN_PINNED = '3k5/4r4/9/9/9/9/4R4/9/9/4K4 w - - 0 1';
/** The red horse on e4 stands between the two kings: it may not leave the file (flying general). */
const FEN_FLYING = '4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1';
/** A perpetual check in the making: a8a9 would repeat the position by a check that never stops. */
const PERPETUAL = { fen: '4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1', moves: ['a8a9', 'e9e8', 'a9a8', 'e8e9'] };

const position = (fen: string): Position => {
  const p = Position.fromFen(fen);
  if (!p.ok) throw new Error(`conformance: bad built-in FEN ${fen}`);
  return p.value;
};
const game = (fen: string, moves: readonly string[]): Game => {
  const g = Game.replay(fen, moves);
  if (!g.ok) throw new Error('conformance: bad built-in game');
  return g.value;
};

/** The searches of the check, one item each: a target and a limit. */
function searches(): readonly { item: ConformanceItem; target: Position | Game; limit: Limit }[] {
  return [
    { item: 'position-fen', target: position(FEN_MIDGAME), limit: { depth: 2 } },
    {
      item: 'position-moves',
      target: game(Position.initial().fen(), ['h2e2', 'h9g7', 'h0g2']),
      limit: { depth: 2 },
    },
    { item: 'go-depth', target: Position.initial(), limit: { depth: 3 } },
    { item: 'go-movetime', target: Position.initial(), limit: { movetimeMs: 300 } },
    { item: 'go-nodes', target: Position.initial(), limit: { nodes: 2000 } },
    {
      item: 'go-clock',
      target: Position.initial(),
      limit: { clock: { redMs: 3000, blackMs: 3000, incrementMs: 100, movesToGo: 20 } },
    },
  ];
}

const LEGAL_SET: readonly { item: ConformanceItem; fen: string }[] = [
  { item: 'legal-in-check', fen: FEN_IN_CHECK },
  { item: 'legal-pinned', fen: FEN_PINNED },
  { item: 'legal-flying-general', fen: FEN_FLYING },
];

/** A declared option and a value to set it to (its default): a spin or a check first. */
function settable(options: readonly EngineOption[]): { name: string; value: string } | undefined {
  let fallback: { name: string; value: string } | undefined;
  for (const o of options) {
    if (o.default === undefined || o.default === '' || o.name === 'UCI_Variant' || o.type === 'button')
      continue;
    const value = String(o.default);
    if (o.type === 'spin' || o.type === 'check') return { name: o.name, value };
    fallback ??= { name: o.name, value };
  }
  return fallback;
}

/** One run of the check: the engine in use (started again after an item that ended it), what was seen. */
class Run {
  engine: Engine | undefined;
  private timeouts = 0;
  readonly results: [ConformanceItem, boolean][] = [];
  readonly saw: Partial<Record<ConformanceItem, string>> = {};
  readonly infos: Info[] = [];

  constructor(
    private readonly open: () => Promise<Result<Engine, EngineError>>,
    private readonly timeoutMs: number,
  ) {}

  note(item: ConformanceItem, ok: boolean, text: string): void {
    this.results.push([item, ok]);
    this.saw[item] = text.slice(0, 300);
  }

  report(dialect: Dialect | null, engine: string): ConformanceReport {
    for (const item of CONFORMANCE_ITEMS)
      if (!this.results.some(([i]) => i === item))
        this.note(item, false, 'not checked: the engine could not be started again');
    const order = (i: ConformanceItem) => CONFORMANCE_ITEMS.indexOf(i);
    this.results.sort((a, b) => order(a[0]) - order(b[0]));
    return {
      dialect,
      engine,
      passed: this.results.filter(([, ok]) => ok).map(([i]) => i),
      failed: this.results.filter(([, ok]) => !ok).map(([item]) => ({ item, saw: this.saw[item]! })),
      saw: this.saw,
    };
  }

  /** The engine in use, started again when an item ended it; `undefined` when it cannot start. */
  async current(): Promise<Engine | undefined> {
    if (!this.engine) {
      const again = await this.open();
      this.engine = again.ok ? again.value : undefined;
    }
    return this.engine;
  }

  /** True (and the item noted as not checked) after two searches without an answer. */
  private givenUp(item: ConformanceItem): boolean {
    if (this.timeouts < 2) return false;
    this.note(item, false, 'not checked: the engine did not answer two searches');
    return true;
  }

  /** The items of the handshake: isready, the options listed, one option set. */
  async setup(engine: Engine): Promise<void> {
    const ready = await engine.isReady();
    this.note('isready', ready.ok, ready.ok ? 'readyok' : `${ready.error.code} ${ready.error.message}`);
    const declared = engine.options.map((o) => o.name);
    this.note(
      'options',
      declared.length > 0,
      declared.length > 0 ? `${declared.length}: ${declared.slice(0, 12).join(', ')}` : 'no option line',
    );
    const toSet = settable(engine.options);
    if (!ready.ok) this.engine = undefined;
    else if (!toSet) this.note('setoption', false, 'no option with a default to set');
    else {
      const r = await engine.setOption(toSet.name, toSet.value);
      const saw = r.ok ? 'readyok' : `${r.error.code} ${r.error.message}`;
      this.note('setoption', r.ok, `${toSet.name} = ${toSet.value}: ${saw}`);
      if (!r.ok) this.engine = undefined;
    }
  }

  /** One search item: a legal answer in time, judged further by `judge` (a failure's words). */
  async search(
    item: ConformanceItem,
    target: Position | Game,
    limit: Limit,
    judge: (a: Analysis) => string | undefined = () => undefined,
  ): Promise<void> {
    if (this.givenUp(item)) return;
    const engine = await this.current();
    if (!engine) return;
    const began = Date.now();
    const a = await engine.analyse(target, limit, { timeoutMs: this.timeoutMs });
    if (!a.ok) {
      if (a.error.code === 'ENGINE_TIMEOUT') this.timeouts++;
      this.engine = undefined;
      return this.note(item, false, `${a.error.code} ${a.error.message}`);
    }
    this.infos.push(...a.value.infos);
    const wrong = judge(a.value);
    const best = a.value.bestmove ? formatUci(a.value.bestmove) : '(none)';
    this.note(item, wrong === undefined, wrong ?? `bestmove ${best} in ${Date.now() - began} ms`);
  }

  /** `stop` during a 60 s search: the best move must come within 2 s of it. */
  async stop(): Promise<void> {
    if (this.givenUp('stop')) return;
    const engine = await this.current();
    if (!engine) return;
    const run = engine.analysis(Position.initial(), { movetimeMs: 60_000 }, { timeoutMs: 3000 });
    let answered = false;
    void run.result.then(() => {
      answered = true;
    });
    await new Promise((r) => setTimeout(r, 300));
    const stoppedAt = Date.now();
    const early = answered;
    run.stop();
    const a = await run.result;
    const after = Date.now() - stoppedAt;
    if (!a.ok) {
      this.engine = undefined;
      return this.note('stop', false, `${a.error.code} ${a.error.message}`);
    }
    if (early) return this.note('stop', true, 'answered a 60 s search before stop was sent');
    this.note('stop', after < 2000, `bestmove ${after} ms after stop`);
  }

  /** The infos of every search: read, and every pv legal. */
  info(): void {
    const cut = this.infos.find((i) => i.pvCut !== undefined);
    const read = this.infos.filter((i) => i.depth !== undefined || i.score !== undefined || i.pv.length > 0);
    if (cut)
      this.note('info', false, `a pv stops being legal at move ${cut.pvCut!.index + 1}: ${cut.pvCut!.text}`);
    else
      this.note(
        'info',
        read.length > 0,
        read.length > 0
          ? `${read.length} info lines read, every pv legal`
          : 'no info line with a depth, score or pv',
      );
  }

  async quit(): Promise<void> {
    const engine = await this.current();
    if (!engine) return;
    const itself = await engine.quit();
    this.note(
      'quit',
      itself,
      itself ? 'the engine ended' : 'the engine did not end after quit: it was ended',
    );
  }
}

/**
 * Runs an engine through the protocol as front ends use it: the handshake (the dialect found),
 * `isready`, the options listed and one set, positions by FEN and by moves, `go` with a depth, a
 * time, nodes and clocks, `stop` during a search, a legal best move in a set of positions (a
 * check, a pin, the flying general, a repetition ban sent as `banmoves` or `searchmoves`), the
 * `info` lines, `quit`. `open` starts the engine (again after an item that ended it).
 * @returns the report; it never throws for what the engine does.
 * @example
 * // const report = await checkConformance(() => openEngine('pikafish'));
 * // report.failed.length === 0
 * @category Conformance
 */
export async function checkConformance(
  open: () => Promise<Result<Engine, EngineError>>,
  options: ConformanceOptions = {},
): Promise<ConformanceReport> {
  const run = new Run(open, options.timeoutMs ?? 5000);
  const first = await open();
  if (!first.ok) {
    run.note('handshake', false, `${first.error.code} ${first.error.message}`);
    for (const item of CONFORMANCE_ITEMS.slice(1)) run.note(item, false, 'not checked: no handshake');
    return run.report(null, '');
  }
  run.engine = first.value;
  const { dialect, name } = first.value;
  run.note('handshake', true, `${dialect}${name ? `, id name ${name}` : ''}`);
  await run.setup(first.value);
  for (const s of searches()) await run.search(s.item, s.target, s.limit);
  await run.stop();
  for (const s of LEGAL_SET) await run.search(s.item, position(s.fen), { depth: 3 });
  const ban = dialect === 'ucci' ? 'banmoves' : 'go searchmoves';
  await run.search('repetition-ban', game(PERPETUAL.fen, PERPETUAL.moves), { depth: 3 }, (a) =>
    a.refused.length > 0
      ? `played ${a.refused.map(formatUci).join(', ')}, forbidden by ${ban} ${a.banned.map(formatUci).join(' ')}`
      : undefined,
  );
  run.info();
  await run.quit();
  return run.report(dialect, name);
}
