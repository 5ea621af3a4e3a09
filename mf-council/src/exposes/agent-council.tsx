import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useEffect, useState } from 'react';
import { type RecommendationRequest } from '@ai-council/queries';
import {
  openingSession,
  questionSession,
  simulationDebrief,
  type CouncilSession,
} from '../features/council-session/lib/council-session';
import type { SimulationResult } from '../lib/simulation';
// The page's styles, in the order they cascade: the shared tabs and pieces, then each feature's.
import '../components/council-tabs.css';
import '../components/council-pieces.css';
import '../features/personalities/components/personalities.css';
import '../features/council-session/components/recommendation.css';
import '../features/council-session/components/messages.css';
import '../features/council-session/components/live-council.css';
import '../features/simulations/components/simulations.css';
import { AgentChatTab } from '../features/council-session/components/agent-chat-tab';
import { DeepCommunicationTab } from '../features/council-session/components/deep-communication-tab';
import {
  LiveCouncilTab,
  type CouncilDecision,
} from '../features/council-session/components/live-council-tab';
import { PersonalitiesTab } from '../features/personalities/components/personalities-tab';
import { RecommendationsTab } from '../features/council-session/components/recommendations-tab';
import { SimulationsTab, type CompletedSimulation } from '../features/simulations/components/simulations-tab';

export const AGENT_TABS = [
  { value: 'personalities', label: 'Personalities' },
  { value: 'recommendations', label: 'Get Recommendations' },
  { value: 'deep-communication', label: 'Deep Communication' },
  { value: 'live-council', label: 'Live Council' },
  { value: 'agent-chat', label: 'Agent Chat' },
  { value: 'scenarios', label: 'Scenarios' },
] as const;
export type AgentTab = (typeof AGENT_TABS)[number]['value'];

/** SPEC §4: 2 s after a simulation completes the page moves to Deep Communication. */
export const DEEP_COMMUNICATION_SWITCH_MS = 2000;

/**
 * The six tabs of the AI Agent Council (SPEC §2). The tabs share what the
 * council is discussing (the session), the last simulation result and the
 * last decision the live council reached.
 */
export function AgentCouncil({
  initialTab = 'personalities',
  random,
}: {
  initialTab?: AgentTab;
  /** The simulation outcome draw's source; injectable for tests. */
  random?: () => number;
}) {
  const [tab, setTab] = useState<AgentTab>(initialTab);
  const [session, setSession] = useState<CouncilSession>(openingSession);
  const [lastSimulation, setLastSimulation] = useState<SimulationResult | null>(null);
  const [lastDecision, setLastDecision] = useState<CouncilDecision | null>(null);
  const [debriefs, setDebriefs] = useState(0);

  useEffect(() => {
    if (debriefs === 0) return;
    const timer = setTimeout(() => setTab('deep-communication'), DEEP_COMMUNICATION_SWITCH_MS);
    return () => clearTimeout(timer);
  }, [debriefs]);

  const onSimulationComplete = useCallback(({ scenario, option, result }: CompletedSimulation) => {
    setLastSimulation(result);
    setSession(simulationDebrief(scenario, option, result));
    setDebriefs((n) => n + 1);
  }, []);
  const onRecommendation = useCallback(
    (request: RecommendationRequest) => setSession(questionSession(request)),
    [],
  );

  return (
    <Tabs.Root className="council-tabs" value={tab} onValueChange={(value) => setTab(value as AgentTab)}>
      <Tabs.List className="council-tabs__list" aria-label="AI Agent Council">
        {AGENT_TABS.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} className="council-tabs__trigger">
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>

      {/* Kept mounted, so answers and a running simulation survive a look at another tab. */}
      <Tabs.Content value="personalities" forceMount className="council-tabs__panel">
        <PersonalitiesTab />
      </Tabs.Content>
      <Tabs.Content value="recommendations" forceMount className="council-tabs__panel">
        <RecommendationsTab lastSimulation={lastSimulation} onRecommendation={onRecommendation} />
      </Tabs.Content>
      <Tabs.Content value="scenarios" forceMount className="council-tabs__panel">
        <SimulationsTab onComplete={onSimulationComplete} random={random} />
      </Tabs.Content>

      {/* These replay from the start each time they are opened. */}
      <Tabs.Content value="deep-communication" className="council-tabs__panel">
        <DeepCommunicationTab session={session} />
      </Tabs.Content>
      <Tabs.Content value="live-council" className="council-tabs__panel">
        <LiveCouncilTab session={session} onDecision={setLastDecision} lastDecision={lastDecision} />
      </Tabs.Content>
      <Tabs.Content value="agent-chat" className="council-tabs__panel">
        <AgentChatTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
