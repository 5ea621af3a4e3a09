import { Badge, Progress, Skeleton } from '@ai-council/ui';
import { businessHealth, centsToDollars, type BusinessHealth } from '@ai-council/rules';
import { healthBars, type HealthBar } from '../lib/health-bars';
import { useFinancialLatest, useGameHistory } from '@ai-council/queries';
import { FinanceCard } from './panel-parts';

const healthVariant: Record<BusinessHealth, 'danger' | 'warning' | 'success' | 'default'> = {
  Critical: 'danger',
  Warning: 'warning',
  Excellent: 'success',
  Healthy: 'default',
};

const placeholderBars: Array<Pick<HealthBar, 'id' | 'label'>> = [
  { id: 'liquidity', label: 'Liquidity' },
  { id: 'profitability', label: 'Profitability' },
  { id: 'growth', label: 'Growth' },
];

/** SPEC §2/§4: the business health badge and three health bars drawn from the real figures. */
export function HealthPanel() {
  const { data: latest, error } = useFinancialLatest();
  // History only sharpens liquidity (cash and costs); the bars never wait for it.
  const { data: history } = useGameHistory();
  const last = history?.at(-1);

  const health = latest
    ? businessHealth(centsToDollars(latest.netWorth), centsToDollars(latest.cashFlow))
    : undefined;
  const bars = latest
    ? healthBars({
        revenue: centsToDollars(latest.revenue),
        cashFlow: centsToDollars(latest.cashFlow),
        netWorth: centsToDollars(latest.netWorth),
        cash: last ? centsToDollars(last.cash) : null,
        costs: last ? centsToDollars(last.costs) : null,
        quarterlyGrowthHundredths: latest.quarterlyGrowth,
      })
    : undefined;

  return (
    <FinanceCard
      titleId="business-health-title"
      title="Business Health"
      description="Net worth and cash flow set the badge."
      aside={
        health ? (
          <Badge variant={healthVariant[health]} data-testid="business-health">
            {health}
          </Badge>
        ) : (
          <Skeleton className="fin-health__badge-skeleton" label="Loading business health" />
        )
      }
      contentClassName="fin-health"
    >
      {error ? (
        <p className="ui-muted" role="alert">
          Health cannot be judged without the latest figures.
        </p>
      ) : bars ? (
        bars.map((bar) => (
          <div key={bar.id} className="fin-health__bar" data-testid={`health-${bar.id}`}>
            <div className="fin-health__row">
              <span className="fin-health__label">{bar.label}</span>
              <span className={`fin-health__figure text-${bar.tone}`}>{bar.figure}</span>
            </div>
            <Progress value={bar.score} label={`${bar.label}: ${bar.score} of 100`} tone={bar.tone} />
            <p className="fin-health__explanation">{bar.explanation}</p>
          </div>
        ))
      ) : (
        placeholderBars.map((bar) => (
          <div key={bar.id} className="fin-health__bar">
            <div className="fin-health__row">
              <span className="fin-health__label">{bar.label}</span>
            </div>
            <Progress value={null} label={`Loading ${bar.label}`} />
            <p className="fin-health__explanation" />
          </div>
        ))
      )}
    </FinanceCard>
  );
}
