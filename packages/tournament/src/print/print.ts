import type { ScheduledPair } from '@xq/pairing';
import { englishSchedule } from '@xq/pairing';
import { fromFide } from '../fide-colours';
import {
  eachObject,
  requireArray,
  requireNumber,
  requireObject,
  requireOptions,
  requireString,
  requireTournament,
} from '../guard';
import type { GameResult, Tournament } from '../model';
import {
  isRoundRobin,
  lastCompleteRound,
  type PlayerRound,
  playerRounds,
  roundRobinOpponents,
  type Standing,
  standings,
  struckWithdrawals,
  tieBreakCode,
  withdrawalNotes,
  withdrawnBy,
} from '../standings';
import { matchGamesLine, matchResultCell } from './match-games';
import { tieBreakNameVi } from './regulation-items';
import {
  formatPoints,
  type PrintFormat,
  type PrintLanguage,
  type PrintOptions,
  renderTable,
  withNotes,
} from './table';
import { teamPairingLabels } from './team-print';

interface Words {
  readonly board: string;
  readonly no: string;
  readonly red: string;
  readonly black: string;
  readonly result: string;
  readonly round: string;
  readonly rank: string;
  readonly name: string;
  readonly rating: string;
  readonly club: string;
  readonly pts: string;
  readonly wdl: readonly [string, string, string];
  readonly byes: string;
  readonly crosstable: string;
  /** A round's column of the Swiss crosstable, and the legend of its cells. */
  readonly roundColumn: string;
  readonly swissLegend: readonly string[];
  readonly standingsAfter: (n: number) => string;
  readonly roundTitle: (n: number) => string;
  readonly bye: Readonly<Record<'pairing' | 'full' | 'half' | 'zero', string>>;
  readonly absent: string;
  /** A zero bye after a withdrawn player's last round: he is no longer in the event. */
  readonly withdrawn: string;
  readonly forfeit: string;
  /** The standings' columns of forfeits won, lost and rounds absent, and their legend. */
  readonly forfeits: readonly [string, string, string];
  readonly legend: (keys: readonly string[], forfeits: boolean) => string[];
  readonly card: string;
  readonly opponent: string;
  readonly colour: string;
  readonly total: string;
}

