import type { Result, Trf, TrfPlayer, TrfResult, TrfRound } from '@xq/pairing';
import { formatTrf, trfPlayerProblem } from '@xq/pairing';
import { validateTournament } from '../document';
import { requireArray, requireObject, requireOptions, requireTournament } from '../guard';
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
import { defaultPairingBye, playerRounds, scoringPoints, totalPoints } from '../standings/player-rounds';
import { standings } from '../standings/standings';
import { tournamentTeamStandings } from '../teams/team-tournament';

const BYE_RESULT: Readonly<Record<ByeKind, TrfResult>> = { pairing: 'U', full: 'F', half: 'H', zero: 'Z' };

function gameBlocks(g: Game): [TrfRound, TrfRound] {
  const [w, b]: [TrfResult, TrfResult] =
    g.result === 'white-win'
      ? ['1', '0']
      : g.result === 'black-win'
        ? ['0', '1']
        : g.result === 'draw'
          ? ['=', '=']
          : g.result === 'white-win-forfeit'
            ? ['+', '-']
            : g.result === 'black-win-forfeit'
              ? ['-', '+']
              : g.result === 'double-forfeit'
                ? ['-', '-']
                : g.result === 'both-lose'
                  ? ['0', '0']
                  : [' ', ' '];
  return [
    { opponent: g.black, colour: 'w', result: w },
    { opponent: g.white, colour: 'b', result: b },
  ];
}

/**
 * Converts a tournament to a TRF-16 document: one `001` record per player (points in the
 * event's units, rank from the standings), `XXR` from the regulations' rounds, `XXC` from the
 * initial colour, `012` (name), `022` (venue), `042`/`052` (dates), `092` (system) and `122`
 * (time control) header lines, and what the next round depends on: TRF-2026's `162` and
 * JaVaFo's `XXS` (a 2-1-0 scoring), TRF-2026's `240 Z` (zero-point byes: the announced
 * absences from the next round, a withdrawn player's every round left) and JaVaFo's `XXZ`
 * (absent from the next round: the announced absences and the withdrawn players), TRF's
 * `013` and TRF-2026's `310` team records, and xq's own `XXW` (withdrawals), `XXT` (team
 * codes and reserves), `XXK` (clubs), `XXO` (each round's board order) and `XXQ` (the other regulations, as JSON). A
 * pending game keeps its opponent and colour with a blank result; an absence is a blank block.
 *
 * @example
 * ```ts
 * import { formatTrf } from '@xq/pairing';
 * import { createTournament, tournamentToTrf } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Club', system: 'round-robin' }), players: [{ id: 1, name: 'A' }] };
 * console.log(formatTrf(tournamentToTrf(t)).split('\r')[0]); // 012 Club
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category TRF
 */
export function tournamentToTrf(t: Tournament): Trf {
  requireTournament('tournamentToTrf', t);
  // TRF's `U` is worth a win; a pairing bye the regulations score otherwise is written as the
  // bye of its value (`H` or `Z`) so that the points add up.
  const pairingBye = t.regulations.pairingBye ?? defaultPairingBye(t.regulations.system);
  const byeResult = (kind: ByeKind): TrfResult =>
    kind !== 'pairing' || pairingBye === 'win' ? BYE_RESULT[kind] : pairingBye === 'draw' ? 'H' : 'Z';
  const blocks = new Map<number, TrfRound[]>(t.players.map((p) => [p.id, []]));
  t.rounds.forEach((r, i) => {
    for (const g of r.games) {
      const [w, b] = gameBlocks(g);
      blocks.get(g.white)?.push(w);
      blocks.get(g.black)?.push(b);
    }
    for (const bye of r.byes)
      blocks.get(bye.player)?.push({ opponent: 0, colour: '-', result: byeResult(bye.kind) });
    for (const list of blocks.values())
      if (list.length < i + 1) list.push({ opponent: 0, colour: ' ', result: ' ' });
  });
  const rounds = playerRounds(t);
  // The points are written in the event's own units: a 2-1-0 event says so in an `XXS` line
  // (the scoring record the pairing programs read), so its points column is its points.
  const unit = 1;
  const rank = new Map(standings(t).map((s) => [s.player, s.rank]));
  const adjusted = new Map<number, number>();
  for (const a of t.adjustments ?? []) adjusted.set(a.player, (adjusted.get(a.player) ?? 0) + a.points);
  const players: TrfPlayer[] = t.players.map((p) => ({
    startNumber: p.id,
    sex: p.sex === 'f' ? 'w' : p.sex === 'm' ? 'm' : '',
    title: p.title ?? '',
    name: p.name,
    rating: p.rating ?? 0,
    federation: p.federation ?? '',
    fideId: '',
    birthDate: p.birthDate ?? '',
    points: (totalPoints(rounds.get(p.id) ?? []) + (adjusted.get(p.id) ?? 0)) / unit,
    rank: rank.get(p.id) ?? 0,
    rounds: trimBlank(blocks.get(p.id) ?? []),
  }));
  const header: string[] = [`012 ${t.name}`];
  const reg = t.regulations;
  if (reg.venue) header.push(`022 ${reg.venue}`);
  if (reg.dates) header.push(`042 ${reg.dates}`);
  header.push(`092 ${reg.system}`);
  if (reg.timeControl) header.push(`122 ${reg.timeControl}`);
  header.push(...eventLines(t));
  const adjustments = (t.adjustments ?? []).map((a) => ({
    points: a.points / unit,
    round: a.round,
    players: [a.player],
  }));
  return {
    players,
    totalRounds: reg.rounds,
    initialColour: reg.initialColour,
    otherLines: header,
    ...(adjustments.length > 0 ? { adjustments } : {}),
  };
}

