import type { MatchStage, MatchState, Result } from '@xq/pairing';
import { type KnockoutPair, knockoutBracket, knockoutLot, matchState, nextKnockoutRound } from '@xq/pairing';
import { withRound } from '../document';
import { TIE_BREAK_STAGE_GAMES } from '../document-fields';
import { fail, type MatchErrorCode, type TournamentError } from '../error-codes';
import { drawFirstRed, fromFide, toFideMatch } from '../fide-colours';
import { requireNumber, requireObject, requireString, requireTournament } from '../guard';
import type { Bye, Game, KnockoutMatchGame, Round, Tournament } from '../model';

/**
 * The next round of a knockout run from the tournament file. Entrants are seeded by start
 * number (1 = top seed: draw the numbers by lot for a random draw); round 1 is
 * {@link knockoutBracket}, each later round pairs the winners of consecutive matches. In the
 * file each match is one game row whose result is the match's (tie-breaks included): a draw or a
 * pending game has no winner yet; a match of `gamesPerMatch` ≥ 2 games keeps its games in the
 * row ({@link recordMatchGame}). Who moves first is drawn by lot for every match, not given to
 * the higher seed (4.2.2: "Nếu đấu trực tiếp một ván thì phải bốc thăm chọn người đi trước"):
 * the row's `lot` is the lot's seed ({@link knockoutLot} of the regulations' seed, the round and
 * the match), and `red` the player it drew. A bye is a pairing-allocated bye.
 *
 * @example
 * ```ts
 * import { createTournament, pairKnockoutRound } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Cúp', system: 'knockout' }),
 *   players: [1, 2, 3, 4, 5].map((id) => ({ id, name: `P${id}` })) };
 * const r = pairKnockoutRound(t);
 * console.log(r.ok && JSON.stringify([r.value.games.map((g) => [g.red, g.black]), r.value.byes.map((b) => b.player)])); // [[[4,5]],[1,2,3]]
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Knockout
 */
export function pairKnockoutRound(
  t: Tournament,
): Result<
  Round,
  TournamentError<'PAIRING_TOO_FEW_PLAYERS' | 'PAIRING_TOURNAMENT_OVER' | 'PAIRING_ROUND_INCOMPLETE'>
> {
  requireTournament('pairKnockoutRound', t);
  const ids = t.players.map((p) => p.id).sort((a, b) => a - b);
  if (ids.length < 2)
    return {
      ok: false,
      error: { code: 'PAIRING_TOO_FEW_PLAYERS', message: 'a knockout needs at least 2 players' },
    };
  const id = (seed: number): number => ids[seed - 1]!;
  let pairs: readonly KnockoutPair[] = knockoutBracket(ids.length).map((p) => ({
    a: id(p.a),
    b: p.b === null ? null : id(p.b),
  }));
  for (let r = 0; r < t.rounds.length; r++) {
    const round = t.rounds[r] as Round;
    const winners: number[] = [];
    for (const p of pairs) {
      if (p.b === null) {
        winners.push(p.a);
        continue;
      }
      const g = round.games.find(
        (x) => (x.red === p.a && x.black === p.b) || (x.red === p.b && x.black === p.a),
      );
      // A match not played because a player had withdrawn: the other went through on a bye.
      const byeWinner = round.byes.find((b) => b.player === p.a || b.player === p.b)?.player;
      const winner =
        g?.result === 'red-win' || g?.result === 'red-win-forfeit'
          ? g.red
          : g?.result === 'black-win' || g?.result === 'black-win-forfeit'
            ? g.black
            : g === undefined
              ? byeWinner
              : undefined;
      if (winner === undefined) {
        return {
          ok: false,
          error: {
            code: 'PAIRING_ROUND_INCOMPLETE',
            message: `round ${r + 1}: the match ${p.a}–${p.b} has no winner yet (record the result of the match, tie-breaks included)`,
          },
        };
      }
      winners.push(winner);
    }
    if (winners.length === 1)
      return {
        ok: false,
        error: { code: 'PAIRING_TOURNAMENT_OVER', message: `the final is played: ${winners[0]} won` },
      };
    pairs = nextKnockoutRound(winners);
  }
  const games: Game[] = [];
  const byes: Bye[] = [];
  const withdrawn = new Set([...t.players.filter((p) => p.withdrawn).map((p) => p.id), ...(t.absent ?? [])]);
  for (const p of pairs) {
    if (p.b === null) byes.push({ player: p.a, kind: 'pairing' });
    // A withdrawn player is left out: his opponent goes through, as the law scores an absent
    // player ("vắng mặt quá giờ quy định bị xử thua": Luật Cờ Tướng, Quyết định
    // 11991/1999/UBTDTT-TT1, Điều 10.2.1b). When both have withdrawn
    // the higher seed's place goes on so that the bracket stays whole.
    else if (withdrawn.has(p.a) && !withdrawn.has(p.b)) byes.push({ player: p.b, kind: 'full' });
    else if (withdrawn.has(p.b)) byes.push({ player: p.a, kind: 'full' });
    else {
      // 4.2.2: the first mover by lot, one lot per match, its seed recorded with the game.
      const lot = knockoutLot(t.regulations.seed ?? 0, t.rounds.length + 1, games.length + 1);
      const [red, black] = drawFirstRed(lot) === 'a' ? [p.a, p.b] : [p.b, p.a];
      games.push({
        red,
        black,
        result: 'pending',
        lot,
        ...((t.regulations.gamesPerMatch ?? 1) > 1 ? { games: [] } : {}),
      });
    }
  }
  return { ok: true, value: { games, byes } };
}

