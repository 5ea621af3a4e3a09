// A known violation for test/lint.boundaries.test.ts: a file name that is not kebab-case.
export const badName = true;
