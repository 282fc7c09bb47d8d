// The driver's exchanges in process, against scripted engines (scripted.test-util.ts): the lines
// it sends in UCI and UCCI, a new command cancelling the running one, and each ENGINE_* code
// where it is documented — crash, silence, flood, garbage.
import { formatUci, Game, Position } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { Engine } from './engine';
import type { EngineOptions } from './engine-types';
import { ENGINE_ERROR_CODES, type EngineError, type EngineErrorCode } from './errors';
import { openEngine } from './open';
import { MAX_STRAY_LINES } from './protocol';
import {
  type Answer,
  crashes,
  type ScriptedEngine,
  scripted,
  ucciEngine,
  uciEngine,
} from './scripted.test-util';

const quick: EngineOptions = { handshakeMs: 1000, graceMs: 50 };

async function open(
  answers: Readonly<Record<string, Answer>>,
  options: EngineOptions = { ...quick, dialect: 'uci' },
  sync = false,
): Promise<{ engine: Engine; script: ScriptedEngine }> {
  const script = scripted(answers, sync);
  const e = await Engine.open(script.transport, options);
  if (!e.ok) throw new Error(`${e.error.code} ${e.error.message}`);
  return { engine: e.value, script };
}

/** The lines sent from the `n`th `position` on. */
const after = (sent: readonly string[], from: number) => sent.slice(from);

// Điều 7.1g: "chiếu mãi" — the side that keeps up a perpetual check loses, so a2a9 is banned here.
const PERPETUAL = { fen: '4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1', moves: ['a8a9', 'e9e8', 'a9a8', 'e8e9'] };
const perpetual = () => {
  const g = Game.replay(PERPETUAL.fen, PERPETUAL.moves);
  if (!g.ok) throw new Error('bad fixture');
  return g.value;
};
const newGame = () => {
  const g = Game.create(Position.initial());
  if (!g.ok) throw new Error('bad fixture');
  return g.value;
};

/** An answer to `go` that waits for `stop`, then plays `move`. */
const untilStop = (move: string): Record<string, Answer> => ({
  go: ['info depth 1 score cp 1 pv h2e2'],
  stop: [`bestmove ${move}`],
});

describe('the dialogue, line by line', () => {
  it('UCI: the handshake, the options, then a new game, MultiPV, the position, a barrier and go', async () => {
    const { engine, script } = await open(uciEngine(), { ...quick, dialect: 'uci', options: { Hash: 64 } });
    expect(script.sent).toEqual(['uci', 'setoption name Hash value 64', 'isready']);
    const a = await engine.analyse(Position.initial(), { depth: 3 });
    expect(a.ok && formatUci(a.value.bestmove!)).toBe('h2e2');
    expect(after(script.sent, 3)).toEqual([
      'ucinewgame',
      'setoption name MultiPV value 1',
      `position fen ${Position.initial().fen()}`,
      'isready',
      'go depth 3',
    ]);
    await engine.quit();
    expect(script.sent.at(-1)).toBe('quit');
  });

  it('UCCI, found by the handshake: setoption newgame, banmoves for the move the law bans', async () => {
    const { engine, script } = await open(ucciEngine('a8b8'), quick);
    expect(engine.dialect).toBe('ucci');
    expect(engine.name).toBe('Scripted UCCI');
    const a = await engine.analyse(perpetual(), { depth: 2 });
    expect(a.ok && formatUci(a.value.bestmove!)).toBe('a8b8');
    expect(script.sent).toContain('setoption newgame');
    expect(script.sent).toContain('banmoves a8a9');
    expect(script.sent.indexOf('setoption newgame')).toBeLessThan(
      script.sent.findIndex((l) => l.startsWith('position')),
    );
  });

  it('UCCI score without cp is read as centipawns', async () => {
    const { engine } = await open(ucciEngine(), quick);
    const a = await engine.analyse(Position.initial(), { depth: 1 });
    expect(a.ok && a.value.infos[0]?.score).toEqual({ cp: 7 });
  });

  it('a new game is told once per game: again for another Game, not for the same one', async () => {
    // red plays its horse h0g2, black h9g7: the side to move is read from the moves of `position`
    const { engine, script } = await open(
      uciEngine('h0g2', {
        go: (_, e) => {
          const last = [...e.sent].reverse().find((l) => l.startsWith('position')) ?? '';
          const moves = last.includes(' moves ') ? last.split(' moves ')[1]!.split(' ').length : 0;
          return [`bestmove ${moves % 2 === 0 ? 'h0g2' : 'h9g7'}`];
        },
      }),
    );
    const g = Game.replay(Position.initial(), ['h2e2']);
    if (!g.ok) throw new Error('bad fixture');
    const count = () => script.sent.filter((l) => l === 'ucinewgame').length;
    const a = await engine.analyse(g.value, { depth: 1 });
    expect(count()).toBe(1);
    if (!a.ok || !a.value.bestmove) throw new Error('no move');
    g.value.play(a.value.bestmove); // the same game, one move on
    await engine.analyse(g.value, { depth: 1 }, { timeoutMs: 30 });
    expect(count()).toBe(1);
    await engine.analyse(newGame(), { depth: 1 });
    expect(count()).toBe(2);
  });

  it('answers are read when the engine answers inside send (before send returns)', async () => {
    const { engine, script } = await open(uciEngine(), { ...quick, dialect: 'uci' }, true);
    const a = await engine.analyse(Position.initial(), { depth: 1 });
    expect(a.ok && formatUci(a.value.bestmove!)).toBe('h2e2');
    expect(script.sent.at(-1)).toBe('go depth 1');
  });
});

