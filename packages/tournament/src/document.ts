import type { Result } from '@xq/pairing';
import {
  array,
  compact,
  type DocumentError,
  int,
  MAX_PLAYERS,
  MAX_ROUNDS,
  object,
  Refusal,
  refuse,
  shownValue,
  text,
  unreadable,
} from './document-fields';
import { migrateDocument } from './document-migrate';
import {
  readAmendments,
  readLog,
  readPlayer,
  readRegulations,
  readRound,
  readSanctions,
  readTeam,
} from './document-read';
import type { DocumentErrorCode, TournamentError } from './error-codes';
import { readArgument, requireObject, requireTournament, snapshot } from './guard';
import {
  type Adjustment,
  type Game,
  type Player,
  type Round,
  type Scoring,
  type System,
  type Team,
  type TeamDraw,
  type TieBreak,
  TOURNAMENT_FORMAT,
  TOURNAMENT_VERSION,
  type Tournament,
} from './model';
import { quotaFault } from './regulations';
import { entryFault } from './standings';

/** Reads `value` with `read` once it is a plain copy ({@link snapshot}): a getter that throws is `TOURNAMENT_UNREADABLE`. */
function attempt<T>(value: unknown, path: string, read: (plain: unknown) => T): Result<T, DocumentError> {
  const plain = snapshot(value, path);
  if (!plain.ok) return unreadable(plain.error);
  try {
    return { ok: true, value: read(plain.value) };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.error };
    throw e;
  }
}

/**
 * Reads one player as {@link validateTournament} reads the players of a document (the edits'
 * incremental check: the value kept is a fresh copy of the known fields). Internal.
 */
export function checkPlayer(value: unknown, path: string): Result<Player, DocumentError> {
  return attempt(value, path, (v) => readPlayer(v, path));
}

/** The incremental check of a `read` of one item against the start numbers `ids`. */
function checkAgainst<T>(
  read: (v: unknown, path: string, ids: ReadonlySet<number>) => T,
): (value: unknown, path: string, ids: ReadonlySet<number>) => Result<T, DocumentError> {
  return (value, path, ids) => attempt(value, path, (v) => read(v, path, ids));
}

/**
 * Reads one round as {@link validateTournament} reads the rounds of a document, against the
 * start numbers `ids` (the edits' incremental check). Internal.
 */
export const checkRound = checkAgainst(readRound);

/**
 * Each round the reader made, with the players it was read against: a round of a document that
 * still has those players needs no second reading when only a game's result changes (the
 * reader's rules for a round do not look at results but one by one). Internal.
 */
const readAgainst = new WeakMap<Round, readonly Player[]>();

/** Notes that `round` was read against `players` (see {@link withResult}). Internal. */
export function noteRead(round: Round, players: readonly Player[]): void {
  readAgainst.set(round, players);
}

/**
 * `t` with the games of round `index` (from 0) replaced by `games`, which differ from them only
 * in results the caller checked against {@link GAME_RESULTS}, when the round is one the reader
 * made against `t`'s players; undefined otherwise (the caller then reads the whole round again,
 * with {@link withRound}). Recording every result of a round is then linear in the round.
 * Internal.
 */
export function withResults(t: Tournament, index: number, games: readonly Game[]): Tournament | undefined {
  const r = t.rounds[index];
  if (r === undefined || readAgainst.get(r) !== t.players) return undefined;
  const round: Round = { ...r, games };
  readAgainst.set(round, t.players);
  return { ...t, rounds: t.rounds.map((x, i) => (i === index ? round : x)) };
}

/**
 * `t` with its round `index` (from 0) replaced by `round`, read first with the reader's rules
 * (the edits that change one round answer only a document {@link parseTournament} reads back:
 * known players, nobody twice, the fields' ranges and the match's games). Internal.
 */
export function withRound(t: Tournament, index: number, round: unknown): Result<Tournament, DocumentError> {
  const read = checkRound(round, `$.rounds[${index}]`, new Set(t.players.map((p) => p.id)));
  if (!read.ok) return read;
  noteRead(read.value, t.players);
  return { ok: true, value: { ...t, rounds: t.rounds.map((x, i) => (i === index ? read.value : x)) } };
}

/**
 * Reads one team as {@link validateTournament} reads the teams of a document, against the start
 * numbers `ids` (the edits' incremental check). Internal.
 */
export const checkTeam = checkAgainst(readTeam);

/**
 * The teams of a document: codes used once, and every player listed once, in one team (as a
 * member or a substitute, never both or twice: he would be lined up twice, and pairNextRound would
 * meet a RangeError instead of a document refused).
 */
