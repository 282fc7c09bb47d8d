import { describe, expect, it } from 'vitest';
import { createTournament } from '../document';
import type { GameResult, System, Tournament } from '../model';
import { formatPairings } from '../print/print';
import { addRound, setResult } from '../tournament-edit';
import { pairNextRound } from '../tournament-pair';
import { pairEnglishRound, pairTeamKnockoutRound } from './team-english';
import { tournamentTeamStandings } from './team-tournament';

/** Teams of three: team i (A = 0) has players 10i+1…10i+3 and reserve 10i+9. */
function event(system: System, teams: number): Tournament {
  const codes = 'ABCDEFGH'.slice(0, teams).split('');
  return {
    ...createTournament({ name: 'Đồng đội', system }),
    players: codes.flatMap((c, i) => [1, 2, 3, 9].map((k) => ({ id: 10 * i + k, name: `${c}${k}` }))),
    teams: codes.map((code, i) => ({
      code,
      name: `Đội ${code}`,
      members: [1, 2, 3].map((k) => 10 * i + k),
      substitutes: [10 * i + 9],
    })),
  };
}

/** "A1-B3" for a game: each player by his team's letter and his number in it. */
const label = (p: number): string => `${'ABCDEFGH'[Math.floor(p / 10)]}${p % 10}`;

function pair(t: Tournament): Tournament {
  const p = pairNextRound(t);
  if (!p.ok) throw new Error(p.error.message);
  const a = addRound(t, p.value);
  if (!a.ok) throw new Error(a.error.message);
  return a.value;
}

/** Every game of the last round: `winner(red, black)` says the result. */
function play(t: Tournament, result: (red: number, black: number) => GameResult): Tournament {
  let x = t;
  const round = t.rounds.length;
  for (const g of t.rounds[round - 1]?.games ?? []) {
    const r = setResult(x, round, g.red, result(g.red, g.black));
    if (!r.ok) throw new Error(r.error.message);
    x = r.value;
  }
  return x;
}

describe('English-style match (team-english, 30.2.2 "đối kháng kiểu Anh")', () => {
  it('follows the seed’s table for 3 players, with its colour rule', () => {
    // The seed's table: | 1 | A1 - B3 | A2 - B1 | A3 - B2 |, | 2 | A1 - B2 | A2 - B3 | A3 - B1 |,
    // | 3 | A1 - B1 | A2 - B2 | A3 - B3 |. "Các đấu thủ số lẻ đội A đi trước với các số lẻ đội B và
    // đi sau với các số chẵn. Các đấu thủ số chẵn đội A đi trước với số chẵn đội B và đi sau với
    // các số lẻ." Written red first:
    const expected = [
      ['A1-B3', 'B1-A2', 'B2-A3'],
      ['B2-A1', 'B3-A2', 'A3-B1'],
      ['A1-B1', 'A2-B2', 'A3-B3'],
    ];
    let t = event('team-english', 2);
    for (const round of expected) {
      t = pair(t);
      expect(t.rounds.at(-1)?.games.map((g) => `${label(g.red)}-${label(g.black)}`)).toEqual(round);
      t = play(t, () => 'red-win');
    }
    expect(pairEnglishRound(t)).toMatchObject({ ok: false, error: { code: 'PAIRING_TOURNAMENT_OVER' } });
    // Every player met every player of the other team once.
    const met = t.rounds.flatMap((r) => r.games.map((g) => [label(g.red), label(g.black)].sort().join('')));
    expect(new Set(met).size).toBe(9);
    // Red won every game: A had red 1 + 1 + 3 = 5 times (5 points), B 4. By numbers: A1
    // red in rounds 1 and 3, black in 2 (2 points); A2 black, black, red (1); A3 black, red,
    // red (2); B1 red, black, black (1); B2 red, red, black (2); B3 black, red, black (1).
    const s = tournamentTeamStandings(t);
    expect(s.map((x) => [x.team, x.gamePoints, x.boardPoints])).toEqual([
      ['A', 5, [2, 1, 2]],
      ['B', 4, [1, 2, 1]],
    ]);
  });

  // 30.2.2: "trong các trận giữa các đấu thủ cùng thứ tự, bên A bao giờ cũng được đi trước và nếu
  // số đấu thủ lẻ thì đội A được đi trước nhiều hơn một ván. Cũng vì vậy, nên trong nhiều trường hợp
  // người ta thường bố trí trận đấu hai ván để cho công bằng."
  it('a match of two games a pairing: the table again with colours swapped, A and B move first equally', () => {
    const base = event('team-english', 2);
    let t: Tournament = { ...base, regulations: { ...base.regulations, gamesPerMatch: 2 } };
    for (let r = 0; r < 6; r++) t = play(pair(t), () => 'red-win');
    expect(pairEnglishRound(t)).toMatchObject({ ok: false, error: { code: 'PAIRING_TOURNAMENT_OVER' } });
    const games = t.rounds.map((r) => r.games.map((g) => `${label(g.red)}-${label(g.black)}`));
    const swap = (g: string) => g.split('-').reverse().join('-');
    expect(games.slice(3)).toEqual(games.slice(0, 3).map((round) => round.map(swap)));
    // Every pair of players met twice, each with red once; so each team moved first 9 times.
    const reds = t.rounds.flatMap((r) => r.games.map((g) => label(g.red)[0]));
    expect([reds.filter((x) => x === 'A').length, reds.filter((x) => x === 'B').length]).toEqual([9, 9]);
    expect(tournamentTeamStandings(t).map((x) => x.gamePoints)).toEqual([9, 9]);
  });

  it('prints each player with his own number, not the board’s', () => {
    const t = pair(event('team-english', 2));
    const md = formatPairings(t, 1, 'markdown', { lang: 'vi' });
    expect(md).toContain('| 1 | 1 | A1 A1 |  | 13 | B3 B3 |');
    expect(md).toContain('| 2 | 11 | B1 B1 |  | 2 | A2 A2 |');
  });

  it('a reserve plays under the absent player’s number', () => {
    const t = { ...event('team-english', 2), absent: [12] };
    const r = pairEnglishRound(t);
    if (!r.ok) throw new Error(r.error.message);
    // Round 1: A3 - B2, B2 (12) absent → B's reserve (19) in his place, recorded as board 2.
    expect(r.value.games[2]).toEqual({ red: 19, black: 3, result: 'pending' });
    expect(r.value.substitutions).toEqual([{ team: 'B', board: 2, out: 12, in: 19, minutes: 0 }]);
    expect(pairEnglishRound(event('team-english', 3))).toMatchObject({
      ok: false,
      error: { code: 'PAIRING_TOO_FEW_TEAMS' },
    });
  });
});