describe('a new command cancels the running one', () => {
  it('a second search stops the first (its best move answers it) and runs after it: no ENGINE_CLOSED', async () => {
    const { engine, script } = await open(uciEngine('h2e2', untilStop('b0c2')));
    const first = engine.analysis(Position.initial(), { movetimeMs: 60_000 });
    await new Promise((r) => setTimeout(r, 20));
    const second = engine.analyse(Position.initial(), { depth: 1 });
    const a = await first.result;
    expect(a.ok && formatUci(a.value.bestmove!)).toBe('b0c2');
    expect(script.sent).toContain('stop');
    // the second search's go is sent after the first's bestmove; it too waits for stop
    await new Promise((r) => setTimeout(r, 20));
    engine.stop();
    const b = await second;
    expect(b.ok && formatUci(b.value.bestmove!)).toBe('b0c2');
    expect(script.sent.filter((l) => l.startsWith('go'))).toEqual(['go movetime 60000', 'go depth 1']);
  });

  it('setOption during a search stops it, then sets the option', async () => {
    const { engine, script } = await open(uciEngine('h2e2', untilStop('h2e2')));
    const run = engine.analysis(Position.initial(), { movetimeMs: 60_000 });
    await new Promise((r) => setTimeout(r, 20));
    const set = await engine.setOption('Hash', 32);
    expect(set.ok).toBe(true);
    expect((await run.result).ok).toBe(true);
    const stop = script.sent.indexOf('stop');
    expect(stop).toBeGreaterThan(0);
    expect(script.sent.indexOf('setoption name Hash value 32')).toBeGreaterThan(stop);
  });

  it('a call waiting its turn, overtaken by a newer one, answers ENGINE_CANCELLED; the engine stays usable', async () => {
    const { engine } = await open(uciEngine('h2e2', untilStop('h2e2')));
    const run = engine.analysis(Position.initial(), { movetimeMs: 60_000 });
    await new Promise((r) => setTimeout(r, 20));
    const waiting = engine.isReady();
    const newest = engine.isReady();
    expect(await waiting).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ENGINE_CANCELLED' }),
    });
    expect((await newest).ok).toBe(true);
    expect((await run.result).ok).toBe(true);
    expect((await engine.analyse(Position.initial(), { movetimeMs: 60_000 }, { timeoutMs: 30 })).ok).toBe(
      true,
    );
  });

  it('a search stopped by a newer call whose answer the law bans is ENGINE_CANCELLED, not asked again', async () => {
    const { engine, script } = await open(uciEngine('h2e2', untilStop('a8a9')));
    const run = engine.analysis(perpetual(), { movetimeMs: 60_000 });
    await new Promise((r) => setTimeout(r, 20));
    const ready = engine.isReady();
    const a = await run.result;
    expect(!a.ok && a.error.code).toBe('ENGINE_CANCELLED');
    expect((await ready).ok).toBe(true);
    expect(script.sent.filter((l) => l.startsWith('go')).length).toBe(1);
    expect(script.closed).toBe(false);
  });

  it('an engine that ignores the stop of a cancelled search: ENGINE_TIMEOUT after the grace, the newer call ENGINE_CLOSED', async () => {
    const { engine, script } = await open(uciEngine('h2e2', { go: [], stop: [] }));
    const run = engine.analysis(Position.initial(), { movetimeMs: 60_000 });
    await new Promise((r) => setTimeout(r, 20));
    const began = Date.now();
    const ready = engine.isReady();
    const a = await run.result;
    expect(!a.ok && a.error.code).toBe('ENGINE_TIMEOUT');
    expect(!a.ok && a.error.message).toMatch(/within 50 ms of stop/);
    expect(Date.now() - began).toBeLessThan(5000);
    const r = await ready;
    expect(!r.ok && r.error.code).toBe('ENGINE_CLOSED');
    expect(script.closed).toBe(true);
  });

  it('quit during a search stops it, then quits: true when the engine ends by itself', async () => {
    const { engine, script } = await open(
      uciEngine('h2e2', { ...untilStop('h2e2'), quit: crashes('exited (code 0)') }),
    );
    const run = engine.analysis(Position.initial(), { movetimeMs: 60_000 });
    await new Promise((r) => setTimeout(r, 20));
    expect(await engine.quit()).toBe(true);
    expect((await run.result).ok).toBe(true);
    expect(script.sent.slice(-2)).toEqual(['stop', 'quit']);
  });
});

