import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { findRealWorld } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import { parseCbl, parseCbr } from '../src/cbr';
import { writeCbl, writeCbr } from '../src/cbr-write';
import type { GameNode, GameRecord } from '../src/game';
import { gameTag } from '../src/game-ops';
import { comment } from '../src/movetext';
import { parsePgn, writePgn } from '../src/pgn';

// Opt-in (vitest.config.ts leaves it out otherwise):
// XQ_REAL_WORLD=1 npx vitest run packages/notation/test/cbr-real-world.test.ts
// Reads every file of shared/real-world/cbr (CCBridge records and libraries written by others,
// never copied here) and compares with its expected.json (vschess 2.6.6 and an independent
// decoder agree on every record; illegal lines checked with Fairy-Stockfish; see its SOURCES.md).

// `shared/real-world` beside the repository or above it; a missing set fails the reads below.
const DIR = join(findRealWorld(import.meta.dirname) ?? '/work/shared/real-world', 'cbr');
const FILES = 'abcdefghi';
const iccs = (m: { from: number; to: number }) =>
  `${FILES[m.from % 9]}${Math.floor(m.from / 9)}${FILES[m.to % 9]}${Math.floor(m.to / 9)}`;
const count = (line: readonly GameNode[], f: (n: GameNode) => number): number => {
  let n = 0;
  for (const node of line) {
    n += f(node);
    for (const v of node.variations) n += count(v, f);
  }
  return n;
};
const leaves = (line: readonly GameNode[]): number => {
  let n = line.length > 0 ? 1 : 0;
  for (const node of line) for (const v of node.variations) n += leaves(v);
  return n;
};

interface Want {
  kind: string;
  fen: string;
  main: string[];
  leaves: number;
  nodes: number;
  comments: number;
  result: string;
  game_comment_length?: number;
  illegal_lines?: { ply: number; moves: string[] }[];
  index_order?: number;
  index_state?: number;
  games?: Want[];
  name?: string;
  [k: string]: unknown;
}

/** The differences between a record read and what expected.json says of it. */
function compare(r: ReturnType<typeof parseCbr>, want: Want): string[] {
  if (!r.ok) {
    const line = r.error.line?.map(iccs).join(' ');
    const expected = want.illegal_lines?.some((l) => l.ply === r.error.ply && l.moves.join(' ') === line);
    return r.error.code === 'CBR_ILLEGAL' && expected ? [] : [`${r.error.code} ${r.error.message}`];
  }
  const g = r.value;
  const out: string[] = [];
  if (want.illegal_lines) out.push('an illegal move was read');
  const fen = g.fen.split(' ').slice(0, 2).join(' ');
  if (fen !== want.fen) out.push(`start ${fen}, expected ${want.fen}`);
  const main = g.moves.map((n) => iccs(n.move)).join(' ');
  if (main !== want.main.join(' ')) out.push(`main line ${main}, expected ${want.main.join(' ')}`);
  if (leaves(g.moves) !== want.leaves) out.push(`${leaves(g.moves)} lines, expected ${want.leaves}`);
  if (count(g.moves, () => 1) !== want.nodes)
    out.push(`${count(g.moves, () => 1)} moves, expected ${want.nodes}`);
  const comments = count(g.moves, (n) => (n.comments.length > 0 ? 1 : 0));
  if (comments !== want.comments) out.push(`${comments} comments, expected ${want.comments}`);
  for (const [key, tag] of [
    ['title', 'Title'],
    ['event', 'Event'],
    ['round', 'Round'],
    ['date', 'Date'],
    ['place', 'Site'],
    ['red', 'Red'],
    ['black', 'Black'],
  ] as const)
    if ((gameTag(g, tag) ?? '') !== want[key]) out.push(`${tag} ${gameTag(g, tag)}, expected ${want[key]}`);
  if (g.result !== want.result) out.push(`result ${g.result}, expected ${want.result}`);
  if ((g.comments[0] ?? '').length !== (want.game_comment_length ?? 0)) out.push('game comment length');
  return out;
}

/**
 * The differences after writing a game and reading it back; for a layout-2 record, also between
 * the move stream written and the one CCBridge wrote (`original`, from byte 2214 to its end).
 */
