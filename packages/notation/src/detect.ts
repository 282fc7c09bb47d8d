import { Position, type Result } from '@xq/core';
import { checkPosition, checkText } from './game-check';
import { parseMoveLenient } from './lenient';
import { lexMovetext } from './lexer';
import { lineMoves } from './line';
import type { Notation } from './notations';

/**
 * What {@link detectNotation} found: the notation and why.
 * @example const d: Detection = { notation: 'vi', evidence: ['4 of 4 moves replay as vi'] };
 * @category Detection
 */
export interface Detection {
  /** The notation the record is written in. */
  readonly notation: Notation;
  /** Human-readable reasons, one per notation tried. */
  readonly evidence: readonly string[];
}

/**
 * Why no notation was chosen: `NOTATION_EMPTY` (no move at all), `NOTATION_UNKNOWN` (no notation
 * reads the first move), `NOTATION_AMBIGUOUS` (several read the whole record; `candidates`).
 * @example const e: DetectionError = { code: 'NOTATION_EMPTY', message: 'no move', evidence: [] };
 * @category Detection
 */
export interface DetectionError {
  /** What went wrong (see above). */
  readonly code: 'NOTATION_EMPTY' | 'NOTATION_UNKNOWN' | 'NOTATION_AMBIGUOUS';
  /** A human-readable explanation, in English. */
  readonly message: string;
  /** Human-readable reasons, one per notation tried (how far each one read). */
  readonly evidence: readonly string[];
  /**
   * The notations that tie: those that read the whole record, or (when none does) those that
   * read the most moves. Absent for `NOTATION_EMPTY`.
   */
  readonly candidates?: readonly Notation[];
}

const CJK = /[\u4e00-\u9fff]/u;
const VI_WORD = /(?:tiến|tấn|thoái|bình)/iu;
/** The long form typed without diacritics: a direction word between digits or position words. */
const PLAIN_VI_WORD = /(?:^|[\s.])(?:tien|tan|thoai|binh)\s+[1-9](?![\p{L}\p{N}])/iu;

/** Notations a record may be in, from the characters it uses. */
/**
 * True when {@link detectNotation} can only answer Chinese for `text` (Chinese characters in it,
 * not a CCBridge file) or find no move at all, for which a reader takes Chinese too: the PGN
 * reader then reads the record once, not a second time to detect it.
 */
export function onlyChinese(text: string): boolean {
  return !text.startsWith('CCBridge') && plausible(text)[0] === 'chinese';
}

function plausible(text: string): Notation[] {
  if (CJK.test(text)) return ['chinese'];
  if (VI_WORD.test(text.normalize('NFC')) || PLAIN_VI_WORD.test(text)) return ['vi-long'];
  const words = lexMovetext(text, 'vi')
    .filter((t) => t.type === 'move')
    .map((t) => (t as { text: string }).text);
  if (words.length > 0 && words.every((w) => /^[A-I][0-9]-[A-I][0-9]$/.test(w))) return ['iccs'];
  if (words.length > 0 && words.every((w) => /^[a-i](?:10|[0-9])[a-i](?:10|[0-9])$/.test(w)))
    return ['ucci', 'fsf'];
  return ['vi', 'asian', 'wxf', 'coord'];
}

/**
 * The one notation in which every move of the record reads once the strict reader is helped by
 * {@link parseMoveLenient} (mixed signs, case, diacritics), the most moves read strictly first; undefined
 * when none, or several with as many strict moves.
 */
function readsLeniently(
  body: string,
  start: Position,
  candidates: readonly Notation[],
  scores: readonly { notation: Notation }[],
  evidence: string[],
): Notation | undefined {
  const read: { notation: Notation; strict: number; line: string }[] = [];
  for (const { notation } of scores) {
    if (!candidates.includes(notation)) continue;
    let pos = start;
    let depth = 0;
    let ok = true;
    let total = 0;
    let strict = 0;
    const line: number[] = [];
    for (const token of lexMovetext(body, notation)) {
      if (token.type === 'open') depth++;
      else if (token.type === 'close') depth = Math.max(0, depth - 1);
      else if (token.type === 'result' && depth === 0) break;
      else if (token.type === 'move' && depth === 0) {
        const r = parseMoveLenient(pos, token.text, notation);
        if (!r.ok) {
          ok = false;
          break;
        }
        pos = pos.play(r.value.move);
        line.push(r.value.move.from, r.value.move.to);
        total++;
        if (!r.value.folded) strict++;
      }
    }
    if (ok && total > 0) {
      evidence.push(`${notation}: all ${total} moves replay read leniently (${strict} strictly)`);
      read.push({ notation, strict, line: line.join() });
    }
  }
  const most = Math.max(-1, ...read.map((r) => r.strict));
  const leaders = read.filter((r) => r.strict === most);
  // Notations that read the same moves (lower-case `p2-5` reads in the Vietnamese and the Asian
  // signs alike): the first, in the order tried.
  return leaders.length > 0 && leaders.every((r) => r.line === leaders[0]!.line)
    ? leaders[0]!.notation
    : undefined;
}

