import { type ClockPolicy, findPreset, parsePolicy } from '@xq/clock';
import type { Result } from '@xq/pairing';
import { validateTournament } from './document';
import type { AmendErrorCode, TournamentError } from './error-codes';
import { readArgument, requireObject, requireString, requireTournament, snapshot } from './guard';
import type { Amendment, Regulations, Tournament } from './model';
import { DEFAULT_LATE_ARRIVAL_MINUTES } from './regulations';
import { NORM_EVENTS, type NormEvent } from './regulations-model';

/**
 * The items of the regulations that decide the results (the system, the scoring, the ranking
 * order and the match rules): once round 1 is paired they are not changed unless forced (guide:
 * "Điều lệ giải đã công bố thì không thay đổi, trừ khi có vấn đề đột xuất về tổ chức cần bổ sung").
 * @category Regulations
 */
export const PUBLISHED_ITEMS = [
  'system',
  'scoring',
  'tieBreaks',
  'rounds',
  'pairingBye',
  'gamesPerMatch',
  'matchTieBreaks',
  'matchTieColours',
  'teamRanking',
] as const;

/** Options of {@link amendRegulations}. @category Regulations */
export interface AmendOptions {
  /** Change a published item after round 1 all the same (an urgent matter of organisation). */
  readonly force?: boolean;
  /** Why, as written (recorded with the amendment). */
  readonly note?: string;
}

/** `v` as JSON with every object's keys in order, or undefined for what JSON cannot write (a BigInt, a cycle, a depth past the engine's stack). */
function canonical(v: unknown): string | undefined {
  const sorted = (_: string, x: unknown): unknown =>
    typeof x === 'object' && x !== null && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x;
  try {
    return JSON.stringify(v, sorted) ?? 'undefined';
  } catch {
    return undefined;
  }
}

/** The same JSON value, keys in any order; never for a value JSON cannot write. */
const same = (a: unknown, b: unknown): boolean => {
  const x = canonical(a);
  return x !== undefined && x === canonical(b);
};

/**
 * Merges `changes` into the regulations (validated as the document is: a value the document
 * cannot hold, or an item it does not know, is refused with `TOURNAMENT_BAD_FIELD`, never dropped). Before round 1 anything
 * goes; once round 1 is paired the regulations are published: a change of a
 * published item (`PUBLISHED_ITEMS`) (system, scoring, tie-breaks…) is refused unless
 * `force`d, and every change then is recorded in `amendments` (the round after which it was made,
 * the items, forced or not, the note) — the guide: "Điều lệ giải đã công bố thì không thay đổi,
 * trừ khi có vấn đề đột xuất về tổ chức cần bổ sung".
 *
 * @example
 * ```ts
 * import { amendRegulations, createTournament } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'round-robin' }), rounds: [{ games: [], byes: [] }] };
 * const r = amendRegulations(t, { scoring: '2-1-0' });
 * console.log(r.ok ? 'changed' : r.error.code); // TOURNAMENT_REGULATIONS_PUBLISHED
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations),
 * `options` is not an object (or one of its properties cannot be read), its `force` not a boolean
 * or its `note` not a string.
 * @throws {TypeError} when an argument is not of its JavaScript type (naming the function and the field).
 * @category Regulations
 */
