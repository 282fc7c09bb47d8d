import { describe, minutes, seconds } from './ms';
import { type ClockPolicy, parsePolicy } from './policy';
import { fail, type Result } from './result';

/**
 * The stable names of the presets, as used in scripts (`xq clock --preset vn-90`).
 *
 * @example
 * ```ts
 * import { PRESET_NAMES } from '@xq/clock';
 * PRESET_NAMES.includes('vn-international'); // true
 * ```
 * @category Presets
 */
export const PRESET_NAMES = [
  'vn-60',
  'vn-90',
  'vn-120',
  'vn-international',
  'vn-90-25',
  'vn-120-25',
  'vn-staged',
  'vn-rapid-15',
  'vn-rapid-25',
  'vn-rapid-30',
  'vn-blitz-5',
  'fide-classical',
  'wxf-60+30',
  'byoyomi-10m-3x30s',
] as const;

/**
 * One of {@link PRESET_NAMES}.
 *
 * @example
 * ```ts
 * import type { PresetName } from '@xq/clock';
 * const n: PresetName = 'vn-staged';
 * ```
 * @category Presets
 */
export type PresetName = (typeof PRESET_NAMES)[number];

const LAW = 'Luật Cờ Tướng (Việt Nam), Điều';
const suddenDeath = (ms: number) => ({ stages: [{ timeMs: ms }] });
/** A rapid game of 10.1.1e ("cờ nhanh"): `m` minutes each, sudden death. */
const rapid = (m: number) => ({
  article: `${LAW} 10.1.1e`,
  label: { vi: `Cờ nhanh ${m} phút`, en: `Rapid, ${m} minutes` },
  control: suddenDeath(minutes(m)),
});

