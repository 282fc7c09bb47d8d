// Runs `xq clock` in this process's terminal, for trying the interactive clock and for the
// terminal test: `npx tsx --conditions=@xq/source packages/cli/src/commands/clock-tty-entry.ts --preset vn-90`.
import { nodeIo } from '../node-io';
import { clockCommand } from './clock';

clockCommand(process.argv.slice(2), nodeIo()).then((code) => {
  process.exitCode = code;
});
