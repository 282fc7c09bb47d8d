// A TRF-2026 file as a tournament document: the players' lines and the records export.ts writes.

import { type Result, type Trf, type TrfResult, trfResultHalfPoints } from '@xq/pairing';
import { validateTournament } from '../document';
import type { TournamentError } from '../error-codes';
import { fromFideColour } from '../fide-colours';
import { eachObject, readArgument, requireArray, requireObject, requireOptions } from '../guard';
import {
  type Bye,
  type ByeKind,
  type Game,
  type GameResult,
  type Player,
  type Round,
  type Scoring,
  SYSTEMS,
  type System,
  type Team,
  TOURNAMENT_FORMAT,
  TOURNAMENT_VERSION,
  type Tournament,
} from '../model';
import { scoringPoints } from '../standings';
import { compactFields } from './export';

/** The points of one result code of a TRF-2026 `162` record (column 6, then every 9 columns). */
function points162(line: string, code: string): number | undefined {
  for (let c = 5; c < line.length; c += 9) {
    if (line[c]?.toUpperCase() !== code) continue;
    const v = line.slice(c + 1, c + 5).trim();
    return /^\d{1,2}(?:\.\d)?$/.test(v) ? Number(v) : undefined;
  }
  return undefined;
}

/**
 * Options of {@link tournamentFromTrf}.
 * @category TRF
 */
export interface FromTrfOptions {
  /** The system (by default read from the `092` and `192` lines and the number of rounds, see the guide). */
  readonly system?: System;
  /** The scoring (1 / ½ / 0 by default). */
  readonly scoring?: Scoring;
}

const OUTCOME: Readonly<
  Record<string, 'win' | 'draw' | 'loss' | 'forfeit-win' | 'forfeit-loss' | 'pending'>
> = {
  '1': 'win',
  W: 'win',
  '=': 'draw',
  D: 'draw',
  '0': 'loss',
  L: 'loss',
  '+': 'forfeit-win',
  '-': 'forfeit-loss',
  ' ': 'pending',
};

const BYE_BY_HALF_POINTS: readonly ByeKind[] = ['zero', 'half', 'full'];

function gameResult(red: TrfResult, black: TrfResult): GameResult | undefined {
  const w = OUTCOME[red];
  const b = OUTCOME[black];
  if (w === 'win' && b === 'loss') return 'red-win';
  if (w === 'loss' && b === 'win') return 'black-win';
  if (w === 'draw' && b === 'draw') return 'draw';
  if (w === 'forfeit-win' && b === 'forfeit-loss') return 'red-win-forfeit';
  if (w === 'forfeit-loss' && b === 'forfeit-win') return 'black-win-forfeit';
  if (w === 'forfeit-loss' && b === 'forfeit-loss') return 'double-forfeit';
  // A game played and lost by both (7.1i, 15.7b): 0 against 0.
  if (w === 'loss' && b === 'loss') return 'both-lose';
  if (w === 'pending' && b === 'pending') return 'pending';
  return undefined;
}

/** A bye's kind by its points in `@xq/pairing`'s TRF table (`U` the pairing-allocated bye; blank none). */
function byeKind(result: TrfResult): ByeKind | undefined {
  if (result === 'U') return 'pairing';
  if (result === ' ') return undefined;
  return BYE_BY_HALF_POINTS[trfResultHalfPoints(result)];
}

interface EventLines {
  readonly scoring: Scoring | undefined;
  readonly withdrawn: ReadonlySet<number>;
  readonly teams: Team[];
  readonly clubs: ReadonlyMap<number, string>;
  readonly regulations: Readonly<Record<string, unknown>>;
  /** Per round (from 1), each red player's board (from 0). */
  readonly boardOrder: ReadonlyMap<number, ReadonlyMap<number, number>>;
  /** Per player, the fields of `XXJ` (team, birth year, category), checked by the reader. */
  readonly fields: ReadonlyMap<number, Readonly<Record<string, unknown>>>;
}

/** A team record's name and start numbers, at the given columns (from 0: name start, name end, players start). */
function teamRecord(
  line: string,
  [from, to, players]: readonly [number, number, number],
): { name: string; ids: number[] } | string {
  const name = line.slice(from, to).trim();
  const ids = line
    .slice(players)
    .trim()
    .split(/\s+/)
    .filter((x) => x !== '');
  if (ids.some((x) => !/^\d{1,4}$/.test(x))) return `${line.slice(0, 3)} team "${name}": bad start numbers`;
  return { name, ids: ids.map(Number) };
}

