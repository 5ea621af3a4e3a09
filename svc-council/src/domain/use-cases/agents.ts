// The board members: listing them, an agent taking an action in its
// department, and a recommendation the whole council votes on.
import { randomUUID } from 'node:crypto';
import { createEvent, type Agent, type requestRecommendationSchema } from '@ai-council/contracts';
import { notFound } from '@ai-council/service-kit';
import { z } from 'zod';
import { findAgent, type AgentProfile } from '../agents';
import { money } from '../company';
import { publicAgent, riskSignalsOf } from '../council-state';
import {
  agentRecommendationsOf,
  collectiveViewOf,
  deliberationOf,
  type CouncilSitting,
} from '../deliberation';
import { decisionTemplate, proposalFrom } from '../decisions';
import { healthOf } from '../departments';
import { consensusOf, councilVotes } from '../recommendations';
import { departmentNumbers, recommendationText } from '../voice';
import { type CouncilContext, type Player } from './context';
import { sendMessage } from './communications-out';
import { communicationOut, openScenarioOf } from './mapping';
import { councilView } from './council-view';
import { prompts } from '../../ai/prompts';
import { TRACK_RECORD_WEIGHTING } from '@ai-council/rules';
import { noteAnalysis, trackRecords } from './track-records';

export function agentOrNotFound(key: string): AgentProfile {
  const agent = findAgent(key);
  if (!agent) throw notFound(`No board member called "${key}".`);
  return agent;
}

export async function listAgents(ctx: CouncilContext, who: Player): Promise<Agent[]> {
  const [view, records] = await Promise.all([councilView(ctx, who), trackRecords(ctx, who.userId)]);
  return view.agents.map((a) => ({ ...publicAgent(a), trackRecord: records.get(a.id) }));
}

/** The agent reviews its department and puts a concrete proposal before the player. */
export async function simulateAgentAction(ctx: CouncilContext, who: Player, agentId: string) {
  const agent = agentOrNotFound(agentId);
  const { player } = await councilView(ctx, who, 'change');
  const company = player.company;
  const health = healthOf(agent.departmentId, company);
  const template = decisionTemplate(agent.departmentId, health);
  const decisionId = randomUUID();
  const proposal = proposalFrom(
    { ...template, description: template.describe(company) },
    company,
    decisionId,
    agent.name,
  );
  const title =
    health < 50
      ? `Raised an urgent proposal: ${template.title}`
      : `Proposed a growth move: ${template.title}`;
  const message = `${agent.name} reviewed ${agent.department} (${health}% health). ${departmentNumbers(agent.departmentId, company)} Proposal: "${template.title}" - ${proposal.description} Estimated impact ${money(proposal.financialImpact)} over ${proposal.timeImpact} quarter${proposal.timeImpact === 1 ? '' : 's'}; it is waiting in your pending decisions.`;
  const at = ctx.now();
  const envelope = { userId: who.userId, gameId: player.gameId, at };
  const doc = await sendMessage(ctx, {
    id: randomUUID(),
    userId: who.userId,
    gameId: player.gameId,
    from: agent.name,
    to: null,
    message,
    type: 'agent_action',
    priority: health < 40 ? 'high' : 'normal',
    voice: 'internal',
    agentId: agent.id,
    at,
    events: [
      createEvent(
        'agent.action.triggered',
        { agentId: agent.id, agentName: agent.name, department: agent.department, action: title, message },
        envelope,
      ),
      createEvent('decision.proposed', proposal, envelope),
    ],
  });
  return {
    action: { agentId: agent.id, agentName: agent.name, department: agent.department, title, message },
    communication: communicationOut(doc),
    decisionId,
  };
}

// A model only speaks and picks an option; the concerns, data, plan and
// deliberation around the vote are the server's own (domain/deliberation.ts).
const llmRecommendationSchema = z.object({
  recommendation: z.string().trim().min(1),
  preferredOption: z.string().trim().min(1),
});

