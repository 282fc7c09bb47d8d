import type { Result } from '@xq/pairing';
import { validateTournament } from './document';
import { fail, type SanctionErrorCode, type TournamentError } from './error-codes';
import { readArgument, requireNumber, requireObject, requireString, requireTournament } from './guard';
import {
  type Adjustment,
  SANCTION_GIVERS,
  SANCTION_KINDS,
  type Sanction,
  type SanctionGiver,
  type SanctionKind,
  type Tournament,
} from './model';
import { playerRounds, totalPoints } from './standings';

/**
 * Who may give each sanction (Luật Cờ Tướng, Quyết định 11991/1999/UBTDTT-TT1, 16.2): "Trọng tài
 * bàn được quyền cảnh cáo, nhắc nhở và xử phạt đúng theo luật" (16.1a–c); "Tổng trọng tài có quyền
 * truất quyền thi đấu" (16.1d); "Xóa tên trong danh sách và kết quả thi đấu phải qua ý kiến của tổng
 * trọng tài, trưởng ban tổ chức của giải. Ban tổ chức giải phải tuyên bố hình thức kỷ luật này bằng
 * văn bản" (16.1e); cancelling an offender's points: "ban tổ chức hay trọng tài … có quyền đình chỉ
 * thi đấu và hủy bỏ điểm số" (15.6), the chief arbiter or the organisers.
 *
 * @example
 * ```ts
 * import { SANCTION_POWERS } from '@xq/tournament';
 * console.log(SANCTION_POWERS.disqualify.join()); // chief-arbiter,organisers
 * ```
 * @category Sanctions
 */
export const SANCTION_POWERS: Readonly<Record<SanctionKind, readonly SanctionGiver[]>> = {
  remind: ['table-arbiter', 'chief-arbiter', 'organisers'],
  warn: ['table-arbiter', 'chief-arbiter', 'organisers'],
  'lose-game': ['table-arbiter', 'chief-arbiter', 'organisers'],
  disqualify: ['chief-arbiter', 'organisers'],
  'cancel-points': ['chief-arbiter', 'organisers'],
  strike: ['organisers'],
};

const ARTICLE: Readonly<Record<SanctionKind, string>> = {
  remind: '16.1a, 16.2',
  warn: '16.1b, 16.2',
  'lose-game': '16.1c, 16.2',
  disqualify: '16.1d, 16.2',
  'cancel-points': '15.6',
  strike: '16.1e, 16.2',
};

/**
 * A sanction applied: the tournament after it and what it did to the opponents' games.
 * @category Sanctions
 */
export interface SanctionApplied {
  /** The tournament with the sanction recorded (and its effect). */
  readonly tournament: Tournament;
  /** The sanction as recorded. */
  readonly sanction: Sanction;
  /** The offender's points taken away (15.6), or struck with him (16.1e). */
  readonly pointsCancelled: number;
  /** Each game of an opponent the sanction touched, in round order. */
  readonly opponents: readonly {
    /** The round, from 1. */
    readonly round: number;
    /** The opponent's start number. */
    readonly player: number;
    /**
     * `kept`: the opponent's result stands (15.6); `struck`: the game is struck, the opponent has a
     * zero bye in its place (16.1e, 16.2: "Xóa tên trong danh sách và kết quả thi đấu") — what
     * `@xq/arbiter` rules at the board too: an expulsion ends the game with no winner.
     */
    readonly effect: 'kept' | 'struck';
    /** The opponent's points from that game before the sanction. */
    readonly pointsBefore: number;
  }[];
}

/** One element of `SanctionApplied['opponents']`, named for the package's own code. */
export type OpponentGame = SanctionApplied['opponents'][number];

/** Options of {@link applySanction}. @category Sanctions */
export interface SanctionOptions {
  /** Who gives it. */
  readonly by: SanctionGiver;
  /** The organisers declared it in writing (required for `strike`, 16.2). */
  readonly inWriting?: boolean;
  /** The chief arbiter was consulted (required for `strike`, 16.2). */
  readonly chiefArbiterConsulted?: boolean;
  /** Why, as written. */
  readonly reason?: string;
}

/**
 * The points a cancellation (15.6) takes from `player`: those of his games and the adjustments
 * already made (an earlier cancellation among them), when above zero — so a second one finds
 * nothing left to take.
 */
function pointsHeld(t: Tournament, player: number, gamePoints: number): number {
  let adjusted = 0;
  for (const a of t.adjustments ?? []) if (a.player === player) adjusted += a.points;
  return Math.max(0, gamePoints + adjusted);
}

/**
 * `options` read once (its getters are not met again), its flags and its reason of their types:
 * a reason that is not a string is not left out of the record without a word.
 */
function readOptions(given: unknown): Partial<SanctionOptions> {
  if (given !== undefined) requireObject('applySanction', 'options', given);
  const o = (given === undefined ? {} : readArgument('applySanction', 'options', given)) as Record<
    string,
    unknown
  >;
  if (o.reason !== undefined) requireString('applySanction', 'options.reason', o.reason);
  for (const flag of ['inWriting', 'chiefArbiterConsulted'] as const)
    if (o[flag] !== undefined && typeof o[flag] !== 'boolean')
      throw new TypeError(`applySanction: options.${flag} must be a boolean, got ${typeof o[flag]}`);
  return o as Partial<SanctionOptions>;
}

/**
 * The document with `player` struck (16.1e, 16.2): marked `struck` and out of the later rounds,
 * his games kept in the file as they were played; the standings count none of them (each
 * opponent's game with him gives nothing, a zero bye in its place).
 */
