import { roundRobinScheduleRound } from '@xq/pairing';
import { fromFide } from '../fide-colours';
import { requireTournament } from '../guard';
import type { Bye, Game, Tournament } from '../model';

/**
 * Each player's scheduled opponent in `round` (from 1) of an individual round robin's table
 * (start numbers in order, as {@link pairNextRound} seats them), also when one of them was
 * withdrawn or absent and the other took a full-point bye: the crosstable writes that point in
 * the scheduled opponent's column. Empty for the other systems and for a round beyond the table.
 * Internal.
 */
export function roundRobinOpponents(t: Tournament, round: number): ReadonlyMap<number, number> {
  const out = new Map<number, number>();
  const system = t.regulations.system;
  if (system !== 'round-robin' && system !== 'double-round-robin') return out;
  const ids = t.players.map((p) => p.id).sort((a, b) => a - b);
  const n = ids.length + (ids.length % 2);
  const total = system === 'double-round-robin' ? 2 * (n - 1) : n - 1;
  if (ids.length < 2 || !Number.isInteger(round) || round < 1 || round > total) return out;
  for (const { red, black } of roundRobinScheduleRound(ids.length, round, {
    double: system === 'double-round-robin',
  }).map(fromFide)) {
    if (red === null || black === null) continue;
    const a = ids[red - 1]!;
    const b = ids[black - 1]!;
    out.set(a, b);
    out.set(b, a);
  }
  return out;
}

export { WITHDRAWAL_RULES, type WithdrawalRule } from '../model';

/** A withdrawn player of a round robin, the games he played and the games he was scheduled. */
export interface Withdrawal {
  /** Start number. */
  readonly player: number;
  /** Games he played with a result (over the board, or won by forfeit; not those he forfeited). */
  readonly played: number;
  /** Games the round robin's table gave him. */
  readonly scheduled: number;
  /** True when the regulations strike his results. */
  readonly annulled: boolean;
}

/**
 * The withdrawn players of a round robin and what the regulations' `withdrawnGames` rule does
 * with their games (`'kept'` or `'annulled-under-half'`); empty for the other systems.
 *
 * @example
 * ```ts
 * import { createTournament, withdrawals } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'round-robin' }),
 *   regulations: { system: 'round-robin' as const, scoring: '1-0.5-0' as const, withdrawnGames: 'annulled-under-half' as const },
 *   players: [{ id: 1, name: 'A' }, { id: 2, name: 'B', withdrawn: true }, { id: 3, name: 'C' }] };
 * console.log(withdrawals(t)); // [ { player: 2, played: 0, scheduled: 2, annulled: true } ]
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Standings
 */
export function withdrawals(t: Tournament): readonly Withdrawal[] {
  requireTournament('withdrawals', t);
  const system = t.regulations.system;
  if (system !== 'round-robin' && system !== 'double-round-robin') return [];
  const scheduled = (t.players.length - 1) * (system === 'double-round-robin' ? 2 : 1);
  const annul = t.regulations.withdrawnGames === 'annulled-under-half';
  const played = new Map<number, number>();
  // A game he forfeited (the rounds after his withdrawal, an absence) is not one he played.
  const forfeited = (g: Game, id: number): boolean =>
    g.result === 'double-forfeit' ||
    (g.result === 'red-win-forfeit' && id === g.black) ||
    (g.result === 'black-win-forfeit' && id === g.red);
  for (const r of t.rounds)
    for (const g of r.games)
      if (g.result !== 'pending')
        for (const id of [g.red, g.black]) if (!forfeited(g, id)) played.set(id, (played.get(id) ?? 0) + 1);
  return t.players
    .filter((p) => p.withdrawn === true && p.struck !== true)
    .map((p) => {
      const n = played.get(p.id) ?? 0;
      return { player: p.id, played: n, scheduled, annulled: annul && 2 * n < scheduled };
    });
}

/**
 * The tournament the standings count: without the players whose results the regulations strike
 * ({@link withdrawals}); their games and the full points their opponents got for their absence
 * become rests of those opponents. Internal.
 */
