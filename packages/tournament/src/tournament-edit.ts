import { drawNumbers } from '@xq/pairing';
import {
  checkPlayer,
  checkRound,
  checkTeam,
  noteRead,
  validateTournament,
  withResults,
  withRound,
} from './document';
import { MAX_PLAYERS, MAX_ROUNDS } from './document-fields';
import { type EditErrorCode, type EditResult, fail, type TournamentError } from './error-codes';
import { readArgument, requireObject, requireTournament } from './guard';
import { GAME_RESULTS, type GameResult, type Player, type Round, type Team, type Tournament } from './model';
import { isIsoDate, quotaFault } from './regulations';
import { entryFault } from './standings';

function refused(e: TournamentError): { ok: false; error: TournamentError<EditErrorCode> } {
  return fail(e.code as EditErrorCode, e.message);
}

/**
 * Checks a whole edited document with the reader's rules ({@link validateTournament} reads the
 * known fields into a fresh value, so nothing the JSON cannot hold is kept). For the rare edits
 * that renumber or regroup; the frequent ones check only what they change.
 */
function revalidate(t: Tournament): EditResult<Tournament> {
  const r = validateTournament(t);
  return r.ok ? r : refused(r.error);
}

/** `v` as a plain copy read once, or a `TypeError` naming `fn` and the field (not an object, or a getter that throws). */
function needObject<T>(v: T, fn: string, field: string): T {
  requireObject(fn, field, v);
  return readArgument(fn, field, v) as T;
}

function needType(v: unknown, type: 'number' | 'string' | 'boolean', fn: string, field: string): void {
  if (typeof v !== type)
    throw new TypeError(`${fn}: ${field} must be a ${type}, got ${v === null ? 'null' : typeof v}`);
}

function needTournament(t: unknown, fn: string): void {
  requireTournament(fn, t);
}

/**
 * Options of a registration.
 * @category Model
 */
export interface EntryOptions {
  /** The day of the entry, `YYYY-MM-DD`: refused after the regulations' `entryDeadlineDate`. */
  readonly date?: string;
}

/**
 * Registers a player (start number = the next free number unless given). In a Swiss a player may
 * enter after round 1: he is paired from the next round, and each round he missed is a bye the
 * regulations score (`missedRounds`: `zero` by default, or `half`; TRF `Z`, `H`); in any other
 * system an entry once round 1 is paired is refused (`TOURNAMENT_STARTED`: the tables and the
 * bracket are drawn). Refused too after the entry deadline (`TOURNAMENT_ENTRY_CLOSED`), for an
 * entry day that is not a real day written `YYYY-MM-DD` (`TOURNAMENT_BAD_DATE`), when the player
 * does not meet the category he enters or his unit is over its quota (`TOURNAMENT_NOT_ELIGIBLE`,
 * see `entryFault` and `quotaFault`; a special entry, `special: true`, is outside it).
 *
 * @example
 * ```ts
 * import { addPlayer, createTournament } from '@xq/tournament';
 * const r = addPlayer(createTournament({ name: 'x', system: 'round-robin' }), { name: 'Lại Lý Huynh', rating: 2400 });
 * console.log(r.ok && r.value.players[0]?.id); // 1
 * ```
 * @throws {TypeError} when `t` is not a tournament document, `player` or `entry` is not an object,
 * or `entry.date` not a string.
 * @category Model
 */
