import type { Result } from '@xq/pairing';
import { compact } from './document-fields';
import { type EditChange, type EditEntry, type EditValue, LOG_LIMITS } from './edit-log-model';
import type { TournamentError } from './error-codes';
import { readArgument, requireObject, requireString, requireTournament } from './guard';
import type { Tournament } from './model';

const composite = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** A value as the log keeps it: a scalar as it is, an object or a list as its JSON text. */
const kept = (v: unknown): EditValue | undefined =>
  v === undefined ? undefined : composite(v) ? JSON.stringify(v) : (v as EditValue);

/** The key that names the elements of a list: players by `id`, teams by `code`; else by index. */
function keyOf(a: readonly unknown[], b: readonly unknown[]): 'id' | 'code' | undefined {
  for (const key of ['id', 'code'] as const) {
    const type = key === 'id' ? 'number' : 'string';
    const names = (list: readonly unknown[]): boolean => {
      const seen = new Set<unknown>();
      for (const x of list) {
        const k = composite(x) ? (x as Record<string, unknown>)[key] : undefined;
        if (typeof k !== type || seen.has(k)) return false;
        seen.add(k);
      }
      return true;
    };
    if ((a.length > 0 || b.length > 0) && names(a) && names(b)) return key;
  }
  return undefined;
}

const sameScalars = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

type Pending = readonly [path: string, before: unknown, after: unknown];

/**
 * Every value that differs between two versions of a tournament document, old and new, in
 * document order (the `log` itself left out): the record an edit leaves in the log. Players are
 * matched by start number and teams by code, so that a player struck from the list is one change,
 * not a shift of every player after him; a list of numbers or words (`absent`, a team's members)
 * is one value.
 *
 * @example
 * ```ts
 * import { createTournament, tournamentChanges } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'red-win' as const }], byes: [] }] };
 * const u = { ...t, rounds: [{ games: [{ red: 1, black: 2, result: 'draw' as const }], byes: [] }] };
 * const [change] = tournamentChanges(t, u);
 * console.log(change?.path, change?.old, change?.new); // $.rounds[0].games[0].result red-win draw
 * ```
 * @throws {TypeError} when `before` or `after` is not a tournament document (or holds what JSON
 * cannot write: a cycle, a BigInt).
 * @category Edit log
 */
export function tournamentChanges(before: Tournament, after: Tournament): EditChange[] {
  requireTournament('tournamentChanges', before, 'before');
  requireTournament('tournamentChanges', after, 'after');
  return changesOf('tournamentChanges', before, after);
}

/** The changes of `tournamentChanges`; what JSON cannot write (a cycle, a BigInt) a TypeError naming `fn`. */
function changesOf(fn: string, before: Tournament, after: Tournament): EditChange[] {
  try {
    return diff(before, after);
  } catch (e) {
    throw new TypeError(
      `${fn}: the documents are not JSON documents (${e instanceof Error ? e.message.split('\n')[0] : typeof e})`,
    );
  }
}