/**
 * Finds the notation of a whole record (movetext, numbers and comments allowed) by the
 * characters it uses and by replaying it from the start position: a notation is chosen for the
 * record, never per move. When only one notation is plausible it is chosen even if the record
 * holds an illegal move (so that the move can be reported). The text of a CCBridge binary file
 * (`CCBridge…`) is refused with a pointer to {@link parseCbr} and {@link parseCbl}. When no
 * notation reads the whole record strictly, the one in which every move reads with
 * {@link parseMoveLenient} (the separators people mix: `1. P2-5 M8+7`) is chosen; a record
 * written strictly in one notation is detected as before.
 *
 * @returns the notation with its evidence, or a {@link DetectionError}.
 * @throws TypeError when `text` is not a string or `start` not a Position.
 * @example
 * const r = detectNotation('1. P2-5 M8.7 2. M2.3 P2-4');
 * r.ok && r.value.notation; // 'vi'
 * @category Detection
 */
export function detectNotation(
  text: string,
  start: Position = Position.initial(),
): Result<Detection, DetectionError> {
  checkText(text, 'detectNotation');
  checkPosition(start, 'detectNotation');
  const body = text;
  if (body.startsWith('CCBridge'))
    return {
      ok: false,
      error: {
        code: 'NOTATION_UNKNOWN',
        message: 'this is a CCBridge record or library (binary): read its bytes with parseCbr or parseCbl',
        evidence: ['"CCBridge" magic (see detectRecordFormat)'],
      },
    };
  const candidates = plausible(body);
  const evidence: string[] = [];
  const scores: { notation: Notation; plies: number; complete: boolean }[] = [];
  for (const notation of candidates) {
    const total = lexMovetext(body, notation).filter((t) => t.type === 'move').length;
    if (total === 0) continue;
    const r = lineMoves(start, body, notation, false);
    if (r.ok) {
      evidence.push(`${notation}: all ${total} moves replay`);
      scores.push({ notation, plies: total, complete: true });
    } else {
      evidence.push(`${notation}: move ${r.error.ply} "${r.error.text}" fails (${r.error.code})`);
      scores.push({ notation, plies: r.error.ply - 1, complete: false });
    }
  }
  if (scores.length === 0)
    return { ok: false, error: { code: 'NOTATION_EMPTY', message: 'no move in the text', evidence } };
  if (candidates.length === 1)
    return { ok: true, value: { notation: candidates[0]!, evidence: ['characters', ...evidence] } };
  const complete = scores.filter((s) => s.complete);
  if (complete.length === 0) {
    const lenient = readsLeniently(body, start, candidates, scores, evidence);
    if (lenient !== undefined) return { ok: true, value: { notation: lenient, evidence } };
  }
  if (complete.length === 1) return { ok: true, value: { notation: complete[0]!.notation, evidence } };
  if (complete.length > 1)
    return {
      ok: false,
      error: {
        code: 'NOTATION_AMBIGUOUS',
        message: `the record reads in ${complete.map((s) => s.notation).join(', ')}`,
        evidence,
        candidates: complete.map((s) => s.notation),
      },
    };
  const best = Math.max(...scores.map((s) => s.plies));
  const leaders = scores.filter((s) => s.plies === best);
  if (best > 0 && leaders.length === 1)
    return { ok: true, value: { notation: leaders[0]!.notation, evidence } };
  return {
    ok: false,
    error: {
      code: best > 0 ? 'NOTATION_AMBIGUOUS' : 'NOTATION_UNKNOWN',
      message:
        best > 0 ? 'several notations read the same number of moves' : 'no notation reads the first move',
      evidence,
      candidates: leaders.map((s) => s.notation),
    },
  };
}
