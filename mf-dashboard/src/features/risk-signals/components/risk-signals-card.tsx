import type { Communication, RiskSignal } from '@ai-council/contracts';
import { Badge, type BadgeVariant, Card, MessageRoute, Skeleton, SkeletonList } from '@ai-council/ui';
import { relativeTime } from '../lib/relative-time';
import './risk-signals.css';
import { useCommunications } from '@ai-council/queries';
import { capitalise } from '@ai-council/rules';

/** SPEC §9: the risk card shows the 3 latest communications. */
export const RISK_CARD_COMMUNICATIONS = 3;

const severityBadge: Record<RiskSignal['severity'], BadgeVariant> = {
  critical: 'danger',
  high: 'warning',
  medium: 'secondary',
  low: 'outline',
};

const priorityBadge: Record<Communication['priority'], BadgeVariant | null> = {
  urgent: 'danger',
  high: 'warning',
  normal: null,
  low: null,
};

/** A list of the card while it loads: a title line and a text line a row. */
function LoadingRows({
  rows,
  className,
  itemClassName,
  label,
}: {
  rows: number;
  className: string;
  itemClassName: string;
  label: string;
}) {
  return (
    <SkeletonList
      rows={rows}
      className={className}
      itemClassName={itemClassName}
      row={
        <>
          <Skeleton className="signal__skeleton-title" label={label} />
          <Skeleton className="signal__skeleton-text" />
        </>
      }
    />
  );
}

function SignalList({ signals }: { signals: RiskSignal[] | undefined }) {
  if (!signals) {
    return (
      <LoadingRows
        rows={2}
        className="signal-list"
        itemClassName="signal signal--loading"
        label="Loading risk signals"
      />
    );
  }
  if (signals.length === 0) {
    return (
      <p className="signal-empty" data-testid="no-risk-signals">
        <span className="ui-dot text-success" aria-hidden="true" /> No risk signals: every department is
        holding up.
      </p>
    );
  }
  return (
    <ul className="signal-list">
      {signals.map((signal) => (
        <li key={signal.id} className={`signal signal--${signal.severity}`} data-testid="risk-signal">
          <div className="signal__head">
            <span className="signal__department">{signal.department}</span>
            <Badge variant={severityBadge[signal.severity]}>{capitalise(signal.severity)}</Badge>
          </div>
          <p className="signal__message">{signal.message}</p>
        </li>
      ))}
    </ul>
  );
}

function LatestCommunications() {
  const { data, error } = useCommunications();
  if (error) {
    return (
      <p className="ui-subtle" role="alert">
        Communications could not be loaded.
      </p>
    );
  }
  if (!data) {
    return (
      <LoadingRows
        rows={RISK_CARD_COMMUNICATIONS}
        className="comm-list"
        itemClassName="comm comm--loading"
        label="Loading communications"
      />
    );
  }
  const latest = [...data]
    .sort((a, b) => new Date(b.sentAt).getTime() - new Date(a.sentAt).getTime())
    .slice(0, RISK_CARD_COMMUNICATIONS);
  if (latest.length === 0) return <p className="ui-subtle">No communications yet.</p>;
  return (
    <ul className="comm-list">
      {latest.map((message) => {
        const priority = priorityBadge[message.priority];
        return (
          <li key={message.id} className="comm" data-testid="latest-communication">
            <div className="comm__head">
              <MessageRoute from={message.from} to={message.to} className="comm__route" />
              <time
                className="ui-stamp comm__time"
                dateTime={message.sentAt}
                title={new Date(message.sentAt).toLocaleString()}
              >
                {relativeTime(message.sentAt)}
              </time>
            </div>
            <p className="ui-clamp ui-clamp--3 comm__message">{message.message}</p>
            {priority ? (
              <Badge variant={priority} className="comm__priority">
                {capitalise(message.priority)}
              </Badge>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** SPEC §2 'Risk Signals & Alerts': the overview's signals plus the 3 latest communications. */
export function RiskSignalsCard({ signals }: { signals: RiskSignal[] | undefined }) {
  return (
    <Card aria-labelledby="risk-signals-title">
      <Card.Header>
        <div className="ui-row ui-row--between">
          <Card.Title id="risk-signals-title">Risk Signals &amp; Alerts</Card.Title>
          {signals ? (
            <Badge variant={signals.length ? 'warning' : 'success'} data-testid="risk-signal-count">
              {signals.length} active
            </Badge>
          ) : null}
        </div>
        <Card.Description>What the departments flag, and the latest word from the board.</Card.Description>
      </Card.Header>
      <Card.Content className="ui-stack">
        <SignalList signals={signals} />
        <div className="ui-stack ui-stack--sm">
          <p className="risk-card__section">Latest Communications</p>
          <LatestCommunications />
        </div>
      </Card.Content>
    </Card>
  );
}
