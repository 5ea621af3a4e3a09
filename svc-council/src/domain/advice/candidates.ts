// What an advisor may put on the table, as svc-game's engine projects it and
// as a decision would carry it: a lever, a cut of one cost line, a one-off
// spend or its own department's move. Each is an item of the proposal rules
// (decisions/proposals.ts), so a one-off carried out is not offered again and a
// repeated one returns less.
import type { DepartmentId } from '@ai-council/rules';
import type {
  CompanySnapshot,
  CostLine,
  CostLineId,
  PlanLever,
  ProjectionProposal,
} from '@ai-council/contracts';
import type { DriverName } from '@ai-council/rules';
import { money } from '../board/company';
import { impactOf, templateOf, type DecisionTemplate } from '../decisions/templates';
import { healthOf } from '../board/departments';
import {
  available,
  diminishedEffects,
  diminishedImpact,
  repeatNote,
  templateItem,
  timesCarriedOut,
  type ProposalRecord,
} from '../decisions/proposals';

/** How a candidate stands to the question asked. */
export type Role = 'asked' | 'staged' | 'own' | 'refusal';

export interface Candidate {
  /** The proposal rules' item: `lever:marketing-budget`, `cut:payroll`, `move:product-growth`… */
  item: string;
  oneOff: boolean;
  role: Role;
  proposal: ProjectionProposal;
  title: string;
  category: string;
  departmentId: DepartmentId;
  /** For a cut: the cost line and the share of it. */
  cut: { line: CostLineId; percent: number } | null;
  /** What it is, for the decision's description. */
  what: string;
  /** The change in the answer's words, with its amount ("doubling marketing (+$57K a quarter)"). */
  named: string;
  /** Earlier runs of the same item in this game (its return shrinks). */
  repeats: number;
}

/** What the advisor knows when it builds candidates: the company, its cost lines and the proposals so far. */
export interface Table {
  company: CompanySnapshot;
  lines: readonly CostLine[];
  history: readonly ProposalRecord[];
  /** Quarters the question names for its change; null when it names none. */
  quarters: number | null;
  /** Who is speaking, for the levers' reasons in the books. */
  speaker: string;
}

export type CutLine = Exclude<CostLineId, 'interest'>;

export const lineLabel: Record<CostLineId, string> = {
  payroll: 'payroll',
  operations: 'operations',
  marketing: 'marketing',
  research_and_development: 'R&D',
  interest: 'interest',
};

/** Which cost line is whose, the share of it a first cut takes, and what that cut costs the department. */
export const cuts: Record<
  CutLine,
  { departmentId: DepartmentId; percent: number; hit: Partial<Record<DriverName, number>>; how: string }
> = {
  marketing: {
    departmentId: 'marketing',
    percent: 20,
    hit: { brand: -6, pipeline: -2 },
    how: 'pause the lowest-return campaigns',
  },
  research_and_development: {
    departmentId: 'technology',
    percent: 15,
    hit: { productQuality: -4, techDebt: 5 },
    how: 'stop the experimental projects and keep the core roadmap',
  },
  operations: {
    departmentId: 'operations',
    percent: 10,
    hit: { efficiency: -4, morale: -2 },
    how: 'consolidate tools and renegotiate the biggest contracts',
  },
  payroll: {
    departmentId: 'human-resources',
    percent: 5,
    hit: { morale: -6, efficiency: -3 },
    how: 'freeze hiring and leave attrition unfilled',
  },
};

export const cutLines = Object.keys(cuts) as CutLine[];

/** The cents a quarter the company spends on a line (0 when the engine did not say). */
export function lineAmount(lines: readonly CostLine[], line: CostLineId): number {
  return lines.find((l) => l.line === line)?.amount ?? 0;
}

/** A projection id, unique within one request. */
const idOf = (role: Role, item: string) => `${role}-${item}`.slice(0, 64);

/**
 * A cut of one line. It hurts a weak department more (half as much again
 * below 50% health) and a deeper cut hurts in proportion.
 */
