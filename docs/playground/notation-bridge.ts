import { formatUci, type Move, notation, type Position, parseUci, type Result } from './deps';

/** A way to write and read moves in the playground. */
export interface MoveCodec {
  readonly id: string;
  readonly label: string;
  /** Its name in Vietnamese, for the page in Tiếng Việt. */
  readonly labelVi: string;
  readonly format: (position: Position, move: Move) => string;
  readonly parse: (position: Position, text: string) => Result<Move, { readonly message: string }>;
}

type FormatMove = (position: Position, move: Move, notation: string) => string;
type ParseMove = (position: Position, text: string, notation: string) => Result<Move, { message: string }>;

// @xq/notation is written in parallel with this page: use its `formatMove`/`parseMove` only
// when it exports them, and fall back to the coordinate formats of @xq/core otherwise.
const api = notation as unknown as Record<string, unknown>;
const formatMove = typeof api.formatMove === 'function' ? (api.formatMove as FormatMove) : undefined;
const parseMove = typeof api.parseMove === 'function' ? (api.parseMove as ParseMove) : undefined;
const names: readonly string[] = Array.isArray(api.NOTATIONS) ? (api.NOTATIONS as string[]) : [];

const LABELS: Record<string, string> = {
  vi: 'Vietnamese (P2-5)',
  'vi-long': 'Vietnamese, long (Pháo 2 bình 5)',
  asian: 'Asian (P2=5)',
  coord: 'Coordinate (Phe2)',
  wxf: 'WXF (C2.5)',
  chinese: 'Chinese (炮二平五)',
  iccs: 'ICCS (H2-E2)',
  ucci: 'UCCI (h2e2)',
  fsf: 'Fairy-Stockfish (h3e3)',
};

/** The notations' names in Vietnamese (Điều 11 is the law's own). */
const LABELS_VI: Record<string, string> = {
  vi: 'Việt Nam, Điều 11 (P2-5)',
  'vi-long': 'Việt Nam, đủ chữ (Pháo 2 bình 5)',
  asian: 'châu Á, AXF (P2=5)',
  coord: 'theo tọa độ (Phe2)',
  wxf: 'WXF (C2.5)',
  chinese: 'chữ Hán (炮二平五)',
  iccs: 'ICCS (H2-E2)',
  ucci: 'UCCI (h2e2)',
  fsf: 'Fairy-Stockfish (h3e3)',
};

const mustBeLegal = (position: Position, move: Result<Move, { message: string }>) =>
  move.ok && !position.isLegal(move.value)
    ? ({ ok: false, error: { message: 'not a legal move here' } } as const)
    : move;

const CORE_CODECS: readonly MoveCodec[] = [
  {
    id: 'ucci',
    label: LABELS.ucci!,
    labelVi: LABELS_VI.ucci!,
    format: (_p, m) => formatUci(m),
    parse: (p, t) => mustBeLegal(p, parseUci(t)),
  },
  {
    id: 'iccs',
    label: LABELS.iccs!,
    labelVi: LABELS_VI.iccs!,
    format: (_p, m) => {
      const u = formatUci(m).toUpperCase();
      return `${u.slice(0, 2)}-${u.slice(2)}`;
    },
    parse: (p, t) => mustBeLegal(p, parseUci(t)),
  },
  {
    id: 'fsf',
    label: LABELS.fsf!,
    labelVi: LABELS_VI.fsf!,
    format: (_p, m) => notation.formatFsfMove(m),
    parse: (p, t) => mustBeLegal(p, notation.parseFsfMove(t)),
  },
];

function packageCodec(id: string, format: FormatMove, parse: ParseMove): MoveCodec {
  return {
    id,
    label: LABELS[id] ?? id,
    labelVi: LABELS_VI[id] ?? LABELS[id] ?? id,
    format: (p, m) => format(p, m, id),
    parse: (p, t) => {
      try {
        return parse(p, t, id);
      } catch (e) {
        return { ok: false, error: { message: String(e) } };
      }
    },
  };
}

/** True when @xq/notation provides its writers and readers (else only coordinates are offered). */
export const hasNotationPackage = formatMove !== undefined && parseMove !== undefined && names.length > 0;

/** Every notation the playground can write and read, the human ones first when available. */
export const CODECS: readonly MoveCodec[] = hasNotationPackage
  ? names.map((id) => packageCodec(id, formatMove!, parseMove!))
  : CORE_CODECS;

/** The codec with this id, or the first one. */
export function codec(id: string): MoveCodec {
  return CODECS.find((c) => c.id === id) ?? CODECS[0]!;
}
