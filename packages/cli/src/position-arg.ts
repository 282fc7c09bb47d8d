import { INITIAL_FEN, Position } from '@xq/core';
import { errorLine } from './messages-vi';
import type { Lang } from './words';

/**
 * Reads `--fen` (default: the start position) into a position, or an error: a line for the
 * user (`error CODE message`, in Vietnamese `lỗi CODE …`) and the error itself for `--json`.
 */
export function positionFromArg(
  fen: string | true | undefined,
  lang: Lang = 'en',
): { ok: true; value: Position } | { ok: false; error: string; detail: { code: string; message: string } } {
  const text = typeof fen === 'string' ? fen : INITIAL_FEN;
  const r = Position.fromFen(text);
  if (r.ok) return r;
  return {
    ok: false,
    error: errorLine(r.error, lang),
    detail: { code: r.error.code, message: r.error.message },
  };
}
