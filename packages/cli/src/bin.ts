import { main } from './main';
import { nodeIo } from './node-io';

// A closed pipe (`xq moves | head -1`) ends the command quietly, as Unix tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

main(process.argv.slice(2), nodeIo()).then((code) => {
  process.exitCode = code;
});
