import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatUci, Game, Position } from '@xq/core';
import { describe, expect, it } from 'vitest';
import type { Engine } from './engine';
import type { EngineOptions } from './engine-types';
import { openEngine } from './open';

const FAKE = fileURLToPath(new URL('../test/fake-engine.mjs', import.meta.url));
const fake = (mode: string, dialect = 'ucci', options: EngineOptions = {}) =>
  openEngine(`node ${JSON.stringify(FAKE)} ${mode} ${dialect}`, {
    handshakeMs: 3000,
    graceMs: 300,
    ...options,
  });

async function opened(mode: string, dialect = 'ucci', options: EngineOptions = {}): Promise<Engine> {
  const e = await fake(mode, dialect, options);
  if (!e.ok) throw new Error(e.error.message);
  return e.value;
}

// A perpetual check: the red rook checks on rank 9 and rank 8 in turn while the black king steps
// between e9 and e8. After a8a9 e9e8 a9a8 e8e9, red's a8a9 would bring the position back a
// second time by a check that never stops.
// Điều 24 / 7.1g: "Bên vi phạm luật cấm (chiếu mãi …) bị xử thua" — the side that keeps up a
// perpetual check is judged the loser, so the driver never lets an engine play into it.
const PERPETUAL = { fen: '4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1', moves: ['a8a9', 'e9e8', 'a9a8', 'e8e9'] };
const perpetualGame = () => {
  const g = Game.replay(PERPETUAL.fen, PERPETUAL.moves);
  if (!g.ok) throw new Error('bad fixture');
  return g.value;
};

