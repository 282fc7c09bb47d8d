import { parseTournament } from '@xq/tournament';
import { describe, expect, test } from 'vitest';
import { disk } from './disk.test-util';

describe('xq tournament show --lang vi', () => {
  test("prints the regulations with the items of the law's guide to them, in Vietnamese", async () => {
    const { run } = disk();
    await run('new', 't.json', '--name', 'Giải', '--system', 'round-robin', '--time-control', '60 phút');
    const vi = await run('show', 't.json', '--lang', 'vi');
    expect(vi.code).toBe(0);
    // The guide's items 7 and 8: "7. Hình thức thi đấu", "8. Luật lệ thi đấu … quy định thời gian ván đấu".
    expect(vi.out).toContain('Giải — điều lệ');
    // The values in words, not codes: the system's name, the scoring as the regulations write it.
    expect(vi.out).toMatch(/7\. Hình thức thi đấu +vòng tròn\n/);
    expect(vi.out).toMatch(/9\. Cách tính điểm +thắng 1 điểm, hòa 0,5 điểm, thua 0 điểm/);
    // Item 9 "Nguyên tắc xếp hạng … cách tính hệ số": the codes with the law's words, lots "bốc thăm".
    expect(vi.out).toMatch(
      /9\. Nguyên tắc xếp hạng +PTS \(điểm\), SB \(hệ số\), WIN \(số vòng thắng\), DE \(đối kháng trực tiếp\), bốc thăm/,
    );
    expect(vi.out).toMatch(/8\. Thời gian ván đấu +60 phút/);
    expect(vi.out).not.toMatch(/regulations|System|Time control/);
    const en = await run('show', 't.json');
    expect(en.out).toMatch(/7\. System +round-robin/);
  });
  test('regulations FILE REGS.json says what it merged in the language asked for', async () => {
    const { files, run } = disk();
    await run('new', 't.json', '--name', 'Giải', '--system', 'round-robin');
    files['r.json'] = '{"lateArrivalMinutes": 30}';
    expect((await run('regulations', 't.json', 'r.json', '--lang', 'vi')).out).toBe(
      't.json: đã cập nhật điều lệ (lateArrivalMinutes)\n',
    );
    expect((await run('regulations', 't.json', 'r.json')).out).toBe(
      't.json: regulations updated (lateArrivalMinutes)\n',
    );
  });
});

