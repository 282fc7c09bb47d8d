// The driver: one engine behind a transport, spoken to in its dialect, judged by the law. Each
// exchange with the engine is a command (protocol.ts, commands.ts, handshake.ts); this class
// turns xq's positions and games into them and checks what the engine answers.
import { formatUci, Game, type Move, Position, type Result } from '@xq/core';
import { checkOpenOptions, checkOption, checkWait, MAX_WAIT_MS } from './checks';
import { GoCommand, QuitCommand, ReadyCommand } from './commands';
import { DIALECT_RULES, type Dialect, formatDialectMove, parseDialectMove, positionCommand } from './dialect';
import type { AnalyseOptions, Analysis, AnalysisRun, EngineOptions, Info, Played } from './engine-types';
import { type EngineError, engineError } from './errors';
import { HandshakeCommand } from './handshake';
import { bannedMoves } from './law';
import { checkLimit, checkLimitWaits, goCommand, type Limit, searchBudgetMs } from './limit';
import type { EngineOption } from './options';
import { parseBestMove, type RawInfo, type Score } from './parse';
import { Protocol } from './protocol';
import type { Transport } from './transport';

const MAX_RETRIES = 2;
/**
 * The most infos a running search keeps for a slow `for await` reader (older ones are dropped);
 * besides these, a search keeps the last info of each of its `multipv` lines, no more.
 */
export const MAX_QUEUED_INFOS = 1024;
const DEFAULT_SEARCH_MS = 15_000;

/** The search of a running analysis, so that `stop()` reaches whichever attempt is current. */
interface Searching {
  go: GoCommand | undefined;
  stopped: boolean;
}

