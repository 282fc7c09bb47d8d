import type { Side as ClockSide } from '@xq/clock';
import type { IncidentKind, ThirdParty } from './event';

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

/**
 * Each incident's ladder: the penalty of its 1st, 2nd, … occurrence in a game (the last step
 * repeats), and the article. `dropped-piece`: reminder, then a technical fault (9.8: "trọng tài
 * nhắc nhở, tái phạm bị xử một lỗi kỹ thuật"); `clock-stopped`: warning, then a conduct fault
 * (10.2.2: "sẽ bị cảnh cáo, nếu tái phạm thì bị ghi lỗi tác phong"); `forgot-press`: a reminder
 * (10.2.1: "trọng tài nhắc nhở"; the lost time is the player's own); `misconduct`: warning, then
 * a conduct fault (15.7b); `borrowed-scoresheet`: a conduct fault (11.3a: "ghi cho người mượn 1
 * lỗi tác phong"); `spoke-out-of-turn`: a technical fault (16.3: "Nêu ý kiến hay vấn đề khi đang
 * đến lượt đối phương đi").
 *
 * @example
 * ```ts
 * import { INCIDENT_LADDERS } from '@xq/arbiter';
 * INCIDENT_LADDERS['dropped-piece'].steps; // ['reminder', 'technical-fault']
 * ```
 * @category Vocabulary
 */
export const INCIDENT_LADDERS: Readonly<
  Record<
    IncidentKind,
    {
      /** The article of the incident. */
      readonly article: string;
      /** The penalty of the 1st, 2nd, … occurrence (the last repeats). */
      readonly steps: readonly Penalty[];
    }
  >
> = {
  'dropped-piece': { article: '9.8', steps: ['reminder', 'technical-fault'] },
  'clock-stopped': { article: '10.2.2', steps: ['warning', 'conduct-fault'] },
  'forgot-press': { article: '10.2.1', steps: ['reminder'] },
  misconduct: { article: '15.7b', steps: ['warning', 'conduct-fault'] },
  'borrowed-scoresheet': { article: '11.3a', steps: ['conduct-fault'] },
  'spoke-out-of-turn': { article: '16.3', steps: ['technical-fault'] },
};

/**
 * The names of the {@link THIRD_PARTIES} in the law's words (Điều 9.11c: "huấn luyện viên, lãnh
 * đội, người thân của đấu thủ, khán giả…") and in English.
 *
 * @example
 * ```ts
 * import { THIRD_PARTY_NAMES } from '@xq/arbiter';
 * THIRD_PARTY_NAMES['team-leader'].vi; // 'lãnh đội'
 * ```
 * @category Vocabulary
 */
export const THIRD_PARTY_NAMES: Readonly<
  Record<
    ThirdParty,
    {
      /** The law's word. */
      readonly vi: string;
      /** In English. */
      readonly en: string;
    }
  >
> = {
  coach: { vi: 'huấn luyện viên', en: 'a coach' },
  'team-leader': { vi: 'lãnh đội', en: 'a team leader' },
  relative: { vi: 'người thân của đấu thủ', en: "a player's relative" },
  spectator: { vi: 'khán giả', en: 'a spectator' },
  other: { vi: 'người ngoài', en: 'someone else' },
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
