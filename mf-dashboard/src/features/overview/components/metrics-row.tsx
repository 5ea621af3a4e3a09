import type { DashboardOverview } from '@ai-council/contracts';
import { Card, LineIcon, Progress, Skeleton, riskBand } from '@ai-council/ui';
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
    <Card
      className={`ui-card--striped metric-card metric-card--${tone}`}
      aria-labelledby={`${id}-label`}
      data-testid={id}
    >
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

const icon = (path: ReactNode) => <LineIcon strokeWidth={1.8}>{path}</LineIcon>;

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

/** One card of the row: the figure, the percentage behind it, what that percentage measures. */
interface MetricSpec {
  id: string;
  label: string;
  value: keyof Metrics;
  percent: keyof Metrics;
  measure: string;
  tone: (metrics: Metrics | undefined) => Tone;
  icon: ReactNode;
}

const metricSpecs: MetricSpec[] = [
  {
    id: 'metric-active-agents',
    label: 'Active AI Agents',
    value: 'activeAgents',
    percent: 'agentHealthPercentage',
    measure: 'agent health',
    tone: () => 'primary',
    icon: icons.agents,
  },
  {
    id: 'metric-risk-signals',
    label: 'Risk Signals',
    value: 'riskSignals',
    percent: 'riskLevel',
    measure: 'risk level',
    tone: (metrics) => (metrics ? riskBand(metrics.riskLevel).tone : 'warning'),
    icon: icons.risk,
  },
  {
    id: 'metric-scenarios',
    label: 'Scenarios Generated',
    value: 'scenariosGenerated',
    percent: 'scenarioSuccessRate',
    measure: 'success rate',
    tone: () => 'success',
    icon: icons.scenarios,
  },
  {
    id: 'metric-meetings',
    label: 'Council Meetings',
    value: 'councilMeetings',
    percent: 'meetingEfficiency',
    measure: 'meeting efficiency',
    tone: () => 'primary',
    icon: icons.meetings,
  },
];

/** SPEC §2 metrics row: Active AI Agents, Risk Signals, Scenarios Generated, Council Meetings. */
export function MetricsRow({ metrics }: { metrics: Metrics | undefined }) {
  return (
    <section className="ui-grid ui-grid--4" aria-label="Council metrics">
      {metricSpecs.map((spec) => (
        <MetricCard
          key={spec.id}
          id={spec.id}
          label={spec.label}
          value={metrics?.[spec.value]}
          percent={metrics?.[spec.percent]}
          hint={(p) => `${p}% ${spec.measure}`}
          tone={spec.tone(metrics)}
          icon={spec.icon}
        />
      ))}
    </section>
  );
}