/** A score from the other side's view. */
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
  private readonly protocol: Protocol;
  /** The game of the last search (`null` before the first): a search in another game starts a new game. */
  private lastGame: Game | undefined | null = null;
  /** The engine's name (`id name`), or `''`. */
  name = '';
  /** The options the engine declared (`option …` lines), by name, as printed. */
  readonly declared = new Map<string, string>();
  /** The options the engine declared, typed, in the engine's order. */
  options: readonly EngineOption[] = [];

  private constructor(
    transport: Transport,
    /** The dialect spoken. */
    public dialect: Dialect,
    private readonly handshakeMs: number,
    private readonly graceMs: number,
    maxLine: number,
  ) {
    this.protocol = new Protocol(transport, maxLine);
  }

  /**
   * Shakes hands with an engine over a transport: `ucci` or `uci` (or the dialect named), the
   * options, `isready`. The options are checked first: on any failure the transport is closed.
   * @returns the engine, or `ENGINE_BAD_INPUT` (options of a wrong type, a wait beyond
   * {@link MAX_WAIT_MS}, an option name or value that is not one line), `ENGINE_TIMEOUT` (no
   * answer in `handshakeMs`; the message says which dialects were tried), `ENGINE_CRASHED` (with
   * the engine's last standard error for a process), `ENGINE_PROTOCOL` (among others: an engine
   * whose `UCI_Variant` has no xiangqi), `ENGINE_FLOOD` (more than 10 000 lines that are not an
   * answer).
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
    const hello = await engine.protocol.run(new HandshakeCommand(o.dialect, o.handshakeMs, o.maxLine));
    if (!hello.ok) return engine.fail(hello.error);
    engine.dialect = hello.value.dialect;
    engine.name = hello.value.name;
    engine.options = hello.value.options;
    for (const [k, v] of hello.value.declared) engine.declared.set(k, v);
    const rules = DIALECT_RULES[engine.dialect];
    const lines = [...rules.setup, ...o.options.map(([name, value]) => rules.option(name, value))];
    const ready = await engine.protocol.run(new ReadyCommand(lines, engine.handshakeMs));
    return ready.ok ? { ok: true, value: engine } : engine.fail(ready.error);
  }

  /** Ends the engine and answers an error (the engine is not used again after one of these). */
  private fail<T>(error: EngineError): Result<T, EngineError> {
    this.protocol.close();
    return { ok: false, error };
  }

  /**
   * Sends `isready` and waits for `readyok` (after a running search, which it stops).
   * @returns nothing, or `ENGINE_TIMEOUT` / `ENGINE_CRASHED` / `ENGINE_FLOOD` (the engine is then
   * ended), `ENGINE_CLOSED` after the engine ended, `ENGINE_CANCELLED` when a newer call came first.
   * @example
   * // (await engine.isReady()).ok
   */
  isReady(): Promise<Result<void, EngineError>> {
    return this.protocol.run(new ReadyCommand([], this.handshakeMs));
  }

  /**
   * Sets an engine option (in the dialect's form), then waits until the engine is ready. A running
   * search is stopped first (its best move still answers it).
   * @returns nothing, or the error of {@link isReady}; `ENGINE_BAD_INPUT` for a name or value
   * that is not one line of text (CR, LF, NUL).
   * @example
   * // await engine.setOption('Hash', 64);
   */
  async setOption(name: string, value: string | number | boolean): Promise<Result<void, EngineError>> {
    const one = checkOption(name, value);
    if (!one.ok) return one;
    const line = DIALECT_RULES[this.dialect].option(one.value[0], one.value[1]);
    return this.protocol.run(new ReadyCommand([line], this.handshakeMs));
  }

  /**
   * Searches a position or a game's current position until the limit and answers the best
   * move and the last info of each line. In a game, the law's bans apply (see {@link bannedMoves}).
   * The first search, and each search in another game than the last one's, tells the engine a new
   * game starts (`ucinewgame`; UCCI's `setoption newgame`).
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
   * awaited (`result`). A newer call (another search, an option, `quit`) stops this one: its
   * best move still answers it.
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
    const searching: Searching = { go: undefined, stopped: false };
    const tooLong =
      checkLimitWaits(limit) ??
      (options.timeoutMs === undefined ? undefined : checkWait(options.timeoutMs, 'options.timeoutMs'));
    const searched = tooLong
      ? Promise.resolve<Result<Analysis, EngineError>>({ ok: false, error: tooLong })
      : this.search(target, limit, multipv, options.timeoutMs, push, searching);
    const result = searched.then((r) => {
      finished = true;
      wake?.();
      return r;
    });
    return {
      result,
      stop: () => {
        searching.stopped = true;
        searching.go?.stop();
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
    searching: Searching,
  ): Promise<Result<Analysis, EngineError>> {
    const game = target instanceof Game ? target : undefined;
    const position = game ? game.position : (target as Position);
    const ended = this.protocol.endedError();
    if (ended) return { ok: false, error: ended };
    const legal = position.legalMoves();
    const outcome = position.outcome();
    if (legal.length === 0)
      return {
        ok: true,
        value: { bestmove: null, infos: [], banned: [], refused: [], ...(outcome ? { outcome } : {}) },
      };
    const banned = game ? bannedMoves(game) : [];
    const refused: Move[] = [];
    const key = (m: Move) => m.from * 90 + m.to;
    const forbidden = new Set(banned.map(key));
    const budgetMs = timeoutMs ?? searchBudgetMs(limit, position.turn) ?? DEFAULT_SEARCH_MS;
    const first = this.firstLines(game, multipv);
    for (let attempt = 0; ; attempt++) {
      const lines = new Map<number, RawInfo>();
      const asked = this.searchLines(game ?? position, legal, [...banned, ...refused], limit);
      const go = new GoCommand({
        setup: attempt === 0 ? [...first, ...asked.setup] : asked.setup,
        go: asked.go,
        readyMs: this.handshakeMs,
        budgetMs,
        graceMs: this.graceMs,
        onInfo: (raw) => {
          if (raw.pv === undefined && raw.score === undefined && raw.string === undefined) return;
          const rank = raw.multipv ?? 1;
          if (rank < 1 || rank > multipv) return;
          if (raw.pv !== undefined || raw.score !== undefined) lines.set(rank, raw);
          push(raw);
        },
      });
      searching.go = go;
      if (searching.stopped) go.stop();
      const answer = await this.protocol.run(go);
      if (!answer.ok) return answer;
      const best = this.bestOf(answer.value, position);
      if (!best.ok) return this.fail(best.error);
      const { move, ponder } = best.value;
      if (!forbidden.has(key(move))) {
        const infos = [...lines.entries()]
          .sort((x, y) => x[0] - y[0])
          .map((e) => this.toInfo(e[1], position));
        return { ok: true, value: { bestmove: move, ...(ponder ? { ponder } : {}), infos, banned, refused } };
      }
      refused.push(move);
      const text = answer.value;
      if (go.cancelled)
        return {
          ok: false,
          error: engineError(
            'ENGINE_CANCELLED',
            `stopped by a newer call, the engine answered ${formatUci(move)}, which the law forbids`,
            text,
          ),
        };
      if (attempt >= MAX_RETRIES)
        return this.fail(
          engineError(
            'ENGINE_BANNED_MOVE',
            `the engine insists on ${formatUci(move)}, which the law forbids (a forbidden repetition)`,
            text,
          ),
        );
    }
  }

  /** The move of a `bestmove` line, legal in the position, and its ponder move when that is legal after it. */
  private bestOf(line: string, position: Position): Result<{ move: Move; ponder?: Move }, EngineError> {
    const best = parseBestMove(line)!;
    if (best.move === null)
      return {
        ok: false,
        error: engineError(
          'ENGINE_ILLEGAL_MOVE',
          'the engine claims no move where there are legal moves',
          line,
        ),
      };
    const move = parseDialectMove(best.move, this.dialect);
    if (!move || !position.isLegal(move))
      return {
        ok: false,
        error: engineError('ENGINE_ILLEGAL_MOVE', `the engine's move ${best.move} is not legal here`, line),
      };
    const p = best.ponder === undefined ? undefined : parseDialectMove(best.ponder, this.dialect);
    const ponder = p && position.play(move).isLegal(p) ? p : undefined;
    return { ok: true, value: { move, ...(ponder ? { ponder } : {}) } };
  }

  /**
   * The lines a search sends first: a new game when the game is not the last search's (UCI's
   * `ucinewgame`, UCCI's `setoption newgame`), the number of lines when the engine has `MultiPV`.
   */
  private firstLines(game: Game | undefined, multipv: number): string[] {
    const rules = DIALECT_RULES[this.dialect];
    const lines: string[] = [];
    if (this.lastGame === null || this.lastGame !== game) lines.push(rules.newGame);
    this.lastGame = game;
    if (this.options.some((o) => o.name === 'MultiPV') || multipv > 1)
      lines.push(rules.option('MultiPV', String(multipv)));
    return lines;
  }

  /** The `position` line, the ban (UCCI's `banmoves`, or `go searchmoves` with the other moves), the `go` line. */
  private searchLines(
    target: Position | Game,
    legal: readonly Move[],
    ban: readonly Move[],
    limit: Limit,
  ): { setup: string[]; go: string } {
    const game = target instanceof Game ? target : undefined;
    const position = game ? game.position : (target as Position);
    const setup = [positionCommand(game ? game.start : position, game ? game.moves : [], this.dialect)];
    let go = goCommand(limit, this.dialect, position.turn);
    if (ban.length === 0) return { setup, go };
    const write = (moves: readonly Move[]) => moves.map((m) => formatDialectMove(m, this.dialect)).join(' ');
    if (DIALECT_RULES[this.dialect].ban === 'banmoves') setup.push(`banmoves ${write(ban)}`);
    else {
      const no = new Set(ban.map((m) => m.from * 90 + m.to));
      go += ` searchmoves ${write(legal.filter((m) => !no.has(m.from * 90 + m.to)))}`;
    }
    return { setup, go };
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
    const running = this.protocol.running;
    if (running instanceof GoCommand) running.stop();
  }

  /**
   * Sends `quit` (after a running search, which it stops), gives the engine the grace to end,
   * then ends it in any case.
   * @returns whether the engine ended by itself within the grace (`false` when it had to be
   * ended, or had ended before).
   * @example
   * // await engine.quit();
   */
  async quit(): Promise<boolean> {
    const r = await this.protocol.run(new QuitCommand(this.graceMs));
    this.protocol.close();
    return r.ok && r.value;
  }
}