describe('xq tournament', () => {
  test('a club round robin from start to standings', async () => {
    const { files, run } = disk();
    expect((await run('new', 't.json', '--name', 'Club', '--system', 'round-robin')).code).toBe(0);
    for (const [name, rating] of [
      ['Ann', '2100'],
      ['Binh', '2000'],
      ['Chi', '1900'],
    ] as const) {
      expect((await run('add-player', 't.json', name, '--rating', rating)).code).toBe(0);
    }
    // Round 1 of the law's 3–4 table: 1 rests (meets the bye seat 4), 2 – 3.
    const p1 = await run('pair', 't.json');
    expect(p1.code).toBe(0);
    expect(p1.out).toMatch(/1\s+2\s+Binh\s+3\s+Chi/);
    expect(p1.out).toContain('bye (pairing)');
    expect((await run('result', 't.json', '1', '3', '0-1')).code).toBe(0);
    // Round 2: (4) – 3 → 3 rests; 1 – 2.
    await run('pair', 't.json');
    expect((await run('result', 't.json', '2', '1', '1/2')).code).toBe(0);
    // Round 3: 2 – (4) → 2 rests; 3 – 1.
    await run('pair', 't.json');
    expect((await run('result', 't.json', '3', '1', '1-0')).code).toBe(0);
    const over = await run('pair', 't.json');
    expect(over.code).toBe(1);
    expect(over.err).toContain('PAIRING_TOURNAMENT_OVER');
    // Hand computation: Chi beat Binh (R1, as black) and Chi beat Ann (R3, as red): 2 points;
    // Ann–Binh drawn: ½ each. Ann and Binh tie on ½, SB: each drew the other (½ · ½ = ¼) → equal;
    // wins 0 each; direct encounter drawn; lots decide.
    const t = parseTournament(files['t.json'] ?? '');
    expect(t.ok).toBe(true);
    const s = await run('standings', 't.json', '--format', 'markdown');
    expect(s.code).toBe(0);
    expect(s.out).toMatch(/\| 1 \| 3 \| Chi \| 1900 \| {2}\| 2 \|/);
    const cross = await run('crosstable', 't.json');
    expect(cross.out).toMatch(/3\s+Chi\s+1\s+1\s+x\s+2\s+1/);
    const show = await run('show', 't.json');
    expect(show.out).toMatch(/7\. System\s+round-robin/);
    expect(show.out).toMatch(/9\. Ranking order\s+PTS, SB, WIN, DE, lots/);
    expect(show.out).toMatch(/2\s+Binh\s+2000/);
    const html = await run('pairings', 't.json', '--round', '1', '--format', 'html');
    expect(html.out).toContain('<td>Binh</td>');
  });

  test('a team round robin: teams, pairing by boards, team standings', async () => {
    const { run } = disk();
    await run('new', 'l.json', '--name', 'League', '--system', 'team-round-robin', '--friendly');
    for (const name of ['A1', 'A2', 'B1', 'B2', 'B9']) await run('add-player', 'l.json', name);
    expect((await run('add-team', 'l.json', 'A', 'Hà Nội', '--members', '1,2')).code).toBe(0);
    expect((await run('add-team', 'l.json', 'B', 'Huế', '--members', '3,4', '--substitutes', '5')).code).toBe(
      0,
    );
    expect((await run('add-team', 'l.json', 'C', 'Huế', '--members', '1')).code).toBe(1);
    expect((await run('add-team', 'l.json', 'C', 'X', '--members', 'one')).code).toBe(2);
    // One round: A has red on board 1 (1 – 3), B on board 2 (4 – 2); each player is listed
    // with his number in the team (30.1.3: "A1, A2, A3"), before his name.
    const p = await run('pair', 'l.json');
    expect(p.out).toMatch(/Match 1\s+A\s+Hà Nội\s+B\s+Huế/);
    expect(p.out).toMatch(/1\s+1\s+A1 A1\s+3\s+B1 B1/);
    expect(p.out).toMatch(/2\s+4\s+B2 B2\s+2\s+A2 A2/);
    await run('result', 'l.json', '1', '1', '1/2');
    await run('result', 'l.json', '1', '2', '1-0');
    const s = await run('standings', 'l.json', '--format', 'markdown');
    // B: ½ on board 1, 1 on board 2 → 1½ game points, a match won (2).
    expect(s.out).toContain('| 1 | B | Huế | 2 | 1½ | ½ | 1 |');
  });

  test('draw gives the start numbers by lot, reproducibly, before round 1 only', async () => {
    const { files, run } = disk();
    await run('new', 'd.json', '--name', 'D', '--system', 'round-robin', '--seed', '5');
    for (const name of ['An', 'Bình', 'Chi', 'Dũng', 'Em']) await run('add-player', 'd.json', name);
    const before = files['d.json'];
    const a = await run('draw', 'd.json');
    expect(a.code).toBe(0);
    expect(a.out).toContain('(drawn with seed 5)');
    const afterA = files['d.json'];
    files['d.json'] = before ?? '';
    await run('draw', 'd.json', '--seed', '5');
    expect(files['d.json']).toBe(afterA);
    await run('pair', 'd.json');
    expect((await run('draw', 'd.json')).code).toBe(1);
    expect((await run('draw', 'd.json', '--seed', 'x')).code).toBe(2);
  });

  test('a knockout cup: pair, results, next round, final', async () => {
    const { run } = disk();
    await run('new', 'k.json', '--name', 'Cúp', '--system', 'knockout');
    for (const name of ['A', 'B', 'C']) await run('add-player', 'k.json', name);
    // Three entrants, a 4 bracket: seed 1 has a bye, 2 meets 3 (who moves first by lot, 4.2.2).
    const r1 = await run('pair', 'k.json');
    expect(r1.out).toMatch(/1\s+(2\s+B\s+3\s+C|3\s+C\s+2\s+B)/);
    expect((await run('pair', 'k.json')).code).toBe(1);
    const redFirst = (out: string, p: string) => new RegExp(`1\\s+${p}\\s`).test(out);
    await run('result', 'k.json', '1', '3', redFirst(r1.out, '3') ? '1-0' : '0-1');
    const r2 = await run('pair', 'k.json');
    expect(r2.out).toMatch(/1\s+(1\s+A\s+3\s+C|3\s+C\s+1\s+A)/);
    await run('result', 'k.json', '2', '1', redFirst(r2.out, '1') ? '1-0' : '0-1');
    const over = await run('pair', 'k.json');
    expect(over.code).toBe(1);
    expect(over.err).toContain('1 won');
  });

  test('export --trf and import give the tournament back', async () => {
    const { files, run } = disk();
    await run(
      'new',
      't.json',
      '--name',
      'Swiss',
      '--system',
      'swiss-dutch',
      '--rounds',
      '3',
      '--scoring',
      '2-1-0',
    );
    for (const name of ['A', 'B', 'C', 'D']) await run('add-player', 't.json', name);
    const p = await run('pair', 't.json');
    expect(p.code).toBe(0);
    const first = parseTournament(files['t.json'] ?? '');
    if (!first.ok) throw new Error('bad file');
    for (const g of first.value.rounds[0]?.games ?? [])
      await run('result', 't.json', '1', String(g.red), '+/-');
    const e = await run('export', 't.json', '--trf', '--out', 't.trf');
    expect(e.code).toBe(0);
    expect(files['t.trf']).toContain('XXR 3');
    const shown = await run('export', 't.json', '--trf');
    expect(shown.out.split('\n')[0]).toBe('012 Swiss');
    const i = await run('import', 't.trf', 'u.json', '--scoring', '2-1-0');
    expect(i.code).toBe(0);
    const a = parseTournament(files['t.json'] ?? '');
    const b = parseTournament(files['u.json'] ?? '');
    expect(a.ok && b.ok && b.value.rounds).toEqual(a.ok && a.value.rounds);
  });

  test('refuses bad input with exit 1 and bad usage with exit 2', async () => {
    const { files, run } = disk();
    expect((await run('standings', 'missing.json')).code).toBe(1);
    files['bad.json'] = '{"format":"xq-tournament","version":9}';
    const bad = await run('standings', 'bad.json');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('TOURNAMENT_BAD_VERSION');
    await run('new', 't.json', '--name', 'X', '--system', 'knockout');
    expect((await run('new', 't.json', '--name', 'X', '--system', 'knockout')).code).toBe(1);
    expect(
      (await run('new', 't.json', '--name', 'Y', '--system', 'double-elimination', '--force')).code,
    ).toBe(0);
    await run('add-player', 't.json', 'A');
    await run('add-player', 't.json', 'B');
    const ko = await run('pair', 't.json');
    expect(ko.code).toBe(1);
    expect(ko.err).toContain('PAIRING_NOT_AVAILABLE');
    expect((await run('result', 't.json', '1', '1', '1-0')).code).toBe(1);
    for (const args of [
      [],
      ['fly', 't.json'],
      ['new', 't.json', '--name', 'X'],
      ['new', 't.json', '--name', 'X', '--system', 'chaos'],
      ['new', 't.json', '--name', 'X', '--system', 'swiss-dutch', '--tie-breaks', 'points,luck'],
      ['add-player', 't.json'],
      ['add-player', 't.json', 'C', '--rating', 'high'],
      ['result', 't.json', '1', '1', '2-0'],
      ['standings', 't.json', '--format', 'pdf'],
      ['standings', 't.json', '--rating', '3'],
      ['export', 't.json'],
    ]) {
      const r = await run(...args);
      expect(r.code).toBe(2);
      expect(r.err).toContain('usage: xq tournament');
    }
    expect((await run('--help')).code).toBe(0);
  });
});

