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
import { recallParagraph } from '../scenarios/recall';
import { quarterBriefing, scenarioAlert } from '../speech/voice';
import { type CouncilContext } from './context';
import { priorityForSeverity, sendMessage } from './communications-out';

export async function createScenario(
  ctx: CouncilContext,
  input: {
    id: string;
    userId: string;
    gameId: string;
    company: CompanySnapshot;
    draft: ScenarioDraft;
    at: Date;
    /** The meeting in session that raised it, when it was raised past the cap. */
    meetingId?: string;
  },
): Promise<ScenarioDoc> {
  const { id, userId, gameId, company, draft, at } = input;
  const department = departmentDefinition(draft.departmentId).name;
  const driver = kindDriver(draft);
  const driverWhenRaised = { driver, value: company.drivers[driver] };
  const earlier = await ctx.scenarios.lastOfKind(userId, gameId, draft.kind, id);
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
  const doc: ScenarioDoc = {
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
    ...(input.meetingId ? { meetingId: input.meetingId } : {}),
  };
  if (await ctx.scenarios.insertOnce(doc)) await ctx.relays.scenarios(id);
  const agent = agentOfDepartment(draft.departmentId);
  await sendMessage(ctx, {
    id: stableId('cm', userId, id, 'alert'),
    userId,
    gameId,
    from: agent.name,
    to: null,
    message: scenarioAlert(agent, company, draft),
    type: 'scenario_alert',
    priority: priorityForSeverity(draft.severity),
    voice: 'internal',
    agentId: agent.id,
    at,
  });
  return doc;
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
  const { userId, gameId, company } = input;
  const at = ctx.now();
  const quarter = company.currentQuarter;
  const active = await ctx.scenarios.active(userId, gameId);
  for (const s of active) {
    const steps = Math.max(0, quarter - s.quarter);
    const escalated = raiseSeverity(s.baseSeverity, steps);
    if (escalated !== s.severity) await ctx.scenarios.setSeverity(userId, s._id, escalated);
  }
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
  if (input.briefing) {
    const cfo = agentOfDepartment('finance');
    await sendMessage(ctx, {
      id: stableId('cm', userId, gameId, quarter, 'briefing'),
      userId,
      gameId,
      from: cfo.name,
      to: null,
      message: quarterBriefing(company),
      type: 'agent_action',
      priority: company.cashFlow < 0 ? 'high' : 'normal',
      voice: 'internal',
      agentId: cfo.id,
      at,
    });
  }
}