/**
 * A knockout match after one of its games was recorded.
 * @category Knockout
 */
export interface MatchRecorded {
  /** The tournament with the game recorded (and the match's result once it is decided). */
  readonly tournament: Tournament;
  /** The game just recorded, its number in the match from 1. */
  readonly game: number;
  /** Who had red in it. */
  readonly red: number;
  /** Where the match stands now: decided with its winner, or the next game with its red. */
  readonly next:
    | {
        /** The match is decided. */
        readonly status: 'decided';
        /** The id of the player who goes through. */
        readonly winner: number;
        /** The stage that decided it (the classical games, or a tie stage of the regulations). */
        readonly stage: string;
        /** The match's score, the first player's points then the second's. */
        readonly score: readonly [number, number];
      }
    | {
        /** Another game is to be played. */
        readonly status: 'play';
        /** The stage the next game belongs to. */
        readonly stage: string;
        /** The next game's number in the match, from 1. */
        readonly game: number;
        /** The id of the player who has red in the next game. */
        readonly red: number;
      };
}

/** A match that is over: its winner goes through. */
export type MatchDecided = Extract<MatchRecorded['next'], { status: 'decided' }>;
/** A match that goes on: the next game to play and who has red in it. */
export type MatchGoesOn = Extract<MatchRecorded['next'], { status: 'play' }>;

/** A number as written, anything else by its type (never its own toString). */
const shown = (v: unknown): string =>
  typeof v === 'number' ? String(v) : `(${v === null ? 'null' : typeof v})`;

/** The stages of a match of `games` games under the regulations' tie rules (by lot when they do not say). */
function matchStages(t: Tournament): MatchStage[] {
  const ties = t.regulations.matchTieBreaks ?? ['lots'];
  const stages: MatchStage[] = [{ kind: 'classical', games: t.regulations.gamesPerMatch ?? 1 }];
  for (const kind of ties)
    stages.push({ kind, games: kind === 'rapid' || kind === 'blitz' ? TIE_BREAK_STAGE_GAMES : 1 });
  // Whatever the regulations list, the match ends: a last lot when they end with a stage that can be level.
  if (ties[ties.length - 1] !== 'lots' && ties[ties.length - 1] !== 'armageddon')
    stages.push({ kind: 'lots', games: 0 });
  return stages;
}

/** The state of a match row; `undefined` when its games contradict the schedule (a hand-edited file). */
function stateOf(t: Tournament, g: Game, games: readonly KnockoutMatchGame[]): MatchState | undefined {
  try {
    const fide = toFideMatch(games, g.red, g.lot ?? 0);
    // 4.2.2: the colours alternate over the whole match unless the regulations chose `swap`.
    const stageColours = t.regulations.matchTieColours === 'swap' ? 'swap' : 'alternate';
    return matchState(matchStages(t), fide.games, { ...fide.options, stageColours });
  } catch (e) {
    if (e instanceof RangeError) return undefined;
    throw e;
  }
}

/**
 * Records the next game of the knockout match of `round` (from 1) in which `player` plays, a
 * match of `gamesPerMatch` ≥ 2 games (4.2.2b: "Nếu đấu hai hoặc nhiều ván thì bốc thăm quyết
 * định người đi trước ván đầu, sau đó thay phiên nhau cầm quân Trắng, Đen"): game 1's red is
 * the row's `red` (drawn by lot), the colours alternate, a level match goes on to the
 * regulations' `matchTieBreaks` (by lot when they do not say). `result` is from the game's own
 * colours. Once the match is decided the row's `result` is the match's (`red-win` when the
 * row's red won it), and the winner goes through to the next round.
 *
 * @example
 * ```ts
 * import { addRound, createTournament, pairKnockoutRound, recordMatchGame } from '@xq/tournament';
 * const base = createTournament({ name: 'Cúp', system: 'knockout' });
 * let t = { ...base, regulations: { ...base.regulations, gamesPerMatch: 2 },
 *   players: [1, 2].map((id) => ({ id, name: `P${id}` })) };
 * const p = pairKnockoutRound(t);
 * const a = p.ok ? addRound(t, p.value) : undefined;
 * if (a?.ok) t = a.value;
 * const g1 = recordMatchGame(t, 1, 1, 'red-win');
 * const g2 = g1.ok ? recordMatchGame(g1.value.tournament, 1, 1, 'draw') : g1;
 * console.log(g2.ok && g2.value.next.status); // decided
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @throws {TypeError} when an argument is not of its JavaScript type (naming the function and the field).
 * @category Knockout
 */