/** The `XXS` line of the 2-1-0 scoring (JaVaFo's and bbpPairings' point system record). */
const XXS_2_1_0 =
  'XXS WW=2.0 BW=2.0 WD=1.0 BD=1.0 WL=0.0 BL=0.0 ZPB=0.0 HPB=1.0 FPB=2.0 PAB=2.0 FW=2.0 FL=0.0';

/**
 * The TRF-2026 scoring record of the 2-1-0 scoring ("Tag 162 — Scoring point system for
 * individuals": a result code in column 6, its points in 7-10, the next code in 15 and its
 * points in 16-19, then 24 and 25-28). `A` (absence, 0), `P` (pairing bye, as `W`) and `X`
 * (as `D`) keep their defaults.
 */
const TRF26_162_2_1_0 = '162  W 2.0    D 1.0    L 0.0';

/**
 * TRF-2026's "Record 310 (new — replaces 013)", one per team: pairing number in columns 5-7,
 * name 9-40, nickname 42-46 (the code when it fits), strength factor 48-53 (blank), match
 * points 55-60, game points 62-67, rank 69-71, then the players' start numbers from column
 * 74, four columns each with one blank between (regular players in board order, then reserves).
 */
function teamRecords310(t: Tournament): string[] {
  const teams = t.teams ?? [];
  if (teams.length === 0) return [];
  const standing = new Map(tournamentTeamStandings(t).map((s) => [s.team, s]));
  return teams.map((team, i) => {
    const s = standing.get(team.code);
    const points = (x: number | undefined): string => (x === undefined ? '' : x.toFixed(1)).padStart(6);
    const nickname = team.code.length <= 5 ? team.code : '';
    const ids = [...team.members, ...team.substitutes].map((x) => String(x).padStart(4)).join(' ');
    return `310 ${String(i + 1).padStart(3)} ${team.name.padEnd(32)} ${nickname.padEnd(5)} ${''.padEnd(6)} ${points(s?.matchPoints)} ${points(s?.gamePoints)} ${String(s?.rank ?? '').padStart(3)}  ${ids}`;
  });
}

/** The points of one result code of a TRF-2026 `162` record (column 6, then every 9 columns). */
function points162(line: string, code: string): number | undefined {
  for (let c = 5; c < line.length; c += 9) {
    if (line[c]?.toUpperCase() !== code) continue;
    const v = line.slice(c + 1, c + 5).trim();
    return /^\d{1,2}(?:\.\d)?$/.test(v) ? Number(v) : undefined;
  }
  return undefined;
}

function compactFields(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** A `JSON.stringify` replacer that writes every object's keys in sorted order (one text per value). */
function sortedKeys(_key: string, v: unknown): unknown {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
  const o = v as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  );
}

/**
 * The lines that say what the next round depends on beyond the `001` records: the scoring
 * (`XXS`), the players absent from the next round (`XXZ`: the announced absences and the
 * withdrawn players, so that a pairing program leaves them out), the withdrawals (`XXW`, xq's
 * own: withdrawn for good), the teams (TRF's `013` records, regular players in board order then
 * reserves, each with an `XXT CODE REGULARS` line naming its code and how many are regular) and
 * the clubs (`XXK ID CLUB`, xq's own).
 */
