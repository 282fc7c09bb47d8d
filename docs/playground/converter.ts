import type { PageLang } from './banner';
import { Game, INITIAL_FEN, type Move } from './deps';
import { moveRows } from './move-rows';
import { codec } from './notation-bridge';
import { readRecord, readRecordFile } from './record-reader';

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
export function convertRecord(
  text: string,
  from: string,
  to: string,
  fen: string = INITIAL_FEN,
  lang: PageLang = 'en',
): Conversion {
  const vi = lang === 'vi';
  const created = Game.create(fen.trim() || INITIAL_FEN);
  if (!created.ok)
    return {
      ok: false,
      message: vi ? `thế cờ ban đầu sai (${created.error.code})` : `start position: ${created.error.message}`,
    };
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
      if (k === 1) firstError = vi ? 'không đọc được nước đi này' : r.error.message;
    }
    // A bare number that starts no move is a scoresheet's move number (`1 P2-5 M8.7`).
    if (!read && BARE_NUMBER.test(tokens[i]!)) {
      i++;
      continue;
    }
    if (!read)
      return {
        ok: false,
        message: `${vi ? 'nước' : 'move'} ${written.length + 1} '${tokens[i]}': ${firstError}`,
      };
    written.push(writer.format(game.position, read.move));
    const played = game.play(read.move);
    if (!played.ok)
      return {
        ok: false,
        message: `${vi ? 'nước' : 'move'} ${written.length}: ${vi ? played.error.code : played.error.message}`,
      };
    i += read.used;
  }
  return { ok: true, text: numbered(written, game.start.turn, game.start.fullmoves), moves: game.moves };
}

/** Writes moves as numbered lines, `1. red black`, starting with `1. … black` when black starts. */
export function numbered(moves: readonly string[], firstTurn: 'red' | 'black', firstNumber = 1): string {
  return moveRows(moves, firstTurn, firstNumber)
    .map((row) =>
      [`${row.number}.`, row.red?.text ?? '…', row.black?.text].filter((t) => t !== undefined).join(' '),
    )
    .join('\n');
}

/** A pasted record read by {@link convertDetected}: the moves written in the target notation. */
export type DetectedConversion =
  | {
      readonly ok: true;
      readonly text: string;
      readonly fen: string;
      readonly moves: readonly Move[];
      /** What was recognised: the format, the notation, the games, the players and the result. */
      readonly info: string;
    }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** The words of the converter's line about the record read, in both languages of the page. */
const INFO_WORDS = {
  en: {
    kinds: { pgn: 'PGN', dhtmlxq: 'DhtmlXQ', movetext: 'moves', xqf: 'XQF', cbr: 'CBR' },
    games: (n: number) => (n === 1 ? '1 game' : `${n} games (the first is read)`),
    notation: 'notation',
    plies: (n: number) => `${n} ${n === 1 ? 'ply' : 'plies'}`,
    red: 'Red',
    black: 'Black',
    result: 'result',
  },
  vi: {
    kinds: { pgn: 'PGN', dhtmlxq: 'DhtmlXQ', movetext: 'nước đi', xqf: 'XQF', cbr: 'CBR' },
    games: (n: number) => (n === 1 ? '1 ván' : `${n} ván (đọc ván đầu)`),
    notation: 'cách ghi',
    plies: (n: number) => `${n} nước`,
    red: 'Trắng',
    black: 'Đen',
    result: 'kết quả',
  },
} as const;

/**
 * Reads a pasted record whose format and notation are detected ({@link readRecord}: PGN,
 * DhtmlXQ or movetext) and writes its main line in notation `to`, one numbered line per move
 * pair. An error is the reader's: its code and its message.
 */
export function convertDetected(
  text: string,
  to: string,
  fen = '',
  lang: PageLang = 'en',
): DetectedConversion {
  return writeRead(readRecord(text, fen), to, lang);
}

/** {@link convertDetected} for the bytes of a record file (XQF, CBR, or a text file in any encoding). */
export function convertFile(
  bytes: Uint8Array,
  to: string,
  fen = '',
  lang: PageLang = 'en',
): DetectedConversion & { readonly input: string } {
  const { text, read } = readRecordFile(bytes, fen);
  return { ...writeRead(read, to, lang), input: text };
}

function writeRead(read: ReturnType<typeof readRecord>, to: string, lang: PageLang): DetectedConversion {
  const vi = lang === 'vi';
  // Under vi the reader's English detail gives way to its code, which the error's data-code keeps too.
  if (!read.ok)
    return {
      ok: false,
      code: read.error.code,
      message: vi ? `không đọc được biên bản (${read.error.code})` : read.error.message,
    };
  const r = read.value;
  const created = Game.create(r.fen);
  if (!created.ok)
    return {
      ok: false,
      code: created.error.code,
      message: vi ? `thế cờ sai (${created.error.code})` : created.error.message,
    };
  const game = created.value;
  const writer = codec(to);
  const written: string[] = [];
  for (const move of r.moves) {
    written.push(writer.format(game.position, move));
    const played = game.play(move);
    // The record's own reader replayed every move: only a ruling that ended the game stops here.
    if (!played.ok)
      return {
        ok: false,
        code: played.error.code,
        message: `${vi ? 'nước' : 'move'} ${written.length}: ${vi ? played.error.code : played.error.message}`,
      };
  }
  const tag = (name: string) => r.tags.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
  const w = INFO_WORDS[lang];
  const players = [
    tag('Red') && `${w.red} ${tag('Red')}`,
    tag('Black') && `${w.black} ${tag('Black')}`,
  ].filter(Boolean);
  const info = [
    `${w.kinds[r.kind]}${r.kind === 'pgn' ? `, ${w.games(r.games)}` : ''}`,
    r.notation ? `${w.notation} ${r.notation}` : undefined,
    w.plies(r.moves.length),
    ...players,
    r.result !== '*' ? `${w.result} ${r.result}` : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    ok: true,
    text: numbered(written, game.start.turn, game.start.fullmoves),
    fen: r.fen,
    moves: r.moves,
    info,
  };
}
