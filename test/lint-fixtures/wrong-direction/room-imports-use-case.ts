// @ts-nocheck: the import is written from where the test places this file, not from here.
// A known violation for test/lint.boundaries.test.ts, linted as if it were svc-council/src/domain/board/fixture.ts:
// a room of the council's domain (no I/O) imports a use case (which reads the store and calls advisors).
export { listAgents } from '../use-cases/agents';
