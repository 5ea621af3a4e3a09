import { renderPage } from '@ai-council/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DepartmentStatusOverview } from './department-status-overview';
import { MetricsRow } from './metrics-row';
import { DASHBOARD_OVERVIEW_REFRESH_MS, dashboardOverviewQueryOptions } from '@ai-council/queries';

const metrics = {
  activeAgents: 9,
  agentHealthPercentage: 54,
  riskSignals: 3,
  riskLevel: 72,
  scenariosGenerated: 4,
  scenarioSuccessRate: 50,
  councilMeetings: 2,
  meetingEfficiency: 91,
};

describe('metrics row (SPEC §2)', () => {
  it('when the overview is refreshed, then it is every 30 s', () => {
    expect(DASHBOARD_OVERVIEW_REFRESH_MS).toBe(30_000);
    expect(dashboardOverviewQueryOptions().refetchInterval).toBe(30_000);
  });

  it('when metrics are absent, then the four cards show pulsing placeholders and no numbers', () => {
    renderPage(<MetricsRow metrics={undefined} />, { path: '/dashboard' });
    for (const label of ['Active AI Agents', 'Risk Signals', 'Scenarios Generated', 'Council Meetings']) {
      expect(screen.getByText(label)).toBeTruthy();
      expect(screen.getByLabelText(`Loading ${label}`)).toBeTruthy();
    }
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
  });

  it('when metrics arrive, then each card shows its figure and its percentage drives the bar', () => {
    renderPage(<MetricsRow metrics={metrics} />, { path: '/dashboard' });
    const card = (id: string) => within(screen.getByTestId(id));
    expect(card('metric-active-agents').getByTestId('metric-active-agents-value').textContent).toBe('9');
    expect(card('metric-active-agents').getByText('54% agent health')).toBeTruthy();
    expect(card('metric-active-agents').getByRole('progressbar').getAttribute('aria-valuenow')).toBe('54');
    expect(card('metric-risk-signals').getByTestId('metric-risk-signals-value').textContent).toBe('3');
    // A risk level of 72 is High Risk: the bar turns red (SPEC §9).
    expect(card('metric-risk-signals').getByRole('progressbar').className).toContain('ui-progress--danger');
    expect(card('metric-scenarios').getByText('50% success rate')).toBeTruthy();
    expect(card('metric-meetings').getByTestId('metric-meetings-value').textContent).toBe('2');
    expect(card('metric-meetings').getByRole('progressbar').getAttribute('aria-valuenow')).toBe('91');
  });
});

describe('department status overview (SPEC §2)', () => {
  it('when departments arrive, then each shows its status and a health bar at its score', () => {
    renderPage(
      <DepartmentStatusOverview
        departments={[
          { id: 'finance', name: 'Finance', description: 'Cash', status: 'healthy', healthScore: 61 },
          { id: 'security', name: 'Security', description: 'Threats', status: 'critical', healthScore: 22 },
        ]}
      />,
      { path: '/dashboard' },
    );
    const [finance, security] = screen.getAllByTestId('department-tile');
    expect(within(finance!).getByText('Healthy')).toBeTruthy();
    expect(within(finance!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('61');
    expect(within(security!).getByText('Critical').className).toContain('ui-badge--danger');
    expect(within(security!).getByText('22%')).toBeTruthy();
  });
});
