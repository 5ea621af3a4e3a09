// @ts-nocheck: the import is written from where the test places this file, not from here.
// A known violation for test/lint.boundaries.test.ts, linted as if it were svc-game/src/data-access/fixture.ts:
// a repository calls a use case, which calls the repositories.
export { implementDecision } from '../domain/use-cases/decisions';
