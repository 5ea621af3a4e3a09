import { Card, Skeleton } from '@ai-council/ui';
import type { AchievementStats } from '../lib/achievement-stats';

function Stat({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string | undefined;
  hint: string;
  testId: string;
}) {
  return (
    <Card>
      <Card.Content>
        <p className="ui-stat__label">{label}</p>
        <p className="ui-stat__value" data-testid={testId}>
          {value ?? <Skeleton className="ach-stat__skeleton" label={`Loading ${label}`} />}
        </p>
        <p className="ui-stat__hint">{hint}</p>
      </Card.Content>
    </Card>
  );
}

/** SPEC §2: earned, rare (epic or legendary), completion rate and total score. */
export function AchievementStatsRow({ stats }: { stats: AchievementStats | undefined }) {
  return (
    <section className="ui-grid ui-grid--4" aria-label="Achievement statistics">
      <Stat
        label="Earned"
        testId="stat-earned"
        value={stats && String(stats.earned)}
        hint={stats ? `of ${stats.total} achievements` : 'achievements unlocked'}
      />
      <Stat label="Rare" testId="stat-rare" value={stats && String(stats.rare)} hint="epic or legendary" />
      <Stat
        label="Completion Rate"
        testId="stat-completion"
        value={stats && `${stats.completionRate}%`}
        hint="of the whole collection"
      />
      <Stat
        label="Total Score"
        testId="stat-score"
        value={stats && stats.totalScore.toLocaleString('en-US')}
        hint="from the values you earned"
      />
    </section>
  );
}