export function addPlayer(
  t: Tournament,
  given: Omit<Player, 'id'> & { readonly id?: number },
  options: EntryOptions = {},
): EditResult<Tournament> {
  needTournament(t, 'addPlayer');
  const player = needObject(given, 'addPlayer', 'player');
  const entry = needObject(options, 'addPlayer', 'entry');
  // A day the deadline cannot be compared with is refused, not taken as no day at all.
  if (entry.date !== undefined) {
    needType(entry.date, 'string', 'addPlayer', 'entry.date');
    if (!isIsoDate(entry.date))
      return fail('TOURNAMENT_BAD_DATE', 'entry.date: expected a real day written YYYY-MM-DD');
  }
  const swiss = t.regulations.system === 'swiss-dutch' || t.regulations.system === 'swiss-lots';
  if (t.rounds.length > 0 && !swiss)
    return fail(
      'TOURNAMENT_STARTED',
      `players cannot be added after round 1 is paired in a ${t.regulations.system} (a late entry joins a Swiss only)`,
    );
  const deadline = t.regulations.entryDeadlineDate;
  if (deadline !== undefined && entry.date !== undefined && entry.date > deadline)
    return fail('TOURNAMENT_ENTRY_CLOSED', `entries closed on ${deadline} (item 15 of the regulations)`);
  if (t.players.length >= MAX_PLAYERS)
    return fail('TOURNAMENT_BAD_FIELD', `$.players: at most ${MAX_PLAYERS} players`);
  // Only the new player is checked, with the reader's rules: the others were checked before.
  let free = 0;
  for (const p of t.players) free = Math.max(free, p.id);
  const id = player.id === undefined ? free + 1 : player.id;
  const read = checkPlayer({ ...player, id }, `$.players[${t.players.length}]`);
  if (!read.ok) return refused(read.error);
  const added = read.value;
  if (t.players.some((p) => p.id === added.id))
    return fail('TOURNAMENT_DUPLICATE_PLAYER', `start number ${added.id} is taken`);
  const fault = entryFault(t.regulations, added);
  if (fault !== undefined) return fail('TOURNAMENT_NOT_ELIGIBLE', fault);
  const players = [...t.players, added];
  // Item 4 of the guide: an entry over the unit's quota is refused here, never saved.
  const over = quotaFault(t.regulations.entryQuota, players);
  if (over !== undefined) return fail('TOURNAMENT_NOT_ELIGIBLE', over);
  if (t.rounds.length === 0) return { ok: true, value: { ...t, players } };
  // A late entry: each round he missed is a bye the regulations score.
  const kind = t.regulations.missedRounds ?? 'zero';
  const rounds = t.rounds.map((r) => ({ ...r, byes: [...r.byes, { player: added.id, kind }] }));
  return revalidate({ ...t, players, rounds });
}

/**
 * Appends a paired round (validated: known players, nobody twice).
 *
 * @example
 * ```ts
 * import { addPlayer, addRound, createTournament } from '@xq/tournament';
 * let t = createTournament({ name: 'x', system: 'round-robin' });
 * for (const name of ['A', 'B']) { const r = addPlayer(t, { name }); if (r.ok) t = r.value; }
 * const r = addRound(t, { games: [{ red: 1, black: 2, result: 'pending' }], byes: [] });
 * console.log(r.ok && r.value.rounds.length); // 1
 * ```
 * @throws {TypeError} when `t` is not a tournament document, `round` is not an object.
 * @category Model
 */
export function addRound(t: Tournament, given: Round): EditResult<Tournament> {
  needTournament(t, 'addRound');
  const round = needObject(given, 'addRound', 'round');
  if (t.rounds.length >= MAX_ROUNDS)
    return fail('TOURNAMENT_BAD_FIELD', `$.rounds: at most ${MAX_ROUNDS} rounds`);
  // Only the new round is checked (known players, nobody twice, nobody against himself).
  const read = checkRound(round, `$.rounds[${t.rounds.length}]`, new Set(t.players.map((p) => p.id)));
  if (!read.ok) return refused(read.error);
  // The absences announced for this round are used up by it.
  const { absent: _used, ...rest } = t;
  noteRead(read.value, t.players);
  return { ok: true, value: { ...rest, rounds: [...t.rounds, read.value] } };
}

/**
 * Records the result of the game of `round` (from 1) in which `player` plays.
 *
 * @example
 * ```ts
 * import { addPlayer, addRound, createTournament, setResult } from '@xq/tournament';
 * let t = createTournament({ name: 'x', system: 'round-robin' });
 * for (const name of ['A', 'B']) { const r = addPlayer(t, { name }); if (r.ok) t = r.value; }
 * const a = addRound(t, { games: [{ red: 1, black: 2, result: 'pending' }], byes: [] });
 * const r = a.ok ? setResult(a.value, 1, 2, 'black-win') : a;
 * console.log(r.ok && r.value.rounds[0]?.games[0]?.result); // black-win
 * ```
 * @throws {TypeError} when `t` is not a tournament document, `round` or `player` is not a number, `result` not a string.
 * @category Model
 */
