import { requireArray, requireObject, requireTournament } from '../guard';
import type { ByeKind, ByeScore, Scoring, System, Tournament } from '../model';

/**
 * Outcomes of a player's round.
 * @category Model
 */
export const OUTCOMES = ['win', 'draw', 'loss', 'pending'] as const;
/** A player's outcome in one round. @category Model */
export type Outcome = (typeof OUTCOMES)[number];

/**
 * How a player's round went: a game played over the board (a game lost by both, 7.1i and 15.7b,
 * is a game played), a forfeit (won or lost without play; a double forfeit is a loss for both), a bye, or absent (not in the round at all).
 * @category Model
 */
export const ROUND_KINDS = ['game', 'forfeit', 'bye', 'absent'] as const;
/** The kind of a player's round. @category Model */
export type RoundKind = (typeof ROUND_KINDS)[number];

/**
 * One round from one player's side.
 * @category Model
 */
export interface PlayerRound {
  /** Round number, from 1. */
  readonly round: number;
  /** Game, forfeit, bye or absence. */
  readonly kind: RoundKind;
  /** The opponent paired (also for a forfeit), or null for a bye or an absence. */
  readonly opponent: number | null;
  /** The colour paired, or null without an opponent. */
  readonly colour: 'red' | 'black' | null;
  /** Win, draw, loss, or pending (no result yet). */
  readonly outcome: Outcome;
  /** The kind of bye, for `kind === 'bye'`. */
  readonly bye?: ByeKind;
  /** Points scored in this round, in the tournament's scoring units. */
  readonly points: number;
}

/**
 * Points of a win, a draw and a loss.
 * @category Model
 */
export interface ScoringPoints {
  /** Points of a win. */
  readonly win: number;
  /** Points of a draw. */
  readonly draw: number;
  /** Points of a loss. */
  readonly loss: number;
}

/**
 * Points of a win, a draw and a loss under a scoring scheme.
 *
 * @example
 * ```ts
 * import { scoringPoints } from '@xq/tournament';
 * console.log(scoringPoints('2-1-0').win); // 2
 * ```
 * @category Model
 */
export function scoringPoints(scoring: Scoring): ScoringPoints {
  return scoring === '2-1-0' ? { win: 2, draw: 1, loss: 0 } : { win: 1, draw: 0.5, loss: 0 };
}

/**
 * What a pairing-allocated bye scores when the regulations do not say: nothing in a round robin
 * (every player rests once: "nghỉ"), a win in the other systems (the Swiss bye).
 *
 * @example
 * ```ts
 * import { defaultPairingBye } from '@xq/tournament';
 * console.log(defaultPairingBye('round-robin'), defaultPairingBye('swiss-dutch')); // loss win
 * ```
 * @category Model
 */
export function defaultPairingBye(system: System): ByeScore {
  return system === 'round-robin' || system === 'double-round-robin' || system === 'team-round-robin'
    ? 'loss'
    : 'win';
}

function byeOutcome(kind: ByeKind, pairingBye: 'win' | 'draw' | 'loss'): Outcome {
  if (kind === 'pairing') return pairingBye;
  return kind === 'full' ? 'win' : kind === 'half' ? 'draw' : 'loss';
}

/**
 * Every player's rounds, by start number: the derived view standings, tie-breaks, printing and
 * pairing read. A player missing from a round that exists is `absent` (a loss, 0 points).
 *
 * @example
 * ```ts
 * import { createTournament, playerRounds } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'draw' as const }], byes: [] }] };
 * console.log(playerRounds(t).get(1)?.[0]?.points); // 0.5
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Model
 */
export function playerRounds(t: Tournament): ReadonlyMap<number, readonly PlayerRound[]> {
  requireTournament('playerRounds', t);
  const pts = scoringPoints(t.regulations.scoring);
  const pairingBye = t.regulations.pairingBye ?? defaultPairingBye(t.regulations.system);
  const out = new Map<number, PlayerRound[]>();
  for (const p of t.players) out.set(p.id, []);
  t.rounds.forEach((r, i) => {
    const round = i + 1;
    const seen = new Set<number>();
    const add = (id: number, pr: PlayerRound): void => {
      seen.add(id);
      out.get(id)?.push(pr);
    };
    for (const g of r.games) {
      const forfeit =
        g.result === 'red-win-forfeit' || g.result === 'black-win-forfeit' || g.result === 'double-forfeit';
      const kind: RoundKind = forfeit ? 'forfeit' : 'game';
      const [w, b]: [Outcome, Outcome] =
        g.result === 'red-win' || g.result === 'red-win-forfeit'
          ? ['win', 'loss']
          : g.result === 'black-win' || g.result === 'black-win-forfeit'
            ? ['loss', 'win']
            : g.result === 'draw'
              ? ['draw', 'draw']
              : g.result === 'double-forfeit' || g.result === 'both-lose'
                ? ['loss', 'loss']
                : ['pending', 'pending'];
      add(g.red, {
        round,
        kind,
        opponent: g.black,
        colour: 'red',
        outcome: w,
        points: w === 'pending' ? 0 : pts[w],
      });
      add(g.black, {
        round,
        kind,
        opponent: g.red,
        colour: 'black',
        outcome: b,
        points: b === 'pending' ? 0 : pts[b],
      });
    }
    for (const b of r.byes) {
      const outcome = byeOutcome(b.kind, pairingBye);
      add(b.player, {
        round,
        kind: 'bye',
        opponent: null,
        colour: null,
        outcome,
        bye: b.kind,
        points: pts[outcome as 'win'],
      });
    }
    for (const p of t.players) {
      if (!seen.has(p.id))
        add(p.id, { round, kind: 'absent', opponent: null, colour: null, outcome: 'loss', points: 0 });
    }
  });
  return out;
}

/**
 * A player's total points over all rounds, in the tournament's scoring units.
 *
 * @example
 * ```ts
 * import { totalPoints } from '@xq/tournament';
 * console.log(totalPoints([])); // 0
 * ```
 * @throws {TypeError} when `rounds` is not an array of objects.
 * @category Model
 */
export function totalPoints(rounds: readonly PlayerRound[]): number {
  requireArray('totalPoints', 'rounds', rounds);
  let s = 0;
  for (const r of rounds) {
    requireObject('totalPoints', 'rounds[]', r);
    s += r.points;
  }
  return s;
}
