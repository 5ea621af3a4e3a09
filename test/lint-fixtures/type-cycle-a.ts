// A known violation for test/lint.boundaries.test.ts: this file and type-cycle-b.ts import each other's types
// only, a cycle import-x/no-cycle lets through.
import type { Follower } from './type-cycle-b';

export interface Leader {
  followers: Follower[];
}
