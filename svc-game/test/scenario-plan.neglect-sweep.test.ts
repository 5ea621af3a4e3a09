// Answering is never worse than ignoring (GAME.md): for every scenario of the
// catalogue, at every severity, on several seeds, a merely Partial answer
// (score 45, not reckless, no budget named) priced by the rules' effectOfPlan
// leaves the company better off after four quarters than leaving the scenario
// open the whole time, escalating each quarter with its severity rising. The
// real engine plays both games from the same seed.
import {
  allScenarioTemplates,
  departmentOfId,
  effectOfPlan,
  type ScenarioTemplate,
  SEVERITIES,
  type Severity,
} from '@ai-council/rules';
import { describe, expect, it } from 'vitest';
import {
  advanceQuarter,
  applyScenarioResolution,
  createCompany,
  type CompanyState,
  type OpenScenario,
} from '../src/domain';

const SEEDS = [1, 2, 3, 4, 5];
const QUARTERS = 4;
const PARTIAL = { score: 45, reckless: false };
/** A careless one-liner ("Fix it."): graded near nothing, not reckless. */
const CARELESS = { score: 5, reckless: false };

function resolvedPartially(
  seed: number,
  template: ScenarioTemplate,
  severity: Severity,
  answer = PARTIAL,
): CompanyState {
  let state = createCompany(seed);
  const effect = effectOfPlan(
    answer,
    { severity, opportunity: template.opportunity === true, drivers: template.drivers },
    state,
    { amount: null },
  );
  const plan = {
    spend: effect.spend,
    spendReason: effect.spendReason,
    outcome: effect.outcome,
    outcomeReason: effect.outcomeReason,
    levers: [],
  };
  state = applyScenarioResolution(state, {
    scenarioId: template.kind,
    department: departmentOfId(template.departmentId),
    grade: answer.score,
    cashEffect: plan.outcome - plan.spend,
    driverEffects: effect.driverEffects,
    durationQuarters: effect.durationQuarters,
    title: template.title,
    plan,
  }).state;
  for (let q = 0; q < QUARTERS && state.status === 'active'; q++) {
    state = advanceQuarter(state, { openScenarios: [] }).state;
  }
  return state;
}

function leftOpen(seed: number, template: ScenarioTemplate, severity: Severity): CompanyState {
  let state = createCompany(seed);
  let open: OpenScenario = { id: template.kind, department: departmentOfId(template.departmentId), severity };
  for (let q = 0; q < QUARTERS && state.status === 'active'; q++) {
    const result = advanceQuarter(state, { openScenarios: [open] });
    open = { ...open, severity: result.escalations[0]?.severity ?? open.severity };
    state = result.state;
  }
  return state;
}

interface Margin {
  kind: string;
  severity: Severity;
  seed: number;
  /** Net worth resolved less net worth left open, cents. */
  margin: number;
}

function sweep(templates: readonly ScenarioTemplate[], answer = PARTIAL): Margin[] {
  const margins: Margin[] = [];
  for (const template of templates) {
    for (const severity of SEVERITIES) {
      for (const seed of SEEDS) {
        const resolved = resolvedPartially(seed, template, severity, answer);
        const open = leftOpen(seed, template, severity);
        margins.push({ kind: template.kind, severity, seed, margin: resolved.netWorth - open.netWorth });
      }
    }
  }
  return margins;
}

const smallest = (margins: Margin[]) => margins.reduce((a, b) => (b.margin < a.margin ? b : a));
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

describe('a Partial answer against neglect, across the catalogue', () => {
  const threats = allScenarioTemplates.filter((t) => !t.opportunity);
  const opportunities = allScenarioTemplates.filter((t) => t.opportunity);

  it('when any threat of the catalogue, at any severity, is answered Partially, then after four quarters net worth is higher than leaving it open', () => {
    expect(threats.length).toBeGreaterThan(0);
    const margins = sweep(threats);
    expect(margins).toHaveLength(threats.length * SEVERITIES.length * SEEDS.length);
    const worst = smallest(margins);
    console.log(
      `[neglect sweep] threats: ${margins.length} games; smallest margin ${dollars(worst.margin)} ` +
        `(${worst.kind}, ${worst.severity}, seed ${worst.seed})`,
    );
    expect(margins.filter((m) => m.margin <= 0)).toEqual([]);
  });

  it('when an opportunity is answered Partially, then after four quarters it is not worse than leaving it open', () => {
    expect(opportunities.length).toBeGreaterThan(0);
    const margins = sweep(opportunities);
    const worst = smallest(margins);
    console.log(
      `[neglect sweep] opportunities: ${margins.length} games; smallest margin ${dollars(worst.margin)} ` +
        `(${worst.kind}, ${worst.severity}, seed ${worst.seed})`,
    );
    expect(margins.filter((m) => m.margin < 0)).toEqual([]);
  });

  it('when any scenario of the catalogue is answered with a careless one-liner, then after four quarters net worth is not lower than leaving it open', () => {
    const margins = sweep(allScenarioTemplates, CARELESS);
    const worst = smallest(margins);
    console.log(
      `[neglect sweep] careless one-liners: ${margins.length} games; smallest margin ${dollars(worst.margin)} ` +
        `(${worst.kind}, ${worst.severity}, seed ${worst.seed})`,
    );
    expect(margins.filter((m) => m.margin < 0)).toEqual([]);
  });
});
