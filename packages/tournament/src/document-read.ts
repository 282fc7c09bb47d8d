import {
  array,
  compact,
  int,
  MATCH_GAME_RESULTS,
  MAX_GAMES_PER_MATCH,
  MAX_MATCH_GAMES,
  MAX_MATCH_TIE_BREAKS,
  MAX_PLAYERS,
  MAX_ROUNDS,
  object,
  oneOf,
  optInt,
  optOneOf,
  optText,
  refuse,
  shownValue,
  text,
} from './document-fields';
import { type EditChange, type EditEntry, LOG_LIMITS } from './edit-log-model';
import {
  type Amendment,
  BYE_KINDS,
  BYE_SCORES,
  type Bye,
  GAME_RESULTS,
  GAME_RULINGS,
  type Game,
  type GameRuling,
  type KnockoutMatchGame,
  MATCH_TIE_BREAKS,
  type MatchArrangement,
  type MatchTieBreak,
  type Player,
  type Regulations,
  type Round,
  SANCTION_GIVERS,
  SANCTION_KINDS,
  type Sanction,
  SCORINGS,
  SEXES,
  type Substitution,
  SYSTEMS,
  TEAM_RANKINGS,
  type Team,
  TIE_BREAKS,
  type TieBreak,
  WITHDRAWAL_RULES,
} from './model';
import { isIsoDate, readRegulationData } from './regulations';
import { isTieBreak } from './standings';
import { TIE_BREAK_CODES } from './tie-break-codes';

export const REGULATION_TEXTS = [
  'timeControl',
  'purpose',
  'dates',
  'host',
  'eligibility',
  'venue',
  'schedule',
  'law',
  'prizes',
  'titleNorms',
  'lodging',
  'fees',
  'entryForm',
  'entryDeadline',
] as const;

export function readRegulations(v: unknown, path: string): Regulations {
  const o = object(v, path);
  const texts: Record<string, string | undefined> = {};
  for (const key of REGULATION_TEXTS) texts[key] = optText(o, key, path);
  let tieBreaks: TieBreak[] | undefined;
  if (o.tieBreaks !== undefined) {
    tieBreaks = array(o.tieBreaks, `${path}.tieBreaks`).map((t, i) => {
      if (!isTieBreak(t)) {
        refuse(
          'TOURNAMENT_BAD_FIELD',
          `${path}.tieBreaks[${i}]`,
          `expected a C.07 code (${TIE_BREAK_CODES.join(', ')}) or one of ${TIE_BREAKS.join(', ')}`,
        );
      }
      return t as TieBreak;
    });
  }
  let matchTieBreaks: MatchTieBreak[] | undefined;
  if (o.matchTieBreaks !== undefined) {
    const list = array(o.matchTieBreaks, `${path}.matchTieBreaks`);
    if (list.length > MAX_MATCH_TIE_BREAKS)
      refuse('TOURNAMENT_BAD_FIELD', `${path}.matchTieBreaks`, `at most ${MAX_MATCH_TIE_BREAKS} stages`);
    matchTieBreaks = list.map((x, i) => {
      if (typeof x !== 'string' || !(MATCH_TIE_BREAKS as readonly string[]).includes(x))
        refuse(
          'TOURNAMENT_BAD_FIELD',
          `${path}.matchTieBreaks[${i}]`,
          `expected one of ${MATCH_TIE_BREAKS.join(', ')}`,
        );
      return x as MatchTieBreak;
    });
  }
  if (o.friendly !== undefined && typeof o.friendly !== 'boolean')
    refuse('TOURNAMENT_BAD_FIELD', `${path}.friendly`, 'expected a boolean');
  if (o.separateClubs !== undefined && typeof o.separateClubs !== 'boolean')
    refuse('TOURNAMENT_BAD_FIELD', `${path}.separateClubs`, 'expected a boolean');
  const colour = o.initialColour;
  if (colour !== undefined && colour !== 'red' && colour !== 'black') {
    refuse('TOURNAMENT_BAD_FIELD', `${path}.initialColour`, 'expected red or black');
  }
  const data = readRegulationData(o, path);
  if (!data.ok) refuse(data.error.code, data.error.path, data.error.message);
  return compact({
    ...data.value,
    system: oneOf(o, 'system', path, SYSTEMS),
    rounds: optInt(o, 'rounds', path, 1, MAX_ROUNDS),
    scoring: oneOf(o, 'scoring', path, SCORINGS),
    tieBreaks,
    pairingBye: optOneOf(o, 'pairingBye', path, BYE_SCORES),
    initialColour: colour as 'red' | 'black' | undefined,
    gamesPerMatch: optInt(o, 'gamesPerMatch', path, 1, MAX_GAMES_PER_MATCH),
    matchTieBreaks,
    matchTieColours: optOneOf(o, 'matchTieColours', path, ['alternate', 'swap'] as const),
    seed: optInt(o, 'seed', path, 0, 0xffffffff),
    friendly: o.friendly as boolean | undefined,
    teamRanking: optOneOf(o, 'teamRanking', path, TEAM_RANKINGS),
    separateClubs: o.separateClubs as boolean | undefined,
    withdrawnGames: optOneOf(o, 'withdrawnGames', path, WITHDRAWAL_RULES),
    ...texts,
  }) as Regulations;
}

