import { describe, expect, it } from 'vitest';
import { formatTournament, parseTournament } from './document';
import type { Tournament } from './model';
import { formatStandings } from './print/print';
import { applySanction, SANCTION_POWERS } from './sanctions';
import { playerRounds, totalPoints } from './standings/player-rounds';
import { standings } from './standings/standings';
import { withdrawPlayer } from './tournament-edit';

/** Three players, two rounds: 1 beat 2, 3 drew 1, 2 beat 3 (round 2: 2–3 and 1 rests). */
function event(): Tournament {
  return {
    format: 'xq-tournament',
    version: 2,
    name: 'Giải',
    regulations: { system: 'round-robin', scoring: '1-0.5-0' },
    players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })),
    rounds: [
      { games: [{ red: 1, black: 2, result: 'red-win' }], byes: [{ player: 3, kind: 'pairing' }] },
      { games: [{ red: 3, black: 1, result: 'draw' }], byes: [{ player: 2, kind: 'pairing' }] },
    ],
  };
}
const points = (t: Tournament, p: number): number =>
  totalPoints(playerRounds(t).get(p) ?? []) +
  (t.adjustments ?? []).filter((a) => a.player === p).reduce((s, a) => s + a.points, 0);

describe('sanctions and who may give them (16.1, 16.2, 15.6)', () => {
  // 16.2: "Trọng tài bàn được quyền cảnh cáo, nhắc nhở và xử phạt đúng theo luật. - Tổng trọng tài
  // có quyền truất quyền thi đấu. - Xóa tên trong danh sách và kết quả thi đấu phải qua ý kiến của
  // tổng trọng tài, trưởng ban tổ chức của giải. Ban tổ chức giải phải tuyên bố hình thức kỷ luật
  // này bằng văn bản."
  it('refuses a sanction given by someone without the power, naming the article', () => {
    expect(applySanction(event(), 1, 'disqualify', { by: 'table-arbiter' })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NO_POWER', message: expect.stringContaining('16.1d, 16.2') },
    });
    expect(applySanction(event(), 1, 'cancel-points', { by: 'table-arbiter' })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NO_POWER', message: expect.stringContaining('15.6') },
    });
    expect(applySanction(event(), 1, 'strike', { by: 'chief-arbiter' })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NO_POWER', message: expect.stringContaining('16.1e') },
    });
    // The organisers, but not in writing or without the chief arbiter: refused too.
    expect(
      applySanction(event(), 1, 'strike', { by: 'organisers', chiefArbiterConsulted: true }),
    ).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_NO_POWER', message: expect.stringContaining('bằng văn bản') },
    });
    const warn = applySanction(event(), 1, 'warn', { by: 'table-arbiter' });
    expect(warn.ok && warn.value.tournament.sanctions).toEqual([
      { player: 1, name: 'P1', kind: 'warn', by: 'table-arbiter', round: 2 },
    ]);
    expect(SANCTION_POWERS.warn).toContain('table-arbiter');
  });

  // 15.6: "có quyền đình chỉ thi đấu và hủy bỏ điểm số đạt được đối với những đấu thủ vi phạm".
  it("cancels an offender's points: he scores nothing and plays no more, his opponents' results stand", () => {
    const r = applySanction(event(), 1, 'cancel-points', { by: 'chief-arbiter', reason: 'mua bán điểm' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.pointsCancelled).toBe(1.5);
    expect(r.value.opponents).toEqual([
      { round: 1, player: 2, effect: 'kept', pointsBefore: 0 },
      { round: 2, player: 3, effect: 'kept', pointsBefore: 0.5 },
    ]);
    const t = r.value.tournament;
    expect(points(t, 1)).toBe(0);
    expect(points(t, 3)).toBe(0.5);
    expect(t.players.find((p) => p.id === 1)?.withdrawn).toBe(true);
    expect(standings(t).find((s) => s.player === 1)?.points).toBe(0);
  });

  // 15.6: "hủy bỏ điểm số đạt được" — the points achieved are cancelled once; a second
  // cancellation finds none left, and takes nothing below zero.
  it('a second cancellation of the same points takes nothing more', () => {
    const once = applySanction(event(), 1, 'cancel-points', { by: 'chief-arbiter' });
    if (!once.ok) throw new Error(once.error.message);
    const twice = applySanction(once.value.tournament, 1, 'cancel-points', { by: 'organisers' });
    if (!twice.ok) throw new Error(twice.error.message);
    expect(twice.value.pointsCancelled).toBe(0);
    expect(points(twice.value.tournament, 1)).toBe(0);
    expect(standings(twice.value.tournament).find((s) => s.player === 1)?.points).toBe(0);
    expect(twice.value.tournament.sanctions).toHaveLength(2);
    // A player already below zero (a penalty adjustment) has no points achieved to cancel.
    const owing = { ...event(), adjustments: [{ player: 2, round: 1, points: -3 }] };
    const none = applySanction(owing, 2, 'cancel-points', { by: 'chief-arbiter' });
    if (!none.ok) throw new Error(none.error.message);
    expect(none.value.pointsCancelled).toBe(0);
    expect(points(none.value.tournament, 2)).toBe(points(owing, 2));
  });

  // 16.1e: "Xóa tên đấu thủ khỏi danh sách của giải cờ"; 16.2: "Xóa tên trong danh sách và kết
  // quả thi đấu".
  it("strikes a player and his results: his opponents' games with him no longer count", () => {
    const r = applySanction(event(), 1, 'strike', {
      by: 'organisers',
      inWriting: true,
      chiefArbiterConsulted: true,
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.opponents.map((o) => [o.round, o.player, o.effect])).toEqual([
      [1, 2, 'struck'],
      [2, 3, 'struck'],
    ]);
    const t = r.value.tournament;
    // Kept in the file, marked, his games as they were played; they no longer count.
    expect(t.players.find((p) => p.id === 1)).toMatchObject({ struck: true, withdrawn: true });
    expect(t.rounds.flatMap((x) => x.games)).toEqual(event().rounds.flatMap((x) => x.games));
    // The standings count none of them: 3 drew with 1, and has nothing from it.
    expect(standings(t).find((s) => s.player === 3)?.points).toBe(0);
    expect(standings(t).map((s) => s.player)).not.toContain(1);
    expect(withdrawPlayer(t, 1, true)).toMatchObject({ ok: false, error: { code: 'TOURNAMENT_STRUCK' } });
    expect(t.sanctions?.[0]).toMatchObject({ player: 1, name: 'P1', kind: 'strike', inWriting: true });
    // The struck player's record reads back though he is no longer in the list.
    const back = parseTournament(formatTournament(t));
    expect(back.ok && back.value).toEqual(t);
  });

  it('refuses an unknown player or sanction', () => {
    expect(applySanction(event(), 9, 'warn', { by: 'chief-arbiter' })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_UNKNOWN_PLAYER' },
    });
    expect(applySanction(event(), 1, 'toString' as 'warn', { by: 'chief-arbiter' })).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT_BAD_FIELD' },
    });
  });

  it('refuses a reason or a flag of the wrong type, and reads the options once', () => {
    // Found by a probe: a reason that was not a string was left out of the record without a word.
    const by = 'chief-arbiter' as const;
    expect(() => applySanction(event(), 1, 'warn', { by, reason: 7 as never })).toThrow(
      new TypeError('applySanction: options.reason must be a string, got number'),
    );
    expect(() => applySanction(event(), 1, 'warn', { by, inWriting: 'yes' as never })).toThrow(
      /^applySanction: options\.inWriting must be a boolean/,
    );
    // A getter is read once: the giver checked is the giver recorded.
    let reads = 0;
    const options = {
      get by() {
        reads++;
        return by;
      },
    };
    const r = applySanction(event(), 1, 'warn', options as never);
    expect(r.ok && r.value.sanction.by).toBe(by);
    expect(reads).toBe(1);
  });
});

