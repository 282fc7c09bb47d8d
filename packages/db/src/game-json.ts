// A game row as one JSON array, the form the engines' bulk inserts parse (json_each in SQLite,
// jsonb_array_elements in PostgreSQL): id, digest halves, fen, moves in hex, plies, result, the
// searched tags, every tag as JSON text, source, record, note.
import type { StoredGameRow } from './storage';

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Bytes as lowercase hex. @internal */
export function hex(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i++) s += HEX[bytes[i]!];
  return s;
}

/** The JSON array of one game row. @internal */
export function gameJson(g: StoredGameRow): string {
  return JSON.stringify([
    g.id,
    g.digestHi,
    g.digestLo,
    g.fen,
    hex(g.moves),
    g.moves.length / 2,
    g.result,
    g.red,
    g.black,
    g.event,
    g.date,
    g.opening,
    JSON.stringify(g.tags),
    g.source,
    g.record,
    g.note,
  ]);
}
