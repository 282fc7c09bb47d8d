import { PRESET_NAMES } from '@xq/clock';
import type { Result } from '@xq/pairing';
import { REGULATION_DATA_OWN_CODES } from './error-codes';
import { requireArray, requireNumber, requireObject, requireString, snapshot } from './guard';
import {
  type Category,
  type Delegation,
  type EntryQuota,
  EVENT_LEVELS,
  LATE_ARRIVAL_LIMITS,
  type LateArrivalLimit,
  MEDALS,
  NORM_EVENTS,
  type NormThresholds,
  PRIZE_TIES,
  type Prize,
  type PrizeRules,
  placeNorms,
  type RegulationData,
  type Stage,
  teamPlaceNormsWomen,
  youthPlaceNorms,
} from './regulations-model';

export type {
  Category,
  Delegation,
  EntryQuota,
  LateArrivalLimit,
  Medal,
  Prize,
  PrizeRules,
  PrizeTies,
  RegulationData,
  Stage,
  StageEntry,
} from './regulations-model';
export { DEFAULT_LATE_ARRIVAL_MINUTES, LATE_ARRIVAL_LIMITS, MEDALS, PRIZE_TIES } from './regulations-model';

/**
 * The error codes of the regulations' data ({@link readRegulationData}); a tournament document's
 * reader answers the same codes: `TOURNAMENT_BAD_FIELD` (a wrong type or a value out of range),
 * `TOURNAMENT_BAD_DATE` (not a real day written `YYYY-MM-DD`), `TOURNAMENT_UNKNOWN_CLOCK_PRESET`,
 * `TOURNAMENT_DUPLICATE_CATEGORY`, `TOURNAMENT_DUPLICATE_DELEGATION` (a code or a name given
 * twice) and `TOURNAMENT_UNREADABLE` (a property whose getter or proxy trap threw).
 * @category Regulations
 */
export const REGULATION_DATA_ERROR_CODES = ['TOURNAMENT_BAD_FIELD', ...REGULATION_DATA_OWN_CODES] as const;
/** An error code of the regulations' data. @category Regulations */
export type RegulationDataErrorCode = (typeof REGULATION_DATA_ERROR_CODES)[number];

/**
 * A field of the regulations' data that is wrong: its code, the JSON path and why.
 * @category Regulations
 */
export interface RegulationDataFault {
  /** The error code. */
  readonly code: RegulationDataErrorCode;
  /** The JSON path at fault (`$.regulations.categories[1].sex`). */
  readonly path: string;
  /** What is wrong, for people. */
  readonly message: string;
}

class Fault {
  constructor(readonly fault: RegulationDataFault) {}
}

const bad = (
  path: string,
  message: string,
  code: RegulationDataErrorCode = 'TOURNAMENT_BAD_FIELD',
): never => {
  throw new Fault({ code, path, message });
};

type Obj = Readonly<Record<string, unknown>>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function obj(v: unknown, path: string): Obj {
  if (!isObj(v)) bad(path, 'expected an object');
  return v as Obj;
}

function list(v: unknown, path: string, max: number): readonly unknown[] {
  if (!Array.isArray(v)) return bad(path, 'expected an array');
  if (v.length > max) bad(path, `at most ${max} entries`);
  return v;
}

function str(o: Obj, key: string, path: string, required = false): string | undefined {
  const v = Object.hasOwn(o, key) ? o[key] : undefined;
  if (v === undefined) return required ? bad(`${path}.${key}`, 'expected a string') : undefined;
  if (typeof v !== 'string' || v.length > 500)
    bad(`${path}.${key}`, 'expected a string of at most 500 characters');
  return v as string;
}