describe('each ENGINE_* code where it is documented', () => {
  it('a crash during a search is ENGINE_CRASHED, and the next call ENGINE_CLOSED', async () => {
    const { engine } = await open(uciEngine('h2e2', { go: crashes() }));
    const a = await engine.analyse(Position.initial(), { depth: 1 });
    expect(!a.ok && a.error.code).toBe('ENGINE_CRASHED');
    expect(!a.ok && a.error.message).toMatch(/code 3/);
    const b = await engine.analyse(Position.initial(), { depth: 1 });
    expect(!b.ok && b.error.code).toBe('ENGINE_CLOSED');
    expect(await engine.quit()).toBe(false);
  });

  it('an engine that ends between calls: the next call is told ENGINE_CRASHED, the one after ENGINE_CLOSED', async () => {
    const { engine, script } = await open(uciEngine());
    script.crash();
    await new Promise((r) => setTimeout(r, 5));
    expect(await engine.isReady()).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ENGINE_CRASHED' }),
    });
    expect(await engine.isReady()).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ENGINE_CLOSED' }),
    });
  });

  it('a crash in the handshake is ENGINE_CRASHED, with what was tried', async () => {
    const r = await Engine.open(scripted({ ucci: crashes('exited (code 2)') }).transport, quick);
    expect(!r.ok && r.error.code).toBe('ENGINE_CRASHED');
    expect(!r.ok && r.error.message).toMatch(/tried ucci.*exited \(code 2\)/);
  });

  it('silence after go is ENGINE_TIMEOUT after the budget, stop and the grace; the engine is ended', async () => {
    const { engine, script } = await open(uciEngine('h2e2', { go: [] }));
    const a = await engine.analyse(Position.initial(), { depth: 9 }, { timeoutMs: 40 });
    expect(!a.ok && a.error.code).toBe('ENGINE_TIMEOUT');
    expect(!a.ok && a.error.message).toMatch(/no best move within 140 ms/);
    expect(script.sent.at(-1)).toBe('stop');
    expect(script.closed).toBe(true);
  });

  it('silence in the handshake is ENGINE_TIMEOUT naming the dialect awaited', async () => {
    const script = scripted({});
    const r = await Engine.open(script.transport, { dialect: 'uci', handshakeMs: 60 });
    expect(!r.ok && r.error.code).toBe('ENGINE_TIMEOUT');
    expect(!r.ok && r.error.message).toMatch(/no uciok within 60 ms/);
    expect(script.closed).toBe(true);
  });

  it(`more than ${MAX_STRAY_LINES} lines that are not an answer during a search are ENGINE_FLOOD`, async () => {
    const junk = Array.from({ length: MAX_STRAY_LINES + 1 }, (_, i) => `junk ${i}`);
    const { engine, script } = await open(uciEngine('h2e2', { go: [...junk, 'bestmove h2e2'] }));
    const a = await engine.analyse(Position.initial(), { depth: 1 });
    expect(!a.ok && a.error.code).toBe('ENGINE_FLOOD');
    expect(script.closed).toBe(true);
  });

  it('a flood in the handshake is ENGINE_FLOOD', async () => {
    const junk = Array.from({ length: MAX_STRAY_LINES + 1 }, () => 'hello');
    const r = await Engine.open(scripted({ uci: [...junk, 'uciok'] }).transport, {
      ...quick,
      dialect: 'uci',
    });
    expect(!r.ok && r.error.code).toBe('ENGINE_FLOOD');
  });

  it('as many infos as it likes, and some garbage, are no flood: the best move answers', async () => {
    const infos = Array.from({ length: 3 * MAX_STRAY_LINES }, (_, i) => `info depth ${i} score cp 1 pv h2e2`);
    const garbage = ['\u0000\u00ff garbage', 'bestmovex', 'readyok', 'x'.repeat(5000)];
    const { engine } = await open(uciEngine('h2e2', { go: [...garbage, ...infos, 'bestmove h2e2'] }));
    const a = await engine.analyse(Position.initial(), { depth: 1 });
    expect(a.ok && formatUci(a.value.bestmove!)).toBe('h2e2');
  });

  it('garbage instead of a best move is ENGINE_TIMEOUT', async () => {
    const { engine } = await open(uciEngine('h2e2', { go: ['\u0007\u0000', 'bestmovex', 'info'] }));
    const a = await engine.analyse(Position.initial(), { depth: 1 }, { timeoutMs: 30 });
    expect(!a.ok && a.error.code).toBe('ENGINE_TIMEOUT');
  });

  it('an illegal best move is ENGINE_ILLEGAL_MOVE, and the engine is ended', async () => {
    const { engine, script } = await open(uciEngine('a0a9'));
    const a = await engine.analyse(Position.initial(), { depth: 1 });
    expect(!a.ok && a.error.code).toBe('ENGINE_ILLEGAL_MOVE');
    expect(script.closed).toBe(true);
  });

  it('an engine that insists on the banned move is asked again, then ENGINE_BANNED_MOVE', async () => {
    const { engine, script } = await open(uciEngine('a8a9'));
    const a = await engine.analyse(perpetual(), { depth: 1 });
    expect(!a.ok && a.error.code).toBe('ENGINE_BANNED_MOVE');
    expect(script.sent.filter((l) => l.startsWith('go')).length).toBe(3);
    expect(script.sent.find((l) => l.startsWith('go'))).toMatch(/searchmoves/);
    expect(script.sent.find((l) => l.startsWith('go'))).not.toMatch(/a8a9/);
  });

  it('a UCI_Variant without xiangqi is ENGINE_PROTOCOL', async () => {
    const r = await Engine.open(
      scripted({
        uci: [
          'id name Fairy-Stockfish',
          'option name UCI_Variant type combo default chess var chess var shogi',
          'uciok',
        ],
      }).transport,
      { ...quick, dialect: 'uci' },
    );
    expect(!r.ok && r.error.code).toBe('ENGINE_PROTOCOL');
  });
});

