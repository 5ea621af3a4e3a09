import type { Scenario } from '@ai-council/contracts';
import { Card, Skeleton } from '@ai-council/ui';
import { useEffect, useRef, useState } from 'react';
import { pendingScenarios, recentDecisions } from '../lib/scenario-labels';
import { DecisionResult } from './decision-result';
import { PendingScenarios } from './pending-scenarios';
import { RecentCommunications } from './recent-communications';
import { RecentDecisions } from './recent-decisions';
import type { AnalysisEntry } from './scenario-analysis';
import { ScenarioDetail } from './scenario-detail';
// The page's styles, in the order they cascade.
import './scenarios-workspace.css';
import './pending-scenarios.css';
import './scenario-detail.css';
import './decision-preview.css';
import './grade-summary.css';
import './side-panels.css';
import { useAgents, useScenarios } from '@ai-council/queries';

/**
 * Scrolls the chosen scenario's decision box into sight unless its top already shows in the upper half of the
 * window: on a phone it sits below every pending card, so a tap would otherwise change nothing in view.
 */
function bringIntoSight(box: HTMLElement | null) {
  if (!box) return;
  const { top } = box.getBoundingClientRect();
  if (top >= 0 && top < window.innerHeight / 2) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  box.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
}

/** SPEC §2 /scenarios: pending list, the selected scenario's decision and analyses, and the side panels. */
export function ScenariosWorkspace() {
  const scenarios = useScenarios();
  const agents = useAgents();
  const [selectedId, setSelectedId] = useState<string>();
  const [justResolved, setJustResolved] = useState<Scenario | null>(null);
  // Drafts and analyses are kept per scenario, so switching between them loses nothing.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [analyses, setAnalyses] = useState<AnalysisEntry[]>([]);
  // Each pick of a pending scenario (the one already shown too) asks for its decision box to come into sight.
  const [picks, setPicks] = useState(0);
  const decisionBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (picks > 0) bringIntoSight(decisionBox.current);
  }, [picks]);

  const all = scenarios.data ?? [];
  const pending = pendingScenarios(all);
  // The first pending scenario is ready to decide on until the player picks another.
  const selected = pending.find((s) => s.id === selectedId) ?? pending[0];
  // Pin what is shown, so a scenario arriving with the 30 s refresh never swaps the form under the player.
  if (selected && selected.id !== selectedId) setSelectedId(selected.id);

  const resolved = (scenario: Scenario) => {
    setJustResolved(scenario);
    setSelectedId(undefined);
    setDrafts(({ [scenario.id]: _done, ...rest }) => rest);
  };

  return (
    <div className="scn-container">
      <div className="scn-layout">
        <div className="scn-main">
          <PendingScenarios
            scenarios={pending}
            loading={scenarios.isPending}
            failed={scenarios.isError}
            selectedId={selected?.id}
            onSelect={(scenario) => {
              setSelectedId(scenario.id);
              setPicks((n) => n + 1);
            }}
          />
          {justResolved ? (
            <DecisionResult scenario={justResolved} onDismiss={() => setJustResolved(null)} />
          ) : null}
          {scenarios.isPending ? (
            <Card aria-hidden="true">
              <Card.Content>
                <Skeleton className="scn-detail__skeleton" label="Loading the scenario" />
              </Card.Content>
            </Card>
          ) : selected ? (
            <div ref={decisionBox} className="scn-detail-anchor">
              <ScenarioDetail
                scenario={selected}
                agents={agents.data ?? []}
                draft={drafts[selected.id] ?? ''}
                onDraftChange={(text) => setDrafts((current) => ({ ...current, [selected.id]: text }))}
                analyses={analyses.filter((entry) => entry.scenarioId === selected.id)}
                onAnalysis={(entry) => setAnalyses((current) => [entry, ...current])}
                onResolved={resolved}
              />
            </div>
          ) : null}
        </div>
        <aside className="scn-side" aria-label="Recent activity">
          <RecentDecisions decisions={recentDecisions(all)} loading={scenarios.isPending} />
          <RecentCommunications />
        </aside>
      </div>
    </div>
  );
}
