/**
 * `pnpm bench` for @xq/pairing: one import and one call per benchmark module.
 */
import { roundRobinBench } from './round-robin';

roundRobinBench();