export function amendRegulations(
  t: Tournament,
  asked: Readonly<Record<string, unknown>>,
  given: AmendOptions = {},
): Result<Tournament, TournamentError<AmendErrorCode>> {
  requireTournament('amendRegulations', t);
  if (given !== undefined) requireObject('amendRegulations', 'options', given);
  // Read once, and of their types: a note that is not a string is not left out of the record without a word.
  const options = (
    given === undefined ? {} : readArgument('amendRegulations', 'options', given)
  ) as AmendOptions;
  if (options.force !== undefined && typeof options.force !== 'boolean')
    throw new TypeError(`amendRegulations: options.force must be a boolean, got ${typeof options.force}`);
  if (options.note !== undefined) requireString('amendRegulations', 'options.note', options.note);
  requireObject('amendRegulations', 'changes', asked);
  // Read once (a getter that throws is refused here, not in the middle of the merge).
  const plain = snapshot(asked, 'changes');
  if (!plain.ok)
    return {
      ok: false,
      error: { code: 'TOURNAMENT_BAD_FIELD', message: `${plain.error.path} ${plain.error.message}` },
    };
  const changes = plain.value as Readonly<Record<string, unknown>>;
  const before = t.regulations as unknown as Readonly<Record<string, unknown>>;
  const fields = Object.keys(changes).filter((k) => !same(before[k], changes[k]));
  const published = fields.filter((k) => (PUBLISHED_ITEMS as readonly string[]).includes(k));
  const started = t.rounds.length > 0;
  if (started && published.length > 0 && options.force !== true)
    return {
      ok: false,
      error: {
        code: 'TOURNAMENT_REGULATIONS_PUBLISHED',
        message: `round 1 is paired: the published regulations' ${published.join(', ')} are not changed ("Điều lệ giải đã công bố thì không thay đổi, trừ khi có vấn đề đột xuất về tổ chức cần bổ sung"); force it for an urgent matter, and it is recorded`,
      },
    };
  const note = options.note;
  const amendment: Amendment = {
    afterRound: t.rounds.length,
    fields,
    ...(published.length > 0 ? { forced: true } : {}),
    ...(note === undefined ? {} : { note }),
  };
  const next = {
    ...t,
    regulations: { ...t.regulations, ...changes } as Regulations,
    ...(started && fields.length > 0 ? { amendments: [...(t.amendments ?? []), amendment] } : {}),
  };
  const r = validateTournament(next);
  if (!r.ok) return { ok: false, error: { code: 'TOURNAMENT_BAD_FIELD', message: r.error.message } };
  // What the reader kept is what was asked: an item it does not know, or a value it would write
  // otherwise, is refused rather than lost.
  const kept = r.value.regulations as unknown as Readonly<Record<string, unknown>>;
  const lost = fields.find((k) => !same(kept[k], changes[k]));
  if (lost !== undefined)
    return {
      ok: false,
      error: {
        code: 'TOURNAMENT_BAD_FIELD',
        message: `$.regulations.${lost.slice(0, 40)}: not an item of the regulations the document can hold as given`,
      },
    };
  return r;
}

/** The events the guide calls big ("các giải lớn"): the national ones of the title norms. */
const BIG: readonly NormEvent[] = NORM_EVENTS;

/**
 * The months of notice the guide asks of the regulations of a big event ("nếu là các giải lớn thì
 * phải gửi trước từ 2 tới 3 tháng"): `ok` when the regulations were sent at least 2 months before
 * the start, or the event is not a big one (not a national event of the title norms) or the dates
 * are not given; otherwise the shortfall, in words naming the guide.
 *
 * With `about: 'chief-arbiter'`, whether an event that must name its chief arbiter does (the
 * guide: "Ở các giải quốc gia, cấp tỉnh thành, các giải lớn... bắt buộc phải cử tổng trọng tài"):
 * a national event of the title norms, or one whose `level` is `national`, `provincial` or
 * `large`; `ok` when the regulations name one or the event is local.
 *
 * @example
 * ```ts
 * import { createTournament, regulationsNotice } from '@xq/tournament';
 * const t = createTournament({ name: 'x', system: 'round-robin' });
 * const r = { ...t, regulations: { ...t.regulations, event: 'national-championship' as const, sentDate: '2026-02-01', startDate: '2026-03-15' } };
 * console.log(regulationsNotice(r)); // the regulations were sent 2026-02-01, less than 2 months before 2026-03-15 (guide: "nếu là các giải lớn thì phải gửi trước từ 2 tới 3 tháng")
 * console.log(regulationsNotice(r, 'chief-arbiter')); // a national event names its chief arbiter (guide: "Ở các giải quốc gia, cấp tỉnh thành, các giải lớn... bắt buộc phải cử tổng trọng tài")
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), or
 * `about` is not `sent` or `chief-arbiter`.
 * @category Regulations
 */
export function regulationsNotice(t: Tournament, about: 'sent' | 'chief-arbiter' = 'sent'): 'ok' | string {
  if (about === 'chief-arbiter') return chiefArbiterNotice(t);
  if (about !== 'sent') throw new TypeError("regulationsNotice: about must be 'sent' or 'chief-arbiter'");
  requireTournament('regulationsNotice', t);
  const { event, sentDate, startDate } = t.regulations;
  if (event === undefined || !BIG.includes(event) || sentDate === undefined || startDate === undefined)
    return 'ok';
  const [y, m, d] = sentDate.split('-').map(Number) as [number, number, number];
  // Two calendar months after the day sent (a day that month lacks runs into the next).
  const due = new Date(Date.UTC(y, m - 1 + 2, d)).toISOString().slice(0, 10);
  return startDate >= due
    ? 'ok'
    : `the regulations were sent ${sentDate}, less than 2 months before ${startDate} (guide: "nếu là các giải lớn thì phải gửi trước từ 2 tới 3 tháng")`;
}

