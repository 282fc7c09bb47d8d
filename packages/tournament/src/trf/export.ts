// The tournament document as TRF-2026: the players' lines, the event's records and the `XX…`
// extensions the pairing programs read.

import type { Result, Trf, TrfPlayer, TrfResult, TrfRound } from '@xq/pairing';
import { formatTrf, isPairingInputError, trfPlayerProblem } from '@xq/pairing';
import type { TournamentError } from '../error-codes';
import { toFideColour } from '../fide-colours';
import { requireTournament } from '../guard';
import type { ByeKind, Game, GameResult, Tournament } from '../model';
import { defaultPairingBye, playerRounds, standings, totalPoints } from '../standings';
import { tournamentTeamStandings } from '../teams';

const BYE_RESULT: Readonly<Record<ByeKind, TrfResult>> = { pairing: 'U', full: 'F', half: 'H', zero: 'Z' };

/** A game's result as TRF writes it for red (`w`) and for black (`b`); `pending` is blank. */
const GAME_BLOCKS: Readonly<Record<GameResult, readonly [TrfResult, TrfResult]>> = {
  'red-win': ['1', '0'],
  'black-win': ['0', '1'],
  draw: ['=', '='],
  'red-win-forfeit': ['+', '-'],
  'black-win-forfeit': ['-', '+'],
  'double-forfeit': ['-', '-'],
  'both-lose': ['0', '0'],
  pending: [' ', ' '],
};
const NO_BLOCKS = [' ', ' '] as const;

function gameBlocks(g: Game): [TrfRound, TrfRound] {
  const [w, b] = Object.hasOwn(GAME_BLOCKS, g.result) ? GAME_BLOCKS[g.result] : NO_BLOCKS;
  return [
    { opponent: g.black, colour: 'w', result: w },
    { opponent: g.red, colour: 'b', result: b },
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
      blocks.get(g.red)?.push(w);
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
    initialColour: reg.initialColour === undefined ? undefined : toFideColour(reg.initialColour),
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

/** The defined fields only (the `XXJ` record carries no `undefined`). */
export function compactFields(o: Record<string, unknown>): Record<string, unknown> {
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
    if (r.games.length > 1) lines.push(`XXO ${i + 1} ${r.games.map((g) => g.red).join(' ')}`);
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
 * Writes a tournament as TRF text ({@link tournamentToTrf} then `formatTrf`), or says what TRF
 * cannot hold instead of writing it wrongly (`TOURNAMENT_TRF_UNWRITABLE`): a start number TRF
 * cannot hold (≥ 10,000), a name or a header with a line break, a name, rating, title or
 * federation wider than its column, points of 100 or more (the points column), a team name wider
 * than the `013` record's, more than 999 teams (the `310` record's pairing number).
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
export function exportTrf(t: Tournament): Result<string, TournamentError<'TOURNAMENT_TRF_UNWRITABLE'>> {
  requireTournament('exportTrf', t);
  const refuse = (message: string): { ok: false; error: TournamentError<'TOURNAMENT_TRF_UNWRITABLE'> } => ({
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
  for (const a of trf.adjustments ?? []) {
    if (Math.abs(a.points) > 999.99)
      return refuse(
        `player ${a.players[0]}: the adjustment of ${a.points} points does not fit a 299 record (at most ±999.99)`,
      );
  }
  // Line ends as JaVaFo and the FIDE examples write them: CR LF.
  try {
    return { ok: true, value: formatTrf(trf).replace(/\r/g, '\r\n') };
  } catch (e) {
    // What formatTrf refuses to write (a 299 adjustment beyond ±999.99, a file that would not
    // read back) is answered like the rest, never thrown.
    if (isPairingInputError(e)) return refuse(e.message);
    throw e;
  }
}
