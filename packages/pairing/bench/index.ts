/**
 * `pnpm bench` for @xq/pairing: one import and one call per benchmark module.
 */

import { largeFieldBench } from './large-field';
import { roundRobinBench } from './round-robin';
import { swissBench } from './swiss';

roundRobinBench();
swissBench();
largeFieldBench();
