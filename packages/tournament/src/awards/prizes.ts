import { requireTournament } from '../guard';
import type { Tournament } from '../model';
import type { Medal, Prize, PrizeTies } from '../regulations-model';
import {
  categoryRows,
  requireStandingsOptions,
  type StandingsOptions,
  standings,
  throughRoundOf,
} from '../standings';
import { tournamentTeamStandings } from '../teams';

/**
 * A prize given: the place, the prize, who gets it, and how many share it.
 * @category Prizes
 */
export interface PrizeAward {
  /** The place the prize is for (1 = first); players sharing take the best of their places. */
  readonly place: number;
  /** The prize. */
  readonly prize: Prize;
  /** Start number (individual prizes). */
  readonly player?: number;
  /** Team code (team prizes). */
  readonly team?: string;
  /** Delegation name (overall prizes, and the delegation an individual or team counts for). */
  readonly delegation?: string;
  /** How many share the places this prize comes from (1: not shared). */
  readonly sharedBy: number;
  /** This winner's money: the amounts of the places shared, split equally (absent without amounts). */
  readonly amount?: number;
}

/**
 * The prizes of a tournament, allocated from its standings.
 * @category Prizes
 */
export interface TournamentPrizes {
  /** The rounds counted. */
  readonly afterRound: number;
  /** How ties were handled. */
  readonly ties: PrizeTies;
  /** The individual prizes: one list for the field, or one per category. */
  readonly individual: readonly {
    /** The category's code, absent for the whole field. */
    readonly category?: string;
    /** The prizes given, best place first. */
    readonly awards: readonly PrizeAward[];
  }[];
  /** The team prizes (a team event). */
  readonly team: readonly PrizeAward[];
  /** The overall delegation ranking by medals (gold, then silver, then bronze). */
  readonly delegations: readonly {
    /** Rank from 1; delegations with the same medals share it. */
    readonly rank: number;
    /** The delegation (the players' `club`, the teams' name). */
    readonly delegation: string;
    /** Gold medals. */
    readonly gold: number;
    /** Silver medals. */
    readonly silver: number;
    /** Bronze medals. */
    readonly bronze: number;
  }[];
  /** The prizes of the overall ranking. */
  readonly overall: readonly PrizeAward[];
  /**
   * Whose points made the team prizes of an individual event: `declared`, the players each
   * delegation listed before play (guide item 14: "cần báo rõ danh sách đấu thủ tính điểm đồng đội
   * trước khi đấu"); `undeclared`, no list was declared, so each club's best `delegationTeamSize`
   * players (all of them without a size) counted, and the printed prizes say so. Absent when there
   * are no team prizes of an individual event.
   */
  readonly teamList?: 'declared' | 'undeclared';
}

/** One element of `TournamentPrizes['individual']`, named for the package's own code. */
export type IndividualPrizes = TournamentPrizes['individual'][number];

/** One element of `TournamentPrizes['delegations']`, named for the package's own code. */
export type DelegationRank = TournamentPrizes['delegations'][number];

/** A ranked entry: who, its rank and the key ties are judged on. */
interface Entry {
  readonly who: number | string;
  readonly rank: number;
  readonly points: number;
}

/**
 * Gives `prizes` (place 1 first) to `entries` (best first). Entries in one group (equal rank, or
 * equal points when `ties` is `shared`) covering places p..q each take the prize of place p, the
 * amounts of places p..q split equally among them.
 */
function allocate(
  entries: readonly Entry[],
  prizes: readonly Prize[],
  ties: PrizeTies,
): { entry: Entry; place: number; prize: Prize; sharedBy: number; amount?: number }[] {
  const out: { entry: Entry; place: number; prize: Prize; sharedBy: number; amount?: number }[] = [];
  let i = 0;
  while (i < entries.length && i < prizes.length) {
    const first = entries[i] as Entry;
    let j = i + 1;
    const same = (e: Entry): boolean =>
      ties === 'shared' ? e.points === first.points : e.rank === first.rank;
    while (j < entries.length && same(entries[j] as Entry)) j++;
    const covered = prizes.slice(i, j);
    const prize = prizes[i] as Prize;
    const amounts = covered.filter((p) => p.amount !== undefined);
    const amount =
      amounts.length === 0 ? undefined : covered.reduce((sum, p) => sum + (p.amount ?? 0), 0) / (j - i);
    for (let k = i; k < j; k++)
      out.push({
        entry: entries[k] as Entry,
        place: i + 1,
        prize,
        sharedBy: j - i,
        ...(amount === undefined ? {} : { amount }),
      });
    i = j;
  }
  return out;
}