const WORDS: Readonly<Record<PrintLanguage, Words>> = {
  en: {
    board: 'Board',
    no: 'No',
    red: 'Red',
    black: 'Black',
    result: 'Result',
    round: 'Round',
    rank: 'Rank',
    name: 'Name',
    rating: 'Rating',
    club: 'Club',
    pts: 'Pts',
    wdl: ['W', 'D', 'L'],
    byes: 'Byes',
    crosstable: 'crosstable',
    roundColumn: 'R',
    swissLegend: [],
    standingsAfter: (n) => (n === 0 ? 'standings (no complete round)' : `standings after round ${n}`),
    roundTitle: (n) => `round ${n}`,
    bye: {
      pairing: 'bye (pairing)',
      full: 'bye (full point)',
      half: 'bye (half point)',
      // A zero-point bye is a known absence (TRF `Z`, JaVaFo's `XXZ`).
      zero: 'absent (zero point)',
    },
    absent: 'absent',
    withdrawn: 'withdrawn (zero point)',
    forfeit: 'forfeit',
    forfeits: ['F+', 'F-', 'Abs'],
    legend: (keys, forfeits) => [
      'W, D, L = games won, drawn, lost over the board.',
      ...(forfeits
        ? ['F+ = rounds won by forfeit; F- = rounds lost by forfeit; Abs = rounds absent (no game, no bye).']
        : []),
      ...(keys.includes('WIN')
        ? ['WIN = rounds won (C.07: over the board, by forfeit or by a full-point bye).']
        : []),
      ...(keys.includes('DE')
        ? [
            'DE = direct encounter: the place among the players level on the values before it (1 = first; 0 = not level with anyone, or not separated by their games).',
          ]
        : []),
    ],
    card: 'pairing card',
    opponent: 'Opponent',
    colour: 'Colour',
    total: 'Total',
  },
  vi: {
    board: 'Bàn',
    no: 'Số',
    red: 'Trắng',
    black: 'Đen',
    result: 'Kết quả',
    round: 'Vòng',
    rank: 'Hạng',
    name: 'Họ tên',
    rating: 'Hệ số Elo',
    club: 'Đơn vị',
    pts: 'Điểm',
    wdl: ['Thắng', 'Hòa', 'Thua'],
    byes: 'Nghỉ',
    crosstable: 'bảng tổng hợp',
    roundColumn: 'V',
    swissLegend: [
      'Chú thích: V1, V2… = vòng 1, 2…; mỗi ô ghi số của đối thủ, màu quân (T = Trắng, Đ = Đen) rồi kết quả (+ = được xử thắng, - = bị xử thua); -U = nghỉ do xếp cặp, -F = thắng không đấu, -H = nghỉ được nửa điểm, -Z = vắng (không điểm).',
    ],
    standingsAfter: (n) => (n === 0 ? 'xếp hạng (chưa xong vòng nào)' : `xếp hạng sau vòng ${n}`),
    roundTitle: (n) => `vòng ${n}`,
    bye: {
      // "được nghỉ trong lượt đấu ấy": the law's rest; a full point is a win without a game
      // (over a scheduled opponent who did not play), not a rest.
      pairing: 'nghỉ',
      full: 'thắng không đấu (1 điểm)',
      half: 'nghỉ (được nửa điểm)',
      // A zero-point bye is an announced absence: "vắng mặt" (6.2b), not a rest.
      zero: 'vắng (không điểm)',
    },
    absent: 'vắng',
    withdrawn: 'đã rút khỏi giải (không điểm)',
    forfeit: 'xử thua',
    forfeits: ['Xử thắng', 'Xử thua', 'Vắng'],
    legend: (keys, forfeits) => [
      'Thắng, Hòa, Thua = số ván thắng, hòa, thua trên bàn cờ.',
      ...(forfeits
        ? [
            'Xử thắng = số vòng được xử thắng (đối phương bị xử thua); Xử thua = số vòng bị xử thua; Vắng = số vòng vắng mặt (không đấu, không nghỉ).',
          ]
        : []),
      ...(keys.includes('WIN')
        ? ['WIN = số vòng thắng: cả thắng trên bàn cờ, được xử thắng và lượt nghỉ được tính thắng (C.07).']
        : []),
      ...(keys.includes('DE')
        ? [
            'DE: thứ hạng giữa các đấu thủ bằng nhau ở các chỉ số đứng trước (1 = cao nhất; 0 = không bằng ai, hoặc các ván giữa họ không phân định).',
          ]
        : []),
    ],
    card: 'phiếu xếp cặp',
    opponent: 'Đối thủ',
    colour: 'Màu quân',
    total: 'Tổng',
  },
};

const words = (options: PrintOptions): Words => WORDS[options.lang === 'vi' ? 'vi' : 'en'];

/**
 * A game's result as written on a pairing list: red's score first (`1 - 0`, `½ - ½`), forfeits
 * `+ - -` / `- - +` / `- - -`, nothing while pending.
 *
 * @example
 * ```ts
 * import { formatResult } from '@xq/tournament';
 * console.log(formatResult('black-win-forfeit')); // - - +
 * ```
 * @throws {TypeError} when `result` is not a string.
 * @throws {RangeError} when `result` is a string but not a game result.
 * @category Printing
 */
export function formatResult(result: GameResult): string {
  requireString('formatResult', 'result', result);
  // An own entry only: 'toString' or '__proto__' is not a result, whatever a plain object inherits.
  if (!Object.hasOwn(RESULT_TEXT, result))
    throw new RangeError(`formatResult: result must be one of ${Object.keys(RESULT_TEXT).join(', ')}`);
  return RESULT_TEXT[result];
}

const RESULT_TEXT: Readonly<Record<GameResult, string>> = {
  'red-win': '1 - 0',
  'black-win': '0 - 1',
  draw: '½ - ½',
  'red-win-forfeit': '+ - -',
  'black-win-forfeit': '- - +',
  'double-forfeit': '- - -',
  'both-lose': '0 - 0',
  pending: '',
};

