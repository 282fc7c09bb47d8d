// ECCO's B, C and D codes: the central cannon (中炮) and what Black answers, and the classifier's
// root over Red's first move. The screen horses' main lines live in `screen.ts`, the other
// openings in `rules.ts`.

import { black, type Line, red, seq, walk } from './moves';
import { crossPalaceCannon, elephantOpening, palaceCornerCannon, pawnOpening, rule, set } from './rules';
import { screenHorses } from './screen';

const all = (line: Line, side: 0 | 1, from: number, to: number, allowed: string): boolean => {
  const ok = set(allowed);
  for (let i = from; i < to; i++) if (!ok.has(side === 0 ? red(line, i) : black(line, i))) return false;
  return true;
};

const FIVE_SIX = rule(0, 'N2+3 R1.2 C8.6 P3+1 P7+1', { 'R2+6': 'C54', 'N8+9': 'C51' }, 'C50');

function fiveSix(line: Line): string {
  const blackOk = all(line, 1, 1, 4, 'N2+3 N8+7 R9.8 P7+1');
  const c52 = blackOk && all(line, 0, 1, 5, 'N2+3 R1.2 C8.6 N8+9');
  const c55 = blackOk && all(line, 0, 1, 5, 'N2+3 R1.2 C8.6 R2+6');
  if (c52) {
    if (!seq(line, 'R1.2R9.8', 9)) return 'C51';
    return black(line, 5) === 'C2+4' ? 'C53' : 'C52';
  }
  if (c55) return { 'P3+1': 'C56', 'R1.2': 'C55' }[black(line, 4)] ?? 'C54';
  return walk(line, FIVE_SIX) ?? 'C50';
}

function riverCannon(line: Line): string {
  const c85 = all(line, 0, 1, 5, 'N2+3 N8+7 C8+2 P7+1') && all(line, 1, 1, 4, 'N8+7 N2+3 R9.8 P7+1');
  if (c85 && black(line, 4) === 'N7+8')
    return red(line, 5) === 'N7+6' && red(line, 6) === 'R1+1' ? 'C86' : 'C85';
  let leftElephant = false;
  for (let i = 1; i < 10; i++) {
    const m = black(line, i);
    if (m === 'B7+5') leftElephant = true;
    else if (m === 'B3+5') return 'C84';
    else if (!['P7+1', 'P3+1', 'N8+7', 'N2+3', 'R9.8'].includes(m)) {
      if (!leftElephant) return 'C80';
      return { 'C8+2': 'C83', 'R1+1': 'C82' }[m] ?? 'C81';
    }
  }
  return 'C80';
}

function fiveEightEdgeHorse(line: Line): string {
  let m = black(line, 4);
  if (m === 'B7+5' || m === 'B3+5') m = black(line, 5);
  else if (m !== 'P1+1' && m !== 'A6+5' && m !== 'A4+5' && m !== 'P7+1') return 'C93';
  if (m === 'P1+1') return red(line, 6) === 'C8.7' ? 'C97' : 'C96';
  return { 'A6+5': 'C94', 'A4+5': 'C94', 'P7+1': 'C95' }[m] ?? 'C93';
}

const FIVE_EIGHT_RED = set('N2+3 N8+7 N8+9 R1.2 R2+6 C8+4');
const FIVE_EIGHT_BLACK = set('N8+7 N2+3 R9.8');
const FIVE_EIGHT_PAWNS = set('N2+3 R1.2 C8+4 P3+1');

function fiveEight(line: Line): string {
  let i = 1;
  while (i < 10 && red(line, i) !== 'P3+1') if (!FIVE_EIGHT_RED.has(red(line, i++))) return 'C90';
  if (i >= 10) return 'C90';
  let j = 1;
  while (j < 10 && black(line, j) !== 'P3+1') if (!FIVE_EIGHT_BLACK.has(black(line, j++))) return 'C90';
  if (j >= 10) return 'C90';
  for (let k = 1; k < 10; k++) {
    const m = red(line, k);
    if (m === 'N8+9') return fiveEightEdgeHorse(line);
    if (m === 'C8.7') return 'C98';
    if (m === 'N8+7') return 'C92';
    if (!FIVE_EIGHT_PAWNS.has(m)) return 'C91';
  }
  return 'C91';
}

