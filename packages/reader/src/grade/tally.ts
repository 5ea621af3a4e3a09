// The score as the penalties take from it: each point lost has its sentence,
// and a cap says so even when the score is already under it.

/** The score as penalties take from it, with a sentence for each. */
export interface Tally {
  score: number;
  rationale: string[];
  binding: string[];
}

export function penalise(tally: Tally, points: number, sentence: string): void {
  const applied = Math.min(points, tally.score);
  if (applied <= 0) return;
  tally.score -= applied;
  tally.rationale.push(`${sentence} (−${applied}).`);
}

export function capAt(tally: Tally, cap: number, sentence: string, isBinding = false): void {
  if (isBinding) tally.binding.push(`${sentence}.`);
  if (tally.score > cap) penalise(tally, tally.score - cap, sentence);
  else tally.rationale.push(`${sentence}.`);
}
