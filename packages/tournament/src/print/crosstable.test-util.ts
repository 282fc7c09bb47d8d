// What the crosstable properties share: events played round by round with results drawn from a
// list, a player struck from the list, and the cells of the markdown table.
import type { GameResult, Tournament } from '../model';
import { applySanction } from '../sanctions';
import { addRound } from '../tournament-edit';
import { pairNextRound } from '../tournament-pair';
import { formatCrosstable } from './print';

/** The cells of a markdown table, row by row (the header and rule rows left out). */
export function cells(md: string): string[][] {
  const rows = md.split('\n').filter((l) => l.startsWith('|'));
  return rows.slice(2).map((l) =>
    l
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim()),
  );
}

/**
 * `player` struck from the list with his results (16.1e), by the organisers in writing after the
 * chief arbiter was consulted, as the law asks; `t` as it was when he cannot be.
 */
export function strikeFromList(t: Tournament, player: number): Tournament {
  const s = applySanction(t, player, 'strike', {
    by: 'organisers',
    inWriting: true,
    chiefArbiterConsulted: true,
  });
  return s.ok ? s.value.tournament : t;
}

/**
 * The next round paired and added, its games given the results of `results` from `next` on (in a
 * cycle); `null` when the round cannot be paired.
 */
export function playNextRound(
  t: Tournament,
  results: readonly GameResult[],
  next: number,
): { readonly t: Tournament; readonly next: number } | null {
  const r = pairNextRound(t);
  if (!r.ok) return null;
  let k = next;
  const games = r.value.games.map((g) => ({ ...g, result: results[k++ % results.length]! }));
  const added = addRound(t, { ...r.value, games });
  if (!added.ok) throw new Error(added.error.message);
  return { t: added.value, next: k };
}

/**
 * The markdown crosstable of `t` with its rows of cells, the start number of each row, and the
 * players struck from the list (16.1e), who must have none.
 */
export function readCrosstable(t: Tournament): {
  readonly md: string;
  readonly rows: string[][];
  readonly ids: number[];
  readonly struck: ReadonlySet<number>;
} {
  const md = formatCrosstable(t, 'markdown');
  const rows = cells(md);
  const struck = new Set(t.players.filter((p) => p.struck).map((p) => p.id));
  return { md, rows, ids: rows.map((r) => Number(r[0])), struck };
}
