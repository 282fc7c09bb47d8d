import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateTournament } from '@xq/pairing';
import { exportTrf, tournamentFromTrf } from '@xq/tournament';
import { describe, expect, test } from 'vitest';
import { fakeIo } from '../fake-io';
import { main } from '../main';

const fixture = readFileSync(
  join(__dirname, '../../../pairing/test/fixtures/dutch/dutch-0020p-7r-s16.trf'),
  'utf8',
);

const call = async (args: string[], io = fakeIo({})) => {
  const code = await main(args, io);
  return { code, out: io.stdout(), err: io.stderr(), io };
};

/** The fixture with the colours of player `id`'s game in round 3 swapped (both blocks). */
function swapRound3(text: string, id: number): string {
  const lines = text.split('\r');
  const block = (l: string) => l.slice(89 + 20, 89 + 30);
  const me = lines.find((l) => l.startsWith('001') && Number(l.slice(4, 8)) === id)!;
  const opponent = Number(block(me).slice(2, 6));
  return lines
    .map((l) => {
      if (!l.startsWith('001') || ![id, opponent].includes(Number(l.slice(4, 8)))) return l;
      const b = block(l);
      const c = b[7] === 'w' ? 'b' : 'w';
      return `${l.slice(0, 109)}${b.slice(0, 7)}${c}${b.slice(8)}${l.slice(119)}`;
    })
    .join('\r');
}

describe('xq pair --check', () => {
  test('accepts every round of a file the endorsed engine paired (exit 0)', async () => {
    const io = fakeIo({ files: { 't.trf': fixture } });
    const r = await call(['pair', '--check', '--trf', 't.trf'], io);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('7 rounds checked, 0 differ');
  });

  test('reports round 3 (exit 1) when one game of round 3 has its colours swapped', async () => {
    const io = fakeIo({ files: { 't.trf': swapRound3(fixture, 1) } });
    const r = await call(['pair', '--check', '--trf', 't.trf', '--json'], io);
    expect(r.err).toBe('');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as { rounds: number; differing: { round: number; reason: string }[] };
    expect(report.rounds).toBe(7);
    expect(report.differing[0]!.round).toBe(3);
    expect(report.differing[0]!.reason).toMatch(/^(?:Art\. 5|C\d)/);
    expect(r.out).not.toMatch(/white/);
  });
});

/** A generated event exported by @xq/tournament: its ranks are its standings' (C.07). */
function rankedEvent(scoring?: '2-1-0'): string {
  const g = generateTournament({ players: 16, rounds: 5, seed: 3 });
  if (!g.ok) throw new Error(g.error.message);
  const t = tournamentFromTrf(g.value.trf, scoring === undefined ? {} : { scoring });
  if (!t.ok) throw new Error(t.error.message);
  const text = exportTrf(t.value);
  if (!text.ok) throw new Error(text.error.message);
  return text.value;
}

/** The text with the ranks (columns 86-89) of the players ranked `a` and `b` swapped. */
function swapRanks(text: string, a: number, b: number): string {
  return text
    .split('\r\n')
    .map((l) => {
      if (!l.startsWith('001')) return l;
      const r = Number(l.slice(85, 89));
      const to = r === a ? b : r === b ? a : r;
      return `${l.slice(0, 85)}${String(to).padStart(4)}${l.slice(89)}`;
    })
    .join('\r\n');
}

type StandingsJson = {
  standings: {
    checked: number;
    differing: { rank: number; expected: number; actual: number; reason: string }[];
  };
};

