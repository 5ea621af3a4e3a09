// Stable ids for the council's documents, from the seeded hash of packages/rules.
import { hashOf } from '@ai-council/rules';

/** A short stable id from parts, for documents that must not be created twice. */
export function stableId(prefix: string, ...parts: Array<string | number>): string {
  const a = hashOf(...parts).toString(36);
  const b = hashOf('salt', ...parts).toString(36);
  return `${prefix}-${a}${b}`;
}
