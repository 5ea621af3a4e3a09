// Scenarios: the list, generation on demand, an agent's analysis, agents
// raising their own, and the player's graded resolution (scenario.resolved).
import { randomUUID } from 'node:crypto';
import { createEvent, type DecisionPreview, type Scenario } from '@ai-council/contracts';
import { conflict, notFound } from '@ai-council/service-kit';
import { z } from 'zod';
import type { ScenarioDoc } from '../../data-access/documents';
import { agentCatalogue, agentOfDepartment } from '../board/agents';
import { analysisBudget, NEED_LABELS } from '@ai-council/reader';
import {
  countKinds,
  describeDriverEffects,
  MAX_OPEN_SCENARIOS,
  MAX_PER_KIND,
  planCashEffect,
  templateOf,
  MAX_OPEN_ON_DEMAND,
} from '@ai-council/rules';
import { seededRandom } from '@ai-council/rules';
import { stableId } from '../stable-id';
import { departmentDefinition, departmentForCategory } from '../board/departments';
import { departmentScenario, requestedScenario } from '../scenarios/generate';
import { analysisText } from '../speech/voice';
import { agentOrNotFound } from './agents';
import { type CouncilContext, type Player } from './context';
import { sendMessage } from './communications-out';
import { councilView } from './council-view';
import { scenarioOut } from './mapping';
import { createScenario } from './scenario-creation';
import { judgeDecision, judgementText } from './scenario-judgement';
import { prompts } from '../../ai/prompts';
import { money } from '../board/company';

export async function listScenarios(ctx: CouncilContext, who: Player): Promise<Scenario[]> {
  const { player } = await councilView(ctx, who);
  return (await ctx.scenarios.list(who.userId, player.gameId)).map(scenarioOut);
}

async function scenarioOrNotFound(ctx: CouncilContext, who: Player, id: string): Promise<ScenarioDoc> {
  const doc = await ctx.scenarios.get(who.userId, id);
  if (!doc) throw notFound('Scenario not found.');
  return doc;
}

/** A scenario still open, and the player deciding it (a decision and its preview both start here). */
async function openScenarioToDecide(ctx: CouncilContext, who: Player, id: string) {
  const doc = await scenarioOrNotFound(ctx, who, id);
  if (doc.status === 'resolved') throw conflict('This scenario has already been resolved.');
  const { player } = await councilView(ctx, who, 'change');
  return { doc, player };
}

export async function resolveScenario(
  ctx: CouncilContext,
  who: Player,
  id: string,
  playerDecision: string,
): Promise<Scenario> {
  const { doc, player } = await openScenarioToDecide(ctx, who, id);
  const judgement = await judgeDecision(ctx, who, doc, playerDecision, player);
  const { score, verdict, plan, voice } = judgement;
  const owner = agentOfDepartment(doc.departmentId);
  const rationale = judgementText(judgement, describeDriverEffects);
  const now = ctx.now();
  const cashEffect = planCashEffect(plan);
  const event = createEvent(
    'scenario.resolved',
    {
      scenarioId: doc._id,
      department: owner.department,
      grade: score,
      cashEffect,
      driverEffects: judgement.driverEffects,
      durationQuarters: judgement.durationQuarters,
      rationale,
      title: doc.title,
      verdict,
      plan,
    },
    { userId: who.userId, gameId: doc.gameId, at: now, id: `${doc._id}:resolved` },
  );
  const grade = {
    score,
    rationale,
    verdict,
    effect: {
      cashEffect,
      driverEffects: judgement.driverEffects as Record<string, number>,
      durationQuarters: judgement.durationQuarters,
      plan,
    },
  };
  const resolved = await ctx.scenarios.resolve(
    who.userId,
    doc._id,
    { playerDecision, grade, resolvedAt: now.toISOString() },
    event,
  );
  if (!resolved) throw conflict('This scenario has already been resolved.');
  // Graded once (the write above), so moved once: the overview shows the decision on its next poll.
  await ctx.players.moveCash(who.userId, doc.gameId, cashEffect, now);
  await ctx.relays.scenarios(doc._id);
  await sendMessage(ctx, {
    id: stableId('cm', who.userId, doc._id, 'graded'),
    userId: who.userId,
    gameId: doc.gameId,
    from: owner.name,
    to: 'Player',
    message: `Your decision on "${doc.title}": ${rationale}`,
    type: 'response',
    priority: score < 45 ? 'high' : 'normal',
    voice,
    agentId: owner.id,
    at: now,
  });
  return scenarioOut((await ctx.scenarios.get(who.userId, doc._id))!);
}