/** `given` checked as a list of standings rows (what {@link standings} answers), or a `TypeError` naming the row and field. */
function standingRows(fn: string, given: unknown): readonly Standing[] {
  // An index loop: a hole is a row too, and is refused.
  eachObject(fn, 'standings', given, (o, at) => {
    for (const key of ['rank', 'player', 'points', 'wins', 'draws', 'losses', 'byes'] as const)
      requireNumber(fn, `${at}.${key}`, o[key]);
    requireObject(fn, `${at}.values`, o.values);
    for (const [k, v] of Object.entries(o.values as object))
      if (v !== null) requireNumber(fn, `${at}.values.${k.slice(0, 40)}`, v);
  });
  return given as readonly Standing[];
}

/**
 * The pairing list of a round (from 1), titled with the round and its recorded start: board,
 * red, result, black; then the byes with the points they give. In a team round each match opens
 * with a row naming it, its two teams and its score, and every player is shown with his number
 * in his team (30.1.3: A1, B1…).
 *
 * @example
 * ```ts
 * import { createTournament, formatPairings } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Club', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'Ann' }, { id: 2, name: 'Binh' }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'draw' as const }], byes: [] }] };
 * console.log(formatPairings(t, 1, 'markdown').split('\n')[2]); // | Board | No | Red | Result | No | Black |
 * console.log(formatPairings(t, 1, 'markdown', { lang: 'vi' }).split('\n')[2]); // | Bàn | Số | Trắng | Kết quả | Số | Đen |
 * ```
 * @throws {RangeError} when the round does not exist.
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), or `round` is not a number.
 * @category Printing
 */
export function formatPairings(
  t: Tournament,
  round: number,
  format: PrintFormat,
  options: PrintOptions = {},
): string {
  requireOptions('formatPairings', options);
  requireTournament('formatPairings', t);
  requireNumber('formatPairings', 'round', round);
  const r = Number.isInteger(round) ? t.rounds[round - 1] : undefined;
  if (!r) throw new RangeError(`formatPairings: no round ${round}`);
  const w = words(options);
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const byePoints = playerRounds({ ...t, rounds: t.rounds.slice(0, round) });
  // A team round: each match opens with its teams and score, then its boards with the players'
  // numbers as 30.1.3 writes them (A1, B1…).
  const team = teamPairingLabels(t, round, options);
  const rows: string[][] = [];
  r.games.forEach((g, i) => {
    const heading = team?.headings.get(i);
    if (heading) rows.push([...heading]);
    rows.push([
      String(i + 1),
      String(g.red),
      `${team?.label(g.red, i) ?? ''}${names.get(g.red) ?? ''}`,
      matchResultCell(g, RESULT_TEXT[g.result], options),
      String(g.black),
      `${team?.label(g.black, i) ?? ''}${names.get(g.black) ?? ''}`,
    ]);
    const played = matchGamesLine(g, options);
    if (played !== undefined) rows.push(['', '', played, '', '', '']);
  });
  const gone = withdrawnBy(t, round);
  for (const [i, b] of r.byes.entries()) {
    const pts = byePoints.get(b.player)?.[round - 1]?.points ?? 0;
    const label = b.kind === 'zero' && gone.has(b.player) ? w.withdrawn : w.bye[b.kind];
    rows.push([
      '',
      String(b.player),
      `${team?.byeLabel(b.player, i) ?? ''}${names.get(b.player) ?? ''}`,
      `${label}: ${formatPoints(pts, options)}`,
      '',
      '',
    ]);
  }
  return renderTable(
    [w.board, w.no, w.red, w.result, w.no, w.black],
    rows,
    format,
    `${t.name} — ${w.roundTitle(round)}${r.start === undefined ? '' : ` (${r.start})`}`,
  );
}

/**
 * The standings as a table: rank, start number, name, rating, club, points, games won, drawn
 * and lost over the board, byes, and each tie-break of the ranking order by its C.07 code (lots
 * are not printed), every value exact.
 *
 * @example
 * ```ts
 * import { createTournament, formatStandings } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Club', system: 'round-robin' }), players: [{ id: 1, name: 'Ann' }] };
 * console.log(formatStandings(t, 'markdown').includes('| 1 | 1 | Ann |')); // true
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), or
 * `given` is not a list of standings rows.
 * @category Printing
 */