describe('team knockout (team-knockout, 30.3): English-style ties in a bracket', () => {
  it('three teams: A has the bye, B–C plays three rounds, the winner meets A', () => {
    let t = pair(event('team-knockout', 3));
    expect(t.rounds[0]?.byes.map((b) => b.player)).toEqual([1, 2, 3]);
    expect(t.rounds[0]?.games.map((g) => `${label(g.red)}-${label(g.black)}`)).toEqual([
      'B1-C3',
      'C1-B2',
      'C2-B3',
    ]);
    // C wins every game: 9–0.
    for (let r = 1; r <= 3; r++) {
      t = play(t, (w) => (label(w)[0] === 'C' ? 'red-win' : 'black-win'));
      t = pair(t);
    }
    // Round 4: the final's first round, A (the higher seed) as team A against C.
    expect(t.rounds[3]?.games.map((g) => `${label(g.red)}-${label(g.black)}`)).toEqual([
      'A1-C3',
      'C1-A2',
      'C2-A3',
    ]);
    expect(t.rounds[3]?.byes).toEqual([]);
    // Every game of the final drawn: 4½–4½ and 1½ for every number on both sides, so a lot
    // (the regulations' seed) decides.
    for (let r = 4; r <= 6; r++) {
      t = play(t, () => 'draw');
      if (r < 6) t = pair(t);
    }
    const over = pairTeamKnockoutRound(t);
    expect(over).toMatchObject({ ok: false, error: { code: 'PAIRING_TOURNAMENT_OVER' } });
    expect(over.ok ? '' : over.error.message).toMatch(/^the final is played: Đội [AC] won$/);
  });

  it('a tie equal on points goes to the team whose player 1 scored more (30.1.5)', () => {
    let t = pair(event('team-knockout', 2));
    // A1 beats B's three players, A2 draws with them, A3 loses to them: 4½–4½. A's player 1 has
    // 3 points; B's player 1 lost to A1, drew with A2 and beat A3: 1½. A goes through.
    for (let r = 1; r <= 3; r++) {
      t = play(t, (w, b) => {
        const a = label(w)[0] === 'A' ? w : b;
        const n = a % 10;
        if (n === 2) return 'draw';
        return (n === 1) === (a === w) ? 'red-win' : 'black-win';
      });
      if (r < 3) t = pair(t);
    }
    const s = tournamentTeamStandings(t);
    expect(s.map((x) => [x.team, x.gamePoints, x.boardPoints[0]])).toEqual([
      ['A', 4.5, 3],
      ['B', 4.5, 1.5],
    ]);
    const r = pairTeamKnockoutRound(t);
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'PAIRING_TOURNAMENT_OVER', message: 'the final is played: Đội A won' },
    });
    expect(
      pairTeamKnockoutRound({
        ...t,
        rounds: t.rounds.map((x, i) =>
          i === 2 ? { ...x, games: x.games.map((g) => ({ ...g, result: 'pending' as const })) } : x,
        ),
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'PAIRING_ROUND_INCOMPLETE' },
    });
  });
});