/** The norm thresholds a national event's regulations adjust: percentages and places. */
function readNormThresholds(o: Obj, path: string): NormThresholds | undefined {
  if (o.normThresholds === undefined) return undefined;
  const p = `${path}.normThresholds`;
  const no = obj(o.normThresholds, p);
  const thresholds: NormThresholds = compact({
    masterPercent: num(no, 'masterPercent', p, 1, 100, false),
    firstClassPercent: num(no, 'firstClassPercent', p, 1, 100, false),
    masterPlacesMen: num(no, 'masterPlacesMen', p, 1, 1000, true),
    masterPlacesWomen: num(no, 'masterPlacesWomen', p, 1, 1000, true),
    candidatePlacesMen: num(no, 'candidatePlacesMen', p, 1, 1000, true),
    candidatePlacesWomen: num(no, 'candidatePlacesWomen', p, 1, 1000, true),
    teamMasterPlacesWomen: num(no, 'teamMasterPlacesWomen', p, 1, 1000, true),
    teamCandidatePlacesWomen: num(no, 'teamCandidatePlacesWomen', p, 1, 1000, true),
    youthCandidatePlaces18: num(no, 'youthCandidatePlaces18', p, 1, 1000, true),
    youthFirstClassPlaces15: num(no, 'youthFirstClassPlaces15', p, 1, 1000, true),
    youthFirstClassPlaces18: num(no, 'youthFirstClassPlaces18', p, 1, 1000, true),
  });
  for (const s of ['Men', 'Women'] as const) {
    const [m, c] = placeNorms(thresholds, s === 'Men');
    if (c < m)
      bad(
        `${p}.candidatePlaces${s}`,
        `expected the candidate master places to end at or after the master places (${m})`,
      );
  }
  const [teamMaster, teamCandidate] = teamPlaceNormsWomen(thresholds);
  if (teamCandidate < teamMaster)
    bad(
      `${p}.teamCandidatePlacesWomen`,
      `expected the candidate master places to end at or after the master places (${teamMaster})`,
    );
  const youth = youthPlaceNorms(thresholds);
  if (youth.firstClass18 < youth.candidate18)
    bad(
      `${p}.youthFirstClassPlaces18`,
      `expected the first class places to end at or after the candidate master places (${youth.candidate18})`,
    );
  return thresholds;
}

/** The level of the event; an event of the title norms is national (its kind says so). */
function eventLevel(o: Obj, path: string): (typeof EVENT_LEVELS)[number] | undefined {
  const level = pick(o, 'level', path, EVENT_LEVELS);
  if (level !== undefined && level !== 'national' && o.event !== undefined)
    bad(`${path}.level`, `expected national: ${String(o.event)} is a national event of the title norms`);
  return level;
}

function num(
  o: Obj,
  key: string,
  path: string,
  min: number,
  max: number,
  integer: boolean,
): number | undefined {
  const v = Object.hasOwn(o, key) ? o[key] : undefined;
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max || (integer && !Number.isInteger(v)))
    bad(`${path}.${key}`, `expected ${integer ? 'an integer' : 'a number'} in ${min}..${max}`);
  return v as number;
}

function pick<T extends string>(o: Obj, key: string, path: string, values: readonly T[]): T | undefined {
  const v = Object.hasOwn(o, key) ? o[key] : undefined;
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v))
    bad(`${path}.${key}`, `expected one of ${values.join(', ')}`);
  return v as T;
}

function bool(o: Obj, key: string, path: string): boolean | undefined {
  const v = Object.hasOwn(o, key) ? o[key] : undefined;
  if (v !== undefined && typeof v !== 'boolean') bad(`${path}.${key}`, 'expected a boolean');
  return v as boolean | undefined;
}

function compact<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as T;
}

const MAX_ITEMS = 1000;
const YEAR_MIN = 1900;
const YEAR_MAX = 2200;

/**
 * Whether a value is a `YYYY-MM-DD` date of a real day (the form of the entry deadline).
 *
 * @example
 * ```ts
 * import { isIsoDate } from '@xq/tournament';
 * console.log(isIsoDate('2026-02-28'), isIsoDate('2026-02-30'), isIsoDate(20260228)); // true false false
 * ```
 * @category Regulations
 */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function prizes(v: unknown, path: string): Prize[] {
  return list(v, path, MAX_ITEMS).map((x, i) => {
    const p = `${path}[${i}]`;
    const o = obj(x, p);
    return compact({
      name: str(o, 'name', p, true) as string,
      medal: pick(o, 'medal', p, MEDALS),
      amount: num(o, 'amount', p, 0, 1e15, false),
    });
  });
}

/** The optional list of strings `o[key]`, read at `path`. */
function strings(o: Obj, key: string, path: string): string[] | undefined {
  if (o[key] === undefined) return undefined;
  return list(o[key], `${path}.${key}`, MAX_ITEMS).map((v, j) => {
    if (typeof v !== 'string') bad(`${path}.${key}[${j}]`, 'expected a string');
    return v as string;
  });
}

function category(x: unknown, p: string): Category {
  const o = obj(x, p);
  const levels = strings(o, 'levels', p);
  const c = compact({
    code: str(o, 'code', p, true) as string,
    name: str(o, 'name', p),
    sex: pick(o, 'sex', p, ['m', 'f'] as const),
    bornFrom: num(o, 'bornFrom', p, YEAR_MIN, YEAR_MAX, true),
    bornTo: num(o, 'bornTo', p, YEAR_MIN, YEAR_MAX, true),
    levels,
    ageGroup: num(o, 'ageGroup', p, 1, 100, true),
  });
  if (c.bornFrom !== undefined && c.bornTo !== undefined && c.bornFrom > c.bornTo)
    bad(`${p}.bornTo`, 'bornTo is before bornFrom');
  return c;
}

