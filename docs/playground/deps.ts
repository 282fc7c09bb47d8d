// The packages the playground runs on, from their TypeScript sources. The root project does
// not depend on the workspace packages, so `@xq/*` names do not resolve from docs/: import
// them by path here, in one place. Inside the packages, `@xq/*` imports resolve through the
// `@xq/source` export condition (set by tooling/build-docs.mjs), to these same files.

export * as board from '../../packages/board/src/index';
export * as clock from '../../packages/clock/src/index';
export * from '../../packages/core/src/index';
export { classifyOpening } from '../../packages/db/src/opening/index';
export * as notation from '../../packages/notation/src/index';
export * as pairing from '../../packages/pairing/src/index';
