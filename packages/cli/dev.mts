// Runs xq from the TypeScript sources: npx tsx --conditions=@xq/source packages/cli/dev.mts <args>
import { main } from './src/main';
import { nodeIo } from './src/node-io';

for (const s of [process.stdout, process.stderr]) s.on('error', () => process.exit(0));
process.exitCode = await main(process.argv.slice(2), nodeIo());
