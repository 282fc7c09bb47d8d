// Runs the ```ts examples of the guide docs/clock.md and of the package README with the runner of
// the docs pages (docs/examples.ts): every `console.log(…); // → text` line must print exactly `text`.
import { describeExamples } from '../../../docs/examples';

describeExamples(['clock.md', '../packages/clock/README.md']);
