// Sentences of Điều 30 (Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1) on team matches, each
// beside the test that enforces it through the tournament file.
import { describe, expect, it } from 'vitest';
import { createTournament } from '../document';
import type { Tournament } from '../model';
import { addRound, addTeam, setResult } from '../tournament-edit';
import { pairNextRound } from '../tournament-pair';
import { substitutePlayer } from './substitutions';

/** A simultaneous match between A (members `a`, reserves `ra`) and B (members `b`). */
function match(games: number, a: number[], ra: number[], b: number[]): Tournament {
  const base = createTournament({ name: 'Đồng loạt', system: 'team-simultaneous', friendly: true });
  let t: Tournament = {
    ...base,
    regulations: { ...base.regulations, gamesPerMatch: games },
    players: [...a, ...ra, ...b].map((id) => ({ id, name: `Đấu thủ ${id}` })),
  };
  for (const team of [
    { code: 'A', name: 'Hà Nội', members: a, substitutes: ra },
    { code: 'B', name: 'Huế', members: b, substitutes: [] },
  ]) {
    const r = addTeam(t, team);
    if (!r.ok) throw new Error(r.error.message);
    t = r.value;
  }
  return t;
}

function pair(t: Tournament): Tournament {
  const p = pairNextRound(t);
  if (!p.ok) throw new Error(p.error.message);
  const r = addRound(t, p.value);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const range = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => from + i);

describe('Điều 30.2.1: the simultaneous match of ten boards or more', () => {
  // "Trong trường hợp mỗi đội có từ 10 đấu thủ trở lên thì có thể chỉ cần đánh một ván và khi đó các
  // số lẻ của đội A được cầm quân Trắng đi trước và số chẵn đội A giữ quân Đen đi sau".
  it('one game: A has white on its odd boards and black on its even boards; then the match is over', () => {
    const a = range(1, 10);
    const b = range(101, 10);
    const t = pair(match(1, a, [], b));
    const games = t.rounds[0]?.games ?? [];
    expect(games).toHaveLength(10);
    for (const [k, g] of games.entries()) {
      const board = k + 1;
      const [white, black] = board % 2 === 1 ? [a[k], b[k]] : [b[k], a[k]];
      expect([g.red, g.black], `board ${board}`).toEqual([white, black]);
    }
    expect(pairNextRound(t)).toMatchObject({ ok: false, error: { code: 'PAIRING_TOURNAMENT_OVER' } });
  });
});

describe('Điều 30.1.4: a regular player who cannot go on during a game', () => {
  // "Nếu có trường hợp giữa ván cờ đấu thủ chính thức không thể tiếp tục được thì coi như đấu thủ
  // thua ván cờ đó và đấu thủ dự bị chỉ được vào thay thế trong lượt thi đấu sau."
  it('loses that game; the reserve is refused in that round and takes his board in the next', () => {
    let t = pair(match(2, [1, 2, 3], [4], [5, 6, 7]));
    const g = t.rounds[0]?.games[1];
    expect(g).toMatchObject({ red: 6, black: 2 }); // board 2: A's player 2 has black
    expect(substitutePlayer(t, { round: 1, out: 2, in: 4, minutes: 40, started: true })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_SUBSTITUTION_LATE' },
    });
    expect(substitutePlayer(t, { round: 1, out: 2, in: 4, minutes: 0, started: true })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_SUBSTITUTION_DURING_GAME' },
    });
    // His game is recorded lost ("coi như đấu thủ thua ván cờ đó").
    const lost = setResult(t, 1, 2, 'red-win');
    if (!lost.ok) throw new Error(lost.error.message);
    t = lost.value;
    expect(substitutePlayer(t, { round: 1, out: 2, in: 4, minutes: 0 })).toMatchObject({ ok: false });
    for (const x of t.rounds[0]?.games ?? []) {
      if (x.result !== 'pending') continue;
      const r = setResult(t, 1, x.red, 'draw');
      if (!r.ok) throw new Error(r.error.message);
      t = r.value;
    }
    // The next round: the reserve goes in on board 2.
    t = pair(t);
    const next = substitutePlayer(t, { round: 2, out: 2, in: 4, minutes: 0 });
    expect(next.ok && next.value.rounds[1]?.substitutions).toEqual([
      { team: 'A', board: 2, out: 2, in: 4, minutes: 0 },
    ]);
    expect(next.ok && next.value.rounds[1]?.games[1]).toMatchObject({ red: 4, black: 6 });
  });
});
