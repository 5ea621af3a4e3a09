// A known violation for test/lint.boundaries.test.ts: this file and cycle-b.ts import each other.
import { b } from './cycle-b';

export const a = (): number => b() + 1;