export function setResult(
  t: Tournament,
  round: number,
  player: number,
  result: GameResult,
): EditResult<Tournament> {
  needTournament(t, 'setResult');
  needType(round, 'number', 'setResult', 'round');
  needType(player, 'number', 'setResult', 'player');
  needType(result, 'string', 'setResult', 'result');
  if (!(GAME_RESULTS as readonly string[]).includes(result))
    return fail('TOURNAMENT_BAD_FIELD', `result: expected one of ${GAME_RESULTS.join(', ')}`);
  const r = t.rounds[round - 1];
  if (!Number.isInteger(round) || !r) return fail('TOURNAMENT_NO_SUCH_ROUND', `no round ${round}`);
  const index = r.games.findIndex((g) => g.red === player || g.black === player);
  if (index < 0) return fail('TOURNAMENT_NO_SUCH_GAME', `player ${player} has no game in round ${round}`);
  // 4.2.2b: a knockout match of several games is decided by its games (and, level, by the
  // regulations' tie-break stages): its result is never set over them, only a forfeit of it.
  const perMatch = t.regulations.system === 'knockout' ? (t.regulations.gamesPerMatch ?? 1) : 1;
  if (
    (perMatch > 1 || r.games[index]!.games !== undefined) &&
    !result.endsWith('forfeit') &&
    result !== 'pending'
  )
    return fail(
      'TOURNAMENT_MATCH_BY_GAMES',
      `a knockout match of ${perMatch} games is recorded game by game (4.2.2b): its result follows from its games and, when level, from the tie-break stages`,
    );
  const games = r.games.map((g, i) => (i === index ? { ...g, result } : g));
  const known = withResults(t, round - 1, games);
  if (known !== undefined) return { ok: true, value: known };
  const w = withRound(t, round - 1, { ...r, games });
  return w.ok ? w : refused(w.error);
}

/**
 * A range of sizes, both ends included.
 * @category Teams
 */
export interface SizeRange {
  /** The smallest size allowed. */
  readonly min: number;
  /** The largest size allowed. */
  readonly max: number;
}

/**
 * The team sizes of an official team event (Điều 30: "mỗi đội chỉ có từ 3-6 đấu thủ chính thức
 * và 1-3 đấu thủ dự bị"); a friendly match (`regulations.friendly`) has no limits.
 *
 * @example
 * ```ts
 * import { OFFICIAL_TEAM_SIZE } from '@xq/tournament';
 * console.log(OFFICIAL_TEAM_SIZE.members.min, OFFICIAL_TEAM_SIZE.substitutes.max); // 3 3
 * ```
 * @category Teams
 */
export const OFFICIAL_TEAM_SIZE: {
  /** Regular players: 3 to 6. */
  readonly members: SizeRange;
  /** Reserves: 1 to 3. */
  readonly substitutes: SizeRange;
} = {
  members: { min: 3, max: 6 },
  substitutes: { min: 1, max: 3 },
};

/**
 * Checks a team against the sizes of an official team event (Điều 30, `OFFICIAL_TEAM_SIZE`):
 * in a `team-…` system that is not `friendly`, 3–6 regular players and 1–3 reserves; anything
 * goes in a friendly match or an individual event.
 *
 * @example
 * ```ts
 * import { checkTeamSize, createTournament } from '@xq/tournament';
 * const t = createTournament({ name: 'x', system: 'team-round-robin' });
 * const r = checkTeamSize(t, { code: 'A', name: 'A', members: [1, 2], substitutes: [3] });
 * console.log(r.ok ? 'ok' : r.error.code); // TOURNAMENT_TEAM_SIZE
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), or `team` not an object with `members` and `substitutes` arrays.
 * @category Teams
 */
export function checkTeamSize(t: Tournament, team: Team): EditResult<Team> {
  requireTournament('checkTeamSize', t);
  requireObject('checkTeamSize', 'team', team);
  for (const key of ['members', 'substitutes'] as const)
    if (!Array.isArray(team[key])) throw new TypeError(`checkTeamSize: team.${key} must be an array`);
  if (!t.regulations.system.startsWith('team-') || t.regulations.friendly === true)
    return { ok: true, value: team };
  const { members: m, substitutes: s } = OFFICIAL_TEAM_SIZE;
  const code = typeof team.code === 'string' ? team.code : `(${typeof team.code})`;
  const rule = `an official team event needs ${m.min}–${m.max} regular players and ${s.min}–${s.max} reserves (Điều 30: "mỗi đội chỉ có từ 3-6 đấu thủ chính thức và 1-3 đấu thủ dự bị"); a friendly match has no limits`;
  if (team.members.length < m.min || team.members.length > m.max)
    return fail('TOURNAMENT_TEAM_SIZE', `team ${code} has ${team.members.length} regular player(s): ${rule}`);
  if (team.substitutes.length < s.min || team.substitutes.length > s.max)
    return fail('TOURNAMENT_TEAM_SIZE', `team ${code} has ${team.substitutes.length} reserve(s): ${rule}`);
  return { ok: true, value: team };
}