const SCREEN_MORE = { 'C8+4': fiveEight, 'C8+2': riverCannon, 'C8.6': fiveSix };
const screen = (line: Line): string => screenHorses(line, SCREEN_MORE);

// ---------------------------------------------------------------- B30–B56: reversed palace horse

const FIVE_SEVEN_PALACE = rule(
  1,
  'B7+5 B3+5 N8+7 C8.6 P7+1 P3+1',
  { 'R1.2': 'B53', 'R9+1': 'B52', 'R9.8': 'B51' },
  'B50',
);

function fiveSevenPalace(line: Line): string {
  if (!all(line, 0, 1, 5, 'N2+3 N8+9 R1.2 P3+1') || !all(line, 1, 1, 4, 'N8+7 C8.6 P3+1'))
    return walk(line, FIVE_SEVEN_PALACE) ?? 'B50';
  if (!seq(line, 'B7+5C8.7R1.2R9.8C2+4', 9)) return 'B54';
  return seq(line, 'P7+1P3+1P3+1', 14) ? 'B56' : 'B55';
}

function fiveSixPalace(line: Line, n7: boolean, n9: boolean): string {
  if (!seq(line, 'N2+3C8.6R1.2N8+7', 2)) return 'B40';
  if (n7) {
    if (red(line, 3) !== 'C8.6' || black(line, 3) !== 'R1.2') return 'B41';
    if (black(line, 4) !== 'C2.1') return 'B42';
    return black(line, 5) === 'P7+1' ? 'B44' : 'B43';
  }
  return n9 ? 'B45' : 'B40';
}

function palaceHorseRed(line: Line): string {
  let n9 = false;
  let n7 = false;
  let c6 = false;
  for (let i = 1; i < 10; i++) {
    const m = red(line, i);
    if (m === 'N8+9') n9 = true;
    else if (m === 'N8+7') n7 = true;
    else if (m === 'C8.6') c6 = true;
    else if (m === 'R1+1' || m === 'R2+6') {
      if (!c6) return m === 'R1+1' ? 'B34' : 'B33';
    } else if (m === 'C8.7') return fiveSevenPalace(line);
    else if (m === 'C8+4') return 'B36';
    else if (m === 'C8+2') return 'B35';
    else if (!['N2+3', 'R1.2', 'P3+1', 'P7+1'].includes(m)) return c6 ? fiveSixPalace(line, n7, n9) : 'B31';
  }
  return 'B30';
}

function palaceHorse(line: Line): string {
  if (seq(line, 'P7+1C8.6N8+7', 2)) return 'B32';
  for (let i = 1; i < 10; i++) {
    const m = black(line, i);
    if (m === 'N8+7') return palaceHorseRed(line);
    if (!['B7+5', 'B3+5', 'C8.6', 'P7+1', 'P3+1'].includes(m)) return 'B30';
  }
  return 'B30';
}

// ---------------------------------------------------------------- B00–B25: Black's left horse first

function blackRightHorse(line: Line): string {
  switch (black(line, 1)) {
    case 'R9+1':
      if (red(line, 1) !== 'N2+3' || !seq(line, 'R1.2R9.4', 4)) return 'B10';
      return { 'P7+1': 'B14', 'C8+2': 'B13' }[red(line, 3)] ?? 'B12';
    case 'C8.6':
      return black(line, 2) === 'N8+9' || black(line, 2) === 'R9+1' ? 'B11' : palaceHorse(line);
    case 'P3+1':
    case 'P7+1': {
      const b2 = black(line, 2);
      if (b2 === 'A6+5' || b2 === 'A4+5') return 'B02';
      if (b2 === 'C8.6') return palaceHorse(line);
      if (b2 === 'N8+7') return screen(line);
      return b2 === 'R9+2' ? 'B03' : 'B01';
    }
    case 'N8+7':
      return screen(line);
    case 'N8+9':
      return 'B10';
    case 'C2.1':
      return 'B04';
    default:
      return 'B01';
  }
}