function eventLines(t: Tournament): string[] {
  const lines: string[] = [];
  if (t.regulations.scoring === '2-1-0') lines.push(XXS_2_1_0, TRF26_162_2_1_0);
  const withdrawn = t.players.filter((p) => p.withdrawn === true).map((p) => p.id);
  const away = [...new Set([...(t.absent ?? []), ...withdrawn])];
  if (away.length > 0) lines.push(`XXZ ${away.join(' ')}`);
  if (withdrawn.length > 0) lines.push(`XXW ${withdrawn.join(' ')}`);
  for (const team of t.teams ?? []) {
    const ids = [...team.members, ...team.substitutes].map((x) => String(x).padStart(5)).join('');
    lines.push(`013 ${team.name.padEnd(32)}${ids}`);
    lines.push(`XXT ${team.code} ${team.members.length}`);
  }
  lines.push(...teamRecords310(t));
  for (const p of t.players) {
    if (p.club !== undefined) lines.push(`XXK ${p.id} ${p.club}`);
    // The player's other fields that no TRF column holds (xq's own `XXJ ID {JSON}`): his team
    // code keeps team mates apart, his birth year and category decide the categories' prizes.
    const more = compactFields({ team: p.team, birthYear: p.birthYear, category: p.category });
    if (Object.keys(more).length > 0) lines.push(`XXJ ${p.id} ${JSON.stringify(more)}`);
  }
  // The board order of each round (xq's own `XXO ROUND WHITE…`): a team event's boards are the
  // order of its games.
  t.rounds.forEach((r, i) => {
    if (r.games.length > 1) lines.push(`XXO ${i + 1} ${r.games.map((g) => g.white).join(' ')}`);
  });
  // The rest of the regulations (tie-breaks, the pairing bye's score, separated clubs, …) as
  // one line of JSON, xq's own: the standings and the next pairing read them.
  const {
    system: _s,
    scoring: _c,
    rounds: _r,
    initialColour: _i,
    venue: _v,
    dates: _d,
    timeControl: _t,
    ...rest
  } = t.regulations;
  if (Object.keys(rest).length > 0) lines.push(`XXQ ${JSON.stringify(rest, sortedKeys)}`);
  // TRF-2026, "Bye Section (240 records)": `240 T RRR PPPP PPPP …` (T in column 5, the round
  // in 7-9, each player in four columns from 11, one blank between). A known absence is a
  // zero-point bye `Z` of the next round; a withdrawn player's, of every round left.
  const next = t.rounds.length + 1;
  const last = Math.max(next, t.regulations.rounds ?? next);
  for (let r = next; r <= last; r++) {
    const ids = r === next ? away : withdrawn;
    if (ids.length > 0)
      lines.push(`240 Z ${String(r).padStart(3, '0')} ${ids.map((x) => String(x).padStart(4)).join(' ')}`);
  }
  return lines;
}

function trimBlank(list: readonly TrfRound[]): TrfRound[] {
  const out = [...list];
  while (out.length > 0) {
    const last = out[out.length - 1] as TrfRound;
    if (last.opponent !== 0 || last.colour !== ' ' || last.result !== ' ') break;
    out.pop();
  }
  return out;
}

/**
 * Why a tournament cannot be written as TRF: a start number TRF cannot hold (≥ 10,000), a
 * name or a header with a line break, a name, rating, title or federation wider than its column,
 * points of 100 or more (the points column), a team name wider than the `013` record's, more
 * than 999 teams (the `310` record's pairing number).
 * @category TRF
 */
export interface TrfExportError {
  /** The error code. */
  readonly code: 'TOURNAMENT_TRF_UNWRITABLE';
  /** What cannot be written, for people. */
  readonly message: string;
}

/**
 * Writes a tournament as TRF text ({@link tournamentToTrf} then `formatTrf`), or says what TRF
 * cannot hold instead of writing it wrongly.
 *
 * @example
 * ```ts
 * import { createTournament, exportTrf } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Club', system: 'round-robin' }), players: [{ id: 10000, name: 'A' }] };
 * const r = exportTrf(t);
 * console.log(r.ok ? 'written' : r.error.code); // TOURNAMENT_TRF_UNWRITABLE
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category TRF
 */
