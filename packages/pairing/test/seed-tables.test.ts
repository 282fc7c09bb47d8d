// The law's own tables (Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1: Điều 30 and the
// round-robin tables), parsed from its text (test/fixtures/seed-003-dieu-30-tables.txt; its
// provenance in test/fixtures/README.md), against the tables the library generates from the
// colour and round rules. The errata — printed cells that contradict the law's own rules, listed
// below with the text the law prints — are applied by name, and each erratum is checked to be
// exactly what the law prints, so that no other cell can be silently "corrected".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { englishSchedule, teamRoundRobin } from '../src/index';
import { bergerTable, roundRobinRound, roundRobinWhite } from '../src/round-robin';

const seed = readFileSync(new URL('./fixtures/seed-003-dieu-30-tables.txt', import.meta.url), 'utf8');
const lines = seed.split('\n');

/** Rows `| r | cell | cell |` that follow a heading line, until the first non-row line. */
function rowsAfter(heading: number): string[][] {
  const rows: string[][] = [];
  for (let i = heading + 1; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (!line.startsWith('|')) break;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (/^\d+$/.test(cells[0] ?? '')) rows.push(cells);
  }
  return rows;
}

type Cell = { white: number; black: number; bracketed: number | null };

function parseBergerCell(cell: string): Cell {
  const m = /^(\(?)(\d+)\)?\s*-\s*(\(?)(\d+)\)?$/.exec(cell);
  if (!m) throw new Error(`unreadable cell "${cell}"`);
  const white = Number(m[2]);
  const black = Number(m[4]);
  return { white, black, bracketed: m[1] ? white : m[3] ? black : null };
}

/** Berger tables by their even size: rounds of boards, as the law prints them. */
function seedBergerTables(): Map<number, Cell[][]> {
  const tables = new Map<number, Cell[][]>();
  lines.forEach((line, i) => {
    const m = /^Bảng cho (\d+)\s*-\s*(\d+) đấu thủ/.exec(line);
    if (!m) return;
    const rows = rowsAfter(i);
    tables.set(
      Number(m[2]),
      rows.map((cells, r) => {
        expect(Number(cells[0])).toBe(r + 1);
        return cells.slice(1).map(parseBergerCell);
      }),
    );
  });
  return tables;
}

// Errata: the four cells that contradict the rules.
const BERGER_ERRATA = [
  { n: 12, round: 3, board: 6, seed: [7, 3], rules: [7, 8] },
  { n: 12, round: 6, board: 5, seed: [2, 15], rules: [2, 5] },
  { n: 12, round: 9, board: 4, seed: [8, 12], rules: [8, 2] },
  { n: 18, round: 17, board: 3, seed: [11, 17], rules: [11, 7] },
] as const;