/** Reads the lines {@link eventLines} writes (and `XXS` as the pairing programs write it); a string says what is wrong. */
function readEventLines(trf: Trf, system: System): EventLines | string {
  let scoring: Scoring | undefined;
  const withdrawn = new Set<number>();
  const clubs = new Map<number, string>();
  let regulations: Record<string, unknown> = {};
  const boardOrder = new Map<number, Map<number, number>>();
  const fields = new Map<number, Record<string, unknown>>();
  const named: { name: string; ids: number[] }[] = [];
  const named310: { name: string; ids: number[] }[] = [];
  const codes: { code: string; regulars: number }[] = [];
  for (const line of trf.otherLines) {
    const tag = line.slice(0, 3);
    const rest = line.slice(4);
    if (tag === 'XXS') {
      const value = (key: string): number | undefined => {
        const m = new RegExp(`(?:^|\\s)${key}=(\\d+(?:\\.\\d+)?)`).exec(rest);
        return m === null ? undefined : Number(m[1]);
      };
      if (value('WW') === 2 && value('WD') === 1 && (value('WL') ?? 0) === 0) scoring = '2-1-0';
      else if (value('WW') === 1 && value('WD') === 0.5) scoring = '1-0.5-0';
    } else if (tag === '162' && scoring === undefined) {
      const win = points162(line, 'W') ?? 1;
      const draw = points162(line, 'D') ?? 0.5;
      const loss = points162(line, 'L') ?? 0;
      if (win === 2 && draw === 1 && loss === 0) scoring = '2-1-0';
      else if (win === 1 && draw === 0.5 && loss === 0) scoring = '1-0.5-0';
      else return `162: a scoring of ${win}-${draw}-${loss} is neither 1-0.5-0 nor 2-1-0`;
    } else if (tag === 'XXQ') {
      try {
        const v: unknown = JSON.parse(rest);
        if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'XXQ: expected a JSON object';
        regulations = v as Record<string, unknown>;
      } catch {
        return 'XXQ: not JSON';
      }
    } else if (tag === 'XXJ') {
      const m = /^\s*(\d{1,4}) (\{.*\})\s*$/.exec(rest);
      if (m === null) return `XXJ needs a start number and a JSON object: "${line.slice(0, 40)}"`;
      try {
        const v: unknown = JSON.parse(m[2]!);
        if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'XXJ: expected a JSON object';
        const o = v as Record<string, unknown>;
        fields.set(
          Number(m[1]),
          compactFields({ team: o.team, birthYear: o.birthYear, category: o.category }),
        );
      } catch {
        return 'XXJ: not JSON';
      }
    } else if (tag === 'XXO') {
      const [round, ...reds] = rest.trim().split(/\s+/).map(Number);
      if (round !== undefined && Number.isInteger(round))
        boardOrder.set(round, new Map(reds.map((w, i) => [w, i])));
    } else if (tag === 'XXW') {
      for (const x of rest.trim().split(/\s+/)) if (/^\d{1,4}$/.test(x)) withdrawn.add(Number(x));
    } else if (tag === 'XXK') {
      const m = /^\s*(\d{1,4}) (.+)$/.exec(rest);
      if (m !== null) clubs.set(Number(m[1]), m[2]!.trim());
    } else if (tag === '013' || tag === '310') {
      // TRF's 013: the team name in columns 5-36, its players from 37. TRF-2026's "Record 310
      // (new — replaces 013)": the name in columns 9-40, its players from column 74.
      const team = teamRecord(line, tag === '013' ? [4, 36, 36] : [8, 40, 73]);
      if (typeof team === 'string') return team;
      (tag === '013' ? named : named310).push(team);
    } else if (tag === 'XXT') {
      const m = /^(\S+) (\d{1,2})\s*$/.exec(rest);
      if (m === null) return `XXT needs a team code and its number of regular players: "${line}"`;
      codes.push({ code: m[1]!, regulars: Number(m[2]) });
    }
  }
  // Teams from 013 records: with XXT lines (xq's files) each has its code and its reserves;
  // without (another program's file) the 013 name is the code and every player is regular.
  // Another program's 013 teams in an individual event only group players for a team prize:
  // they are read in a team system only (team mates never meet, which they do elsewhere).
  // A file with no 013 record may give its teams in TRF-2026's 310 records.
  if (named.length === 0) named.push(...named310);
  const teamsRead = codes.length > 0 || system.startsWith('team-') ? named : [];
  const teams = teamsRead.map((n, i): Team => {
    const c = codes[i];
    const regulars = c === undefined ? n.ids.length : Math.min(c.regulars, n.ids.length);
    return {
      code: c?.code ?? n.name,
      name: n.name,
      members: n.ids.slice(0, regulars),
      substitutes: n.ids.slice(regulars),
    };
  });
  return { scoring, withdrawn, teams, clubs, regulations, boardOrder, fields };
}