/**
 * Holds every team of the file to the official sizes before round 1 is paired (Điều 30, see
 * `checkTeamSize`): a file written by hand or by another program is held to them as the
 * edits that add teams are. Once a round is paired the teams stand as they were.
 *
 * @example
 * ```ts
 * import { checkTeamSizes, createTournament } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'team-round-robin' }),
 *   players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })),
 *   teams: [{ code: 'A', name: 'A', members: [1, 2], substitutes: [3] }] };
 * const r = checkTeamSizes(t);
 * console.log(r.ok ? 'ok' : r.error.code); // TOURNAMENT_TEAM_SIZE
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Teams
 */
export function checkTeamSizes(t: Tournament): EditResult<Tournament> {
  needTournament(t, 'checkTeamSizes');
  if (t.rounds.length === 0)
    for (const team of t.teams ?? []) {
      const size = checkTeamSize(t, team);
      if (!size.ok) return size;
    }
  return { ok: true, value: t };
}

/**
 * Registers a team (30.1.3): its code, name, regular players in board order and substitutes,
 * all already registered as players. Refused once rounds have been paired. In an official team
 * event (a `team-…` system, not `friendly`) the team must have 3–6 regular players and 1–3
 * reserves (`OFFICIAL_TEAM_SIZE`, code `TOURNAMENT_TEAM_SIZE`).
 *
 * @example
 * ```ts
 * import { addPlayer, addTeam, createTournament } from '@xq/tournament';
 * let t = createTournament({ name: 'x', system: 'team-round-robin', friendly: true });
 * for (const name of ['A1', 'A2']) { const r = addPlayer(t, { name }); if (r.ok) t = r.value; }
 * const r = addTeam(t, { code: 'A', name: 'Hà Nội', members: [1, 2], substitutes: [] });
 * console.log(r.ok && r.value.teams?.length); // 1
 * ```
 * @throws {TypeError} when `t` is not a tournament document, `team` is not an object or its `members`/`substitutes` not arrays.
 * @category Model
 */
export function addTeam(t: Tournament, given: Team): EditResult<Tournament> {
  needTournament(t, 'addTeam');
  const team = needObject(given, 'addTeam', 'team');
  for (const key of ['members', 'substitutes'] as const)
    if (!Array.isArray(team[key])) throw new TypeError(`addTeam: team.${key} must be an array`);
  if (t.rounds.length > 0) return fail('TOURNAMENT_STARTED', 'teams cannot be added after round 1 is paired');
  // The new team is read with the reader's rules first (its code and name strings, its players
  // registered): the checks below see only what the document can hold.
  const read = checkTeam(team, `$.teams[${(t.teams ?? []).length}]`, new Set(t.players.map((p) => p.id)));
  if (!read.ok) return refused(read.error);
  const added = read.value;
  const taken = new Set((t.teams ?? []).flatMap((x) => [...x.members, ...x.substitutes]));
  const twice = [...added.members, ...added.substitutes].find(
    (p, i, all) => taken.has(p) || all.indexOf(p) !== i,
  );
  if (twice !== undefined) return fail('TOURNAMENT_BAD_FIELD', `player ${twice} is already in a team`);
  if (added.members.length === 0) return fail('TOURNAMENT_BAD_FIELD', 'a team needs at least one player');
  const size = checkTeamSize(t, added);
  if (!size.ok) return size;
  return revalidate({ ...t, teams: [...(t.teams ?? []), added] });
}

/**
 * Draws the start numbers by lot (a round robin's players draw their table numbers): the
 * players get the numbers 1..n in a seeded, reproducible order (teams follow their players).
 * Refused once rounds have been paired, and for a seed that is not an integer in 0..4294967295
 * (`TOURNAMENT_BAD_FIELD`).
 *
 * @example
 * ```ts
 * import { addPlayer, createTournament, drawStartNumbers } from '@xq/tournament';
 * let t = createTournament({ name: 'x', system: 'round-robin' });
 * for (const name of ['An', 'Bình', 'Chi']) { const r = addPlayer(t, { name }); if (r.ok) t = r.value; }
 * const r = drawStartNumbers(t, 2026);
 * console.log(r.ok && r.value.players.map((p) => p.id).join()); // 1,2,3
 * ```
 * @throws {TypeError} when `t` is not a tournament document, `seed` is not a number.
 * @category Model
 */