const MEDAL_INDEX: Readonly<Record<Medal, number>> = { gold: 0, silver: 1, bronze: 2 };

/**
 * The prizes of the regulations (`regulations.prizeRules`, item 10 of the guide: "Giải thưởng cho
 * cá nhân, đồng đội, toàn đoàn") allocated from the standings after the last complete round:
 * the individual prizes to the field, or to each category on its own (`perCategory`); the team
 * prizes to the team standings (30.1.5), or in an individual event to the delegations' teams —
 * each delegation's best `delegationTeamSize` players (all without it) by their total points, a
 * way of the organisers' choosing since the seed does not say; the overall prizes to the delegations ranked by their
 * medals. Ties: `tie-breaks` (the default) gives each place to whoever the ranking order puts
 * there, only players equal on every criterion sharing; `shared` lets players equal on points
 * share ("đồng hạng"). The law (Quyết định 11991/1999 and 1409/2004) says nothing of how the
 * overall delegation ranking is
 * computed: it follows the medal table of the Vietnamese national championships and games (most
 * gold medals, then silver, then bronze; delegations still equal share the rank). A player's
 * delegation is his `club`; a team's delegation is its name.
 *
 * @example
 * ```ts
 * import { createTournament, tournamentPrizes } from '@xq/tournament';
 * const base = createTournament({ name: 'Giải', system: 'round-robin' });
 * const t = { ...base,
 *   regulations: { ...base.regulations, prizeRules: { individual: [{ name: 'Nhất', medal: 'gold' as const }] } },
 *   players: [{ id: 1, name: 'An', club: 'Hà Nội' }, { id: 2, name: 'Bình', club: 'Huế' }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'black-win' as const }], byes: [] }] };
 * const p = tournamentPrizes(t);
 * console.log(p.individual[0]?.awards.map((a) => `${a.prize.name} ${a.player}`).join(), p.delegations[0]?.delegation); // Nhất 2 Huế
 * ```
 * @throws {RangeError} when a criterion of `options.tieBreaks` is not a tie-break.
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Prizes
 */
