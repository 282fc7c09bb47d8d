import type { Result, Trf, TrfPlayer, TrfResult, TrfRound } from '@xq/pairing';
import { formatTrf, trfPlayerProblem } from '@xq/pairing';
import { defaultPairingBye, playerRounds, scoringPoints, totalPoints } from './player-rounds';
import { standings } from './standings';
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
  TOURNAMENT_FORMAT,
  TOURNAMENT_VERSION,
  type Tournament,
  validateTournament,
} from './tournament';

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
 * Converts a tournament to a TRF-16 document: one `001` record per player (points on the
 * 1 / ½ / 0 scale TRF uses, rank from the standings), `XXR` from the regulations' rounds,
 * `XXC` from the initial colour, and `012` (name), `022` (venue), `042`/`052` (dates), `092`
 * (system) and `122` (time control) header lines. A pending game keeps its opponent and colour
 * with a blank result; an absence is a blank block.
 *
 * @example
 * ```ts
 * import { formatTrf } from '@xq/pairing';
 * import { createTournament, tournamentToTrf } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Club', system: 'round-robin' }), players: [{ id: 1, name: 'A' }] };
 * console.log(formatTrf(tournamentToTrf(t)).split('\r')[0]); // 012 Club
 * ```
 * @category TRF
 */
export function tournamentToTrf(t: Tournament): Trf {
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
  const unit = scoringPoints(t.regulations.scoring).win;
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
  if ((t.absent ?? []).length > 0) header.push(`XXZ ${(t.absent ?? []).join(' ')}`);
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
 * name or a header with a line break, a rating, title or federation wider than its column.
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
 * @category TRF
 */
export function exportTrf(t: Tournament): Result<string, TrfExportError> {
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
  }
  if (trf.totalRounds !== undefined && trf.totalRounds > 999) return refuse('more than 999 rounds');
  return { ok: true, value: formatTrf(trf) };
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
 * `122`, rounds `XXR`, initial colour `XXC`.
 *
 * @example
 * ```ts
 * import { parseTrf } from '@xq/pairing';
 * import { tournamentFromTrf } from '@xq/tournament';
 * const trf = parseTrf('012 Club\r');
 * const t = trf.ok ? tournamentFromTrf(trf.value) : undefined;
 * console.log(t?.ok && t.value.name); // Club
 * ```
 * @category TRF
 */
export function tournamentFromTrf(
  trf: Trf,
  options: FromTrfOptions = {},
): Result<Tournament, TrfImportError> {
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
    rounds.push({ games, byes });
  }
  const regulations: { -readonly [K in keyof Tournament['regulations']]: Tournament['regulations'][K] } = {
    system,
    scoring: options.scoring ?? '1-0.5-0',
  };
  if (trf.totalRounds !== undefined) regulations.rounds = trf.totalRounds;
  if (trf.initialColour !== undefined) regulations.initialColour = trf.initialColour;
  const venue = header('022');
  const dates = header('042');
  const timeControl = header('122');
  if (venue) regulations.venue = venue;
  if (dates) regulations.dates = dates;
  if (timeControl) regulations.timeControl = timeControl;
  const unit = scoringPoints(regulations.scoring).win;
  // JaVaFo's XXZ: the players absent from the next round.
  const absent = [
    ...new Set(
      trf.otherLines
        .filter((l) => l.startsWith('XXZ'))
        .flatMap((l) => l.slice(3).trim().split(/\s+/))
        .filter((x) => /^\d{1,4}$/.test(x))
        .map(Number)
        .filter((x) => byId.has(x)),
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
    ...(adjustments.length > 0 ? { adjustments } : {}),
    ...(absent.length > 0 ? { absent } : {}),
  });
  return checked.ok ? checked : fail(checked.error.message);
}
