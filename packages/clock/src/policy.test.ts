import { describe, expect, it } from 'vitest';
import { parsePolicy } from './policy';

const ok = { control: { stages: [{ timeMs: 60_000 }] } };

describe('parsePolicy', () => {
  it('fills the defaults', () => {
    expect(parsePolicy(ok)).toEqual({
      ok: true,
      value: {
        version: 1,
        name: 'custom',
        article: null,
        label: null,
        red: {
          stages: [{ timeMs: 60_000, moves: null, repeat: 1, bonus: null }],
          overtime: null,
          moveCapMs: null,
        },
        black: {
          stages: [{ timeMs: 60_000, moves: null, repeat: 1, bonus: null }],
          overtime: null,
          moveCapMs: null,
        },
        quotaRule: 'add-on-quota',
        finality: 'instant',
        hourglass: false,
        lateForfeitMs: null,
      },
    });
  });

  it.each([
    ['not an object', 42, ''],
    ['a typo in a field', { ...ok, finalty: 'claim' }, 'finalty'],
    ['a wrong version', { ...ok, version: 2 }, 'version'],
    ['no stages', { control: { stages: [] } }, 'control.stages'],
    ['fractional milliseconds', { control: { stages: [{ timeMs: 1.5 }] } }, 'control.stages[0].timeMs'],
    [
      'a zero-time stage without overtime',
      { control: { stages: [{ timeMs: 0 }] } },
      'control.stages[0].timeMs',
    ],
    [
      'a middle stage without quota',
      { control: { stages: [{ timeMs: 1 }, { timeMs: 1 }] } },
      'control.stages[0].moves',
    ],
    [
      'a last quota that leads nowhere',
      { control: { stages: [{ timeMs: 1, moves: 10 }] } },
      'control.stages[0].moves',
    ],
    [
      'forever in the middle',
      { control: { stages: [{ timeMs: 1, moves: 1, repeat: 'forever' }, { timeMs: 1 }] } },
      'control.stages[0].repeat',
    ],
    [
      'a repeat without quota',
      { control: { stages: [{ timeMs: 1, repeat: 2 }] } },
      'control.stages[0].repeat',
    ],
    [
      'an unknown bonus',
      { control: { stages: [{ timeMs: 1, bonus: { type: 'gift', ms: 1 } }] } },
      'control.stages[0].bonus.type',
    ],
    [
      'an unknown overtime',
      { control: { stages: [{ timeMs: 1 }], overtime: { type: 'sand' } } },
      'control.overtime.type',
    ],
    ['control and red together', { ...ok, red: ok.control }, 'control'],
    ['red without black', { red: ok.control }, 'black'],
    [
      'an hourglass with a quota',
      { hourglass: true, control: { stages: [{ timeMs: 1, moves: 1, repeat: 'forever' }] } },
      'red',
    ],
    ['a bad quota rule', { ...ok, quotaRule: 'sometimes' }, 'quotaRule'],
    ['a negative late limit', { ...ok, lateForfeitMs: -1 }, 'lateForfeitMs'],
  ])('refuses %s', (_, input, path) => {
    const r = parsePolicy(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.path ?? '']).toEqual(['CLOCK_BAD_POLICY', path]);
  });

  it('accepts odds, overtime after a zero main time, every quota rule', () => {
    for (const quotaRule of ['add-on-quota', 'check-at-flag', 'check-at-flag-discard']) {
      const r = parsePolicy({
        quotaRule,
        red: { stages: [{ timeMs: 300_000 }] },
        black: { stages: [{ timeMs: 0 }], overtime: { type: 'canadian', blockMs: 300_000, moves: 20 } },
      });
      expect(r.ok).toBe(true);
    }
  });
});
