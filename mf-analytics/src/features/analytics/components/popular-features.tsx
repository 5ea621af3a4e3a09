import type { AnalyticsResponse } from '@ai-council/contracts';
import { Card } from '@ai-council/ui';
import { formatCount } from '../lib/format';
import { LoadingRows } from './loading-rows';

/** SPEC §2: popular features with unique users and total usage. */
export function PopularFeatures({
  features,
}: {
  features: AnalyticsResponse['popularFeatures'] | undefined;
}) {
  const top = features ? Math.max(1, ...features.map((f) => f.totalUsage)) : 1;
  return (
    <Card aria-labelledby="popular-features-title">
      <Card.Header>
        <Card.Title id="popular-features-title">Popular Features</Card.Title>
        <Card.Description>What players reach for most.</Card.Description>
      </Card.Header>
      <Card.Content>
        {!features ? (
          <LoadingRows count={4} label="Loading popular features" />
        ) : features.length === 0 ? (
          <p className="ui-empty anl-empty">No feature usage data yet</p>
        ) : (
          <ul className="ui-list anl-bars">
            {features.map((feature) => (
              <li key={feature.featureName} className="anl-bars__item" data-testid="popular-feature">
                <div className="anl-bars__row">
                  <span className="anl-bars__name" title={feature.featureName}>
                    {feature.featureName}
                  </span>
                  <span className="anl-bars__figures">
                    <span>
                      <strong>{formatCount(feature.uniqueUsers)}</strong>{' '}
                      {feature.uniqueUsers === 1 ? 'user' : 'users'}
                    </span>
                    <span>
                      <strong>{formatCount(feature.totalUsage)}</strong>{' '}
                      {feature.totalUsage === 1 ? 'use' : 'uses'}
                    </span>
                  </span>
                </div>
                <div className="anl-bars__track" aria-hidden="true">
                  <div className="anl-bars__fill" style={{ width: `${(feature.totalUsage / top) * 100}%` }} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card.Content>
    </Card>
  );
}
