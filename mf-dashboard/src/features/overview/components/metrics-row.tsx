import type { DashboardOverview } from '@ai-council/contracts';
import { Card, Progress, Skeleton, riskBand } from '@ai-council/ui';
import type { ReactNode } from 'react';
import './overview.css';

type Metrics = DashboardOverview['metrics'];
type Tone = 'primary' | 'success' | 'warning' | 'danger';

interface MetricCardProps {
  id: string;
  label: string;
  value: number | undefined;
  percent: number | undefined;
  hint: (percent: number) => string;
  tone: Tone;
  icon: ReactNode;
}

/** One figure with the percentage behind it as a bar; a pulsing placeholder until it arrives. */
function MetricCard({ id, label, value, percent, hint, tone, icon }: MetricCardProps) {
  const known = value !== undefined && percent !== undefined;
  return (
    <Card className={`metric-card metric-card--${tone}`} aria-labelledby={`${id}-label`} data-testid={id}>
      <p className="ui-stat__label metric-card__label" id={`${id}-label`}>
        {label}
      </p>
      <div className="metric-card__figure">
        {known ? (
          <p className="ui-stat__value metric-card__value" data-testid={`${id}-value`}>
            {value}
          </p>
        ) : (
          <Skeleton className="metric-card__value-skeleton" label={`Loading ${label}`} />
        )}
        <span className="ui-icon-tile metric-card__icon" aria-hidden="true">
          {icon}
        </span>
      </div>
      {known ? (
        <>
          <p className="ui-stat__hint metric-card__hint">{hint(percent)}</p>
          <Progress value={percent} tone={tone} label={`${label}: ${hint(percent)}`} />
        </>
      ) : (
        <div aria-busy="true" className="metric-card__placeholder">
          <Skeleton className="metric-card__hint-skeleton" />
          <Skeleton className="metric-card__bar-skeleton" />
        </div>
      )}
    </Card>
  );
}

const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    focusable="false"
  >
    {path}
  </svg>
);

const icons = {
  agents: icon(
    <>
      <rect x="5" y="7" width="14" height="11" rx="3" />
      <path d="M12 3v4M9 12h.01M15 12h.01M9.5 15.5h5" />
    </>,
  ),
  risk: icon(
    <>
      <path d="M12 3 2.5 20h19L12 3Z" />
      <path d="M12 10v4.5M12 17.5h.01" />
    </>,
  ),
  scenarios: icon(
    <>
      <path d="M4 19V5M4 19h16" />
      <path d="m7 15 4-4 3 3 5-6" />
    </>,
  ),
  meetings: icon(
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <path d="M16 4.5a3.2 3.2 0 0 1 0 6.4M18 14.3c1.8.8 3 2.7 3 4.7" />
    </>,
  ),
};

const riskTone = (riskLevel: number): Tone => riskBand(riskLevel).tone;

/** SPEC §2 metrics row: Active AI Agents, Risk Signals, Scenarios Generated, Council Meetings. */
export function MetricsRow({ metrics }: { metrics: Metrics | undefined }) {
  return (
    <section className="ui-grid ui-grid--4" aria-label="Council metrics">
      <MetricCard
        id="metric-active-agents"
        label="Active AI Agents"
        value={metrics?.activeAgents}
        percent={metrics?.agentHealthPercentage}
        hint={(p) => `${p}% agent health`}
        tone="primary"
        icon={icons.agents}
      />
      <MetricCard
        id="metric-risk-signals"
        label="Risk Signals"
        value={metrics?.riskSignals}
        percent={metrics?.riskLevel}
        hint={(p) => `${p}% risk level`}
        tone={metrics ? riskTone(metrics.riskLevel) : 'warning'}
        icon={icons.risk}
      />
      <MetricCard
        id="metric-scenarios"
        label="Scenarios Generated"
        value={metrics?.scenariosGenerated}
        percent={metrics?.scenarioSuccessRate}
        hint={(p) => `${p}% success rate`}
        tone="success"
        icon={icons.scenarios}
      />
      <MetricCard
        id="metric-meetings"
        label="Council Meetings"
        value={metrics?.councilMeetings}
        percent={metrics?.meetingEfficiency}
        hint={(p) => `${p}% meeting efficiency`}
        tone="primary"
        icon={icons.meetings}
      />
    </section>
  );
}
