// A record refused at a move hands back its legal part (issue 44: "a record's legal part is kept
// and marked"): XQF, CBR/CBL and DhtmlXQ readers set `error.legal`, not enumerable, as the PGN
// reader sets `error.moves`. Records written by this package's writers, one move turned into a
// move to its own square (never legal) at the byte where the format stores it.
import { fc, test } from '@fast-check/vitest';
import { Position } from '@xq/core';
import { playout } from '@xq/test-utils';
import { describe, expect } from 'vitest';
import { playoutPosition } from './arbitraries.test-util';
import { parseCbl, parseCbr, readCbrRecord } from './cbr';
import { writeCbl, writeCbr } from './cbr-write';
import { formatDhtmlXQ, parseDhtmlXQ } from './dhtmlxq';
import type { GameRecord } from './game';
import { gameOf, mainLine } from './game-ops';
import { parseXqf, writeXqf } from './xqf';

/** A game of 1..40 legal plies from a random playout position, with a few tags and a result. */
const arbGame = fc
  .record({
    start: playoutPosition(30),
    choices: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
    red: fc.string({ maxLength: 8 }).map((s) => s.replace(/[[\]|\0]/gu, '').trim()),
    result: fc.constantFrom('*', '1-0', '0-1', '1/2-1/2'),
  })
  .map(({ start, choices, red, result }) => {
    const [placement, turn, , , , full] = start.fen().split(' ');
    const fen = `${placement} ${turn} - - 0 ${full}`;
    return gameOf(playout(fen, choices).moves, { fen, result, tags: red === '' ? [] : [['Red', red]] });
  })
  .filter((g) => g.moves.length > 0);

type Reader = (bytes: Uint8Array) => ReturnType<typeof parseCbr> | ReturnType<typeof parseXqf>;
/** A format: how it writes a game, how it reads it, and how ply `k` becomes a move to its own square. */
interface Format {
  readonly code: string;
  readonly write: (g: GameRecord) => Uint8Array;
  readonly read: Reader | ((bytes: Uint8Array) => ReturnType<typeof parseDhtmlXQ>);
  readonly spoil: (bytes: Uint8Array, k: number) => Uint8Array;
}
const te = new TextEncoder();
const td = new TextDecoder();
const FORMATS: Record<string, Format> = {
  // Version 10: the body is plain, 8 bytes a record (move, flag, comment length), the first the game's.
  xqf: {
    code: 'XQF_ILLEGAL',
    write: (g) => writeXqf(g, { version: 10 }),
    read: parseXqf,
    spoil: (b, k) => {
      b[1024 + 8 * k + 1] = b[1024 + 8 * k]! - 24 + 32;
      return b;
    },
  },
  // Layout 2: the opening record at 2214, then 4 bytes a move (flags, 0, from, to).
  cbr: {
    code: 'CBR_ILLEGAL',
    write: (g) => writeCbr(g),
    read: parseCbr,
    spoil: (b, k) => {
      b[2214 + 4 * k + 3] = b[2214 + 4 * k + 2]!;
      return b;
    },
  },
  // `_movelist`: four digits a move, the destination's two after the origin's.
  dhtmlxq: {
    code: 'DHTMLXQ_ILLEGAL',
    write: (g) => te.encode(formatDhtmlXQ(g)),
    read: (b) => parseDhtmlXQ(td.decode(b)),
    spoil: (b, k) => {
      const text = td.decode(b);
      const at = text.indexOf('[DhtmlXQ_movelist]') + 18 + 4 * (k - 1);
      return te.encode(`${text.slice(0, at + 2)}${text.slice(at, at + 2)}${text.slice(at + 4)}`);
    },
  },
};

/** The legal part a reader handed back, or undefined. */
const legalOf = (r: { ok: boolean; error?: unknown }): GameRecord | undefined =>
  r.ok ? undefined : (r.error as { legal?: GameRecord }).legal;

/** True when every move of the main line is legal from the start. */
function replays(g: GameRecord): boolean {
  const p = Position.fromFen(g.fen, { mode: 'lenient' });
  if (!p.ok) return g.moves.length === 0;
  let pos = p.value;
  for (const m of mainLine(g)) {
    if (!pos.isLegal(m)) return false;
    pos = pos.play(m);
  }
  return true;
}

describe.each(Object.keys(FORMATS))('%s: a record refused at a move', (name) => {
  const f = FORMATS[name]!;
  test.prop([arbGame, fc.nat()], { numRuns: 60 })(
    'hands back its tags, start, comments and the main line before the refused move, outside JSON',
    (game, at) => {
      const bytes = f.write(game);
      const whole = f.read(bytes);
      // What the writer wrote still reads back.
      if (!whole.ok) throw new Error(whole.error.message);
      expect(mainLine(whole.value)).toEqual(mainLine(game));
      const k = 1 + (at % game.moves.length);
      const spoilt = f.spoil(bytes.slice(), k);
      const r = f.read(spoilt);
      expect(r).toMatchObject({ ok: false, error: { code: f.code, ply: k } });
      const legal = legalOf(r);
      expect(legal).toEqual({ ...whole.value, moves: whole.value.moves.slice(0, k - 1) });
      expect(Object.keys(r.ok ? {} : r.error)).not.toContain('legal');
      expect(JSON.stringify(r)).not.toContain('"legal"');
    },
  );

  test.prop([arbGame, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 })], {
    numRuns: 60,
  })('fuzzed bytes: a legal part is only on a refused move, ends before it and replays', (game, noise) => {
    const bytes = f.write(game);
    for (const [i, v] of noise) bytes[i % bytes.length] = v;
    const r = f.read(bytes);
    const legal = legalOf(r);
    if (r.ok || r.error.code !== f.code) {
      expect(legal).toBeUndefined();
      return;
    }
    expect(legal).toBeDefined();
    expect(legal!.moves.length).toBeLessThanOrEqual((r.error.ply ?? 1) - 1);
    expect(mainLine(legal!).length).toBe(legal!.moves.length);
    expect(replays(legal!)).toBe(true);
  });
});

describe('a CBL library', () => {
  test.prop([fc.array(arbGame, { minLength: 1, maxLength: 4 }), fc.nat(), fc.nat()], { numRuns: 30 })(
    'a record refused at a move hands back its legal part; the others read as written',
    (games, which, at) => {
      const lib = writeCbl(games, { name: 'legal' });
      const i = which % games.length;
      const k = 1 + (at % games[i]!.moves.length);
      // The i-th "CCBridge Record" in the library (the name, as UTF-16, never holds it).
      let start = -1;
      for (let n = 0; n <= i; n++) start = indexOf(lib, te.encode('CCBridge Record'), start + 1);
      const whole = readCbrRecord(lib, start, lib.length);
      if (!whole.ok) throw new Error(whole.error.message);
      lib[start + 2214 + 4 * k + 3] = lib[start + 2214 + 4 * k + 2]!;
      const read = parseCbl(lib);
      if (!read.ok) throw new Error(read.error.message);
      read.value.records.forEach((rec, n) => {
        if (n !== i) {
          expect(rec.game.ok && mainLine(rec.game.value)).toEqual(mainLine(games[n]!));
          return;
        }
        expect(rec.game).toMatchObject({ ok: false, error: { code: 'CBR_ILLEGAL', ply: k } });
        expect(legalOf(rec.game)).toEqual({ ...whole.value, moves: whole.value.moves.slice(0, k - 1) });
      });
    },
  );
});

/** The first index of `needle` in `hay` from `from`, or -1. */
function indexOf(hay: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = from; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
