// A known violation for test/lint.boundaries.test.ts, linted as if it were packages/contracts/src/fixture.ts:
// the contracts (a layer under every other package) import the query layer built on them.
export { paths } from '@ai-council/queries';
