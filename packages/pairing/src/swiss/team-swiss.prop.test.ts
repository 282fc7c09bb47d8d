// pairTeamSwiss refuses options outside their values with PAIRING_BAD_INPUT naming the field
// (once the hostile probes' third pass).
import { test } from '@fast-check/vitest';
import { arbHostile } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import { fresh, refused } from '../../test/refused';
import * as P from '../index';

describe('pairTeamSwiss: options outside their values', () => {
  it('an unknown system is refused, not paired by Dutch', () => {
    for (const system of ['monrad', 'Lot', 1, true, null, 'toString', '__proto__'])
      refused(
        () => P.pairTeamSwiss(fresh(4), { system: system as never }),
        'pairTeamSwiss',
        'options.system',
      );
    refused(() => P.pairTeamSwiss(fresh(4), [] as never), 'pairTeamSwiss', 'options');
  });
  it('by lot needs a seed (it drew from seed 0); a seed is for the lot only', () => {
    refused(() => P.pairTeamSwiss(fresh(4), { system: 'lot' }), 'pairTeamSwiss', 'options.seed');
    refused(() => P.pairTeamSwiss(fresh(4), { seed: 5 }), 'pairTeamSwiss', 'options.seed');
    refused(() => P.pairTeamSwiss(fresh(4), { system: 'lot', seed: '5' as never }), 'options.seed');
    expect(P.pairTeamSwiss(fresh(4), { system: 'lot', seed: 5 })).toEqual(P.pairByLot(fresh(4), 5));
    expect(P.pairTeamSwiss(fresh(4), { system: 'dutch' })).toEqual(P.pairDutch(fresh(4)));
    expect(P.pairTeamSwiss(fresh(4))).toEqual(P.pairDutch(fresh(4)));
  });
  test.prop([arbHostile(), arbHostile()])(
    'any option values: a pairing or PAIRING_BAD_INPUT',
    (system, seed) => {
      const r = P.pairTeamSwiss(fresh(5), { system, seed } as never);
      if (!r.ok) expect(r.error.code).toBe('PAIRING_BAD_INPUT');
      else expect(system === 'lot' || system === 'dutch' || system === undefined).toBe(true);
    },
  );
});
