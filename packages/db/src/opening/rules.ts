// The ECCO rules as facts over a game's first ten moves of each side, written in WXF from each
// side's own view (the form the public classifiers read): xqbase's ECCO and vschess's port
// define the same decision tree; this file states it as tables of "moves that keep the branch
// open" and "moves that settle it", walked in order. The shared helpers live in `moves.ts`.

import { black, type Line, pair, red, seq, type Walk } from './moves';

/** A settled code, or `undefined` when every move of a walk kept the branch open. */
type Code = string | undefined;

const set = (text: string): ReadonlySet<string> => new Set(text.split(' '));

/** Red's or Black's moves, rounds 1..9, walked as one rule says. */
const rule = (side: 0 | 1, keep: string, settle: Readonly<Record<string, string>>, other: string): Walk => ({
  side,
  keep: set(keep),
  settle,
  other,
});

/** Two moves of one side in either order (the "both pawns" rules): the code when both are played. */
function both(
  line: Line,
  side: 0 | 1,
  a: string,
  b: string,
  from: number,
  keep: ReadonlySet<string>,
): number {
  // Returns the round where the second of the two is played, or -1 when another move comes first.
  let seenA = false;
  let seenB = false;
  for (let i = from; i < 10; i++) {
    const m = pair(line, i)[side];
    if (m === a) {
      if (seenB) return i;
      seenA = true;
    } else if (m === b) {
      if (seenA) return i;
      seenB = true;
    } else if (!keep.has(m)) return -1;
  }
  return -1;
}

// ---------------------------------------------------------------- A: the non-central openings

function isTwoHorses(line: Line, also: string): boolean {
  const keep = set(`${also} P3+1 P7+1`);
  return both(line, 0, 'N2+3', 'N8+7', 1, keep) >= 0;
}

function elephantOpening(line: Line): string {
  const r1 = red(line, 1);
  switch (black(line, 0)) {
    case 'N2+3':
      return r1 === 'P7+1' ? 'A16' : r1 === 'P3+1' ? 'A15' : 'A14';
    case 'C2.4':
      return { 'P7+1': 'A26', 'P3+1': 'A25', 'R9+1': 'A24', 'N8+9': 'A23', 'N8+7': 'A22' }[r1] ?? 'A21';
    case 'C8.4':
      if (r1 !== 'N2+3') return 'A30';
      if (!seq(line, 'N8+7R1.2P7+1', 3)) return 'A31';
      return { 'P7+1': 'A34', 'C2.1': 'A33' }[red(line, 3)] ?? 'A32';
    case 'P7+1':
      return r1 === 'P7+1' ? 'A38' : r1 === 'N8+7' ? 'A37' : 'A36';
    case 'C8.5':
      return isTwoHorses(line, 'R1.2') ? 'A28' : 'A27';
    default:
      return (
        {
          'P3+1': 'A39',
          'C2.6': 'A35',
          'C2.5': 'A29',
          'C8.6': 'A20',
          'N8+7': 'A13',
          'B3+5': 'A12',
          'B7+5': 'A11',
        }[black(line, 0)] ?? 'A10'
      );
  }
}

function palaceCornerCannon(line: Line): string {
  switch (black(line, 0)) {
    case 'C2.5':
      return isTwoHorses(line, 'R9.8') ? 'A53' : 'A52';
    case 'P7+1':
      return 'A54';
    case 'N8+7':
      return 'A51';
    default:
      return 'A50';
  }
}

function crossPalaceCannon(line: Line): string {
  switch (black(line, 0)) {
    case 'C8.5': {
      if (red(line, 1) !== 'N2+3' || red(line, 2) !== 'R1.2') return 'A63';
      const b = black(line, 1) + black(line, 2);
      return b === 'N8+7R9+1' || b === 'R9+1N8+7' ? 'A65' : 'A64';
    }
    case 'R9+1':
      return 'A62';
    case 'N8+7':
      return 'A61';
    default:
      return 'A60';
  }
}

// ---------------------------------------------------------------- E: the pawn opening

function pawnOpeningLeftCentral(line: Line): string {
  // 1. P3+1 C8.7 2. C8.5 B7+5 3. N8+7 …
  switch (black(line, 2)) {
    case 'R1+1':
      if (!seq(line, 'R9.8R1.8N2+3N8+6', 6)) return 'E23';
      if (!seq(line, 'C2.1N2+1N3+4', 10)) return 'E24';
      return { 'P1+1': 'E27', 'R8+6': 'E26', 'A6+5': 'E25' }[black(line, 6)] ?? 'E24';
    case 'P7+1': {
      if (!seq(line, 'N2+1P7+1', 6) && !seq(line, 'R9.8P7+1', 6)) return 'E30';
      const r4 = red(line, 4);
      if (r4 !== 'N2+1' && r4 !== 'R9.8') return 'E31';
      const b4 = black(line, 4);
      if (b4 === 'R1+1') return { 'R1.2': 'E36', 'R8+4': 'E35', 'A4+5': 'E34' }[red(line, 5)] ?? 'E33';
      return b4 === 'N8+6' ? 'E32' : 'E31';
    }
    default:
      return 'E22';
  }
}

function pawnOpeningCannon(line: Line): string {
  // 1. P3+1 C8.7
  const r1 = red(line, 1);
  if (r1 === 'B7+5' || r1 === 'B3+5') return 'E11';
  if (r1 === 'C2.5') return 'E12';
  if (r1 !== 'C8.5') return 'E10';
  switch (black(line, 1)) {
    case 'B3+5':
      if (red(line, 2) !== 'N2+1') return 'E14';
      return black(line, 2) === 'N8+9' ? 'E16' : 'E15';
    case 'B7+5':
      switch (red(line, 2)) {
        case 'N8+7':
          return pawnOpeningLeftCentral(line);
        case 'C5+4':
          return 'E38';
        case 'N2+1':
          return 'E37';
        case 'A4+5':
          return 'E21';
        default:
          return 'E20';
      }
    case 'C2.5':
      return 'E17';
    default:
      return 'E13';
  }
}

function pawnsAndHorses(line: Line): string {
  const r2 = red(line, 2);
  if (r2 === 'B3+5' || r2 === 'B7+5') return 'E43';
  return { 'C2.1': 'E45', 'R1+1': 'E44' }[r2] ?? 'E42';
}

function pawnOpening(line: Line): string {
  const r1 = red(line, 1);
  const b1 = black(line, 1);
  switch (black(line, 0)) {
    case 'C8.7':
      return pawnOpeningCannon(line);
    case 'N2+3':
      if (r1 === 'N2+3') return b1 === 'P3+1' ? pawnsAndHorses(line) : 'E07';
      if (r1 === 'P7+1') return b1 === 'C8.7' ? 'E09' : 'E08';
      return 'E06';
    case 'P3+1':
      if (r1 === 'N2+3') return b1 === 'N2+3' ? pawnsAndHorses(line) : 'E41';
      if (r1 === 'C8.7') return { 'C8.5': 'E48', 'C2.5': 'E47' }[b1] ?? 'E46';
      return 'E40';
    case 'B7+5':
    case 'B3+5':
      return r1 === 'N2+3' ? 'E02' : 'E01';
    case 'C8.6':
    case 'C8.4':
    case 'C2.6':
    case 'C2.4':
      return 'E04';
    case 'C8.5':
    case 'C2.5':
      return 'E03';
    case 'C2.7':
      return 'E05';
    default:
      return 'E00';
  }
}

export type { Code };
export { both, crossPalaceCannon, elephantOpening, palaceCornerCannon, pawnOpening, rule, set };
