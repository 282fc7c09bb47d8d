// The <xq-board> viewer script a published site carries (xq-board.js): @xq/board with @xq/core
// and the viewer of viewer.ts in one classic script, which works from a web host and from a
// folder opened from disk alike. The package's build bundles it (tsup.config.ts) and puts it here
// as text; the TypeScript sources alone (tests before a build) have none.
declare const __XQ_BOARD_SCRIPT__: string | undefined;

/** The built viewer script, or `undefined` when running from the sources. */
export const BUILT_BOARD_SCRIPT: string | undefined =
  typeof __XQ_BOARD_SCRIPT__ === 'string' ? __XQ_BOARD_SCRIPT__ : undefined;