describe('the options an engine declares, typed', () => {
  it('UCI: names with spaces, spins, checks, combos and strings', async () => {
    const { engine } = await open(
      uciEngine('h2e2', {
        uci: [
          'option name Skill Level type spin default 20 min -20 max 20',
          'option name Ponder type check default false',
          'option name UCI_Variant type combo default xiangqi var chess var xiangqi',
          'option name EvalFile type string default <empty>',
          'option name Clear Hash type button',
          'uciok',
        ],
      }),
    );
    expect(engine.options).toEqual([
      { name: 'Skill Level', type: 'spin', default: 20, min: -20, max: 20, vars: [] },
      { name: 'Ponder', type: 'check', default: false, vars: [] },
      { name: 'UCI_Variant', type: 'combo', default: 'xiangqi', vars: ['chess', 'xiangqi'] },
      { name: 'EvalFile', type: 'string', default: '', vars: [] },
      { name: 'Clear Hash', type: 'button', vars: [] },
    ]);
    expect(engine.dialect).toBe('uci');
  });

  it('UCCI: no name keyword, one word', async () => {
    const { engine } = await open(
      ucciEngine('h2e2', {
        ucci: [
          'option usemillisec type check default true',
          'option style type combo var solid var normal var risky default normal',
          'option hashsize type spin min 0 max 1024 default 0',
          'ucciok',
        ],
      }),
      quick,
    );
    expect(engine.options).toEqual([
      { name: 'usemillisec', type: 'check', default: true, vars: [] },
      { name: 'style', type: 'combo', default: 'normal', vars: ['solid', 'normal', 'risky'] },
      { name: 'hashsize', type: 'spin', default: 0, min: 0, max: 1024, vars: [] },
    ]);
  });
});