/** How many times each kind has come up in this game (the recurrence rules read it). */
async function raisedInGame(ctx: CouncilContext, userId: string, gameId: string) {
  return countKinds((await ctx.scenarios.list(userId, gameId)).map((s) => s.kind));
}

/** What the game reads in a draft decision and what it would do: the decision's own judgement, writing nothing. */
export async function previewDecision(
  ctx: CouncilContext,
  who: Player,
  id: string,
  playerDecision: string,
): Promise<DecisionPreview> {
  const { doc, player } = await openScenarioToDecide(ctx, who, id);
  // Previews come as the player types: on their own key each would be a paid call, so the
  // plain-English grader answers them (the model's grade stays within its stated distance of it).
  const judgement = await judgeDecision(ctx, { ...who, gameMode: 'demo' }, doc, playerDecision, player);
  return {
    score: judgement.score,
    verdict: judgement.verdict,
    rationale: judgement.sentences,
    parts: judgement.parts,
    plan: judgement.plan,
    driverEffects: judgement.driverEffects as Record<string, number>,
    durationQuarters: judgement.durationQuarters,
  };
}

export type GenerateInput = { category: string; title: string } | { triggerType: string; category: string };

/**
 * The meeting in session that may raise a scenario past the cap on open ones: once per meeting,
 * and never past MAX_OPEN_SCENARIOS. No client can ask for this (the request has no `force`).
 */
async function meetingRaisingPastCap(
  ctx: CouncilContext,
  who: Player,
  gameId: string,
  active: ScenarioDoc[],
): Promise<string | null> {
  if (active.length >= MAX_OPEN_SCENARIOS) return null;
  const meeting = await ctx.meetings.active(who.userId, gameId);
  if (!meeting) return null;
  const raisedBefore = await ctx.scenarios.list(who.userId, gameId);
  return raisedBefore.some((s) => s.meetingId === meeting._id) ? null : meeting._id;
}

export async function generateScenario(
  ctx: CouncilContext,
  who: Player,
  input: GenerateInput,
): Promise<Scenario> {
  const { player, active } = await councilView(ctx, who, 'change');
  const fromCouncil = 'title' in input;
  const pastCap = active.length >= MAX_OPEN_ON_DEMAND;
  const meetingId =
    pastCap && fromCouncil ? await meetingRaisingPastCap(ctx, who, player.gameId, active) : null;
  if (pastCap && !meetingId) {
    throw conflict(
      `${active.length} scenarios are already open. Resolve some before asking the council for more.`,
    );
  }
  const raised = await raisedInGame(ctx, who.userId, player.gameId);
  const seq = await ctx.players.nextSeq(who.userId);
  const draft = requestedScenario({
    company: player.company,
    category: input.category,
    title: fromCouncil ? input.title : undefined,
    openKinds: new Set(active.map((s) => s.kind)),
    rng: seededRandom(player.company.seed, 'on-demand', seq),
    source: fromCouncil ? 'council' : 'on-demand',
    raised,
  });
  if (!draft) {
    const department = departmentDefinition(departmentForCategory(input.category)).name;
    throw conflict(
      `The council has nothing new to raise on ${department}: each of its scenarios has come up ${MAX_PER_KIND} times this game, or its numbers have recovered since.`,
    );
  }
  const doc = await createScenario(ctx, {
    id: randomUUID(),
    userId: who.userId,
    gameId: player.gameId,
    company: player.company,
    draft,
    at: ctx.now(),
    ...(meetingId ? { meetingId } : {}),
  });
  return scenarioOut(doc);
}