export function readPlayer(v: unknown, path: string): Player {
  const o = object(v, path);
  const withdrawn = o.withdrawn;
  if (withdrawn !== undefined && typeof withdrawn !== 'boolean') {
    refuse('TOURNAMENT_BAD_FIELD', `${path}.withdrawn`, 'expected a boolean');
  }
  for (const flag of ['special', 'struck', 'excusedFromRecording'] as const)
    if (o[flag] !== undefined && typeof o[flag] !== 'boolean')
      refuse('TOURNAMENT_BAD_FIELD', `${path}.${flag}`, 'expected a boolean');
  return compact({
    id: int(o, 'id', path, 1, MAX_PLAYERS),
    name: text(o, 'name', path),
    rating: optInt(o, 'rating', path, 0, 9999),
    title: optText(o, 'title', path),
    club: optText(o, 'club', path),
    team: optText(o, 'team', path),
    federation: optText(o, 'federation', path),
    sex: optOneOf(o, 'sex', path, SEXES),
    birthDate: optText(o, 'birthDate', path),
    birthYear: optInt(o, 'birthYear', path, 1900, 2200),
    category: optText(o, 'category', path),
    withdrawn: withdrawn as boolean | undefined,
    special: o.special as boolean | undefined,
    struck: o.struck as boolean | undefined,
    excusedFromRecording: o.excusedFromRecording as boolean | undefined,
  });
}

