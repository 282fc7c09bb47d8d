// CBR and CBL readers against hostile bytes (issue 43): every cut of a real record, any byte
// changed, counts and lengths at their largest, objects that only pose as bytes. Each answer is a
// typed error (or a game), never a throw; reading never recurses (the tree is a stream).
import { Position } from '@xq/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CBL_LAYOUT, parseCbl, parseCbr } from './cbr';
import { writeCbl, writeCbr } from './cbr-write';
import { convertPgn } from './convert';
import { decodeText } from './encoding';
import type { GameNode, GameRecord } from './game';
import { gameOf } from './game-ops';
import { parsePgn } from './pgn';
import { detectRecordFormat } from './record-format';
import { parseXqf } from './xqf';

const CBR_CODES = new Set([
  'CBR_NOT_CBR',
  'CBR_MALFORMED',
  'CBR_UNSUPPORTED',
  'CBR_BAD_POSITION',
  'CBR_ILLEGAL',
]);
const CBL_CODES = new Set(['CBL_NOT_CBL', 'CBL_LEGACY_COMPRESSED', 'CBL_MALFORMED']);

/** A game with a comment, a variation and a comment in it. */
function sample(): GameRecord {
  const g = gameOf([
    { from: 25, to: 22 },
    { from: 88, to: 69 },
    { from: 1, to: 20 },
  ]);
  const alt: GameNode = { move: { from: 88, to: 71 }, comments: ['biến'], nags: [], variations: [] };
  const second = g.moves[1]!;
  return {
    ...g,
    comments: ['ván mẫu'],
    moves: [g.moves[0]!, { ...second, comments: ['mã'], variations: [[alt]] }, g.moves[2]!],
  };
}
const CBR = writeCbr(sample());
const CBL = writeCbl([sample(), sample()], { name: 'thư viện' });

function cbrAnswer(bytes: unknown): void {
  let r: ReturnType<typeof parseCbr>;
  try {
    r = parseCbr(bytes as Uint8Array);
  } catch (e) {
    expect.fail(`parseCbr threw ${String(e)}`);
  }
  if (!r.ok) expect(CBR_CODES.has(r.error.code), r.error.code).toBe(true);
}
function cblAnswer(bytes: unknown): void {
  let r: ReturnType<typeof parseCbl>;
  try {
    r = parseCbl(bytes as Uint8Array);
  } catch (e) {
    expect.fail(`parseCbl threw ${String(e)}`);
  }
  if (!r.ok) expect(CBL_CODES.has(r.error.code), r.error.code).toBe(true);
  else
    for (const rec of r.value.records)
      if (!rec.game.ok) expect(CBR_CODES.has(rec.game.error.code)).toBe(true);
}

describe('CBR and CBL readers against hostile bytes', () => {
  it('the sample reads back whole', () => {
    const r = parseCbr(CBR);
    expect(r.ok && r.value.moves[1]!.variations.length).toBe(1);
    const l = parseCbl(CBL);
    expect(l.ok && l.value.records.map((x) => x.game.ok)).toEqual([true, true]);
  });

  it('every cut of a record and of a library: a typed error, never a throw', () => {
    for (let n = 0; n < CBR.length; n++) {
      const r = parseCbr(CBR.subarray(0, n));
      expect(r.ok ? 'ok' : CBR_CODES.has(r.error.code), `cut at ${n}`).toBe(r.ok ? 'ok' : true);
    }
    for (let n = 0; n < CBL.length; n += 97) cblAnswer(CBL.subarray(0, n));
  });

  it('any bytes changed: a typed error or a game, never a throw', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (edits, library) => {
          const bytes = (library ? CBL : CBR).slice();
          for (const [at, b] of edits) bytes[(library ? 66_000 + at : at) % bytes.length] = b;
          if (library) cblAnswer(bytes);
          else cbrAnswer(bytes);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts and lengths at their largest: refused quickly, nothing allocated for them', () => {
    // The game comment's length (right after the opening record) at 2^32 - 1.
    const cbr = CBR.slice();
    const moves = cbr.indexOf(0xff, 1000); // not relied upon: every u32 below is tried
    expect(moves).toBeGreaterThanOrEqual(-1);
    for (let at = 20; at + 4 <= cbr.length; at += 1) {
      const b = cbr.slice();
      b[at] = 0xff;
      b[at + 1] = 0xff;
      b[at + 2] = 0xff;
      b[at + 3] = 0xff;
      cbrAnswer(b);
    }
    // A library whose index claims 2^32 - 1 entries, or a record of 2^32 - 1 slots.
    const slots = CBL.slice();
    new DataView(slots.buffer).setUint32(CBL_LAYOUT.slots, 0xffffffff, true);
    expect(parseCbl(slots)).toMatchObject({ ok: false, error: { code: 'CBL_MALFORMED' } });
    const used = CBL.slice();
    new DataView(used.buffer).setUint32(CBL_LAYOUT.index + 8, 0xffffffff, true);
    cblAnswer(used);
  });

  it('a variation tree 50,000 deep reads without recursion', () => {
    // Each variation replaces the last move of the one before: h2e2 (h2d2 (h2f2 …)), back and forth.
    let inner: GameNode = { move: { from: 25, to: 22 }, comments: [], nags: [], variations: [] };
    const alts = [
      { from: 25, to: 21 },
      { from: 25, to: 23 },
    ];
    for (let i = 0; i < 50_000; i++)
      inner = { move: alts[i % 2]!, comments: [], nags: [], variations: [[inner]] };
    const game: GameRecord = { ...gameOf([]), moves: [inner] };
    const r = parseCbr(writeCbr(game));
    expect(r.ok).toBe(true);
  });

  it('objects that only pose as bytes: a typed error, never a throw', () => {
    const throwing = new Proxy(CBR, {
      get(target, key) {
        if (typeof key === 'string' && /^\d+$/u.test(key)) throw new Error('no bytes here');
        const v = Reflect.get(target, key, target);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    class Lying extends Uint8Array {
      override get length(): number {
        throw new Error('no length');
      }
    }
    const lying = new Lying(CBR);
    for (const x of [throwing, lying, null, undefined, 'CCBridge Record', [1, 2, 3], { length: 1e9 }, 5]) {
      cbrAnswer(x);
      cblAnswer(x);
    }
    // The other readers of bytes: a proxy is refused with their documented TypeError, never the
    // proxy's own error; a subclass with a lying getter is read as the bytes it holds.
    const readers = (x: Uint8Array) => [
      () => parseXqf(x),
      () => decodeText(x),
      () => parsePgn(x),
      () => convertPgn(x, { to: 'vi' }),
    ];
    for (const read of readers(throwing)) expect(read).toThrow(TypeError);
    for (const read of readers(lying)) expect(read).not.toThrow();
    expect(detectRecordFormat(throwing)).toBeUndefined();
    expect(detectRecordFormat(lying)).toBe('cbr');
    expect(parseCbr(lying).ok).toBe(true);
    // A Node Buffer is bytes.
    expect(parseCbr(Buffer.from(CBR)).ok).toBe(true);
    expect(Position.initial().fen()).toContain('rnbakabnr');
  });
});
