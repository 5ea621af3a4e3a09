// Scenarios: the list, generation on demand, an agent's analysis, agents
// raising their own, and the player's graded resolution (scenario.resolved).
import { randomUUID } from 'node:crypto';
import { createEvent, type Scenario } from '@ai-council/contracts';
import { conflict, notFound } from '@ai-council/service-kit';
import { z } from 'zod';
import type { ScenarioDoc } from '../../data-access/documents';
import { agentCatalogue, agentOfDepartment } from '../agents';
import { money } from '../company';
import {
  describeDriverEffects,
  dimensionLabels,
  effectOfGrade,
  gradeDecision,
  verdictFor,
} from '@ai-council/rules';
import { seededRandom, stableId } from '../random';
import { templateOf } from '@ai-council/rules';
import { departmentScenario, MAX_OPEN_ON_DEMAND, requestedScenario } from '../scenarios/generate';
import { analysisText } from '../voice';
import { agentOrNotFound } from './agents';
import { type CouncilContext, type Player } from './context';
import { sendMessage } from './communications-out';
import { councilView } from './council-view';
import { scenarioOut } from './mapping';
import { createScenario } from './scenario-creation';
import { prompts } from '../../ai/prompts';

export async function listScenarios(ctx: CouncilContext, who: Player): Promise<Scenario[]> {
  const { player } = await councilView(ctx, who);
  return (await ctx.scenarios.list(who.userId, player.gameId)).map(scenarioOut);
}

async function scenarioOrNotFound(ctx: CouncilContext, who: Player, id: string): Promise<ScenarioDoc> {
  const doc = await ctx.scenarios.get(who.userId, id);
  if (!doc) throw notFound('Scenario not found.');
  return doc;
}

const gradeSchema = z.object({
  score: z.number().int().min(0).max(100),
  rationale: z.string().trim().min(1),
});

