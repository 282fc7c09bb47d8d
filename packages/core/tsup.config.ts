// Every package builds the same way (tooling/tsup-package.ts); @xq/core's published types leave
// out the members tagged @internal (Board.copyOf, Board.leavesKingSafe, RepetitionJudge's
// threatensMateNow): the other core modules call them, no user does.
import { defineConfig } from 'tsup';
import base from '../../tooling/tsup-package';

export default defineConfig({ ...base, dts: { compilerOptions: { stripInternal: true } } });
