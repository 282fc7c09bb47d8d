// biome-ignore-all assist/source/organizeImports: the groups below are the public API in reading order

// The public API of @xq/cli, one group per idea: what each name is and where it lives. The CLI is
// a command first; as a library it offers what embedding `xq` needs (run it against any Io, read
// its command table, print its reference). Its inner helpers (argument parsing, the progress line,
// the text diagram, file errors) are not part of it.

// The `xq` command: its entry point, its command table and its reference text.
export { cliReference, COMMANDS, main } from './main';

// The command table's shapes.
export type { CommandSpec, Context, JsonOutput, Lang, OptionSpec } from './command';

// What a command sees of the world (streams and files), and the real one of Node.
export type { ExitCode, Io } from './io';
export { nodeIo } from './node-io';
