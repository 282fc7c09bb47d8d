export * from './board-text';
export {
  type CommandSpec,
  type Context,
  commandOf,
  execute,
  flatten,
  type JsonOutput,
  type Lang,
  type OptionSpec,
} from './command';
export * from './io';
export * from './main';
export * from './node-io';
export * from './progress';
