// A recommendation the whole council votes on (SPEC §4, /agents "Get
// Recommendations"): the asked advisor reads the question and takes its
// engine-backed position; the council votes on that change, its smaller step
// or the advisor's own move, and holding; what it recommends becomes a pending
// decision carrying the engine's projection. Without svc-game (or on a
// simulation scenario) the council votes on the category's three approaches.
import { randomUUID } from 'node:crypto';
import {
  createEvent,
  SIMULATION_SCENARIOS,
  type CompanySnapshot,
  type DecisionProposedPayload,
  type requestRecommendationSchema,
} from '@ai-council/contracts';
import { readQuestion } from '@ai-council/reader';
import { TRACK_RECORD_WEIGHTING } from '@ai-council/rules';
import { z } from 'zod';
import { prompts } from '../../ai/prompts';
import type { Voice } from '../../ai/advisor';
import type { AgentProfile } from '../board/agents';
import { decisionFrom } from '../advice/answer';
import { valueOf, type Weighed } from '../advice/choice';
import { riskSignalsOf } from '../board/council-state';
import { agentRecommendationsOf } from '../meetings/agent-recommendations';
import { collectiveViewOf } from '../meetings/collective-view';
import type { CouncilSitting } from '../meetings/council-sitting';
import { deliberationOf } from '../meetings/deliberation';
import { proposalFrom } from '../decisions/templates';
import { departmentDefinition, departmentForCategory } from '../board/departments';
import {
  consensusOf,
  councilVotes,
  type RecommendationOption,
  type Vote,
} from '../decisions/recommendations';
import { projectedVotes, type ProjectedBallot } from '../decisions/projected-votes';
import { departmentNumbers } from '../speech/department-lines';
import { recommendationText } from '../speech/voice';
import { agentOrNotFound } from './agents';
import type { CouncilContext, Player } from './context';
import { councilView } from './council-view';
import { ANSWER_DIRECTLY, engineAdvice, forecastOf, needsToKnow, type EngineAdvice } from './engine-advice';
import { openScenarioOf } from './mapping';
import { fileProposal, type Filing } from './proposals';
import { noteAnalysis, trackRecords } from './track-records';

type Input = z.infer<typeof requestRecommendationSchema>;

// A model only speaks and picks an option; the concerns, data, plan and
// deliberation around the vote are the server's own (domain/meetings/).
const llmRecommendationSchema = z.object({
  recommendation: z.string().trim().min(1),
  preferredOption: z.string().trim().min(1),
});

export const HOLD_OPTION = 'Hold for now';

/** What the council votes on when the advisor could weigh the change asked with the engine. */
interface Ballot extends ProjectedBallot {
  options: RecommendationOption[];
  /** The projected proposal behind each option title (holding has none). */
  weighedOf: Map<string, Weighed>;
  /** The asked advisor's own pick. */
  own: string;
}

interface Vote_ {
  options: RecommendationOption[];
  votes: Vote[];
  weights: Map<string, number>;
  recommendedOption: string;
  consensusLevel: number;
  recommendation: string;
  voice: Voice;
}

