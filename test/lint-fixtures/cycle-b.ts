// A known violation for test/lint.boundaries.test.ts: this file and cycle-a.ts import each other.
import { a } from './cycle-a';

export const b = (): number => (Math.random() > 2 ? a() : 0);
