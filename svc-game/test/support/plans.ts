// Factories for a decision's plan and the resolution that carries it, as
// svc-council sends them in scenario.resolved.
import type { Plan, PlanLever } from '@ai-council/contracts';
import type { ScenarioResolutionInput } from '../../src/domain';

export function aPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    spend: 4_000_000,
    spendReason: 'The budget the decision names: "$40,000 for forensics and customer credits".',
    outcome: -2_500_000,
    outcomeReason: 'The threat would do $95K if neglected; the plan avoids 74% of it.',
    levers: [],
    ...overrides,
  };
}

export function aResolution(
  overrides: Partial<ScenarioResolutionInput> = {},
  levers: PlanLever[] = [],
): ScenarioResolutionInput {
  const plan = overrides.plan ?? aPlan({ levers });
  return {
    scenarioId: 'breach',
    department: 'Security',
    grade: 72,
    cashEffect: plan.outcome - plan.spend,
    driverEffects: {},
    durationQuarters: 1,
    title: 'Security Breach Detected',
    ...overrides,
    plan,
  };
}