describe('Engine against the fake engine', () => {
  it.each([
    ['ucci', 'ucci', 'h2e2 h9g7'],
    ['uci', 'uci', 'h2e2 h9g7'],
    ['fairy', 'uci-fairy', 'h3e3 h10g8'],
  ])('finds the dialect %s by the handshake and translates its moves', async (fakeDialect, dialect, line) => {
    const e = await opened('good', fakeDialect, { options: { Line: line } });
    expect(e.dialect).toBe(dialect);
    const a = await e.analyse(Position.initial(), { depth: 2 });
    await e.quit();
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(formatUci(a.value.bestmove!)).toBe('h2e2');
    expect(a.value.ponder && formatUci(a.value.ponder)).toBe('h9g7');
    const info = a.value.infos[0]!;
    expect(info.pv.map(formatUci)).toEqual(['h2e2', 'h9g7']);
    expect(info).toMatchObject({
      depth: 2,
      seldepth: 3,
      score: { cp: 15 },
      redScore: { cp: 15 },
      wdl: [400, 300, 300],
    });
  });

  it('gives the score from red when black is to move', async () => {
    const e = await opened('good', 'uci', { options: { Line: 'h9g7' } });
    const g = Game.replay(Position.initial(), ['h2e2']);
    const a = g.ok ? await e.analyse(g.value, { depth: 2 }) : undefined;
    await e.quit();
    expect(a?.ok && a.value.infos[0]).toMatchObject({ score: { cp: 15 }, redScore: { cp: -15 } });
  });

  it('cuts a pv where it stops being legal and says where', async () => {
    const e = await opened('good', 'uci', { options: { Line: 'h2e2 h9g7 a0a9 b0c2' } });
    const a = await e.analyse(Position.initial(), { depth: 2 });
    await e.quit();
    expect(a.ok && a.value.infos[0]?.pvCut).toEqual({ index: 2, text: 'a0a9' });
    expect(a.ok && a.value.infos[0]?.pv.length).toBe(2);
  });

  it('iterates the infos of a running search', async () => {
    const e = await opened('good');
    const run = e.analysis(Position.initial(), { depth: 2 });
    const depths: (number | undefined)[] = [];
    for await (const info of run) depths.push(info.depth);
    const r = await run.result;
    await e.quit();
    expect(depths).toEqual([1, 2]);
    expect(r.ok).toBe(true);
  });

  it('bans the perpetual check with banmoves in UCCI: an engine insisting once is refused and asked again', async () => {
    const e = await opened('insist', 'ucci', { options: { Line: 'a8a9 a8b8' } });
    const a = await e.analyse(perpetualGame(), { depth: 2 });
    await e.quit();
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(a.value.banned.map(formatUci)).toEqual(['a8a9']);
    expect(a.value.refused.map(formatUci)).toEqual(['a8a9']);
    expect(formatUci(a.value.bestmove!)).not.toBe('a8a9');
  });

  it('bans with go searchmoves in UCI', async () => {
    const e = await opened('good', 'uci', { options: { Line: 'a8a9 e9e8' } });
    const a = await e.analyse(perpetualGame(), { depth: 2 });
    await e.quit();
    expect(a.ok && a.value.refused).toEqual([]);
    expect(a.ok && formatUci(a.value.bestmove!)).not.toBe('a8a9');
  });

  it('answers ENGINE_BANNED_MOVE for an engine that always insists on the banned move', async () => {
    const e = await opened('always', 'ucci', { options: { Line: 'a8a9 e9e8' } });
    const a = await e.analyse(perpetualGame(), { depth: 2 });
    expect(!a.ok && a.error.code).toBe('ENGINE_BANNED_MOVE');
  });

  it.each([
    ['crash', 'ENGINE_CRASHED'],
    ['illegal', 'ENGINE_ILLEGAL_MOVE'],
    ['none', 'ENGINE_ILLEGAL_MOVE'],
    ['garbage', 'ENGINE_TIMEOUT'],
  ])('an engine in mode %s ends the search with %s', async (mode, code) => {
    const e = await opened(mode);
    const a = await e.analyse(Position.initial(), { movetimeMs: 200 });
    expect(!a.ok && a.error.code).toBe(code);
    // the engine is ended: a second search is refused at once
    const b = await e.analyse(Position.initial(), { movetimeMs: 200 });
    expect(!b.ok && b.error.code).toBe('ENGINE_CLOSED');
  });

  it('a silent engine fails the handshake with ENGINE_TIMEOUT', async () => {
    const e = await fake('silence', 'ucci', { handshakeMs: 600 });
    expect(!e.ok && e.error.code).toBe('ENGINE_TIMEOUT');
  });

  it('a slow handshake within the limit is accepted', async () => {
    const e = await opened('slow', 'uci', { handshakeMs: 4000 });
    expect(e.dialect).toBe('uci');
    await e.quit();
  });

  it('a missing program is ENGINE_CRASHED', async () => {
    const e = await openEngine('/nonexistent/engine-xq', { handshakeMs: 2000 });
    expect(!e.ok && e.error.code).toBe('ENGINE_CRASHED');
  });

  it('a flood of output is read with bounded memory and the answer still comes', async () => {
    const e = await opened('flood', 'uci', { maxLine: 1000 });
    const run = e.analysis(Position.initial(), { depth: 2 });
    const a = await run.result;
    await e.quit();
    expect(a.ok && formatUci(a.value.bestmove!)).toBe('h2e2');
  });

  it('answers the position without a move without asking the engine (checked by @xq/core)', async () => {
    const e = await opened('illegal');
    // Black is mated: the red rook on e8 is protected by the king's file? No: by the pawn on e7.
    const mated = Position.fromFen('3k5/3P5/3P5/9/9/9/9/9/9/4K4 b - - 0 1');
    if (!mated.ok) throw new Error('bad fixture');
    const a = await e.analyse(mated.value, { depth: 1 });
    await e.quit();
    expect(a.ok && a.value.bestmove).toBe(null);
    expect(a.ok && a.value.outcome?.winner).toBe('red');
  });

  it('play answers the move and ponder', async () => {
    const e = await opened('good');
    const g = Game.create(Position.initial());
    const p = g.ok ? await e.play(g.value, { nodes: 100 }) : undefined;
    await e.quit();
    expect(p?.ok && p.value.move && formatUci(p.value.move)).toBe('h2e2');
  });

  it('refuses wrong JS types with TypeError', async () => {
    const e = await opened('good');
    expect(() => e.analysis({} as Position, { depth: 1 })).toThrow(TypeError);
    expect(() => e.analysis(Position.initial(), {})).toThrow(TypeError);
    expect(() => e.analysis(Position.initial(), { depth: -1 })).toThrow(TypeError);
    await e.quit();
  });

  // What `xq match` does: each game is a new Game, played move by move with `play`.
  it.each([
    ['uci', 'ucinewgame'],
    ['ucci', 'setoption newgame'],
  ])(
    '%s: a new game is told before the first position of each game, not between its moves',
    async (dialect, line) => {
      const log = join(mkdtempSync(join(tmpdir(), 'xq-engine-')), 'sent');
      const e = await openEngine(`node ${JSON.stringify(FAKE)} cycle ${dialect} ${JSON.stringify(log)}`, {
        handshakeMs: 3000,
        graceMs: 300,
      });
      if (!e.ok) throw new Error(e.error.message);
      for (let n = 0; n < 2; n++) {
        const g = Game.create(Position.initial());
        if (!g.ok) throw new Error('bad fixture');
        for (let ply = 0; ply < 3; ply++) {
          const p = await e.value.play(g.value, { depth: 1 });
          if (!p.ok || !p.value.move) throw new Error('no move');
          g.value.play(p.value.move);
        }
      }
      await e.value.quit();
      const sent = readFileSync(log, 'utf8').split('\n');
      const told = sent.flatMap((l, i) => (l === line ? [i] : []));
      const positions = sent.flatMap((l, i) => (l.startsWith('position') ? [i] : []));
      expect(positions.length).toBe(6);
      // one before game 1's first position, one between game 1's last and game 2's first
      expect(told.length).toBe(2);
      expect(told[0]).toBeLessThan(positions[0]!);
      expect(told[1]).toBeGreaterThan(positions[2]!);
      expect(told[1]).toBeLessThan(positions[3]!);
    },
  );
});
