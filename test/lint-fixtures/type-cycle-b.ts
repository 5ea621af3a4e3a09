// A known violation for test/lint.boundaries.test.ts: this file and type-cycle-a.ts import each other's types.
import type { Leader } from './type-cycle-a';

export interface Follower {
  leader: Leader;
}
