import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTrf, type Trf, type TrfRound } from '../trf';
import { checkTournament } from './checker';
import { generateTournament } from './generator';
import { swissInputFromTrf } from './trf-input';

// The vectors of packages/pairing/test/fixtures/dutch (copied from ../shared/fixtures/dutch: every
// round paired by a FIDE-endorsed Dutch engine under the 2026 rules, see its README.md).
const dir = join(__dirname, '..', '..', 'test', 'fixtures', 'dutch');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.trf'))
  .sort();
const load = (file: string): Trf => {
  const t = parseTrf(readFileSync(join(dir, file), 'utf8'));
  if (!t.ok) throw new Error(`${file}: ${t.error.message}`);
  return t.value;
};

/** The file with round `r`'s colours swapped on the game of player `id`. */
function swapColours(trf: Trf, r: number, id: number): Trf {
  const me = trf.players.find((p) => p.startNumber === id)!;
  const opponent = me.rounds[r - 1]!.opponent;
  const flip = (b: TrfRound): TrfRound => ({ ...b, colour: b.colour === 'w' ? 'b' : 'w' });
  return {
    ...trf,
    players: trf.players.map((p) =>
      p.startNumber === id || p.startNumber === opponent
        ? { ...p, rounds: p.rounds.map((b, i) => (i === r - 1 ? flip(b) : b)) }
        : p,
    ),
  };
}

describe('checkTournament', () => {
  it.each(files)('accepts every round of %s', (file) => {
    const trf = load(file);
    const report = checkTournament(trf);
    expect(report.ok && report.value.differing).toEqual([]);
    expect(report.ok && report.value.rounds).toBe(Math.max(...trf.players.map((p) => p.rounds.length)));
  });

  it('reports round 3, and only round 3, when one game of round 3 has its colours swapped', () => {
    const trf = load('dutch-0020p-7r-s16.trf');
    const played = trf.players.find((p) => p.rounds[2]!.opponent > 0 && p.rounds[2]!.colour === 'w')!;
    const report = checkTournament(swapColours(trf, 3, played.startNumber));
    if (!report.ok) throw new Error(report.error.message);
    expect(report.value.differing.map((d) => d.round)).toContain(3);
    expect(report.value.differing[0]!.round).toBe(3);
    expect(report.value.differing[0]!.reason).toMatch(/^Art\. 5|^C\d/);
  });

  it("gives the reason in the law's Vietnamese with lang vi (Trắng for the first move)", () => {
    const trf = load('dutch-0020p-7r-s16.trf');
    const played = trf.players.find((p) => p.rounds[2]!.opponent > 0 && p.rounds[2]!.colour === 'w')!;
    const swapped = swapColours(trf, 3, played.startNumber);
    const en = checkTournament(swapped);
    const vi = checkTournament(swapped, { lang: 'vi' });
    if (!en.ok || !vi.ok) throw new Error('refused');
    expect(vi.value.differing.map((d) => d.round)).toEqual(en.value.differing.map((d) => d.round));
    const reason = vi.value.differing[0]!.reason;
    expect(reason).not.toBe(en.value.differing[0]!.reason);
    // The law (003, bảng thi đấu): "xác định đấu thủ nào cầm quân Trắng đi trước".
    expect(reason).toMatch(/^(?:Điều 5 \(phân màu\): .* cầm quân Trắng|C\d)/u);
    expect(reason).not.toMatch(/\b(?:red|black|white|the|players?)\b/u);
    expect(() => checkTournament(swapped, { lang: 'fr' as never })).toThrow(RangeError);
  });

  it('names C1 when the file pairs a rematch', () => {
    // Round 2 of a 4-player file: 1-2 and 3-4 again, as round 1 paired them.
    const line = (n: number, opp1: number, c1: string, r1: string, opp2: number, c2: string, r2: string) =>
      `001 ${String(n).padStart(4)}      ${`P${n}`.padEnd(33)} ${String(2000 - n).padStart(4)}${' '.repeat(28)} 1.0${'1'.padStart(5)}  ${String(opp1).padStart(4)} ${c1} ${r1}  ${String(opp2).padStart(4)} ${c2} ${r2}`;
    const text = [
      line(1, 3, 'w', '=', 3, 'b', '='),
      line(2, 4, 'b', '=', 4, 'w', '='),
      line(3, 1, 'b', '=', 1, 'w', '='),
      line(4, 2, 'w', '=', 2, 'b', '='),
      'XXR 3',
    ].join('\r');
    const trf = parseTrf(text);
    if (!trf.ok) throw new Error(trf.error.message);
    const report = checkTournament(trf.value);
    expect(report.ok && report.value.differing.map((d) => [d.round, d.reason.slice(0, 3)])).toEqual([
      [2, 'C1:'],
    ]);
  });

  it('refuses a file whose games do not answer each other', () => {
    const line = (n: number, block: string) =>
      `001 ${String(n).padStart(4)}      ${`P${n}`.padEnd(33)} 1500${' '.repeat(28)} 0.0${'1'.padStart(5)}  ${block}`;
    const trf = parseTrf(
      [line(1, '   2 w 1').replace(' 0.0', ' 1.0'), line(2, '   1 w 0'), 'XXR 3'].join('\r'),
    );
    if (!trf.ok) throw new Error(trf.error.message);
    const report = checkTournament(trf.value);
    expect(!report.ok && report.error.code).toBe('PAIRING_BAD_INPUT');
  });

  it('throws on a system it does not know', () => {
    expect(() => checkTournament(load(files[0]!), { system: 'burstein' as 'lot' })).toThrow(RangeError);
  });
});

