// The driver: one engine behind a transport, spoken to in its dialect, judged by the law.
import { formatUci, Game, type Move, Position, type Result } from '@xq/core';
import { checkOpenOptions, checkOption, checkWait, MAX_WAIT_MS } from './checks';
import { DIALECT_RULES, type Dialect, formatDialectMove, parseDialectMove, positionCommand } from './dialect';
import type { AnalyseOptions, Analysis, AnalysisRun, EngineOptions, Info, Played } from './engine-types';
import { type EngineError, engineError } from './errors';
import { handshake } from './handshake';
import { bannedMoves } from './law';
import { checkLimit, checkLimitWaits, goCommand, type Limit, searchBudgetMs } from './limit';
import { LineSplitter, parseBestMove, parseInfo, type RawInfo, type Score } from './parse';

export type { AnalyseOptions, Analysis, AnalysisRun, EngineOptions, Info, Played } from './engine-types';

import type { Transport } from './transport';

const MAX_RETRIES = 2;
/**
 * The most infos a running search keeps for a slow `for await` reader (older ones are dropped);
 * besides these, a search keeps the last info of each of its `multipv` lines, no more.
 * @example MAX_QUEUED_INFOS // 1024
 * @category Analysis
 */
export const MAX_QUEUED_INFOS = 1024;
const DEFAULT_SEARCH_MS = 15_000;

type Waiter = {
  readonly match: (line: string) => boolean;
  readonly done: (r: Result<string, EngineError>) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
};

function flip(score: Score): Score {
  return score.mate !== undefined ? { mate: -score.mate } : { cp: -score.cp };
}

/**
 * An engine under the driver: the handshake done, ready to analyse and play. Built by
 * {@link Engine.open} (or {@link openEngine} for a command line).
 * @example
 * // const opened = await openEngine('pikafish');
 * // if (opened.ok) { const a = await opened.value.analyse(Position.initial(), { depth: 8 }); }
 * @category Engine
 */
export class Engine {
  private readonly splitter: LineSplitter;
  private waiters: Waiter[] = [];
  private lineHook: ((line: string) => void) | undefined;
  private closedReason: string | undefined;
  private busy = false;
  /** The engine's name (`id name`), or `''`. */
  name = '';
  /** The options the engine declared (`option name …` lines), by name, as printed. */
  readonly declared = new Map<string, string>();

  private constructor(
    private readonly transport: Transport,
    /** The dialect spoken. */
    public dialect: Dialect,
    private readonly handshakeMs: number,
    private readonly graceMs: number,
    private readonly maxLine: number,
  ) {
    this.splitter = new LineSplitter(maxLine, 4096);
    const each = (line: string) => this.dispatch(line);
    transport.onData((chunk) => this.splitter.push(chunk, each));
    transport.onClose((reason) => {
      this.splitter.flush(each);
      this.closed(reason);
    });
  }

  /**
   * Shakes hands with an engine over a transport: `ucci` or `uci` (or the dialect named), the
   * options, `isready`. The options are checked first: on any failure the transport is closed.
   * @returns the engine, or `ENGINE_BAD_INPUT` (options of a wrong type, a wait beyond
   * {@link MAX_WAIT_MS}, an option name or value that is not one line), `ENGINE_TIMEOUT` (no
   * answer in `handshakeMs`; the message says which dialects were tried), `ENGINE_CRASHED` (with
   * the engine's last standard error for a process), `ENGINE_PROTOCOL` (among others: an engine
   * whose `UCI_Variant` has no xiangqi).
   * @example
   * // const engine = await Engine.open(portTransport(worker), { dialect: 'uci-fairy' });
   */
  static async open(transport: Transport, options: EngineOptions = {}): Promise<Result<Engine, EngineError>> {
    const checked = checkOpenOptions(options);
    if (!checked.ok) {
      transport.close();
      return checked;
    }
    const o = checked.value;
    const engine = new Engine(transport, o.dialect ?? 'uci', o.handshakeMs, o.graceMs, o.maxLine);
    const hello = await handshake(
      {
        send: (line) => engine.transport.send(line),
        waitFor: (match, ms) => engine.waitFor(match, ms),
        watch: (hook) => {
          engine.lineHook = hook;
        },
        maxLine: engine.maxLine,
      },
      o.dialect,
      o.handshakeMs,
    );
    if (!hello.ok) return engine.fail(hello.error);
    engine.dialect = hello.value.dialect;
    engine.name = hello.value.name;
    for (const [k, v] of hello.value.declared) engine.declared.set(k, v);
    for (const line of DIALECT_RULES[engine.dialect].setup) engine.transport.send(line);
    for (const [name, value] of o.options)
      engine.transport.send(DIALECT_RULES[engine.dialect].option(name, value));
    const ready = await engine.isReady();
    if (!ready.ok) return ready;
    return { ok: true, value: engine };
  }