export function readRound(v: unknown, path: string, ids: ReadonlySet<number>): Round {
  const o = object(v, path);
  const seen = new Set<number>();
  const use = (id: number, p: string): void => {
    if (!ids.has(id)) refuse('TOURNAMENT_UNKNOWN_PLAYER', p, `no player ${id}`);
    if (seen.has(id))
      refuse('TOURNAMENT_PLAYER_TWICE_IN_ROUND', p, `player ${id} appears twice in this round`);
    seen.add(id);
  };
  const games = array(o.games, `${path}.games`).map((g, i) => {
    const p = `${path}.games[${i}]`;
    const go = object(g, p);
    const red = int(go, 'red', p, 1, MAX_PLAYERS);
    const black = int(go, 'black', p, 1, MAX_PLAYERS);
    let matchGames: KnockoutMatchGame[] | undefined;
    if (go.games !== undefined) {
      matchGames = array(go.games, `${p}.games`).map((x, k) => {
        const q = `${p}.games[${k}]`;
        const mo = object(x, q);
        const w = int(mo, 'red', q, 1, MAX_PLAYERS);
        if (w !== red && w !== black)
          refuse('TOURNAMENT_BAD_FIELD', `${q}.red`, `expected ${red} or ${black}, a player of the match`);
        return { red: w, result: oneOf(mo, 'result', q, MATCH_GAME_RESULTS) };
      });
      // As many as the regulations can make a match last: every tie-break stage played out.
      if (matchGames.length > MAX_MATCH_GAMES)
        refuse('TOURNAMENT_BAD_FIELD', `${p}.games`, `at most ${MAX_MATCH_GAMES} games`);
    }
    let rulings: GameRuling[] | undefined;
    if (go.rulings !== undefined) {
      const list = array(go.rulings, `${p}.rulings`);
      if (list.length > 16) refuse('TOURNAMENT_BAD_FIELD', `${p}.rulings`, 'at most 16 rulings');
      rulings = list.map((x, k) => {
        if (typeof x !== 'string' || !(GAME_RULINGS as readonly string[]).includes(x))
          refuse('TOURNAMENT_BAD_FIELD', `${p}.rulings[${k}]`, `expected one of ${GAME_RULINGS.join(', ')}`);
        return x as GameRuling;
      });
    }
    const game: Game = compact({
      red,
      black,
      result: oneOf(go, 'result', p, GAME_RESULTS),
      lot: optInt(go, 'lot', p, 0, 0xffffffff),
      games: matchGames,
      rulings,
    });
    use(game.red, `${p}.red`);
    use(game.black, `${p}.black`);
    return game;
  });
  const byes = array(o.byes, `${path}.byes`).map((b, i) => {
    const p = `${path}.byes[${i}]`;
    const bo = object(b, p);
    const bye: Bye = { player: int(bo, 'player', p, 1, MAX_PLAYERS), kind: oneOf(bo, 'kind', p, BYE_KINDS) };
    use(bye.player, `${p}.player`);
    return bye;
  });
  let substitutions: Substitution[] | undefined;
  if (o.substitutions !== undefined) {
    substitutions = array(o.substitutions, `${path}.substitutions`).map((x, i) => {
      const p = `${path}.substitutions[${i}]`;
      const so = object(x, p);
      const sub: Substitution = {
        team: text(so, 'team', p),
        board: int(so, 'board', p, 1, MAX_PLAYERS),
        out: int(so, 'out', p, 1, MAX_PLAYERS),
        in: int(so, 'in', p, 1, MAX_PLAYERS),
        minutes: int(so, 'minutes', p, 0, 15),
        ...(so.time === undefined ? {} : { time: text(so, 'time', p) }),
      };
      for (const key of ['out', 'in'] as const)
        if (!ids.has(sub[key])) refuse('TOURNAMENT_UNKNOWN_PLAYER', `${p}.${key}`, `no player ${sub[key]}`);
      return sub;
    });
  }
  const deadline = optText(o, 'deadline', path);
  if (deadline !== undefined && !isIsoDate(deadline))
    refuse('TOURNAMENT_BAD_FIELD', `${path}.deadline`, 'expected a day, YYYY-MM-DD');
  let arrangements: MatchArrangement[] | undefined;
  if (o.arrangements !== undefined) {
    const list = array(o.arrangements, `${path}.arrangements`);
    if (list.length > MAX_PLAYERS)
      refuse('TOURNAMENT_BAD_FIELD', `${path}.arrangements`, 'too many arrangements');
    arrangements = list.map((x, i) => {
      const p = `${path}.arrangements[${i}]`;
      const ao = object(x, p);
      const teams = array(ao.teams, `${p}.teams`);
      if (
        teams.length !== 2 ||
        typeof teams[0] !== 'string' ||
        typeof teams[1] !== 'string' ||
        teams[0] === teams[1]
      )
        refuse('TOURNAMENT_BAD_FIELD', `${p}.teams`, 'expected the codes of two teams');
      const date = text(ao, 'date', p);
      if (!isIsoDate(date)) refuse('TOURNAMENT_BAD_FIELD', `${p}.date`, 'expected a day, YYYY-MM-DD');
      // 30.3: "trong phạm vi hạn định trên".
      if (deadline !== undefined && date > deadline)
        refuse('TOURNAMENT_BAD_FIELD', `${p}.date`, `after the round's deadline ${deadline} (30.3)`);
      return { teams: [teams[0], teams[1]] as [string, string], date, venue: text(ao, 'venue', p) };
    });
  }
  return compact({
    games,
    byes,
    date: optText(o, 'date', path),
    substitutions,
    start: optText(o, 'start', path),
    deadline,
    arrangements,
  });
}

export function readTeam(v: unknown, path: string, ids: ReadonlySet<number>): Team {
  const o = object(v, path);
  const list = (key: string): number[] =>
    array(o[key], `${path}.${key}`).map((x, i) => {
      if (typeof x !== 'number' || !ids.has(x))
        refuse('TOURNAMENT_UNKNOWN_PLAYER', `${path}.${key}[${i}]`, `no player ${shownValue(x)}`);
      return x;
    });
  return {
    code: text(o, 'code', path),
    name: text(o, 'name', path),
    members: list('members'),
    substitutes: list('substitutes'),
  };
}