// ---------------------------------------------------------------- B05–B25, D30–D55: Black's left horse

/** What Black's cannons do after 1. C2.5 N8+7: 0..7 as the classifiers number the branches. */
function blackCannons(line: Line): number {
  let cx = 0;
  for (let i = 1; i < 10; i++) {
    const m = black(line, i);
    if (m === 'N2+3') return cx || 7;
    if (m === 'R9+1') return cx || 6;
    if (m === 'C8+4') cx = 2;
    else if (m === 'C8.9') cx = 1;
    else if (m === 'C2.5') return 5 - cx;
    else if (!['R9.8', 'R8+5', 'P7+1', 'P3+1'].includes(m)) return cx;
  }
  return 0;
}

const TIGER = { 'C8+4': 'B24', 'C8+2': 'B23', 'R1+1': 'B22' } as Readonly<Record<string, string>>;
const PAWN_THEN_CHARIOT = { 'R9.8': 'D42' } as Readonly<Record<string, string>>;

/**
 * Red's moves after Black's left three-step tiger: the two pawns in either order give `twoPawns`,
 * `special(i)` may settle round `i`, the horses keep going, any other move is looked up in `settle`.
 */
function tigerWalk(
  line: Line,
  twoPawns: string,
  settle: Readonly<Record<string, string>>,
  other: string,
  special: (i: number) => string | undefined,
): string {
  let p3 = false;
  let p7 = false;
  for (let i = 1; i < 10; i++) {
    const m = red(line, i);
    const hit = special(i);
    if (hit !== undefined) return hit;
    if (m === 'P3+1') {
      if (p7) return twoPawns;
      p3 = true;
    } else if (m === 'P7+1') {
      if (p3) return twoPawns;
      p7 = true;
    } else if (m !== 'N2+3' && m !== 'N8+7') return Object.hasOwn(settle, m) ? settle[m]! : other;
  }
  return other;
}

const FOLLOW_UP_ROOKS = (line: Line): string => {
  let r2 = false;
  let r8 = false;
  for (let i = 1; i < 10; i++) {
    const m = red(line, i);
    if (m === 'R2+6') return 'D53';
    if (m === 'R1.2') {
      if (r8) return 'D55';
      r2 = true;
    } else if (m === 'R9.8') {
      if (r2) return 'D55';
      r8 = true;
    } else if (!['N2+3', 'N8+7', 'P3+1', 'P7+1'].includes(m)) return r2 ? 'D52' : r8 ? 'D54' : 'D51';
  }
  return 'D50';
};

function blackLeftHorse(line: Line): string {
  switch (blackCannons(line)) {
    case 1:
      return tigerWalk(line, 'B25', TIGER, 'B20', (i) =>
        red(line, i) === 'B7+9' ? (black(line, i - 1) === 'R8+5' ? 'B21' : 'B20') : undefined,
      );
    case 3:
      if (!seq(line, 'N2+3R9.8R1.2C8+4P3+1C2.5', 2)) return 'D30';
      return (
        { 'P7+1': 'D36', 'C8+5': 'D35', 'N8+9': 'D34', 'N8+7': 'D33', 'N3+4': 'D32' }[red(line, 4)] ?? 'D31'
      );
    case 4:
      return tigerWalk(line, 'D43', PAWN_THEN_CHARIOT, 'D40', (i) =>
        red(line, i) === 'P5+1'
          ? black(line, i - 1) === 'R8+5' && black(line, i) === 'C2.5'
            ? 'D41'
            : 'D40'
          : undefined,
      );
    case 5:
      return FOLLOW_UP_ROOKS(line);
    case 7:
      return screen(line);
    case 2:
      return 'B07';
    case 6:
      return 'B06';
    default:
      return 'B05';
  }
}

// ---------------------------------------------------------------- D00–D29: same direction cannons

