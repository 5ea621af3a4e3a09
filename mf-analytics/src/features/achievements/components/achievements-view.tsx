import { serverMessage } from '@ai-council/contracts';
import { Button, Card, PageHeader, Skeleton, toast } from '@ai-council/ui';
import { useState } from 'react';
import { achievementStats, filterAchievements, type AchievementFilter } from '../lib/achievement-stats';
import { AchievementCard } from './achievement-card';
import { AchievementFilters } from './achievement-filters';
import { AchievementStatsRow } from './achievement-stats';
import { useAchievements } from '@ai-council/queries';

const noFilter: AchievementFilter = { search: '', category: 'all', rarity: 'all' };

/** SPEC §2 Achievements: header, stats, filters and the cards. */
export function AchievementsView() {
  const { data: achievements, error, refetch, isFetching } = useAchievements();
  const [filter, setFilter] = useState<AchievementFilter>(noFilter);
  const stats = achievements ? achievementStats(achievements) : undefined;
  const shown = achievements ? filterAchievements(achievements, filter) : undefined;

  return (
    <>
      <PageHeader
        titleId="achievements-page-title"
        title="Achievements"
        subtitle={
          <span data-testid="unlocked-count">
            {stats
              ? `${stats.earned} of ${stats.total} unlocked: milestones you have reached as head of the company.`
              : 'Milestones you have unlocked as head of the company.'}
          </span>
        }
        actions={
          <Button
            variant="outline"
            onClick={() =>
              // SPEC §2: the portfolio download only shows a toast.
              toast({
                title: 'Portfolio Download',
                description: 'Your achievement portfolio is being prepared.',
              })
            }
          >
            Download Portfolio
          </Button>
        }
      />
      {error ? (
        <Card role="alert">
          <Card.Content className="ui-stack ui-stack--sm" style={{ alignItems: 'flex-start' }}>
            <p>Achievements could not be loaded.</p>
            <p className="ui-subtle">{serverMessage(error)}</p>
            <Button variant="secondary" size="sm" onClick={() => void refetch()} disabled={isFetching}>
              Try Again
            </Button>
          </Card.Content>
        </Card>
      ) : (
        <>
          <AchievementStatsRow stats={stats} />
          <AchievementFilters filter={filter} onChange={setFilter} />
          {!shown ? (
            <div className="ach-grid" aria-busy="true">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <Skeleton
                  key={i}
                  className="ui-card--striped ui-rarity--common ach-card ach-card--skeleton"
                  label="Loading achievements"
                />
              ))}
            </div>
          ) : shown.length === 0 ? (
            <div className="ui-empty ach-empty">
              <p className="ach-empty__title">No achievements found</p>
              <p className="ui-muted">Try another search, category or rarity.</p>
              <Button variant="outline" size="sm" onClick={() => setFilter(noFilter)}>
                Clear Filters
              </Button>
            </div>
          ) : (
            <ul className="ach-grid" aria-label="Achievements">
              {shown.map((achievement) => (
                <li key={achievement.id}>
                  <AchievementCard achievement={achievement} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
