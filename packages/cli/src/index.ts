// biome-ignore-all assist/source/organizeImports: the groups below are the public API in reading order

// The public API of @xq/cli, one group per idea: what each name is and where it lives.

// The `xq` command: its entry point, its command table, its version and its reference text.
export { cliReference, COMMANDS, main, VERSION } from './main';

// The command table's shapes and how a command line is run against it.
export { commandOf, execute, flatten } from './command';
export type { CommandSpec, Context, JsonOutput, Lang, OptionSpec } from './command';

// What a command sees of the world (streams and files), and the real one of Node.
export { FileError } from './io';
export type { Command, ExitCode, Io } from './io';
export { nodeIo } from './node-io';

// Output helpers: a position as a text diagram, and the progress line of long work.
export { boardText } from './board-text';
export { startProgress } from './progress';