export async function requestRecommendation(ctx: CouncilContext, who: Player, input: Input) {
  const agent = agentOrNotFound(input.agentId);
  // Only a proposal changes the game; replaying the council's vote is a read.
  const view = await councilView(ctx, who, input.proposeDecision ? 'change' : 'read');
  const { player } = view;
  const company = player.company;
  const onSimulation = SIMULATION_SCENARIOS.some((s) => input.question.startsWith(s.title));
  const advice = onSimulation
    ? null
    : await engineAdvice(ctx, who, player.gameId, agent, company, input.question);
  const ballot = advice ? ballotFrom(advice, company) : null;
  const vote = await councilVote(ctx, who, agent, company, input, ballot, advice);

  // Everything said around the vote comes from the same company and the board's live state.
  const sitting: CouncilSitting = {
    company,
    question: input.question,
    category: input.context.category,
    urgency: input.context.urgency,
    options: vote.options,
    votes: vote.votes,
    recommendedOption: vote.recommendedOption,
    consensusLevel: vote.consensusLevel,
    asked: agent,
    answer: vote.recommendation,
    agents: view.agents,
    signals: riskSignalsOf(company, view.active.map(openScenarioOf)),
    at: ctx.now(),
  };
  const agentRecommendations = agentRecommendationsOf(sitting);
  const collective = collectiveViewOf(sitting);
  const answer = {
    recommendation: vote.recommendation,
    agent: { id: agent.id, name: agent.name, role: agent.role },
    voice: vote.voice,
    recommendedOption: vote.recommendedOption,
    consensusLevel: vote.consensusLevel,
    ...collective,
    agentRecommendations,
    deliberation: deliberationOf(sitting, agentRecommendations, collective.collectiveReasoning),
    voteWeights: Object.fromEntries(vote.votes.map((v) => [v.agentId, vote.weights.get(v.agentId) ?? 1])),
    weighting: TRACK_RECORD_WEIGHTING,
    options: vote.options.map((o) => ({ title: o.title, approach: o.approach })),
  };
  if (!input.proposeDecision) return answer;
  const filing = { ctx, who, gameId: player.gameId, agent, company, input, vote, agentRecommendations };
  const decisionId =
    ballot && advice ? await fileEngineBacked(filing, ballot, advice) : await fileApproach(filing);
  return decisionId ? { ...answer, decisionId } : answer;
}

/**
 * The options: the change asked (or the advisor's own move), the best other
 * proposal weighed, and holding, ordered by the cash each leaves (the one that
 * keeps most is the conservative path).
 */
function ballotFrom(advice: EngineAdvice, company: CompanySnapshot): Ballot | null {
  const { asked, chosen, alternative } = advice.position;
  const picks: Weighed[] = [];
  for (const w of [asked, chosen, alternative, ...advice.weighed]) {
    const usable = w && w.candidate.role !== 'refusal' && w.projection.feasible && w.projection.delta;
    if (usable && !picks.some((p) => p.candidate.title === w.candidate.title)) picks.push(w);
  }
  const entries = [
    ...picks.slice(0, 2).map((w) => ({ title: w.candidate.title, cash: w.projection.delta!.cash, w })),
    { title: HOLD_OPTION, cash: 0, w: null },
  ].sort((a, b) => b.cash - a.cash);
  if (entries.length < 2) return null;
  const approaches = (
    entries.length === 3 ? ['conservative', 'balanced', 'aggressive'] : ['conservative', 'aggressive']
  ) as RecommendationOption['approach'][];
  const revenue = Math.max(advice.projection.baseline.revenue, 10_000_000);
  const options = entries.map((e, i) => {
    const drivers = Object.entries(e.w?.projection.delta?.drivers ?? {}).filter(([, v]) => v !== 0);
    return {
      title: e.title,
      approach: approaches[i]!,
      revenueShare: e.cash / revenue,
      // The price the decision will carry (what /api/decisions shows), not the cash it moves over the projection.
      impact: e.w ? e.w.projection.financialImpact : 0,
      timeImpact: e.w?.candidate.proposal.timeImpact ?? 1,
      driverEffects: Object.fromEntries(drivers) as RecommendationOption['driverEffects'],
    };
  });
  const weighedOf = new Map(entries.flatMap((e) => (e.w ? [[e.title, e.w] as const] : [])));
  const own = chosen && weighedOf.has(chosen.candidate.title) ? chosen.candidate.title : HOLD_OPTION;
  const { refusal } = advice.position;
  const holdValue = refusal?.projection.feasible ? valueOf(refusal.projection, company.revenue) : 0;
  return { options, weighedOf, own, holdValue, baselineNetWorth: advice.projection.baseline.netWorth };
}

