import { type ArbiterState, apply as arbiterApply, createArbiter } from '@xq/arbiter';
import { PRESET_NAMES, remainingMs } from '@xq/clock';
import { formatUci, Game, INITIAL_FEN, type Move } from '@xq/core';
import { type Engine, type Limit, openEngine } from '@xq/engine';
import { type GameNode, type Game as PgnGame, writePgn } from '@xq/notation';
import { type CommandSpec, type Context, commandOf, oneLine } from '../command';
import type { Command } from '../io';
import { engineFailure, HANDSHAKE_MS } from './analyse-engine-args';

const WHOLE = /^[1-9]\d{0,9}$/;
type Side = 'red' | 'black';

/** One game of a match, as the summary reports it. */
interface Played {
  readonly red: string;
  readonly black: string;
  readonly result: '1-0' | '0-1' | '1/2-1/2' | '*';
  readonly reason: string;
  readonly plies: number;
  readonly pgn: PgnGame;
}

/** A whole number option, its default, or a usage message. */
function wholeOf(c: Context, name: string, fallback: number | undefined): number | undefined | string {
  const text = c.str(name);
  if (text === undefined) return fallback;
  if (!WHOLE.test(text)) return `--${name} must be a positive whole number, not ${text.slice(0, 20)}`;
  return Number(text);
}

const resultOf = (winner: Side | null): Played['result'] =>
  winner === 'red' ? '1-0' : winner === 'black' ? '0-1' : '1/2-1/2';

/**
 * Plays one game between two engine command lines under the arbiter: the clock runs on the
 * engines' own thinking time, the arbiter rules on every move (time, repetition, the move limit),
 * and an engine that fails (crash, silence, an illegal or banned move) loses the game.
 */
async function playGame(
  cmds: Readonly<BySide>,
  preset: string,
  extra: Omit<Limit, 'clock'>,
  maxPlies: number,
  round: number,
): Promise<Played> {
  let arbiter: ArbiterState = arbiterApply(createArbiter(), { type: 'start', at: 0, clock: preset }).state;
  const game = (Game.create() as { ok: true; value: Game }).value;
  const moves: Move[] = [];
  const engines: Partial<BySide<Engine>> = {};
  const names: BySide = { red: cmds.red, black: cmds.black };
  let at = 0;
  let end: { result: Played['result']; reason: string } | null = null;
  const lose = (side: Side, why: string) => {
    end = { result: resultOf(side === 'red' ? 'black' : 'red'), reason: why };
  };
  for (const side of ['red', 'black'] as const) {
    const opened = await openEngine(cmds[side], { handshakeMs: HANDSHAKE_MS });
    if (!opened.ok) {
      lose(side, `${side} engine: ${opened.error.code} ${opened.error.message}`);
      break;
    }
    engines[side] = opened.value;
    if (opened.value.name) names[side] = opened.value.name;
  }
  while (end === null && moves.length < maxPlies) {
    const side = game.position.turn;
    const clock = arbiter.clock!;
    const limit: Limit = {
      ...extra,
      clock: { redMs: remainingMs(clock, 'red', at), blackMs: remainingMs(clock, 'black', at) },
    };
    const began = Date.now();
    const p = await engines[side]!.play(game, limit);
    at += Math.max(1, Date.now() - began);
    if (!p.ok) {
      lose(side, `${p.error.code} ${p.error.message}`);
      break;
    }
    if (p.value.move === null) break; // the game is over by @xq/core: the arbiter has ruled already
    const step = arbiterApply(arbiter, { type: 'move', at, move: formatUci(p.value.move) });
    if (!step.ruling.accepted && step.state.result === null) {
      lose(side, `ENGINE_ILLEGAL_MOVE ${step.ruling.en}`);
      break;
    }
    arbiter = step.state;
    if (step.ruling.accepted) {
      moves.push(p.value.move);
      game.play(p.value.move);
    }
    const r = arbiter.result;
    if (r) end = { result: resultOf(r.winner), reason: `${r.en} (Điều ${r.article}: ${r.vi})` };
  }
  for (const e of Object.values(engines)) await e?.quit();
  const final = end ?? { result: '*' as const, reason: `stopped after ${moves.length} plies (--max-plies)` };
  const nodes: GameNode[] = moves.map((move, i) => ({
    move,
    comments: i === moves.length - 1 ? [final.reason] : [],
    nags: [],
    variations: [],
  }));
  const pgn: PgnGame = {
    tags: [
      ['Event', 'xq match'],
      ['Round', String(round)],
      ['Red', names.red],
      ['Black', names.black],
      ['Result', final.result],
      ['Termination', final.reason],
    ],
    fen: INITIAL_FEN,
    comments: moves.length === 0 ? [final.reason] : [],
    moves: nodes,
    result: final.result,
  };
  return { red: names.red, black: names.black, ...final, plies: moves.length, pgn };
}

