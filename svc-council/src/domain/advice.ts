// Advice that answers the question asked, with the engine's numbers: what is
// asked (cut, hire, invest, expand, price, cash, risk, a department or an open
// scenario), the proposals an advisor would weigh for it, and, once svc-game's
// engine has played each forward on a copy of the company, the one to put
// before the player and the words that carry its estimate.
import type {
  CompanySnapshot,
  CostLine,
  CostLineId,
  DecisionProposedPayload,
  ProjectionProposal,
  ProjectionResponse,
  ProposalProjection,
} from '@ai-council/contracts';
import { DRIVER_LABELS, type DriverName } from '@ai-council/rules';
import type { AgentProfile, DepartmentId } from './agents';
import { money } from './company';
import { decisionTemplate, decisionTemplates, impactOf, type DecisionTemplate } from './decisions';
import { departmentDefinition, healthOf } from './departments';
import { topicsOf } from './voice';

export type Intent =
  | { kind: 'cut' | 'hire' | 'invest' | 'expand' | 'price' | 'cash' | 'risk' }
  | { kind: 'department'; departmentId: DepartmentId }
  | { kind: 'scenario'; title: string; departmentId: DepartmentId };

const intentWords: Array<[Exclude<Intent['kind'], 'department' | 'scenario'>, RegExp]> = [
  [
    'cut',
    /\b(cut|cuts|cutting|trim|reduce|reducing|slash|savings?|save money|lower (our )?costs?|austerity)\b/i,
  ],
  ['hire', /\b(hire|hiring|recruit\w*|headcount|new staff|more people)\b/i],
  ['price', /\b(price|prices|pricing|discount\w*|premium|charge more)\b/i],
  ['expand', /\b(expand\w*|expansion|new markets?|adjacent|international|grow into)\b/i],
  ['invest', /\b(invest\w*|spend on|fund(ing)?|capex|automation)\b/i],
  ['risk', /\b(risks?|risky|threats?|exposure|danger\w*|worr\w*|vulnerab\w*)\b/i],
  ['cash', /\b(cash|runway|liquidity|money left|afford|burn|bank)\b/i],
];

/** What the player asks about; null when it is small talk. An open scenario named by its title wins over a topic. */
export function intentOf(
  text: string,
  openScenarios: ReadonlyArray<{ title: string; departmentId: DepartmentId }> = [],
): Intent | null {
  const lower = text.toLowerCase();
  const scenario = openScenarios.find((s) => {
    const words = s.title
      .toLowerCase()
      .split(/\W+/)
      .filter((w) => w.length > 4);
    return words.length > 0 && words.filter((w) => lower.includes(w)).length >= Math.min(2, words.length);
  });
  if (scenario) return { kind: 'scenario', title: scenario.title, departmentId: scenario.departmentId };
  const found = intentWords.find(([, words]) => words.test(text));
  if (found) return { kind: found[0] };
  const department = topicsOf(text)[0];
  return department ? { kind: 'department', departmentId: department } : null;
}

/** A proposal an advisor weighs, as a decision would carry it. */
export interface Candidate {
  proposal: ProjectionProposal;
  title: string;
  category: string;
  departmentId: DepartmentId;
  /** For a cut: the cost line and the share of it. */
  cut: { line: CostLineId; percent: number } | null;
  /** What it is, in the advisor's words (for the decision's description). */
  what: string;
}

/** Which cost line is whose, the share of it a first cut takes, and what that cut costs the department. */
const cuts: Record<
  Exclude<CostLineId, 'interest'>,
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

const lineLabel: Record<CostLineId, string> = {
  payroll: 'payroll',
  operations: 'operations',
  marketing: 'marketing',
  research_and_development: 'R&D',
  interest: 'interest',
};

/** A cut hurts a weak department more: its hit grows by half below 50% health. */
function cutCandidate(line: Exclude<CostLineId, 'interest'>, c: CompanySnapshot): Candidate {
  const rule = cuts[line];
  const weak = healthOf(rule.departmentId, c) < 50;
  const driverEffects = Object.fromEntries(
    Object.entries(rule.hit).map(([k, v]) => [k, weak ? Math.round(v * 1.5) : v]),
  );
  return {
    proposal: { id: `cut-${line}`, costCut: { line, percent: rule.percent }, timeImpact: 2, driverEffects },
    title: `Cut ${lineLabel[line]} ${rule.percent}%`,
    category: 'financial',
    departmentId: rule.departmentId,
    cut: { line, percent: rule.percent },
    what: `Cut ${lineLabel[line]} by ${rule.percent}%: ${rule.how}.`,
  };
}

