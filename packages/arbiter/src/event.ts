// The events at the board, as data: the vocabularies of their fields (`as const` lists with their
// unions), the event union, and the ladders and names of the incidents and third parties. It
// imports types only, and `everyOf`, which checks a list against its union; the parser is
// parse-event.ts.
import type { ClockCommand, ClockPolicy } from '@xq/clock';
import { everyOf, type Penalty, type Side } from './vocab';

/**
 * Every event type, as a list.
 *
 * @example
 * ```ts
 * import { EVENT_TYPES } from './event'; // internal to @xq/arbiter
 * EVENT_TYPES.includes('touch'); // true
 * ```
 * @category Events
 */
export const EVENT_TYPES = [
  'start',
  'touch',
  'move',
  'fault',
  'incident',
  'unrecorded',
  'offer-draw',
  'accept-draw',
  'decline-draw',
  'claim',
  'resign',
  'seal',
  'unseal',
  'flag',
  'clock',
  'sanction',
  'takeback',
  'irregular',
  'restore',
] as const;

/**
 * One of {@link EVENT_TYPES}.
 *
 * @example
 * ```ts
 * import type { EventType } from './event'; // internal to @xq/arbiter
 * const t: EventType = 'seal';
 * ```
 * @category Events
 */
export type EventType = (typeof EVENT_TYPES)[number];

/** The values of {@link FaultKind}, in order (read by the parsers; not exported by the package). */
export const FAULT_KINDS = everyOf<FaultKind>()(['technical', 'conduct']);

/**
 * The two kinds of recorded fault: `technical` (lỗi kỹ thuật, Điều 16.3) and `conduct` (lỗi tác
 * phong, Điều 15.7b). Three of one kind lose the game (7.1n); the two kinds are not added
 * together (Luật Cờ Tướng, Quyết định 1409/2004, “Hướng dẫn sử dụng quyển Luật Cờ Tướng”, point 8: "luật không có chỉ dẫn cộng lỗi tác phong và lỗi kỹ
 * thuật").
 *
 * @example
 * ```ts
 * import type { FaultKind } from '@xq/arbiter';
 * const k: FaultKind = 'conduct';
 * ```
 * @category Events
 */
export type FaultKind = 'technical' | 'conduct';

/**
 * Incidents the law answers with its own ladder (see `INCIDENT_LADDERS`):
 * `dropped-piece` (9.8), `clock-stopped` (10.2.2), `forgot-press` (10.2.1), `misconduct`
 * (15.7a, 15.7b), `borrowed-scoresheet` (11.3a), `spoke-out-of-turn` (16.3).
 *
 * @example
 * ```ts
 * import { INCIDENT_KINDS } from '@xq/arbiter';
 * INCIDENT_KINDS.includes('dropped-piece'); // true
 * ```
 * @category Events
 */
export const INCIDENT_KINDS = [
  'dropped-piece',
  'clock-stopped',
  'forgot-press',
  'misconduct',
  'borrowed-scoresheet',
  'spoke-out-of-turn',
] as const;

/**
 * One of {@link INCIDENT_KINDS}.
 *
 * @example
 * ```ts
 * import type { IncidentKind } from '@xq/arbiter';
 * const k: IncidentKind = 'misconduct';
 * ```
 * @category Events
 */
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/**
 * The sanctions an arbiter gives by hand (Điều 16.1): `reminder` (nhắc nhở), `warning` (cảnh
 * cáo), `loss` (xử thua ván cờ), `disqualification` (truất quyền thi đấu, by the chief arbiter,
 * 16.2), `expulsion` (xóa tên, by the chief arbiter and the organisers, 16.2). The last three end
 * the game lost for the side (7.1l).
 *
 * @example
 * ```ts
 * import { SANCTION_LEVELS } from '@xq/arbiter';
 * SANCTION_LEVELS.length; // 5
 * ```
 * @category Events
 */
export const SANCTION_LEVELS = ['reminder', 'warning', 'loss', 'disqualification', 'expulsion'] as const;

