// The shape of what the council proposes for a kind of scenario.
import type { RubricDimension } from '@ai-council/rules';

export type Need = Exclude<RubricDimension, 'timeline'>;

export interface KindAdvice {
  /** The position the advisor takes, as a sentence without its full stop. */
  stance: readonly [string, string];
  steps: Partial<Record<Need, readonly [string, string]>>;
}