function struck(t: Tournament, player: number, sanctions: Sanction[]): Tournament {
  const { absent, ...rest } = t;
  const left = (absent ?? []).filter((p) => p !== player);
  return {
    ...rest,
    players: t.players.map((p) => (p.id === player ? { ...p, withdrawn: true, struck: true } : p)),
    ...(left.length > 0 ? { absent: left } : {}),
    sanctions,
  };
}

/**
 * Gives a sanction to `player` and records it in the tournament (`sanctions`), checking who may
 * give it (16.2). `cancel-points` (15.6: "đình chỉ thi đấu và hủy bỏ điểm
 * số đạt được đối với những đấu thủ vi phạm"): the points the offender has (his games' and the
 * adjustments so far, when above zero) are taken away by an adjustment after the last round, so a
 * second cancellation takes nothing more, and he plays no more (withdrawn); his opponents' results
 * stand.
 * `strike` (16.1e: "Xóa tên đấu thủ khỏi danh sách của giải cờ", 16.2: "Xóa tên trong danh sách và
 * kết quả thi đấu"): the player and his results leave the list and the standings, kept in the file
 * (marked `struck`, his games as they were played); each opponent's game with him no longer
 * counts (it gives nothing, as a zero bye would). `disqualify` (16.1d) withdraws him from the
 * later rounds; `remind`, `warn` and `lose-game` are recorded only (the lost game is recorded as
 * its result).
 *
 * @example
 * ```ts
 * import { applySanction, createTournament } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'red-win' as const }], byes: [] }] };
 * const r = applySanction(t, 1, 'strike', { by: 'table-arbiter' });
 * console.log(r.ok ? 'given' : r.error.code); // TOURNAMENT_NO_POWER
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), `options`
 * not an object (or one of its properties cannot be read), its `reason` not a string or its
 * `inWriting` / `chiefArbiterConsulted` not a boolean.
 * @throws {TypeError} when an argument is not of its JavaScript type (naming the function and the field).
 * @category Sanctions
 */
export function applySanction(
  t: Tournament,
  player: number,
  kind: SanctionKind,
  given: SanctionOptions,
): Result<SanctionApplied, TournamentError<SanctionErrorCode>> {
  requireTournament('applySanction', t);
  requireNumber('applySanction', 'player', player);
  requireString('applySanction', 'kind', kind);
  const options = readOptions(given);
  if (!(SANCTION_KINDS as readonly unknown[]).includes(kind))
    return fail('TOURNAMENT_BAD_FIELD', `a sanction is one of ${SANCTION_KINDS.join(', ')}`);
  const by = options.by as SanctionGiver;
  if (!(SANCTION_GIVERS as readonly unknown[]).includes(by))
    return fail('TOURNAMENT_BAD_FIELD', `a sanction is given by one of ${SANCTION_GIVERS.join(', ')}`);
  if (!SANCTION_POWERS[kind].includes(by))
    return fail(
      'TOURNAMENT_NO_POWER',
      `${kind} is given by ${SANCTION_POWERS[kind].join(' or ')}, not the ${by} (${ARTICLE[kind]})`,
    );
  if (kind === 'strike' && (options.inWriting !== true || options.chiefArbiterConsulted !== true))
    return fail(
      'TOURNAMENT_NO_POWER',
      'striking a player and his results needs the chief arbiter consulted and the organisers\u2019 decision in writing (16.2: "phải qua ý kiến của tổng trọng tài, trưởng ban tổ chức … bằng văn bản")',
    );
  const who = t.players.find((p) => p.id === player);
  if (who === undefined)
    return fail(
      'TOURNAMENT_UNKNOWN_PLAYER',
      `no player ${typeof player === 'number' ? player : `(${typeof player})`}`,
    );
  const reason = options.reason;
  const sanction: Sanction = {
    player,
    name: who.name,
    kind,
    by,
    round: t.rounds.length,
    ...(options.inWriting === true ? { inWriting: true } : {}),
    ...(reason === undefined ? {} : { reason }),
  };
  const rounds = playerRounds(t);
  const mine = rounds.get(player) ?? [];
  const opponents: OpponentGame[] = [];
  for (const r of mine)
    if (r.opponent !== null) {
      const theirs = rounds.get(r.opponent)?.[r.round - 1];
      opponents.push({
        round: r.round,
        player: r.opponent,
        effect: kind === 'strike' ? 'struck' : 'kept',
        pointsBefore: theirs?.points ?? 0,
      });
    }
  const gamePoints = totalPoints(mine);
  const points = kind === 'cancel-points' ? pointsHeld(t, player, gamePoints) : gamePoints;
  const sanctions = [...(t.sanctions ?? []), sanction];
  const withdrawn = (x: Tournament): Tournament => ({
    ...x,
    players: x.players.map((p) => (p.id === player ? { ...p, withdrawn: true } : p)),
  });
  let out: Tournament;
  if (kind === 'cancel-points') {
    const adjustment: Adjustment[] =
      t.rounds.length > 0 && points !== 0 ? [{ player, round: t.rounds.length, points: -points }] : [];
    out = withdrawn({ ...t, sanctions, adjustments: [...(t.adjustments ?? []), ...adjustment] });
  } else if (kind === 'strike') out = struck(t, player, sanctions);
  else if (kind === 'disqualify') out = withdrawn({ ...t, sanctions });
  else out = { ...t, sanctions };
  // The document answered is one the reader reads back (at most so many sanctions, …).
  const read = validateTournament(out);
  if (!read.ok) return fail('TOURNAMENT_BAD_FIELD', read.error.message);
  return {
    ok: true,
    value: {
      tournament: read.value,
      sanction,
      pointsCancelled: kind === 'cancel-points' || kind === 'strike' ? points : 0,
      opponents: kind === 'cancel-points' || kind === 'strike' ? opponents : [],
    },
  };
}