export async function requestRecommendation(
  ctx: CouncilContext,
  who: Player,
  input: z.infer<typeof requestRecommendationSchema>,
) {
  const agent = agentOrNotFound(input.agentId);
  // Only a proposal changes the game; replaying the council's vote is a read.
  const view = await councilView(ctx, who, input.proposeDecision ? 'change' : 'read');
  const { player } = view;
  const company = player.company;
  const { category, urgency } = input.context;
  const simulation = input.simulationResults ?? null;
  const { options, votes } = councilVotes({
    company,
    question: input.question,
    category,
    urgency,
    simulation,
  });
  const records = await trackRecords(ctx, who.userId);
  const weights = new Map([...records].map(([id, r]) => [id, r.weight]));
  const firstConsensus = consensusOf(votes, options, agent.id, weights);
  const ownVote = votes.find((v) => v.agentId === agent.id)!;
  const ownOption = options.find((o) => o.title === ownVote.preferredOption)!;
  const titles = options.map((o) => o.title);

  const { value, voice } = await ctx.advisor.speak(
    who,
    {
      task: 'recommendation',
      agent,
      company,
      prompt: prompts.recommendation(input.question, { category, urgency }, simulation, titles),
      internal: () => ({
        recommendation: recommendationText(
          agent,
          company,
          input.question,
          ownOption,
          {
            recommended: firstConsensus.recommendedOption,
            consensusLevel: firstConsensus.consensusLevel,
          },
          simulation,
        ),
        preferredOption: ownOption.title,
      }),
    },
    llmRecommendationSchema,
  );
  // The model may only pick one of the council's options; anything else keeps the agent's own vote.
  if (titles.includes(value.preferredOption)) ownVote.preferredOption = value.preferredOption;
  await noteAnalysis(ctx, who.userId, input.question, company.currentQuarter, votes, options);
  const { recommendedOption, consensusLevel } = consensusOf(votes, options, agent.id, weights);
  const chosen = options.find((o) => o.title === recommendedOption)!;

  // Everything said around the vote comes from the same company and the board's live state.
  const sitting: CouncilSitting = {
    company,
    question: input.question,
    category,
    urgency,
    options,
    votes,
    recommendedOption,
    consensusLevel,
    asked: agent,
    answer: value.recommendation,
    agents: view.agents,
    signals: riskSignalsOf(company, view.active.map(openScenarioOf)),
    at: ctx.now(),
  };
  const agentRecommendations = agentRecommendationsOf(sitting);
  const collective = collectiveViewOf(sitting);

  const answer = {
    recommendation: value.recommendation,
    agent: { id: agent.id, name: agent.name, role: agent.role },
    voice,
    recommendedOption,
    consensusLevel,
    ...collective,
    agentRecommendations,
    deliberation: deliberationOf(sitting, agentRecommendations, collective.collectiveReasoning),
    voteWeights: Object.fromEntries(votes.map((v) => [v.agentId, weights.get(v.agentId) ?? 1])),
    weighting: TRACK_RECORD_WEIGHTING,
    options: options.map((o) => ({ title: o.title, approach: o.approach })),
  };
  if (!input.proposeDecision) return answer;

  const at = ctx.now();
  const id = randomUUID();
  const decisionId = randomUUID();
  const proposal = proposalFrom(
    {
      title: `${chosen.title}: ${input.question}`.slice(0, 120),
      category,
      revenueShare: chosen.revenueShare,
      timeImpact: chosen.timeImpact,
      driverEffects: chosen.driverEffects,
      description: `Council recommendation (${consensusLevel}% consensus) on "${input.question}". ${agent.name}: ${value.recommendation}`,
    },
    company,
    decisionId,
    agent.name,
  );
  await ctx.recommendations.insert({
    _id: id,
    userId: who.userId,
    gameId: player.gameId,
    agentId: agent.id,
    question: input.question,
    category,
    urgency,
    recommendation: value.recommendation,
    recommendedOption,
    consensusLevel,
    agentRecommendations,
    voice,
    createdAt: at.toISOString(),
    outbox: [
      // The vote's consensus rides along so analytics can recognise a council in agreement.
      createEvent(
        'decision.proposed',
        { ...proposal, consensusLevel },
        {
          userId: who.userId,
          gameId: player.gameId,
          at,
        },
      ),
    ],
  });
  await ctx.relays.recommendations(id);
  return { ...answer, decisionId };
}
