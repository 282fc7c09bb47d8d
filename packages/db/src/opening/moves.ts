// A game's opening as the ECCO classifiers read it: the first ten moves of each side in WXF,
// from each side's own view, mirrored when Red's first move is on the left half, four
// characters a move, blanks after the last move.

/** The moves read by the rules: 20 plies in WXF, each exactly four characters ("    " = none). */
export interface Line {
  /** Ply `i` at index `i`; always 20 entries. */
  readonly plies: readonly string[];
  /** The plies joined: 80 characters. */
  readonly text: string;
}

/** How a walk over one side's moves ends: the moves that keep going, those that settle a code. */
export interface Walk {
  readonly side: 0 | 1;
  readonly keep: ReadonlySet<string>;
  readonly settle: Readonly<Record<string, string>>;
  readonly other: string;
}

/** The plies the rules look at. */
export const PLIES = 20;
const BLANK = '    ';

/** The mirror of a WXF move (files 1..9 become 9..1), as both classifiers mirror a left-side start. */
export function mirrorWxf(move: string): string {
  const flip = (c: string): string => (c >= '1' && c <= '9' ? String(10 - Number(c)) : c);
  const piece = move[0] ?? '';
  const sign = move[2] ?? '';
  // The last figure is a file after a sideways move and for the pieces that move diagonally.
  const lastIsFile = sign === '.' || piece === 'N' || piece === 'B' || piece === 'A';
  return piece + flip(move[1] ?? '') + sign + (lastIsFile ? flip(move[3] ?? '') : (move[3] ?? ''));
}

/** The line of a game's WXF moves (already in the classifiers' letters: N for horse, B for elephant). */
export function lineOf(wxf: readonly string[]): Line {
  let plies = wxf.slice(0, PLIES).map((m) => (m.length === 4 ? m.toUpperCase() : '????'));
  // A first move on files 6..9 is read as its mirror, and so is every move after it.
  const first = plies[0]?.[1] ?? '';
  if (first >= '6' && first <= '9') plies = plies.map(mirrorWxf);
  while (plies.length < PLIES) plies.push(BLANK);
  return { plies, text: plies.join('') };
}

/** Red's move of round `i` (0-based). */
export const red = (line: Line, i: number): string => line.plies[2 * i] ?? BLANK;
/** Black's move of round `i` (0-based). */
export const black = (line: Line, i: number): string => line.plies[2 * i + 1] ?? BLANK;
/** Both moves of round `i`. */
export const pair = (line: Line, i: number): [string, string] => [red(line, i), black(line, i)];

/** Whether the plies from `ply` on read `moves` (WXF moves run together). */
export const seq = (line: Line, moves: string, ply: number): boolean => line.text.startsWith(moves, ply * 4);

/**
 * Whether the first moves of each side are those of `moves` (Red, Black, Red, … run together) in
 * any order: the classifiers' test for a line reached by transposition.
 */
export function sameMoves(line: Line, moves: string): boolean {
  const redMoves: string[] = [];
  const blackMoves: string[] = [];
  for (let i = 0; i * 4 < moves.length; i++)
    (i % 2 === 0 ? redMoves : blackMoves).push(moves.slice(i * 4, i * 4 + 4));
  const sameSet = (side: 0 | 1, want: string[]): boolean => {
    const left = [...want];
    for (let i = 0; i < want.length; i++) {
      const at = left.indexOf(pair(line, i)[side]);
      if (at < 0) return false;
      left.splice(at, 1);
    }
    return true;
  };
  return sameSet(0, redMoves) && sameSet(1, blackMoves);
}

/**
 * Walks one side's moves of rounds `from`..`to - 1`: a move in `keep` goes on, one in `settle`
 * gives its code, any other gives `other`; `undefined` when all went on.
 */
export function walk(line: Line, w: Walk, from = 1, to = 10): string | undefined {
  for (let i = from; i < to; i++) {
    const m = pair(line, i)[w.side];
    const hit = Object.hasOwn(w.settle, m) ? w.settle[m] : undefined;
    if (hit !== undefined) return hit;
    if (!w.keep.has(m)) return w.other;
  }
  return undefined;
}

/** WXF letters of the low-level board's roles 1..7 (king, advisor, elephant, horse, rook, cannon, pawn). */
const LETTERS = ' KABNRCP';

/**
 * A move in the classifiers' WXF, read off the low-level board's squares before it is made
 * (`rank * 9 + file`, piece codes `role | colour << 3`): files numbered from the mover's right,
 * `+`/`-`/`.` from the mover's side. A rook, horse, cannon or pawn that shares its file with one
 * of its kind is written with a position sign in the classifiers' notation (`R+.4`): no rule
 * names such a move, so it is `X???` here (X its letter), a move no rule matches either.
 */
export function wxfOnBoard(squares: Int8Array, from: number, to: number): string {
  const code = squares[from] ?? 0;
  const role = code & 7;
  const black = (code & 8) !== 0;
  const letter = LETTERS[role] ?? '?';
  const ff = from % 9;
  const tf = to % 9;
  const fr = (from - ff) / 9;
  const tr = (to - tf) / 9;
  if (role >= 4)
    for (let r = 0; r < 10; r++) if (r !== fr && squares[r * 9 + ff] === code) return `${letter}???`;
  const file = (f: number): number => (black ? f + 1 : 9 - f);
  const ahead = black ? fr - tr : tr - fr;
  const sign = ahead > 0 ? '+' : '-';
  if (role === 2 || role === 3 || role === 4) return `${letter}${file(ff)}${sign}${file(tf)}`;
  if (ahead === 0) return `${letter}${file(ff)}.${file(tf)}`;
  return `${letter}${file(ff)}${sign}${Math.abs(ahead)}`;
}