/**
 * The system a TRF file describes: the `092` line when it names one of {@link SYSTEMS}; else a
 * round robin when `092` or `192` says so (`Round Robin`, `Berger`, `*_ROUNDROBIN`, double when
 * it says `double`), a Swiss when they say Swiss; else, as the FIDE tie-break checker reads it,
 * a round robin when the number of rounds is the number of players or one less, a double round
 * robin when it is twice that; otherwise the Swiss (Dutch).
 */
function systemOfTrf(trf: Trf, line092: string | undefined, line192: string | undefined): System {
  if (line092 && (SYSTEMS as readonly string[]).includes(line092)) return line092 as System;
  const text = `${line092 ?? ''} ${line192 ?? ''}`.toUpperCase();
  const double = /DOUBLE/.test(text);
  if (/ROUND.?ROBIN|BERGER|\bRR\b/.test(text)) return double ? 'double-round-robin' : 'round-robin';
  if (/SWISS|DUTCH|BURSTEIN|DUBOV/.test(text)) return 'swiss-dutch';
  const n = trf.players.length;
  const rounds = trf.totalRounds;
  if (rounds !== undefined && n > 1) {
    if (rounds === n || rounds === n - 1) return 'round-robin';
    if (rounds === 2 * n || rounds === 2 * (n - 1)) return 'double-round-robin';
  }
  return 'swiss-dutch';
}

/**
 * The rounds of a TRF's player lines (`count` of them), each game once, from the side with red
 * (or the smaller start number when the file gives no colours), in the board order of `XXO`; a
 * string says which block does not answer its opponent's.
 */
function roundsOfTrf(
  trf: Trf,
  count: number,
  boardOrder: ReadonlyMap<number, ReadonlyMap<number, number>>,
): Round[] | string {
  const byId = new Map(trf.players.map((p) => [p.startNumber, p]));
  const rounds: Round[] = [];
  for (let r = 0; r < count; r++) {
    const games: Game[] = [];
    const byes: Bye[] = [];
    for (const p of trf.players) {
      const b = p.rounds[r];
      if (!b || (b.opponent === 0 && b.colour === ' ' && b.result === ' ')) continue;
      if (b.opponent === 0) {
        const kind = byeKind(b.result);
        if (!kind) return `player ${p.startNumber}, round ${r + 1}: no opponent and result "${b.result}"`;
        byes.push({ player: p.startNumber, kind });
        continue;
      }
      const o = byId.get(b.opponent);
      const back = o?.rounds[r];
      if (!o || !back || back.opponent !== p.startNumber) {
        return `player ${p.startNumber}, round ${r + 1}: opponent ${b.opponent} does not answer`;
      }
      if (b.colour === back.colour && (b.colour === 'w' || b.colour === 'b')) {
        return `round ${r + 1}: ${p.startNumber} and ${b.opponent} have the same colour`;
      }
      const redHere =
        b.colour === 'w' || (b.colour !== 'b' && back.colour !== 'w' && p.startNumber < b.opponent);
      if (!redHere) continue;
      const result = gameResult(b.result, back.result);
      if (!result)
        return `round ${r + 1}: results "${b.result}" and "${back.result}" of ${p.startNumber}–${b.opponent} disagree`;
      games.push({ red: p.startNumber, black: b.opponent, result });
    }
    const order = boardOrder.get(r + 1);
    if (order !== undefined) {
      const board = (g: Game): number => order.get(g.red) ?? games.length;
      games.sort((a, b) => board(a) - board(b) || a.red - b.red);
    }
    rounds.push({ games, byes });
  }
  return rounds;
}

