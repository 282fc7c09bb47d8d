// The package's one guard for programmer errors: an argument of the wrong JavaScript type is a
// `TypeError` naming the function and the field, never a deep "Cannot read properties of null".

function kind(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v;
}

/** Throws a `TypeError` naming `fn` and `field` unless `v` is a non-null, non-array object. */
export function requireObject(fn: string, field: string, v: unknown): asserts v is object {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new TypeError(`${fn}: ${field} must be an object, got ${kind(v)}`);
}

/** Throws a `TypeError` naming `fn` and `field` unless `v` is an array. */
export function requireArray(fn: string, field: string, v: unknown): asserts v is readonly unknown[] {
  if (!Array.isArray(v)) throw new TypeError(`${fn}: ${field} must be an array, got ${kind(v)}`);
}

/** Throws a `TypeError` naming `fn` and `field` unless `v` is a string. */
export function requireString(fn: string, field: string, v: unknown): asserts v is string {
  if (typeof v !== 'string') throw new TypeError(`${fn}: ${field} must be a string, got ${kind(v)}`);
}

/** Throws a `TypeError` naming `fn` and `field` unless `v` is a number (range checks are the caller's). */
export function requireNumber(fn: string, field: string, v: unknown): asserts v is number {
  if (typeof v !== 'number') throw new TypeError(`${fn}: ${field} must be a number, got ${kind(v)}`);
}

/**
 * Throws a `TypeError` naming `fn` unless `t` is a tournament document: an object with the
 * `players` and `rounds` arrays, a `regulations` object and, when present, a `teams` array.
 */
export function requireTournament(fn: string, t: unknown, field = 't'): void {
  requireObject(fn, field, t);
  const o = t as Record<string, unknown>;
  if (
    !Array.isArray(o.players) ||
    !Array.isArray(o.rounds) ||
    typeof o.regulations !== 'object' ||
    o.regulations === null ||
    (o.teams !== undefined && !Array.isArray(o.teams))
  )
    throw new TypeError(`${fn}: ${field} must be a tournament document (players, rounds, regulations)`);
}

/**
 * Throws a `TypeError` naming `fn` unless `options` is undefined or an object whose properties
 * can be read (a getter or a proxy trap that throws is named with its field, see {@link readArgument}).
 */
export function requireOptions(fn: string, options: unknown, field = 'options'): void {
  if (options === undefined) return;
  requireObject(fn, field, options);
  readArgument(fn, field, options);
}

/** Where a value could not be read: the JSON path of the property whose getter (or proxy trap) threw, and its message. */
export interface Unreadable {
  /** The JSON path (`$.players[0].name`). */
  readonly path: string;
  /** The first line of what was thrown. */
  readonly message: string;
}

function thrown(e: unknown): string {
  const text = e instanceof Error ? e.message : typeof e === 'string' ? e : typeof e;
  return text.split('\n')[0]?.slice(0, 200) ?? '';
}

/**
 * A plain copy of `value`, reading every own enumerable property once (arrays keep their holes,
 * cycles stay cycles, prototype keys stay own data), or where reading threw: an app's getter or a
 * proxy's trap is not the package's fault, and the readers answer it with their typed error
 * instead of passing the app's exception through. The copy walks the value with its own stack,
 * not the call stack, so a value nested 100,000 deep is copied (and refused by the reader), never a
 * stack overflow.
 */
export function snapshot(
  value: unknown,
  path = '$',
): { ok: true; value: unknown } | { ok: false; error: Unreadable } {
  if (typeof value !== 'object' || value === null) return { ok: true, value };
  const seen = new Map<object, object>();
  // Each pending object with its copy and, to name it only when reading it throws, its parent
  // entry and key: the path is rebuilt from that chain then, never kept per node.
  interface Pending {
    readonly from: object;
    readonly into: Record<string, unknown>;
    readonly parent: Pending | undefined;
    readonly key: string;
  }
  const pathOf = (at: Pending | undefined, key: string | undefined): string => {
    const keys: string[] = [];
    const isArray: boolean[] = [];
    if (key !== undefined && at !== undefined) {
      keys.push(key);
      isArray.push(Array.isArray(at.from));
    }
    for (let e = at; e?.parent !== undefined; e = e.parent) {
      keys.push(e.key);
      isArray.push(Array.isArray(e.parent.from));
    }
    let out = path;
    for (let i = keys.length - 1; i >= 0; i--) out += isArray[i] ? `[${keys[i]}]` : `.${keys[i]}`;
    return out.length > 400 ? `${out.slice(0, 400)}…` : out;
  };
  const start = (v: object, parent: Pending | undefined, key: string): Pending => {
    const into: Record<string, unknown> = Array.isArray(v) ? (new Array(v.length) as never) : {};
    seen.set(v, into);
    return { from: v, into, parent, key };
  };
  let at: Pending | undefined;
  let key: string | undefined;
  try {
    // The root too is read inside: an array proxy whose `length` trap throws is answered.
    const root = start(value, undefined, '');
    const stack: Pending[] = [root];
    at = root;
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

/** {@link snapshot} for a programmer's argument: the copy, or a `TypeError` naming `fn` and the field that threw. */
export function readArgument(fn: string, field: string, value: unknown): unknown {
  const r = snapshot(value, field);
  if (!r.ok) throw new TypeError(`${fn}: ${r.error.path} ${r.error.message}`);
  return r.value;
}