function delegation(x: unknown, p: string): Delegation {
  const o = obj(x, p);
  const coaches = strings(o, 'coaches', p);
  return compact({ name: str(o, 'name', p, true) as string, head: str(o, 'head', p), coaches });
}

/** Refuses (with `code`) the first item of `items` whose `key` an earlier item already has. */
function noneTwice<K extends string>(
  items: readonly Readonly<Record<K, string>>[] | undefined,
  path: string,
  key: K,
  what: string,
  code: 'TOURNAMENT_DUPLICATE_CATEGORY' | 'TOURNAMENT_DUPLICATE_DELEGATION',
): void {
  const seen = new Set<string>();
  items?.forEach((item, i) => {
    if (seen.has(item[key])) bad(`${path}[${i}].${key}`, `${what} ${item[key]} named twice`, code);
    seen.add(item[key]);
  });
}

/** The prizes of the regulations (item 10), read at `path`. */
function readPrizeRules(v: unknown, path: string): PrizeRules {
  const p = path;
  const po = obj(v, p);
  return compact({
    individual: po.individual === undefined ? undefined : prizes(po.individual, `${p}.individual`),
    perCategory: bool(po, 'perCategory', p),
    team: po.team === undefined ? undefined : prizes(po.team, `${p}.team`),
    overall: po.overall === undefined ? undefined : prizes(po.overall, `${p}.overall`),
    ties: pick(po, 'ties', p, PRIZE_TIES),
    delegationTeamSize: num(po, 'delegationTeamSize', p, 1, 1000, true),
  });
}

/** The stage of a mixed event (17.3), read at `path`. */
function readStage(v: unknown, path: string): Stage {
  const p = path;
  const so = obj(v, p);
  const entries =
    so.entries === undefined
      ? undefined
      : list(so.entries, `${p}.entries`, 100_000).map((e, i) => {
          const q = `${p}.entries[${i}]`;
          const eo = obj(e, q);
          const player = num(eo, 'player', q, 1, 10_000, true);
          const from = num(eo, 'from', q, 1, 10_000, true);
          if (player === undefined) bad(`${q}.player`, 'expected a start number');
          if (from === undefined) bad(`${q}.from`, 'expected a start number');
          return compact({
            player: player as number,
            from: from as number,
            group: str(eo, 'group', q),
            place: num(eo, 'place', q, 1, 10_000, true),
          });
        });
  return compact({ name: str(so, 'name', p, true) as string, group: str(so, 'group', p), entries });
}

/**
 * Reads the regulations' data (see `RegulationData`) out of a regulations object, or says
 * which field is wrong. Unknown keys are left to the caller.
 *
 * @example
 * ```ts
 * import { readRegulationData } from '@xq/tournament';
 * const r = readRegulationData({ event: 'national-championship', clockPreset: 'vn-90' });
 * console.log(r.ok && r.value.event); // national-championship
 * console.log(readRegulationData({ clockPreset: 'vn-91' }).ok); // false
 * ```
 * @throws {TypeError} when `path` is not a string.
 * @category Regulations
 */