export async function resolveScenario(
  ctx: CouncilContext,
  who: Player,
  id: string,
  playerDecision: string,
): Promise<Scenario> {
  const doc = await scenarioOrNotFound(ctx, who, id);
  if (doc.status === 'resolved') throw conflict('This scenario has already been resolved.');
  const { player } = await councilView(ctx, who, 'change');
  const company = player.company;
  const template = templateOf(doc.kind);
  const rubric = template?.rubric ?? ['containment', 'communication', 'costControl', 'people'];
  // The player's own earlier answers in this game: pasting one again is boilerplate.
  const previousDecisions = (await ctx.scenarios.list(who.userId, doc.gameId))
    .filter((s) => s._id !== doc._id && s.playerDecision)
    .map((s) => s.playerDecision!);
  const rubricGrade = gradeDecision({
    decision: playerDecision,
    scenario: {
      title: doc.title,
      description: doc.description,
      departmentId: doc.departmentId,
      subject: template?.subject,
      rubric,
    },
    cash: company.cash,
    previousDecisions,
  });
  const owner = agentOfDepartment(doc.departmentId);

  // In llm mode the owner's model grades; the demo grader stays the fallback and the hard rules.
  const { value, voice } = await ctx.advisor.speak(
    who,
    {
      task: 'grade',
      agent: owner,
      company,
      prompt: prompts.grade(
        doc,
        playerDecision,
        rubric.map((d) => dimensionLabels[d]),
        money(company.cash),
      ),
      internal: () => ({ score: rubricGrade.score, rationale: rubricGrade.rationale.join(' ') }),
    },
    gradeSchema,
  );
  // A model's score is held to 0..100 and to the rules the server checks whoever grades
  // (reckless, boilerplate, over the cash): a model cannot wave those through.
  let score = Math.round(Math.min(100, Math.max(0, value.score)));
  if (rubricGrade.binding.length) score = Math.min(score, rubricGrade.score);
  const explanation =
    voice === 'llm' && rubricGrade.binding.length
      ? `${value.rationale} ${rubricGrade.binding.join(' ')}`
      : value.rationale;
  const verdict = verdictFor(score, rubricGrade.reckless);
  const effect = effectOfGrade(
    { score, reckless: rubricGrade.reckless },
    { severity: doc.severity, opportunity: Boolean(template?.opportunity), drivers: template?.drivers ?? {} },
    company,
  );
  const effectText = `Effect: ${money(effect.cashEffect)} now; ${describeDriverEffects(effect.driverEffects)} over ${effect.durationQuarters} quarter${effect.durationQuarters === 1 ? '' : 's'}.`;
  const rationale = `${verdict} (${score}/100). ${explanation} ${effectText}`.slice(0, 4000);
  const now = ctx.now();
  const event = createEvent(
    'scenario.resolved',
    {
      scenarioId: doc._id,
      department: owner.department,
      grade: score,
      cashEffect: effect.cashEffect,
      driverEffects: effect.driverEffects,
      durationQuarters: effect.durationQuarters,
      rationale,
      title: doc.title,
      verdict,
    },
    { userId: who.userId, gameId: doc.gameId, at: now, id: `${doc._id}:resolved` },
  );
  const grade = {
    score,
    rationale,
    verdict,
    effect: { ...effect, driverEffects: effect.driverEffects as Record<string, number> },
  };
  const resolved = await ctx.scenarios.resolve(
    who.userId,
    doc._id,
    { playerDecision, grade, resolvedAt: now.toISOString() },
    event,
  );
  if (!resolved) throw conflict('This scenario has already been resolved.');
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

export type GenerateInput =
  { category: string; title: string; force?: boolean } | { triggerType: string; category: string };

export async function generateScenario(
  ctx: CouncilContext,
  who: Player,
  input: GenerateInput,
): Promise<Scenario> {
  const { player, active } = await councilView(ctx, who, 'change');
  const fromCouncil = 'title' in input;
  const force = fromCouncil && input.force === true;
  if (!force && active.length >= MAX_OPEN_ON_DEMAND) {
    throw conflict(
      `${active.length} scenarios are already open. Resolve some before asking the council for more.`,
    );
  }
  const seq = await ctx.players.nextSeq(who.userId);
  const draft = requestedScenario({
    company: player.company,
    category: input.category,
    title: fromCouncil ? input.title : undefined,
    openKinds: new Set(active.map((s) => s.kind)),
    rng: seededRandom(player.company.seed, 'on-demand', seq),
    source: fromCouncil ? 'council' : 'on-demand',
  });
  const doc = await createScenario(ctx, {
    id: randomUUID(),
    userId: who.userId,
    gameId: player.gameId,
    company: player.company,
    draft,
    at: ctx.now(),
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
  const { value, voice } = await ctx.advisor.speak(
    who,
    {
      task: 'analysis',
      agent,
      company,
      prompt: prompts.analysis(doc, input.question),
      internal: () => ({ analysis: analysisText(agent, company, doc, input.question) }),
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
    agentId: agent.id,
    at: ctx.now(),
  });
  return { analysis: value.analysis, agent: { id: agent.id, name: agent.name }, voice };
}

/** Agents whose departments are alerting raise a scenario each (the weakest one if none is). */
export async function triggerAgentScenarios(ctx: CouncilContext, who: Player) {
  const { player, active, agents } = await councilView(ctx, who, 'change');
  const company = player.company;
  const byRisk = [...agents].sort((a, b) => b.riskLevel - a.riskLevel);
  let concerned = byRisk.filter((a) => a.status !== 'active');
  if (concerned.length === 0 && byRisk[0] && byRisk[0].riskLevel >= 45) concerned = [byRisk[0]];
  const openKinds = new Set(active.map((s) => s.kind));
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
    room -= 1;
    const profile = agentCatalogue.find((a) => a.id === agent.id)!;
    triggeredActions.push({ agentName: profile.name, scenarioId: doc._id, title: doc.title });
  }
  return { triggeredActions };
}
