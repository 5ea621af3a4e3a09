// Which scenarios the council raises, and when. Pure: the company, what is
// already open, how often each kind came up in this game and a seeded
// generator in; scenario drafts out. How often a kind may come back, and when
// an opportunity is due, are shared rules (packages/rules recurrence).
import type { CompanySnapshot, Scenario } from '@ai-council/contracts';
import { departmentForCategory, healthOf, weakestDepartments } from '../board/departments';
import { seededRandom, type Random, type DepartmentId } from '@ai-council/rules';
import {
  allScenarioTemplates,
  departmentScenarios,
  dueOpportunities,
  eventScenarios,
  factsVariant,
  mayRaise,
  eventSeverityAtHealth,
  severityForHealth,
  type KindCounts,
  type ScenarioKind,
  type ScenarioTemplate,
} from '@ai-council/rules';

/** Automatic generation stops when this many are open ("enough is open already"). */
export const MAX_OPEN_AUTOMATIC = 5;
/** On-demand generation stops here (the rules' one figure; a meeting in session may raise one more). */

export type ScenarioSource = 'quarter' | 'seeded-event' | 'on-demand' | 'council' | 'agent';

export interface ScenarioDraft {
  kind: ScenarioKind;
  departmentId: DepartmentId;
  title: string;
  description: string;
  category: string;
  severity: Scenario['severity'];
  source: ScenarioSource;
  /** Which telling of the kind's facts the description uses (its occurrence index in this game). */
  variant: number;
}

/** How many times each kind came up in this game so far; absent means a game's first scenarios. */
type History = { raised?: KindCounts };

function draftOf(
  template: ScenarioTemplate,
  company: CompanySnapshot,
  severity: Scenario['severity'],
  source: ScenarioSource,
  raised: KindCounts,
): ScenarioDraft {
  const variant = factsVariant(raised, template.kind);
  return {
    kind: template.kind,
    departmentId: template.departmentId,
    title: template.title,
    description: template.describe(company, variant),
    category: template.category,
    severity,
    source,
    variant,
  };
}

/** Kinds this company may meet now: under their limit, and not a recovered department's again. */
function allowed(company: CompanySnapshot, raised: KindCounts) {
  return (template: ScenarioTemplate) => mayRaise(template, { raised, drivers: company.drivers });
}

function weighted<T>(rng: Random, items: readonly T[], weight: (item: T) => number): T | undefined {
  const total = items.reduce((s, i) => s + weight(i), 0);
  if (total <= 0) return undefined;
  let roll = rng.next() * total;
  for (const item of items) {
    roll -= weight(item);
    if (roll < 0) return item;
  }
  return items[items.length - 1];
}

function eventSeverity(template: ScenarioTemplate, company: CompanySnapshot): Scenario['severity'] {
  const health = healthOf(template.departmentId, company);
  return eventSeverityAtHealth(template.event!.severity, health);
}

function eventDraft(
  rng: Random,
  company: CompanySnapshot,
  openKinds: ReadonlySet<string>,
  source: ScenarioSource,
  raised: KindCounts,
) {
  const candidates = eventScenarios.filter((t) => !openKinds.has(t.kind) && allowed(company, raised)(t));
  const template = weighted(rng, candidates, (t) => t.event!.weight(company));
  if (!template) return undefined;
  return draftOf(template, company, eventSeverity(template, company), source, raised);
}

/**
 * The opportunity a quarter owes the player (GAME.md "opportunities appear in every
 * game"), if one is due and none of this quarter's drafts is one already.
 */
function opportunityDraft(
  company: CompanySnapshot,
  quarter: number,
  taken: ReadonlySet<string>,
  raised: KindCounts,
): ScenarioDraft | undefined {
  const due = dueOpportunities({ quarter, raised, openKinds: taken });
  if (due.length === 0) return undefined;
  const fewest = due.filter((t) => (raised[t.kind] ?? 0) === (raised[due[0]!.kind] ?? 0));
  // Its own stream, so owing an opportunity does not reshuffle the quarter's other draws.
  const template = seededRandom(company.seed, 'opportunity', quarter).pick(fewest);
  return draftOf(template, company, eventSeverity(template, company), 'seeded-event', raised);
}

