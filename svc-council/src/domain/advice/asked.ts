// The change a question asks about, as the engine runs it: "double marketing"
// is a marketing budget equal to today's marketing line, "hire ten engineers"
// ten hires, "cut prices 20%" a price change of −20, "a 30% raise" a year of
// that raise booked now with what it does for morale (and what losing the
// person would cost), "$500,000 on a product line" that spend with what it
// buys. Each comes with a smaller step of the same change, the alternative an
// advisor weighs first.
import { LEVER_CATALOGUE, type PlanLever } from '@ai-council/contracts';
import { readQuestion, type AskedLever, type BudgetChange, type CutArea } from '@ai-council/reader';
import { MAX_BOOKED, type DriverName, type DepartmentId } from '@ai-council/rules';
import type { AgentProfile } from '../board/agents';
import { money } from '../board/company';
import {
  cutCandidate,
  cutLines,
  cuts,
  leverCandidate,
  lineAmount,
  lineLabel,
  type Candidate,
  type CutLine,
  type Role,
  type Table,
} from './candidates';
import { hires, hiringPause, layoffs, raise } from './asked-people';
import { capital, clampPlan, quarterWords, reasonOf, type Asked } from './asked-words';

/** What the engine would run for the change asked about, and its smaller step. */
export function askedCandidates(
  lever: AskedLever,
  t: Table,
  agent: AgentProfile,
  scope: 'question' | 'own-department',
): Asked {
  switch (lever.kind) {
    case 'marketing-budget':
    case 'research-budget':
      return budget(lever.kind, lever.change, t);
    case 'hires':
      return hires(lever.count, lever.role, t);
    case 'hiring-pause':
      return hiringPause(t);
    case 'layoffs':
      return layoffs(lever.count, lever.percent, t);
    case 'price-change':
      return price(lever.direction, lever.percent, t);
    case 'raise':
      return raise(lever.percent, lever.people, t);
    case 'spend':
      return spend(lever.amount, lever.on, t);
    case 'supplier-switch':
      return supplierSwitch(t);
    case 'cost-cut':
      return costCut(lever.area, lever.percent, t, agent, scope);
  }
}

function budget(kind: 'marketing-budget' | 'research-budget', change: BudgetChange, t: Table): Asked {
  const line = kind === 'marketing-budget' ? 'marketing' : 'research_and_development';
  const label = lineLabel[line];
  const now = lineAmount(t.lines, line);
  const base = now > 0 ? now : Math.max(t.company.revenue * 0.05, 1_000_000);
  const extra = clampPlan(
    change.by === 'factor'
      ? base * (change.factor - 1)
      : change.by === 'percent'
        ? (base * change.percent) / 100
        : change.by === 'amount'
          ? change.amount
          : base * 0.25,
  );
  const quarters = t.quarters ?? 1;
  const how =
    change.by === 'factor'
      ? `${{ 2: 'doubling', 3: 'tripling', 4: 'quadrupling' }[change.factor] ?? `${change.factor}×`} ${label}`
      : change.by === 'percent'
        ? `${label} up ${change.percent}%`
        : change.by === 'amount'
          ? `another ${money(extra)} a quarter on ${label}`
          : `${label} up 25%`;
  const make = (role: Role, amount: number, words: string) =>
    leverCandidate(
      {
        item: `lever:${kind}`,
        role,
        title:
          role === 'asked' && change.by === 'factor'
            ? `${capital(words)}: +${money(amount)} a quarter`
            : `${LEVER_CATALOGUE[kind].short} +${money(amount)} a quarter`,
        category: kind === 'marketing-budget' ? 'marketing' : 'technology',
        departmentId: kind === 'marketing-budget' ? 'marketing' : 'technology',
        what: `Add ${money(amount)} a quarter to the ${money(now)} we spend on ${label}, for ${quarterWords(quarters)}.`,
        named: `${words} (+${money(amount)} a quarter on top of the ${money(now)} we spend, for ${quarterWords(quarters)})`,
        levers: [{ kind, amount, quarters, reason: reasonOf(t, `${label} +${money(amount)} a quarter`) }],
      },
      t,
    );
  const half = clampPlan(extra / 2);
  return {
    asked: [make('asked', extra, how)],
    staged: make(
      'staged',
      half,
      change.by === 'amount'
        ? `half that: ${money(half)} a quarter on ${label}`
        : `${label} up ${Math.round((100 * half) / base)}%`,
    ),
    refusal: null,
  };
}

