import { expect } from 'vitest';

/**
 * Calls an edit with hostile arguments. When `wrongType` (an argument is not of its JavaScript
 * type), the edit must throw a TypeError whose message starts with the function's name, and
 * `undefined` is returned; otherwise the edit's answer is returned (it must not throw).
 */
export function answerOrTypeError<T>(fn: string, wrongType: boolean, call: () => T): T | undefined {
  if (!wrongType) return call();
  let thrown: unknown;
  try {
    call();
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(TypeError);
  expect((thrown as Error).message.startsWith(`${fn}: `)).toBe(true);
  return undefined;
}
