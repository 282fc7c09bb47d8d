import { formatUci, Game, type Move, type Position } from '@xq/core';
import {
  DIALECTS,
  type Dialect,
  type Info,
  type Limit,
  MAX_WAIT_MS,
  openEngine,
  type Score,
} from '@xq/engine';
import { formatLine } from '@xq/notation';
import { type CommandSpec, type Context, commandOf } from '../command';
import type { Command } from '../io';
import { libraryError } from '../messages-vi';
import { positionFromArg } from '../position-arg';
import { mustBeOneOf, type Words } from '../words';
import { engineFailure, engineOptions, HANDSHAKE_MS, WHOLE } from './analyse-engine-args';

/** The limit of `--depth`, `--movetime`, `--nodes` (exactly one), or a usage message. */
function limitOf(c: Context): { ok: true; value: Limit } | { ok: false; error: Words } {
  const given = (['depth', 'movetime', 'nodes'] as const).filter((n) => c.str(n) !== undefined);
  if (given.length !== 1)
    return {
      ok: false,
      error: {
        en: 'give one of --depth N, --movetime MS, --nodes N',
        vi: 'hãy cho đúng một trong --depth N, --movetime MS, --nodes N',
      },
    };
  const name = given[0]!;
  const text = c.str(name)!;
  const n = Number(text);
  if (!WHOLE.test(text) || (name === 'movetime' && n > MAX_WAIT_MS)) {
    const most = name === 'movetime' ? MAX_WAIT_MS : 9_999_999_999;
    return {
      ok: false,
      error: {
        en: `--${name} must be a whole number 1..${most}, not ${JSON.stringify(text.slice(0, 20))}`,
        vi: `--${name} phải là số nguyên từ 1 đến ${most}, không phải ${JSON.stringify(text.slice(0, 20))}`,
      },
    };
  }
  return {
    ok: true,
    value: name === 'depth' ? { depth: n } : name === 'nodes' ? { nodes: n } : { movetimeMs: n },
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
    { name: 'engine', kind: 'string', value: 'CMD', description: 'the engine command line', required: true },
    { name: 'fen', kind: 'string', value: 'FEN', description: 'the start (default: the start position)' },
    { name: 'depth', kind: 'string', value: 'N', description: 'search N plies' },
    { name: 'movetime', kind: 'string', value: 'MS', description: 'search MS milliseconds' },
    { name: 'nodes', kind: 'string', value: 'N', description: 'search N nodes' },
    { name: 'multipv', kind: 'string', value: 'K', description: 'K best lines (default 1)' },
    {
      name: 'option',
      kind: 'string',
      value: 'NAME=VALUE',
      description: 'an engine option (repeatable)',
      repeatable: true,
    },
    {
      name: 'dialect',
      kind: 'string',
      value: 'D',
      description: `${DIALECTS.join(', ')} (default: by the handshake)`,
    },
    {
      name: 'timeout',
      kind: 'string',
      value: 'MS',
      description: 'the longest wait for the answer (default 15000)',
    },
  ],
  variadic: 'MOVE',
  json: 'document',
  lang: 'en',
  run: async (c) => {
    const limited = limitOf(c);
    if (!limited.ok) return c.usage(limited.error);
    const limit = limited.value;
    const multipvText = c.str('multipv') ?? '1';
    if (!WHOLE.test(multipvText) || Number(multipvText) > 500)
      return c.usage({ en: '--multipv must be 1..500', vi: '--multipv phải trong khoảng 1..500' });
    const timeoutText = c.str('timeout');
    if (timeoutText !== undefined && (!WHOLE.test(timeoutText) || Number(timeoutText) > MAX_WAIT_MS))
      return c.usage({
        en: `--timeout must be a whole number 1..${MAX_WAIT_MS}`,
        vi: `--timeout phải là số nguyên từ 1 đến ${MAX_WAIT_MS}`,
      });
    const dialect = c.str('dialect');
    if (dialect !== undefined && !(DIALECTS as readonly string[]).includes(dialect))
      return c.usage(mustBeOneOf('dialect', DIALECTS));
    const options = engineOptions(c.str('option'));
    if (!options.ok) return c.usage(options.error);
    const start = positionFromArg(c.options.fen);
    if (!start.ok) return c.fail(libraryError(start.detail, start.error));
    const replayed = Game.replay(start.value, c.args);
    if (!replayed.ok)
      return c.fail(libraryError(replayed.error, `${replayed.error.code} ${replayed.error.message}`));
    const game = replayed.value;
    const opened = await openEngine(c.str('engine')!, {
      options: options.value,
      handshakeMs: HANDSHAKE_MS,
      ...(dialect ? { dialect: dialect as Dialect } : {}),
    });
    if (!opened.ok) return c.fail(engineFailure(opened.error));
    const engine = opened.value;
    const a = await engine.analyse(game, limit, {
      multipv: Number(multipvText),
      ...(timeoutText ? { timeoutMs: Number(timeoutText) } : {}),
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