  private dispatch(line: string): void {
    this.lineHook?.(line);
    const i = this.waiters.findIndex((w) => w.match(line));
    if (i < 0) return;
    const [w] = this.waiters.splice(i, 1);
    clearTimeout(w!.timer);
    w!.done({ ok: true, value: line });
  }

  private closed(reason: string): void {
    this.closedReason ??= reason;
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) {
      clearTimeout(w.timer);
      w.done({ ok: false, error: engineError('ENGINE_CRASHED', `the engine ended: ${reason}`) });
    }
  }

  /** Waits for a line that matches, `ms` at most (a longer wait than a timer holds is made of several). */
  private waitFor(match: (line: string) => boolean, ms: number): Promise<Result<string, EngineError>> {
    if (this.closedReason !== undefined)
      return Promise.resolve({
        ok: false,
        error: engineError('ENGINE_CRASHED', `the engine ended: ${this.closedReason}`),
      });
    return new Promise((resolve) => {
      const w: Waiter = { match, done: resolve, timer: undefined };
      const until = Date.now() + ms;
      const arm = (left: number) => {
        w.timer = setTimeout(
          () => {
            const rest = until - Date.now();
            if (rest > 0) return arm(rest);
            this.waiters = this.waiters.filter((x) => x !== w);
            resolve({ ok: false, error: engineError('ENGINE_TIMEOUT', `no answer within ${ms} ms`) });
          },
          Math.min(Math.max(1, left), MAX_WAIT_MS),
        );
      };
      arm(ms);
      this.waiters.push(w);
    });
  }

  /** Ends the transport and answers an error (the engine is not used again after one of these). */
  private fail<T>(error: EngineError): Result<T, EngineError> {
    this.transport.close();
    return { ok: false, error };
  }

  /**
   * Sends `isready` and waits for `readyok`.
   * @returns nothing, or `ENGINE_TIMEOUT` / `ENGINE_CRASHED` (the engine is then ended).
   * @example
   * // (await engine.isReady()).ok
   */
  async isReady(): Promise<Result<void, EngineError>> {
    this.transport.send('isready');
    const r = await this.waitFor((l) => l.trim() === 'readyok', this.handshakeMs);
    return r.ok ? { ok: true, value: undefined } : this.fail(r.error);
  }

  /**
   * Sets an engine option (in the dialect's form), then waits until the engine is ready.
   * @returns nothing, or the error of {@link isReady}; `ENGINE_BAD_INPUT` for a name or value
   * that is not one line of text (CR, LF, NUL), `ENGINE_CLOSED` during a search.
   * @example
   * // await engine.setOption('Hash', 64);
   */
  async setOption(name: string, value: string | number | boolean): Promise<Result<void, EngineError>> {
    const one = checkOption(name, value);
    if (!one.ok) return one;
    if (this.busy)
      return { ok: false, error: engineError('ENGINE_CLOSED', 'the engine is busy with a search') };
    this.transport.send(DIALECT_RULES[this.dialect].option(one.value[0], one.value[1]));
    return this.isReady();
  }

  /**
   * Searches a position or a game's current position until the limit and answers the best
   * move and the last info of each line. In a game, the law's bans apply (see {@link bannedMoves}).
   * @returns the analysis, or a typed error (the engine is ended after a crash, a timeout or
   * an illegal move).
   * @throws TypeError when the target is not a `Position` or `Game`, or the limit is not one.
   * @example
   * // const a = await engine.analyse(game, { depth: 12 }, { multipv: 2 });
   */
  analyse(
    target: Position | Game,
    limit: Limit,
    options: AnalyseOptions = {},
  ): Promise<Result<Analysis, EngineError>> {
    return this.analysis(target, limit, options).result;
  }

  /**
   * The engine's move in a game: {@link analyse} with one line, the move and the ponder move.
   * @returns the move (`null` when there is none) or a typed error.
   * @throws TypeError as {@link analyse}.
   * @example
   * // const p = await engine.play(game, { movetimeMs: 500 });
   */
  async play(game: Game, limit: Limit): Promise<Result<Played, EngineError>> {
    const a = await this.analyse(game, limit);
    if (!a.ok) return a;
    const { bestmove, ponder, infos } = a.value;
    return {
      ok: true,
      value: { move: bestmove, ...(ponder ? { ponder } : {}), ...(infos[0] ? { info: infos[0] } : {}) },
    };
  }

  /**
   * Starts a search whose infos can be iterated as they come (`for await`), stopped, and
   * awaited (`result`). One search at a time: a second one answers `ENGINE_CLOSED`.
   * @throws TypeError as {@link analyse}.
   * @example
   * // const run = engine.analysis(Position.initial(), { depth: 6 });
   */
  analysis(target: Position | Game, limit: Limit, options: AnalyseOptions = {}): AnalysisRun {
    if (!(target instanceof Position) && !(target instanceof Game))
      throw new TypeError('Engine.analysis: target must be a Position or a Game of @xq/core');
    checkLimit(limit, 'Engine.analysis');
    if (typeof options !== 'object' || options === null)
      throw new TypeError('Engine.analysis: options must be an object');
    const multipv = options.multipv ?? 1;
    if (!Number.isInteger(multipv) || multipv < 1 || multipv > 500)
      throw new TypeError('Engine.analysis: options.multipv must be an integer 1..500');
    if (
      options.timeoutMs !== undefined &&
      (typeof options.timeoutMs !== 'number' || !(options.timeoutMs > 0))
    )
      throw new TypeError('Engine.analysis: options.timeoutMs must be a positive number');
    const position = target instanceof Game ? target.position : target;
    const toInfo = (raw: RawInfo) => this.toInfo(raw, position);
    // Raw infos wait here; they become Infos (pv checked move by move) only when read.
    const queue: RawInfo[] = [];
    let wake: (() => void) | undefined;
    let finished = false;
    const push = (raw: RawInfo) => {
      if (queue.length >= MAX_QUEUED_INFOS) queue.shift();
      queue.push(raw);
      wake?.();
    };
    const tooLong =
      checkLimitWaits(limit) ??
      (options.timeoutMs === undefined ? undefined : checkWait(options.timeoutMs, 'options.timeoutMs'));
    const searched = tooLong
      ? Promise.resolve<Result<Analysis, EngineError>>({ ok: false, error: tooLong })
      : this.search(target, limit, multipv, options.timeoutMs, push);
    const result = searched.then((r) => {
      finished = true;
      wake?.();
      return r;
    });
    return {
      result,
      stop: () => {
        if (!finished && this.closedReason === undefined) this.transport.send('stop');
      },
      async *[Symbol.asyncIterator]() {
        for (;;) {
          while (queue.length > 0) yield toInfo(queue.shift()!);
          if (finished) return;
          await new Promise<void>((r) => {
            wake = r;
          });
          wake = undefined;
        }
      },
    };
  }

  /** The search's last info of each line, lines 1..multipv only, at most `multipv` of them. */
  private async search(
    target: Position | Game,
    limit: Limit,
    multipv: number,
    timeoutMs: number | undefined,
    push: (raw: RawInfo) => void,
  ): Promise<Result<Analysis, EngineError>> {
    if (this.closedReason !== undefined)
      return { ok: false, error: engineError('ENGINE_CLOSED', 'the engine has ended') };
    if (this.busy)
      return { ok: false, error: engineError('ENGINE_CLOSED', 'the engine is busy with another search') };
    this.busy = true;
    try {
      const game = target instanceof Game ? target : undefined;
      const position = game ? game.position : (target as Position);
      const start = game ? game.start : position;
      const moves = game ? game.moves : [];
      const legal = position.legalMoves();
      const outcome = position.outcome();
      if (legal.length === 0)
        return {
          ok: true,
          value: { bestmove: null, infos: [], banned: [], refused: [], ...(outcome ? { outcome } : {}) },
        };
      const banned = game ? bannedMoves(game) : [];
      const rules = DIALECT_RULES[this.dialect];
      if (this.declared.has('MultiPV') || multipv > 1)
        this.transport.send(rules.option('MultiPV', String(multipv)));
      const refused: Move[] = [];
      const key = (m: Move) => m.from * 90 + m.to;
      const forbidden = new Set(banned.map(key));
      const budget = timeoutMs ?? searchBudgetMs(limit, position.turn) ?? DEFAULT_SEARCH_MS;
      for (let attempt = 0; ; attempt++) {
        this.transport.send(positionCommand(start, moves, this.dialect));
        const ban = [...banned, ...refused];
        let go = goCommand(limit, this.dialect, position.turn);
        if (ban.length > 0) {
          if (rules.ban === 'banmoves')
            this.transport.send(`banmoves ${ban.map((m) => formatDialectMove(m, this.dialect)).join(' ')}`);
          else {
            const allowed = legal.filter((m) => !forbidden.has(key(m)));
            go += ` searchmoves ${allowed.map((m) => formatDialectMove(m, this.dialect)).join(' ')}`;
          }
        }
        // A barrier: whatever the engine says before its readyok (a stale or unasked bestmove,
        // infos of another search) is not this search's.
        const ready = await this.isReady();
        if (!ready.ok) return ready;
        const lines = new Map<number, RawInfo>();
        this.lineHook = (line) => {
          const raw = parseInfo(line);
          if (!raw || (raw.pv === undefined && raw.score === undefined && raw.string === undefined)) return;
          const rank = raw.multipv ?? 1;
          if (rank < 1 || rank > multipv) return;
          if (raw.pv !== undefined || raw.score !== undefined) lines.set(rank, raw);
          push(raw);
        };
        this.transport.send(go);
        const answer = await this.bestMove(budget);
        this.lineHook = undefined;
        if (!answer.ok) return this.fail(answer.error);
        const best = parseBestMove(answer.value)!;
        const infos = [...lines.entries()]
          .sort((a, b) => a[0] - b[0])
          .map((e) => this.toInfo(e[1], position));
        if (best.move === null)
          return this.fail(
            engineError(
              'ENGINE_ILLEGAL_MOVE',
              'the engine claims no move where there are legal moves',
              answer.value,
            ),
          );
        const move = parseDialectMove(best.move, this.dialect);
        if (!move || !position.isLegal(move))
          return this.fail(
            engineError(
              'ENGINE_ILLEGAL_MOVE',
              `the engine's move ${best.move} is not legal here`,
              answer.value,
            ),
          );
        if (forbidden.has(key(move))) {
          refused.push(move);
          if (attempt >= MAX_RETRIES)
            return this.fail(
              engineError(
                'ENGINE_BANNED_MOVE',
                `the engine insists on ${formatUci(move)}, which the law forbids (a forbidden repetition)`,
                answer.value,
              ),
            );
          continue;
        }
        const after = position.play(move);
        const p = best.ponder === undefined ? undefined : parseDialectMove(best.ponder, this.dialect);
        const ponder = p && after.isLegal(p) ? p : undefined;
        return { ok: true, value: { bestmove: move, ...(ponder ? { ponder } : {}), infos, banned, refused } };
      }
    } finally {
      this.lineHook = undefined;
      this.busy = false;
    }
  }

  /** Waits for the `bestmove` of the search just started: its budget and a grace, `stop`, a grace. */
  private async bestMove(budget: number): Promise<Result<string, EngineError>> {
    const isBest = (l: string) => parseBestMove(l) !== undefined;
    const answer = await this.waitFor(isBest, budget + this.graceMs);
    if (answer.ok || answer.error.code !== 'ENGINE_TIMEOUT') return answer;
    this.transport.send('stop');
    const late = await this.waitFor(isBest, this.graceMs);
    if (late.ok || late.error.code !== 'ENGINE_TIMEOUT') return late;
    return {
      ok: false,
      error: engineError('ENGINE_TIMEOUT', `no best move within ${budget + 2 * this.graceMs} ms`),
    };
  }

  private toInfo(raw: RawInfo, position: Position): Info {
    const pv: Move[] = [];
    let pvCut: { index: number; text: string } | undefined;
    let pos = position;
    for (let i = 0; i < (raw.pv?.length ?? 0); i++) {
      const text = raw.pv![i]!;
      const m = parseDialectMove(text, this.dialect);
      if (!m || !pos.isLegal(m)) {
        pvCut = { index: i, text };
        break;
      }
      pv.push(m);
      pos = pos.play(m);
    }
    const score = raw.score;
    let mateConfirmed: boolean | undefined;
    if (score?.mate !== undefined && score.mate > 0) {
      const out = pv.length === 2 * score.mate - 1 ? pos.outcome() : undefined;
      mateConfirmed = out !== undefined && out.winner === position.turn;
    }
    return {
      multipv: raw.multipv ?? 1,
      ...(raw.depth !== undefined ? { depth: raw.depth } : {}),
      ...(raw.seldepth !== undefined ? { seldepth: raw.seldepth } : {}),
      ...(score ? { score, redScore: position.turn === 'red' ? score : flip(score) } : {}),
      ...(raw.bound ? { bound: raw.bound } : {}),
      ...(raw.wdl ? { wdl: raw.wdl } : {}),
      ...(raw.nodes !== undefined ? { nodes: raw.nodes } : {}),
      ...(raw.nps !== undefined ? { nps: raw.nps } : {}),
      ...(raw.time !== undefined ? { time: raw.time } : {}),
      ...(raw.hashfull !== undefined ? { hashfull: raw.hashfull } : {}),
      pv,
      ...(pvCut ? { pvCut } : {}),
      ...(mateConfirmed !== undefined ? { mateConfirmed } : {}),
      ...(raw.string !== undefined ? { string: raw.string.slice(0, 500) } : {}),
    };
  }

  /**
   * Asks a running search to stop now (its best move still comes).
   * @example
   * // engine.stop();
   */
  stop(): void {
    this.transport.send('stop');
  }

  /**
   * Sends `quit`, gives the engine the grace to end, then ends it in any case.
   * @returns whether the engine ended by itself within the grace (`false` when it had to be
   * ended, or had ended before).
   * @example
   * // await engine.quit();
   */
  async quit(): Promise<boolean> {
    let itself = false;
    if (this.closedReason === undefined) {
      this.transport.send('quit');
      const r = await this.waitFor(() => false, this.graceMs);
      itself = !r.ok && r.error.code === 'ENGINE_CRASHED';
    }
    this.transport.close();
    return itself;
  }
}
