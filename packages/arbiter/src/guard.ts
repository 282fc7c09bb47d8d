// The package's one guard for programmer errors: an argument of the wrong JavaScript type is a
// `TypeError` naming the function and the field, never a deep "Cannot read properties of null".

function kind(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v;
}

/** Throws a `TypeError` naming `fn` and `field` unless `v` is a non-null, non-array object. */
export function requireObject(fn: string, field: string, v: unknown): asserts v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new TypeError(`${fn}: ${field} must be an object, got ${kind(v)}`);
}

/** Throws a `TypeError` naming `fn` and `field` unless `v` is an array. */
export function requireArray(fn: string, field: string, v: unknown): asserts v is readonly unknown[] {
  if (!Array.isArray(v)) throw new TypeError(`${fn}: ${field} must be an array, got ${kind(v)}`);
}

/** Throws a `TypeError` naming `fn` and `field` unless `v` is a function (or undefined when `optional`). */
export function requireFunction(fn: string, field: string, v: unknown, optional = false): void {
  if (typeof v !== 'function' && !(optional && v === undefined))
    throw new TypeError(`${fn}: ${field} must be a function, got ${kind(v)}`);
}

/** Where a value could not be read: the path of the property whose getter (or proxy trap) threw, and what was thrown. */
export interface Unreadable {
  /** The path (`squares[0]`, `clock.status`; empty for the value itself). */
  readonly path: string;
  /** `could not be read (…)` with the first line of what was thrown. */
  readonly message: string;
}

function thrown(e: unknown): string {
  const text = e instanceof Error ? e.message : typeof e === 'string' ? e : typeof e;
  return text.split('\n')[0]?.slice(0, 200) ?? '';
}

/**
 * A plain copy of `value`, every own enumerable property read once (cycles stay cycles, prototype
 * keys stay own data), or where reading threw: an app's getter or a proxy's trap is answered
 * with the readers' typed error, never passed through, and a value is checked and kept as one
 * read (a getter cannot answer one thing to the check and another to the copy). The walk keeps
 * its own stack, so a value nested 100,000 deep is copied, never a stack overflow.
 */
export function snapshot(value: unknown): { ok: true; value: unknown } | { ok: false; error: Unreadable } {
  if (typeof value !== 'object' || value === null) return { ok: true, value };
  interface Pending {
    readonly from: object;
    readonly into: Record<string, unknown>;
    readonly parent: Pending | undefined;
    readonly key: string;
  }
  const seen = new Map<object, object>();
  const start = (v: object, parent: Pending | undefined, key: string): Pending => {
    const into: Record<string, unknown> = Array.isArray(v) ? (new Array(v.length) as never) : {};
    seen.set(v, into);
    return { from: v, into, parent, key };
  };
  // The path is rebuilt from the chain of parents only when reading throws, never kept per node.
  const pathOf = (at: Pending | undefined, key: string | undefined): string => {
    const parts: string[] = [];
    const add = (inArray: boolean, k: string) => parts.push(inArray ? `[${k}]` : `.${k}`);
    if (at !== undefined && key !== undefined) add(Array.isArray(at.from), key);
    for (let e = at; e?.parent !== undefined; e = e.parent) add(Array.isArray(e.parent.from), e.key);
    const path = parts.reverse().join('').replace(/^\./, '');
    return path.length > 400 ? `${path.slice(0, 400)}…` : path;
  };
  const root = start(value, undefined, '');
  const stack: Pending[] = [root];
  let at: Pending | undefined = root;
  let key: string | undefined;
  try {
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
    return { ok: true, value: root.into };
  } catch (e) {
    return { ok: false, error: { path: pathOf(at, key), message: `could not be read (${thrown(e)})` } };
  }
}