function diff(before: Tournament, after: Tournament): EditChange[] {
  const out: EditChange[] = [];
  const { log: _a, ...a } = before;
  const { log: _b, ...b } = after;
  // Depth-first with an explicit stack, children pushed in reverse so that they come out in order.
  const stack: Pending[] = [['$', a, b]];
  while (stack.length > 0) {
    const [path, x, y] = stack.pop()!;
    if (x === y) continue;
    if (!composite(x) || !composite(y) || Array.isArray(x) !== Array.isArray(y)) {
      out.push(compact({ path, old: kept(x), new: kept(y) }));
      continue;
    }
    const children: Pending[] = [];
    if (Array.isArray(x) && Array.isArray(y)) {
      if (!x.some(composite) && !y.some(composite)) {
        if (!sameScalars(x, y)) out.push({ path, old: kept(x)!, new: kept(y)! });
        continue;
      }
      const key = keyOf(x, y);
      if (key === undefined) {
        for (let i = 0; i < Math.max(x.length, y.length); i++) children.push([`${path}[${i}]`, x[i], y[i]]);
      } else {
        const name = (v: unknown): unknown => (v as Record<string, unknown>)[key];
        const later = new Map(y.map((v) => [name(v), v] as const));
        const earlier = new Set(x.map(name));
        const at = (k: unknown): string => `${path}[${key}=${typeof k === 'string' ? JSON.stringify(k) : k}]`;
        for (const v of x) children.push([at(name(v)), v, later.get(name(v))]);
        for (const v of y) if (!earlier.has(name(v))) children.push([at(name(v)), undefined, v]);
      }
    } else {
      const xo = x as Record<string, unknown>;
      const yo = y as Record<string, unknown>;
      const keys = [...Object.keys(xo), ...Object.keys(yo).filter((k) => !Object.hasOwn(xo, k))];
      for (const k of keys)
        children.push([
          `${path}.${k}`,
          Object.hasOwn(xo, k) ? xo[k] : undefined,
          Object.hasOwn(yo, k) ? yo[k] : undefined,
        ]);
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return out;
}

/**
 * Who made an edit, when, and what it was ({@link logEdit}).
 * @category Edit log
 */
export interface EditNote {
  /** When: an ISO 8601 date-time (at most 64 characters). */
  readonly at: string;
  /** Who made it (at most 200 characters). */
  readonly by?: string;
  /** What it was: the action's name (at most 100 characters). */
  readonly action: string;
  /** Why, as written (at most 2,000 characters). */
  readonly note?: string;
}

/**
 * `after` with the edit that made it from `before` appended to its log: who, when, what, and every
 * value it changed, old and new (`tournamentChanges`); `before` undefined when the edit
 * created the document. An edit that changed nothing leaves `after` as it is.
 *
 * @example
 * ```ts
 * import { createTournament, logEdit } from '@xq/tournament';
 * const t = createTournament({ name: 'x', system: 'round-robin' });
 * const u = { ...t, players: [{ id: 1, name: 'A' }] };
 * const r = logEdit(t, u, { at: '2026-03-01T09:00:00Z', by: 'Trọng tài', action: 'add-player' });
 * console.log(r.ok && r.value.log?.[0]?.changes[0]?.path); // $.players[id=1]
 * ```
 * @throws {TypeError} when `after` (or `before`, when given) is not a tournament document, or
 * `note` not an object whose fields are strings.
 * @category Edit log
 */
export function logEdit(
  before: Tournament | undefined,
  after: Tournament,
  note: EditNote,
): Result<Tournament, Required<TournamentError<'TOURNAMENT_BAD_FIELD'>>> {
  requireTournament('logEdit', after, 'after');
  requireObject('logEdit', 'note', note);
  const { at, by, action, note: why } = readArgument('logEdit', 'note', note) as EditNote;
  requireString('logEdit', 'note.at', at);
  requireString('logEdit', 'note.action', action);
  if (by !== undefined) requireString('logEdit', 'note.by', by);
  if (why !== undefined) requireString('logEdit', 'note.note', why);
  for (const [field, value] of [
    ['at', at],
    ['by', by],
    ['action', action],
    ['note', why],
  ] as const)
    if (value !== undefined && value.length > LOG_LIMITS[field])
      return {
        ok: false,
        error: {
          code: 'TOURNAMENT_BAD_FIELD',
          path: `$.log[].${field}`,
          message: `$.log[].${field}: at most ${LOG_LIMITS[field]} characters`,
        },
      };
  if (before !== undefined) requireTournament('logEdit', before, 'before');
  const changes = before === undefined ? [] : changesOf('logEdit', before, after);
  if (before !== undefined && changes.length === 0) return { ok: true, value: after };
  const entry: EditEntry = compact({
    at,
    by,
    action,
    afterRound: (before ?? after).rounds.length,
    changes,
    note: why,
  });
  return { ok: true, value: { ...after, log: [...(after.log ?? []), entry] } };
}

/**
 * The rounds (from 1) whose games or byes an edit changed while a later round was already paired:
 * that later round was paired from the old values (a result corrected after the next round's
 * pairing).
 *
 * @example
 * ```ts
 * import { correctedRounds } from '@xq/tournament';
 * const entry = { at: '2026-03-01T09:00:00Z', action: 'result', afterRound: 3,
 *   changes: [{ path: '$.rounds[1].games[0].result', old: 'red-win', new: 'draw' }] };
 * console.log(correctedRounds(entry)); // [ 2 ]
 * ```
 * @throws {TypeError} when `entry` is not an object with a list of changes.
 * @category Edit log
 */
export function correctedRounds(entry: EditEntry): number[] {
  requireObject('correctedRounds', 'entry', entry);
  const { changes, afterRound } = entry;
  if (!Array.isArray(changes)) throw new TypeError('correctedRounds: entry.changes must be an array');
  const rounds = new Set<number>();
  for (const c of changes as readonly unknown[]) {
    const path = composite(c) ? (c as { path?: unknown }).path : undefined;
    const m = typeof path === 'string' ? /^\$\.rounds\[(\d+)\]\.(games|byes)\b/.exec(path) : null;
    if (m && typeof afterRound === 'number' && Number(m[1]) + 1 < afterRound) rounds.add(Number(m[1]) + 1);
  }
  return [...rounds].sort((x, y) => x - y);
}
