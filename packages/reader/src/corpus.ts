// The calibration corpus (corpus/*.json): decisions written by hand in many
// voices (terse experts, long-winded managers, non-native speakers, bullet
// lists, named owners, negations, numbers in words) for every scenario kind,
// each labelled 0 reckless · 1 weak · 2 partial · 3 sound · 4 excellent by how
// a seasoned CEO would judge it, with a one-line reason. The grader is
// calibrated on it, and the balance suite's natural writers answer from it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Label = 0 | 1 | 2 | 3 | 4;

export interface LabelledDecision {
  id: string;
  kind: string;
  label: Label;
  voice: string;
  text: string;
  reason: string;
}

let loaded: LabelledDecision[] | undefined;

export function labelledDecisions(): readonly LabelledDecision[] {
  if (!loaded) {
    const folder = join(import.meta.dirname, '..', 'corpus');
    loaded = readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .flatMap((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as LabelledDecision[]);
  }
  return loaded;
}
