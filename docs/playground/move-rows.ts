/** One line of a scoresheet: a move number, red's move and black's reply (Điều 9: one number a move pair). */
export interface MoveRow {
  readonly number: number;
  /** Red's move, `undefined` on the first line when black moved first. */
  readonly red: { readonly text: string; readonly ply: number } | undefined;
  /** Black's reply, `undefined` while it is not played. */
  readonly black: { readonly text: string; readonly ply: number } | undefined;
}

/**
 * Groups moves (one text per ply, in order) into numbered move pairs as a scoresheet writes
 * them: `1. red black`, `2. …`. When black moves first the first line has no red move. `ply`
 * counts the plies from 1.
 */
export function moveRows(plies: readonly string[], firstTurn: 'red' | 'black', firstNumber = 1): MoveRow[] {
  const rows: MoveRow[] = [];
  let i = 0;
  let number = firstNumber;
  if (firstTurn === 'black' && plies.length > 0) {
    rows.push({ number, red: undefined, black: { text: plies[0]!, ply: 1 } });
    i = 1;
    number++;
  }
  for (; i < plies.length; i += 2, number++)
    rows.push({
      number,
      red: { text: plies[i]!, ply: i + 1 },
      black: i + 1 < plies.length ? { text: plies[i + 1]!, ply: i + 2 } : undefined,
    });
  return rows;
}
