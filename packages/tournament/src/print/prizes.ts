import type { PrizeAward, TournamentPrizes } from '../awards';
import { requireOptions, requireTournament } from '../guard';
import type { Tournament } from '../model';
import { MEDALS, type Medal } from '../regulations-model';
import { formatPoints, type PrintFormat, type PrintOptions, renderTable } from './table';

/**
 * Prints the prizes of {@link tournamentPrizes}: the individual lists (per category when so),
 * the team prizes, the overall delegation ranking and its prizes; in English or in Vietnamese
 * (`lang: 'vi'`: "Giải cá nhân", "Giải đồng đội", "Xếp hạng toàn đoàn").
 *
 * @example
 * ```ts
 * import { createTournament, formatPrizes, tournamentPrizes } from '@xq/tournament';
 * const base = createTournament({ name: 'Giải', system: 'round-robin' });
 * const t = { ...base,
 *   regulations: { ...base.regulations, prizeRules: { individual: [{ name: 'Nhất', medal: 'gold' as const }] } },
 *   players: [{ id: 1, name: 'An', club: 'Hà Nội' }, { id: 2, name: 'Bình', club: 'Huế' }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'black-win' as const }], byes: [] }] };
 * console.log(formatPrizes(t, tournamentPrizes(t), 'text', { lang: 'vi' }).split('\n')[4]); //    1  Nhất  HCV          2  Bình    Huế
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Prizes
 */
export function formatPrizes(
  t: Tournament,
  prizes: TournamentPrizes,
  format: PrintFormat,
  options: PrintOptions = {},
): string {
  requireOptions('formatPrizes', options);
  requireTournament('formatPrizes', t);
  const vi = options.lang === 'vi';
  const medal = (m: Medal | undefined): string =>
    m === undefined ? '' : vi ? { gold: 'HCV', silver: 'HCB', bronze: 'HCĐ' }[m] : m;
  const money = (a: PrizeAward): string =>
    a.amount === undefined ? '' : formatPoints(a.amount, { decimals: true });
  const place = (a: PrizeAward): string =>
    a.sharedBy > 1 ? `${a.place} (${vi ? 'đồng hạng' : 'shared'} ${a.sharedBy})` : String(a.place);
  const players = new Map(t.players.map((p) => [p.id, p]));
  const categories = new Map((t.regulations.categories ?? []).map((c) => [c.code, c.name ?? c.code]));
  const teams = new Map((t.teams ?? []).map((x) => [x.code, x.name]));
  const hasMoney = (list: readonly PrizeAward[]): boolean => list.some((a) => a.amount !== undefined);
  const out: string[] = [];
  for (const list of prizes.individual) {
    const withMoney = hasMoney(list.awards);
    const headers = vi
      ? ['Hạng', 'Giải', 'Huy chương', 'Số', 'Họ tên', 'Đơn vị', ...(withMoney ? ['Tiền thưởng'] : [])]
      : ['Place', 'Prize', 'Medal', 'No', 'Name', 'Club', ...(withMoney ? ['Amount'] : [])];
    const rows = list.awards.map((a) => [
      place(a),
      a.prize.name,
      medal(a.prize.medal),
      String(a.player ?? ''),
      players.get(a.player ?? 0)?.name ?? '',
      a.delegation ?? '',
      ...(withMoney ? [money(a)] : []),
    ]);
    const which = list.category === undefined ? '' : ` — ${categories.get(list.category) ?? list.category}`;
    out.push(
      renderTable(headers, rows, format, `${t.name} — ${vi ? 'giải cá nhân' : 'individual prizes'}${which}`),
    );
  }
  if (prizes.team.length > 0) {
    const withMoney = hasMoney(prizes.team);
    const headers = vi
      ? ['Hạng', 'Giải', 'Huy chương', 'Đội', 'Tên', ...(withMoney ? ['Tiền thưởng'] : [])]
      : ['Place', 'Prize', 'Medal', 'Team', 'Name', ...(withMoney ? ['Amount'] : [])];
    const rows = prizes.team.map((a) => [
      place(a),
      a.prize.name,
      medal(a.prize.medal),
      a.team ?? '',
      teams.get(a.team ?? '') ?? a.delegation ?? '',
      ...(withMoney ? [money(a)] : []),
    ]);
    out.push(renderTable(headers, rows, format, `${t.name} — ${vi ? 'giải đồng đội' : 'team prizes'}`));
  }
  if (prizes.teamList === 'undeclared' && prizes.team.length > 0) {
    // Guide item 14: the scorers are declared before play; without a list, say whose points counted.
    const size = t.regulations.prizeRules?.delegationTeamSize;
    out.push(
      vi
        ? `Không có danh sách đấu thủ tính điểm đồng đội báo trước khi đấu (mục 14 của điều lệ): điểm đồng đội là tổng điểm của ${size === undefined ? 'mọi đấu thủ' : `${size} đấu thủ điểm cao nhất`} của mỗi đơn vị.\n`
        : `No list of the players counting for the team score was declared before play (item 14 of the guide): a team's score is the total of ${size === undefined ? 'all the players' : `the best ${size} player${size === 1 ? '' : 's'}`} of each club.\n`,
    );
  }
  if (prizes.delegations.length > 0) {
    const prizeOf = new Map(prizes.overall.map((a) => [a.delegation, a]));
    const headers = vi
      ? ['Hạng', 'Đoàn', 'HCV', 'HCB', 'HCĐ', 'Giải']
      : ['Rank', 'Delegation', ...MEDALS.map((m) => m.charAt(0).toUpperCase() + m.slice(1)), 'Prize'];
    const rows = prizes.delegations.map((d) => [
      String(d.rank),
      d.delegation,
      String(d.gold),
      String(d.silver),
      String(d.bronze),
      prizeOf.get(d.delegation)?.prize.name ?? '',
    ]);
    out.push(
      renderTable(
        headers,
        rows,
        format,
        `${t.name} — ${vi ? 'xếp hạng toàn đoàn' : 'overall delegation ranking'}`,
      ),
    );
  }
  return out.join('\n');
}
