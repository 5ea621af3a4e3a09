import type { Achievement } from '@ai-council/contracts';
import type { Fact } from './facts';
import { evaluateAchievements } from './rules';

export interface FactStore {
  /** Stores a fact; resolves false when the same (user, kind, subject) is already stored. */
  record(fact: Fact): Promise<boolean>;
  listFor(userId: string): Promise<Fact[]>;
}

/** Every achievement for the player, locked ones included, in catalogue order. */
export async function achievementsFor(userId: string, facts: FactStore): Promise<Achievement[]> {
  return evaluateAchievements(await facts.listFor(userId));
}
