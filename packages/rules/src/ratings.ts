// How the game rates a company and a finished game (SPEC §4 and §9).

export type BusinessHealth = 'Critical' | 'Warning' | 'Excellent' | 'Healthy';

/** SPEC §4 business health badge, evaluated in order, on whole-dollar values. */
export function businessHealth(netWorthDollars: number, cashFlowDollars: number): BusinessHealth {
  if (netWorthDollars <= 0 || cashFlowDollars < -500_000) return 'Critical';
  if (netWorthDollars < 5_000_000 || cashFlowDollars < 0) return 'Warning';
  if (netWorthDollars >= 20_000_000 && cashFlowDollars > 1_000_000) return 'Excellent';
  return 'Healthy';
}

export type ScoreRating = 'Exceptional' | 'Outstanding' | 'Good' | 'Average' | 'Needs Improvement';

/** SPEC §9: the lowest final score of each rating. */
export const SCORE_RATING_FLOORS = {
  Exceptional: 100_000,
  Outstanding: 50_000,
  Good: 25_000,
  Average: 10_000,
} as const satisfies Partial<Record<ScoreRating, number>>;

/** SPEC §9 score ratings. */
export function scoreRating(score: number): ScoreRating {
  if (score >= SCORE_RATING_FLOORS.Exceptional) return 'Exceptional';
  if (score >= SCORE_RATING_FLOORS.Outstanding) return 'Outstanding';
  if (score >= SCORE_RATING_FLOORS.Good) return 'Good';
  if (score >= SCORE_RATING_FLOORS.Average) return 'Average';
  return 'Needs Improvement';
}

export type RiskBandLabel = 'Low Risk' | 'Medium Risk' | 'High Risk';

/** SPEC §9: under 30 Low, 30 to under 70 Medium, 70 and up High. */
export function riskBandOf(riskLevel: number): RiskBandLabel {
  if (riskLevel < 30) return 'Low Risk';
  if (riskLevel < 70) return 'Medium Risk';
  return 'High Risk';
}
