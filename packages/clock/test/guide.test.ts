// Runs the ```ts examples of the guide docs/clock.md and of the package README with the runner of
// the docs pages (docs/examples.ts): every `console.log(…); // → text` line must print exactly `text`.
import { describe, expect, it } from 'vitest';
import { examplesOf, runExample } from '../../../docs/examples';

describe.each(['clock.md', '../packages/clock/README.md'])('docs/%s', (page) => {
  const examples = examplesOf(page);
  it('has examples', () => {
    expect(examples.length).toBeGreaterThan(0);
  });
  it.each(examples.map((e) => [e.line, e] as const))(
    'the example at line %i prints what it says',
    async (_, example) => {
      expect(await runExample(example)).toEqual(example.expected);
    },
  );
});
