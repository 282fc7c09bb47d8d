// One game of `xq match` under the law: the arbiter rules on every move, the clock runs on the
// engines' own thinking time, an engine that fails loses the game and is started again for the
// next one (its seat is emptied).
import { type ArbiterState, apply as arbiterApply, createArbiter } from '@xq/arbiter';
import { type ClockPolicy, movesDue, remainingMs } from '@xq/clock';
import { formatUci, Game, type Move } from '@xq/core';
import { type Engine, type Limit, openEngine } from '@xq/engine';
import type { GameNode, GameRecord as PgnGame } from '@xq/notation';
import { HANDSHAKE_MS } from './analyse-engine-args';
import type { EngineSpec, Opening } from './match-args';

type Side = 'red' | 'black';

/** One game of a match, as the summary reports it. */
export interface Played {
  readonly red: string;
  readonly black: string;
  /** The index (0 or 1, the order of `--engine`) of the engine with Trắng. */
  readonly redEngine: 0 | 1;
  readonly result: '1-0' | '0-1' | '1/2-1/2' | '*';
  readonly reason: string;
  readonly plies: number;
  readonly opening: string;
  readonly pgn: PgnGame;
}

/** An engine's seat in a worker: its spec, and the running engine between games (if any). */
export interface Seat {
  readonly spec: EngineSpec;
  engine: Engine | undefined;
  /** The name shown: the spec's `name`, or the engine's `id name`, or the command line. */
  name: string;
}

/** The clock of every game: a policy and the increment told to `go`. */
export interface MatchClock {
  readonly policy: ClockPolicy;
  readonly incrementMs: number;
}

const resultOf = (winner: Side | null): Played['result'] =>
  winner === 'red' ? '1-0' : winner === 'black' ? '0-1' : '1/2-1/2';

/** Starts a seat's engine when it has none; the error's words when it cannot start. */
export async function seatEngine(
  seat: Seat,
): Promise<{ ok: true; value: Engine } | { ok: false; why: string }> {
  if (seat.engine) return { ok: true, value: seat.engine };
  const { spec } = seat;
  const opened = await openEngine(spec.cmd, {
    handshakeMs: HANDSHAKE_MS,
    options: spec.options,
    ...(spec.dialect ? { dialect: spec.dialect } : {}),
  });
  if (!opened.ok) return { ok: false, why: `${opened.error.code} ${opened.error.message}` };
  seat.engine = opened.value;
  if (spec.name === undefined && opened.value.name) seat.name = opened.value.name;
  return { ok: true, value: opened.value };
}

/** The seat's limit without the clock: its own depth, nodes and movetime over the match's. */
function limitOf(spec: EngineSpec, extra: Omit<Limit, 'clock'>): Omit<Limit, 'clock'> {
  return {
    ...extra,
    ...(spec.depth !== undefined ? { depth: spec.depth } : {}),
    ...(spec.nodes !== undefined ? { nodes: spec.nodes } : {}),
    ...(spec.movetimeMs !== undefined ? { movetimeMs: spec.movetimeMs } : {}),
  };
}

/**
 * Plays one game from an opening between two seats (`seats[redEngine]` has Trắng): the arbiter
 * rules on every move (time, repetition and the moves a cycle forbids, the move limit), and an
 * engine that fails (cannot start, crashes, falls silent, plays an illegal or banned move) loses
 * the game; its seat is emptied so that the next game starts it again.
 */
export async function playGame(
  seats: readonly [Seat, Seat],
  redEngine: 0 | 1,
  opening: Opening,
  clock: MatchClock,
  extra: Omit<Limit, 'clock'>,
  maxPlies: number,
  round: number,
): Promise<Played> {
  const bySide = { red: seats[redEngine], black: seats[1 - redEngine]! };
  let arbiter: ArbiterState = arbiterApply(createArbiter(), {
    type: 'start',
    at: 0,
    clock: clock.policy,
    fen: opening.fen,
  }).state;
  const replayed = Game.replay(opening.fen, opening.moves);
  if (!replayed.ok) throw new Error(`xq match: an opening that @xq/core refuses: ${opening.fen}`);
  const game = replayed.value;
  const moves: Move[] = [...game.moves];
  // The opening's moves are the game's first moves, at the clock's start (no time is spent).
  for (const move of opening.moves) arbiter = arbiterApply(arbiter, { type: 'move', at: 0, move }).state;
  let at = 0;
  let end: { result: Played['result']; reason: string } | null = null;
  const lose = (side: Side, why: string) => {
    end = { result: resultOf(side === 'red' ? 'black' : 'red'), reason: why };
  };
  for (const side of ['red', 'black'] as const) {
    const e = await seatEngine(bySide[side]);
    if (!e.ok) {
      lose(side, e.why);
      break;
    }
  }
  while (end === null && moves.length - opening.moves.length < maxPlies) {
    const side = game.position.turn;
    const seat = bySide[side];
    const state = arbiter.clock!;
    const due = movesDue(state, side, at);
    const limit: Limit = {
      ...limitOf(seat.spec, extra),
      clock: {
        redMs: remainingMs(state, 'red', at),
        blackMs: remainingMs(state, 'black', at),
        ...(clock.incrementMs > 0 ? { incrementMs: clock.incrementMs } : {}),
        ...(due !== null && due > 0 ? { movesToGo: due } : {}),
      },
    };
    const began = Date.now();
    const p = await seat.engine!.play(game, limit);
    at += Math.max(1, Date.now() - began);
    if (!p.ok) {
      seat.engine = undefined; // the driver has ended it: the next game starts it again
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
  const final = end ?? {
    result: '*' as const,
    reason: `stopped after ${moves.length - opening.moves.length} plies (--max-plies)`,
  };
  const nodes: GameNode[] = moves.map((move, i) => ({
    move,
    comments: i === moves.length - 1 ? [final.reason] : [],
    nags: [],
    variations: [],
  }));
  const names = { red: bySide.red.name, black: bySide.black.name };
  const pgn: PgnGame = {
    tags: [
      ['Event', 'xq match'],
      ['Round', String(round)],
      ['Red', names.red],
      ['Black', names.black],
      ['Result', final.result],
      ['Termination', final.reason],
      ['Opening', opening.source],
    ],
    fen: opening.fen,
    comments: moves.length === 0 ? [final.reason] : [],
    moves: nodes,
    result: final.result,
  };
  return {
    ...names,
    redEngine,
    ...final,
    plies: moves.length - opening.moves.length,
    opening: opening.source,
    pgn,
  };
}
