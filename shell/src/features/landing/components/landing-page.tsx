import { Badge, Button, Card } from '@ai-council/ui';
import type { ReactNode } from 'react';
import { BoltIcon, CouncilIcon, ShieldIcon, SparkIcon } from '../../../components/icons';
import { startLogin } from '../../../lib/auth/start-login';
import './landing.css';
import { BrandMark } from '../../../components/brand-mark';

const features = [
  {
    title: 'AI Board Members',
    text: 'A council of AI executives, one per department, analyses every move and argues its case before you decide.',
    icon: CouncilIcon,
  },
  {
    title: 'Risk Management',
    text: 'Risk signals from every department surface early, so you can convene the council before a problem becomes a crisis.',
    icon: ShieldIcon,
  },
  {
    title: 'Real-time Decisions',
    text: 'Scenarios arrive as the quarters pass. Decide, advance and watch your choices move the numbers.',
    icon: BoltIcon,
  },
];

/** The pitch, and the way in. */
function Hero({ login }: { login: () => void }) {
  return (
    <section className="landing__hero" aria-labelledby="landing-title">
      <span className="landing__eyebrow">
        <SparkIcon width={16} height={16} /> Business simulation with an AI board
      </span>
      <h1 id="landing-title" className="landing__title">
        Lead your company with an <span className="landing__title-accent">AI Council</span> at your side
      </h1>
      <p className="landing__lead">
        Run a company for up to 20 quarters. Your board of AI executives watches the risks, debates the
        options and advises you. The decisions, and the results, are yours.
      </p>
      <div className="ui-row" style={{ justifyContent: 'center' }}>
        <Button size="lg" onClick={login} data-testid="start-journey">
          Start Your Journey
        </Button>
      </div>
      <p className="ui-subtle">Free to play in demo mode. No setup needed.</p>
    </section>
  );
}

/** A section of the landing page: its heading, a line under it, then what it shows. */
function LandingSection({
  titleId,
  title,
  lead,
  children,
}: {
  titleId: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section className="landing__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="landing__section-title">
        {title}
      </h2>
      <p className="landing__section-lead">{lead}</p>
      {children}
    </section>
  );
}

/** What the game offers, one card each. */
function Features() {
  return (
    <LandingSection
      titleId="features-title"
      title="Everything a chief executive needs"
      lead="Five years, four quarters each, one council."
    >
      <div className="ui-grid ui-grid--3">
        {features.map(({ title, text, icon: Icon }) => (
          <Card key={title}>
            <Card.Header>
              <span className="feature-icon">
                <Icon />
              </span>
              <Card.Title>{title}</Card.Title>
            </Card.Header>
            <Card.Content>
              <p className="ui-muted">{text}</p>
            </Card.Content>
          </Card>
        ))}
      </div>
    </LandingSection>
  );
}

/** Demo mode and LLM mode side by side. */
function Modes() {
  return (
    <LandingSection
      titleId="modes-title"
      title="Choose how your council thinks"
      lead="Start in demo mode and switch to your own AI provider whenever you like."
    >
      <div className="ui-grid ui-grid--2">
        <Card>
          <Card.Header>
            <div className="ui-row ui-row--between">
              <Card.Title>Demo Mode</Card.Title>
              <Badge variant="success">Free</Badge>
            </div>
            <Card.Description>Simulated AI advisors, ready instantly.</Card.Description>
          </Card.Header>
          <Card.Content>
            <ul className="check-list">
              <li>No cost and no API keys</li>
              <li>Instant setup: play in seconds</li>
              <li>Advisors simulated from your company&apos;s numbers</li>
              <li>The full game: quarters, scenarios and council meetings</li>
            </ul>
          </Card.Content>
        </Card>
        <Card>
          <Card.Header>
            <div className="ui-row ui-row--between">
              <Card.Title>LLM Mode</Card.Title>
              <Badge>Your keys</Badge>
            </div>
            <Card.Description>Real language models from the provider you choose.</Card.Description>
          </Card.Header>
          <Card.Content>
            <ul className="check-list">
              <li>Bring your own OpenAI, Anthropic or Google key</li>
              <li>Open-ended analysis and recommendations</li>
              <li>Keys stored encrypted with AES-256-GCM</li>
              <li>You pay your provider for what you use</li>
            </ul>
          </Card.Content>
        </Card>
      </div>
    </LandingSection>
  );
}

/** SPEC §2 landing: what every path shows until the player is signed in. */
export function LandingPage({ loginUrl }: { loginUrl: string | null }) {
  const login = () => startLogin(loginUrl);
  return (
    <div className="landing">
      <header className="landing__nav">
        <span className="sidebar__brand">
          <BrandMark />
        </span>
        <Button variant="outline" onClick={login}>
          Sign In
        </Button>
      </header>

      <main>
        <Hero login={login} />

        <Features />

        <Modes />
      </main>

      <footer className="landing__footer">AI Council · Corporate Intelligence System</footer>
    </div>
  );
}
