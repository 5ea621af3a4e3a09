// A known violation for test/lint.boundaries.test.ts, linted as if it were packages/ui/src/fixture.ts: the
// design system imports the query layer, a package beside it (an app puts the two together).
export { paths } from '@ai-council/queries';