/** The fields of a TRF player the import reads, and their JavaScript types. */
const PLAYER_FIELDS = [
  ['startNumber', 'number'],
  ['name', 'string'],
  ['rating', 'number'],
  ['sex', 'string'],
  ['title', 'string'],
  ['federation', 'string'],
  ['birthDate', 'string'],
] as const;

/** A `TypeError` naming `fn` and `field` unless `typeof v` is `type`. */
function requireType(fn: string, field: string, v: unknown, type: 'number' | 'string'): void {
  if (typeof v !== type)
    throw new TypeError(`${fn}: ${field} must be a ${type}, got ${v === null ? 'null' : typeof v}`);
}

/**
 * `given` as a plain copy read once, or a `TypeError` naming the field that is not what
 * `parseTrf` makes (a `Trf` built by hand: a player that is not an object, a rating that is not a
 * number, a line that is not a string), never a deep error from inside the import.
 */
function readTrf(fn: string, given: unknown): Trf {
  requireObject(fn, 'trf', given);
  const trf = readArgument(fn, 'trf', given) as Record<string, unknown>;
  requireArray(fn, 'trf.players', trf.players);
  requireArray(fn, 'trf.otherLines', trf.otherLines);
  eachObject(fn, 'trf.players', trf.players, (o, at) => {
    for (const [key, type] of PLAYER_FIELDS) requireType(fn, `${at}.${key}`, o[key], type);
    eachObject(fn, `${at}.rounds`, o.rounds, (b, where) => {
      requireType(fn, `${where}.opponent`, b.opponent, 'number');
      requireType(fn, `${where}.colour`, b.colour, 'string');
      requireType(fn, `${where}.result`, b.result, 'string');
    });
  });
  for (let i = 0; i < trf.otherLines.length; i++)
    requireType(fn, `trf.otherLines[${i}]`, trf.otherLines[i], 'string');
  if (trf.totalRounds !== undefined) requireType(fn, 'trf.totalRounds', trf.totalRounds, 'number');
  if (trf.initialColour !== undefined) requireType(fn, 'trf.initialColour', trf.initialColour, 'string');
  if (trf.adjustments !== undefined)
    eachObject(fn, 'trf.adjustments', trf.adjustments, (o, at) => {
      requireType(fn, `${at}.points`, o.points, 'number');
      requireType(fn, `${at}.round`, o.round, 'number');
      requireArray(fn, `${at}.players`, o.players);
      for (let k = 0; k < o.players.length; k++)
        requireType(fn, `${at}.players[${k}]`, o.players[k], 'number');
    });
  return trf as unknown as Trf;
}

/**
 * Builds a tournament from a parsed TRF-16 document: players from the `001` records, rounds
 * from their blocks (a game is read from the red player's block and checked against the
 * black player's), byes by their letters (`U` pairing-allocated, `F` full, `H` half, `Z` or
 * `-` zero), blank blocks as absences; name from `012`, venue `022`, dates `042`, time control
 * `122`, rounds `XXR`, initial colour `XXC`, the scoring `XXS` or TRF-2026's `162`, the
 * absences from the next round `XXZ` or TRF-2026's `240 Z`, the teams `013` (or, without them,
 * TRF-2026's `310`), and the lines
 * of {@link tournamentToTrf} (`XXW`, `XXT`, `XXK`, `XXJ`, `XXO`, `XXQ`). A document that does
 * not make one tournament (a game the two players' blocks tell differently, a result without an
 * opponent, a scoring or an `XX` line this package cannot read) answers `TOURNAMENT_TRF_MISMATCH`.
 *
 * @example
 * ```ts
 * import { parseTrf } from '@xq/pairing';
 * import { tournamentFromTrf } from '@xq/tournament';
 * const trf = parseTrf('012 Club\r');
 * const t = trf.ok ? tournamentFromTrf(trf.value) : undefined;
 * console.log(t?.ok && t.value.name); // Club
 * ```
 * @throws {TypeError} when `trf` is not a TRF as `parseTrf` makes it (players and otherLines arrays, each
 * field of its JavaScript type) or `options` not an object.
 * @category TRF
 */
