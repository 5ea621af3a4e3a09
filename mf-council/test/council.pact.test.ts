// mf-council's pacts: every call the council pages make, to svc-council (the
// board, chats, scenarios, votes) and to svc-game (what a simulation costs and
// returns), through their real fetchers (the query layer's and the remote's own api/).
import {
  agent,
  agentProfile,
  analysisAnswer,
  applyCostAnswer,
  completeSimulationAnswer,
  communication,
  councilRecommendation,
  decisionPreview,
  eachLike,
  fromProviderState,
  like,
  oneOf,
  recordWebPact,
  scenario,
  simulationOptionsAnswer,
  string,
  type WebInteraction,
} from '@ai-council/contracts/http-pact';
import { boardFeedRead, scenariosRead } from '@ai-council/queries/pact';
import {
  applyCost,
  completeSimulation,
  generateScenario,
  getAgentConversation,
  getAgentProfile,
  getAgents,
  getSimulationOptions,
  previewDecision,
  requestAnalysis,
  requestRecommendation,
  resolveScenario,
  sendToAgent,
  simulateAgentAction,
  triggerAgentScenarios,
} from '@ai-council/queries';
import { describe, expect, it } from 'vitest';

const decision = 'Patch it within 48 hours; the CTO owns it; budget $50K; brief legal.';
const draft = 'Patch it within 48 hours, capped at $40,000; we pause net new hiring for one quarter.';

/** The board and an agent’s profile. */
const boardReads: WebInteraction[] = [
  {
    state: 'a player whose game has started',
    description: 'the board',
    method: 'GET',
    path: '/api/agents',
    status: 200,
    response: eachLike(agent()),
    call: getAgents,
  },
  {
    state: 'a player whose game has started',
    description: 'an agent’s profile',
    method: 'GET',
    path: '/api/agents/cfo/profile',
    status: 200,
    response: agentProfile(),
    call: () => getAgentProfile('cfo'),
  },
];

/** The feed, a chat with one agent and what the board does on its own. */
const conversations: WebInteraction[] = [
  boardFeedRead,
  {
    state: 'a player who wrote to Marcus Webb',
    description: 'the chat with one agent',
    method: 'GET',
    path: '/api/communications/agent/Marcus%20Webb',
    status: 200,
    response: eachLike(communication('Marcus Webb')),
    call: () => getAgentConversation('Marcus Webb'),
  },
  {
    state: 'a player whose game has started',
    description: 'writing to an agent',
    method: 'POST',
    path: '/api/communications/to-agent',
    body: like({ agentName: 'Marcus Webb', message: 'How long is our runway?', priority: 'normal' }),
    status: 201,
    response: like({
      sent: like(communication('Marcus Webb')),
      reply: like(communication('Player')),
    }),
    call: () => sendToAgent({ agentName: 'Marcus Webb', message: 'How long is our runway?' }),
  },
  {
    state: 'a player whose game has started',
    description: 'an agent acting',
    method: 'POST',
    path: '/api/agents/simulate-action',
    body: like({ agentId: 'cfo' }),
    status: 201,
    response: like({
      action: like({
        agentId: string('cfo'),
        agentName: string('Marcus Webb'),
        department: string('Finance'),
        title: string('Proposed a growth move'),
        message: string('Marcus Webb reviewed Finance.'),
      }),
      communication: like(communication()),
      decisionId: string('decision-1'),
    }),
    call: () => simulateAgentAction({ agentId: 'cfo' }),
  },
];

/**
 * A council vote on a question the CEO is asked; one that proposes its pick files it as a decision, one a view
 * replays files nothing.
 */
function councilVote(
  description: string,
  {
    question,
    urgency,
    proposeDecision,
  }: { question: string; urgency: 'high' | 'medium'; proposeDecision: boolean },
): WebInteraction {
  const asked = {
    agentId: 'ceo',
    question,
    context: { category: 'strategic', urgency },
    simulationResults: null,
  } as const;
  return {
    state: 'a player whose game has started',
    description,
    method: 'POST',
    path: '/api/agents/request-recommendation',
    body: like({ ...asked, proposeDecision }),
    status: 200,
    response: like({
      ...councilRecommendation(),
      // Beyond the contract schema: the options voted on and the decision the vote proposed.
      options: eachLike({
        title: string('Targeted expansion'),
        approach: oneOf(['conservative', 'balanced', 'aggressive'], 'balanced'),
      }),
      ...(proposeDecision ? { decisionId: string('decision-1') } : {}),
    }),
    call: () => requestRecommendation(asked, { proposeDecision }),
  };
}