/**
 * The scenarios a quarter brings: one for each of the (at most two) weakest
 * departments under 50% health, plus sometimes a seeded event, never a kind
 * that is already open, never a kind past the recurrence rules, and never past
 * the open limit, except the opportunity a quarter owes: that one always comes.
 */
export function quarterScenarios(
  input: {
    company: CompanySnapshot;
    quarter: number;
    openKinds: ReadonlySet<string>;
    openCount: number;
  } & History,
): ScenarioDraft[] {
  const { company, quarter, openKinds } = input;
  const raised = input.raised ?? {};
  if (company.status === 'ended') return [];
  const room = MAX_OPEN_AUTOMATIC - input.openCount;
  const rng = seededRandom(company.seed, 'quarter', quarter);
  const drafts: ScenarioDraft[] = [];
  const taken = new Set(openKinds);
  const may = allowed(company, raised);

  if (room > 0) {
    for (const { id, health } of weakestDepartments(company)) {
      if (health >= 50 || drafts.length >= 2) break;
      const templates = departmentScenarios.filter(
        (t) => t.departmentId === id && !taken.has(t.kind) && may(t),
      );
      if (templates.length === 0) continue;
      const template = rng.pick(templates);
      drafts.push(draftOf(template, company, severityForHealth(health), 'quarter', raised));
      taken.add(template.kind);
    }
    // Later quarters are livelier: more seeded events as the company grows.
    if (rng.chance(0.35 + Math.min(0.25, quarter * 0.015))) {
      const event = eventDraft(rng, company, taken, 'seeded-event', raised);
      if (event) drafts.push(event);
    }
  }
  const kept = drafts.slice(0, Math.max(0, room));
  const opportunity = opportunityDraft(
    company,
    quarter,
    new Set([...openKinds, ...kept.map((d) => d.kind)]),
    {
      ...raised,
      ...Object.fromEntries(kept.map((d) => [d.kind, (raised[d.kind] ?? 0) + 1])),
    },
  );
  if (opportunity) kept.push(opportunity);
  return kept;
}

/** A scenario for one department on demand (an agent raising its concern). */
export function departmentScenario(
  input: {
    company: CompanySnapshot;
    departmentId: DepartmentId;
    openKinds: ReadonlySet<string>;
    rng: Random;
    source: ScenarioSource;
  } & History,
): ScenarioDraft | undefined {
  const { company, departmentId, openKinds, rng, source } = input;
  const raised = input.raised ?? {};
  const may = allowed(company, raised);
  const candidates = allScenarioTemplates.filter(
    (t) => t.departmentId === departmentId && !openKinds.has(t.kind) && may(t),
  );
  if (candidates.length === 0) return undefined;
  // The department's own weakness first; its seeded events when that is open already.
  const own = candidates.filter((t) => !t.event);
  const template = rng.pick(own.length ? own : candidates);
  const health = healthOf(departmentId, company);
  const severity = template.event ? eventSeverity(template, company) : severityForHealth(health);
  return draftOf(template, company, severity, source, raised);
}

/**
 * A scenario the player or a meeting asked for by category (and maybe title): a kind
 * of that department not open yet, else one open already; undefined when every kind of
 * the department is past the recurrence rules.
 */
export function requestedScenario(
  input: {
    company: CompanySnapshot;
    category: string;
    title?: string;
    openKinds: ReadonlySet<string>;
    rng: Random;
    source: ScenarioSource;
  } & History,
): ScenarioDraft | undefined {
  const { company, category, title, rng, source, raised } = input;
  const departmentId = departmentForCategory(category);
  const base =
    departmentScenario({ company, departmentId, openKinds: input.openKinds, rng, source, raised }) ??
    departmentScenario({ company, departmentId, openKinds: new Set(), rng, source, raised });
  if (!base) return undefined;
  const health = healthOf(departmentId, company);
  if (!title) return { ...base, category: category.toLowerCase() };
  return {
    ...base,
    title,
    category: category.toLowerCase(),
    description: `${title}. Raised by the council. ${base.description}`,
    severity: base.severity === 'low' && health < 50 ? 'medium' : base.severity,
  };
}
