import { describe, expect, it } from 'vitest';
import { createTournament } from '../document';
import type { Tournament } from '../model';
import { pairNextRound } from '../tournament-pair';
import { formatCrosstable, formatPairings, formatStandings } from './print';
import { printReport } from './report';
import { formatPoints, renderTable } from './table';

const t: Tournament = {
  format: 'xq-tournament',
  version: 2,
  name: 'Giải <Câu lạc bộ> & "bạn"',
  regulations: { system: 'swiss-dutch', scoring: '1-0.5-0', rounds: 2 },
  players: [
    { id: 1, name: 'Ann | A', rating: 2100, club: 'Hà Nội' },
    { id: 2, name: 'Binh', rating: 2000 },
    { id: 3, name: 'Chi' },
  ],
  rounds: [
    { games: [{ red: 1, black: 2, result: 'red-win-forfeit' }], byes: [{ player: 3, kind: 'pairing' }] },
    { games: [{ red: 3, black: 1, result: 'draw' }], byes: [{ player: 2, kind: 'half' }] },
  ],
};

describe('printing', () => {
  it("names printReport, the function the caller called, in its printers' refusals", () => {
    const refusal = (f: () => unknown): unknown => {
      try {
        f();
      } catch (e) {
        return e;
      }
      return undefined;
    };
    const noRound = refusal(() => printReport(t, { kind: 'pairings', round: 9 }, 'text'));
    expect(noRound).toBeInstanceOf(RangeError);
    expect((noRound as Error).message).toBe('printReport (pairings): no round 9');
    const noPlayer = refusal(() => printReport(t, { kind: 'pairing-card', player: 99 }, 'text'));
    expect(noPlayer).toBeInstanceOf(RangeError);
    expect((noPlayer as Error).message).toBe('printReport (pairing-card): no player 99');
    const notNumber = refusal(() =>
      printReport(t, { kind: 'pairings', round: '1' as unknown as number }, 'text'),
    );
    expect(notNumber).toBeInstanceOf(TypeError);
    expect((notNumber as Error).message).toMatch(/^printReport \(pairings\): round must be a number/);
  });

  it('writes half points with ½', () => {
    expect([0, 0.5, 1, 1.5, 12.5, -0.5].map((x) => formatPoints(x))).toEqual([
      '0',
      '½',
      '1',
      '1½',
      '12½',
      '-½',
    ]);
  });

  // The law writes points with the decimal comma: "6,5 điểm", "0,5 điểm".
  it('writes decimals with a comma in Vietnamese, a point in English', () => {
    expect(formatPoints(6.5, { decimals: true, lang: 'vi' })).toBe('6,5');
    expect(formatPoints(0.5, { decimals: true, lang: 'vi' })).toBe('0,5');
    expect(formatPoints(0.5, { decimals: true })).toBe('0.5');
    expect(formatPoints(1523.4, { lang: 'vi' })).toBe('1523,4');
    const vi = formatStandings(t, 'text', undefined, { lang: 'vi', decimals: true });
    expect(vi).toMatch(/\b1,5\b/u);
    expect(vi).not.toMatch(/\d\.\d/u);
  });

  // A round is "vòng" (or "lượt đấu"); "ván" is a game: "được nghỉ trong lượt đấu ấy".
  it('titles a Vietnamese pairing list and standings with "vòng", never "ván N"', () => {
    const pairings = formatPairings(t, 2, 'text', { lang: 'vi' });
    expect(pairings).toContain('vòng 2');
    expect(pairings).not.toMatch(/ván \d/iu);
    const table = formatStandings(t, 'text', undefined, { lang: 'vi' });
    expect(table).toContain('sau vòng 2');
    expect(table).not.toMatch(/ván \d/iu);
  });

  it('aligns text columns, numbers right', () => {
    expect(
      renderTable(
        ['No', 'Name'],
        [
          ['1', 'Ann'],
          ['10', 'B'],
        ],
        'text',
      ),
    ).toBe('No  Name\n--  ----\n 1  Ann\n10  B\n');
  });

  it('keeps a name with a line break on its row in text', () => {
    const out = renderTable(['No', 'Name'], [['1', 'An\nForged line']], 'text', 'T\nx');
    expect(out.split('\n')).toEqual(['T x', '', 'No  Name', '--  --------------', ' 1  An Forged line', '']);
  });

  it('escapes HTML and Markdown', () => {
    const html = formatPairings(t, 1, 'html');
    expect(html).toContain('<caption>Giải &lt;Câu lạc bộ&gt; &amp; &quot;bạn&quot; — round 1</caption>');
    expect(formatPairings(t, 1, 'markdown')).toContain('| 1 | 1 | Ann \\| A | + - - | 2 | Binh |');
  });

  it('lists byes after the games and refuses a missing round', () => {
    const text = formatPairings(t, 2, 'text');
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^\s+2\s+Binh\s+bye \(half point\): ½$/);
    // In Vietnamese: the law's word for a rest, "nghỉ", and Trắng / Đen for the colours.
    const vi = formatPairings(t, 2, 'text', { lang: 'vi' });
    expect(vi).toContain('nghỉ (được nửa điểm): ½');
    expect(vi.split('\n')[2]).toMatch(/^Bàn\s+Số\s+Trắng\s+Kết quả\s+Số\s+Đen$/);
    expect(formatPairings(t, 2, 'text')).not.toMatch(/white/i);
    expect(() => formatPairings(t, 3, 'text')).toThrow(RangeError);
  });

  it('crosstable of a Swiss: opponent, colour and result per round', () => {
    // Ann: R1 beat Binh by forfeit (+) as red, R2 drew Chi as black → 1½.
    // Chi: R1 pairing bye (U, a win), R2 drew Ann as red → 1½. Binh: forfeit loss, half bye → ½.
    const md = formatCrosstable(t, 'markdown');
    expect(md).toContain('| 1 | Ann \\| A | 2r+ | 3b½ | 1½ |');
    expect(md).toContain('| 2 | Binh | 1b- | -H | ½ | 3 |');
    expect(md).toContain('| 3 | Chi | -U | 1r½ | 1½ |');
    expect(formatCrosstable(t, 'markdown', { lang: 'vi' })).toContain('| 1 | Ann \\| A | 2T+ | 3Đ½ | 1½ |');
  });

  it('standings show the tie-break columns of the ranking order', () => {
    const md = formatStandings(t, 'markdown');
    expect(md.split('\n')[2]).toBe(
      '| Rank | No | Name | Rating | Club | Pts | W | D | L | F+ | F- | Abs | Byes | BH | BH-C1 | PS | WIN | BPG | DE |',
    );
    expect(md).toContain('| 2 | Binh | 2000 |  | ½ |');
  });
});