/** Reads the `sanctions` of a document. */
export function readSanctions(v: unknown): Sanction[] {
  const list = array(v, '$.sanctions');
  if (list.length > MAX_PLAYERS)
    refuse('TOURNAMENT_BAD_FIELD', '$.sanctions', `at most ${MAX_PLAYERS} sanctions`);
  return list.map((x, i) => {
    const p = `$.sanctions[${i}]`;
    const so = object(x, p);
    if (so.inWriting !== undefined && so.inWriting !== true)
      refuse('TOURNAMENT_BAD_FIELD', `${p}.inWriting`, 'expected true or nothing');
    return compact({
      player: int(so, 'player', p, 1, MAX_PLAYERS),
      name: text(so, 'name', p),
      kind: oneOf(so, 'kind', p, SANCTION_KINDS),
      by: oneOf(so, 'by', p, SANCTION_GIVERS),
      round: int(so, 'round', p, 0, MAX_ROUNDS),
      inWriting: so.inWriting as true | undefined,
      reason: optText(so, 'reason', p),
    });
  });
}

/** Reads the `amendments` of a document. */
export function readAmendments(v: unknown): Amendment[] {
  const list = array(v, '$.amendments');
  if (list.length > MAX_ROUNDS * 10) refuse('TOURNAMENT_BAD_FIELD', '$.amendments', 'too many amendments');
  return list.map((x, i) => {
    const p = `$.amendments[${i}]`;
    const ao = object(x, p);
    const fields = array(ao.fields, `${p}.fields`).map((f, k) => {
      if (typeof f !== 'string' || f.length > 100)
        refuse('TOURNAMENT_BAD_FIELD', `${p}.fields[${k}]`, 'expected the name of an item');
      return f as string;
    });
    if (ao.forced !== undefined && ao.forced !== true)
      refuse('TOURNAMENT_BAD_FIELD', `${p}.forced`, 'expected true or nothing');
    return compact({
      afterRound: int(ao, 'afterRound', p, 0, MAX_ROUNDS),
      fields,
      forced: ao.forced as true | undefined,
      note: optText(ao, 'note', p),
    });
  });
}

/** The most entries of a log, and of changes in one entry. */
const MAX_LOG = 1_000_000;

/** The string at `key`, of at most its {@link LOG_LIMITS} characters. */
function bounded(o: Readonly<Record<string, unknown>>, key: keyof typeof LOG_LIMITS, path: string): string {
  const v = text(o, key, path);
  if (v.length > LOG_LIMITS[key])
    refuse('TOURNAMENT_BAD_FIELD', `${path}.${key}`, `at most ${LOG_LIMITS[key]} characters`);
  return v;
}

/** Reads the `log` of a document: every edit, who, when, what, old and new values. */
export function readLog(v: unknown): EditEntry[] {
  const list = array(v, '$.log');
  if (list.length > MAX_LOG) refuse('TOURNAMENT_BAD_FIELD', '$.log', `at most ${MAX_LOG} entries`);
  return list.map((x, i) => {
    const p = `$.log[${i}]`;
    const o = object(x, p);
    const changes = array(o.changes, `${p}.changes`).map((c, k): EditChange => {
      const q = `${p}.changes[${k}]`;
      const co = object(c, q);
      const value = (key: 'old' | 'new') => {
        const y = co[key];
        if (
          y !== undefined &&
          y !== null &&
          typeof y !== 'string' &&
          typeof y !== 'boolean' &&
          !(typeof y === 'number' && Number.isFinite(y))
        )
          refuse(
            'TOURNAMENT_BAD_FIELD',
            `${q}.${key}`,
            'expected a string, a finite number, a boolean or null',
          );
        return y === 0 ? 0 : (y as EditChange['old']);
      };
      const path = text(co, 'path', q);
      if (path.length > 1000) refuse('TOURNAMENT_BAD_FIELD', `${q}.path`, 'at most 1000 characters');
      return compact({ path, old: value('old'), new: value('new') });
    });
    return compact({
      at: bounded(o, 'at', p),
      by: o.by === undefined ? undefined : bounded(o, 'by', p),
      action: bounded(o, 'action', p),
      afterRound: int(o, 'afterRound', p, 0, MAX_ROUNDS),
      changes,
      note: o.note === undefined ? undefined : bounded(o, 'note', p),
    });
  });
}
