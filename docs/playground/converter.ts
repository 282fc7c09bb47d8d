import { Game, INITIAL_FEN, type Move } from './deps';
import { codec } from './notation-bridge';

/** The result of a conversion: the record in the target notation, or where reading stopped. */
export type Conversion =
  | { readonly ok: true; readonly text: string; readonly moves: readonly Move[] }
  | { readonly ok: false; readonly message: string };

const MOVE_NUMBER = /^\d+[.)]+$/;
const BARE_NUMBER = /^\d+$/;
const RESULT = /^(1-0|0-1|1\/2-1\/2|\*)$/;
/** A move may be written with spaces (`Pháo 2 bình 5`): try up to this many tokens at once. */
const MAX_TOKENS = 5;

/**
 * Reads a record (moves separated by spaces or new lines, move numbers such as `1.`, `12)` or a
 * bare `3` ignored) in notation `from` and writes it in notation `to`, one numbered line per move pair.
 * Each move is read against the legal moves of its position; reading stops at the first move
 * that does not fit.
 */
export function convertRecord(text: string, from: string, to: string, fen: string = INITIAL_FEN): Conversion {
  const created = Game.create(fen.trim() || INITIAL_FEN);
  if (!created.ok) return { ok: false, message: `start position: ${created.error.message}` };
  const game = created.value;
  const reader = codec(from);
  const writer = codec(to);
  const tokens = text
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .map((t) => t.replace(/^\d+[.)]+/, ''))
    .filter((t) => t !== '' && t !== '…' && t !== '...' && !MOVE_NUMBER.test(t) && !RESULT.test(t));
  const written: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    let read: { move: Move; used: number } | undefined;
    let firstError = '';
    for (let k = 1; k <= MAX_TOKENS && i + k <= tokens.length; k++) {
      const r = reader.parse(game.position, tokens.slice(i, i + k).join(' '));
      if (r.ok) {
        read = { move: r.value, used: k };
        break;
      }
      if (k === 1) firstError = r.error.message;
    }
    // A bare number that starts no move is a scoresheet's move number (`1 P2-5 M8.7`).
    if (!read && BARE_NUMBER.test(tokens[i]!)) {
      i++;
      continue;
    }
    if (!read) return { ok: false, message: `move ${written.length + 1} '${tokens[i]}': ${firstError}` };
    written.push(writer.format(game.position, read.move));
    const played = game.play(read.move);
    if (!played.ok) return { ok: false, message: `move ${written.length}: ${played.error.message}` };
    i += read.used;
  }
  return { ok: true, text: numbered(written, game.start.turn, game.start.fullmoves), moves: game.moves };
}

/** Writes moves as numbered lines, `1. red black`, starting with `1. … black` when black starts. */
export function numbered(moves: readonly string[], firstTurn: 'red' | 'black', firstNumber = 1): string {
  const lines: string[] = [];
  let n = firstNumber;
  let i = 0;
  if (firstTurn === 'black' && moves.length > 0) {
    lines.push(`${n}. … ${moves[0]}`);
    n++;
    i = 1;
  }
  for (; i < moves.length; i += 2, n++) lines.push(`${n}. ${moves.slice(i, i + 2).join(' ')}`);
  return lines.join('\n');
}
