import { formatUci, Game, type Move, type Position } from '@xq/core';
import { type Info, type Limit, MAX_WAIT_MS, openEngine, type Score } from '@xq/engine';
import { formatLine } from '@xq/notation';
import { type CommandSpec, type Context, commandOf } from '../command';
import type { Command } from '../io';
import { libraryError } from '../messages-vi';
import { wholeOption } from '../option-values';
import { positionFromArg } from '../position-arg';
import type { Words } from '../words';
import {
  DIALECT_OPTION,
  ENGINE_OPTION,
  ENGINE_OPTIONS_OPTION,
  engineFailure,
  openOptionsOf,
  timeoutOption,
} from './analyse-engine-args';

/** The most nodes or plies a search is asked for: ten digits, as the engines read them. */
const MOST = 9_999_999_999;
const DEPTH = wholeOption('depth', 'N', 'search N plies', 1, MOST);
const MOVETIME = wholeOption('movetime', 'MS', 'search MS milliseconds', 1, MAX_WAIT_MS);
const NODES = wholeOption('nodes', 'N', 'search N nodes', 1, MOST);
const MULTIPV = wholeOption('multipv', 'K', 'K best lines (default 1)', 1, 500);
const TIMEOUT = timeoutOption('the answer', 15000);

/** The limit of `--depth`, `--movetime`, `--nodes` (exactly one), or a usage message. */
function limitOf(c: Context): { ok: true; value: Limit } | { ok: false; error: Words } {
  const depth = c.value(DEPTH);
  const movetimeMs = c.value(MOVETIME);
  const nodes = c.value(NODES);
  const given = [depth, movetimeMs, nodes].filter((n) => n !== undefined).length;
  if (given !== 1)
    return {
      ok: false,
      error: {
        en: 'give one of --depth N, --movetime MS, --nodes N',
        vi: 'hãy cho đúng một trong --depth N, --movetime MS, --nodes N',
      },
    };
  return {
    ok: true,
    value: depth !== undefined ? { depth } : nodes !== undefined ? { nodes } : { movetimeMs: movetimeMs! },
  };
}

const scoreJson = (s: Score | undefined) =>
  s === undefined ? null : s.mate !== undefined ? { mate: s.mate } : { cp: s.cp };

const LABELS = {
  en: {
    engine: 'Engine',
    best: 'Best move',
    ponder: 'Ponder',
    depth: 'Depth',
    score: 'Score',
    pv: 'Line',
    mate: 'mate in',
    none: 'no move (the game is over)',
  },
  vi: {
    engine: 'Máy',
    best: 'Nước hay nhất',
    ponder: 'Nước đáp dự kiến',
    depth: 'Độ sâu',
    score: 'Điểm',
    pv: 'Biến',
    mate: 'chiếu hết sau',
    none: 'không còn nước đi (ván cờ đã kết thúc)',
  },
} as const;

function scoreText(s: Score | undefined, mate: string): string {
  if (s === undefined) return '-';
  return s.mate !== undefined ? `${mate} ${s.mate}` : `${(s.cp / 100).toFixed(2)}`;
}

/** `xq analyse` as data: options, help and run. @category CLI */
export const analyseSpec: CommandSpec = {
  name: 'analyse',
  summary: 'ask a UCCI/UCI engine for the best move, under the law',
  description: `Starts the engine (a command line, e.g. "pikafish" or "node --no-experimental-fetch
…/fairy-stockfish-nnue.wasm/uci.js"), finds its dialect by the handshake (UCCI, UCI, or
Fairy-Stockfish's UCI with UCI_Variant xiangqi), and searches the position after MOVES (ICCS,
from --fen or the start position). Moves that would repeat a position in a cycle the law
forbids the side to move (a perpetual check or chase) are banned. With --json prints
{"bestmove", "ponder", "pv", "score": {"cp"} | {"mate"}, "depth", "engine"} with moves in ICCS;
otherwise a table with the line in Vietnamese notation. An engine that crashes, does not answer
in time or plays an illegal move: one line on standard error, exit status 1.`,
  options: [
    ENGINE_OPTION,
    { name: 'fen', kind: 'string', value: 'FEN', description: 'the start (default: the start position)' },
    DEPTH,
    MOVETIME,
    NODES,
    MULTIPV,
    ENGINE_OPTIONS_OPTION,
    DIALECT_OPTION,
    TIMEOUT,
  ],
  variadic: 'MOVE',
  json: 'document',
  lang: 'en',
  run: async (c) => {
    const limited = limitOf(c);
    if (!limited.ok) return c.usage(limited.error);
    const limit = limited.value;
    const start = positionFromArg(c.options.fen);
    if (!start.ok) return c.fail(libraryError(start.detail, start.error));
    const replayed = Game.replay(start.value, c.args);
    if (!replayed.ok)
      return c.fail(libraryError(replayed.error, `${replayed.error.code} ${replayed.error.message}`));
    const game = replayed.value;
    const opened = await openEngine(c.str('engine')!, openOptionsOf(c));
    if (!opened.ok) return c.fail(engineFailure(opened.error));
    const engine = opened.value;
    const timeoutMs = c.value(TIMEOUT);
    const a = await engine.analyse(game, limit, {
      multipv: c.value(MULTIPV) ?? 1,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    await engine.quit();
    if (!a.ok) return c.fail(engineFailure(a.error));
    const { bestmove, ponder, infos } = a.value;
    const best: Info | undefined = infos[0];
    if (c.json) {
      c.printJson({
        bestmove: bestmove ? formatUci(bestmove) : null,
        ponder: ponder ? formatUci(ponder) : null,
        pv: (best?.pv ?? (bestmove ? [bestmove] : [])).map(formatUci),
        score: scoreJson(best?.score),
        depth: best?.depth ?? null,
        engine: engine.name,
        ...(infos.length > 1
          ? {
              lines: infos.map((i) => ({
                pv: i.pv.map(formatUci),
                score: scoreJson(i.score),
                depth: i.depth ?? null,
              })),
            }
          : {}),
        ...(a.value.banned.length > 0 ? { banned: a.value.banned.map(formatUci) } : {}),
      });
      return 0;
    }
    const L = LABELS[c.lang];
    const pos: Position = game.position;
    const line = (pv: readonly Move[]) => (pv.length === 0 ? '-' : formatLine(pos, pv, 'vi'));
    const rows = [
      [L.engine, engine.name || '-'],
      [L.best, bestmove ? line([bestmove]) : L.none],
      ...(ponder && bestmove ? [[L.ponder, formatLine(pos.play(bestmove), [ponder], 'vi')]] : []),
      ...infos.map((i) => [
        `${L.pv} ${i.multipv}`,
        `${line(i.pv)}  (${L.score} ${scoreText(i.score, L.mate)}, ${L.depth} ${i.depth ?? '-'})`,
      ]),
    ];
    const width = Math.max(...rows.map((r) => r[0]!.length));
    c.io.out(`${rows.map((r) => `${r[0]!.padEnd(width)}  ${r[1]}`).join('\n')}\n`);
    return 0;
  },
};

/** `xq analyse`: the best move of a UCCI/UCI engine under the law. @category CLI */
export const analyseCommand: Command = commandOf(analyseSpec);
