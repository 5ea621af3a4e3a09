// What every grader of a scenario decision shares (GAME.md "Scenarios and
// decisions"): the needs a scenario kind's rubric lists, the verdict bands of
// a score, and the shape of a scenario as a grader reads it. The grader
// itself reads plain English and lives in packages/reader; what a grade does
// to the company is in stakes.ts.
import { DRIVER_LABELS, type DriverEffects, type Drivers } from '../drivers';

export type RubricDimension =
  | 'containment'
  | 'communication'
  | 'costControl'
  | 'people'
  | 'compliance'
  | 'investigation'
  | 'customers'
  | 'timeline'
  | 'growth';

export type Verdict = 'Excellent' | 'Sound' | 'Partial' | 'Weak' | 'Reckless';

/** What the grader reads of a scenario: its own words, its department and its rubric. */
export interface ScenarioToGrade {
  title: string;
  description: string;
  departmentId?: string;
  /** What the scenario is about, in a few words ("supplier failure"); the title when absent. */
  subject?: string;
  rubric: readonly RubricDimension[];
}

export function verdictFor(score: number, reckless: boolean): Verdict {
  if (reckless) return 'Reckless';
  if (score >= 85) return 'Excellent';
  if (score >= 65) return 'Sound';
  if (score >= 45) return 'Partial';
  return 'Weak';
}

export function describeDriverEffects(effects: DriverEffects): string {
  const parts = Object.entries(effects).map(
    ([name, value]) => `${DRIVER_LABELS[name as keyof Drivers]} ${value! > 0 ? '+' : ''}${value}`,
  );
  return parts.length ? parts.join(', ') : 'no change to the drivers';
}