function templateCandidate(t: DecisionTemplate, c: CompanySnapshot): Candidate {
  return {
    proposal: {
      id: t.key,
      financialImpact: impactOf(t.revenueShare, c),
      timeImpact: t.timeImpact,
      driverEffects: t.driverEffects,
    },
    title: t.title,
    category: t.category,
    departmentId: t.departmentId,
    cut: null,
    what: t.describe(c),
  };
}

const byKey = (key: string) => decisionTemplates.find((t) => t.key === key)!;
const ownTemplate = (id: DepartmentId, c: CompanySnapshot) => decisionTemplate(id, healthOf(id, c));

/**
 * The proposals weighed for a question. An advisor does not offer its own
 * department's budget as the first cut (the CFO and the CEO weigh them all).
 */
export function candidatesFor(intent: Intent, agent: AgentProfile, c: CompanySnapshot): Candidate[] {
  const t = (key: string) => templateCandidate(byKey(key), c);
  switch (intent.kind) {
    case 'cut': {
      const lines = (Object.keys(cuts) as Array<keyof typeof cuts>).filter(
        (line) =>
          agent.departmentId === 'finance' ||
          agent.departmentId === 'executive' ||
          cuts[line].departmentId !== agent.departmentId,
      );
      return lines.map((line) => cutCandidate(line, c));
    }
    case 'cash':
      return [
        t('finance-remedy'),
        t('operations-growth'),
        cutCandidate('marketing', c),
        cutCandidate('operations', c),
      ];
    case 'hire':
      return [t('human-resources-growth'), t('human-resources-remedy'), t('sales-growth')];
    case 'invest':
      return [t('technology-growth'), t('product-growth'), t('marketing-growth'), t('technology-remedy')];
    case 'expand':
      return [t('strategy-growth'), t('sales-growth'), t('marketing-remedy')];
    case 'price':
      return [t('product-growth'), t('marketing-remedy'), t('product-remedy')];
    case 'risk': {
      const areas: DepartmentId[] = ['security', 'legal-compliance', 'technology', 'finance'];
      return areas.map((id) => templateCandidate(ownTemplate(id, c), c));
    }
    case 'department':
    case 'scenario':
      return [templateCandidate(ownTemplate(intent.departmentId, c), c)];
  }
}

/**
 * What one department's leader puts on the table in a meeting: its own cost
 * line when the question is about cutting or cash, else its own department's
 * move. The CFO and the CEO speak for the whole company.
 */
export function departmentCandidates(intent: Intent, agent: AgentProfile, c: CompanySnapshot): Candidate[] {
  if (agent.departmentId === 'finance' || agent.departmentId === 'executive') {
    return candidatesFor(intent, agent, c);
  }
  const ownLine = (Object.keys(cuts) as Array<keyof typeof cuts>).find(
    (line) => cuts[line].departmentId === agent.departmentId,
  );
  if ((intent.kind === 'cut' || intent.kind === 'cash') && ownLine) return [cutCandidate(ownLine, c)];
  return [templateCandidate(ownTemplate(agent.departmentId, c), c)];
}

/** An attendee's engine-backed contribution in a meeting, about its own department. */
export function departmentAnswer(
  agent: AgentProfile,
  choice: Choice,
  projection: ProjectionResponse,
): string {
  const own = choice.candidate.departmentId === agent.departmentId || choice.candidate.cut === null;
  return `From ${agent.department}${own ? '' : ', for the whole company'}: ${proposalSentence(choice, projection)}.`;
}

/**
 * How much a projection is worth: what it leaves in net worth after the
 * projected quarters, plus the revenue run-rate it adds or loses, counted for a
 * year, and the drivers it moves, since both outlast the projection.
 */
export function valueOf(p: ProposalProjection, quarterlyRevenue: number): number {
  if (!p.feasible || !p.delta) return Number.NEGATIVE_INFINITY;
  // Drivers lost are revenue lost later: each point is priced at half a percent of a quarter's revenue.
  const driverPoints = Object.entries(p.delta.drivers)
    .filter(([name]) => name !== 'liquidity')
    .reduce((sum, [name, v]) => sum + (name === 'techDebt' ? -v : v), 0);
  return p.delta.netWorth + 4 * p.delta.revenue + driverPoints * Math.round(quarterlyRevenue / 200);
}

export interface Choice {
  candidate: Candidate;
  projection: ProposalProjection;
  /** The next best, for the sentence on what was weighed. */
  runnerUp: { candidate: Candidate; projection: ProposalProjection } | null;
}

export function choose(
  candidates: readonly Candidate[],
  projection: ProjectionResponse,
  quarterlyRevenue: number,
): Choice | null {
  const ranked = candidates
    .map((candidate) => ({
      candidate,
      projection: projection.projections.find((p) => p.id === candidate.proposal.id)!,
    }))
    .filter((r) => r.projection?.feasible)
    .sort((a, b) => valueOf(b.projection, quarterlyRevenue) - valueOf(a.projection, quarterlyRevenue));
  const best = ranked[0];
  return best ? { ...best, runnerUp: ranked[1] ?? null } : null;
}