const SOURCES: Readonly<Record<PresetName, unknown>> = {
  'vn-60': {
    article: `${LAW} 10.1.1a`,
    label: { vi: '60 phút mỗi bên (đấu hai ván)', en: '60 minutes each (two-game match)' },
    control: suddenDeath(minutes(60)),
  },
  'vn-90': {
    article: `${LAW} 10.1.1b`,
    label: { vi: '90 phút mỗi bên', en: '90 minutes each' },
    control: suddenDeath(minutes(90)),
  },
  // 10.1.1c "có kiểm tra số nước đi", the check being 10.1.2's for 120 minutes: "60 phút đầu phải đi
  // tối thiểu 25 nước, sau đó mỗi bên có 60 phút để hoàn thành ván cờ".
  'vn-120': {
    article: `${LAW} 10.1.1c, 10.1.2`,
    label: {
      vi: '120 phút mỗi bên, kiểm tra số nước đi: 60 phút đầu đủ 25 nước, sau đó 60 phút',
      en: '120 minutes each, moves checked: 25 moves in 60 minutes, then 60 minutes',
    },
    control: { stages: [{ timeMs: minutes(60), moves: 25 }, { timeMs: minutes(60) }] },
  },
  'vn-international': {
    article: `${LAW} 10.1.1d, 10.1.2`,
    label: { vi: 'Cứ 15 phút đi đủ 10 nước', en: '10 moves every 15 minutes' },
    control: { stages: [{ timeMs: minutes(15), moves: 10, repeat: 'forever' }] },
  },
  'vn-90-25': {
    article: `${LAW} 10.1.2`,
    label: { vi: '60 phút đầu đủ 25 nước, sau đó 30 phút', en: '25 moves in 60 minutes, then 30 minutes' },
    control: { stages: [{ timeMs: minutes(60), moves: 25 }, { timeMs: minutes(30) }] },
  },
  'vn-120-25': {
    article: `${LAW} 10.1.2`,
    label: { vi: '60 phút đầu đủ 25 nước, sau đó 60 phút', en: '25 moves in 60 minutes, then 60 minutes' },
    control: { stages: [{ timeMs: minutes(60), moves: 25 }, { timeMs: minutes(60) }] },
  },
  'vn-staged': {
    article: `${LAW} 10.1.2`,
    label: {
      vi: '60 phút 25 nước, bốn lần 15 phút 10 nước, rồi cứ 5 phút 10 nước',
      en: '25 moves in 60 minutes, 4 × 10 moves in 15 minutes, then 10 moves every 5 minutes',
    },
    control: {
      stages: [
        { timeMs: minutes(60), moves: 25 },
        { timeMs: minutes(15), moves: 10, repeat: 4 },
        { timeMs: minutes(5), moves: 10, repeat: 'forever' },
      ],
    },
  },
  'vn-rapid-15': rapid(15),
  'vn-rapid-25': rapid(25),
  'vn-rapid-30': rapid(30),
  'vn-blitz-5': {
    article: 'Luật Cờ Tướng (Việt Nam), phụ lục Sử dụng đồng hồ cờ (cờ chớp 5 phút 1 ván)',
    label: { vi: 'Cờ chớp 5 phút', en: 'Blitz, 5 minutes' },
    control: suddenDeath(minutes(5)),
  },
  'fide-classical': {
    article:
      'FIDE Laws of Chess 6.8 (flag on claim), classical 90 min/40 moves + 30 min, 30 s a move from move 1',
    label: {
      vi: '90 phút/40 nước + 30 phút, cộng 30 giây mỗi nước',
      en: '40 moves in 90 min + 30 min, 30 s a move',
    },
    finality: 'claim',
    control: {
      stages: [
        { timeMs: minutes(90), moves: 40, bonus: { type: 'fischer', ms: seconds(30) } },
        { timeMs: minutes(30), bonus: { type: 'fischer', ms: seconds(30) } },
      ],
    },
  },
  'wxf-60+30': {
    article: 'World Xiangqi Championship 2023 (WXF): 60 minutes + 30 seconds a move',
    label: { vi: '60 phút, cộng 30 giây mỗi nước', en: '60 minutes + 30 seconds a move' },
    control: { stages: [{ timeMs: minutes(60), bonus: { type: 'fischer', ms: seconds(30) } }] },
  },
  'byoyomi-10m-3x30s': {
    article: 'Byo-yomi (Japanese practice): 10 minutes, then 3 periods of 30 seconds',
    label: { vi: '10 phút, rồi 3 lần 30 giây (byo-yomi)', en: '10 minutes, then 3 × 30 s byo-yomi' },
    control: {
      stages: [{ timeMs: minutes(10) }],
      overtime: { type: 'byoyomi', periodMs: seconds(30), periods: 3 },
    },
  },
};

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null) {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

const PRESETS: ReadonlyMap<string, ClockPolicy> = new Map(
  PRESET_NAMES.map((name) => {
    const r = parsePolicy({ name, ...(SOURCES[name] as object) });
    if (!r.ok) throw new Error(`preset ${name}: ${r.error.message} at ${r.error.path}`);
    return [name, deepFreeze(r.value)] as const;
  }),
);

/**
 * A preset policy by its stable name. Presets are plain data, validated like any user policy.
 *
 * @example
 * ```ts
 * import { getPreset } from '@xq/clock';
 * getPreset('vn-90-25').article; // 'Luật Cờ Tướng (Việt Nam), Điều 10.1.2'
 * ```
 * @throws {RangeError} when `name` is not a preset (use {@link findPreset} for user input).
 * @category Presets
 */
export function getPreset(name: PresetName): ClockPolicy {
  const p = PRESETS.get(name);
  if (!p) throw new RangeError(`unknown clock preset ${describe(name)}`);
  return p;
}

/**
 * A preset by a name typed by a user: the policy, or `CLOCK_UNKNOWN_PRESET`.
 *
 * @example
 * ```ts
 * import { findPreset } from '@xq/clock';
 * findPreset('vn-60').ok; // true
 * findPreset('vn-61').ok; // false
 * ```
 * @category Presets
 */
export function findPreset(name: string): Result<ClockPolicy> {
  const p = PRESETS.get(name);
  return p
    ? { ok: true, value: p }
    : fail('CLOCK_UNKNOWN_PRESET', `unknown preset ${describe(name)}; try: ${PRESET_NAMES.join(', ')}`);
}