/**
 * One of {@link SANCTION_LEVELS}.
 *
 * @example
 * ```ts
 * import type { SanctionLevel } from '@xq/arbiter';
 * const l: SanctionLevel = 'warning';
 * ```
 * @category Events
 */
export type SanctionLevel = (typeof SANCTION_LEVELS)[number];

/** Who gives a sanction (16.2): the values of the sanction event's `by` (read by the parser; not exported by the package). */
export const SANCTION_GIVERS = everyOf<NonNullable<Extract<ArbiterEvent, { type: 'sanction' }>['by']>>()([
  'table-arbiter',
  'chief-arbiter',
]);

/** The values of {@link ClaimRule}, in order (read by the parsers; not exported by the package). */
export const CLAIM_RULES = everyOf<ClaimRule>()(['move-limit', 'repetition']);

/**
 * What the 60-move claim or the repetition claim asks for (Điều 12, 7.1g–h, 7.2b–c).
 *
 * @example
 * ```ts
 * import type { ClaimRule } from '@xq/arbiter';
 * const c: ClaimRule = 'move-limit';
 * ```
 * @category Events
 */
export type ClaimRule = 'move-limit' | 'repetition';

/**
 * The people other than the players and the arbiter who may be at a game: a coach, a team
 * leader, a player's relative, a spectator, anyone else. What they raise has no value (Điều
 * 9.11c, 15.5a, 10.2.1b): an event whose `by` is one of them is refused with its article.
 *
 * @example
 * ```ts
 * import { THIRD_PARTIES } from '@xq/arbiter';
 * THIRD_PARTIES.includes('coach'); // true
 * ```
 * @category Events
 */
export const THIRD_PARTIES = ['coach', 'team-leader', 'relative', 'spectator', 'other'] as const;

/**
 * One of {@link THIRD_PARTIES}.
 *
 * @example
 * ```ts
 * import type { ThirdParty } from './event'; // internal to @xq/arbiter
 * const p: ThirdParty = 'team-leader';
 * ```
 * @category Events
 */
export type ThirdParty = (typeof THIRD_PARTIES)[number];

/** The values of {@link IrregularKind}, in order (read by the parsers; not exported by the package). */
export const IRREGULAR_KINDS = everyOf<IrregularKind>()(['setup', 'colours-order', 'colours']);

/**
 * The irregular positions of Điều 9.9 the arbiter finds: `setup`, the pieces set up wrongly from
 * the start (9.9a); `colours-order`, the colours confused and the side due to move second moved
 * first (9.9b); `colours`, the colours confused but the side due to move first did move first
 * (9.9c).
 *
 * @example
 * ```ts
 * import type { IrregularKind } from '@xq/arbiter';
 * const k: IrregularKind = 'setup';
 * ```
 * @category Events
 */
export type IrregularKind = 'setup' | 'colours-order' | 'colours';

