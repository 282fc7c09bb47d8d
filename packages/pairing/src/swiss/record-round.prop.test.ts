// recordRound: the pairing and the absent flags tell one story; a present player left off the
// pairing, or an absent one paired, is refused (once the hostile probes' third pass).
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { fresh, refused } from '../../test/refused';
import * as P from '../index';

describe('recordRound: the pairing and the absent flags tell one story', () => {
  const pairing = { boards: [{ white: 1, black: 2 }], bye: null };
  it('a present player on no board and not the bye is refused, named (he was scored absentOutcome)', () => {
    refused(() => P.recordRound(fresh(3), pairing, ['1-0']), 'recordRound', 'player 3', 'present');
    refused(() => P.recordRound(fresh(4), pairing, ['1-0'], 'draw'), 'player 3');
  });
  it('a player marked absent who is paired is refused, named (his game was recorded, the flag cleared)', () => {
    const input = { ...fresh(2), players: fresh(2).players.map((p) => ({ ...p, absent: p.id === 2 })) };
    refused(() => P.recordRound(input, pairing, ['1-0']), 'recordRound', 'player 2', 'absent');
  });
  it('absentOutcome still scores the players marked absent, and only them', () => {
    const input = { ...fresh(3), players: fresh(3).players.map((p) => ({ ...p, absent: p.id === 3 })) };
    const next = P.recordRound(input, pairing, ['1-0'], 'draw');
    expect(next.players.map((p) => p.rounds[0]?.outcome)).toEqual(['win', 'loss', 'draw']);
    expect(next.players[2]!.rounds[0]).toMatchObject({ opponent: 0, paired: false });
  });
  test.prop([
    fc.integer({ min: 1, max: 9 }),
    fc.nat(),
    fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
  ])("an engine's pairing of the input is always recorded", (n, seed, away) => {
    const input = { ...fresh(n), players: fresh(n).players.map((p, i) => ({ ...p, absent: away[i]! })) };
    const r = P.pairByLot(input, seed);
    if (!r.ok) return;
    const next = P.recordRound(
      input,
      r.value,
      r.value.boards.map(() => '½-½'),
    );
    expect(next.playedRounds).toBe(1);
  });
});
