import { describe, expect, it } from 'vitest';
import { tournamentPrizes } from '../awards/prizes';
import { createTournament } from '../document';
import type { Tournament } from '../model';
import { separatedPairs } from '../pairing/individual';
import { formatPrizes } from '../print/prizes';
import { addRound, addTeam, setResult } from '../tournament-edit';
import { pairNextRound } from '../tournament-pair';

// Guide item 14 (seed 003, "Hướng dẫn soạn thảo điều lệ"): "nếu có tham gia đồng đội thì cần báo
// rõ danh sách đấu thủ tính điểm đồng đội trước khi đấu".

/** An individual round robin of four: Hà Nội declares 1 and 2 for its team score, Huế 3 only. */
function event(): Tournament {
  const base = createTournament({ name: 'Cá nhân', system: 'round-robin' });
  let t: Tournament = {
    ...base,
    regulations: { ...base.regulations, prizeRules: { team: [{ name: 'Nhất' }, { name: 'Nhì' }] } },
    players: [
      { id: 1, name: 'An', club: 'Hà Nội' },
      { id: 2, name: 'Bình', club: 'Hà Nội' },
      { id: 3, name: 'Chi', club: 'Huế' },
      { id: 4, name: 'Dung', club: 'Huế' },
    ],
  };
  for (const team of [
    { code: 'HN', name: 'Hà Nội', members: [1, 2], substitutes: [] },
    { code: 'HUE', name: 'Huế', members: [3], substitutes: [] },
  ]) {
    const r = addTeam(t, team);
    if (!r.ok) throw new Error(r.error.message);
    t = r.value;
  }
  return t;
}

function play(t: Tournament, winner: (red: number, black: number) => number): Tournament {
  let x = t;
  for (;;) {
    const p = pairNextRound(x);
    if (!p.ok) return x;
    const a = addRound(x, p.value);
    if (!a.ok) throw new Error(a.error.message);
    x = a.value;
    for (const g of p.value.games) {
      const s = setResult(
        x,
        x.rounds.length,
        g.red,
        winner(g.red, g.black) === g.red ? 'red-win' : 'black-win',
      );
      if (!s.ok) throw new Error(s.error.message);
      x = s.value;
    }
  }
}

describe('the players a delegation declares for its team score (guide item 14)', () => {
  it('declaring them does not keep team mates apart in an individual event: every round has its games', () => {
    const t = event();
    expect(separatedPairs(t)).toEqual([]);
    const done = play(t, (a, b) => Math.min(a, b));
    expect(done.rounds).toHaveLength(3);
    for (const r of done.rounds) expect(r.games).toHaveLength(2);
    const met = done.rounds.flatMap((r) => r.games.map((g) => [g.red, g.black].sort().join('-')));
    expect(met).toContain('1-2');
  });

  it('only the declared players count for the team prize', () => {
    // 4 wins everything (3 points) but is not declared; 3 loses to all but 4: Huế counts 3's 1
    // point only, Hà Nội 1's 2 and 2's 1 = 3.
    const done = play(event(), (a, b) =>
      a === 4 || b === 4 ? 4 : Math.min(a, b) === 3 ? Math.max(a, b) : Math.min(a, b),
    );
    const p = tournamentPrizes(done);
    expect(p.team.map((a) => [a.place, a.team, a.delegation])).toEqual([
      [1, 'HN', 'Hà Nội'],
      [2, 'HUE', 'Huế'],
    ]);
  });

  it('without a declared list the team prize says whose points counted, never chooses silently', () => {
    const declared = play(event(), (a, b) => Math.min(a, b));
    expect(tournamentPrizes(declared).teamList).toBe('declared');
    expect(formatPrizes(declared, tournamentPrizes(declared), 'text', { lang: 'vi' })).not.toContain(
      'Không có danh sách',
    );
    const { teams: _none, ...plain } = declared;
    const p = tournamentPrizes(plain);
    expect(p.teamList).toBe('undeclared');
    expect(p.team.map((a) => a.delegation)).toEqual(['Hà Nội', 'Huế']);
    expect(formatPrizes(plain, p, 'text', { lang: 'vi' })).toContain(
      'Không có danh sách đấu thủ tính điểm đồng đội báo trước khi đấu (mục 14 của điều lệ): điểm đồng đội là tổng điểm của mọi đấu thủ của mỗi đơn vị.',
    );
    const sized = {
      ...plain,
      regulations: {
        ...plain.regulations,
        prizeRules: { ...plain.regulations.prizeRules, delegationTeamSize: 1 },
      },
    };
    expect(formatPrizes(sized, tournamentPrizes(sized), 'text')).toContain(
      "No list of the players counting for the team score was declared before play (item 14 of the guide): a team's score is the total of the best 1 player of each club.",
    );
    // No team prizes, nothing to say.
    const none = { ...plain, regulations: { ...plain.regulations, prizeRules: {} } };
    expect(tournamentPrizes(none).teamList).toBeUndefined();
  });

  it('the list is declared before play: no team is added once round 1 is paired', () => {
    const t = event();
    const p = pairNextRound(t);
    if (!p.ok) throw new Error(p.error.message);
    const a = addRound(t, p.value);
    if (!a.ok) throw new Error(a.error.message);
    expect(addTeam(a.value, { code: 'X', name: 'X', members: [4], substitutes: [] })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_STARTED' },
    });
  });

  it('in a team event team mates still never meet (30.1.2)', () => {
    const t = event();
    expect(separatedPairs({ ...t, regulations: { ...t.regulations, system: 'team-round-robin' } })).toEqual([
      [1, 2],
    ]);
  });
});
