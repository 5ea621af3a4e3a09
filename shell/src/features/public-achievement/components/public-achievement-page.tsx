import { achievementIcon, isHttpError, type PublicAchievement } from '@ai-council/contracts';
import { usePublicAchievement } from '@ai-council/queries';
import { Button, Spinner } from '@ai-council/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { startLogin } from '../../../lib/auth/start-login';
import './public-achievement.css';
import { BrandMark } from '../../../components/brand-mark';
import { capitalise } from '@ai-council/rules';

const APP = 'AI Council';
const earnedOn = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function Medal({ icon }: { icon: string | undefined }) {
  const shape = achievementIcon(icon);
  return (
    <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" className="public-ach__icon">
      {shape.paths.map((d) => (
        <path key={d} d={d} />
      ))}
      {(shape.circles ?? []).map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}-${r}`} cx={cx} cy={cy} r={r} />
      ))}
    </svg>
  );
}

function SharedCard({ shared }: { shared: PublicAchievement }) {
  const { achievement, firstName, earnedAt } = shared;
  return (
    <article
      className={`ui-rarity--${achievement.rarity} public-ach__card`}
      aria-labelledby="public-achievement-title"
      data-testid="public-achievement"
    >
      <span className="public-ach__medal">
        <Medal icon={achievement.icon} />
      </span>
      <div className="public-ach__body">
        <p className="public-ach__eyebrow">Achievement unlocked</p>
        <div className="public-ach__tags">
          <span className={`public-ach__rarity public-ach__rarity--${achievement.rarity}`}>
            {capitalise(achievement.rarity)}
          </span>
          <span className="public-ach__category">{capitalise(achievement.category)}</span>
        </div>
        <h1 id="public-achievement-title" className="public-ach__title">
          {achievement.title}
        </h1>
        <p className="public-ach__description">{achievement.description}</p>
        <p className="public-ach__value">{achievement.value}</p>
        <p className="public-ach__earned" data-testid="public-achievement-earned">
          Earned by <strong>{firstName}</strong> on{' '}
          <time dateTime={earnedAt}>{earnedOn.format(new Date(earnedAt))}</time>
        </p>
      </div>
    </article>
  );
}

/**
 * A shared achievement's public page, /achievements/{shareId} (issue 14): open
 * to anyone, signed in or not, outside the gating. The gateway has already
 * written its title and preview tags into the HTML; this is what a visitor sees.
 */
export function PublicAchievementPage({ loginUrl }: { loginUrl: string | null }) {
  const { shareId = '' } = useParams();
  const { data: shared, error, isPending } = usePublicAchievement(shareId);
  const unavailable = isHttpError(error) && error.status === 404;
  const title = shared
    ? `${shared.achievement.title}: unlocked by ${shared.firstName} · ${APP}`
    : unavailable
      ? `This achievement isn't available · ${APP}`
      : APP;
  useEffect(() => {
    document.title = title;
  }, [title]);

  const login = () => startLogin(loginUrl);
  return (
    <div className="public-ach">
      <header className="public-ach__nav">
        <span className="sidebar__brand">
          <BrandMark />
        </span>
      </header>
      <main className="public-ach__main">
        {isPending ? (
          <Spinner label="Loading the achievement…" showLabel size="lg" />
        ) : shared ? (
          <SharedCard shared={shared} />
        ) : (
          <section className="public-ach__missing" aria-labelledby="public-achievement-missing">
            <h1 id="public-achievement-missing" className="public-ach__title">
              {unavailable ? "This achievement isn't available" : 'This achievement could not be loaded'}
            </h1>
            <p className="public-ach__description">
              {unavailable
                ? 'The link may be mistyped, or the achievement is no longer shared.'
                : 'Something went wrong on our side. Please try again in a moment.'}
            </p>
          </section>
        )}
        <section className="public-ach__cta" aria-labelledby="public-achievement-cta">
          <h2 id="public-achievement-cta" className="public-ach__cta-title">
            Lead your own company with an AI Council
          </h2>
          <p className="public-ach__cta-text">
            Run a company for up to 20 quarters, advised by a board of AI executives. Free to play in demo
            mode.
          </p>
          <Button size="lg" onClick={login} data-testid="start-journey">
            Start Your Journey
          </Button>
        </section>
      </main>
    </div>
  );
}
