import { Button, Card, Spinner } from '@ai-council/ui';
import { ChartOffIcon, RefreshIcon } from './icons';

/** SPEC §2/§8: shown when the analytics cannot be fetched. */
export function NoAnalyticsData({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="anl-no-data">
      <span className="anl-no-data__icon">
        <ChartOffIcon />
      </span>
      <h2 className="anl-no-data__title">No Analytics Data</h2>
      <p className="ui-muted">The analytics for this period could not be loaded. Try again in a moment.</p>
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner size="sm" label="Refreshing" /> : <RefreshIcon />}
        Refresh Data
      </Button>
    </Card>
  );
}
