import { drawLots } from '@xq/pairing';
import { validateTournament } from '../document';
import { type EditErrorCode, type EditResult, fail } from '../error-codes';
import { requireNumber, requireTournament } from '../guard';
import type { Team, Tournament } from '../model';

/** The letter of the i-th team (from 0): A…Z, then AA, AB… */
function letter(i: number): string {
  const one = (k: number): string => String.fromCharCode(65 + k);
  return i < 26 ? one(i) : `${one(Math.floor(i / 26) - 1)}${one(i % 26)}`;
}

/**
 * The teams draw their letters A, B, C… by lot (30.1.3: "các đội bốc thăm lấy số thứ tự A, B,
 * C..."): the teams are listed in letter order (the order a team round robin uses for its table
 * numbers), each player's `team` is set to his team's letter, and the seed is recorded in
 * `teamDraw`. The same seed gives the same letters. Refused once rounds have been paired.
 *
 * @example
 * ```ts
 * import { createTournament, drawTeamLetters } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-round-robin' }),
 *   players: [1, 2].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'HN', name: 'Hà Nội', members: [1], substitutes: [] },
 *     { code: 'HUE', name: 'Huế', members: [2], substitutes: [] }] };
 * const r = drawTeamLetters(t, 7);
 * console.log(r.ok && r.value.teams?.map((x) => `${x.code} ${x.name}`).join(', ')); // A Huế, B Hà Nội
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @throws {TypeError} when an argument is not of its JavaScript type (naming the function and the field).
 * @category Teams
 */
export function drawTeamLetters(t: Tournament, seed: number): EditResult<Tournament> {
  requireTournament('drawTeamLetters', t);
  requireNumber('drawTeamLetters', 'seed', seed);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    return fail('TOURNAMENT_BAD_FIELD', 'the seed must be an integer in 0..4294967295');
  if (t.rounds.length > 0)
    return fail('TOURNAMENT_STARTED', 'team letters cannot be drawn after round 1 is paired');
  const teams = t.teams ?? [];
  if (teams.length === 0) return fail('TOURNAMENT_NOT_A_TEAM_EVENT', 'there are no teams to draw');
  const drawn: Team[] = drawLots(teams, seed).map((x, i) => ({ ...x, code: letter(i) }));
  const codeOf = new Map<number, string>();
  for (const x of drawn) for (const p of [...x.members, ...x.substitutes]) codeOf.set(p, x.code);
  const players = t.players.map((p) => {
    const code = codeOf.get(p.id);
    return code === undefined ? p : { ...p, team: code };
  });
  // The reader's rules on the whole document, without a JSON round trip that throws on a
  // BigInt or a cycle: it reads the known fields into a fresh value.
  const r = validateTournament({ ...t, players, teams: drawn, teamDraw: { seed } });
  return r.ok ? r : fail(r.error.code as EditErrorCode, r.error.message);
}