type BySide<T = string> = { red: T; black: T };

/** `xq match` as data: options, help and run. @category CLI */
export const matchSpec: CommandSpec = {
  name: 'match',
  summary: 'play engine against engine under the law, games written as PGN',
  description: `Plays --games games between the two --engine command lines, colours alternating
(the first engine has Trắng in odd games). The clock is the @xq/clock preset --clock, running on
each engine's own thinking time, and each engine's go gets both clocks. The arbiter of
@xq/arbiter rules on every move: the flag (10.2.4), repetition and the moves a cycle forbids
(7.1g, 7.2b), the 60-move rule (Điều 12). An engine that crashes, does not answer or plays an
illegal move loses that game, with the reason in the PGN; the match goes on with fresh engine
processes for the next game. --max-plies stops a game unfinished ("*") after N plies. The games
are written as PGN to --out (or standard output); with --json a summary {games, score} is printed.`,
  options: [
    {
      name: 'engine',
      kind: 'string',
      value: 'CMD',
      description: 'an engine command line (give it twice)',
      required: true,
      repeatable: true,
    },
    { name: 'games', kind: 'string', value: 'N', description: 'games to play (default 2)' },
    {
      name: 'clock',
      kind: 'string',
      value: 'PRESET',
      description: 'a clock preset of @xq/clock',
      required: true,
    },
    { name: 'depth', kind: 'string', value: 'N', description: 'also cap each search at N plies' },
    { name: 'movetime', kind: 'string', value: 'MS', description: 'also cap each search at MS ms' },
    { name: 'max-plies', kind: 'string', value: 'N', description: 'stop a game after N plies (default 400)' },
    { name: 'out', kind: 'string', value: 'FILE', description: 'write the PGN to FILE' },
  ],
  json: 'document',
  run: async (c) => {
    const cmds = (c.str('engine') ?? '').split('\n');
    if (cmds.length !== 2) return c.usage('give --engine twice');
    const preset = c.str('clock')!;
    if (!(PRESET_NAMES as readonly string[]).includes(preset))
      return c.usage(`--clock must be one of ${PRESET_NAMES.join(', ')}`);
    const games = wholeOf(c, 'games', 2);
    const depth = wholeOf(c, 'depth', undefined);
    const movetime = wholeOf(c, 'movetime', undefined);
    const maxPlies = wholeOf(c, 'max-plies', 400);
    for (const v of [games, depth, movetime, maxPlies]) if (typeof v === 'string') return c.usage(v);
    const extra: Omit<Limit, 'clock'> = {
      ...(depth !== undefined ? { depth: depth as number } : {}),
      ...(movetime !== undefined ? { movetimeMs: movetime as number } : {}),
    };
    // Before the first game: the output can be written, and each engine starts and answers.
    const out = c.str('out');
    if (out !== undefined) await c.io.writeFile(out, '');
    for (const [i, cmd] of cmds.entries()) {
      const opened = await openEngine(cmd, { handshakeMs: HANDSHAKE_MS });
      if (!opened.ok) return c.fail(engineFailure(opened.error, `engine ${i + 1} (${oneLine(cmd)})`));
      await opened.value.quit();
    }
    const played: Played[] = [];
    for (let i = 0; i < (games as number); i++) {
      const red = cmds[i % 2]!;
      const black = cmds[(i + 1) % 2]!;
      played.push(await playGame({ red, black }, preset, extra, maxPlies as number, i + 1));
    }
    const score = [0, 0];
    played.forEach((g, i) => {
      const a = i % 2 === 0 ? 0 : 1; // the index of the engine with Trắng
      if (g.result === '1-0') score[a]! += 1;
      else if (g.result === '0-1') score[1 - a]! += 1;
      else if (g.result === '1/2-1/2') {
        score[0]! += 0.5;
        score[1]! += 0.5;
      }
    });
    const pgn = writePgn(
      played.map((g) => g.pgn),
      { notation: 'wxf' },
    );
    if (out !== undefined) await c.io.writeFile(out, pgn);
    if (c.json) {
      c.printJson({
        games: played.map(({ red, black, result, reason, plies }) => ({ red, black, result, reason, plies })),
        engines: cmds,
        score,
      });
    } else if (out === undefined) c.io.out(pgn);
    else c.io.out(`${played.map((g, i) => `${i + 1}. ${g.red} - ${g.black} ${g.result}`).join('\n')}\n`);
    return 0;
  },
};

/** `xq match`: engine against engine under the law. @category CLI */
export const matchCommand: Command = commandOf(matchSpec);
