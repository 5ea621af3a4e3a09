// Step 2 of a quarter: every scenario the council raised and the player left
// open gets worse. Its department's driver and the cash pay for it, and its
// severity rises one step (reported back so svc-council can update it). The
// cash is a share of what the scenario puts at stake (rules' scenarioStake, the
// figure a decision's plan is measured against), so leaving a threat open
// costs its full damage within about two quarters and keeps costing.

import type { ScenarioPenalty, ScenarioSeverity } from './company';
import {
  DEPARTMENT_DRIVER,
  nextSeverity,
  scenarioStake,
  SEVERITIES,
  type Department,
  formatCents,
  type DriverEffects,
} from '@ai-council/rules';
import { InvalidEngineInputError } from './errors';
import { type Ledger } from './money';
import { ESCALATION } from './tuning';

export interface OpenScenario {
  id: string;
  department: Department;
  severity: ScenarioSeverity;
  /** An opportunity left open lapses: it costs no cash, only what its department loses by waiting. */
  opportunity?: boolean;
}

export interface ScenarioEscalation {
  scenarioId: string;
  department: Department;
  /** Severity while it was open this quarter (the one the penalty used). */
  previousSeverity: ScenarioSeverity;
  /** Severity svc-council should now show. */
  severity: ScenarioSeverity;
  cashPenalty: number;
  driverPenalty: DriverEffects;
  quartersOpen: number;
}

export interface EscalationStep {
  escalations: ScenarioEscalation[];
  penalties: ScenarioPenalty[];
  driverEffects: DriverEffects;
}

export function escalateOpenScenarios(
  openScenarios: readonly OpenScenario[],
  previous: readonly ScenarioPenalty[],
  lastRevenue: number,
  ledger: Ledger,
): EscalationStep {
  const escalations: ScenarioEscalation[] = [];
  const penalties: ScenarioPenalty[] = [];
  const driverEffects: DriverEffects = {};
  const seen = new Set<string>();

  for (const scenario of openScenarios) {
    validate(scenario);
    if (seen.has(scenario.id)) continue;
    seen.add(scenario.id);

    const department = scenario.department;
    const driver = DEPARTMENT_DRIVER[department];
    const severity = scenario.severity;
    const points = ESCALATION.driverPenalty[severity];
    // A neglected threat costs its stake as it escalates, a share each quarter (growing with its severity),
    // and no more than the stake set when it was first left open: after that it erodes its department only.
    const multiplier = driver === 'liquidity' ? ESCALATION.financeCashMultiplier : 1;
    const before = previous.find((penalty) => penalty.scenarioId === scenario.id);
    const atSeverity = scenarioStake(Math.max(0, lastRevenue), severity) * multiplier;
    const stake = before?.stake ?? atSeverity;
    const due = Math.max(
      ESCALATION.cashFloor[severity] * multiplier,
      Math.round(atSeverity * ESCALATION.stakeShare),
    );
    const cash = scenario.opportunity
      ? 0
      : Math.max(0, Math.min(due, stake - (before?.totalCashPenalty ?? 0)));
    const driverPenalty: DriverEffects = {};
    if (driver !== 'liquidity') {
      const value = driver === 'techDebt' ? points : -points;
      driverPenalty[driver] = value;
      driverEffects[driver] = (driverEffects[driver] ?? 0) + value;
    }

    const quartersOpen = (before?.quartersOpen ?? 0) + 1;
    const raised = nextSeverity(severity);
    ledger.post(
      'cash',
      'scenario_escalation',
      `Unresolved ${severity} ${department} scenario escalated to ${raised} (${formatCents(cash)})`,
      `scenario:${scenario.id}`,
      -cash,
    );
    escalations.push({
      scenarioId: scenario.id,
      department,
      previousSeverity: severity,
      severity: raised,
      cashPenalty: cash,
      driverPenalty,
      quartersOpen,
    });
    penalties.push({
      scenarioId: scenario.id,
      department,
      severity: raised,
      quartersOpen,
      totalCashPenalty: (before?.totalCashPenalty ?? 0) + cash,
      stake,
    });
  }
  return { escalations, penalties, driverEffects };
}

function validate(scenario: OpenScenario): void {
  if (typeof scenario.id !== 'string' || scenario.id === '') {
    throw new InvalidEngineInputError('open scenario id is required');
  }
  if (!(SEVERITIES as readonly string[]).includes(scenario.severity)) {
    throw new InvalidEngineInputError(
      `open scenario ${scenario.id} has unknown severity ${String(scenario.severity)}`,
    );
  }
}
