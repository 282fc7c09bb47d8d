import { requireArray, requireObject, requireTournament } from '../guard';
import type { Player, Regulations, Tournament } from '../model';
import type { Category } from '../regulations-model';
import { requireStandingsOptions, type Standing, type StandingsOptions, standings } from './standings';

/**
 * Why a player does not meet a category's conditions (sex, birth year, level), or `undefined`
 * when he does. A condition the player's data cannot show (no sex, no birth year, no title) is
 * not met.
 *
 * @example
 * ```ts
 * import { categoryFault } from '@xq/tournament';
 * const u15 = { code: 'U15', sex: 'm' as const, bornFrom: 2011 };
 * console.log(categoryFault(u15, { sex: 'm', birthYear: 2012 })); // undefined
 * console.log(categoryFault(u15, { sex: 'm', birthYear: 2009 })); // born in 2009, category U15 is for players born in 2011 or later
 * ```
 * @throws {TypeError} when `category` or `player` is not an object.
 * @category Categories
 */
export function categoryFault(
  category: Category,
  player: Pick<Player, 'sex' | 'birthYear' | 'title'>,
): string | undefined {
  requireObject('categoryFault', 'category', category);
  requireObject('categoryFault', 'player', player);
  const c = category.code;
  if (category.sex !== undefined && player.sex !== category.sex) {
    const who = category.sex === 'm' ? 'men' : 'women';
    return player.sex === undefined
      ? `category ${c} is for ${who}: say the player's sex`
      : `category ${c} is for ${who}`;
  }
  const { bornFrom, bornTo } = category;
  if (bornFrom !== undefined || bornTo !== undefined) {
    const y =
      typeof player.birthYear === 'number' && Number.isFinite(player.birthYear)
        ? player.birthYear
        : undefined;
    if (y === undefined) return `category ${c} is by age: give the player's birth year`;
    if (bornFrom !== undefined && y < bornFrom)
      return `born in ${y}, category ${c} is for players born in ${bornFrom} or later`;
    if (bornTo !== undefined && y > bornTo)
      return `born in ${y}, category ${c} is for players born in ${bornTo} or earlier`;
  }
  if (
    category.levels !== undefined &&
    !category.levels.includes(typeof player.title === 'string' ? player.title : '')
  ) {
    return `category ${c} is for the levels ${category.levels.join(', ')}`;
  }
  return undefined;
}

/**
 * Why a player may not be registered under the regulations' categories, or `undefined` when he
 * may: when the regulations have categories the player names one of them and meets its
 * conditions; a player who names a category the regulations do not have is refused too.
 *
 * @example
 * ```ts
 * import { entryFault } from '@xq/tournament';
 * const regulations = { system: 'swiss-dutch' as const, scoring: '1-0.5-0' as const,
 *   categories: [{ code: 'NU', sex: 'f' as const }] };
 * console.log(entryFault(regulations, { category: 'NU', sex: 'm' })); // category NU is for women
 * ```
 * @throws {TypeError} when `regulations` or `player` is not an object.
 * @category Categories
 */
export function entryFault(
  regulations: Regulations,
  player: Pick<Player, 'sex' | 'birthYear' | 'title' | 'category'>,
): string | undefined {
  requireObject('entryFault', 'regulations', regulations);
  requireObject('entryFault', 'player', player);
  const list = regulations.categories ?? [];
  if (player.category === undefined)
    return list.length === 0
      ? undefined
      : `the regulations have categories (${list.map((c) => c.code).join(', ')}): say which one the player enters`;
  if (typeof player.category !== 'string') return 'the category must be the code of one of the regulations';
  const category = list.find((c) => c.code === player.category);
  if (!category) return `no category ${player.category} in the regulations`;
  return categoryFault(category, player);
}

/**
 * The categories of the regulations a player meets the conditions of.
 *
 * @example
 * ```ts
 * import { eligibleCategories } from '@xq/tournament';
 * const regulations = { system: 'swiss-dutch' as const, scoring: '1-0.5-0' as const,
 *   categories: [{ code: 'U15', bornFrom: 2011 }, { code: 'U18', bornFrom: 2008 }] };
 * console.log(eligibleCategories(regulations, { birthYear: 2010 }).map((c) => c.code)); // [ 'U18' ]
 * ```
 * @throws {TypeError} when `regulations` or `player` is not an object.
 * @category Categories
 */
export function eligibleCategories(
  regulations: Regulations,
  player: Pick<Player, 'sex' | 'birthYear' | 'title'>,
): readonly Category[] {
  requireObject('eligibleCategories', 'regulations', regulations);
  requireObject('eligibleCategories', 'player', player);
  return (regulations.categories ?? []).filter((c) => categoryFault(c, player) === undefined);
}

/**
 * The ranking of one category: the players registered in it in the order of the standings,
 * ranked again from 1 (players sharing a rank in the standings share it here).
 *
 * @example
 * ```ts
 * import { categoryStandings, createTournament } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'A', category: 'NU' }, { id: 2, name: 'B', category: 'NAM' }, { id: 3, name: 'C', category: 'NU' }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'red-win' as const }], byes: [{ player: 3, kind: 'zero' as const }] }] };
 * console.log(categoryStandings(t, 'NU').map((s) => `${s.rank}. ${s.player}`).join(', ')); // 1. 1, 2. 3
 * ```
 * @throws {RangeError} when a criterion of `options.tieBreaks` is not a tie-break.
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Categories
 */
export function categoryStandings(
  t: Tournament,
  code: string,
  options: StandingsOptions = {},
): readonly Standing[] {
  requireTournament('categoryStandings', t);
  requireStandingsOptions('categoryStandings', options);
  return categoryRows(t, code, standings(t, options));
}

/**
 * The rows of one category taken out of the standings already computed, ranked again from 1
 * (see {@link categoryStandings}).
 *
 * @example
 * ```ts
 * import { categoryRows, createTournament, standings } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'A', category: 'NU' }, { id: 2, name: 'B', category: 'NAM' }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'black-win' as const }], byes: [] }] };
 * console.log(categoryRows(t, 'NU', standings(t)).map((s) => `${s.rank}. ${s.player}`).join()); // 1. 1
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), or `rows` not an array of rows.
 * @category Categories
 */
export function categoryRows(t: Tournament, code: string, rows: readonly Standing[]): readonly Standing[] {
  requireTournament('categoryRows', t);
  requireArray('categoryRows', 'rows', rows);
  for (const [i, s] of rows.entries()) requireObject('categoryRows', `rows[${i}]`, s);
  const inIt = new Set(t.players.filter((p) => p.category === code).map((p) => p.id));
  return rerank(rows.filter((s) => inIt.has(s.player)));
}

/** Ranks a sub-list of the standings from 1, keeping the shared ranks shared. */
function rerank(list: readonly Standing[]): readonly Standing[] {
  let rank = 0;
  return list.map((s, i) => {
    if (i === 0 || s.rank !== list[i - 1]?.rank) rank = i + 1;
    return { ...s, rank };
  });
}
