import type { Result } from '@xq/pairing';
import { validateTournament } from '../document';
import { type EditErrorCode, type EditResult, fail, type TournamentError } from '../error-codes';
import { requireArray, requireObject, requireOptions, requireTournament } from '../guard';
import type { System, Tournament } from '../model';
import type { Stage, StageEntry } from '../regulations-model';
import { lastCompleteRound, standings } from '../standings';

/** Systems a stage of a mixed event can be run by. */
const STAGE_SYSTEMS: readonly System[] = [
  'round-robin',
  'double-round-robin',
  'swiss-dutch',
  'swiss-lots',
  'knockout',
];

/** The letter of the i-th group (from 0): A…Z, then AA, AB… */
function letter(i: number): string {
  const one = (k: number): string => String.fromCharCode(65 + k);
  return i < 26 ? one(i) : `${one(Math.floor(i / 26) - 1)}${one(i % 26)}`;
}

function withoutRounds(r: Tournament['regulations'], system: System): Tournament['regulations'] {
  if (system.startsWith('swiss')) return r;
  const { rounds: _r, ...rest } = r;
  return rest;
}

/**
 * Options of {@link groupStage}.
 * @category Stages
 */
export interface GroupStageOptions {
  /** Number of groups (at least 2). */
  readonly groups: number;
  /** The stage's name as printed (`Vòng bảng`). */
  readonly name?: string;
  /** The groups' system (a round robin by default). */
  readonly system?: System;
}

/**
 * The first stage of a mixed event (Điều 17.3: "đấu hỗn hợp"): the field split into groups, one
 * tournament each. The players are seeded by rating (highest first; unrated last; equal ratings
 * by start number) and dealt into the groups in snake order (seeds 1…n into groups A…, seeds
 * n+1…2n back from the last group), so that the groups are as even as the ratings say. In each
 * group the players take start numbers 1, 2… in seeding order; `regulations.stage` records the
 * group and every player's start number in the whole field (`from`). Refused when the field has
 * already been paired or cannot fill two players a group.
 *
 * @example
 * ```ts
 * import { createTournament, groupStage } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Giải', system: 'round-robin' }),
 *   players: [2400, 2300, 2200, 2100].map((rating, i) => ({ id: i + 1, name: `P${i + 1}`, rating })) };
 * const r = groupStage(t, { groups: 2 });
 * console.log(r.ok && r.value.map((g) => `${g.regulations.stage?.group}: ${g.players.map((p) => p.name).join(' ')}`).join('; '));
 * // A: P1 P4; B: P2 P3
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations), or `options` not an object.
 * @category Stages
 */
export function groupStage(
  t: Tournament,
  options: GroupStageOptions,
): Result<Tournament[], TournamentError<EditErrorCode>> {
  requireTournament('groupStage', t);
  requireObject('groupStage', 'options', options);
  requireOptions('groupStage', options);
  const n = options.groups;
  if (!Number.isInteger(n) || n < 2)
    return fail('TOURNAMENT_BAD_FIELD', 'a group stage needs at least 2 groups');
  if (t.rounds.length > 0) return fail('TOURNAMENT_STARTED', 'the field has already been paired');
  if (t.players.length < 2 * n)
    return fail('TOURNAMENT_BAD_FIELD', `${t.players.length} players cannot fill ${n} groups of at least 2`);
  const system = options.system ?? 'round-robin';
  if (!STAGE_SYSTEMS.includes(system))
    return fail('TOURNAMENT_BAD_FIELD', `a stage is run by one of ${STAGE_SYSTEMS.join(', ')}`);
  const seeded = [...t.players].sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1) || a.id - b.id);
  const groups: (typeof seeded)[] = Array.from({ length: n }, () => []);
  seeded.forEach((p, i) => {
    const lap = Math.floor(i / n);
    const k = i % n;
    groups[lap % 2 === 0 ? k : n - 1 - k]?.push(p);
  });
  const out: Tournament[] = [];
  for (const [i, members] of groups.entries()) {
    const group = letter(i);
    const entries: StageEntry[] = members.map((p, k) => ({ player: k + 1, from: p.id }));
    const stage: Stage = { name: options.name ?? 'groups', group, entries };
    const { absent: _a, adjustments: _b, teams: _c, teamDraw: _d, ...rest } = t;
    const doc = {
      ...rest,
      name: `${t.name} — ${group}`,
      // A round robin's rounds follow from its group's size; a Swiss group keeps the field's number.
      regulations: { ...withoutRounds(t.regulations, system), system, stage },
      players: members.map(({ withdrawn: _w, ...p }, k) => ({ ...p, id: k + 1 })),
      rounds: [],
    };
    const r = validateTournament(doc);
    if (!r.ok) return fail('TOURNAMENT_BAD_FIELD', r.error.message);
    out.push(r.value);
  }
  return { ok: true, value: out };
}

