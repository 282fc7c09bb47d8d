// Engine.open against any options a caller may pass: a typed refusal before anything is sent, or
// a handshake whose every line sent is one line — never a throw, never an injected line.
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { Engine } from './engine';
import { type PortLike, portTransport } from './transport';

/** An in-process engine that answers at once, recording every line it was sent. */
function instant(sent: string[]): PortLike {
  let listener: ((line: string) => void) | undefined;
  return {
    postMessage(line: string) {
      sent.push(line);
      if (line === 'ucci') listener?.('ucciok');
      if (line === 'uci') listener?.('uciok');
      if (line === 'isready') listener?.('readyok');
    },
    addMessageListener(l: (line: string) => void) {
      listener = l;
    },
  };
}

const key = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('__proto__', 'constructor', 'Hash\nquit', 'a\rb', ''),
);
const value = fc.oneof(
  fc.anything(),
  fc.string({ maxLength: 8 }),
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    -1,
    0,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '1\ngo',
    'uci',
    'toString',
  ),
);
const options = fc.oneof(
  fc.anything(),
  fc.dictionary(
    fc.constantFrom('dialect', 'handshakeMs', 'graceMs', 'maxLine', 'options', '__proto__'),
    value,
  ),
  fc.record(
    { options: fc.dictionary(key, value), handshakeMs: fc.constantFrom(50, 2 ** 31, 1.5) },
    { requiredKeys: [] },
  ),
);

test.prop([options], { numRuns: 150 })(
  'Engine.open: ENGINE_BAD_INPUT before any line, or one-line commands only',
  async (o) => {
    const sent: string[] = [];
    const r = await Engine.open(portTransport(instant(sent)), o as never);
    if (!r.ok) {
      expect(r.error.code).toMatch(/^ENGINE_[A-Z_]+$/);
      if (r.error.code === 'ENGINE_BAD_INPUT') expect(sent).toEqual([]);
    } else expect(r.value.dialect).toMatch(/^(ucci|uci|uci-fairy)$/);
    for (const line of sent) expect(line).not.toMatch(/[\r\n\0]/);
  },
);
