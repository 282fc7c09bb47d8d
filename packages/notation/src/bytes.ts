// The bytes a reader is given, as a plain Uint8Array over the same memory: read through the
// typed array's internal slots (never its own getters), so that a subclass whose `length` or
// index getters throw, or a proxy posing as bytes, is refused as "not bytes" before a reader
// touches it, instead of throwing from inside the reader.

const TYPED_ARRAY = Object.getPrototypeOf(Uint8Array.prototype) as object;
const getter = (name: string | symbol): ((this: unknown) => unknown) =>
  Object.getOwnPropertyDescriptor(TYPED_ARRAY, name)!.get! as (this: unknown) => unknown;
const TAG = getter(Symbol.toStringTag);
const BUFFER = getter('buffer');
const OFFSET = getter('byteOffset');
const LENGTH = getter('byteLength');

/**
 * A plain `Uint8Array` view of `x` when it is a `Uint8Array` (a Node `Buffer`, one of another
 * realm, a subclass), else `undefined`; never throws, never runs code of `x`.
 * @internal
 */
export function plainBytes(x: unknown): Uint8Array | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  try {
    if (Reflect.apply(TAG, x, []) !== 'Uint8Array') return undefined;
    return new Uint8Array(
      Reflect.apply(BUFFER, x, []) as ArrayBuffer,
      Reflect.apply(OFFSET, x, []) as number,
      Reflect.apply(LENGTH, x, []) as number,
    );
  } catch {
    return undefined; // a detached buffer
  }
}