/** The error of a call that should fail, or `undefined` when it did not. */
const errorOf = (r: { ok: true } | { ok: false; error: EngineError }) => (r.ok ? undefined : r.error);

/** One way to meet each code, in process; the compiler keeps the table complete. */
const SCENARIOS: { readonly [C in EngineErrorCode]: () => Promise<EngineError | undefined> } = {
  ENGINE_CRASHED: async () => {
    const { engine } = await open(uciEngine('h2e2', { go: crashes() }));
    return errorOf(await engine.analyse(Position.initial(), { depth: 1 }));
  },
  ENGINE_TIMEOUT: async () => {
    const { engine } = await open(uciEngine('h2e2', { go: [] }));
    return errorOf(await engine.analyse(Position.initial(), { depth: 1 }, { timeoutMs: 10 }));
  },
  ENGINE_ILLEGAL_MOVE: async () => {
    const { engine } = await open(uciEngine('a0a9'));
    return errorOf(await engine.analyse(Position.initial(), { depth: 1 }));
  },
  ENGINE_BANNED_MOVE: async () => {
    const { engine } = await open(uciEngine('a8a9'));
    return errorOf(await engine.analyse(perpetual(), { depth: 1 }));
  },
  ENGINE_PROTOCOL: async () =>
    errorOf(
      await Engine.open(scripted({ uci: ['id name Fairy-Stockfish', 'uciok'] }).transport, {
        ...quick,
        dialect: 'uci',
      }),
    ),
  ENGINE_FLOOD: async () =>
    errorOf(
      await Engine.open(
        scripted({ uci: Array.from({ length: MAX_STRAY_LINES + 1 }, () => '?') }).transport,
        quick,
      ),
    ),
  ENGINE_BAD_INPUT: async () => {
    const { engine } = await open(uciEngine());
    return errorOf(await engine.setOption('Hash', '1\nquit'));
  },
  ENGINE_CLOSED: async () => {
    const { engine } = await open(uciEngine());
    await engine.quit();
    return errorOf(await engine.isReady());
  },
  ENGINE_CANCELLED: async () => {
    const { engine } = await open(uciEngine('h2e2', untilStop('h2e2')));
    void engine.analysis(Position.initial(), { movetimeMs: 60_000 });
    const waiting = engine.isReady();
    void engine.isReady();
    return errorOf(await waiting);
  },
  ENGINE_SPAWN: async () => errorOf(await openEngine('   ')),
};

describe('every code of ENGINE_ERROR_CODES is produced', () => {
  it.each([...ENGINE_ERROR_CODES])('%s', async (code) => {
    expect((await SCENARIOS[code]())?.code).toBe(code);
  });
});