/**
 * Options of {@link nextStage}.
 * @category Stages
 */
export interface NextStageOptions {
  /** How many of each group go through (1 or more). */
  readonly qualifiers: number;
  /** The next stage's system: a knockout, or a round robin play-off. */
  readonly system: System;
  /** The next stage's name as printed (`Chung kết`). */
  readonly name?: string;
}

/**
 * The next stage of a mixed event (Điều 17.3), seeded from the groups' final standings: the
 * first `qualifiers` of each group go through, all the group winners first (in group order),
 * then the seconds, and so on; they take start numbers 1, 2… in that order. A knockout, which
 * seeds by start number (1 meets the last), so pairs a group's winner with another group's
 * runner-up. `regulations.stage.entries` records each qualifier's group, place and start
 * number there. Refused unless every group has all its rounds complete.
 *
 * @example
 * ```ts
 * import { createTournament, nextStage } from '@xq/tournament';
 * const group = (g: string, a: string, b: string, result: 'red-win' | 'black-win') => ({
 *   ...createTournament({ name: g, system: 'round-robin', rounds: 1 }),
 *   regulations: { system: 'round-robin' as const, scoring: '1-0.5-0' as const, rounds: 1, stage: { name: 'groups', group: g } },
 *   players: [{ id: 1, name: a }, { id: 2, name: b }],
 *   rounds: [{ games: [{ red: 1, black: 2, result }], byes: [] }] });
 * const r = nextStage([group('A', 'An', 'Ba', 'red-win'), group('B', 'Chi', 'Du', 'black-win')], { qualifiers: 2, system: 'knockout' });
 * console.log(r.ok && r.value.players.map((p) => `${p.id} ${p.name}`).join(', ')); // 1 An, 2 Du, 3 Ba, 4 Chi
 * ```
 * @throws {TypeError} when `groups` is not an array of tournament documents or `options` not an object.
 * @category Stages
 */
export function nextStage(groups: readonly Tournament[], options: NextStageOptions): EditResult<Tournament> {
  requireArray('nextStage', 'groups', groups);
  requireObject('nextStage', 'options', options);
  requireOptions('nextStage', options);
  for (const [i, g] of groups.entries()) requireTournament('nextStage', g, `groups[${i}]`);
  const k = options.qualifiers;
  if (groups.length === 0) return fail('TOURNAMENT_BAD_FIELD', 'no groups');
  if (!Number.isInteger(k) || k < 1) return fail('TOURNAMENT_BAD_FIELD', 'at least one qualifier a group');
  if (!STAGE_SYSTEMS.includes(options.system))
    return fail('TOURNAMENT_BAD_FIELD', `a stage is run by one of ${STAGE_SYSTEMS.join(', ')}`);
  const tables = groups.map((g, i) => {
    const planned =
      g.regulations.rounds ??
      (g.regulations.system === 'round-robin' ? g.players.length - 1 + (g.players.length % 2) : undefined);
    const done = lastCompleteRound(g);
    return { g, i, done, planned, rows: standings(g) };
  });
  for (const { g, done, planned } of tables) {
    if (done === 0 || (planned !== undefined && done < planned) || done < g.rounds.length)
      return fail('TOURNAMENT_BAD_FIELD', `group ${g.regulations.stage?.group ?? g.name} has not finished`);
    if (g.players.length < k)
      return fail(
        'TOURNAMENT_BAD_FIELD',
        `group ${g.regulations.stage?.group ?? g.name} has fewer than ${k} players`,
      );
  }
  const players: Tournament['players'][number][] = [];
  const entries: StageEntry[] = [];
  for (let place = 1; place <= k; place++) {
    for (const { g, i, rows } of tables) {
      const row = rows[place - 1];
      const p = row === undefined ? undefined : g.players.find((x) => x.id === row.player);
      if (!p || !row) continue;
      const { withdrawn: _w, ...rest } = p;
      const id = players.length + 1;
      players.push({ ...rest, id });
      entries.push({ player: id, from: p.id, group: g.regulations.stage?.group ?? letter(i), place });
    }
  }
  const first = groups[0] as Tournament;
  const { stage: _s, rounds: _r, ...regulations } = first.regulations;
  const name = first.name.replace(/ — [A-Z]+$/, '');
  const doc = {
    format: first.format,
    version: first.version,
    name,
    regulations: {
      ...regulations,
      system: options.system,
      stage: { name: options.name ?? 'final', entries },
    },
    players,
    rounds: [],
  };
  const r = validateTournament(doc);
  return r.ok ? r : fail('TOURNAMENT_BAD_FIELD', r.error.message);
}
