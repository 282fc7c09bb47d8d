import { describe, expect, it } from 'vitest';
import { createTournament } from '../document';
import type { Tournament } from '../model';
import { separatedPairs } from '../pairing/individual';
import { addRound, setResult } from '../tournament-edit';
import { pairNextRound } from '../tournament-pair';

// 30.1.2: "Trong một số trường hợp đặc biệt, có thể 2-3 đấu thủ cùng một đội được chia vào một
// bảng nhưng họ không đấu với nhau."

/** Eight players: 1–4 of club Hà Nội, 5–8 of four other clubs; 1 and 4 are team mates (team HN). */
function field(system: 'swiss-dutch' | 'round-robin', separateClubs = false): Tournament {
  const t = createTournament({ name: 'Cá nhân', system, rounds: 3 });
  return {
    ...t,
    regulations: { ...t.regulations, ...(separateClubs ? { separateClubs } : {}) },
    players: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({
      id,
      name: `P${id}`,
      rating: 2400 - 10 * id,
      club: id <= 4 ? 'Hà Nội' : `CLB ${id}`,
      ...(id === 1 || id === 4 ? { team: 'HN' } : {}),
    })),
  };
}

const meetings = (t: Tournament): string[] =>
  t.rounds.flatMap((r) => r.games.map((g) => [g.red, g.black].sort((a, b) => a - b).join('-')));

function run(t: Tournament, rounds: number): Tournament {
  let x = t;
  for (let round = 1; round <= rounds; round++) {
    const p = pairNextRound(x);
    if (!p.ok) throw new Error(p.error.message);
    const a = addRound(x, p.value);
    if (!a.ok) throw new Error(a.error.message);
    x = a.value;
    for (const g of p.value.games) {
      // The lower start number wins, so that the leaders keep meeting.
      const s = setResult(x, round, g.red, g.red < g.black ? 'red-win' : 'black-win');
      if (!s.ok) throw new Error(s.error.message);
      x = s.value;
    }
  }
  return x;
}

describe('team mates never meet (30.1.2), from team and club data', () => {
  it('lists team mates, and club mates when the regulations separate clubs', () => {
    expect(separatedPairs(field('swiss-dutch'))).toEqual([[1, 4]]);
    expect(separatedPairs(field('swiss-dutch', true))).toEqual([
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
      [3, 4],
    ]);
    // In an individual event the tournament's teams are the players declared for the team score
    // (guide item 14): they meet like anybody; in a team event they are team mates.
    const t = {
      ...field('swiss-dutch'),
      teams: [{ code: 'X', name: 'X', members: [5, 6], substitutes: [7] }],
    };
    expect(separatedPairs(t)).toEqual([[1, 4]]);
    expect(separatedPairs({ ...t, regulations: { ...t.regulations, system: 'team-swiss' } })).toEqual([
      [1, 4],
      [5, 6],
      [5, 7],
      [6, 7],
    ]);
  });

  it('a Swiss never pairs team mates: 1 and 4, leaders after round 1, do not meet', () => {
    // Without the rule the Dutch system pairs 4–1 in round 2: round 1 is 1–5, 6–2, 3–7, 8–4, the lower
    // numbers win, and the group on 1 point pairs 1 with 4 and 2 with 3 (the colours allow it).
    const free = run(
      { ...field('swiss-dutch'), players: field('swiss-dutch').players.map(({ team: _, ...p }) => p) },
      2,
    );
    expect(meetings(free)).toContain('1-4');
    const t = run(field('swiss-dutch'), 3);
    expect(meetings(t)).not.toContain('1-4');
    const clubs = run(field('swiss-dutch', true), 3);
    for (const m of meetings(clubs)) {
      const [a, b] = m.split('-').map(Number) as [number, number];
      expect(a <= 4 && b <= 4).toBe(false);
    }
  });

  it('a round robin does not pair team mates: both rest in that round', () => {
    const t = run({ ...field('round-robin'), regulations: { system: 'round-robin', scoring: '1-0.5-0' } }, 7);
    expect(meetings(t)).not.toContain('1-4');
    // The law's table meets 1 and 4 in round 1 + 4 − 1 = 4 ("1 - 4", 1 with Trắng): they rest there.
    expect(t.rounds[3]?.byes).toEqual([
      { player: 1, kind: 'pairing' },
      { player: 4, kind: 'pairing' },
    ]);
    expect(t.rounds.every((r, i) => i === 3 || r.byes.length === 0)).toBe(true);
  });
});