export function cutCandidate(line: CutLine, t: Table, role: Role, percent?: number): Candidate {
  const rule = cuts[line];
  const share = Math.max(1, Math.min(50, Math.round(percent ?? rule.percent)));
  const scale = (healthOf(rule.departmentId, t.company) < 50 ? 1.5 : 1) * (share / rule.percent);
  const driverEffects = Object.fromEntries(
    Object.entries(rule.hit).map(([k, v]) => [k, Math.max(-20, Math.round(v * scale))]),
  );
  const item = `cut:${line}`;
  return {
    item,
    oneOff: false,
    role,
    proposal: { id: idOf(role, item), costCut: { line, percent: share }, timeImpact: 2, driverEffects },
    title: `Cut ${lineLabel[line]} ${share}%`,
    category: 'financial',
    departmentId: rule.departmentId,
    cut: { line, percent: share },
    what: `Cut ${lineLabel[line]} by ${share}%: ${rule.how}.`,
    named: `cutting ${lineLabel[line]} ${share}% (of the ${money(lineAmount(t.lines, line))} we spend on it each quarter)`,
    repeats: timesCarriedOut(t.history, item),
  };
}

/** A lever the engine runs, as a candidate. */
export function leverCandidate(
  input: Omit<Candidate, 'proposal' | 'cut' | 'repeats' | 'oneOff'> & {
    levers: PlanLever[];
    financialImpact?: number;
    timeImpact?: number;
    driverEffects?: ProjectionProposal['driverEffects'];
  },
  t: Table,
): Candidate {
  const { levers, financialImpact, timeImpact, driverEffects, ...rest } = input;
  return {
    ...rest,
    oneOff: false,
    cut: null,
    repeats: timesCarriedOut(t.history, rest.item),
    proposal: {
      id: idOf(rest.role, rest.item),
      ...(financialImpact !== undefined ? { financialImpact } : {}),
      timeImpact: timeImpact ?? Math.max(...levers.map((l) => l.quarters)),
      driverEffects: driverEffects ?? {},
      levers,
    },
  };
}

/** A department's move, its return shrunk by its earlier runs. */
export function templateCandidate(template: DecisionTemplate, t: Table, role: Role): Candidate {
  const item = templateItem(template);
  const repeats = template.oneOff ? 0 : timesCarriedOut(t.history, item);
  const note = repeatNote(repeats);
  return {
    item,
    oneOff: template.oneOff,
    role,
    proposal: {
      id: idOf(role, item),
      financialImpact: diminishedImpact(impactOf(template.revenueShare, t.company), repeats),
      timeImpact: template.timeImpact,
      driverEffects: diminishedEffects(template.driverEffects, repeats),
    },
    title: template.title,
    category: template.category,
    departmentId: template.departmentId,
    cut: null,
    what: `${template.describe(t.company)}${note ? ` ${note}` : ''}`,
    named: `"${template.title}"`,
    repeats,
  };
}

/**
 * A department's move this quarter: the remedy when it is weak (or a scenario
 * of it is open), else its growth move; the other one when that is spent or
 * already proposed this quarter; none when both are.
 */
export function departmentMove(
  departmentId: DepartmentId,
  company: CompanySnapshot,
  history: readonly ProposalRecord[],
  prefer: 'remedy' | 'growth' | 'by-health' = 'by-health',
): DecisionTemplate | null {
  const kind = prefer === 'by-health' ? (healthOf(departmentId, company) < 50 ? 'remedy' : 'growth') : prefer;
  const other = kind === 'remedy' ? 'growth' : 'remedy';
  const order = [templateOf(departmentId, kind), templateOf(departmentId, other)];
  return order.find((t) => available(history, templateItem(t), t.oneOff, company.currentQuarter)) ?? null;
}

/** An emergency council's plan: repeatable, each run returning less. */
export function emergencyCandidate(
  type: string,
  plan: {
    title: string;
    category: string;
    revenueShare: number;
    timeImpact: number;
    driverEffects: ProjectionProposal['driverEffects'];
  },
  departmentId: DepartmentId,
  t: Table,
  description: string,
): Candidate {
  const item = `emergency:${type}`;
  const repeats = timesCarriedOut(t.history, item);
  const note = repeatNote(repeats);
  return {
    item,
    oneOff: false,
    role: 'own',
    proposal: {
      id: idOf('own', item),
      financialImpact: diminishedImpact(impactOf(plan.revenueShare, t.company), repeats),
      timeImpact: plan.timeImpact,
      driverEffects: diminishedEffects(plan.driverEffects, repeats),
    },
    title: plan.title,
    category: plan.category,
    departmentId,
    cut: null,
    what: `${description}${note ? ` ${note}` : ''}`,
    named: `"${plan.title}"`,
    repeats,
  };
}