describe('xq tournament --json: what arbiters publish', () => {
  const json = async (run: ReturnType<typeof disk>['run'], ...args: string[]) => {
    const r = await run(...args, '--json');
    expect(r.code, r.err).toBe(0);
    return JSON.parse(r.out);
  };
  const swiss = async () => {
    const d = disk();
    await d.run('new', 's.json', '--name', 'Open', '--system', 'swiss-dutch', '--rounds', '3');
    for (const [name, rating] of [
      ['An', '2000'],
      ['Binh', '1900'],
      ['Chi', '1800'],
      ['Dung', '1700'],
      ['Em', '1600'],
    ] as const)
      await d.run('add-player', 's.json', name, '--rating', rating);
    return d;
  };

  test('a paired, unplayed round counts nowhere; "after round N" is the last complete round', async () => {
    const { run } = await swiss();
    await run('pair', 's.json');
    const p = await json(run, 'pairings', 's.json');
    expect(p.round).toBe(1);
    expect(p.boards.map((b: { board: number }) => b.board)).toEqual([1, 2]);
    expect(p.boards.every((b: { result: unknown }) => b.result === null)).toBe(true);
    // The pairing-allocated bye of a Swiss is worth a win, but round 1 is not complete yet.
    expect(p.byes).toEqual([{ player: 5, points: 1, kind: 'pairing' }]);
    const before = await json(run, 'standings', 's.json');
    expect(before.afterRound).toBe(0);
    expect(before.rows.every((r: { points: number }) => r.points === 0)).toBe(true);
    for (const b of p.boards) await run('result', 's.json', '1', String(b.red), '1-0');
    const after = await json(run, 'standings', 's.json');
    expect(after.afterRound).toBe(1);
    const em = after.rows.find((r: { player: number }) => r.player === 5);
    expect(em).toMatchObject({ points: 1, byes: 1, wins: 0, draws: 0, losses: 0 });
    // Round 2 paired, one result in: still "after round 1".
    await run('pair', 's.json');
    const p2 = await json(run, 'pairings', 's.json');
    await run('result', 's.json', '2', String(p2.boards[0].red), '1/2');
    expect((await json(run, 'standings', 's.json')).afterRound).toBe(1);
    const text = await run('standings', 's.json');
    expect(text.out).toContain('standings after round 1');
  });

  test('forfeits are forfeits, exact quarter values in JSON and in print, --tie-breaks by code', async () => {
    const { run } = await swiss();
    await run('pair', 's.json');
    const p = await json(run, 'pairings', 's.json');
    await run('result', 's.json', '1', String(p.boards[0].red), '+/-');
    await run('result', 's.json', '1', String(p.boards[1].red), '1/2');
    const pf = await json(run, 'pairings', 's.json', '--round', '1');
    expect(pf.boards[0]).toMatchObject({ result: '+/-', forfeit: true });
    const s = await json(run, 'standings', 's.json', '--tie-breaks', 'BH,SB,BH-C1,AROC,KS,PS,STD,REP');
    const winner = s.rows.find((r: { player: number }) => r.player === p.boards[0].red);
    expect(winner).toMatchObject({ points: 1, wins: 0, forfeitWins: 1 });
    expect(Object.keys(winner.tieBreaks)).toEqual(['BH', 'SB', 'BH-C1', 'AROC', 'KS', 'PS', 'STD', 'REP']);
    // Numbers, or null for a rating tie-break without a value (the reference checker's empty value).
    for (const row of s.rows)
      for (const [k, v] of Object.entries(row.tieBreaks))
        expect(typeof v === 'number' || (v === null && k === 'AROC')).toBe(true);
    const bad = await run('standings', 's.json', '--tie-breaks', 'BH,__proto__');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("unknown tie-break '__proto__'");
  });

  test('quarter values print exactly: 3.75 is 3¾, never 3½', async () => {
    // A round robin of 5 where SB reaches quarters: every game drawn but one.
    const { run } = disk();
    await run('new', 'q.json', '--name', 'Q', '--system', 'round-robin');
    for (const n of ['A', 'B', 'C', 'D']) await run('add-player', 'q.json', n);
    for (let r = 1; r <= 3; r++) {
      await run('pair', 'q.json');
      const p = await json(run, 'pairings', 'q.json');
      for (const [i, b] of p.boards.entries())
        await run('result', 'q.json', String(r), String(b.red), r === 1 && i === 0 ? '1-0' : '1/2');
    }
    const s = await json(run, 'standings', 'q.json', '--tie-breaks', 'SB');
    const quarters = s.rows.map((x: { tieBreaks: { SB: number } }) => x.tieBreaks.SB);
    expect(quarters.some((v: number) => !Number.isInteger(v * 2))).toBe(true);
    const text = (await run('standings', 'q.json', '--tie-breaks', 'SB')).out;
    for (const v of quarters as number[]) {
      const whole = Math.floor(v);
      const glyph = { 0: '', 0.25: '¼', 0.5: '½', 0.75: '¾' }[v - whole] ?? '?';
      expect(text).toContain(`${whole === 0 && glyph ? '' : whole}${glyph}`);
    }
    expect((await run('standings', 'q.json', '--tie-breaks', 'SB', '--decimals')).out).toMatch(/\d\.(25|75)/);
  });

  test('a withdrawn player is left out of the next round; rests are byes, in Vietnamese "nghỉ"', async () => {
    const { files, run } = disk();
    await run('new', 'w.json', '--name', 'W', '--system', 'round-robin');
    for (const n of ['A', 'B', 'C', 'D', 'E']) await run('add-player', 'w.json', n);
    expect((await run('withdraw', 'w.json', '2')).code).toBe(0);
    expect(JSON.parse(files['w.json'] ?? '{}').players[1].withdrawn).toBe(true);
    await run('pair', 'w.json');
    const p = await json(run, 'pairings', 'w.json');
    // 10.2.1b: "vắng mặt quá giờ quy định bị xử thua": his scheduled game is a forfeit, never played.
    const his = p.boards.filter((b: { red: number; black: number }) => b.red === 2 || b.black === 2);
    for (const b of his) expect(b.result).toBe(b.red === 2 ? '-/+' : '+/-');
    expect(p.byes.map((b: { player: number }) => b.player)).not.toContain(2);
    const vi = await run('pairings', 'w.json', '--lang', 'vi');
    expect(vi.out).toContain('nghỉ');
    expect(vi.out).toContain('Trắng');
    expect(vi.out).not.toMatch(/Đỏ/);
  });

  test('absent marks one round only', async () => {
    const { files, run } = await swiss();
    expect((await run('absent', 's.json', '3')).code).toBe(0);
    await run('pair', 's.json');
    const p = await json(run, 'pairings', 's.json');
    const seated = p.boards.flatMap((b: { red: number; black: number }) => [b.red, b.black]);
    expect(seated).not.toContain(3);
    expect(seated.length).toBe(4);
    // Not paired: his round is a zero-point bye (TRF Z), so that the record says he was out.
    expect(p.byes.map((b: { player: number }) => b.player)).toEqual([3]);
    expect(JSON.parse(files['s.json'] ?? '{}').absent).toBeUndefined();
    expect((await run('absent', 's.json', '99')).code).toBe(1);
  });

  test('rating tie-breaks of an unrated field are null, as the FIDE checker leaves them; --unrated-rating fills them', async () => {
    const { run } = await swiss();
    await run('add-player', 's.json', 'Giang');
    await run('pair', 's.json');
    const p = await json(run, 'pairings', 's.json');
    for (const b of p.boards) await run('result', 's.json', '1', String(b.red), '1-0');
    const s = await json(run, 'standings', 's.json', '--tie-breaks', 'ARO,RTNG');
    for (const row of s.rows) expect(row.tieBreaks).toEqual({ ARO: null, RTNG: null });
    const filled = await json(
      run,
      'standings',
      's.json',
      '--tie-breaks',
      'ARO,RTNG',
      '--unrated-rating',
      '1000',
    );
    const giang = filled.rows.find((r: { name: string }) => r.name === 'Giang');
    expect(giang.tieBreaks.RTNG).toBe(1000);
    // Giang's opponent sees him at 1000.
    const board = p.boards.find(
      (b: { red: number; black: number }) => b.red === giang.player || b.black === giang.player,
    );
    const opponent = board.red === giang.player ? board.black : board.red;
    expect(filled.rows.find((r: { player: number }) => r.player === opponent).tieBreaks.ARO).toBe(1000);
    expect((await run('standings', 's.json', '--unrated-rating', 'x')).code).toBe(2);
  });

  test('import refuses a file that is not TRF', async () => {
    const { files, run } = disk();
    files['x.json'] = '{"format":"xq-tournament"}';
    const r = await run('import', 'x.json', 'y.json');
    expect(r.code).toBe(1);
    expect(r.err).toContain('is not a TRF file');
  });
});

describe('xq tournament new --system swiss-… without --rounds', () => {
  test('is refused at new, saying how to set them (pair would refuse it later)', async () => {
    for (const system of ['swiss-dutch', 'swiss-lots', 'team-swiss']) {
      const { run, files } = disk();
      const r = await run('new', 't.json', '--name', 'Open', '--system', system);
      expect([system, r.code]).toEqual([system, 2]);
      expect(r.err).toContain('--rounds N');
      expect(files['t.json']).toBeUndefined();
      expect((await run('new', 't.json', '--name', 'Open', '--system', system, '--rounds', '7')).code).toBe(
        0,
      );
    }
  });
});