describe('the crosstable of a round robin after a withdrawal adds up', () => {
  it("writes the full point won against a withdrawn player in his column, '-' in his row", () => {
    // Luật Cờ Tướng (Quyết định 11991/1999/UBTDTT-TT1), Điều 10.2.1b: "nếu vắng mặt quá giờ quy
    // định bị xử thua" — the scheduled opponent of an absent player wins the point.
    let t: Tournament = {
      ...createTournament({ name: 'RR', system: 'round-robin' }),
      players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })),
    };
    for (let round = 1; round <= 3; round++) {
      if (round === 2)
        t = { ...t, players: t.players.map((p) => (p.id === 2 ? { ...p, withdrawn: true } : p)) };
      const r = pairNextRound(t);
      if (!r.ok) throw new Error(r.error.message);
      t = {
        ...t,
        rounds: [
          ...t.rounds,
          {
            ...r.value,
            games: r.value.games.map((g) => ({
              ...g,
              result: g.result === 'pending' ? ('draw' as const) : g.result,
            })),
          },
        ],
      };
    }
    const table = formatCrosstable(t, 'markdown')
      .split('\n')
      .filter((l) => /^\| \d/.test(l));
    expect(table).toHaveLength(4);
    const points = (s: string): number => (s === '+' ? 1 : s === '-' ? 0 : Number(s.replace('½', '.5') || 0));
    for (const line of table) {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      const total = cells
        .slice(2, 6)
        .filter((c) => c !== 'x')
        .reduce((s, c) => s + points(c), 0);
      expect(total).toBe(points(cells[6] as string));
    }
    // The withdrawn player's row has a '-' for each round he missed.
    expect(table[1]?.split('|').filter((c) => c.trim() === '-')).toHaveLength(2);
  });
});

describe('standings and pairing lists show forfeits and absences', () => {
  it('prints forfeits won and lost and rounds absent in their columns, with their legend', () => {
    // Luật Cờ Tướng, Điều 6.2b: "nếu vắng mặt quá giờ quy định bị xử thua".
    const field: Tournament = {
      ...createTournament({ name: 'Club', system: 'swiss-dutch', rounds: 3 }),
      players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })),
      rounds: [
        { games: [{ red: 1, black: 2, result: 'red-win-forfeit' }], byes: [{ player: 3, kind: 'zero' }] },
      ],
    };
    const vi = formatStandings(field, 'markdown', undefined, { lang: 'vi' });
    expect(vi).toContain('| Thắng | Hòa | Thua | Xử thắng | Xử thua | Vắng | Nghỉ |');
    // P1: one forfeit won; P2: one forfeit lost; P3: absent (a zero-point bye), no rest.
    expect(vi).toMatch(/\| 1 \| P1 \|[^\n]*\| 0 \| 0 \| 0 \| 1 \| 0 \| 0 \| 0 \|/u);
    expect(vi).toMatch(/\| 2 \| P2 \|[^\n]*\| 0 \| 0 \| 0 \| 0 \| 1 \| 0 \| 0 \|/u);
    expect(vi).toMatch(/\| 3 \| P3 \|[^\n]*\| 0 \| 0 \| 0 \| 0 \| 0 \| 1 \| 0 \|/u);
    expect(vi).toContain('Vắng = số vòng vắng mặt');
    const en = formatStandings(field, 'text');
    expect(en).toContain('F+ = rounds won by forfeit');
    expect(en).toContain('WIN = rounds won (C.07: over the board, by forfeit or by a full-point bye)');
    // The pairing list names the absent player's round as an absence, not a rest.
    expect(formatPairings(field, 1, 'text', { lang: 'vi' })).toMatch(/3\s+P3\s+vắng \(không điểm\): 0/u);
    expect(formatPairings(field, 1, 'text')).toMatch(/3\s+P3\s+absent \(zero point\): 0/u);
  });

  it('prints no forfeit columns when nobody forfeited or was absent', () => {
    const field: Tournament = {
      ...createTournament({ name: 'Club', system: 'swiss-dutch', rounds: 3 }),
      players: [1, 2].map((id) => ({ id, name: `P${id}` })),
      rounds: [{ games: [{ red: 1, black: 2, result: 'draw' }], byes: [] }],
    };
    expect(formatStandings(field, 'markdown')).not.toContain('F+');
  });
});
