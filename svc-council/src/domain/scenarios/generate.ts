// Which scenarios the council raises, and when. Pure: the company, what is
// already open and a seeded generator in; scenario drafts out.
import type { CompanySnapshot, Scenario } from '@ai-council/contracts';
import type { DepartmentId } from '../agents';
import { departmentForCategory, healthOf, weakestDepartments } from '../departments';
import { seededRandom, type Random } from '../random';
import {
  allScenarioTemplates,
  departmentScenarios,
  eventScenarios,
  type ScenarioTemplate,
} from '@ai-council/rules';

/** Automatic generation stops when this many are open ("enough is open already"). */
export const MAX_OPEN_AUTOMATIC = 5;
/** On-demand generation without `force` stops here. */
export const MAX_OPEN_ON_DEMAND = 8;

export type ScenarioSource = 'quarter' | 'seeded-event' | 'on-demand' | 'council' | 'agent';

export interface ScenarioDraft {
  kind: string;
  departmentId: DepartmentId;
  title: string;
  description: string;
  category: string;
  severity: Scenario['severity'];
  source: ScenarioSource;
}

const severities: Scenario['severity'][] = ['low', 'medium', 'high', 'critical'];

export function severityForHealth(health: number): Scenario['severity'] {
  if (health < 25) return 'critical';
  if (health < 35) return 'high';
  if (health < 45) return 'medium';
  return 'low';
}

function raise(severity: Scenario['severity'], steps = 1): Scenario['severity'] {
  return severities[Math.min(severities.length - 1, severities.indexOf(severity) + steps)]!;
}

function draftOf(
  template: ScenarioTemplate,
  company: CompanySnapshot,
  severity: Scenario['severity'],
  source: ScenarioSource,
): ScenarioDraft {
  return {
    kind: template.kind,
    departmentId: template.departmentId,
    title: template.title,
    description: template.describe(company),
    category: template.category,
    severity,
    source,
  };
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

function eventDraft(
  rng: Random,
  company: CompanySnapshot,
  openKinds: ReadonlySet<string>,
  source: ScenarioSource,
) {
  const candidates = eventScenarios.filter((t) => !openKinds.has(t.kind));
  const template = weighted(rng, candidates, (t) => t.event!.weight(company));
  if (!template) return undefined;
  const health = healthOf(template.departmentId, company);
  // A seeded event hits harder where the department is already weak.
  const severity = health < 35 ? raise(template.event!.severity) : template.event!.severity;
  return draftOf(template, company, severity, source);
}

/**
 * The scenarios a quarter brings: one for each of the (at most two) weakest
 * departments under 50% health, plus sometimes a seeded event, never a kind
 * that is already open and never past the open limit.
 */
export function quarterScenarios(input: {
  company: CompanySnapshot;
  quarter: number;
  openKinds: ReadonlySet<string>;
  openCount: number;
}): ScenarioDraft[] {
  const { company, quarter, openKinds } = input;
  if (company.status === 'ended') return [];
  const room = MAX_OPEN_AUTOMATIC - input.openCount;
  if (room <= 0) return [];
  const rng = seededRandom(company.seed, 'quarter', quarter);
  const drafts: ScenarioDraft[] = [];
  const taken = new Set(openKinds);

  for (const { id, health } of weakestDepartments(company)) {
    if (health >= 50 || drafts.length >= 2) break;
    const templates = departmentScenarios.filter((t) => t.departmentId === id && !taken.has(t.kind));
    if (templates.length === 0) continue;
    const template = rng.pick(templates);
    drafts.push(draftOf(template, company, severityForHealth(health), 'quarter'));
    taken.add(template.kind);
  }
  // Later quarters are livelier: more seeded events as the company grows.
  if (rng.chance(0.35 + Math.min(0.25, quarter * 0.015))) {
    const event = eventDraft(rng, company, taken, 'seeded-event');
    if (event) drafts.push(event);
  }
  return drafts.slice(0, room);
}

/** A scenario for one department on demand (an agent raising its concern). */
export function departmentScenario(input: {
  company: CompanySnapshot;
  departmentId: DepartmentId;
  openKinds: ReadonlySet<string>;
  rng: Random;
  source: ScenarioSource;
}): ScenarioDraft | undefined {
  const { company, departmentId, openKinds, rng, source } = input;
  const candidates = allScenarioTemplates.filter(
    (t) => t.departmentId === departmentId && !openKinds.has(t.kind),
  );
  if (candidates.length === 0) return undefined;
  // The department's own weakness first; its seeded events when that is open already.
  const own = candidates.filter((t) => !t.event);
  const template = rng.pick(own.length ? own : candidates);
  const health = healthOf(departmentId, company);
  const severity = template.event
    ? health < 35
      ? raise(template.event.severity)
      : template.event.severity
    : severityForHealth(health);
  return draftOf(template, company, severity, source);
}

/** A scenario the player or a meeting asked for by category (and maybe title). */
export function requestedScenario(input: {
  company: CompanySnapshot;
  category: string;
  title?: string;
  openKinds: ReadonlySet<string>;
  rng: Random;
  source: ScenarioSource;
}): ScenarioDraft {
  const { company, category, title, rng, source } = input;
  const departmentId = departmentForCategory(category);
  const base =
    departmentScenario({ company, departmentId, openKinds: input.openKinds, rng, source }) ??
    departmentScenario({ company, departmentId, openKinds: new Set(), rng, source })!;
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
