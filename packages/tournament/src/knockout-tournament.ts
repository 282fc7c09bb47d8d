import type { Result } from '@xq/pairing';
import { type KnockoutPair, knockoutBracket, nextKnockoutRound } from '@xq/pairing';
import type { Bye, Game, Round, Tournament } from './tournament';

/**
 * Why a knockout round could not be paired.
 * @category Knockout
 */
export interface KnockoutPairError {
  /** The error code. */
  readonly code: 'PAIRING_TOO_FEW_PLAYERS' | 'PAIRING_TOURNAMENT_OVER' | 'PAIRING_ROUND_INCOMPLETE';
  /** What went wrong, for people. */
  readonly message: string;
}

/**
 * The next round of a knockout run from the tournament file. Entrants are seeded by start
 * number (1 = top seed: draw the numbers by lot for a random draw); round 1 is
 * {@link knockoutBracket}, each later round pairs the winners of consecutive matches. In the
 * file each match is one game whose result is the match's (tie-breaks included): a draw or a
 * pending game has no winner yet. The first-named player of a match has white; a bye is a
 * pairing-allocated bye.
 *
 * @example
 * ```ts
 * import { createTournament, pairKnockoutRound } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Cúp', system: 'knockout' }),
 *   players: [1, 2, 3, 4, 5].map((id) => ({ id, name: `P${id}` })) };
 * const r = pairKnockoutRound(t);
 * console.log(r.ok && JSON.stringify([r.value.games.map((g) => [g.white, g.black]), r.value.byes.map((b) => b.player)])); // [[[4,5]],[1,2,3]]
 * ```
 * @category Knockout
 */
export function pairKnockoutRound(t: Tournament): Result<Round, KnockoutPairError> {
  const ids = t.players.map((p) => p.id).sort((a, b) => a - b);
  if (ids.length < 2)
    return {
      ok: false,
      error: { code: 'PAIRING_TOO_FEW_PLAYERS', message: 'a knockout needs at least 2 players' },
    };
  const id = (seed: number): number => ids[seed - 1] as number;
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
        (x) => (x.white === p.a && x.black === p.b) || (x.white === p.b && x.black === p.a),
      );
      // A match not played because a player had withdrawn: the other went through on a bye.
      const byeWinner = round.byes.find((b) => b.player === p.a || b.player === p.b)?.player;
      const winner =
        g?.result === 'white-win' || g?.result === 'white-win-forfeit'
          ? g.white
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
    else games.push({ white: p.a, black: p.b, result: 'pending' });
  }
  return { ok: true, value: { games, byes } };
}
