// The boolean and object options of the Swiss entry points (swissInputFromTrf, checkTournament,
// generateTournament, teamStandings, pairTeamSwiss): a truthy string is no boolean, prototype
// keys and hostile values give a value or PAIRING_BAD_INPUT (once the hostile probes' third pass).
import { fc, test } from '@fast-check/vitest';
import { arbHostile, PROTOTYPE_KEYS } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import { fresh, refused } from '../../test/refused';
import * as P from '../index';

describe('boolean options are booleans', () => {
  const trf = P.generateTournament({ players: 6, rounds: 2, seed: 1 });
  it('swissInputFromTrf, checkTournament and generateTournament refuse a truthy string as baku', () => {
    if (!trf.ok) throw new Error(trf.error.message);
    for (const baku of ['yes', 'false', 1, 0, null]) {
      refused(
        () => P.swissInputFromTrf({ ...trf.value.trf, totalRounds: 3 }, { baku } as never),
        'options.baku',
      );
      refused(() => P.checkTournament(trf.value.trf, { baku } as never), 'checkTournament', 'options.baku');
      refused(() => P.generateTournament({ players: 6, rounds: 2, baku } as never), 'options.baku');
      refused(
        () => P.generateTournament({ players: 6, rounds: 2, trf2026: baku } as never),
        'options.trf2026',
      );
    }
    expect(P.swissInputFromTrf({ ...trf.value.trf, totalRounds: 3 }, { baku: false }).ok).toBe(true);
    expect(P.checkTournament(trf.value.trf, { baku: false }).ok).toBe(true);
  });
  test.prop([fc.constantFrom(...PROTOTYPE_KEYS), arbHostile()])(
    'option objects with prototype keys or hostile values: a value or PAIRING_BAD_INPUT',
    (key, value) => {
      if (!trf.ok) throw new Error(trf.error.message);
      const options = JSON.parse(JSON.stringify({ [key]: 1 })) as Record<string, unknown>;
      options.baku = value;
      for (const f of [
        () => P.swissInputFromTrf({ ...trf.value.trf, totalRounds: 3 }, options),
        () => P.checkTournament(trf.value.trf, options),
        () => P.teamStandings(['A', 'B'], [], { ...options, primary: value } as never),
        () => P.pairTeamSwiss(fresh(4), { ...options, system: value } as never),
      ]) {
        try {
          const r = f() as { ok?: boolean; error?: { code?: string } };
          if (r && r.ok === false) expect(r.error?.code).toBe('PAIRING_BAD_INPUT');
        } catch (e) {
          expect(P.isPairingInputError(e), String(e)).toBe(true);
        }
      }
    },
  );
});