export function tournamentFromTrf(
  given: Trf,
  options: FromTrfOptions = {},
): Result<Tournament, TournamentError<'TOURNAMENT_TRF_MISMATCH'>> {
  const trf = readTrf('tournamentFromTrf', given);
  requireOptions('tournamentFromTrf', options);
  const fail = (message: string): Result<Tournament, TournamentError<'TOURNAMENT_TRF_MISMATCH'>> => ({
    ok: false,
    error: { code: 'TOURNAMENT_TRF_MISMATCH', message },
  });
  const header = (tag: string): string | undefined => {
    const line = trf.otherLines.find((l) => l.startsWith(`${tag} `));
    const v = line?.slice(4).trim();
    return v ? v : undefined;
  };
  const system: System = options.system ?? systemOfTrf(trf, header('092'), header('192'));
  const players: Player[] = trf.players.map((p) => {
    const out: { -readonly [K in keyof Player]: Player[K] } = { id: p.startNumber, name: p.name };
    if (p.rating > 0) out.rating = p.rating;
    if (p.title) out.title = p.title;
    if (p.federation) out.federation = p.federation;
    if (p.sex === 'm') out.sex = 'm';
    if (p.sex === 'w' || p.sex === 'f') out.sex = 'f';
    if (p.birthDate) out.birthDate = p.birthDate;
    return out;
  });
  const extra = readEventLines(trf, system);
  if (typeof extra === 'string') return fail(extra);
  const byId = new Map(trf.players.map((p) => [p.startNumber, p]));
  const count = trf.players.reduce((m, p) => Math.max(m, p.rounds.length), 0);
  const rounds = roundsOfTrf(trf, count, extra.boardOrder);
  if (typeof rounds === 'string') return fail(rounds);
  for (const p of players) {
    const club = extra.clubs.get(p.id);
    if (club !== undefined) (p as { club?: string }).club = club;
    Object.assign(p, extra.fields.get(p.id));
    if (extra.withdrawn.has(p.id)) (p as { withdrawn?: boolean }).withdrawn = true;
  }
  const regulations: { -readonly [K in keyof Tournament['regulations']]: Tournament['regulations'][K] } = {
    ...(extra.regulations as Partial<Tournament['regulations']>),
    system,
    scoring: options.scoring ?? extra.scoring ?? '1-0.5-0',
  };
  if (trf.totalRounds !== undefined) regulations.rounds = trf.totalRounds;
  if (trf.initialColour !== undefined) regulations.initialColour = fromFideColour(trf.initialColour);
  const venue = header('022');
  const dates = header('042');
  const timeControl = header('122');
  if (venue) regulations.venue = venue;
  if (dates) regulations.dates = dates;
  if (timeControl) regulations.timeControl = timeControl;
  // The points of the file are in its own units (a win is 1, or 2 when its XXS says 2-1-0);
  // the tournament's are its scoring's.
  const fileWin = extra.scoring === undefined ? 1 : scoringPoints(extra.scoring).win;
  const unit = scoringPoints(regulations.scoring).win / fileWin;
  // JaVaFo's XXZ: the players absent from the next round (a withdrawn player is left out anyway).
  // TRF-2026's `240 Z RRR PPPP …`: a zero-point bye of the next round is a known absence.
  const zeroByeNext = (l: string): boolean =>
    /^240 Z\s/i.test(l) && Number(l.slice(6, 9).trim()) === count + 1;
  const absent = [
    ...new Set(
      trf.otherLines
        .filter((l) => l.startsWith('XXZ') || zeroByeNext(l))
        .flatMap((l) => (l.startsWith('XXZ') ? l.slice(3) : l.slice(10)).trim().split(/\s+/))
        .filter((x) => /^\d{1,4}$/.test(x))
        .map(Number)
        .filter((x) => byId.has(x) && !extra.withdrawn.has(x)),
    ),
  ];
  const adjustments = (trf.adjustments ?? []).flatMap((a) =>
    a.players.map((player) => ({ player, round: a.round, points: a.points * unit })),
  );
  // Whatever the blocks say, the result must be a valid tournament (e.g. nobody paired with
  // himself, start numbers unique).
  const checked = validateTournament({
    format: TOURNAMENT_FORMAT,
    version: TOURNAMENT_VERSION,
    name: header('012') ?? '',
    regulations,
    players,
    rounds,
    ...(extra.teams.length > 0 ? { teams: extra.teams } : {}),
    ...(adjustments.length > 0 ? { adjustments } : {}),
    ...(absent.length > 0 ? { absent } : {}),
  });
  return checked.ok ? checked : fail(checked.error.message);
}
