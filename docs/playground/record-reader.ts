import { INITIAL_FEN, type Move, notation, Position } from './deps';

/** The kinds of record the converter reads: by their text, or by the bytes of a file (XQF, CBR). */
export type RecordKind = 'pgn' | 'dhtmlxq' | 'movetext' | 'xqf' | 'cbr';

/** A record read by {@link readRecord}: its start, its main line and what it says about itself. */
export interface RecordRead {
  readonly kind: RecordKind;
  /** The notation the moves were written in (PGN and movetext; DhtmlXQ writes digits). */
  readonly notation: string | undefined;
  /** The start position's FEN. */
  readonly fen: string;
  /** The main line. */
  readonly moves: readonly Move[];
  /** The tags, in their order (PGN tag names; DhtmlXQ's are mapped to them). */
  readonly tags: readonly (readonly [string, string])[];
  /** `1-0`, `0-1`, `1/2-1/2` or `*`. */
  readonly result: string;
  /** How many games the text holds (a PGN file may hold several: the first is read). */
  readonly games: number;
}

/** Why a record was not read: the typed error of the @xq/notation reader that refused it. */
export interface RecordError {
  readonly code: string;
  readonly message: string;
}

/** The kind of record a text is: DhtmlXQ by its tag, PGN by a tag line, else movetext. */
export function recordKind(text: string): RecordKind {
  if (/\[DhtmlXQ/i.test(text)) return 'dhtmlxq';
  return notation.isPgn(text) ? 'pgn' : 'movetext';
}

const FEN_TAG = /^\s*\[\s*FEN\s/im;

/**
 * Reads a pasted record with @xq/notation: a DhtmlXQ text (`parseDhtmlXQ`), a PGN file
 * (`parsePgn`, its first game) or bare movetext, whose notation is detected for the whole record
 * (`detectNotation`) and which starts from `fen` (the initial position when empty). Never throws:
 * a record that cannot be read gives the reader's error, code and message.
 */
export function readRecord(
  text: string,
  fen = '',
): { ok: true; value: RecordRead } | { ok: false; error: RecordError } {
  const kind = recordKind(text);
  if (kind === 'dhtmlxq') {
    const r = notation.parseDhtmlXQ(text);
    if (!r.ok) return { ok: false, error: { code: r.error.code, message: r.error.message } };
    return { ok: true, value: summary('dhtmlxq', undefined, r.value, 1) };
  }
  const startFen = fen.trim() || INITIAL_FEN;
  let chosen: string | undefined;
  let source = text;
  if (kind === 'movetext') {
    const start = Position.fromFen(startFen);
    if (!start.ok)
      return {
        ok: false,
        error: { code: start.error.code, message: `start position: ${start.error.message}` },
      };
    const detected = notation.detectNotation(text, start.value);
    if (!detected.ok)
      return { ok: false, error: { code: detected.error.code, message: detected.error.message } };
    chosen = detected.value.notation;
    source = `[FEN "${startFen}"]\n\n${text}`;
  } else if (fen.trim() !== '' && !FEN_TAG.test(text)) {
    source = `[FEN "${startFen}"]\n${text}`;
  }
  const games = notation.parsePgn(
    source,
    chosen === undefined ? {} : { notation: chosen as notation.Notation },
  );
  const first = games[0];
  if (!first) return { ok: false, error: { code: 'NOTATION_EMPTY', message: 'no game in the text' } };
  if (!first.ok) return { ok: false, error: { code: first.error.code, message: first.error.message } };
  const tags = kind === 'movetext' ? first.value.tags.filter(([k]) => k !== 'FEN') : first.value.tags;
  const format = notation.gameTag(first.value, 'Format');
  const written = chosen ?? (format === undefined ? undefined : notation.notationOfFormatTag(format));
  return { ok: true, value: { ...summary(kind, written, first.value, games.length), tags } };
}

function summary(
  kind: RecordKind,
  written: string | undefined,
  game: notation.GameRecord,
  games: number,
): RecordRead {
  return {
    kind,
    notation: written,
    fen: game.fen,
    moves: notation.mainLine(game),
    tags: game.tags,
    result: game.result,
    games,
  };
}

/**
 * Reads the bytes of a record file: XQF (XQStudio) and CBR (CCBridge) by their first bytes
 * (`detectRecordFormat`, then `parseXqf` or `parseCbr`), any other file as text in its encoding
 * (`decodeText`: UTF-8, GBK or Big5), then as {@link readRecord} reads a pasted text. `text` is
 * that decoded text (empty for a binary record). Never throws.
 */
export function readRecordFile(
  bytes: Uint8Array,
  fen = '',
): { text: string; read: { ok: true; value: RecordRead } | { ok: false; error: RecordError } } {
  const format = notation.detectRecordFormat(bytes);
  if (format === 'xqf' || format === 'cbr') {
    const r = format === 'xqf' ? notation.parseXqf(bytes) : notation.parseCbr(bytes);
    return {
      text: '',
      read: r.ok
        ? { ok: true, value: summary(format, undefined, r.value, 1) }
        : { ok: false, error: { code: r.error.code, message: r.error.message } },
    };
  }
  if (format !== undefined)
    return {
      text: '',
      read: {
        ok: false,
        error: {
          code: 'RECORD_LIBRARY',
          message: `a ${format} library holds many games: open one record (.cbr, .xqf, .pgn)`,
        },
      },
    };
  const text = notation.decodeText(bytes);
  return { text, read: readRecord(text, fen) };
}
