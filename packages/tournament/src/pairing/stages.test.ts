import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../error-codes';
import type { Tournament } from '../model';
import { formatRegulationData } from '../print/regulations-print';
import { groupStage, nextStage } from './stages';

const field = (ratings: (number | undefined)[]): Tournament => ({
  format: 'xq-tournament',
  version: 2,
  name: 'Mở rộng',
  regulations: { system: 'round-robin', scoring: '1-0.5-0' },
  players: ratings.map((rating, i) => ({
    id: i + 1,
    name: `P${i + 1}`,
    ...(rating === undefined ? {} : { rating }),
  })),
  rounds: [],
});

describe('mixed events (Điều 17.3: "đấu loại, đấu vòng tròn, đấu theo hệ Thụy Sĩ, đấu hỗn hợp")', () => {
  it('deals the field into groups in snake order of rating, unrated last', () => {
    // Seeds by rating: P3 2500, P1 2400, P5 2300, P2 2200, P6 2100, P4 unrated.
    // Snake into 3 groups: A B C, then C B A: A = P3 P4, B = P1 P6, C = P5 P2.
    const swissField = field([2400, 2200, 2500, undefined, 2300, 2100]);
    const r = groupStage(
      { ...swissField, regulations: { ...swissField.regulations, rounds: 5 } },
      { groups: 3, name: 'Vòng bảng' },
    );
    // A round-robin group plays as many rounds as its size says, not the field's 5.
    expect(r.ok && r.value[0]?.regulations.rounds).toBeUndefined();
    expect(
      r.ok && r.value.map((g) => `${g.regulations.stage?.group}:${g.players.map((p) => p.name).join(',')}`),
    ).toEqual(['A:P3,P4', 'B:P1,P6', 'C:P5,P2']);
    expect(r.ok && r.value[0]?.regulations.stage).toEqual({
      name: 'Vòng bảng',
      group: 'A',
      entries: [
        { player: 1, from: 3 },
        { player: 2, from: 4 },
      ],
    });
    expect(r.ok && formatRegulationData(r.value[1] as Tournament, 'text')).toMatch(
      /7\. Stage \(17\.3\)\s+Vòng bảng, group B\n/,
    );
  });

  it('refuses what cannot be split, and a next stage before the groups have finished', () => {
    const t = field([1, 2, 3]);
    const one = groupStage(t, { groups: 1 });
    expect(!one.ok && one.error.code).toBe('TOURNAMENT_BAD_FIELD');
    const few = groupStage(t, { groups: 2 });
    expect(!few.ok && few.error.message).toBe('3 players cannot fill 2 groups of at least 2');
    const groups = groupStage(field([4, 3, 2, 1]), { groups: 2 });
    if (!groups.ok) throw new Error(groups.error.message);
    const early = nextStage(groups.value, { qualifiers: 1, system: 'knockout' });
    expect(!early.ok && early.error.message).toBe('group A has not finished');
  });
});

prop.prop([fc.anything(), fc.anything(), fc.anything()], { numRuns: 100 })(
  'groupStage and nextStage answer typed errors for hostile options',
  (groups, qualifiers, system) => {
    const g = groupStage(field([1, 2, 3, 4]), { groups, system } as never);
    if (!g.ok) expect(ERROR_CODES.edit).toContain(g.error.code);
    const n = nextStage(g.ok ? g.value : [], { qualifiers, system } as never);
    if (!n.ok) expect(ERROR_CODES.edit).toContain(n.error.code);
  },
);