/** The board votes, the asked agent speaks (and its model may pick another option), and the weighted consensus stands. */
async function councilVote(
  ctx: CouncilContext,
  who: Player,
  agent: AgentProfile,
  company: CompanySnapshot,
  input: Input,
  ballot: Ballot | null,
  advice: EngineAdvice | null,
): Promise<Vote_> {
  const { options, votes, ownVote } = boardVotes(agent, company, input, ballot);
  const weights = new Map([...(await trackRecords(ctx, who.userId))].map(([id, r]) => [id, r.weight]));
  const first = consensusOf(votes, options, agent.id, weights);
  const { value, voice } = await askedAgentSpeaks(
    ctx,
    who,
    agent,
    company,
    input,
    options,
    ownVote,
    first,
    advice,
    votes,
  );
  // The model may only pick one of the council's options; anything else keeps the agent's own vote.
  if (options.some((o) => o.title === value.preferredOption)) ownVote.preferredOption = value.preferredOption;
  await noteAnalysis(ctx, who.userId, input.question, company.currentQuarter, votes, options);
  const { recommendedOption, consensusLevel } = consensusOf(votes, options, agent.id, weights);
  return {
    options,
    votes,
    weights,
    recommendedOption,
    consensusLevel,
    recommendation: value.recommendation,
    voice,
  };
}

/** Every agent votes on the options; the asked advisor votes for what its own projection backs. */
function boardVotes(agent: AgentProfile, company: CompanySnapshot, input: Input, ballot: Ballot | null) {
  const { options, votes } = councilVotes({
    company,
    question: input.question,
    category: input.context.category,
    urgency: input.context.urgency,
    simulation: input.simulationResults ?? null,
    ...(ballot ? { options: ballot.options } : {}),
  });
  // On options the engine projected, every member backs what the projections favour for it.
  if (ballot) votes.splice(0, votes.length, ...projectedVotes(votes, ballot, company));
  const ownVote = votes.find((v) => v.agentId === agent.id)!;
  if (ballot) {
    ownVote.preferredOption = ballot.own;
    ownVote.reasoning = `${departmentNumbers(agent.departmentId, company)} I back "${ballot.own}": it is what the engine's projections of the options I weighed point to.`;
  }
  return { options, votes, ownVote };
}

/** The asked agent's recommendation in its voice: from the engine's estimate when there is one. */
function askedAgentSpeaks(
  ctx: CouncilContext,
  who: Player,
  agent: AgentProfile,
  company: CompanySnapshot,
  input: Input,
  options: readonly RecommendationOption[],
  ownVote: Vote,
  first: { recommendedOption: string; consensusLevel: number },
  advice: EngineAdvice | null,
  votes: readonly Vote[],
) {
  const { category, urgency } = input.context;
  const simulation = input.simulationResults ?? null;
  const ownOption = options.find((o) => o.title === ownVote.preferredOption)!;
  const asked = readQuestion(input.question);
  const engineAnswer =
    advice?.answer ?? (!asked.lever && asked.departments.length === 0 ? needsToKnow(agent) : undefined);
  return ctx.advisor.speak(
    who,
    {
      task: 'recommendation',
      agent,
      company,
      prompt:
        prompts.recommendation(
          input.question,
          { category, urgency },
          simulation,
          options.map((o) => o.title),
        ) +
        (engineAnswer ? `\nThe game engine's estimate, to answer from: ${engineAnswer}` : '') +
        `\n${ANSWER_DIRECTLY}`,
      internal: () => ({
        recommendation: recommendationText(
          agent,
          company,
          input.question,
          ownOption,
          {
            recommended: first.recommendedOption,
            consensusLevel: first.consensusLevel,
            backers: votes
              .filter((v) => v.preferredOption === first.recommendedOption)
              .map((v) => v.agentName),
            against: votes
              .filter((v) => v.preferredOption !== first.recommendedOption)
              .map((v) => v.agentName),
          },
          simulation,
          engineAnswer,
        ),
        preferredOption: ownOption.title,
      }),
    },
    llmRecommendationSchema,
  );
}