export function exportTrf(t: Tournament): Result<string, TrfExportError> {
  requireTournament('exportTrf', t);
  const refuse = (message: string): { ok: false; error: TrfExportError } => ({
    ok: false,
    error: { code: 'TOURNAMENT_TRF_UNWRITABLE', message },
  });
  const trf = tournamentToTrf(t);
  for (const line of trf.otherLines) {
    if (/[\r\n]/.test(line)) return refuse(`header line "${line.slice(0, 3)}" holds a line break`);
  }
  for (const p of trf.players) {
    const problem = trfPlayerProblem(p);
    if (problem !== undefined) return refuse(`player ${p.startNumber}: ${problem}`);
    if (p.name.length > 33)
      return refuse(
        `player ${p.startNumber}: the name (${p.name.length} characters) is longer than the name column (15-47, 33 characters)`,
      );
    if (p.points >= 100)
      return refuse(
        `player ${p.startNumber}: points ${p.points} do not fit the points column (81-84, at most 99.5)`,
      );
  }
  if ((t.teams ?? []).length > 999)
    return refuse(`${t.teams?.length} teams: the team pairing number of the 310 record (5-7) is at most 999`);
  for (const team of t.teams ?? []) {
    if (team.name.length > 32 || /[\r\n]/.test(team.name))
      return refuse(
        `team ${team.code}: the name does not fit the team name column of the 013 record (5-36, 32 characters)`,
      );
    if (/\s/.test(team.code) || team.code === '')
      return refuse(`team ${JSON.stringify(team.code)}: a team code in TRF is one word`);
  }
  for (const p of t.players)
    if (p.club !== undefined && (/[\r\n]/.test(p.club) || p.club.trim() !== p.club || p.club === ''))
      return refuse(`player ${p.id}: the club ${JSON.stringify(p.club)} cannot be written on one XXK line`);
  if (trf.totalRounds !== undefined && trf.totalRounds > 999) return refuse('more than 999 rounds');
  // Line ends as JaVaFo and the FIDE examples write them: CR LF.
  return { ok: true, value: formatTrf(trf).replace(/\r/g, '\r\n') };
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

/**
 * Why a TRF document could not become a tournament.
 * @category TRF
 */
export interface TrfImportError {
  /** The error code. */
  readonly code: 'TOURNAMENT_TRF_MISMATCH';
  /** What went wrong, for people. */
  readonly message: string;
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

function gameResult(white: TrfResult, black: TrfResult): GameResult | undefined {
  const w = OUTCOME[white];
  const b = OUTCOME[black];
  if (w === 'win' && b === 'loss') return 'white-win';
  if (w === 'loss' && b === 'win') return 'black-win';
  if (w === 'draw' && b === 'draw') return 'draw';
  if (w === 'forfeit-win' && b === 'forfeit-loss') return 'white-win-forfeit';
  if (w === 'forfeit-loss' && b === 'forfeit-win') return 'black-win-forfeit';
  if (w === 'forfeit-loss' && b === 'forfeit-loss') return 'double-forfeit';
  // A game played and lost by both (7.1i, 15.7b): 0 against 0.
  if (w === 'loss' && b === 'loss') return 'both-lose';
  if (w === 'pending' && b === 'pending') return 'pending';
  return undefined;
}

function byeKind(result: TrfResult): ByeKind | undefined {
  switch (result) {
    case 'U':
      return 'pairing';
    case 'F':
    case '+':
    case '1':
    case 'W':
      return 'full';
    case 'H':
    case '=':
    case 'D':
      return 'half';
    case 'Z':
    case '-':
    case '0':
    case 'L':
      return 'zero';
    default:
      return undefined;
  }
}

interface EventLines {
  readonly scoring: Scoring | undefined;
  readonly withdrawn: ReadonlySet<number>;
  readonly teams: Team[];
  readonly clubs: ReadonlyMap<number, string>;
  readonly regulations: Readonly<Record<string, unknown>>;
  /** Per round (from 1), each white player's board (from 0). */
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
        const v: unknown = JSON.parse(m[2] as string);
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
      const [round, ...whites] = rest.trim().split(/\s+/).map(Number);
      if (round !== undefined && Number.isInteger(round))
        boardOrder.set(round, new Map(whites.map((w, i) => [w, i])));
    } else if (tag === 'XXW') {
      for (const x of rest.trim().split(/\s+/)) if (/^\d{1,4}$/.test(x)) withdrawn.add(Number(x));
    } else if (tag === 'XXK') {
      const m = /^\s*(\d{1,4}) (.+)$/.exec(rest);
      if (m !== null) clubs.set(Number(m[1]), (m[2] as string).trim());
    } else if (tag === '013' || tag === '310') {
      // TRF's 013: the team name in columns 5-36, its players from 37. TRF-2026's "Record 310
      // (new — replaces 013)": the name in columns 9-40, its players from column 74.
      const team = teamRecord(line, tag === '013' ? [4, 36, 36] : [8, 40, 73]);
      if (typeof team === 'string') return team;
      (tag === '013' ? named : named310).push(team);
    } else if (tag === 'XXT') {
      const m = /^(\S+) (\d{1,2})\s*$/.exec(rest);
      if (m === null) return `XXT needs a team code and its number of regular players: "${line}"`;
      codes.push({ code: m[1] as string, regulars: Number(m[2]) });
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
 * Builds a tournament from a parsed TRF-16 document: players from the `001` records, rounds
 * from their blocks (a game is read from the white player's block and checked against the
 * black player's), byes by their letters (`U` pairing-allocated, `F` full, `H` half, `Z` or
 * `-` zero), blank blocks as absences; name from `012`, venue `022`, dates `042`, time control
 * `122`, rounds `XXR`, initial colour `XXC`, the scoring `XXS` or TRF-2026's `162`, the
 * absences from the next round `XXZ` or TRF-2026's `240 Z`, the teams `013` (or, without them,
 * TRF-2026's `310`), and the lines
 * of {@link tournamentToTrf} (`XXW`, `XXT`, `XXK`, `XXJ`, `XXO`, `XXQ`).
 *
 * @example
 * ```ts
 * import { parseTrf } from '@xq/pairing';
 * import { tournamentFromTrf } from '@xq/tournament';
 * const trf = parseTrf('012 Club\r');
 * const t = trf.ok ? tournamentFromTrf(trf.value) : undefined;
 * console.log(t?.ok && t.value.name); // Club
 * ```
 * @throws {TypeError} when `trf` is not a TRF (players and otherLines arrays) or `options` not an object.
 * @category TRF
 */
export function tournamentFromTrf(
  trf: Trf,
  options: FromTrfOptions = {},
): Result<Tournament, TrfImportError> {
  requireObject('tournamentFromTrf', 'trf', trf);
  requireArray('tournamentFromTrf', 'trf.players', trf.players);
  requireArray('tournamentFromTrf', 'trf.otherLines', trf.otherLines);
  requireOptions('tournamentFromTrf', options);
  const fail = (message: string): Result<Tournament, TrfImportError> => ({
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
  const rounds: Round[] = [];
  for (let r = 0; r < count; r++) {
    const games: Game[] = [];
    const byes: Bye[] = [];
    for (const p of trf.players) {
      const b = p.rounds[r];
      if (!b || (b.opponent === 0 && b.colour === ' ' && b.result === ' ')) continue;
      if (b.opponent === 0) {
        const kind = byeKind(b.result);
        if (!kind)
          return fail(`player ${p.startNumber}, round ${r + 1}: no opponent and result "${b.result}"`);
        byes.push({ player: p.startNumber, kind });
        continue;
      }
      const o = byId.get(b.opponent);
      const back = o?.rounds[r];
      if (!o || !back || back.opponent !== p.startNumber) {
        return fail(`player ${p.startNumber}, round ${r + 1}: opponent ${b.opponent} does not answer`);
      }
      if (b.colour === back.colour && (b.colour === 'w' || b.colour === 'b')) {
        return fail(`round ${r + 1}: ${p.startNumber} and ${b.opponent} have the same colour`);
      }
      const whiteHere =
        b.colour === 'w' || (b.colour !== 'b' && back.colour !== 'w' && p.startNumber < b.opponent);
      if (!whiteHere) continue;
      const result = gameResult(b.result, back.result);
      if (!result)
        return fail(
          `round ${r + 1}: results "${b.result}" and "${back.result}" of ${p.startNumber}–${b.opponent} disagree`,
        );
      games.push({ white: p.startNumber, black: b.opponent, result });
    }
    const order = extra.boardOrder.get(r + 1);
    if (order !== undefined) {
      const board = (g: Game): number => order.get(g.white) ?? games.length;
      games.sort((a, b) => board(a) - board(b) || a.white - b.white);
    }
    rounds.push({ games, byes });
  }
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
  if (trf.initialColour !== undefined) regulations.initialColour = trf.initialColour;
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
