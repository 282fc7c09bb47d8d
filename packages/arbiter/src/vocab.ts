import type { Side as ClockSide } from '@xq/clock';

/**
 * A side of the board: `'red'` (the law's Trắng) or `'black'` (Đen).
 *
 * @example
 * ```ts
 * import type { Side } from '@xq/arbiter';
 * const s: Side = 'red';
 * ```
 * @category Vocabulary
 */
export type Side = ClockSide;

/**
 * The steps of the law's penalty ladder as the arbiter gives them: `reminder` (nhắc nhở, 16.1a),
 * `warning` (cảnh cáo, 16.1b), `technical-fault` (lỗi kỹ thuật, 16.3), `conduct-fault` (lỗi tác
 * phong, 15.7b), `time-to-opponent` (2 minutes added to the opponent's clock, 12b — the law's only
 * time sanction: it never takes time away from the offender), `loss` (xử thua ván cờ, 16.1c),
 * `disqualification` (truất quyền thi đấu, 16.1d), `expulsion` (xóa tên, 16.1e).
 *
 * @example
 * ```ts
 * import { PENALTIES } from '@xq/arbiter';
 * PENALTIES[0]; // 'reminder'
 * ```
 * @category Vocabulary
 */
export const PENALTIES = [
  'reminder',
  'warning',
  'technical-fault',
  'conduct-fault',
  'time-to-opponent',
  'loss',
  'disqualification',
  'expulsion',
] as const;

/**
 * One of {@link PENALTIES}.
 *
 * @example
 * ```ts
 * import type { Penalty } from '@xq/arbiter';
 * const p: Penalty = 'warning';
 * ```
 * @category Vocabulary
 */
export type Penalty = (typeof PENALTIES)[number];

/**
 * The law's names of the penalties, in Vietnamese and English.
 *
 * @example
 * ```ts
 * import { PENALTY_NAMES } from '@xq/arbiter';
 * PENALTY_NAMES.warning.vi; // 'cảnh cáo'
 * ```
 * @category Vocabulary
 */
export const PENALTY_NAMES: Readonly<
  Record<
    Penalty,
    {
      /** The law's word. */
      readonly vi: string;
      /** In English. */
      readonly en: string;
    }
  >
> = {
  reminder: { vi: 'nhắc nhở', en: 'a reminder' },
  warning: { vi: 'cảnh cáo', en: 'a warning' },
  'technical-fault': { vi: 'một lỗi kỹ thuật', en: 'a technical fault' },
  'conduct-fault': { vi: 'một lỗi tác phong', en: 'a conduct fault' },
  'time-to-opponent': { vi: 'cộng 2 phút cho đối phương', en: '2 minutes added to the opponent' },
  loss: { vi: 'xử thua ván cờ', en: 'loss of the game' },
  disqualification: { vi: 'truất quyền thi đấu', en: 'disqualification' },
  expulsion: { vi: 'xóa tên khỏi danh sách giải', en: 'struck from the tournament' },
};

/** @internal The law's names of the sides. */
export const SIDE_NAMES: Readonly<Record<Side, { readonly vi: string; readonly en: string }>> = {
  red: { vi: 'Trắng', en: 'red' },
  black: { vi: 'Đen', en: 'black' },
};

/** @internal */
export function other(side: Side): Side {
  return side === 'red' ? 'black' : 'red';
}

/**
 * A list of every value of the union `T`, checked at compile time: a value missing from `list`,
 * or one that is not in `T`, fails to type-check. The parsers read such lists; the union type is
 * what the package exports (written once, as the type, with its documentation).
 * @example everyOf<'red' | 'black'>()(['red', 'black']) // ['red', 'black']
 */
export const everyOf =
  <T extends string>() =>
  <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : never)): L =>
    list;