describe('xq pair --check --standings (C.07)', () => {
  const event = rankedEvent();
  const check = (text: string, more: string[] = []) =>
    call(['pair', '--check', '--standings', '--trf', 't.trf', ...more], fakeIo({ files: { 't.trf': text } }));

  test('accepts the ranks of the standings that @xq/tournament wrote (exit 0)', async () => {
    const r = await check(event, ['--json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as StandingsJson;
    expect(doc.standings.checked).toBe(16);
    expect(doc.standings.differing).toEqual([]);
  });

  test('reports both ranks of two players swapped, with the criterion that decides (exit 1)', async () => {
    const r = await check(swapRanks(event, 1, 2), ['--json']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.out) as StandingsJson;
    expect(doc.standings.differing.map((d) => d.rank)).toEqual([1, 2]);
    const [first, second] = doc.standings.differing;
    expect(first!.expected).toBe(second!.actual);
    expect(first!.actual).toBe(second!.expected);
    expect(first!.reason).toMatch(new RegExp(`decides: ${first!.expected} \\(`));
  });

  test("a TRF-2026 212 record's list decides the order (the start number alone here)", async () => {
    const r = await check(`${event}212 TPN\r\n`, ['--json']);
    const doc = JSON.parse(r.out) as StandingsJson;
    expect(r.code).toBe(1);
    expect(doc.standings.differing.length).toBeGreaterThan(0);
    expect(doc.standings.differing.every((d) => d.reason.startsWith('TPN decides'))).toBe(true);
    // 202 lists the tie-breaks after the points: the points still come first
    const pts = await check(`${event}202 TPN\r\n`, ['--json']);
    const reasons = (JSON.parse(pts.out) as StandingsJson).standings.differing.map((d) => d.reason);
    expect(reasons.every((x) => /^(?:TPN|points) decides/.test(x))).toBe(true);
  });

  test('a 2-1-0 event exported by @xq/tournament (its XXS record, points doubled) passes both checks', async () => {
    const doubled = rankedEvent('2-1-0');
    expect(doubled).toMatch(/^XXS WW=2\.0 /mu);
    const r = await check(doubled, ['--json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as StandingsJson & { rounds: number };
    expect(doc.rounds).toBe(5);
    expect(doc.standings.checked).toBe(16);
    const swapped = await check(swapRanks(doubled, 1, 16), ['--json']);
    expect(swapped.code).toBe(1);
  });

  test('says the reason in Vietnamese under --lang vi', async () => {
    const r = await check(swapRanks(event, 1, 2), ['--lang', 'vi']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^hạng 1: .+ quyết định: \d+ \(.+\) xếp trên \d+/mu);
    expect(r.out).toContain('2 thứ hạng khác');
  });
});

describe('xq generate', () => {
  test('--players 40 --rounds 9 --seed 7 --out g.trf writes an event with draws, byes and forfeits that the checker accepts', async () => {
    const io = fakeIo({});
    const g = await call(
      ['generate', '--players', '40', '--rounds', '9', '--seed', '7', '--out', 'g.trf'],
      io,
    );
    expect(g.err).toBe('');
    expect(g.code).toBe(0);
    const written = io.written.get('g.trf')!;
    const text = typeof written === 'string' ? written : new TextDecoder().decode(written);
    const results = text
      .split('\r')
      .filter((l) => l.startsWith('001'))
      .flatMap((l) => (l.slice(91).match(/.{1,10}/g) ?? []).map((b) => b.trimEnd().slice(-1)));
    expect(results).toContain('=');
    expect(results).toContain('+');
    expect(results.some((x) => 'HZU'.includes(x))).toBe(true);
    const r = await call(['pair', '--check', '--trf', 'g.trf'], fakeIo({ files: { 'g.trf': text } }));
    expect(r.code).toBe(0);
    expect(r.out).toContain('9 rounds checked, 0 differ');
  });

  test('refuses bad numbers (exit 2)', async () => {
    expect((await call(['generate', '--players', '1', '--rounds', '1'])).code).toBe(2);
    expect((await call(['generate', '--players', '10', '--rounds', '3', '--bye-rate', '2'])).code).toBe(2);
    expect((await call(['generate', '--players', 'toString', '--rounds', '3'])).code).toBe(2);
  });
});

describe('xq pair --explain', () => {
  const cut = fixture
    .split('\r')
    .map((l) => (l.startsWith('001') ? l.slice(0, 89 + 10 * 3).trimEnd() : l))
    .join('\r');
  const points = (text: string) =>
    text
      .split('\r')
      .map((l) => {
        if (!l.startsWith('001')) return l;
        const halves = (l.slice(91).match(/.{1,10}/g) ?? []).reduce(
          (s, b) => s + ({ '1': 2, '=': 1, U: 2, '+': 2, H: 1, F: 2 }[b.trimEnd().slice(-1)] ?? 0),
          0,
        );
        return `${l.slice(0, 80)}${(halves / 2).toFixed(1).padStart(4)}${l.slice(84)}`;
      })
      .join('\r');
  const file = `${points(cut)}\rXXR 7\r`;

  test('gives each board its bracket and colour rule, in Vietnamese with Trắng/Đen', async () => {
    const r = await call(
      ['pair', '--explain', '--trf', 't.trf', '--lang', 'vi'],
      fakeIo({ files: { 't.trf': file } }),
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines[0]).toMatch(/^Bàn 1: \d+ \(Trắng\) – \d+ \(Đen\); nhóm [\d.]+ điểm; .*Điều 5\.2\.[1-5]/);
    expect(r.out).not.toMatch(/\b(?:red|black|white)\b/);
  });

  test('--json gives the rule and the floats as data', async () => {
    const r = await call(
      ['pair', '--explain', '--json', '--trf', 't.trf'],
      fakeIo({ files: { 't.trf': file } }),
    );
    const doc = JSON.parse(r.out) as { boards: { colourRule: string; red: number }[] };
    expect(doc.boards.length).toBe(10);
    expect(doc.boards.every((b) => /^5\.2\.[1-5]$/.test(b.colourRule))).toBe(true);
  });
});

describe('xq pair --check --lang vi', () => {
  test('says its summary in Vietnamese', async () => {
    const io = fakeIo({ files: { 't.trf': fixture } });
    const r = await call(['pair', '--check', '--trf', 't.trf', '--lang', 'vi'], io);
    expect(r.code).toBe(0);
    expect(r.out).toContain('đã kiểm tra 7 vòng, 0 vòng khác');
  });

  test('gives the reason of a differing round in Vietnamese (Trắng/Đen, no English words)', async () => {
    const io = fakeIo({ files: { 't.trf': swapRound3(fixture, 1) } });
    const r = await call(['pair', '--check', '--trf', 't.trf', '--lang', 'vi'], io);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^vòng 3: (?:Điều 5|C\d)/mu);
    expect(r.out).not.toMatch(/\b(?:red|black|white|players?|board|bye)\b/u);
  });
});

describe('xq pair FILE: the file positionally, as the checker issue named it', () => {
  test('the actions check, checklist and explain print what the flags --check, --checklist and --explain print', async () => {
    const nine = `${fixture}\rXXR 9\r`;
    for (const action of ['check', 'checklist', 'explain'])
      for (const more of [[], ['--json'], ['--lang', 'vi']]) {
        const flag = await call(
          ['pair', `--${action}`, 't.trf', ...more],
          fakeIo({ files: { 't.trf': nine } }),
        );
        const named = await call(['pair', action, 't.trf', ...more], fakeIo({ files: { 't.trf': nine } }));
        expect(named, `${action} ${more.join(' ')}`).toMatchObject({
          code: flag.code,
          err: flag.err,
          out: flag.out,
        });
        expect(named.out, action).not.toBe('');
      }
    // An action takes only its own options.
    const wrong = await call(
      ['pair', 'checklist', '--system', 'lot', 't.trf'],
      fakeIo({ files: { 't.trf': nine } }),
    );
    expect(wrong).toMatchObject({
      code: 2,
      err: expect.stringContaining('--system does not go with checklist'),
    });
  });

  test('xq pair --check FILE is xq pair --check --trf FILE', async () => {
    for (const json of [[], ['--json']]) {
      const named = await call(
        ['pair', '--check', '--trf', 't.trf', ...json],
        fakeIo({ files: { 't.trf': fixture } }),
      );
      const positional = await call(
        ['pair', '--check', 't.trf', ...json],
        fakeIo({ files: { 't.trf': fixture } }),
      );
      expect(positional).toMatchObject({ code: 0, err: '', out: named.out });
      expect(positional.out).not.toBe('');
    }
    const after = await call(['pair', 't.trf', '--check'], fakeIo({ files: { 't.trf': fixture } }));
    expect(after.out).toContain('7 rounds checked, 0 differ');
  });

  test('a round that differs: exit 1 either way', async () => {
    const io = fakeIo({ files: { 't.trf': swapRound3(fixture, 1) } });
    expect((await call(['pair', '--check', 't.trf'], io)).code).toBe(1);
  });

  test('the next round from FILE, and "-" reads standard input', async () => {
    const nine = `${fixture}\rXXR 9\r`;
    const named = await call(['pair', '--trf', 't.trf'], fakeIo({ files: { 't.trf': nine } }));
    const positional = await call(['pair', 't.trf'], fakeIo({ files: { 't.trf': nine } }));
    expect(positional).toMatchObject({ code: 0, err: '', out: named.out });
    expect(positional.out).toMatch(/^10\n/);
    const stdin = await call(['pair', '--check', '-'], fakeIo({ stdin: fixture }));
    expect(stdin.out).toContain('7 rounds checked, 0 differ');
  });

  test('no file, two different files, or a file that is not there: usage or input errors in both languages', async () => {
    const none = await call(['pair', '--check']);
    expect(none.code).toBe(2);
    expect(none.err).toContain('missing FILE');
    const noneVi = await call(['pair', '--check', '--lang', 'vi']);
    expect(noneVi).toMatchObject({ code: 2 });
    expect(noneVi.err).toContain('thiếu FILE');
    const two = await call(['pair', '--check', '--trf', 'a.trf', 'b.trf']);
    expect(two.code).toBe(2);
    expect(two.err).toContain('FILE or --trf FILE');
    expect((await call(['pair', '--check', 'a.trf', 'b.trf'])).code).toBe(2);
    expect((await call(['pair', '--check', 'missing.trf'])).code).toBe(1);
  });

  test('the help names both forms', async () => {
    const help = await call(['pair', '--help']);
    expect(help.out).toContain('xq pair check [FILE]');
    expect(help.out).toContain('--check      the same as xq pair check');
    expect(help.out).toContain('--trf FILE');
  });
});

describe('xq pair and xq generate: hostile arguments are usage errors, before any work', () => {
  test('an empty file name', async () => {
    expect((await call(['pair', ''])).code).toBe(2);
    expect((await call(['pair', '--check', '--trf', ''])).code).toBe(2);
    const io = fakeIo({});
    const r = await call(['generate', '--players', '10', '--rounds', '3', '--out', ''], io);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--out');
  });

  test('a file no TRF writer could write is refused with its line, in both languages', async () => {
    const text = `012 a\u2028b\rXXR 3\r${fixture}`;
    const en = await call(['pair', '--check', 't.trf'], fakeIo({ files: { 't.trf': text } }));
    expect(en.code).toBe(1);
    expect(en.err).toContain('TRF_BAD_LINE');
    const vi = await call(['pair', '--check', 't.trf', '--lang', 'vi'], fakeIo({ files: { 't.trf': text } }));
    expect(vi.code).toBe(1);
    expect(vi.err).toContain('dòng 1');
  });
});
