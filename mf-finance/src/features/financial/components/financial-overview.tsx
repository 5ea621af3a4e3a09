import { isHttpError, serverMessage } from '@ai-council/contracts';
import { Card, cashFlowTone } from '@ai-council/ui';
import { centsToDollars, formatHundredthsPercent, formatMoney } from '@ai-council/rules';
import { CashFlowIcon, GrowthIcon, MarketShareIcon, NetWorthIcon } from './icons';
import { StatCard } from './stat-card';
import { useFinancialLatest } from '@ai-council/queries';

/** SPEC §2: the net worth card turns green at $1,000,000 on the way to the $10M+ target. */
export const NET_WORTH_TREND_THRESHOLD = 1_000_000;

/** SPEC §2 Financial dashboard: the four headline cards. */
export function FinancialOverview() {
  const { data, error, isPending } = useFinancialLatest();

  if (error) {
    const noData = isHttpError(error) && error.status === 404;
    return (
      <Card role="alert">
        <Card.Content>
          <p>{noData ? 'No financial data yet.' : 'Financial data could not be loaded.'}</p>
          {noData ? null : <p className="ui-subtle">{serverMessage(error)}</p>}
        </Card.Content>
      </Card>
    );
  }

  const netWorth = data ? centsToDollars(data.netWorth) : undefined;
  const cashFlow = data ? centsToDollars(data.cashFlow) : undefined;
  const onTrack = netWorth !== undefined && netWorth >= NET_WORTH_TREND_THRESHOLD;
  const growth = data?.quarterlyGrowth;

  return (
    <section aria-label="Financial overview" aria-busy={isPending} className="ui-grid ui-grid--4">
      <StatCard
        label="Net Worth"
        testId="financial-net-worth"
        icon={<NetWorthIcon />}
        value={netWorth === undefined ? undefined : formatMoney(netWorth)}
        hint={
          <span className="ui-row" style={{ gap: 8 }}>
            <span>Target: $10M+</span>
            {onTrack ? (
              <span className="fin-trend text-success" data-testid="net-worth-trend">
                <span aria-hidden="true">▲</span> On track
              </span>
            ) : null}
          </span>
        }
      />
      <StatCard
        label="Quarterly Cash Flow"
        testId="financial-cash-flow"
        icon={<CashFlowIcon />}
        value={cashFlow === undefined ? undefined : formatMoney(cashFlow)}
        valueClassName={cashFlow === undefined ? undefined : `text-${cashFlowTone(cashFlow)}`}
        hint="Cash in less cash out this quarter"
      />
      <StatCard
        label="Growth Rate"
        testId="financial-growth"
        icon={<GrowthIcon />}
        value={growth === undefined ? undefined : formatHundredthsPercent(growth)}
        valueClassName={
          growth === undefined || growth === 0 ? undefined : growth > 0 ? 'text-success' : 'text-danger'
        }
        hint="Revenue, quarter over quarter"
      />
      <StatCard
        label="Market Share"
        testId="financial-market-share"
        icon={<MarketShareIcon />}
        value={data ? formatHundredthsPercent(data.marketShare) : undefined}
        hint="Of the addressable market"
      />
    </section>
  );
}
