/**
 * Recording a paired round's results into a {@link SwissInput}, so that the next round can be
 * paired: games, forfeits, the pairing-allocated bye, and absent players.
 */

import { badRange, badType, shown } from '../bad-input';
import {
  pairingProblem,
  requireSwissInput,
  SWISS_OUTCOMES,
  type SwissInput,
  type SwissPairing,
  type SwissRound,
} from './swiss-input';

/** Board results: played `1-0 ½-½ 0-1`, forfeits `+-` / `-+` (white / black wins). @category Swiss */
export const BOARD_RESULTS = ['1-0', '½-½', '0-1', '+-', '-+'] as const;
/** A board result. */
export type BoardResult = (typeof BOARD_RESULTS)[number];

/**
 * Returns a new input with one more completed round: each board's result, a win for the
 * pairing-allocated bye, and `absentOutcome` (default `loss`, i.e. a zero-point bye; `draw`
 * for a half-point bye) for players marked absent — and only for them: the pairing must seat
 * every player present (on a board or as the bye) and no player marked absent, as the engines'
 * pairings of `input` do. The absent flags are cleared; accelerations and score adjustments are
 * kept.
 *
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `results` does not have one entry per board, or a board or the bye
 * names a player who is not in `input` or is paired twice (a player against himself), a player present is on no
 * board and not the bye, a player marked absent is paired, a result is not one of
 * `1-0`, `½-½`, `0-1`, `+-` or `-+`, or `absentOutcome` is not `loss`, `draw` or `win`.
 * @example
 * ```ts
 * import { pairDutch, recordRound } from '@xq/pairing';
 * const input = { players: [1, 2].map((id) => ({ id, rounds: [] })), playedRounds: 0, totalRounds: 3, initialColour: 'white' as const };
 * const r = pairDutch(input);
 * const next = r.ok ? recordRound(input, r.value, ['1-0']) : input;
 * console.log(next.playedRounds, next.players[0]!.rounds[0]!.outcome); // 1 win
 * ```
 * @category Swiss
 */
export function recordRound(
  input: SwissInput,
  pairing: SwissPairing,
  results: readonly ('1-0' | '½-½' | '0-1' | '+-' | '-+')[],
  absentOutcome: 'loss' | 'draw' | 'win' = 'loss',
): SwissInput {
  requireSwissInput('recordRound', input);
  const problem = pairingProblem(pairing, input);
  if (problem !== undefined) throw badRange(`recordRound: ${problem}`);
  if (!Array.isArray(results)) throw badType('recordRound: results must be an array');
  if (results.length !== pairing.boards.length) throw badRange('recordRound: one result per board is needed');
  results.forEach((r, i) => {
    if (!(BOARD_RESULTS as readonly unknown[]).includes(r))
      throw badRange(`recordRound: results[${i}] must be one of ${BOARD_RESULTS.join(' ')}, got ${shown(r)}`);
  });
  if (!(SWISS_OUTCOMES as readonly unknown[]).includes(absentOutcome))
    throw badRange(`recordRound: absentOutcome must be loss, draw or win, got ${shown(absentOutcome)}`);
  const round = new Map<number, SwissRound>();
  pairing.boards.forEach((b, i) => {
    const r = results[i]!;
    const played = r === '1-0' || r === '½-½' || r === '0-1';
    const whiteOutcome = r === '1-0' || r === '+-' ? 'win' : r === '½-½' ? 'draw' : 'loss';
    const blackOutcome = whiteOutcome === 'win' ? 'loss' : whiteOutcome === 'loss' ? 'win' : 'draw';
    round.set(b.white, { opponent: b.black, colour: 'white', outcome: whiteOutcome, played, paired: true });
    round.set(b.black, { opponent: b.white, colour: 'black', outcome: blackOutcome, played, paired: true });
  });
  if (pairing.bye !== null)
    round.set(pairing.bye, { opponent: 0, colour: null, outcome: 'win', played: false, paired: true });
  // The pairing and the absent flags must tell one story: a present player is seated or has the
  // bye, an absent one is neither (else his round would be scored by a guess).
  input.players.forEach((p, i) => {
    if (!p.absent && !round.has(p.id))
      throw badRange(
        `recordRound: players[${i}]: player ${p.id} is present but on no board and not the bye (mark him absent to score absentOutcome)`,
      );
    if (p.absent && round.has(p.id))
      throw badRange(`recordRound: players[${i}]: player ${p.id} is marked absent but paired`);
  });
  return {
    ...input,
    playedRounds: input.playedRounds + 1,
    players: input.players.map((p) => ({
      id: p.id,
      ...(p.acceleration ? { acceleration: p.acceleration } : {}),
      ...(p.adjustment !== undefined ? { adjustment: p.adjustment } : {}),
      rounds: [
        ...p.rounds,
        round.get(p.id) ?? {
          opponent: 0,
          colour: null,
          outcome: absentOutcome,
          played: false,
          paired: false,
        },
      ],
    })),
  };
}
