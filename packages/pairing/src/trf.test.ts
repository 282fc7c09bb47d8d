import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTrf } from './trf';
import { formatTrf, formatTrfPlayer } from './trf-write';

const dir = join(__dirname, '..', 'test', 'fixtures', 'dutch');
const files = readdirSync(dir).filter((f) => f.endsWith('.trf'));

const player = (n: number, pts: string, blocks: string) =>
  `001 ${String(n).padStart(4)}      ${`P${n}`.padEnd(33)} 1500${' '.repeat(28)}${pts.padStart(4)}${'1'.padStart(5)}  ${blocks}`;

describe('parseTrf', () => {
  it('reads every fixture', () => {
    expect(files.length).toBe(29);
    for (const f of files) {
      const r = parseTrf(readFileSync(join(dir, f), 'utf8'));
      expect(r.ok, f).toBe(true);
    }
  });

  it('reads the columns of a fixture record', () => {
    const r = parseTrf(readFileSync(join(dir, 'dutch-0007p-4r-s4.trf'), 'utf8'));
    if (!r.ok) throw new Error(r.error.message);
    const p3 = r.value.players[2]!;
    expect(p3.startNumber).toBe(3);
    expect(p3.name).toBe('Test0003 Player0003');
    expect(p3.rating).toBe(1866);
    expect(p3.points).toBe(2);
    expect(p3.rank).toBe(4);
    expect(p3.rounds).toEqual([
      { opponent: 6, colour: 'w', result: '=' },
      { opponent: 2, colour: 'b', result: '0' },
      { opponent: 0, colour: '-', result: 'U' },
      { opponent: 4, colour: 'w', result: '=' },
    ]);
    expect(r.value.otherLines).toEqual(['012 AutoTest Tournament 4', '092 FIDE_DUTCH_2025']);
  });

  it('ignores a UTF-8 byte order mark', () => {
    const r = parseTrf(`\uFEFF${player(1, '0.0', '')}\nXXR 3`);
    expect(r.ok && r.value.players.length).toBe(1);
  });

  it('reads XXR and XXC', () => {
    const r = parseTrf(`XXR 7\rXXC black1\r${player(1, '0.0', '')}`);
    expect(r.ok && r.value.totalRounds).toBe(7);
    expect(r.ok && r.value.initialColour).toBe('black');
  });

  it('refuses points that differ from the results', () => {
    const r = parseTrf([player(1, '0.5', '   2 w 1'), player(2, '0.0', '   1 b 0')].join('\n'));
    expect(!r.ok && r.error.code).toBe('TRF_POINTS_MISMATCH');
    expect(!r.ok && r.error.line).toBe(1);
  });

  it('accepts a bye already granted for the next round in the points', () => {
    const r = parseTrf([player(1, '1.0', '   2 w 1'), player(2, '0.5', '   1 b 0  0000 - H')].join('\n'));
    expect(r.ok).toBe(true);
  });

  it('refuses opponents who do not answer, repeated numbers, bad blocks', () => {
    expect(parseTrf([player(1, '1.0', '   2 w 1'), player(2, '0.0', '   3 b 0')].join('\n'))).toMatchObject({
      ok: false,
      error: { code: 'TRF_BAD_OPPONENT' },
    });
    expect(parseTrf([player(1, '0.0', ''), player(1, '0.0', '')].join('\n'))).toMatchObject({
      ok: false,
      error: { code: 'TRF_DUPLICATE_PLAYER' },
    });
    expect(parseTrf(player(1, '0.0', '   2 x 1'))).toMatchObject({
      ok: false,
      error: { code: 'TRF_BAD_ROUND' },
    });
    expect(parseTrf('001 short')).toMatchObject({ ok: false, error: { code: 'TRF_BAD_PLAYER' } });
    expect(parseTrf('XXR zero')).toMatchObject({ ok: false, error: { code: 'TRF_BAD_ROUNDS' } });
    expect(parseTrf('XXC red')).toMatchObject({ ok: false, error: { code: 'TRF_BAD_COLOUR_LINE' } });
  });

  it('refuses text that is not a TRF instead of reading an empty event', () => {
    for (const text of ['', '\n\n', 'hello world', 'Round 1\nBoard 1: A - B\n', '{"players": []}']) {
      expect(parseTrf(text), JSON.stringify(text)).toMatchObject({
        ok: false,
        error: { code: 'TRF_NOT_A_TRF' },
      });
    }
    // a header alone is a TRF of an event without players yet
    expect(parseTrf('012 Giải cờ tướng mở rộng\n')).toMatchObject({ ok: true, value: { players: [] } });
    expect(parseTrf('XXR 9')).toMatchObject({ ok: true, value: { players: [], totalRounds: 9 } });
  });

  it('formats a fixture back to the same records', () => {
    for (const f of files) {
      const text = readFileSync(join(dir, f), 'utf8');
      const r = parseTrf(text);
      if (!r.ok) throw new Error(r.error.message);
      const original = text.split('\r').filter((l) => l.startsWith('001'));
      expect(r.value.players.map(formatTrfPlayer), f).toEqual(original.map((l) => l.trimEnd()));
      expect(parseTrf(formatTrf(r.value))).toEqual(r);
    }
  });
});

describe('TRF-2026 299 (abnormal points) and XXZ (absent next round)', () => {
  const file = (extra: string[], p4points: string) =>
    [
      '012 Bonus',
      'XXR 3',
      ...extra,
      player(1, '1.0', '   2 w 1'),
      player(2, '0.0', '   1 b 0'),
      player(3, '1.0', '   4 w 1'),
      player(4, p4points, '   3 b 0'),
    ].join('\n');

  it('reads a 299 record and counts its points in the stated total', () => {
    const r = parseTrf(file(['299           2.0    1    4'], '2.0'));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.adjustments).toEqual([{ points: 2, round: 1, players: [4] }]);
    expect(r.value.otherLines).toEqual(['012 Bonus']);
  });

  it('refuses a total that ignores the 299 points, and a 299 naming nobody', () => {
    const r = parseTrf(file(['299           2.0    1    4'], '0.0'));
    expect(!r.ok && r.error.code).toBe('TRF_POINTS_MISMATCH');
    const bad = parseTrf(file(['299           2.0    1    9'], '2.0'));
    expect(!bad.ok && bad.error.code).toBe('TRF_BAD_ADJUSTMENT');
    const garbled = parseTrf(file(['299 two points'], '2.0'));
    expect(!garbled.ok && garbled.error.code).toBe('TRF_BAD_ADJUSTMENT');
  });

  it('writes the 299 record back (round trip)', () => {
    const r = parseTrf(file(['299          -0.5    1    2    4'], '0.0'));
    if (r.ok) throw new Error('player 4 has no adjustment of -0.5 in total: 0.0 stated, -0.5 counted');
    const ok = parseTrf(
      file(['299          -0.5    1    2'], '0.0')
        .replace(player(2, '0.0', '   1 b 0'), player(2, '0.0', '   1 b ='))
        .replace(player(1, '1.0', '   2 w 1'), player(1, '0.5', '   2 w =')),
    );
    if (!ok.ok) throw new Error(ok.error.message);
    const back = parseTrf(formatTrf(ok.value));
    expect(back.ok && back.value).toEqual(ok.value);
  });
});