function readTeams(value: unknown, ids: ReadonlySet<number>): Team[] {
  const teams = array(value, '$.teams').map((t, i) => readTeam(t, `$.teams[${i}]`, ids));
  const codes = new Set<string>();
  const teamOf = new Map<number, string>();
  teams.forEach((t, i) => {
    if (codes.has(t.code))
      refuse('TOURNAMENT_DUPLICATE_TEAM', `$.teams[${i}].code`, `team code ${t.code} used twice`);
    codes.add(t.code);
    for (const key of ['members', 'substitutes'] as const)
      t[key].forEach((id, k) => {
        const other = teamOf.get(id);
        if (other !== undefined)
          refuse(
            'TOURNAMENT_DUPLICATE_PLAYER',
            `$.teams[${i}].${key}[${k}]`,
            other === t.code
              ? `player ${id} is listed twice in team ${t.code}`
              : `player ${id} is in teams ${other} and ${t.code}`,
          );
        teamOf.set(id, t.code);
      });
  });
  return teams;
}

/**
 * Checks that an already-parsed JSON value is a valid tournament document and returns it as a
 * fresh, typed value (unknown keys dropped).
 *
 * @example
 * ```ts
 * import { validateTournament } from '@xq/tournament';
 * const r = validateTournament({ format: 'xq-tournament', version: 2, name: 'Club', players: [],
 *   rounds: [], regulations: { system: 'round-robin', scoring: '1-0.5-0' } });
 * console.log(r.ok); // true
 * ```
 * @category Model
 */
export function validateTournament(
  value: unknown,
): Result<Tournament, Required<TournamentError<DocumentErrorCode>>> {
  const plain = snapshot(value, '$');
  if (!plain.ok) return unreadable(plain.error);
  try {
    // A file of an older version is read in its own words and carried up to this one's.
    const o = object(migrateDocument(plain.value), '$');
    if (o.format !== TOURNAMENT_FORMAT)
      refuse('TOURNAMENT_BAD_FORMAT', '$.format', `expected "${TOURNAMENT_FORMAT}"`);
    if (o.version !== TOURNAMENT_VERSION) {
      refuse(
        'TOURNAMENT_BAD_VERSION',
        '$.version',
        `unsupported version ${shownValue(o.version)} (this library reads 1 to ${TOURNAMENT_VERSION})`,
      );
    }
    const name = text(o, 'name', '$');
    const regulations = readRegulations(o.regulations, '$.regulations');
    const players = array(o.players, '$.players').map((p, i) => readPlayer(p, `$.players[${i}]`));
    if (players.length > MAX_PLAYERS)
      refuse('TOURNAMENT_BAD_FIELD', '$.players', `at most ${MAX_PLAYERS} players`);
    const ids = new Set<number>();
    players.forEach((p, i) => {
      if (ids.has(p.id))
        refuse('TOURNAMENT_DUPLICATE_PLAYER', `$.players[${i}].id`, `start number ${p.id} used twice`);
      ids.add(p.id);
      // A player registered in a category meets its conditions (item 4 of the guide).
      const fault = p.category === undefined ? undefined : entryFault(regulations, p);
      if (fault !== undefined) refuse('TOURNAMENT_NOT_ELIGIBLE', `$.players[${i}].category`, fault);
    });
    const over = quotaFault(regulations.entryQuota, players);
    if (over !== undefined) refuse('TOURNAMENT_NOT_ELIGIBLE', '$.players', over);
    const rounds = array(o.rounds, '$.rounds');
    if (rounds.length > MAX_ROUNDS)
      refuse('TOURNAMENT_BAD_FIELD', '$.rounds', `at most ${MAX_ROUNDS} rounds`);
    const readRounds = rounds.map((r, i) => readRound(r, `$.rounds[${i}]`, ids));
    let adjustments: Adjustment[] | undefined;
    if (o.adjustments !== undefined) {
      adjustments = array(o.adjustments, '$.adjustments').map((a, i) => {
        const p = `$.adjustments[${i}]`;
        const ao = object(a, p);
        const player = int(ao, 'player', p, 1, MAX_PLAYERS);
        if (!ids.has(player)) refuse('TOURNAMENT_UNKNOWN_PLAYER', `${p}.player`, `no player ${player}`);
        const points = ao.points;
        if (typeof points !== 'number' || !Number.isInteger(points * 4) || Math.abs(points) > 10_000)
          refuse('TOURNAMENT_BAD_FIELD', `${p}.points`, 'expected a multiple of 0.25 within ±10000');
        return { player, round: int(ao, 'round', p, 1, MAX_ROUNDS), points: points === 0 ? 0 : points };
      });
    }
    let absent: number[] | undefined;
    if (o.absent !== undefined) {
      absent = array(o.absent, '$.absent').map((x, i) => {
        if (typeof x !== 'number' || !ids.has(x))
          refuse('TOURNAMENT_UNKNOWN_PLAYER', `$.absent[${i}]`, `no player ${shownValue(x)}`);
        return x;
      });
    }
    const teams = o.teams === undefined ? undefined : readTeams(o.teams, ids);
    const sanctions = o.sanctions === undefined ? undefined : readSanctions(o.sanctions);
    const amendments = o.amendments === undefined ? undefined : readAmendments(o.amendments);
    const log = o.log === undefined ? undefined : readLog(o.log);
    let teamDraw: TeamDraw | undefined;
    if (o.teamDraw !== undefined)
      teamDraw = { seed: int(object(o.teamDraw, '$.teamDraw'), 'seed', '$.teamDraw', 0, 0xffffffff) };
    for (const r of readRounds) noteRead(r, players);
    return {
      ok: true,
      value: compact({
        format: TOURNAMENT_FORMAT,
        version: TOURNAMENT_VERSION,
        name,
        regulations,
        players,
        teams,
        rounds: readRounds,
        adjustments,
        absent,
        teamDraw,
        sanctions,
        amendments,
        log,
      }),
    };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.error };
    throw e;
  }
}