/**
 * The level the guide's rule on arbiters reads: a national event of the title norms is national,
 * otherwise the regulations' `level`, local when they give none. A local event "chỉ cần cử ban
 * trọng tài, trong đó có một trưởng ban": its `chiefArbiter` is the head of that panel.
 */
export function arbiterLevel(t: Tournament): NonNullable<Regulations['level']> {
  const { event, level } = t.regulations;
  return event !== undefined && BIG.includes(event) ? 'national' : (level ?? 'local');
}

/**
 * Whether an event that must name its chief arbiter does (the guide, on organising an event: "Ở
 * các giải quốc gia, cấp tỉnh thành, các giải lớn... bắt buộc phải cử tổng trọng tài"): a national
 * event of the title norms, or one whose `level` is `national`, `provincial` or `large`
 * ({@link EVENT_LEVELS}). `ok` when the regulations name one or the event is local; otherwise
 * what is missing, in words naming the guide. `xq tournament new` warns of it and `xq tournament
 * pair` refuses to pair without one.
 *
 * @example
 * ```ts
 * import { chiefArbiterNotice, createTournament } from '@xq/tournament';
 * const t = createTournament({ name: 'x', system: 'round-robin' });
 * const national = { ...t, regulations: { ...t.regulations, event: 'national-championship' as const } };
 * console.log(chiefArbiterNotice(national)); // a national event names its chief arbiter (guide: "Ở các giải quốc gia, cấp tỉnh thành, các giải lớn... bắt buộc phải cử tổng trọng tài")
 * const provincial = { ...t, regulations: { ...t.regulations, level: 'provincial' as const } };
 * console.log(chiefArbiterNotice(provincial)); // a provincial event names its chief arbiter (guide: "Ở các giải quốc gia, cấp tỉnh thành, các giải lớn... bắt buộc phải cử tổng trọng tài")
 * console.log(chiefArbiterNotice(t)); // ok
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Regulations
 */
export function chiefArbiterNotice(t: Tournament): 'ok' | string {
  requireTournament('chiefArbiterNotice', t);
  const { chiefArbiter } = t.regulations;
  const which = arbiterLevel(t);
  if (which === 'local' || (typeof chiefArbiter === 'string' && chiefArbiter.trim() !== '')) return 'ok';
  return `a ${which === 'large' ? 'large' : which} event names its chief arbiter (guide: "Ở các giải quốc gia, cấp tỉnh thành, các giải lớn... bắt buộc phải cử tổng trọng tài")`;
}

/**
 * The clock policy of the regulations: their `clockPreset` with the late-arrival limit they set
 * (10.2.1a: "Ai đến chậm quá thời gian do ban tổ chức quy định (15, 30 hay 60 phút theo quy định)
 * thì bị tính thua ván cờ đó"; 15 minutes when they do not say), so that a clock started with an
 * absent player forfeits him when the regulations' limit has passed. Regulations that name no
 * `clockPreset` answer `TOURNAMENT_NO_CLOCK_PRESET`.
 *
 * @example
 * ```ts
 * import { createTournament, regulationsClock } from '@xq/tournament';
 * const t = createTournament({ name: 'x', system: 'round-robin' });
 * const r = regulationsClock({ ...t, regulations: { ...t.regulations, clockPreset: 'vn-90-25', lateArrivalMinutes: 30 } });
 * console.log(r.ok && r.value.lateForfeitMs); // 1800000
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Regulations
 */
export function regulationsClock(
  t: Tournament,
): Result<ClockPolicy, TournamentError<'TOURNAMENT_NO_CLOCK_PRESET'>> {
  requireTournament('regulationsClock', t);
  const name = t.regulations.clockPreset;
  const preset = name === undefined ? undefined : findPreset(name);
  if (!preset?.ok)
    return {
      ok: false,
      error: {
        code: 'TOURNAMENT_NO_CLOCK_PRESET',
        message: 'the regulations name no clock preset (clockPreset)',
      },
    };
  const r = parsePolicy({
    ...preset.value,
    lateForfeitMs: (t.regulations.lateArrivalMinutes ?? DEFAULT_LATE_ARRIVAL_MINUTES) * 60_000,
  });
  // A preset with a late-arrival limit of 15, 30 or 60 minutes is a valid policy.
  if (!r.ok) throw new Error(`regulationsClock: ${r.error.message}`);
  return { ok: true, value: r.value };
}
