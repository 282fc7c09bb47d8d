// The driver's bounds, against engine processes (test/hostile-engine.mjs, test/fake-engine.mjs)
// and in-process ports that misbehave on purpose: options checked before a process starts, every
// wait what a timer holds, memory bounded whatever the engine prints, its last words read.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatUci, Position } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { MAX_WAIT_MS } from './checks';
import { Engine, MAX_QUEUED_INFOS } from './engine';
import type { EngineOptions } from './engine-types';
import { openEngine } from './open';
import { type PortLike, portTransport, type Transport } from './transport';

const HOSTILE = fileURLToPath(new URL('../test/hostile-engine.mjs', import.meta.url));
const FAKE = fileURLToPath(new URL('../test/fake-engine.mjs', import.meta.url));
const hostile = (mode: string, arg = '') => `node ${JSON.stringify(HOSTILE)} ${mode} ${arg}`;
const quick: EngineOptions = { handshakeMs: 4000, graceMs: 300 };

async function opened(cmd: string, options: EngineOptions = quick): Promise<Engine> {
  const e = await openEngine(cmd, options);
  if (!e.ok) throw new Error(`${e.error.code} ${e.error.message}`);
  return e.value;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('options are checked before an engine process starts', () => {
  const bad: [string, unknown][] = [
    ['a line feed in an option name', { options: { 'Hash\nquit': 1 } }],
    ['a carriage return in an option name', { options: { 'Hash\rquit': 1 } }],
    ['a line feed in an option value', { options: { Hash: '64\ngo infinite' } }],
    ['a carriage return in an option value', { options: { Hash: '64\rgo infinite' } }],
    ['a NUL in an option value', { options: { Hash: '64\0' } }],
    ['an empty option name', { options: { '': 1 } }],
    ['an object as an option value', { options: { Hash: { toString: () => '1\nquit' } } }],
    ['NaN as an option value', { options: { Hash: Number.NaN } }],
    ['options that are an array', { options: ['Hash'] }],
    ['a handshake wait beyond what a timer holds', { handshakeMs: 2 ** 31 }],
    ['a grace beyond what a timer holds', { graceMs: 2 ** 31 }],
    ['a negative handshake wait', { handshakeMs: -1 }],
    ['an infinite grace', { graceMs: Number.POSITIVE_INFINITY }],
    ['a handshake wait as text', { handshakeMs: '1000' }],
    ['maxLine zero', { maxLine: 0 }],
    ['maxLine beyond its limit', { maxLine: 2 ** 30 }],
    ['an unknown dialect', { dialect: 'xboard' }],
    ['a dialect from the prototype', { dialect: 'toString' }],
    ['null as the options', null],
    ['a string as the options', 'uci'],
  ];
  it.each(bad)('%s: ENGINE_BAD_INPUT, and no process was started', async (_, options) => {
    const marker = join(mkdtempSync(join(tmpdir(), 'xq-engine-')), 'started');
    const r = await openEngine(hostile('marker', JSON.stringify(marker)), options as EngineOptions);
    expect(!r.ok && r.error.code).toBe('ENGINE_BAD_INPUT');
    await sleep(150);
    expect(existsSync(marker)).toBe(false);
  });

  it('Engine.open closes the transport it was given and sends nothing when the options are bad', async () => {
    const sent: string[] = [];
    let closed = 0;
    const t: Transport = { send: (l) => sent.push(l), onData() {}, onClose() {}, close: () => closed++ };
    const r = await Engine.open(t, { options: { Hash: '1\nquit' } });
    expect(!r.ok && r.error.code).toBe('ENGINE_BAD_INPUT');
    expect(sent).toEqual([]);
    expect(closed).toBe(1);
  });

  it('Node exits at once after openEngine refuses its options (no process left behind)', () => {
    const script = `
      import { openEngine } from ${JSON.stringify(fileURLToPath(new URL('./open.ts', import.meta.url)))};
      const r = await openEngine(${JSON.stringify(hostile('late', '100000'))}, { options: { 'A\\nB': 1 } });
      console.log(r.ok ? 'opened' : r.error.code);`;
    const began = Date.now();
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--conditions=@xq/source', '--input-type=module', '-e', script],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(child.stdout.trim()).toBe('ENGINE_BAD_INPUT');
    expect(child.status).toBe(0);
    expect(Date.now() - began).toBeLessThan(30_000);
  });

  it('setOption refuses a name or value that is not one line, and sends nothing', async () => {
    const e = await opened(hostile('good'));
    for (const [n, v] of [
      ['Hash\n', 1],
      ['Hash', '1\r\nquit'],
      ['', 1],
    ] as const) {
      const r = await e.setOption(n, v);
      expect(!r.ok && r.error.code).toBe('ENGINE_BAD_INPUT');
    }
    expect((await e.analyse(Position.initial(), { depth: 1 })).ok).toBe(true);
    await e.quit();
  });
});

describe('every wait is what a timer holds', () => {
  it.each([
    ['movetimeMs', { movetimeMs: 2 ** 31 }, {}],
    ['the red clock', { clock: { redMs: 2 ** 31, blackMs: 1000 } }, {}],
    ['the black clock', { clock: { redMs: 1000, blackMs: 2 ** 40 } }, {}],
    ['the increment', { clock: { redMs: 1000, blackMs: 1000, incrementMs: 2 ** 31 } }, {}],
    ['timeoutMs', { depth: 1 }, { timeoutMs: 2 ** 31 }],
  ])('%s beyond 2^31-1 ms is ENGINE_BAD_INPUT, the engine still usable', async (_, limit, options) => {
    const e = await opened(hostile('good'));
    const r = await e.analyse(Position.initial(), limit, options);
    expect(!r.ok && r.error.code).toBe('ENGINE_BAD_INPUT');
    expect((await e.analyse(Position.initial(), { depth: 1 })).ok).toBe(true);
    await e.quit();
  });

  it('a wait of 2^31-1 ms is a long wait, not 1 ms: a search answered after 300 ms is read', async () => {
    const e = await opened(hostile('late', '300'), { handshakeMs: MAX_WAIT_MS, graceMs: 20 });
    const r = await e.analyse(Position.initial(), { depth: 1 }, { timeoutMs: MAX_WAIT_MS });
    await e.quit();
    expect(r.ok && formatUci(r.value.bestmove!)).toBe('h2e2');
  });
});

describe('memory stays bounded whatever the engine prints', () => {
  it('a search asked for K lines keeps at most K lines, though the engine prints 5000', async () => {
    const e = await opened(hostile('multipv', '5000'));
    for (const k of [1, 3]) {
      const run = e.analysis(Position.initial(), { depth: 3 }, { multipv: k });
      const seen: number[] = [];
      for await (const info of run) seen.push(info.multipv);
      const r = await run.result;
      expect(r.ok && r.value.infos.map((i) => i.multipv)).toEqual(Array.from({ length: k }, (_, i) => i + 1));
      expect(Math.max(...seen)).toBe(k);
    }
    await e.quit();
  });

  it(`an unread search keeps the last ${MAX_QUEUED_INFOS} infos of 20 000`, async () => {
    const e = await opened(`node ${JSON.stringify(FAKE)} flood uci`);
    const run = e.analysis(Position.initial(), { depth: 2 });
    const r = await run.result;
    let n = 0;
    let last: number | undefined;
    for await (const info of run) {
      n++;
      last = info.depth;
    }
    await e.quit();
    expect(r.ok).toBe(true);
    expect(n).toBe(MAX_QUEUED_INFOS);
    expect(last).toBe(2); // the fake's own last info (depth 2) after its 20 000 flood infos
  });
});

describe('what the engine says last, and what it says out of turn', () => {
  it('a bestmove written after 3 MB of infos, without a newline, just before exiting, is read', async () => {
    const e = await opened(hostile('exit-after'));
    const r = await e.analyse(Position.initial(), { depth: 9 });
    await e.quit();
    expect(r.ok && formatUci(r.value.bestmove!)).toBe('h2e2');
    expect(r.ok && r.value.infos[0]?.depth).toBe(9);
  });

  it('a bestmove after 200 000 empty lines in one write is read', async () => {
    const e = await opened(hostile('blank-lines'));
    const r = await e.analyse(Position.initial(), { depth: 1 });
    await e.quit();
    expect(r.ok && formatUci(r.value.bestmove!)).toBe('h2e2');
  });

  it('an in-process engine whose port fails right after its bestmove: the bestmove is read', async () => {
    let listener: ((e: { data?: unknown }) => void) | undefined;
    let onError: ((e: { data?: unknown }) => void) | undefined;
    const say = (data: string) => listener?.({ data });
    const port: PortLike = {
      postMessage(line: string) {
        if (line === 'uci') say('uciok');
        if (line === 'isready') say('readyok');
        if (line.startsWith('go')) {
          say('bestmove h2e2');
          onError?.({});
        }
      },
      addEventListener(type, l) {
        if (type === 'message') listener = l;
        else onError = l;
      },
    };
    const e = await Engine.open(portTransport(port), { dialect: 'uci', handshakeMs: 1000 });
    if (!e.ok) throw new Error(e.error.message);
    const r = await e.value.analyse(Position.initial(), { depth: 1 });
    expect(r.ok && formatUci(r.value.bestmove!)).toBe('h2e2');
  });

  it('a bestmove written before go (on position, before readyok) is not the answer', async () => {
    const e = await opened(hostile('stale'));
    const r = await e.analyse(Position.initial(), { depth: 1 });
    await e.quit();
    expect(r.ok && formatUci(r.value.bestmove!)).toBe('h2e2');
  });

  it('an engine that exits shows its standard error in the error', async () => {
    const r = await openEngine(hostile('stderr-exit'), quick);
    expect(!r.ok && r.error.code).toBe('ENGINE_CRASHED');
    expect(!r.ok && r.error.message).toMatch(/exited \(code 2\).*nn-xq\.bin/);
    expect(!r.ok && r.error.message).toMatch(/tried ucci/);
  });
});