function price(direction: 1 | -1, percent: number | null, t: Table): Asked {
  const size = Math.max(1, Math.min(50, percent ?? 5));
  const quarters = t.quarters ?? 2;
  const make = (role: Role, p: number) => {
    const verb = direction < 0 ? 'cut' : 'raise';
    const lever: PlanLever = {
      kind: 'price-change',
      percent: direction * p,
      quarters,
      reason: reasonOf(t, `${verb} prices ${p}%`),
    };
    return leverCandidate(
      {
        item: 'lever:price-change',
        role,
        title: `${capital(verb)} prices ${p}%`,
        category: 'sales',
        departmentId: 'sales',
        what: `${capital(verb)} our prices by ${p}% for ${quarterWords(quarters)}.`,
        named: `${direction < 0 ? 'cutting' : 'raising'} prices ${p}% for ${quarterWords(quarters)}`,
        levers: [lever],
      },
      t,
    );
  };
  return {
    asked: [make('asked', size)],
    staged: size >= 2 ? make('staged', Math.ceil(size / 2)) : null,
    refusal: null,
  };
}

/** What a one-off spend buys, by what it is spent on: one point per 1/16 of a quarter's revenue, at most 10. */
function spendEffects(on: string, cents: number, t: Table): Partial<Record<DriverName, number>> {
  const pts = Math.max(1, Math.min(10, Math.round((cents / Math.max(t.company.revenue, 1_000_000)) * 16)));
  const some = (share: number) => Math.max(1, Math.ceil(pts * share));
  const byDepartment: Partial<Record<DepartmentId, Partial<Record<DriverName, number>>>> = {
    product: { pipeline: pts, productQuality: some(0.5), brand: some(0.3) },
    technology: { productQuality: pts, techDebt: -some(0.5) },
    marketing: { brand: pts, pipeline: some(0.5) },
    sales: { pipeline: pts, brand: some(0.3) },
    operations: { efficiency: pts },
    security: { security: pts, compliance: some(0.3) },
    'legal-compliance': { compliance: pts },
    'human-resources': { morale: pts, efficiency: some(0.3) },
  };
  const department = readQuestion(on || 'growth').departments.find((d) => byDepartment[d]);
  return (department && byDepartment[department]) ?? { pipeline: pts, strategyFocus: some(0.5) };
}

function spend(amount: number, on: string, t: Table): Asked {
  const what = on || 'this';
  const department = readQuestion(on || 'growth').departments[0] ?? 'strategy';
  const item = `spend:${what
    .replace(/^(a|an|the|our)\s+/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`.slice(0, 60);
  const make = (role: Role, cents: number, words: string): Candidate => ({
    ...leverCandidate(
      {
        item,
        role,
        title: `${money(cents)} on ${what}`,
        category: department === 'product' ? 'product' : 'strategic',
        departmentId: department,
        what: `Invest ${money(cents)} in ${what}, paid now; the return builds over three quarters.`,
        named: words,
        levers: [],
        financialImpact: -Math.min(MAX_BOOKED, cents),
        timeImpact: 3,
        driverEffects: spendEffects(on, cents, t),
      },
      t,
    ),
    oneOff: true,
  });
  const half = Math.round(amount / 2);
  return {
    asked: [make('asked', amount, `${money(amount)} on ${what}`)],
    staged: make('staged', half, `a first phase of ${money(half)} on ${what}`),
    refusal: null,
  };
}

function supplierSwitch(t: Table): Asked {
  const quarters = Math.max(2, t.quarters ?? 4);
  const candidate = leverCandidate(
    {
      item: 'lever:supplier-switch',
      role: 'asked',
      title: 'Switch to a cheaper supplier',
      category: 'operational',
      departmentId: 'operations',
      what: `Move to a cheaper supplier: a quarter of disruption, then cheaper supply, over ${quarterWords(quarters)}.`,
      named: `switching supplier (a quarter of disruption, then cheaper supply, over ${quarterWords(quarters)})`,
      levers: [{ kind: 'supplier-switch', quarters, reason: reasonOf(t, 'switch supplier') }],
    },
    t,
  );
  return { asked: [candidate], staged: null, refusal: null };
}

const areaLines: Record<CutArea, CutLine> = {
  marketing: 'marketing',
  research: 'research_and_development',
  operations: 'operations',
  payroll: 'payroll',
};

/**
 * A cut of a named line (and half of it as the smaller step), or, when the
 * question leaves the line open, each line: the CFO and the CEO weigh them
 * all, a leader does not offer its own budget first, and in a meeting each
 * leader puts its own line on the table.
 */
function costCut(
  area: CutArea | null,
  percent: number | null,
  t: Table,
  agent: AgentProfile,
  scope: 'question' | 'own-department',
): Asked {
  if (area) {
    const line = areaLines[area];
    const p = percent ?? cuts[line].percent;
    return {
      asked: [cutCandidate(line, t, 'asked', p)],
      staged: p >= 2 ? cutCandidate(line, t, 'staged', Math.ceil(p / 2)) : null,
      refusal: null,
    };
  }
  const wholeCompany = agent.departmentId === 'finance' || agent.departmentId === 'executive';
  const lines = cutLines.filter((line) => {
    const own = cuts[line].departmentId === agent.departmentId;
    return wholeCompany || (scope === 'own-department' ? own : !own);
  });
  return {
    asked: lines.map((line) => cutCandidate(line, t, 'asked', percent ?? undefined)),
    staged: null,
    refusal: null,
  };
}
