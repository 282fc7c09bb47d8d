// ECCO's C codes: the central cannon against the screen horses (中炮对屏风马), reached by any
// order of the first moves, and the B30–B56 family of the reversed palace horse (反宫马).

import { black, type Line, red, sameMoves, seq, walk } from './moves';
import { both, rule, set } from './rules';

// The main lines, each the moves both sides play in any order (Red, Black, Red, … run together).
const ROOK_PAWNS_TWO_HEADS = 'C2.5N8+7N2+3R9.8R1.2P7+1R2+6N2+3N8+7P3+1';
const ROOK_SEVENTH_PAWNS = 'C2.5N8+7N2+3R9.8R1.2P7+1R2+6N2+3P7+1';
const FIVE_SEVEN_SEVENTH = 'C2.5N8+7N2+3R9.8R1.2P7+1N8+9N2+3C8.7';
const FIVE_SEVEN_THIRD = 'C2.5N8+7N2+3R9.8R1.2N2+3P3+1P3+1N8+9P1+1C8.7N3+2';

function rookSeventhPawns(line: Line): string {
  switch (black(line, 4)) {
    case 'N7+6':
      if (red(line, 5) !== 'N8+7') return 'C35';
      if (black(line, 5) !== 'B3+5') return 'C36';
      return { 'C8.9': 'C39', 'C8+1': 'C38' }[red(line, 5 + 1)] ?? 'C37';
    case 'C8.9':
      if (!seq(line, 'R2.3C9-1', 10)) return 'C40';
      switch (red(line, 6)) {
        case 'N8+7': {
          if (black(line, 6) !== 'A4+5') return 'C42';
          const r7 = red(line, 7);
          if (r7 === 'C8.9') return black(line, 7) === 'R1.2' || black(line, 8) === 'R1.2' ? 'C46' : 'C45';
          return r7 === 'N7+6' ? 'C44' : 'C43';
        }
        default:
          return { 'P5+1': 'C49', 'C8.6': 'C48', 'N8+9': 'C47' }[red(line, 6)] ?? 'C41';
      }
    default:
      return (
        { 'B7+5': 'C32', 'B3+5': 'C32', 'A6+5': 'C31', 'A4+5': 'C31', 'C2+4': 'C34', 'R1+1': 'C33' }[
          black(line, 4)
        ] ?? 'C30'
      );
  }
}

function mainLines(line: Line): string | undefined {
  if (sameMoves(line, ROOK_PAWNS_TWO_HEADS)) {
    if (red(line, 5) !== 'R9+1') return 'C20';
    if (!seq(line, 'C2+1R2-2B3+5', 11)) return 'C21';
    const r7 = red(line, 7);
    if (r7 !== 'P3+1' && r7 !== 'P7+1') return 'C22';
    if (red(line, 8) === 'P7+1') return 'C25';
    return r7 === 'P3+1' ? 'C23' : 'C24';
  }
  if (sameMoves(line, ROOK_SEVENTH_PAWNS)) return rookSeventhPawns(line);
  if (sameMoves(line, FIVE_SEVEN_SEVENTH)) {
    const b4 = black(line, 4);
    if (b4 === 'C2+2') return 'C67';
    if (b4 !== 'R1.2') return 'C61';
    if (red(line, 5) !== 'R9.8') return 'C62';
    return { 'C2+4': 'C66', 'C2+2': 'C65', 'C8+4': 'C64' }[black(line, 5)] ?? 'C63';
  }
  if (sameMoves(line, FIVE_SEVEN_THIRD)) {
    if (red(line, 6) !== 'R9+1') return 'C72';
    if (black(line, 6) === 'B7+5') return { 'R2+4': 'C76', 'N3+4': 'C75' }[red(line, 7)] ?? 'C74';
    return { 'P1+1': 'C78', 'B3+5': 'C77' }[black(line, 6)] ?? 'C73';
  }
  return undefined;
}

const RIGHT_ROOK_RANK = rule(
  0,
  'N2+3 N8+7 R1+1 R1.4 R1.6 P3+1 P7+1',
  { 'P5+1': 'C14', 'C8.9': 'C13', 'C8+2': 'C12', 'N7+6': 'C11' },
  'C10',
);
const RIVER_ROOK = rule(0, 'N2+3 R1.2 R2+4 P3+1 P7+1', { 'N8+7': 'C16', 'N8+9': 'C16' }, 'C15');
const CROSSING_ROOK = rule(0, 'N2+3 R1.2 R2+6 P3+1 P7+1', { 'N8+9': 'C19', 'N8+7': 'C18' }, 'C17');
const SEVENTH_HORSE = rule(0, 'N2+3 N8+7 R1.2 P3+1 P7+1', { 'N7+6': 'C02' }, 'C01');
const EDGE_HORSE = rule(0, 'N2+3 N8+9 R1.2 P3+1 P7+1', { 'R9+1': 'C06' }, 'C05');
const FIVE_SEVEN_PAWN = rule(0, 'N2+3 N8+9 R1.2 R2+6 C8.7', { 'P7+1': 'C68' }, 'C60');
const BLACK_OPEN = set('N2+3 N8+7 R9.8 P7+1 P3+1');

/** 中炮七路马 with the central pawn: C03, or C04 once Black's two cannons have crossed. */
function centralPawn(line: Line): string {
  return both(line, 1, 'C8+4', 'C2+4', 1, BLACK_OPEN) >= 0 ? 'C04' : 'C03';
}

function sevenHorse(line: Line): string {
  for (let i = 1; i < 10; i++) {
    const m = red(line, i);
    if (m === 'P5+1') return centralPawn(line);
    const code = walk(line, SEVENTH_HORSE, i, i + 1);
    if (code !== undefined) return code;
  }
  return 'C01';
}

function fiveSeven(line: Line): string {
  let thirdPawn = false;
  for (let i = 1; i < 10; i++) {
    const m = black(line, i);
    if (m === 'P7+1') return walk(line, FIVE_SEVEN_PAWN) ?? 'C60';
    if (m === 'P3+1') thirdPawn = true;
    else if (m === 'N3+2') return 'C71';
    else if (m !== 'N2+3' && m !== 'N8+7' && m !== 'R9.8') return thirdPawn ? 'C70' : 'C60';
  }
  return 'C00';
}

/** The screen horses (C00–C99), once Red plays the central cannon and Black the right horse. */
export function screenHorses(line: Line, more: Readonly<Record<string, (l: Line) => string>>): string {
  const main = mainLines(line);
  if (main !== undefined) return main;
  let n9 = false;
  let n7 = false;
  let r6 = false;
  for (let i = 1; i < 9; i++) {
    const m = red(line, i);
    switch (m) {
      case 'R2+4':
        return walk(line, RIVER_ROOK) ?? walk(line, RIGHT_ROOK_RANK) ?? 'C10';
      case 'R1+1':
        return walk(line, RIGHT_ROOK_RANK) ?? 'C10';
      case 'C8.7':
        return fiveSeven(line);
      case 'N2+3':
      case 'R1.2':
      case 'P3+1':
      case 'P7+1':
        break;
      case 'N8+9':
        n9 = true;
        break;
      case 'N8+7':
        n7 = true;
        break;
      case 'R2+6':
        r6 = true;
        break;
      case 'C8.9':
        return 'C99';
      default: {
        const next = more[m];
        if (next) return next(line);
        if (r6) return walk(line, CROSSING_ROOK) ?? 'C17';
        if (n7) return sevenHorse(line);
        if (n9) return walk(line, EDGE_HORSE) ?? 'C05';
        return 'C00';
      }
    }
  }
  return 'C00';
}