describe('round-robin tables of the law (Quyết định 1409/2004)', () => {
  const tables = seedBergerTables();

  it('finds the eight tables 3–4 … 17–18 in the law text', () => {
    expect([...tables.keys()]).toEqual([4, 6, 8, 10, 12, 14, 16, 18]);
  });

  for (const [n, table] of seedBergerTables()) {
    it(`generates the ${n - 1}–${n} player table exactly (errata applied)`, () => {
      const fixed = table.map((round) => round.map((c) => [c.white, c.black]));
      for (const e of BERGER_ERRATA.filter((x) => x.n === n)) {
        expect(fixed[e.round - 1]?.[e.board - 1]).toEqual([...e.seed]);
        (fixed[e.round - 1] as number[][])[e.board - 1] = [...e.rules];
      }
      const generated = bergerTable(n).map((round) => round.map(([w, b]) => [w, b]));
      expect(generated).toEqual(fixed);
      // The bracketed number is always the last one, n (the bye of an n − 1 field), on board 1.
      table.forEach((round) => {
        expect(round[0]?.bracketed).toBe(n);
        expect(round.slice(1).every((c) => c.bracketed === null)).toBe(true);
      });
    });
  }

  it('differs from the printed law in exactly the four errata cells', () => {
    let differences = 0;
    for (const [n, table] of tables) {
      const generated = bergerTable(n);
      table.forEach((round, r) => {
        round.forEach((c, b) => {
          const g = generated[r]?.[b];
          if (g?.[0] !== c.white || g?.[1] !== c.black) differences++;
        });
      });
    }
    expect(differences).toBe(BERGER_ERRATA.length);
  });

  it("keeps the law's worked examples of the round rule", () => {
    expect(roundRobinRound(3, 5, 12)).toBe(7);
    expect(roundRobinRound(9, 11, 12)).toBe(8);
    expect(roundRobinRound(12, 3, 12)).toBe(5);
    expect(roundRobinRound(12, 10, 12)).toBe(8);
  });

  it('agrees with the colour rule on every correct seed cell', () => {
    for (const [n, table] of tables) {
      table.forEach((round, r) => {
        round.forEach((c, b) => {
          if (BERGER_ERRATA.some((e) => e.n === n && e.round === r + 1 && e.board === b + 1)) return;
          expect(roundRobinWhite(c.white, c.black, n)).toBe(c.white);
          expect(roundRobinRound(c.white, c.black, n)).toBe(r + 1);
        });
      });
    }
  });
});

// Errata: scanning errors of the English-style tables.
const ENGLISH_ERRATA: Readonly<Record<string, string>> = {
  'A3 - G5': 'A3 - B5',
  'A3 -G5': 'A3 - B5',
  'A4- 83': 'A4 - B3',
  'A4 - 81': 'A4 - B1',
  "A4 ' B5": 'A4 - B5',
};

describe('English-style tables of the law (Điều 30.2.2)', () => {
  const tables = new Map<number, { a: number; b: number }[][]>();
  let corrected = 0;
  lines.forEach((line, i) => {
    const m = /^Đội (\d) đấu thủ/.exec(line);
    if (!m) return;
    tables.set(
      Number(m[1]),
      rowsAfter(i).map((cells) =>
        cells.slice(1).map((raw) => {
          const fixed = ENGLISH_ERRATA[raw];
          if (fixed) corrected++;
          const c = /^A(\d)\s*-\s*B(\d)$/.exec(fixed ?? raw);
          if (!c) throw new Error(`unreadable cell "${raw}"`);
          return { a: Number(c[1]), b: Number(c[2]) };
        }),
      ),
    );
  });

  it('finds the tables for 3, 4, 5 and 6 players and corrects exactly the five scanned cells', () => {
    expect([...tables.keys()]).toEqual([3, 4, 5, 6]);
    // A3 - G5 twice (5 and 6 players), A4- 83, A4 - 81, A4 ' B5.
    expect(corrected).toBe(5);
  });

  for (const [k, table] of tables) {
    it(`generates the ${k}-player table exactly`, () => {
      expect(englishSchedule(k).map((round) => round.map(({ a, b }) => ({ a, b })))).toEqual(table);
    });
  }

  it("follows the law's colour sentence: same parity, A has white", () => {
    for (const round of englishSchedule(6)) {
      for (const board of round) expect(board.white).toBe(board.a % 2 === board.b % 2 ? 'A' : 'B');
    }
  });
});

describe('8-team round-robin table of the law (Điều 30.4)', () => {
  it('equals the individual 8-player table with letters', () => {
    const heading = lines.findIndex((l) => l.startsWith('Lịch thi đấu cho một giải 8 đội'));
    const rows = rowsAfter(heading);
    expect(rows).toHaveLength(7);
    const parsed = rows.map((cells) =>
      cells.slice(1).map((cell) => {
        const m = /^([A-H])\s*-\s*([A-H])$/.exec(cell);
        if (!m) throw new Error(`unreadable cell "${cell}"`);
        return { white: m[1], black: m[2] };
      }),
    );
    expect(teamRoundRobin(8)).toEqual(parsed);
  });
});
