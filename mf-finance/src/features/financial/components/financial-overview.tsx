import { isHttpError } from '@ai-council/contracts';
import {
  Badge,
  Card,
  CardContent,
  businessHealth,
  cashFlowTone,
  centsToDollars,
  formatHundredthsPercent,
  formatMoney,
  type BusinessHealth,
} from '@ai-council/ui';
import { useFinancialLatest } from '../api/get-financial-latest';
import { StatCard } from './stat-card';

const healthVariant: Record<BusinessHealth, 'danger' | 'warning' | 'success' | 'default'> = {
  Critical: 'danger',
  Warning: 'warning',
  Excellent: 'success',
  Healthy: 'default',
};

/** SPEC §2 Financial dashboard: the four headline cards and the business health badge. */
export function FinancialOverview() {
  const { data, error, isPending } = useFinancialLatest();

  if (error) {
    const noData = isHttpError(error) && error.status === 404;
    return (
      <Card role="alert">
        <CardContent>
          <p>{noData ? 'No financial data yet.' : 'Financial data could not be loaded.'}</p>
          {noData ? null : <p className="ui-subtle">{error.message}</p>}
        </CardContent>
      </Card>
    );
  }

  const netWorth = data ? centsToDollars(data.netWorth) : undefined;
  const cashFlow = data ? centsToDollars(data.cashFlow) : undefined;
  const health =
    netWorth !== undefined && cashFlow !== undefined ? businessHealth(netWorth, cashFlow) : undefined;

  return (
    <section aria-label="Financial overview" aria-busy={isPending} className="ui-stack">
      <div className="ui-row">
        <span className="ui-muted">Business health</span>
        {health ? (
          <Badge variant={healthVariant[health]} data-testid="business-health">
            {health}
          </Badge>
        ) : (
          <Badge variant="outline">…</Badge>
        )}
      </div>
      <div className="ui-grid ui-grid--4">
        <StatCard
          label="Net Worth"
          testId="financial-net-worth"
          value={netWorth === undefined ? undefined : formatMoney(netWorth)}
          hint={
            <span className="ui-row">
              <span>Target: $10M+</span>
              {netWorth !== undefined && netWorth >= 1_000_000 ? (
                <span className="text-success" aria-label="Trending up">
                  ▲
                </span>
              ) : null}
            </span>
          }
        />
        <StatCard
          label="Quarterly Cash Flow"
          testId="financial-cash-flow"
          value={cashFlow === undefined ? undefined : formatMoney(cashFlow)}
          valueClassName={cashFlow === undefined ? undefined : `text-${cashFlowTone(cashFlow)}`}
          hint="Revenue less costs this quarter"
        />
        <StatCard
          label="Growth Rate"
          testId="financial-growth"
          value={data ? formatHundredthsPercent(data.quarterlyGrowth) : undefined}
          hint="Quarter over quarter revenue"
        />
        <StatCard
          label="Market Share"
          testId="financial-market-share"
          value={data ? formatHundredthsPercent(data.marketShare) : undefined}
          hint="Of the addressable market"
        />
      </div>
    </section>
  );
}