export function formatStandings(
  t: Tournament,
  format: PrintFormat,
  given?: readonly Standing[],
  options: PrintOptions = {},
): string {
  requireOptions('formatStandings', options);
  requireTournament('formatStandings', t);
  const list = given === undefined ? standings(t) : standingRows('formatStandings', given);
  const w = words(options);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const keys = [...new Set(list.flatMap((s) => Object.keys(s.values)))].filter(
    (k) => k !== 'lots' && tieBreakCode(k) !== 'PTS',
  );
  // Forfeits and absences get their columns when the table has any (a rest is a bye, not one).
  // Rows given by the caller may predate these counts: a missing count is none.
  const counts = (s: Standing): number[] =>
    [s.forfeitWins, s.forfeitLosses, s.absences].map((n) => (typeof n === 'number' ? n : 0));
  // A board table of a team event keeps its shape: a reserve not fielded is not absent.
  const team = (t.teams?.length ?? 0) > 0;
  const withForfeits = !team && list.some((s) => counts(s).some((n) => n > 0));
  const headers = [
    w.rank,
    w.no,
    w.name,
    w.rating,
    w.club,
    w.pts,
    ...w.wdl,
    ...(withForfeits ? w.forfeits : []),
    w.byes,
    ...keys.map((k) => tieBreakCode(k) ?? k),
  ];
  const rows = list.map((s) => {
    const p = byId.get(s.player);
    return [
      String(s.rank),
      String(s.player),
      p?.name ?? '',
      p?.rating === undefined ? '' : String(p.rating),
      p?.club ?? p?.team ?? '',
      formatPoints(s.points, options),
      String(s.wins),
      String(s.draws),
      String(s.losses),
      ...(withForfeits ? counts(s).map(String) : []),
      String(s.byes),
      ...keys.map((k) => {
        const v = s.values[k];
        // A rating tie-break without a value (an unrated field, no rated opponent) prints empty.
        return v === null || v === undefined ? '' : formatPoints(v, options);
      }),
    ];
  });
  const table = renderTable(headers, rows, format, `${t.name} — ${w.standingsAfter(lastCompleteRound(t))}`);
  // The notes: what the regulations did with each withdrawn player's games; in Vietnamese, first a
  // legend naming each tie-break code of the header in the law's words.
  const legend =
    options.lang === 'vi' && keys.length > 0
      ? [`Chú thích: ${keys.map((k) => `${tieBreakCode(k) ?? k} = ${tieBreakNameVi(k)}`).join('; ')}.`]
      : [];
  const codes = keys.map((k) => tieBreakCode(k) ?? k);
  const explained =
    withForfeits || codes.includes('WIN') || codes.includes('DE') ? w.legend(codes, withForfeits) : [];
  const notes = [...legend, ...explained, ...withdrawalNotes(t, options.lang === 'vi' ? 'vi' : 'en')];
  return withNotes(table, notes, format);
}

/**
 * The crosstable over the complete rounds. A round robin gets the square table (row player's
 * points against each column player, `x` on the diagonal, `+`/`-` for forfeits); other systems
 * get one column per round with opponent, colour (`r` red, `b` black; `T`/`Đ` in Vietnamese)
 * and result (`5r1`, `3b½`, `-U` for a bye).
 *
 * @example
 * ```ts
 * import { createTournament, formatCrosstable } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Club', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'Ann' }, { id: 2, name: 'Binh' }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'red-win' as const }], byes: [] }] };
 * console.log(formatCrosstable(t, 'markdown').split('\n')[4]); // | 1 | Ann | x | 1 | 1 | 1 |
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Printing
 */