export function drawStartNumbers(t: Tournament, seed: number): EditResult<Tournament> {
  needTournament(t, 'drawStartNumbers');
  needType(seed, 'number', 'drawStartNumbers', 'seed');
  // The lot takes its seed modulo 2^32 (NaN as 0): 1.5 would draw as 1 and 2^32 + 7 as 7, so only
  // the seeds that draw as themselves are taken, as the team letters take them.
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    return fail('TOURNAMENT_BAD_FIELD', 'the seed must be an integer in 0..4294967295');
  if (t.rounds.length > 0)
    return fail('TOURNAMENT_STARTED', 'start numbers cannot be drawn after round 1 is paired');
  const numbers = drawNumbers(
    t.players.map((p) => p.id),
    seed,
  );
  const renumber = (id: number): number => numbers.get(id) ?? id;
  const players = t.players.map((p) => ({ ...p, id: renumber(p.id) })).sort((a, b) => a.id - b.id);
  const teams = t.teams?.map((x) => ({
    ...x,
    members: x.members.map(renumber),
    substitutes: x.substitutes.map(renumber),
  }));
  return revalidate(teams === undefined ? { ...t, players } : { ...t, players, teams });
}

/** The checks `withdrawPlayer` and `markAbsent` share: their arguments' types, then the player's existence. */
function playerToggle(
  fn: string,
  t: Tournament,
  player: number,
  back: boolean,
): { ok: false; error: TournamentError<EditErrorCode> } | undefined {
  needTournament(t, fn);
  needType(player, 'number', fn, 'player');
  needType(back, 'boolean', fn, 'back');
  return t.players.some((p) => p.id === player)
    ? undefined
    : fail('TOURNAMENT_UNKNOWN_PLAYER', `no player ${player}`);
}

/**
 * Withdraws a player (`withdrawn: true`): he is left out of every later round, his results so
 * far stand. `back: true` takes the withdrawal back.
 *
 * @example
 * ```ts
 * import { addPlayer, createTournament, withdrawPlayer } from '@xq/tournament';
 * const a = addPlayer(createTournament({ name: 'x', system: 'round-robin' }), { name: 'A' });
 * const w = a.ok ? withdrawPlayer(a.value, 1) : a;
 * console.log(w.ok && w.value.players[0]?.withdrawn); // true
 * ```
 * @throws {TypeError} when `t` is not a tournament document, `player` is not a number or `back` not a boolean.
 * @category Model
 */
export function withdrawPlayer(t: Tournament, player: number, back = false): EditResult<Tournament> {
  const unknown = playerToggle('withdrawPlayer', t, player, back);
  if (unknown) return unknown;
  if (back && t.players.some((p) => p.id === player && p.struck === true))
    return fail('TOURNAMENT_STRUCK', `player ${player} is struck from the list (16.1e): he cannot come back`);
  const players = t.players.map((p) => {
    if (p.id !== player) return p;
    const { withdrawn: _was, ...rest } = p;
    return back ? rest : { ...rest, withdrawn: true };
  });
  return revalidate({ ...t, players });
}

/**
 * Announces a player absent from the next round to be paired (JaVaFo's `XXZ`): he is left
 * out of that round only. `back: true` takes the announcement back.
 *
 * @example
 * ```ts
 * import { addPlayer, createTournament, markAbsent } from '@xq/tournament';
 * const a = addPlayer(createTournament({ name: 'x', system: 'swiss-dutch', rounds: 3 }), { name: 'A' });
 * const m = a.ok ? markAbsent(a.value, 1) : a;
 * console.log(m.ok && m.value.absent); // [ 1 ]
 * ```
 * @throws {TypeError} when `t` is not a tournament document, `player` is not a number or `back` not a boolean.
 * @category Model
 */
export function markAbsent(t: Tournament, player: number, back = false): EditResult<Tournament> {
  const unknown = playerToggle('markAbsent', t, player, back);
  if (unknown) return unknown;
  const others = (t.absent ?? []).filter((x) => x !== player);
  const absent = back ? others : [...others, player];
  const { absent: _old, ...rest } = t;
  return revalidate(absent.length > 0 ? { ...rest, absent } : rest);
}
