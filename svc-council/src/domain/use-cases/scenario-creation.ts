// Creating scenarios: the document, its scenario.generated event and the
// owning agent's alert, each with an id that makes a repeat harmless. A kind
// that comes back remembers the last one of its kind in this game.
import { createEvent, type CompanySnapshot } from '@ai-council/contracts';
import { templateOf } from '@ai-council/rules';
import { countKinds, kindDriver, raiseSeverity } from '@ai-council/rules';
import type { ScenarioDoc } from '../../data-access/documents';
import { agentOfDepartment } from '../board/agents';
import { departmentDefinition } from '../board/departments';
import { stableId } from '../stable-id';
import { quarterScenarios, type ScenarioDraft } from '../scenarios/generate';
import { recallParagraph, type EarlierScenario } from '../scenarios/recall';
import { quarterBriefing, scenarioAlert } from '../speech/voice';
import { type CouncilContext } from './context';
import { priorityForSeverity, agentPost } from './communications-out';

interface NewScenario {
  id: string;
  userId: string;
  gameId: string;
  company: CompanySnapshot;
  draft: ScenarioDraft;
  at: Date;
  /** The meeting in session that raised it, when it was raised past the cap. */
  meetingId?: string;
}

/** The scenario is stored with its scenario.generated event, and its department's head alerts the board. */
export async function createScenario(ctx: CouncilContext, input: NewScenario): Promise<ScenarioDoc> {
  const { id, userId, gameId, draft } = input;
  const earlier = await ctx.scenarios.lastOfKind(userId, gameId, draft.kind, id);
  const doc = scenarioDocOf(input, earlier);
  if (await ctx.scenarios.insertOnce(doc)) await ctx.relays.scenarios(id);
  await alertTheBoard(ctx, input);
  return doc;
}

function scenarioDocOf(
  { id, userId, gameId, company, draft, at, meetingId }: NewScenario,
  earlier: EarlierScenario | null,
): ScenarioDoc {
  const department = departmentDefinition(draft.departmentId).name;
  const driver = kindDriver(draft);
  const driverWhenRaised = { driver, value: company.drivers[driver] };
  // The facts first, then what the council remembers of the last time.
  const description = earlier
    ? `${draft.description}\n\n${recallParagraph({ earlier, driver, now: driverWhenRaised.value })}`
    : draft.description;
  const generated = createEvent(
    'scenario.generated',
    {
      scenarioId: id,
      title: draft.title,
      category: draft.category,
      severity: draft.severity,
      department,
      quarter: company.currentQuarter,
      source: draft.source,
      ...(templateOf(draft.kind)?.opportunity ? { opportunity: true } : {}),
    },
    { userId, gameId, at, id: `${id}:generated` },
  );
  return {
    _id: id,
    userId,
    gameId,
    kind: draft.kind,
    departmentId: draft.departmentId,
    title: draft.title,
    description,
    baseSeverity: draft.severity,
    severity: draft.severity,
    category: draft.category,
    quarter: company.currentQuarter,
    source: draft.source,
    status: 'active',
    triggeringDepartments: [department],
    playerDecision: null,
    grade: null,
    createdAt: at.toISOString(),
    resolvedAt: null,
    outbox: [generated],
    variant: draft.variant,
    driverWhenRaised,
    ...(meetingId ? { meetingId } : {}),
  };
}

/** The owning department's head posts the alert, once per scenario. */
async function alertTheBoard(
  ctx: CouncilContext,
  { id, userId, gameId, company, draft, at }: NewScenario,
): Promise<void> {
  const agent = agentOfDepartment(draft.departmentId);
  await agentPost(ctx, agent, {
    id: stableId('cm', userId, id, 'alert'),
    userId,
    gameId,
    message: scenarioAlert(agent, company, draft),
    type: 'scenario_alert',
    priority: priorityForSeverity(draft.severity),
    at,
  });
}

/**
 * What a quarter brings to the council: open scenarios escalate one step per
 * quarter left unresolved, new ones come from weak departments and seeded
 * events, and the CFO briefs the board with the quarter's numbers.
 */
export async function raiseQuarterContent(
  ctx: CouncilContext,
  input: { userId: string; gameId: string; company: CompanySnapshot; briefing: boolean },
): Promise<void> {
  const at = ctx.now();
  const active = await ctx.scenarios.active(input.userId, input.gameId);
  await escalateOpenScenarios(ctx, input.userId, active, input.company.currentQuarter);
  await raiseQuarterScenarios(ctx, input, active, at);
  if (input.briefing) await briefTheBoard(ctx, input, at);
}

/** Each open scenario is its base severity raised one step per quarter since it was raised (the rules' escalation). */
async function escalateOpenScenarios(
  ctx: CouncilContext,
  userId: string,
  active: readonly ScenarioDoc[],
  quarter: number,
): Promise<void> {
  for (const s of active) {
    const steps = Math.max(0, quarter - s.quarter);
    const escalated = raiseSeverity(s.baseSeverity, steps);
    if (escalated !== s.severity) await ctx.scenarios.setSeverity(userId, s._id, escalated);
  }
}

async function raiseQuarterScenarios(
  ctx: CouncilContext,
  { userId, gameId, company }: { userId: string; gameId: string; company: CompanySnapshot },
  active: readonly ScenarioDoc[],
  at: Date,
): Promise<void> {
  const quarter = company.currentQuarter;
  // What this quarter's own run raised is left out, so a repeated or concurrent
  // run computes the very same drafts (and their stable ids make them no-ops).
  const ownRun = (s: { quarter: number; source: string }) =>
    s.quarter === quarter && (s.source === 'quarter' || s.source === 'seeded-event');
  const before = active.filter((s) => !ownRun(s));
  const history = await ctx.scenarios.list(userId, gameId);
  const drafts = quarterScenarios({
    company,
    quarter,
    openKinds: new Set(before.map((s) => s.kind)),
    openCount: before.length,
    raised: countKinds(history.filter((s) => !ownRun(s)).map((s) => s.kind)),
  });
  const raisedThisQuarter = history.filter((s) => s.quarter === quarter);
  for (const draft of drafts) {
    const id = stableId('sc', userId, gameId, quarter, draft.kind);
    // Never two open of one kind, nor the same kind twice in a quarter (the opening
    // council may have raised it, and the player may have resolved it, already).
    const same = (s: { kind: string; _id: string }) => s.kind === draft.kind && s._id !== id;
    if (active.some(same) || raisedThisQuarter.some(same)) continue;
    await createScenario(ctx, { id, userId, gameId, company, draft, at });
  }
}

/** The CFO's note on the quarter's numbers, once per quarter. */
async function briefTheBoard(
  ctx: CouncilContext,
  { userId, gameId, company }: { userId: string; gameId: string; company: CompanySnapshot },
  at: Date,
): Promise<void> {
  const cfo = agentOfDepartment('finance');
  await agentPost(ctx, cfo, {
    id: stableId('cm', userId, gameId, company.currentQuarter, 'briefing'),
    userId,
    gameId,
    message: quarterBriefing(company),
    type: 'agent_action',
    priority: company.cashFlow < 0 ? 'high' : 'normal',
    at,
  });
}