interface Filed {
  ctx: CouncilContext;
  who: Player;
  gameId: string;
  agent: AgentProfile;
  company: CompanySnapshot;
  input: Input;
  vote: Vote_;
  agentRecommendations: unknown[];
}

/** The council's pick as a pending decision with its projection, each vote a call on it; none when it holds. */
async function fileEngineBacked(f: Filed, ballot: Ballot, advice: EngineAdvice): Promise<string | null> {
  const weighed = ballot.weighedOf.get(f.vote.recommendedOption);
  if (!weighed) return null;
  const decisionId = randomUUID();
  const backers = f.vote.votes.map((v) => ({
    agentId: v.agentId,
    backed: v.preferredOption === f.vote.recommendedOption,
    confidence: v.confidence,
  }));
  const forecast = forecastOf(weighed, advice.projection, f.company);
  const claimed = await claim(f, weighed.candidate, decisionId, forecast, backers);
  if (!claimed) return null;
  const payload = decisionFrom(weighed, advice.projection, decisionId, f.agent.name);
  return record(f, decisionId, { ...payload, consensusLevel: f.vote.consensusLevel });
}

/** Without the engine: the approach the council picked, for the category's department. */
async function fileApproach(f: Filed): Promise<string | null> {
  const asked = readQuestion(f.input.question);
  if (!asked.lever && asked.departments.length === 0) return null;
  const chosen = f.vote.options.find((o) => o.title === f.vote.recommendedOption)!;
  const { category } = f.input.context;
  const departmentId = departmentForCategory(category);
  const title = `${chosen.title} (${departmentDefinition(departmentId).name})`;
  const decisionId = randomUUID();
  const item = { item: `approach:${category}:${chosen.approach}`, oneOff: false, title, departmentId };
  if (!(await claim(f, item, decisionId, null, []))) return null;
  const proposal = proposalFrom(
    {
      title,
      category,
      revenueShare: chosen.revenueShare,
      timeImpact: chosen.timeImpact,
      driverEffects: chosen.driverEffects,
      description: `Council recommendation (${f.vote.consensusLevel}% consensus). ${f.agent.name}: ${f.vote.recommendation}`,
    },
    f.company,
    decisionId,
    f.agent.name,
  );
  return record(f, decisionId, { ...proposal, consensusLevel: f.vote.consensusLevel });
}

async function claim(
  f: Filed,
  candidate: Filing['candidate'],
  decisionId: string,
  forecast: Filing['forecast'],
  backers: Filing['backers'],
): Promise<boolean> {
  const filed = await fileProposal(f.ctx, {
    userId: f.who.userId,
    gameId: f.gameId,
    company: f.company,
    candidate,
    decisionId,
    agent: f.agent,
    proposedBy: f.agent.name,
    forecast,
    ...(backers && backers.length > 0 ? { backers } : {}),
  });
  return filed.filed;
}

/** The recommendation and its decision.proposed, written together (the outbox relays the event). */
async function record(f: Filed, decisionId: string, payload: DecisionProposedPayload): Promise<string> {
  const at = f.ctx.now();
  const id = randomUUID();
  const { category, urgency } = f.input.context;
  await f.ctx.recommendations.insert({
    _id: id,
    userId: f.who.userId,
    gameId: f.gameId,
    agentId: f.agent.id,
    question: f.input.question,
    category,
    urgency,
    recommendation: f.vote.recommendation,
    recommendedOption: f.vote.recommendedOption,
    consensusLevel: f.vote.consensusLevel,
    agentRecommendations: f.agentRecommendations,
    voice: f.vote.voice,
    createdAt: at.toISOString(),
    // The vote's consensus rides along so analytics can recognise a council in agreement.
    outbox: [createEvent('decision.proposed', payload, { userId: f.who.userId, gameId: f.gameId, at })],
  });
  await f.ctx.relays.recommendations(id);
  return decisionId;
}