export function recordMatchGame(
  t: Tournament,
  round: number,
  player: number,
  result: KnockoutMatchGame['result'],
): Result<MatchRecorded, TournamentError<MatchErrorCode>> {
  requireTournament('recordMatchGame', t);
  requireNumber('recordMatchGame', 'round', round);
  requireNumber('recordMatchGame', 'player', player);
  requireString('recordMatchGame', 'result', result);
  const r = Number.isInteger(round) ? t.rounds[round - 1] : undefined;
  if (!r) return fail('TOURNAMENT_NO_SUCH_ROUND', `no round ${shown(round)}`);
  const index = r.games.findIndex((g) => g.red === player || g.black === player);
  const g = r.games[index];
  if (!g) return fail('TOURNAMENT_NO_SUCH_GAME', `player ${shown(player)} has no match in round ${round}`);
  if (t.regulations.system !== 'knockout' || g.games === undefined)
    return fail(
      'TOURNAMENT_NOT_A_MATCH',
      `round ${round}: ${g.red}–${g.black} is one game, not a match of several (record its result)`,
    );
  if (result !== 'red-win' && result !== 'black-win' && result !== 'draw')
    return fail('TOURNAMENT_BAD_MATCH', 'a game of a match is won, lost or drawn');
  const before = stateOf(t, g, g.games);
  if (before === undefined)
    return fail(
      'TOURNAMENT_BAD_MATCH',
      `round ${round}: the games of ${g.red}–${g.black} do not follow the match's colours`,
    );
  if (before.status === 'decided')
    return fail('TOURNAMENT_MATCH_DECIDED', `round ${round}: the match ${g.red}–${g.black} is decided`);
  const red = fromFide(before).red === 'a' ? g.red : g.black;
  const games = [...g.games, { red, result }];
  const after = stateOf(t, g, games) as MatchState;
  const other = (side: 'a' | 'b'): number => (side === 'a' ? g.red : g.black);
  const row: Game = {
    ...g,
    games,
    result: after.status === 'decided' ? (after.winner === 'a' ? 'red-win' : 'black-win') : 'pending',
  };
  const w = withRound(t, round - 1, { ...r, games: r.games.map((y, j) => (j === index ? row : y)) });
  if (!w.ok) return fail('TOURNAMENT_BAD_MATCH', w.error.message);
  return {
    ok: true,
    value: {
      tournament: w.value,
      game: games.length,
      red,
      next:
        after.status === 'decided'
          ? { status: 'decided', winner: other(after.winner), stage: after.stage, score: after.score }
          : { status: 'play', stage: after.stage, game: after.game, red: other(fromFide(after).red) },
    },
  };
}

/**
 * The score of a knockout match of several games (4.2.2b) over the games recorded so far: the
 * points of the row's `red` (who had red in game 1, by lot) then of its `black`, a win 1 and a
 * draw ½ each; `undefined` for a row that is one game, not a match.
 *
 * @example
 * ```ts
 * import { matchScore } from '@xq/tournament';
 * const row = { red: 1, black: 2, result: 'pending' as const,
 *   games: [{ red: 1, result: 'red-win' as const }, { red: 2, result: 'draw' as const }] };
 * console.log(matchScore(row)); // [ 1.5, 0.5 ]
 * ```
 * @throws {TypeError} when `game` is not an object.
 * @category Knockout
 */
export function matchScore(game: Game): readonly [number, number] | undefined {
  requireObject('matchScore', 'game', game);
  if (!Array.isArray(game.games)) return undefined;
  let red = 0;
  let black = 0;
  for (const g of game.games as readonly (KnockoutMatchGame | null)[]) {
    // A hand-written file may hold anything here: what is not a game scores nothing.
    if (typeof g !== 'object' || g === null || !['red-win', 'black-win', 'draw'].includes(g.result)) continue;
    const winner =
      g.result === 'red-win'
        ? g.red
        : g.result === 'black-win'
          ? g.red === game.red
            ? game.black
            : game.red
          : undefined;
    if (winner === undefined) {
      red += 0.5;
      black += 0.5;
    } else if (winner === game.red) red += 1;
    else black += 1;
  }
  return [red, black];
}
