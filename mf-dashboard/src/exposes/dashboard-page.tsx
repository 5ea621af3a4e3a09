import { serverMessage } from '@ai-council/contracts';
import { Button } from '@ai-council/ui';
import { useState } from 'react';
import { AgentPanel } from '../features/agents/components/agent-panel';
import { CouncilMeetingSession } from '../features/council/components/council-meeting-session';
import { EmergencyCouncilDialog } from '../features/council/components/emergency-council-dialog';
import { MeetingHistory } from '../features/council/components/meeting-history';
import { GameControlCenter } from '../features/game-control/components/game-control-center';
import { DashboardHeader } from '../features/header/components/dashboard-header';
import { DashboardLayout } from '../features/layout/components/dashboard-layout';
import { DepartmentStatusOverview } from '../features/overview/components/department-status-overview';
import { MetricsRow } from '../features/overview/components/metrics-row';
import { RiskSignalsCard } from '../features/risk-signals/components/risk-signals-card';
import { useDashboardOverview } from '@ai-council/queries';

/** /dashboard (SPEC §2 Dashboard). */
export default function DashboardPage() {
  const overview = useDashboardOverview();
  const data = overview.data;
  const [emergencyOpen, setEmergencyOpen] = useState(false);

  return (
    <main className="ui-page" aria-labelledby="dashboard-title">
      <DashboardHeader boardStatus={data?.boardStatus} onCallCouncil={() => setEmergencyOpen(true)} />
      <DashboardLayout
        notices={
          <>
            {overview.error && !data ? (
              <div className="ui-alert ui-alert--danger ui-row ui-row--between" role="alert">
                <span>
                  <strong>The council overview could not be loaded.</strong> {serverMessage(overview.error)}
                </span>
                <Button size="sm" variant="outline" onClick={() => void overview.refetch()}>
                  Try Again
                </Button>
              </div>
            ) : null}
            <CouncilMeetingSession />
          </>
        }
        metrics={<MetricsRow metrics={data?.metrics} />}
        control={<GameControlCenter />}
        main={
          <>
            <AgentPanel agents={data?.agents} />
            <DepartmentStatusOverview departments={data?.departments} />
          </>
        }
        aside={
          <>
            <RiskSignalsCard signals={data?.riskSignals} />
            <MeetingHistory />
          </>
        }
      />
      <EmergencyCouncilDialog open={emergencyOpen} onOpenChange={setEmergencyOpen} agents={data?.agents} />
    </main>
  );
}