/**
 * An event at the board, as JSON. Every event may carry `at`, an integer millisecond instant
 * from a monotonic source the host chooses (needed only with a clock; it defaults to the last
 * instant, so no time passes). Squares and moves are ICCS coordinates (`h2`, `h2e2`).
 *
 * - `start`: the game starts from `fen` (default: the start position), with a clock when
 *   `clock` names a preset of `@xq/clock` or gives a policy; `absent` sides (10.2.1a).
 * - `touch`: `side` touches the piece on `square` (or the pieces on `squares` at the same
 *   instant); `accidental` for a touch the arbiter finds inadvertent (9.6); `adjust` for an
 *   announced adjustment, "tôi sửa quân này" (9.5a).
 * - `move`: the side to move plays `move`; `via`: the points the piece was set on, in order (9.7).
 * - `fault`: the arbiter records a `technical` or `conduct` fault (with its `article`).
 * - `incident`: an incident with its own ladder ({@link INCIDENT_KINDS}).
 * - `unrecorded`: the arbiter finds `moves` consecutive moves missing from `side`'s scoresheet,
 *   not made up (11.3b); `remainingMs`: the side's clock time, when the arbiter keeps no clock.
 * - `offer-draw` / `accept-draw` / `decline-draw` (7.2d, 15.7k).
 * - `claim`: a claim under the 60-move rule or of a repetition (Điều 12; 7.1g, 7.1h).
 * - `resign` (7.1k). `seal` / `unseal`: the sealed move of an adjournment (10.3, 7.1i);
 *   `explanation`: the move the sealer's explanation shows he meant (7.1i, "mà không giải thích
 *   được").
 * - `flag`: the clock (kept outside the arbiter) shows `side`'s time out (7.1d), its quota missed
 *   (10.1.2) or its late arrival (7.1e). `clock`: a command for the clock the arbiter keeps.
 * - `sanction`: a sanction given by hand (16.1); `side: 'both'` for both players (15.7b).
 * - `takeback`: a player wants to take a move back (refused, 9.5b).
 * - `irregular`: an irregular position of Điều 9.9 found ({@link IrregularKind}): the game is
 *   annulled and replayed (9.9a, 9.9b) or kept with the colours swapped (9.9c); after the game the
 *   result stands (9.9d) and swapped colours are recorded (9.9e).
 * - `restore`: an illegal move (9.10a) or a piece set off a point (9.10b, `kind: 'misplaced'`)
 *   found: the position is restored from the scoresheet to before move `ply` (the moves that
 *   stand; default: all of them, 9.10.1) with the clock stopped; after the game the result stands
 *   (9.10.2).
 *
 * `by` says who raises a touch, a claim or a draw offer: the player (default), for a touch the
 * opponent who reports it (it counts only when `admitted` by the toucher or `seen` by the
 * arbiter, 9.11b), `arbiter` for a touch no side raised (it does not bind, 9.11a), or one of
 * {@link THIRD_PARTIES}, whose word has no value (9.11c, 15.5a, 10.2.1b).
 *
 * @example
 * ```ts
 * import type { ArbiterEvent } from '@xq/arbiter';
 * const game: ArbiterEvent[] = [
 *   { type: 'start' },
 *   { type: 'touch', side: 'red', square: 'h2' },
 *   { type: 'move', move: 'h2e2' },
 * ];
 * ```
 * @category Events
 */
