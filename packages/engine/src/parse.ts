// Reading an engine's lines: `info` into a typed record, `bestmove` into its two moves, and the
// line splitter that keeps memory bounded whatever the engine prints. Moves stay text here: the
// dialect translates them (dialect.ts) and the driver checks them against the position.

/**
 * A score as the engine gave it, from the side to move: centipawns or mate in moves (negative:
 * the side to move is mated).
 * @example const s: Score = { cp: 35 };
 * @category Analysis
 */
export type Score =
  | {
      /** Centipawns. */
      readonly cp: number;
      /** Absent with centipawns. */
      readonly mate?: undefined;
    }
  | {
      /** Mate in this many moves (negative: the side to move is mated). */
      readonly mate: number;
      /** Absent with a mate. */
      readonly cp?: undefined;
    };

/**
 * One `info` line, read: every field the engine gave, moves as the engine wrote them. The fields
 * `Info` shares with it are declared here only (`Info` extends it, with the pv as moves).
 * @example parseInfo('info depth 3 score cp 20 pv h2e2')?.depth // 3
 */
export interface RawInfo {
  /** Search depth in plies. */
  readonly depth?: number;
  /** Selective depth. */
  readonly seldepth?: number;
  /** The line's rank in a multi-pv search. */
  readonly multipv?: number;
  /** The score, from the side to move. */
  readonly score?: Score;
  /** `lowerbound` or `upperbound` when the score is a bound. */
  readonly bound?: 'lowerbound' | 'upperbound';
  /** Win/draw/loss in per mille, from the side to move. */
  readonly wdl?: readonly [number, number, number];
  /** Nodes searched. */
  readonly nodes?: number;
  /** Nodes per second. */
  readonly nps?: number;
  /** Milliseconds searched. */
  readonly time?: number;
  /** Hash table fill, per mille. */
  readonly hashfull?: number;
  /** The move being searched, as text. */
  readonly currmove?: string;
  /** Its number among the moves searched. */
  readonly currmovenumber?: number;
  /** The principal variation, moves as text. */
  readonly pv?: readonly string[];
  /** The text after `string`. */
  readonly string?: string;
}

const INTEGER_FIELDS = new Set([
  'depth',
  'seldepth',
  'multipv',
  'nodes',
  'nps',
  'time',
  'hashfull',
  'currmovenumber',
  'tbhits',
  'cpuload',
]);
/** The words that end a pv (UCI's and UCCI's info fields). */
const FIELD_WORDS = new Set([
  ...INTEGER_FIELDS,
  'score',
  'wdl',
  'pv',
  'currmove',
  'string',
  'refutation',
  'currline',
]);
/** A move as any dialect writes it: two squares, ranks 0..10. */
const MOVE_TEXT = /^[a-i](?:10|[0-9])[a-i](?:10|[0-9])$/;
/** The most pv moves kept (an engine printing more is cut, not followed). */
export const MAX_PV = 256;

function int(word: string | undefined): number | undefined {
  if (word === undefined || !/^-?\d{1,15}$/.test(word)) return undefined;
  return Number(word);
}

/**
 * Reads an `info` line. Unknown or malformed fields are skipped, never thrown on.
 * @returns the fields read, or `undefined` when the line is not an `info` line.
 * @example parseInfo('info depth 5 score mate 1 pv h0h9')?.score // { mate: 1 }
 * @category Parsing
 */
export function parseInfo(line: string): RawInfo | undefined {
  if (typeof line !== 'string') return undefined;
  const words = line.trim().split(/\s+/);
  if (words[0] !== 'info') return undefined;
  const out: Record<string, unknown> = {};
  let i = 1;
  while (i < words.length) {
    const key = words[i]!;
    i++;
    if (INTEGER_FIELDS.has(key)) {
      const n = int(words[i]);
      if (n !== undefined) {
        if (key !== 'tbhits' && key !== 'cpuload' && n >= 0) out[key] = n;
        i++;
      }
    } else if (key === 'score') {
      // UCI writes `score cp N` or `score mate N`; UCCI writes `score N` (centipawns).
      const bare = int(words[i]);
      const kind = bare === undefined ? words[i] : 'cp';
      const n = bare ?? int(words[i + 1]);
      if ((kind === 'cp' || kind === 'mate') && n !== undefined) {
        out.score = kind === 'cp' ? { cp: n } : { mate: n };
        i += bare === undefined ? 2 : 1;
        const b = words[i];
        if (b === 'lowerbound' || b === 'upperbound') {
          out.bound = b;
          i++;
        }
      }
    } else if (key === 'wdl') {
      const w = int(words[i]);
      const d = int(words[i + 1]);
      const l = int(words[i + 2]);
      if (w !== undefined && d !== undefined && l !== undefined && w >= 0 && d >= 0 && l >= 0) {
        out.wdl = [w, d, l];
        i += 3;
      }
    } else if (key === 'currmove') {
      const m = words[i];
      if (m !== undefined && MOVE_TEXT.test(m)) {
        out.currmove = m;
        i++;
      }
    } else if (key === 'pv') {
      const pv: string[] = [];
      while (i < words.length && !FIELD_WORDS.has(words[i]!)) {
        const m = words[i]!;
        i++;
        if (!MOVE_TEXT.test(m)) break;
        if (pv.length < MAX_PV) pv.push(m);
      }
      out.pv = pv;
    } else if (key === 'string') {
      out.string = words.slice(i).join(' ');
      break;
    }
  }
  return out as RawInfo;
}