export function tournamentPrizes(t: Tournament, options: StandingsOptions = {}): TournamentPrizes {
  requireTournament('tournamentPrizes', t);
  requireStandingsOptions('tournamentPrizes', options);
  const rules = t.regulations.prizeRules ?? {};
  const ties = rules.ties ?? 'tie-breaks';
  const throughRound = throughRoundOf(t, options.throughRound);
  const opts = { ...options, throughRound };
  const club = new Map(t.players.map((p) => [p.id, p.club ?? p.team]));
  const individualPrizes = rules.individual ?? [];
  const all = individualPrizes.length === 0 ? [] : standings(t, opts);
  const lists: { category?: string; rows: ReturnType<typeof standings> }[] =
    individualPrizes.length === 0
      ? []
      : rules.perCategory
        ? (t.regulations.categories ?? []).map((c) => ({
            category: c.code,
            rows: categoryRows(t, c.code, all),
          }))
        : [{ rows: all }];
  const individual = lists.map(({ category, rows }): IndividualPrizes => {
    const entries = rows.map((s) => ({ who: s.player, rank: s.rank, points: s.points }));
    const awards = allocate(entries, individualPrizes, ties).map((a): PrizeAward => {
      const delegation = club.get(a.entry.who as number);
      return {
        place: a.place,
        prize: a.prize,
        player: a.entry.who as number,
        ...(delegation === undefined ? {} : { delegation }),
        sharedBy: a.sharedBy,
        ...(a.amount === undefined ? {} : { amount: a.amount }),
      };
    });
    return category === undefined ? { awards } : { category, awards };
  });
  const teamNames = new Map((t.teams ?? []).map((x) => [x.code, x.name]));
  const teamPrizes = rules.team ?? [];
  const team =
    teamPrizes.length === 0
      ? []
      : teamNames.size === 0 || !t.regulations.system.startsWith('team-')
        ? delegationTeams(t, opts, rules.delegationTeamSize, teamPrizes, ties)
        : allocate(
            tournamentTeamStandings({ ...t, rounds: t.rounds.slice(0, throughRound) }).map((s) => ({
              who: s.team,
              rank: s.rank,
              points: s.gamePoints,
            })),
            teamPrizes,
            ties,
          ).map(
            (a): PrizeAward => ({
              place: a.place,
              prize: a.prize,
              team: a.entry.who as string,
              delegation: teamNames.get(a.entry.who as string) ?? String(a.entry.who),
              sharedBy: a.sharedBy,
              ...(a.amount === undefined ? {} : { amount: a.amount }),
            }),
          );
  // The medal table: every delegation of the field, its medals from the individual and team prizes.
  const medals = new Map<string, [number, number, number]>();
  for (const d of [...club.values(), ...teamNames.values()])
    if (d !== undefined && !medals.has(d)) medals.set(d, [0, 0, 0]);
  for (const a of [...individual.flatMap((l) => l.awards), ...team]) {
    const row = a.delegation === undefined ? undefined : medals.get(a.delegation);
    if (row && a.prize.medal !== undefined) {
      const k = MEDAL_INDEX[a.prize.medal];
      row[k] = row[k]! + 1;
    }
  }
  const sorted = [...medals.entries()].sort(
    ([x, a], [y, b]) => b[0] - a[0] || b[1] - a[1] || b[2] - a[2] || (x < y ? -1 : x > y ? 1 : 0),
  );
  const delegations: DelegationRank[] = [];
  sorted.forEach(([delegation, [gold, silver, bronze]], i) => {
    const prev = delegations[i - 1];
    const rank =
      prev && prev.gold === gold && prev.silver === silver && prev.bronze === bronze ? prev.rank : i + 1;
    delegations.push({ rank, delegation, gold, silver, bronze });
  });
  const overall = allocate(
    delegations.map((d) => ({ who: d.delegation, rank: d.rank, points: d.rank })),
    rules.overall ?? [],
    'tie-breaks',
  ).map(
    (a): PrizeAward => ({
      place: a.place,
      prize: a.prize,
      delegation: a.entry.who as string,
      sharedBy: a.sharedBy,
      ...(a.amount === undefined ? {} : { amount: a.amount }),
    }),
  );
  const teamList =
    teamPrizes.length > 0 && (teamNames.size === 0 || !t.regulations.system.startsWith('team-'))
      ? { teamList: teamNames.size === 0 ? ('undeclared' as const) : ('declared' as const) }
      : {};
  return { afterRound: throughRound, ties, individual, team, delegations, overall, ...teamList };
}

/**
 * The team prizes of an individual event: each delegation's team is the players it declared
 * before play (the tournament's `teams`, guide item 14: "cần báo rõ danh sách đấu thủ tính điểm
 * đồng đội trước khi đấu"; only they count, the team's name its delegation), or without a
 * declaration its best `size` players (all of them without `size`); teams are ranked by the total
 * of their points; equal totals share the rank (or the prize, as `ties` says).
 */
function delegationTeams(
  t: Tournament,
  opts: StandingsOptions,
  size: number | undefined,
  prizes: readonly Prize[],
  ties: PrizeTies,
): PrizeAward[] {
  const declared = t.teams ?? [];
  const club = new Map<number, string | undefined>(
    declared.length === 0
      ? t.players.map((p) => [p.id, p.club])
      : declared.flatMap((x) => x.members.map((p): [number, string] => [p, x.code])),
  );
  const nameOf = new Map(declared.map((x) => [x.code, x.name]));
  const totals = new Map<string, { points: number; players: number }>();
  for (const s of standings(t, opts)) {
    const d = club.get(s.player);
    if (d === undefined) continue;
    const row = totals.get(d) ?? { points: 0, players: 0 };
    if (declared.length > 0 || size === undefined || row.players < size)
      totals.set(d, { points: row.points + s.points, players: row.players + 1 });
  }
  const sorted = [...totals.entries()].sort(
    ([x, a], [y, b]) => b.points - a.points || (x < y ? -1 : x > y ? 1 : 0),
  );
  const entries: Entry[] = [];
  sorted.forEach(([who, { points }], i) => {
    const prev = entries[i - 1];
    entries.push({ who, points, rank: prev && prev.points === points ? prev.rank : i + 1 });
  });
  return allocate(entries, prizes, ties).map((a) => ({
    place: a.place,
    prize: a.prize,
    ...(declared.length === 0
      ? { delegation: a.entry.who as string }
      : {
          team: a.entry.who as string,
          delegation: nameOf.get(a.entry.who as string) ?? String(a.entry.who),
        }),
    sharedBy: a.sharedBy,
    ...(a.amount === undefined ? {} : { amount: a.amount }),
  }));
}