describe('a sanctioned player is printed as what happened to him, not as a withdrawal', () => {
  it('names the disqualification (16.1d) and the cancelled points (15.6) in the standings notes', () => {
    const d = applySanction(event(), 1, 'disqualify', { by: 'chief-arbiter' });
    if (!d.ok) throw new Error(d.error.message);
    // 16.1d: "truất quyền thi đấu".
    const vi = formatStandings(d.value.tournament, 'text', undefined, { lang: 'vi' });
    expect(vi).toContain('bị truất quyền thi đấu (16.1d)');
    expect(vi).not.toContain('bỏ cuộc');
    const en = formatStandings(d.value.tournament, 'text');
    expect(en).toContain('was disqualified (16.1d)');
    expect(en).not.toContain('withdrew');
    const c = applySanction(event(), 1, 'cancel-points', { by: 'chief-arbiter' });
    if (!c.ok) throw new Error(c.error.message);
    // 15.6: "đình chỉ thi đấu và hủy bỏ điểm số đạt được".
    const cvi = formatStandings(c.value.tournament, 'text', undefined, { lang: 'vi' });
    expect(cvi).toContain('bị đình chỉ thi đấu và hủy bỏ điểm số đạt được (15.6)');
    expect(cvi).not.toContain('bỏ cuộc');
  });
});