const STRAIGHT_SLOW = rule(
  1,
  'N2+3 P7+1 P3+1',
  { 'C2.1': 'D15', 'C2+4': 'D14', 'R9.8': 'D13', 'R1+1': 'D12', 'R9+1': 'D11' },
  'D10',
);
const TWO_PAWNS_BLACK = rule(1, 'N2+3 R9.4', { 'R1+1': 'D29' }, 'D28');
const STRAIGHT_RANK = {
  'A4+5': 'D21',
  'A6+5': 'D21',
  'N8+9': 'D22',
  'R2+4': 'D23',
  'R2+6': 'D24',
  'C8.6': 'D25',
};

function straightAgainstRank(line: Line): string {
  let p3 = false;
  let p7 = false;
  for (let i = 3; i < 10; i++) {
    const m = red(line, i);
    const hit = (STRAIGHT_RANK as Readonly<Record<string, string>>)[m];
    if (Object.hasOwn(STRAIGHT_RANK, m) && hit) return hit;
    if ((m === 'P3+1' && p7) || (m === 'P7+1' && p3)) return walk(line, TWO_PAWNS_BLACK, 3) ?? 'D28';
    if (m === 'P3+1') p3 = true;
    else if (m === 'P7+1') p7 = true;
    else if (m !== 'N8+7') return p3 ? 'D26' : p7 ? 'D27' : 'D20';
  }
  return 'D20';
}

function sameDirection(line: Line): string {
  const r2 = red(line, 2);
  const b2 = black(line, 2);
  switch (red(line, 1)) {
    case 'N2+3':
      switch (black(line, 1)) {
        case 'N8+7':
          if (r2 === 'R1.2')
            return b2 === 'R9+1' ? straightAgainstRank(line) : (walk(line, STRAIGHT_SLOW, 2) ?? 'D10');
          if (r2 === 'R1+1') return b2 !== 'R9.8' ? 'D03' : black(line, 3) === 'R8+4' ? 'D05' : 'D04';
          return { 'R9.8': 'D02', 'R9+1': 'D01' }[b2] ?? 'D00';
        case 'R9+1':
          return seq(line, 'R1.2N8+7', 4) ? straightAgainstRank(line) : 'D01';
        default:
          return 'D00';
      }
    case 'R1+1':
      if (!seq(line, 'R9.8N8+7', 3)) return 'D03';
      return b2 === 'R8+4' ? 'D05' : 'D04';
    default:
      return 'D00';
  }
}

// ---------------------------------------------------------------- the root

function centralCannon(line: Line): string {
  switch (black(line, 0)) {
    case 'C8.5':
      return sameDirection(line);
    case 'N8+7':
      return blackLeftHorse(line);
    case 'N2+3':
      return blackRightHorse(line);
    case 'C2.5':
      return 'D50';
    default:
      return 'B00';
  }
}

const FIRST_MOVE = {
  'P1+1': 'A08',
  'C2.7': 'A07',
  'C2.3': 'A06',
  'C2+4': 'A05',
  'C2+2': 'A04',
  'C2.1': 'A03',
  'N2+1': 'A02',
  'A4+5': 'A01',
} as Readonly<Record<string, string>>;

/** The ECCO code of a line (the first twenty plies in the classifiers' WXF). @internal */
export function eccoOfLine(line: Line): string {
  const r0 = red(line, 0);
  switch (r0) {
    case 'B3+5':
      return elephantOpening(line);
    case 'N2+3':
      if (black(line, 0) !== 'P7+1') return 'A40';
      return { 'P7+1': 'A45', 'C8.5': 'A44', 'C8.6': 'A43', 'C2.1': 'A42' }[red(line, 1)] ?? 'A41';
    case 'C2.4':
      return palaceCornerCannon(line);
    case 'C2.5':
      return centralCannon(line);
    case 'C2.6':
      return crossPalaceCannon(line);
    case 'P3+1':
      return pawnOpening(line);
    default:
      return Object.hasOwn(FIRST_MOVE, r0) ? FIRST_MOVE[r0]! : 'A00';
  }
}