const councilVotes: WebInteraction[] = [
  councilVote('a council vote on a question, proposing its pick as a decision', {
    question: 'Should we expand?',
    urgency: 'high',
    proposeDecision: true,
  }),
  councilVote('a council vote replayed by a view, filing nothing', {
    question: 'What are our priorities this quarter?',
    urgency: 'medium',
    proposeDecision: false,
  }),
];

/** The scenarios: listed, previewed, decided, analysed, asked for and raised by agents. */
const scenarioCalls: WebInteraction[] = [
  scenariosRead,
  {
    state: 'a player with an open scenario',
    description: 'previewing a draft decision, which writes nothing',
    method: 'POST',
    path: fromProviderState('/api/scenarios/${scenarioId}/preview', '/api/scenarios/sc-1/preview'),
    body: like({ status: 'resolved', playerDecision: draft }),
    status: 200,
    response: decisionPreview(),
    call: () => previewDecision({ scenarioId: 'sc-1', playerDecision: draft }),
  },
  {
    state: 'a player with an open scenario',
    description: 'deciding a scenario',
    method: 'PATCH',
    path: fromProviderState('/api/scenarios/${scenarioId}', '/api/scenarios/sc-1'),
    body: like({ status: 'resolved', playerDecision: decision }),
    status: 200,
    response: like(scenario(true)),
    call: () => resolveScenario({ scenarioId: 'sc-1', playerDecision: decision }),
  },
  {
    state: 'a player with an open scenario',
    description: 'an agent’s analysis of a scenario',
    method: 'POST',
    path: '/api/scenarios/request-analysis',
    body: like({
      scenarioId: fromProviderState('${scenarioId}', 'sc-1'),
      agentId: 'cfo',
      question: 'What does it cost us?',
    }),
    status: 200,
    response: analysisAnswer(),
    call: () => requestAnalysis({ scenarioId: 'sc-1', agentId: 'cfo', question: 'What does it cost us?' }),
  },
  {
    state: 'a player whose game has started',
    description: 'a scenario the player asks for',
    method: 'POST',
    path: '/api/scenarios/generate',
    body: like({ triggerType: 'user_requested', category: 'strategic' }),
    status: 201,
    response: like(scenario()),
    call: generateScenario,
  },
  {
    state: 'a player whose game has started',
    description: 'agents raising scenarios',
    method: 'POST',
    path: '/api/game/trigger-agent-scenarios',
    status: 200,
    response: like({
      triggeredActions: eachLike(
        {
          agentName: string('Viktor Novak'),
          scenarioId: string('sc-2'),
          title: string('Security Breach Detected'),
        },
        0,
      ),
    }),
    call: triggerAgentScenarios,
  },
];

/** A simulation weighed, paid for and completed. */
const simulationCalls: WebInteraction[] = [
  {
    state: 'a player who ran European Market Expansion once',
    description: 'what each simulation option returns in this game, before paying',
    method: 'GET',
    path: '/api/simulations/options',
    status: 200,
    response: simulationOptionsAnswer(),
    call: getSimulationOptions,
  },
  {
    state: 'a player with a game',
    description: 'paying for a simulation option',
    method: 'POST',
    path: '/api/financial/apply-cost',
    body: like({
      cost: 800_000,
      description: 'European Market Expansion - Phased entry',
      category: 'expansion',
    }),
    status: 201,
    response: applyCostAnswer(),
    call: () =>
      applyCost({
        cost: 800_000,
        description: 'European Market Expansion - Phased entry',
        category: 'expansion',
      }),
  },
  {
    state: 'a player who paid for a simulation of European Market Expansion',
    description: 'completing the simulation: svc-game reveals the outcome it drew and the return it booked',
    method: 'POST',
    path: '/api/simulations/complete',
    body: {
      simulationId: fromProviderState('${simulationId}', 'sim-1'),
      scenarioTitle: 'European Market Expansion',
      simulationResults: { learnings: [] },
    },
    status: 200,
    response: completeSimulationAnswer(),
    call: () => completeSimulation({ simulationId: 'sim-1', scenarioTitle: 'European Market Expansion' }),
  },
];

describe('mf-council’s contracts (pact)', () => {
  it('when the council pages read and talk to the board, then svc-council answers in the shapes they show', async () => {
    const result = await recordWebPact('mf-council', 'svc-council', [
      ...boardReads,
      ...conversations,
      ...councilVotes,
      ...scenarioCalls,
    ]);
    expect(result.answers[0]).toHaveLength(1);
    expect(result.answers[6]).toMatchObject({
      options: [{ approach: 'balanced' }],
      decisionId: 'decision-1',
    });
    expect(result.same, result.staleMessage).toBe(true);
  });

  it('when a simulation is weighed, paid for and completed, then svc-game answers in the shapes the page relies on', async () => {
    const result = await recordWebPact('mf-council', 'svc-game', simulationCalls);
    expect(result.same, result.staleMessage).toBe(true);
  });
});
