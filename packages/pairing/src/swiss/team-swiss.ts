/**
 * Team Swiss (Luật Cờ Tướng, Điều 30.5): teams are paired like players, by the same engines,
 * then board k of one team meets board k of the other; the team with the first move has white
 * (red) on the odd boards and black on the even ones.
 */

import { badRange, badType, shown } from '../bad-input';
import type { Result } from '../result';
import { pairByLot } from './by-lot';
import { pairDutch } from './dutch';
import type { SwissBoard, SwissError, SwissInput, SwissPairing } from './swiss-input';

/** One board of a team match: team numbers and the board number (1-based). @category Swiss */
export interface TeamBoard {
  /** Board number, from 1. */
  readonly board: number;
  /** Team whose player on this board has white. */
  readonly whiteTeam: number;
  /** Team whose player on this board has black. */
  readonly blackTeam: number;
}

/**
 * The boards of a team match where `match.white` is the team with the first move: odd boards
 * are white for it, even boards black.
 *
 * @throws {TypeError} (code `PAIRING_BAD_INPUT`) when `match` is not an object.
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when a team is not a positive integer, the two
 *   teams are one, or `boardsPerTeam` is not an integer in 1..1000.
 * @example
 * ```ts
 * import { teamMatchBoards } from '@xq/pairing';
 * const boards = teamMatchBoards({ white: 3, black: 7 }, 2);
 * console.log(boards.map((b) => `${b.board}: ${b.whiteTeam}-${b.blackTeam}`)); // [ '1: 3-7', '2: 7-3' ]
 * ```
 * @category Swiss
 */
export function teamMatchBoards(match: SwissBoard, boardsPerTeam: number): TeamBoard[] {
  if (typeof match !== 'object' || match === null)
    throw badType('teamMatchBoards: match must be a board { white, black }');
  for (const side of ['white', 'black'] as const)
    if (!Number.isSafeInteger(match[side]) || match[side] < 1)
      throw badRange(`teamMatchBoards: match.${side} must be a team number, got ${shown(match[side])}`);
  if (match.white === match.black) throw badRange(`teamMatchBoards: team ${shown(match.white)} meets itself`);
  if (!Number.isInteger(boardsPerTeam) || boardsPerTeam < 1 || boardsPerTeam > 1000)
    throw badRange(`teamMatchBoards: bad number of boards ${shown(boardsPerTeam)} (1..1000)`);
  const out: TeamBoard[] = [];
  for (let board = 1; board <= boardsPerTeam; board++) {
    out.push(
      board % 2 === 1
        ? { board, whiteTeam: match.white, blackTeam: match.black }
        : { board, whiteTeam: match.black, blackTeam: match.white },
    );
  }
  return out;
}

/**
 * Pairs the next round of a team Swiss: `input.players` are the teams (ids are team numbers,
 * rounds their match history, scores their match points through `input.scoring`), paired by
 * the Dutch system or by lot (`seed` needed). Each board of the answer is a team match.
 * Options outside their values (an unknown `system`, `lot` without a `seed`, a `seed` for the
 * Dutch system, which draws nothing) are answered with `PAIRING_BAD_INPUT`, not paired by Dutch
 * or from a seed of 0.
 *
 * @example
 * ```ts
 * import { pairTeamSwiss } from '@xq/pairing';
 * const teams = [1, 2, 3, 4].map((id) => ({ id, rounds: [] }));
 * const r = pairTeamSwiss({ players: teams, playedRounds: 0, totalRounds: 3, initialColour: 'white' });
 * console.log(r.ok && r.value.boards.length); // 2
 * ```
 * @category Swiss
 */
export function pairTeamSwiss(
  input: SwissInput,
  options: { readonly system?: 'dutch' | 'lot'; readonly seed?: number } = {},
): Result<SwissPairing, SwissError> {
  const bad = optionsProblem(options);
  if (bad !== undefined)
    return { ok: false, error: { code: 'PAIRING_BAD_INPUT', message: `pairTeamSwiss: ${bad}` } };
  return options.system === 'lot' ? pairByLot(input, options.seed as number) : pairDutch(input);
}

/** What is wrong with the options of {@link pairTeamSwiss}, or `undefined`. */
function optionsProblem(options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return 'options must be an object';
  const { system, seed } = options as { system?: unknown; seed?: unknown };
  if (system !== undefined && system !== 'dutch' && system !== 'lot')
    return `options.system must be "dutch" or "lot" (or left out), got ${shown(system)}`;
  if (system === 'lot' && seed === undefined) return 'options.seed is needed to pair by lot';
  if (seed !== undefined && typeof seed !== 'number')
    return `options.seed must be a number, got ${typeof seed}`;
  if (system !== 'lot' && seed !== undefined) return 'options.seed is only for system "lot"';
  return undefined;
}
