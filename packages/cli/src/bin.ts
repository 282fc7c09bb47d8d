import { main } from './main';
import { nodeIo } from './node-io';

main(process.argv.slice(2), nodeIo()).then((code) => {
  process.exitCode = code;
});
