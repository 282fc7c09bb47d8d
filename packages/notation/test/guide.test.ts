import { describe, expect, it } from 'vitest';
import { examplesOf, runExample } from '../../../docs/examples';

// Every ```ts block of the package guide runs against the sources, and every
// `console.log(…); // → text` line must print exactly `text`.
describe('docs/notation.md', () => {
  const examples = examplesOf('notation.md');
  it('has examples', () => {
    expect(examples.length).toBeGreaterThan(4);
  });
  it.each(examples.map((e) => [e.line, e] as const))(
    'the example at line %i prints what it says',
    async (_, example) => {
      expect(await runExample(example)).toEqual(example.expected);
    },
  );
});