const analysisSchema = z.object({ analysis: z.string().trim().min(1) });

export async function requestAnalysis(
  ctx: CouncilContext,
  who: Player,
  input: { scenarioId: string; agentId: string; question: string },
) {
  const agent = agentOrNotFound(input.agentId);
  const doc = await scenarioOrNotFound(ctx, who, input.scenarioId);
  const { player } = await councilView(ctx, who, 'change');
  const company = player.company;
  const rubric = templateOf(doc.kind)?.rubric ?? [];
  const budget = analysisBudget(company, doc.severity, agent.personality.communicationStyle);
  const earlier = await earlierDecisions(ctx, who, doc);
  const { value, voice, note } = await ctx.advisor.speak(
    who,
    {
      task: 'analysis',
      agent,
      company,
      prompt: prompts.analysis(
        doc,
        input.question,
        rubric.map((d) => NEED_LABELS[d]),
        budget === null ? null : money(budget),
      ),
      internal: () => ({ analysis: analysisText(agent, company, { ...doc, id: doc._id }, earlier) }),
    },
    analysisSchema,
  );
  await sendMessage(ctx, {
    id: randomUUID(),
    userId: who.userId,
    gameId: player.gameId,
    from: agent.name,
    to: 'Player',
    message: value.analysis,
    type: 'response',
    priority: 'normal',
    voice,
    ...(note ? { voiceNote: note } : {}),
    agentId: agent.id,
    at: ctx.now(),
  });
  return {
    analysis: value.analysis,
    agent: { id: agent.id, name: agent.name },
    voice,
    ...(note ? { voiceNote: note } : {}),
  };
}

/** The player's own decisions on the other scenarios of this game: an analysis must not read like one of them. */
async function earlierDecisions(ctx: CouncilContext, who: Player, doc: ScenarioDoc): Promise<string[]> {
  return (await ctx.scenarios.list(who.userId, doc.gameId))
    .filter((s) => s._id !== doc._id && s.playerDecision)
    .map((s) => s.playerDecision!);
}

/** Agents whose departments are alerting raise a scenario each (the weakest one if none is). */
export async function triggerAgentScenarios(ctx: CouncilContext, who: Player) {
  const { player, active, agents } = await councilView(ctx, who, 'change');
  const company = player.company;
  const byRisk = [...agents].sort((a, b) => b.riskLevel - a.riskLevel);
  let concerned = byRisk.filter((a) => a.status !== 'active');
  if (concerned.length === 0 && byRisk[0] && byRisk[0].riskLevel >= 45) concerned = [byRisk[0]];
  const openKinds = new Set(active.map((s) => s.kind));
  const raised = await raisedInGame(ctx, who.userId, player.gameId);
  let room = MAX_OPEN_ON_DEMAND - active.length;
  const triggeredActions: Array<{ agentName: string; scenarioId: string; title: string }> = [];
  for (const agent of concerned.slice(0, 3)) {
    if (room <= 0) break;
    const seq = await ctx.players.nextSeq(who.userId);
    const draft = departmentScenario({
      company,
      departmentId: agent.departmentId,
      openKinds,
      rng: seededRandom(company.seed, 'agent', agent.id, seq),
      source: 'agent',
      raised,
    });
    if (!draft) continue;
    const doc = await createScenario(ctx, {
      id: randomUUID(),
      userId: who.userId,
      gameId: player.gameId,
      company,
      draft,
      at: ctx.now(),
    });
    openKinds.add(draft.kind);
    raised[draft.kind] = (raised[draft.kind] ?? 0) + 1;
    room -= 1;
    const profile = agentCatalogue.find((a) => a.id === agent.id)!;
    triggeredActions.push({ agentName: profile.name, scenarioId: doc._id, title: doc.title });
  }
  return { triggeredActions };
}
