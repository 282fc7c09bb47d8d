// Runs the ```ts examples of the guide docs/tournament.md and of the package README with the runner
// of the docs pages (docs/examples.ts): every `console.log(…); // → text` line must print exactly
// `text`.
import { describeExamples } from '../../../docs/examples';

describeExamples(['tournament.md', '../packages/tournament/README.md']);