/**
 * A `bestmove` line, read.
 * @example parseBestMove('bestmove h2e2 ponder h9g7') // { move: 'h2e2', ponder: 'h9g7' }
 * @category Parsing
 */
export interface RawBestMove {
  /** The move as text, `null` for `(none)`, `none`, `0000` or a missing move (no legal move). */
  readonly move: string | null;
  /** The reply the engine expects, as text. */
  readonly ponder?: string;
}

/**
 * Reads a `bestmove` line (and UCCI's `nobestmove`).
 * @returns the move and ponder move, or `undefined` when the line is not one.
 * @example parseBestMove('nobestmove') // { move: null }
 * @category Parsing
 */
export function parseBestMove(line: string): RawBestMove | undefined {
  if (typeof line !== 'string') return undefined;
  const words = line.trim().split(/\s+/);
  if (words[0] === 'nobestmove') return { move: null };
  if (words[0] !== 'bestmove') return undefined;
  const m = words[1];
  const move = m === undefined || m === '(none)' || m === 'none' || m === '0000' ? null : m;
  const p = words[2] === 'ponder' ? words[3] : undefined;
  return p !== undefined && MOVE_TEXT.test(p) ? { move, ponder: p } : { move };
}

/**
 * Splits a stream of text chunks into lines with bounded memory: a line longer than
 * `maxLine` characters is cut there (the rest until its newline dropped) and reported, and
 * at most `maxLines` complete lines wait for the reader.
 * @example
 * const s = new LineSplitter(80, 10);
 * s.push('uciok\nreadyok\npartial');
 * s.take(); // 'uciok'
 * @category Parsing
 */
export class LineSplitter {
  private partial = '';
  private dropping = false;
  private readonly lines: string[] = [];
  private head = 0;
  /** Lines cut because they were too long. */
  cut = 0;
  /** Lines dropped because the reader was too slow (more than `maxLines` waiting). */
  dropped = 0;

  /**
   * @throws RangeError when a bound is not a positive integer.
   */
  constructor(
    /** The longest line kept, in characters. */
    readonly maxLine = 4096,
    /** The most complete lines kept waiting. */
    readonly maxLines = 1024,
  ) {
    if (!Number.isInteger(maxLine) || maxLine < 1)
      throw new RangeError('LineSplitter: maxLine must be a positive integer');
    if (!Number.isInteger(maxLines) || maxLines < 1)
      throw new RangeError('LineSplitter: maxLines must be a positive integer');
  }

  /**
   * Adds a chunk of text (any length; at most `maxLine` characters of it are kept unfinished).
   * With `each`, every complete line goes to it at once, in order, and none waits: a reader that
   * takes each line as it comes loses none, however many lines one chunk holds.
   */
  push(chunk: string, each?: (line: string) => void): void {
    let start = 0;
    while (start <= chunk.length) {
      const nl = chunk.indexOf('\n', start);
      const end = nl < 0 ? chunk.length : nl;
      if (!this.dropping) {
        const room = this.maxLine - this.partial.length;
        if (end - start > room) {
          this.partial += chunk.slice(start, start + room);
          this.dropping = true;
          this.cut++;
        } else this.partial += chunk.slice(start, end);
      }
      if (nl < 0) break;
      const line = this.partial.endsWith('\r') ? this.partial.slice(0, -1) : this.partial;
      this.partial = '';
      this.dropping = false;
      start = nl + 1;
      if (each) each(line);
      else this.emit(line);
    }
  }

  /**
   * Ends the stream: an unfinished last line (text after the last newline) becomes a line, given
   * to `each` or left waiting like the others.
   */
  flush(each?: (line: string) => void): void {
    if (this.partial === '' && !this.dropping) return;
    const line = this.partial.endsWith('\r') ? this.partial.slice(0, -1) : this.partial;
    this.partial = '';
    this.dropping = false;
    if (each) each(line);
    else this.emit(line);
  }

  private emit(line: string): void {
    if (this.lines.length - this.head >= this.maxLines) {
      this.dropped++;
      return;
    }
    this.lines.push(line);
  }

  /** The next complete line, or `undefined`. */
  take(): string | undefined {
    if (this.head >= this.lines.length) return undefined;
    const line = this.lines[this.head]!;
    this.head++;
    if (this.head > 1024 && this.head * 2 > this.lines.length) {
      this.lines.splice(0, this.head);
      this.head = 0;
    }
    return line;
  }

  /** How many complete lines wait. */
  get size(): number {
    return this.lines.length - this.head;
  }
}