describe('checkTournament: the point system of XXS', () => {
  const event = generateTournament({ players: 24, rounds: 7, seed: 5 });
  if (!event.ok) throw new Error(event.error.message);
  const withXxs = (line: string): Trf => ({
    ...event.value.trf,
    otherLines: [...event.value.trf.otherLines, line],
  });
  const differing = (trf: Trf) => {
    const r = checkTournament(trf);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.differing.map((d) => d.round);
  };

  it('reads XXS as JaVaFo writes it (W, D, L, PAB) and per colour (WW, WD, WL)', () => {
    // the input of an eighth round
    const next = (trf: Trf) => swissInputFromTrf({ ...trf, totalRounds: 8 });
    // 2-1-0 is FIDE's 1-½-0 counted in halves: the engines pair it as it is, in wins.
    const a = next(withXxs('XXS W=2 D=1 L=0'));
    expect(a.ok && a.value.scoring).toBeUndefined();
    const b = next(withXxs('XXS WW=3.0 BW=3.0 WD=1.0 BD=1.0 WL=0.0 BL=0.0 PAB=1.0'));
    expect(b.ok && b.value.scoring).toEqual({
      win: 3,
      draw: 1,
      loss: 0,
      pairingBye: 1,
      zeroBye: 0,
      forfeitLoss: 0,
    });
    const c = next(withXxs('XXS W=3 D=1 L=0'));
    expect(c.ok && c.value.scoring).toEqual({
      win: 3,
      draw: 1,
      loss: 0,
      pairingBye: 3,
      zeroBye: 0,
      forfeitLoss: 0,
    });
    const none = next(event.value.trf);
    expect(none.ok && none.value.scoring).toBeUndefined();
  });

  it("re-pairs with the file's points: 2-1-0 pairs as 1-½-0, 3-1-0 (a win worth three draws) does not", () => {
    expect(differing(event.value.trf)).toEqual([]);
    expect(differing(withXxs('XXS W=2 D=1 L=0'))).toEqual([]);
    // With a win worth three draws the score groups are not those the file was paired from.
    expect(differing(withXxs('XXS W=3 D=1 L=0')).length).toBeGreaterThan(0);
  });
});