export function readRegulationData(
  value: unknown,
  path = '$.regulations',
): Result<RegulationData, RegulationDataFault> {
  requireString('readRegulationData', 'path', path);
  const plain = snapshot(value, path);
  if (!plain.ok) return { ok: false, error: { code: 'TOURNAMENT_UNREADABLE', ...plain.error } };
  try {
    const o = obj(plain.value, path);
    const preset = str(o, 'clockPreset', path);
    if (preset !== undefined && !(PRESET_NAMES as readonly string[]).includes(preset))
      bad(
        `${path}.clockPreset`,
        `unknown clock preset; expected one of ${PRESET_NAMES.join(', ')}`,
        'TOURNAMENT_UNKNOWN_CLOCK_PRESET',
      );
    const late = Object.hasOwn(o, 'lateArrivalMinutes') ? o.lateArrivalMinutes : undefined;
    if (late !== undefined && !(LATE_ARRIVAL_LIMITS as readonly unknown[]).includes(late))
      bad(`${path}.lateArrivalMinutes`, 'expected 15, 30 or 60 (10.2.1a)');
    const deadline = str(o, 'entryDeadlineDate', path);
    if (deadline !== undefined && !isIsoDate(deadline))
      bad(`${path}.entryDeadlineDate`, 'expected YYYY-MM-DD', 'TOURNAMENT_BAD_DATE');
    const normThresholds = readNormThresholds(o, path);
    let entryQuota: EntryQuota | undefined;
    if (o.entryQuota !== undefined) {
      const p = `${path}.entryQuota`;
      const qo = obj(o.entryQuota, p);
      const perUnit = num(qo, 'perUnit', p, 1, 10_000, true);
      if (perUnit === undefined) bad(`${p}.perUnit`, 'expected the players a unit may enter');
      entryQuota = compact({
        perUnit: perUnit as number,
        host: str(qo, 'host', p),
        hostExtra: num(qo, 'hostExtra', p, 0, 10_000, true),
      });
    }
    const days: Record<string, string | undefined> = {};
    for (const key of ['entryFeeDueDate', 'sentDate', 'startDate']) {
      const v = str(o, key, path);
      if (v !== undefined && !isIsoDate(v))
        bad(`${path}.${key}`, 'expected YYYY-MM-DD', 'TOURNAMENT_BAD_DATE');
      days[key] = v;
    }
    const categories =
      o.categories === undefined
        ? undefined
        : list(o.categories, `${path}.categories`, MAX_ITEMS).map((c, i) =>
            category(c, `${path}.categories[${i}]`),
          );
    noneTwice(categories, `${path}.categories`, 'code', 'category', 'TOURNAMENT_DUPLICATE_CATEGORY');
    const prizeRules =
      o.prizeRules === undefined ? undefined : readPrizeRules(o.prizeRules, `${path}.prizeRules`);
    const delegations =
      o.delegations === undefined
        ? undefined
        : list(o.delegations, `${path}.delegations`, MAX_ITEMS).map((d, i) =>
            delegation(d, `${path}.delegations[${i}]`),
          );
    const stage = o.stage === undefined ? undefined : readStage(o.stage, `${path}.stage`);
    noneTwice(delegations, `${path}.delegations`, 'name', 'delegation', 'TOURNAMENT_DUPLICATE_DELEGATION');
    return {
      ok: true,
      value: compact({
        stage,
        event: pick(o, 'event', path, NORM_EVENTS),
        level: eventLevel(o, path),
        clockPreset: preset,
        lateArrivalMinutes: late as LateArrivalLimit | undefined,
        missedRounds: pick(o, 'missedRounds', path, ['zero', 'half'] as const),
        entryFee: num(o, 'entryFee', path, 0, 1e15, false),
        entryDeadlineDate: deadline,
        entryQuota,
        normThresholds,
        ...days,
        categories,
        prizeRules,
        delegations,
        chiefArbiter: str(o, 'chiefArbiter', path),
      }),
    };
  } catch (e) {
    if (e instanceof Fault) return { ok: false, error: e.fault };
    throw e;
  }
}

/**
 * The first unit over its quota ({@link EntryQuota}, item 4 of the guide), in words, or
 * `undefined` when every unit is within it (or the regulations set none). Special entries and
 * players without a club are not counted.
 *
 * @example
 * ```ts
 * import { quotaFault } from '@xq/tournament';
 * const players = [{ club: 'Huế' }, { club: 'Huế' }, { club: 'Huế', special: true }];
 * console.log(quotaFault({ perUnit: 2 }, players)); // undefined
 * console.log(quotaFault({ perUnit: 1 }, players)); // Huế enters 2 players, 1 allowed (item 4: "Quy định cử số đấu thủ chính thức dự giải")
 * ```
 * @throws {TypeError} when `players` is not an array of objects, or `quota` not an entry quota.
 * @category Regulations
 */
export function quotaFault(
  quota: EntryQuota | undefined,
  players: readonly { readonly club?: string; readonly special?: boolean }[],
): string | undefined {
  requireArray('quotaFault', 'players', players);
  if (quota === undefined) return undefined;
  requireObject('quotaFault', 'quota', quota);
  requireNumber('quotaFault', 'quota.perUnit', quota.perUnit);
  if (quota.hostExtra !== undefined) requireNumber('quotaFault', 'quota.hostExtra', quota.hostExtra);
  const count = new Map<string, number>();
  for (const [i, p] of players.entries()) requireObject('quotaFault', `players[${i}]`, p);
  for (const p of players)
    if (p.club !== undefined && p.special !== true) count.set(p.club, (count.get(p.club) ?? 0) + 1);
  for (const [club, n] of count) {
    const allowed = quota.perUnit + (club === quota.host ? (quota.hostExtra ?? 0) : 0);
    if (n > allowed)
      return `${club} enters ${n} players, ${allowed} allowed (item 4: "Quy định cử số đấu thủ chính thức dự giải")`;
  }
  return undefined;
}