const signed = (n: number, text: string) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${text}`;
const signedMoney = (cents: number) => signed(cents, money(Math.abs(cents)));

/** The engine's figures that moved: drivers, market share in points, revenue and cash. */
export function effectsSentence(p: ProposalProjection, quarters: number): string {
  const d = p.delta!;
  const drivers = Object.entries(d.drivers)
    .filter(([name, v]) => v !== 0 && name !== 'liquidity')
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
    .slice(0, 3)
    .map(([name, v]) => `${DRIVER_LABELS[name as DriverName] ?? name} ${signed(v, String(Math.abs(v)))}`);
  const share = `market share ${signed(d.marketShare, (Math.abs(d.marketShare) / 100).toFixed(2))} points`;
  const revenue = d.revenue !== 0 ? [`quarterly revenue ${signedMoney(d.revenue)}`] : [];
  const parts = [...drivers, share, ...revenue, `cash ${signedMoney(d.cash)}`];
  return `the engine projects ${parts.join(', ')} over ${quarters === 1 ? 'one quarter' : `${quarters === 2 ? 'two' : quarters} quarters`}`;
}

/** "cutting marketing 20% saves $84K a quarter; the engine projects brand −6 …" */
export function proposalSentence(choice: Choice, projection: ProjectionResponse): string {
  const { candidate, projection: p } = choice;
  const effects = effectsSentence(p, projection.quarters);
  if (candidate.cut && p.savingPerQuarter !== null) {
    const line = projection.costLines.find((l) => l.line === candidate.cut!.line);
    const of = line ? ` (of the ${money(line.amount)} we spend on ${line.label} each quarter)` : '';
    return `cutting ${lineLabel[candidate.cut.line]} ${candidate.cut.percent}%${of} saves ${money(p.savingPerQuarter)} a quarter; ${effects}`;
  }
  const impact =
    p.financialImpact < 0 ? `costs ${money(-p.financialImpact)}` : `brings in ${money(p.financialImpact)}`;
  return `"${candidate.title}" ${impact} now; ${effects}`;
}

export function costLinesSentence(lines: readonly CostLine[]): string {
  return `Our quarterly costs: ${lines.map((l) => `${lineLabel[l.line]} ${money(l.amount)}`).join(', ')}.`;
}

const lead: Record<Intent['kind'], string> = {
  cut: 'What I would cut first:',
  cash: 'To protect cash:',
  hire: 'On hiring:',
  invest: 'Where I would invest:',
  expand: 'On expansion:',
  price: 'On pricing, which in our market follows brand and product quality:',
  risk: 'The risk I would close first:',
  department: 'What I propose:',
  scenario: 'On the open scenario:',
};

/** The advisor's engine-backed answer, after its own department's figures. */
export function adviceAnswer(
  intent: Intent,
  choice: Choice,
  projection: ProjectionResponse,
  c: CompanySnapshot,
): string {
  const parts: string[] = [];
  if (intent.kind === 'cut' || intent.kind === 'cash') parts.push(costLinesSentence(projection.costLines));
  if (intent.kind === 'cash') parts.push(`Cash today is ${money(c.cash)}.`);
  if (intent.kind === 'scenario')
    parts.push(`"${intent.title}" sits with ${departmentDefinition(intent.departmentId).name}.`);
  parts.push(`${lead[intent.kind]} ${proposalSentence(choice, projection)}.`);
  if (choice.runnerUp) {
    const r = choice.runnerUp;
    parts.push(
      `I weighed ${r.candidate.cut ? `cutting ${lineLabel[r.candidate.cut.line]}` : `"${r.candidate.title}"`} too, but it leaves us weaker: ${effectsSentence(r.projection, projection.quarters)}.`,
    );
  }
  parts.push('It is waiting in your pending decisions.');
  return parts.join(' ');
}

/** The chosen proposal as the pending decision svc-game stores, with the engine's estimate in its description. */
export function decisionFrom(
  choice: Choice,
  projection: ProjectionResponse,
  decisionId: string,
  proposedBy: string,
): DecisionProposedPayload {
  const { candidate, projection: p } = choice;
  return {
    decisionId,
    title: candidate.title.slice(0, 200),
    description: `${candidate.what} Engine estimate: ${proposalSentence(choice, projection)}.`.slice(0, 2000),
    category: candidate.category,
    financialImpact: Math.max(-200_000_000, Math.min(200_000_000, p.financialImpact)),
    timeImpact: candidate.proposal.timeImpact,
    driverEffects: candidate.proposal.driverEffects,
    proposedBy,
  };
}
