// Every package builds the same way: see tooling/tsup-package.ts.
export { default } from '../../tooling/tsup-package';