export function formatCrosstable(t: Tournament, format: PrintFormat, options: PrintOptions = {}): string {
  requireOptions('formatCrosstable', options);
  requireTournament('formatCrosstable', t);
  const w = words(options);
  // A player whose results the regulations strike is struck from the table too.
  const kept = struckWithdrawals(t);
  const counted: Tournament = { ...kept, rounds: kept.rounds.slice(0, lastCompleteRound(t)) };
  const rounds = playerRounds(counted);
  const ranks = new Map(standings(t).map((s) => [s.player, s]));
  const players = [...kept.players].sort((a, b) => a.id - b.id);
  const cell = (r: PlayerRound): string =>
    r.outcome === 'pending'
      ? ''
      : r.kind === 'forfeit'
        ? r.outcome === 'win'
          ? '+'
          : '-'
        : formatPoints(r.points, options);
  if (isRoundRobin(t.regulations.system)) {
    const headers = [w.no, w.name, ...players.map((p) => String(p.id)), w.pts, w.rank];
    // A full-point bye of a round robin is the point won against a withdrawn or absent scheduled
    // opponent: it is written in his column ('+', and '-' in his row), so that a row adds up.
    const scheduled = new Map<number, ReadonlyMap<number, number>>();
    const against = (player: number, r: PlayerRound): number | null => {
      if (r.kind === 'game' || r.kind === 'forfeit') return r.opponent;
      if (r.kind === 'bye' && r.bye !== 'full') return null;
      if (!scheduled.has(r.round)) scheduled.set(r.round, roundRobinOpponents(counted, r.round));
      const o = scheduled.get(r.round)?.get(player) ?? null;
      if (o === null || r.kind === 'bye') return o;
      // An absence: a '-' only against an opponent who took the full point.
      const theirs = rounds.get(o)?.[r.round - 1];
      return theirs?.kind === 'bye' && theirs.bye === 'full' ? o : null;
    };
    const shown = (r: PlayerRound): string => (r.kind === 'bye' ? '+' : r.kind === 'absent' ? '-' : cell(r));
    const rows = players.map((p) => {
      const mine = rounds.get(p.id) ?? [];
      const cols = players.map((q) =>
        q.id === p.id
          ? 'x'
          : mine
              .filter((r) => against(p.id, r) === q.id)
              .map(shown)
              .join(' '),
      );
      const s = ranks.get(p.id);
      return [String(p.id), p.name, ...cols, formatPoints(s?.points ?? 0, options), String(s?.rank ?? '')];
    });
    return renderTable(headers, rows, format, `${t.name} — ${w.crosstable}`);
  }
  const headers = [w.no, w.name, ...counted.rounds.map((_, i) => `${w.roundColumn}${i + 1}`), w.pts, w.rank];
  const byeLetter = { pairing: 'U', full: 'F', half: 'H', zero: 'Z' } as const;
  const [red, black] = options.lang === 'vi' ? ['T', 'Đ'] : ['r', 'b'];
  const rows = players.map((p) => {
    const cols = (rounds.get(p.id) ?? []).map((r) =>
      r.kind === 'bye'
        ? `-${byeLetter[r.bye ?? 'zero']}`
        : r.kind === 'absent'
          ? ''
          : `${r.opponent}${r.colour === 'red' ? red : black}${cell(r)}`,
    );
    const s = ranks.get(p.id);
    return [String(p.id), p.name, ...cols, formatPoints(s?.points ?? 0, options), String(s?.rank ?? '')];
  });
  return withNotes(renderTable(headers, rows, format, `${t.name} — ${w.crosstable}`), w.swissLegend, format);
}

/**
 * A player's pairing card: one line per round with the opponent, the colour (red / black,
 * Trắng / Đen), the result and the running total; byes and absences named.
 *
 * @example
 * ```ts
 * import { createTournament, formatPairingCard } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Club', system: 'swiss-dutch', rounds: 3 }),
 *   players: [{ id: 1, name: 'Ann' }, { id: 2, name: 'Binh' }, { id: 3, name: 'Chi' }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'draw' as const }], byes: [{ player: 3, kind: 'pairing' as const }] }] };
 * console.log(formatPairingCard(t, 1, 'markdown', { lang: 'vi' }).split('\n')[4]); // | 1 | 2 Binh | Trắng | ½ | ½ |
 * ```
 * @throws {RangeError} when there is no such player.
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), or `player` is not a number.
 * @category Printing
 */
