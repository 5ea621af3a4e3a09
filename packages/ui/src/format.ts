// How the UI colours what the rules say (SPEC §4, §9). The rules themselves
// (money, quarters, health, ratings) live in @ai-council/rules.
import { riskBandOf, type RiskBandLabel } from '@ai-council/rules';

export type Tone = 'success' | 'warning' | 'danger';

export interface RiskBand {
  label: RiskBandLabel;
  tone: Tone;
}

const riskTones: Record<RiskBandLabel, Tone> = {
  'Low Risk': 'success',
  'Medium Risk': 'warning',
  'High Risk': 'danger',
};

/** SPEC §9: under 30 Low (green), 30 to under 70 Medium (yellow), 70+ High (red). */
export function riskBand(riskLevel: number): RiskBand {
  const label = riskBandOf(riskLevel);
  return { label, tone: riskTones[label] };
}

/** SPEC §4: cash flow is green when >= 0, red when negative. */
export function cashFlowTone(cashFlow: number): 'success' | 'danger' {
  return cashFlow >= 0 ? 'success' : 'danger';
}
