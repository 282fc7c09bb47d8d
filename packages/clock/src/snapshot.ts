// Reading an app's value once: the one snapshot guard of the xq readers (`@xq/clock`, the package
// both `@xq/arbiter` and `@xq/tournament` depend on, owns it; each re-exports it from its guard.ts).
import type { Result } from './result';

/**
 * Where a value could not be read: the path of the property whose getter (or proxy trap) threw,
 * and what was thrown.
 *
 * @category Untrusted input
 */
export interface Unreadable {
  /** The path from the given root (`$.players[0].name` with root `$`, `squares[0]` with none). */
  readonly path: string;
  /** `could not be read (…)` with the first line of what was thrown. */
  readonly message: string;
}

function thrown(e: unknown): string {
  const text = e instanceof Error ? e.message : typeof e === 'string' ? e : typeof e;
  return text.split('\n')[0]?.slice(0, 200) ?? '';
}

/** One object being copied: its copy and, to name it only when reading throws, its parent and key. */
interface Pending {
  readonly from: object;
  readonly into: Record<string, unknown>;
  readonly parent: Pending | undefined;
  readonly key: string;
}

/** The path of `key` of `at` below `root`, rebuilt from the chain of parents (only when reading threw). */
function pathOf(root: string, at: Pending | undefined, key: string | undefined): string {
  const parts: string[] = [];
  const add = (inArray: boolean, k: string) => parts.push(inArray ? `[${k}]` : `.${k}`);
  if (at !== undefined && key !== undefined) add(Array.isArray(at.from), key);
  for (let e = at; e?.parent !== undefined; e = e.parent) add(Array.isArray(e.parent.from), e.key);
  const below = parts.reverse().join('');
  const path = root === '' ? below.replace(/^\./, '') : root + below;
  return path.length > 400 ? `${path.slice(0, 400)}…` : path;
}

/**
 * A plain copy of `value`, every own enumerable property read once (arrays keep their holes,
 * cycles stay cycles, prototype keys stay own data), or where reading threw: an app's getter or a
 * proxy's trap is answered with the reader's typed error, never passed through, and a value is
 * checked and kept as one read (a getter cannot answer one thing to the check and another to the
 * copy). The walk keeps its own stack, so a value nested 100,000 deep is copied, never a stack
 * overflow; the time is linear in the number of properties.
 *
 * @param value - Any value; a primitive is answered as it is.
 * @param root - The name of `value` in the error's path (`$` for a JSON document; none by default).
 * @example
 * ```ts
 * import { snapshot } from '@xq/clock';
 * const app = { players: [{ get name(): string { throw new Error('gone'); } }] };
 * const read = snapshot(app, '$');
 * read.ok ? undefined : read.error; // { path: '$.players[0].name', message: 'could not be read (gone)' }
 * snapshot({ a: [1, 2] }); // { ok: true, value: { a: [1, 2] } }
 * ```
 * @category Untrusted input
 */
export function snapshot(value: unknown, root = ''): Result<unknown, Unreadable> {
  if (typeof value !== 'object' || value === null) return { ok: true, value };
  const seen = new Map<object, object>();
  const start = (v: object, parent: Pending | undefined, key: string): Pending => {
    const into: Record<string, unknown> = Array.isArray(v) ? (new Array(v.length) as never) : {};
    seen.set(v, into);
    return { from: v, into, parent, key };
  };
  let at: Pending | undefined;
  let key: string | undefined;
  try {
    // The root too is read inside: an array proxy whose `length` trap throws is answered.
    const first = start(value, undefined, '');
    const stack: Pending[] = [first];
    at = first;
    while (stack.length > 0) {
      const e = stack.pop() as Pending;
      at = e;
      key = undefined;
      for (const k of Object.keys(e.from)) {
        key = k;
        const v = (e.from as Record<string, unknown>)[k];
        let item: unknown = v;
        if (typeof v === 'object' && v !== null) {
          const known = seen.get(v);
          if (known !== undefined) item = known;
          else {
            const child = start(v, e, k);
            stack.push(child);
            item = child.into;
          }
        }
        Object.defineProperty(e.into, k, {
          value: item,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
    return { ok: true, value: first.into };
  } catch (e) {
    return { ok: false, error: { path: pathOf(root, at, key), message: `could not be read (${thrown(e)})` } };
  }
}
