// biome-ignore-all assist/source/organizeImports: the groups below are the public API in reading order

// The public API of @xq/cli. The CLI is a command first; as a library it offers what embedding
// `xq` needs: run it against any Io and read its reference. The command table and its shapes, the
// argument parser, the progress line, the text diagram and the file errors are its inner parts:
// a caller cannot add a command, so they are not part of it.

// The `xq` command: its entry point and its reference text (every command with its options).
export { cliReference, main } from './main';

// What a command sees of the world (streams and files), and the real one of Node.
export type { ExitCode, Io } from './io';
export { nodeIo } from './node-io';
