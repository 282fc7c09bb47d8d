// xq referee: the law as a JSON-lines service. The rulings are @xq/core's; what is tested here is
// the protocol: one answer a line, as it is read; a bad line answered on its own line; bounded.
import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { fakeIo, runCommand as run } from '../fake-io';
import { REFEREE_MAX_LINE, referee, refereeCommand } from './referee';

const PERPETUAL = { fen: '4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1', moves: ['a8a9', 'e9e8', 'a9a8', 'e8e9'] };
const lines = (out: string) =>
  out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

describe('xq referee', () => {
  test('a game going on: no outcome, nothing banned, check or not', async () => {
    const r = await run(refereeCommand, [], {
      stdin: '{"moves":["h2e2","h9g7"]}\n{"fen":"3k5/9/9/9/9/9/9/9/4r4/3AK4 w - - 0 1","moves":[]}\n',
    });
    expect(r.code).toBe(0);
    expect(lines(r.out)).toEqual([
      { outcome: null, banned: [], check: false, explanation: null },
      { outcome: null, banned: [], check: true, explanation: null },
    ]);
  });

  // Điều 7.1g: "chiếu mãi … bị xử thua" — the move that would keep up the perpetual check is
  // banned before it is played, and the third occurrence ends the game with the checker's loss.
  test('a perpetual check: the repeating check banned, then the game lost, explained in en, vi, zh', async () => {
    const r = await run(refereeCommand, [], {
      stdin: [
        JSON.stringify({ ...PERPETUAL, id: 'g1' }),
        JSON.stringify({ fen: PERPETUAL.fen, moves: [...PERPETUAL.moves, ...PERPETUAL.moves], id: 2 }),
      ].join('\n'),
    });
    const [ban, over] = lines(r.out);
    expect(ban).toMatchObject({ id: 'g1', outcome: null, banned: ['a8a9'], check: false });
    expect(ban.explanation.en).toMatch(/^a8a9 is banned/);
    expect(ban.explanation.vi).toMatch(/chiếu mãi/);
    expect(ban.explanation.zh).toMatch(/长将/);
    expect(over).toMatchObject({
      id: 2,
      outcome: { winner: 'black', reason: 'perpetual-check', article: '7.1g' },
    });
    expect(over.banned).toEqual([]);
    expect(over.explanation.zh.split('\n')[0]).toBe('结果: 黑方胜 (长将)');
    expect(over.explanation.vi.split('\n')[0]).toBe('Kết quả: Đen thắng (chiếu mãi)');
  });

  test('a checkmate is explained in the three languages', async () => {
    const r = await run(refereeCommand, [], {
      stdin: '{"fen":"3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1","moves":["a1d1"]}',
    });
    const [a] = lines(r.out);
    expect(a.outcome).toEqual({ winner: 'red', reason: 'checkmate', article: '7.1a' });
    expect(a.check).toBe(true);
    expect(a.explanation.vi).toMatch(/Chiếu hết/);
    expect(a.explanation.zh).toMatch(/将死/);
  });

  test('each bad line is answered with a typed error on its own line, and the next line is read', async () => {
    const bad = [
      'not json',
      '[1,2]',
      'null',
      '{"moves":"h2e2"}',
      '{"moves":[1]}',
      '{"fen":3}',
      '{"rules":"fide"}',
      '{"colour":"red"}',
      '{"__proto__":{"x":1}}',
      '{"id":{}}',
      '{"moves":["h2h8","h9g7"]}',
      '{"fen":"nonsense"}',
      `{"moves":${JSON.stringify(Array(10_001).fill('h2e2'))}}`,
    ];
    const r = await run(refereeCommand, [], { stdin: `${bad.join('\n')}\n{"moves":[]}\n` });
    expect(r.code).toBe(0);
    const out = lines(r.out);
    expect(out).toHaveLength(bad.length + 1);
    for (const a of out.slice(0, -1)) expect(a.error.code).toMatch(/^[A-Z]+_[A-Z_]+$/);
    expect(out.slice(0, 10).map((a) => a.error.code)).toEqual([
      'REFEREE_BAD_JSON',
      ...Array(9).fill('REFEREE_BAD_INPUT'),
    ]);
    expect(out.at(-1)).toEqual({ outcome: null, banned: [], check: false, explanation: null });
  });

  test('a line longer than the limit is answered REFEREE_LINE_TOO_LONG without being kept', async () => {
    const long = `{"moves":[${'"h2e2",'.repeat(REFEREE_MAX_LINE / 7 + 10)}]}`;
    const r = await run(refereeCommand, [], { stdin: `${long}\n{"moves":[]}\n` });
    expect(lines(r.out).map((a) => a.error?.code ?? 'ok')).toEqual(['REFEREE_LINE_TOO_LONG', 'ok']);
  });

  test('streaming: each line is answered as soon as it is read, before the input ends', async () => {
    const io = fakeIo();
    let release: (() => void) | undefined;
    const answered: string[] = [];
    const streaming = {
      ...io,
      async *readStdinChunks() {
        yield '{"moves":["h2e2"]}\n{"mov';
        await new Promise<void>((r) => {
          release = r;
        });
        yield 'es":[]}\n';
      },
      out: (t: string) => {
        answered.push(t);
        io.out(t);
      },
    };
    const done = refereeCommand([], streaming);
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).toHaveLength(1); // the first game answered while the second is half written
    release!();
    expect(await done).toBe(0);
    expect(answered).toHaveLength(2);
  });

  fcTest.prop(
    [
      fc.oneof(
        fc.json(),
        fc.string(),
        fc.anything().map((x) => JSON.stringify(x) ?? 'undefined'),
      ),
    ],
    { numRuns: 200 },
  )('any line: one answer, an outcome or a typed error, never a throw', (line) => {
    const a = referee(line);
    if ('error' in a) expect((a.error as { code: string }).code).toMatch(/^[A-Z]+_[A-Z_]+$/);
    else
      expect(Object.keys(a).sort()).toEqual(
        expect.arrayContaining(['banned', 'check', 'explanation', 'outcome']),
      );
  });
});