/**
 * Parses and validates a tournament document from JSON text.
 *
 * @example
 * ```ts
 * import { parseTournament } from '@xq/tournament';
 * const r = parseTournament('{"format":"xq-tournament","version":3}');
 * console.log(r.ok ? 'ok' : r.error.code); // TOURNAMENT_BAD_VERSION
 * ```
 * @category Model
 */
export function parseTournament(
  json: string,
): Result<Tournament, Required<TournamentError<DocumentErrorCode>>> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    return {
      ok: false,
      error: { code: 'TOURNAMENT_BAD_JSON', message: `not JSON: ${(e as Error).message}`, path: '$' },
    };
  }
  return validateTournament(value);
}

/**
 * Writes a tournament document as JSON text (two-space indented, trailing newline).
 *
 * @example
 * ```ts
 * import { createTournament, formatTournament, parseTournament } from '@xq/tournament';
 * const t = createTournament({ name: 'Club', system: 'round-robin' });
 * console.log(parseTournament(formatTournament(t)).ok); // true
 * ```
 * @throws {TypeError} when `t` is not a tournament document, is one {@link parseTournament} would
 * refuse (naming the field: a NaN rating, a fractional start number…), or holds what JSON cannot
 * (a BigInt, a cycle).
 * @category Model
 */
export function formatTournament(t: Tournament): string {
  requireTournament('formatTournament', t);
  // What this writes, parseTournament reads: a document the reader refuses (a NaN rating, a
  // fractional start number, a name that is not a string) is the caller's error, named here.
  const read = validateTournament(t);
  if (!read.ok && read.error.code !== 'TOURNAMENT_UNREADABLE')
    throw new TypeError(`formatTournament: t is not a valid tournament document: ${read.error.message}`);
  try {
    return `${JSON.stringify(t, null, 2)}\n`;
  } catch (e) {
    // A BigInt, a cycle or a throwing getter: not a JSON document.
    throw new TypeError(
      `formatTournament: t is not a JSON document (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`,
    );
  }
}

/**
 * Options of a new tournament.
 * @category Model
 */
export interface NewTournamentOptions {
  /** The event's name. */
  readonly name: string;
  /** The pairing system. */
  readonly system: System;
  /** The scoring (1 / ½ / 0 by default). */
  readonly scoring?: Scoring;
  /** Number of rounds. */
  readonly rounds?: number;
  /** Ranking order. */
  readonly tieBreaks?: readonly TieBreak[];
  /** Time control, as text. */
  readonly timeControl?: string;
  /** Seed of the lots. */
  readonly seed?: number;
  /** A friendly match: no official team sizes (Điều 30). */
  readonly friendly?: boolean;
}

/**
 * Creates an empty tournament (no players, no rounds).
 *
 * @example
 * ```ts
 * import { createTournament } from '@xq/tournament';
 * const t = createTournament({ name: 'Club', system: 'round-robin', scoring: '2-1-0' });
 * console.log(t.regulations.scoring); // 2-1-0
 * ```
 * @throws {TypeError} when `options` is not an object, one of its properties cannot be read, or
 * an option is one the document cannot hold (an unknown system, a wrong number of rounds), naming it.
 * @category Model
 */
export function createTournament(options: NewTournamentOptions): Tournament {
  requireObject('createTournament', 'options', options);
  const o = readArgument('createTournament', 'options', options) as NewTournamentOptions;
  const t: Tournament = {
    format: TOURNAMENT_FORMAT,
    version: TOURNAMENT_VERSION,
    name: o.name,
    regulations: compact({
      system: o.system,
      scoring: o.scoring ?? '1-0.5-0',
      rounds: o.rounds,
      tieBreaks: o.tieBreaks,
      timeControl: o.timeControl,
      // -0 as the JSON reads it back: 0.
      seed: o.seed === 0 ? 0 : o.seed,
      // Not friendly is written as no field; anything but a boolean is the reader's to refuse.
      friendly: o.friendly === false ? undefined : o.friendly,
    }),
    players: [],
    rounds: [],
  };
  // The new document obeys the reader's rules: a wrong option is named, never written.
  const r = validateTournament(t);
  if (!r.ok) {
    const field = r.error.path.replace(/^\$\.(regulations\.)?/, 'options.');
    throw new TypeError(`createTournament: ${field}: ${r.error.message.replace(/^[^:]*: /, '')}`);
  }
  return t;
}