export function struckWithdrawals(t: Tournament): Tournament {
  // Struck by a sanction (16.1e): his games give his opponents nothing (a zero bye in their
  // place); struck by the regulations' half rule: his opponents rest.
  const sanctioned = new Set(t.players.filter((p) => p.struck === true).map((p) => p.id));
  const struck = new Set([
    ...sanctioned,
    ...withdrawals(t)
      .filter((w) => w.annulled)
      .map((w) => w.player),
  ]);
  if (struck.size === 0) return t;
  const rest = (gone: number): Bye['kind'] => (sanctioned.has(gone) ? 'zero' : 'pairing');
  const rounds = t.rounds.map((r, i) => {
    const opponents = roundRobinOpponents(t, i + 1);
    const rests: Bye[] = [];
    const games = r.games.filter((g) => {
      const gone = struck.has(g.red) || struck.has(g.black);
      if (gone)
        for (const id of [g.red, g.black])
          if (!struck.has(id)) rests.push({ player: id, kind: rest(id === g.red ? g.black : g.red) });
      return !gone;
    });
    const byes = r.byes
      .filter((b) => !struck.has(b.player))
      .map((b): Bye => {
        const o = opponents.get(b.player);
        return b.kind === 'full' && o !== undefined && struck.has(o)
          ? { player: b.player, kind: rest(o) }
          : b;
      });
    return { ...r, games, byes: [...byes, ...rests] };
  });
  return {
    ...t,
    players: t.players.filter((p) => !struck.has(p.id)),
    rounds,
    ...(t.adjustments === undefined
      ? {}
      : { adjustments: t.adjustments.filter((a) => !struck.has(a.player)) }),
  };
}

/**
 * The standings' notes on withdrawn players: the games each played and whether his results stand
 * or are struck, in English or Vietnamese. Internal.
 */
export function withdrawalNotes(t: Tournament, lang: 'en' | 'vi' = 'en'): string[] {
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  // 16.1e: "Xóa tên đấu thủ khỏi danh sách của giải cờ"; 16.2: "… và kết quả thi đấu".
  const struck = t.players
    .filter((p) => p.struck === true)
    .map((p) =>
      lang === 'vi'
        ? `${p.name} (${p.id}) bị xóa tên khỏi danh sách của giải cùng kết quả thi đấu (16.1e): các ván của đấu thủ này không còn được tính.`
        : `${p.name} (${p.id}) is struck from the list with his results (16.1e): his games no longer count.`,
    );
  return [
    ...struck,
    ...withdrawals(t).map((w) => {
      const who = `${names.get(w.player) ?? ''} (${w.player})`;
      // Out by a sanction, not by his own choice: the sanction is named (16.1d, 15.6).
      const s = (t.sanctions ?? [])
        .filter((x) => x.player === w.player && (x.kind === 'disqualify' || x.kind === 'cancel-points'))
        .at(-1);
      if (s !== undefined) return sanctionNote(who, s.kind === 'disqualify', s.round, w.annulled, lang);
      if (lang === 'vi')
        return w.annulled
          ? `${who} bỏ cuộc sau ${w.played}/${w.scheduled} ván: xóa tên và kết quả thi đấu (điều lệ: chưa đấu quá nửa số ván).`
          : `${who} bỏ cuộc sau ${w.played}/${w.scheduled} ván: các kết quả đã đấu vẫn được tính (điều lệ).`;
      return w.annulled
        ? `${who} withdrew after ${w.played} of ${w.scheduled} games: his name and results are struck (regulations: fewer than half played).`
        : `${who} withdrew after ${w.played} of ${w.scheduled} games: the results he played stand (regulations).`;
    }),
  ];
}

/** The note on a player a sanction put out: disqualified (16.1d) or his points cancelled (15.6). */
function sanctionNote(
  who: string,
  disqualified: boolean,
  round: number,
  annulled: boolean,
  lang: 'en' | 'vi',
): string {
  if (lang === 'vi') {
    // 16.1d "truất quyền thi đấu"; 15.6 "đình chỉ thi đấu và hủy bỏ điểm số đạt được".
    const what = disqualified
      ? 'bị truất quyền thi đấu (16.1d)'
      : 'bị đình chỉ thi đấu và hủy bỏ điểm số đạt được (15.6)';
    const rest = annulled
      ? 'xóa tên và kết quả thi đấu (điều lệ: chưa đấu quá nửa số ván)'
      : disqualified
        ? 'các kết quả đã đấu vẫn được tính'
        : 'kết quả của các đối thủ vẫn được giữ';
    return `${who} ${what} sau vòng ${round}: ${rest}.`;
  }
  const what = disqualified ? 'was disqualified (16.1d)' : 'was suspended and his points cancelled (15.6)';
  const rest = annulled
    ? 'his name and results are struck (regulations: fewer than half played)'
    : disqualified
      ? 'the results he played stand'
      : "his opponents' results stand";
  return `${who} ${what} after round ${round}: ${rest}.`;
}

/**
 * The withdrawn players whose zero bye in `round` comes after every round they took part in (a
 * game or another bye): from then on they are out of the event, not resting.
 * @internal
 */
export function withdrawnBy(t: Tournament, round: number): ReadonlySet<number> {
  const gone = new Set<number>();
  for (const p of t.players) {
    if (!p.withdrawn) continue;
    const later = t.rounds
      .slice(round - 1)
      .every(
        (r) =>
          !r.games.some((g) => g.red === p.id || g.black === p.id) &&
          !r.byes.some((b) => b.player === p.id && b.kind !== 'zero'),
      );
    if (later) gone.add(p.id);
  }
  return gone;
}