const roundTrip = (g: GameRecord, original?: Uint8Array): string[] => {
  const bytes = writeCbr(g);
  const back = parseCbr(bytes);
  const out = back.ok && isDeepStrictEqual(back.value, g) ? [] : ['read → write → read differs'];
  if (
    original !== undefined &&
    original[19] === 2 &&
    !isDeepStrictEqual(bytes.subarray(2214), withoutReserved(original))
  )
    out.push('the move stream written differs from the original');
  return out;
};

/** The move stream of a layout-2 record with the reserved byte of each record set to 0 (one file has 1s there). */
function withoutReserved(record: Uint8Array): Uint8Array {
  const s = record.slice(2214);
  for (let pos = 0; pos + 4 <= s.length; ) {
    s[pos + 1] = 0;
    const comment = s[pos]! & 4 ? 4 + (s[pos + 4]! | (s[pos + 5]! << 8) | (s[pos + 6]! << 16)) : 0;
    pos += 4 + comment;
  }
  return s;
}

const EMPTY_BOARD = '9/9/9/9/9/9/9/9/9/9 ';
let textOnly = 0;

/**
 * For a text-only record (an empty board, no moves): the differences after CBR → PGN → CBR. PGN
 * keeps the tags and the comments, a comment as the PGN writer can hold it (no `}`, no line
 * starting with `[`, no space at either end).
 */
function throughPgn(g: GameRecord): string[] {
  if (g.moves.length > 0 || !g.fen.startsWith(EMPTY_BOARD)) return [];
  textOnly++;
  const [pgn] = parsePgn(writePgn([g]));
  if (!pgn?.ok) return ['the PGN written is not read back'];
  const back = parseCbr(writeCbr(pgn.value));
  const comments = g.comments.map((c) => comment(c).slice(1, -1).trimStart());
  return back.ok && isDeepStrictEqual(back.value, { ...g, comments }) ? [] : ['CBR → PGN → CBR differs'];
}

const expected = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as Record<string, Want>;

describe('the real CBR and CBL files', () => {
  it.each(Object.entries(expected))('%s', (file, want) => {
    const bytes = new Uint8Array(readFileSync(join(DIR, file)));
    if (want.kind === 'cbl-legacy') {
      expect(parseCbl(bytes)).toMatchObject({ ok: false, error: { code: 'CBL_LEGACY_COMPRESSED' } });
      expect(parseCbr(bytes)).toMatchObject({ ok: false, error: { code: 'CBR_NOT_CBR' } });
      return;
    }
    if (want.kind !== 'cbl') {
      const r = parseCbr(bytes);
      expect(compare(r, want)).toEqual([]);
      if (r.ok) expect([...roundTrip(r.value, bytes), ...throughPgn(r.value)]).toEqual([]);
      return;
    }
    const lib = parseCbl(bytes);
    expect(lib.ok).toBe(true);
    if (!lib.ok) return;
    expect(lib.value.name).toBe(want.name);
    const games = want.games!;
    expect(lib.value.records.length).toBe(games.length);
    const problems = lib.value.records.flatMap((rec, i) => {
      const w = games[i]!;
      const original = bytes.subarray(w.offset as number, (w.offset as number) + (w.length as number));
      const p = [
        ...compare(rec.game, w),
        ...(rec.game.ok ? [...roundTrip(rec.game.value, original), ...throughPgn(rec.game.value)] : []),
      ];
      if (rec.order !== w.index_order || rec.state !== w.index_state) p.push('index entry');
      return p.map((x) => `record ${i}: ${x}`);
    });
    expect(problems).toEqual([]);
    // The library written again reads back the same games, in the same order.
    const good = lib.value.records.flatMap((r) => (r.game.ok ? [r.game.value] : []));
    const again = parseCbl(writeCbl(good, { name: lib.value.name }));
    expect(
      again.ok && again.value.records.every((r, i) => r.game.ok && isDeepStrictEqual(r.game.value, good[i])),
    ).toBe(true);
  });

  // Issue 24: every text-only record of the collection went through PGN and back (run after the files).
  it('reads and writes the 25 text-only records', () => {
    expect(textOnly).toBe(25);
  });
});