export function formatPairingCard(
  t: Tournament,
  player: number,
  format: PrintFormat,
  options: PrintOptions = {},
): string {
  requireOptions('formatPairingCard', options);
  requireTournament('formatPairingCard', t);
  requireNumber('formatPairingCard', 'player', player);
  const p = t.players.find((x) => x.id === player);
  if (!p) throw new RangeError(`formatPairingCard: no player ${player}`);
  const w = words(options);
  const names = new Map(t.players.map((x) => [x.id, x.name]));
  let total = 0;
  const rows = (playerRounds(t).get(player) ?? []).map((r) => {
    total += r.points;
    const opponent =
      r.kind === 'bye'
        ? w.bye[r.bye ?? 'zero']
        : r.kind === 'absent'
          ? w.absent
          : `${r.opponent} ${names.get(r.opponent ?? 0) ?? ''}`;
    const colour = r.colour === 'red' ? w.red : r.colour === 'black' ? w.black : '';
    const result =
      r.outcome === 'pending'
        ? ''
        : `${formatPoints(r.points, options)}${r.kind === 'forfeit' ? ` (${w.forfeit})` : ''}`;
    return [
      String(r.round),
      opponent,
      colour,
      result,
      r.outcome === 'pending' ? '' : formatPoints(total, options),
    ];
  });
  return renderTable(
    [w.round, w.opponent, w.colour, w.result, w.total],
    rows,
    format,
    `${t.name} — ${w.card}: ${p.id} ${p.name}`,
  );
}

/**
 * A round-robin schedule printed like the seed's tables: `Round | Board 1 | …`, red first, the
 * bye seat in brackets (`1 - (4)`).
 *
 * @example
 * ```ts
 * import { roundRobinSchedule } from '@xq/pairing';
 * import { formatSchedule } from '@xq/tournament';
 * console.log(formatSchedule(roundRobinSchedule(3), 3, 'markdown').split('\n')[2]); // | 1 | 1 - (4) | 2 - 3 |
 * console.log(formatSchedule(roundRobinSchedule(3), 3, 'markdown', { lang: 'vi' }).split('\n')[0]); // | Vòng | Bàn 1 | Bàn 2 |
 * ```
 * @throws {TypeError} when `schedule` is not an array of rounds or `players` not a number.
 * @category Printing
 */
export function formatSchedule(
  schedule: readonly (readonly ScheduledPair[])[],
  players: number,
  format: PrintFormat,
  options: PrintOptions = {},
): string {
  requireArray('formatSchedule', 'schedule', schedule);
  for (const r of schedule) requireArray('formatSchedule', 'schedule[]', r);
  requireNumber('formatSchedule', 'players', players);
  requireOptions('formatSchedule', options);
  const w = words(options);
  const seat = players + (players % 2);
  const name = (x: number | null): string => (x === null ? `(${seat})` : String(x));
  const boards = schedule[0]?.length ?? 0;
  const headers = [w.round, ...Array.from({ length: boards }, (_, i) => `${w.board} ${i + 1}`)];
  const rows = schedule.map((round, r) => [
    String(r + 1),
    ...round.map(fromFide).map((p) => `${name(p.red)} - ${name(p.black)}`),
  ]);
  return renderTable(headers, rows, format);
}

/**
 * The English-style table of 30.2.2 printed like the seed's (`A1 - B3`, A always on the left),
 * with the player who has red marked `*`.
 *
 * @example
 * ```ts
 * import { formatEnglishSchedule } from '@xq/tournament';
 * console.log(formatEnglishSchedule(3, 'markdown').split('\n')[2]); // | 1 | A1* - B3 | A2 - B1* | A3 - B2* |
 * ```
 * @throws {RangeError} when `k` is not an integer in 1..100.
 * @throws {TypeError} when `k` is not a number.
 * @category Printing
 */
export function formatEnglishSchedule(k: number, format: PrintFormat, options: PrintOptions = {}): string {
  requireNumber('formatEnglishSchedule', 'k', k);
  if (!Number.isInteger(k) || k < 1 || k > 100)
    throw new RangeError(`formatEnglishSchedule: k must be an integer in 1..100, got ${k}`);
  requireOptions('formatEnglishSchedule', options);
  const w = words(options);
  const schedule = englishSchedule(k);
  const headers = [w.round, ...Array.from({ length: k }, (_, i) => `${w.board} ${i + 1}`)];
  const rows = schedule.map((round, r) => [
    String(r + 1),
    ...round
      .map(fromFide)
      .map((b) => `A${b.a}${b.red === 'A' ? '*' : ''} - B${b.b}${b.red === 'B' ? '*' : ''}`),
  ]);
  return renderTable(headers, rows, format);
}