export type ArbiterEvent =
  | {
      /** The game starts. */
      readonly type: 'start';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** The start position (default: the law's, Điều 3). */
      readonly fen?: string;
      /** A clock: a preset name of `@xq/clock`, or a policy. */
      readonly clock?: string | ClockPolicy;
      /** Sides absent at the start (10.2.1a). */
      readonly absent?: readonly Side[];
    }
  | {
      /** A piece (or several at once) touched. */
      readonly type: 'touch';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who touched (default: the side to move). */
      readonly side?: Side;
      /** The point touched. */
      readonly square?: string;
      /** Points touched at the same instant (the order cannot be told). */
      readonly squares?: readonly string[];
      /** The arbiter finds the touch inadvertent (9.6). */
      readonly accidental?: boolean;
      /** An announced adjustment, "tôi sửa quân này" (9.5a). */
      readonly adjust?: boolean;
      /**
       * Who raises the touch: the toucher (default: he admits it), the opponent (9.11b), `arbiter`
       * when no side raised it (it does not bind, 9.11a), a third party (no value, 9.11c).
       */
      readonly by?: Side | 'arbiter' | ThirdParty;
      /** The toucher admits a touch the opponent raises (9.11b). */
      readonly admitted?: boolean;
      /** The arbiter saw the touch the opponent raises (9.11b, "trọng tài chứng kiến"). */
      readonly seen?: boolean;
    }
  | {
      /** A move played. */
      readonly type: 'move';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** The move, ICCS coordinates (`h2e2`). */
      readonly move: string;
      /** When given, checked against the side to move. */
      readonly side?: Side;
      /** The points the piece was set on, in order (9.7). */
      readonly via?: readonly string[];
    }
  | {
      /** A fault recorded. */
      readonly type: 'fault';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who, or both. */
      readonly side: Side | 'both';
      /** Technical or conduct. */
      readonly kind: FaultKind;
      /** The article the fault comes from (e.g. `16.3`). */
      readonly article?: string;
      /** What happened, for the record. */
      readonly note?: string;
    }
  | {
      /** An incident with its own ladder. */
      readonly type: 'incident';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who. */
      readonly side: Side;
      /** What. */
      readonly kind: IncidentKind;
    }
  | {
      /** Moves missing from a scoresheet. */
      readonly type: 'unrecorded';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Whose scoresheet. */
      readonly side: Side;
      /** How many consecutive moves are missing (default 4). */
      readonly moves?: number;
      /** The side's clock time, when the arbiter keeps no clock (11.1a). */
      readonly remainingMs?: number;
    }
  | {
      /** A draw offer, accepted or declined. */
      readonly type: 'offer-draw' | 'accept-draw' | 'decline-draw';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who. */
      readonly side: Side;
      /** Who speaks for the side: the player (default) or a third party (10.2.1b: no value). */
      readonly by?: Side | ThirdParty;
    }
  | {
      /** A claim to the arbiter. */
      readonly type: 'claim';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who claims. */
      readonly side: Side;
      /** Under which rule. */
      readonly rule: ClaimRule;
      /** Who raises the claim: the player (default) or a third party (15.5a: no value). */
      readonly by?: Side | ThirdParty;
    }
  | {
      /** A resignation, or a player who gives up. */
      readonly type: 'resign';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who. */
      readonly side: Side;
    }
  | {
      /** The side to move seals its move. */
      readonly type: 'seal';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who seals (default: the side to move). */
      readonly side?: Side;
      /** What is written in the envelope (opaque until opened). */
      readonly move: string;
    }
  | {
      /** The envelope is opened and play resumes. */
      readonly type: 'unseal';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** The move the sealer's accepted explanation shows (7.1i). */
      readonly explanation?: string;
    }
  | {
      /** The clock (kept outside) shows a side out of time, short of its quota, or late. */
      readonly type: 'flag';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who. */
      readonly side: Side;
      /** Why (default `time`). */
      readonly reason?: 'time' | 'quota' | 'late';
    }
  | {
      /** A command for the arbiter's clock (arrive, pause, resume, adjust, flag). */
      readonly type: 'clock';
      /** The instant: the command's own `at`. */
      readonly at?: number;
      /** The command. */
      readonly command: ClockCommand;
    }
  | {
      /** A sanction given by hand. */
      readonly type: 'sanction';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who, or both (15.7b). */
      readonly side: Side | 'both';
      /** The level (16.1). */
      readonly level: SanctionLevel;
      /**
       * Who gives it (16.2): the table arbiter ("trọng tài bàn") reminds, warns and punishes by
       * the law; only the chief arbiter ("tổng trọng tài") disqualifies, and strikes a name with
       * the head of the organisers. A disqualification or an expulsion given by the table arbiter
       * is refused. Left out: whoever has the power to give it.
       */
      readonly by?: 'table-arbiter' | 'chief-arbiter';
      /** The article (default 16.1's letter, or 15.7b for both). */
      readonly article?: string;
      /** What happened, for the record. */
      readonly note?: string;
    }
  | {
      /** A player wants to take a move back. */
      readonly type: 'takeback';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Who. */
      readonly side: Side;
    }
  | {
      /** An irregular position found (9.9). */
      readonly type: 'irregular';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** Which one. */
      readonly kind: IrregularKind;
    }
  | {
      /** An illegal move or a misplaced piece found: the position restored (9.10). */
      readonly type: 'restore';
      /** The instant, integer milliseconds. */
      readonly at?: number;
      /** The moves of the scoresheet that stand (default: all, 9.10.1). */
      readonly ply?: number;
      /** An illegal move (9.10a, default) or a piece set off a point (9.10b). */
      readonly kind?: 'illegal' | 'misplaced';
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
 * import { INCIDENT_LADDERS } from './event'; // internal to @xq/arbiter
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
 * import { THIRD_PARTY_NAMES } from './event'; // internal to @xq/arbiter
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
