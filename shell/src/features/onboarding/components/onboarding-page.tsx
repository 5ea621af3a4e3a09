import type { GameMode } from '@ai-council/contracts';
import { Badge, Button, Card, cn, Spinner, toast, toastFailure } from '@ai-council/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/use-auth';
import { paths, refreshAfter, useUpdateUser } from '@ai-council/queries';
import { OnboardingAssistant } from './onboarding-assistant';
import { TypedPreview } from './typed-preview';
import './onboarding.css';

/** SPEC §4: demo goes to the dashboard, llm to key setup, 1 s after the choice is saved. */
export const ONBOARDING_REDIRECT_MS = 1000;

const modes: Array<{ id: GameMode; title: string; badge: string; description: string; points: string[] }> = [
  {
    id: 'demo',
    title: 'Demo Mode',
    badge: 'Free · Instant',
    description: 'Simulated AI advisors that reason from your company’s numbers.',
    points: ['No cost, no API keys', 'Start playing right away', 'The complete game'],
  },
  {
    id: 'llm',
    title: 'LLM Mode',
    badge: 'Bring your own key',
    description: 'Your council speaks through the AI provider you choose.',
    points: ['OpenAI, Anthropic or Google', 'Open-ended analysis', 'Keys encrypted with AES-256-GCM'],
  },
];

const previews: Record<GameMode, string> = {
  demo: 'Revenue is steady and the team is strong, but costs are rising faster than sales. I recommend we tighten spending before we expand into new markets.',
  llm: 'With a live model behind me I can weigh each scenario against our cash position, our people and our market before recommending a course of action.',
};

/** What the onboarding assistant says at each of the four steps. */
const assistantLine = (step: number, firstName: string) =>
  [
    `Hi ${firstName}! I'm your onboarding assistant. Let's set up your council.`,
    'Good choice. Here is how your CEO sounds in this mode…',
    'Ready when you are. Press Continue to launch your company.',
    'Setting things up for you…',
  ][step - 1] as string;

/** One game mode to choose: what it is, what it costs, what it offers. */
function ModeCard({
  option,
  selected,
  onChoose,
}: {
  option: (typeof modes)[number];
  selected: boolean;
  onChoose: (mode: GameMode) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      data-testid={`mode-${option.id}`}
      onClick={() => onChoose(option.id)}
      className={cn('ui-card', 'ui-card--interactive', 'mode-card', selected && 'ui-card--selected')}
    >
      <Card.Header>
        <div className="ui-row ui-row--between">
          <Card.Title>{option.title}</Card.Title>
          <span className="mode-card__check" aria-hidden="true">
            {selected ? '✓' : ''}
          </span>
        </div>
        <div>
          <Badge variant={option.id === 'demo' ? 'success' : 'default'}>{option.badge}</Badge>
        </div>
        <Card.Description>{option.description}</Card.Description>
      </Card.Header>
      <Card.Content>
        <ul className="check-list">
          {option.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Card.Content>
    </button>
  );
}

/** The CEO speaking in the chosen mode, typed out. */
function CeoPreview({ mode, onDone }: { mode: GameMode | null; onDone: () => void }) {
  return (
    <Card>
      <Card.Header>
        <Card.Title>CEO analysis preview</Card.Title>
        <Card.Description>A sample of what your chief executive will tell you each quarter.</Card.Description>
      </Card.Header>
      <Card.Content>
        {mode ? (
          <TypedPreview key={mode} text={previews[mode]} onDone={onDone} />
        ) : (
          <p className="typed-preview ui-muted">Select a mode to hear from your CEO.</p>
        )}
      </Card.Content>
    </Card>
  );
}

function WelcomeHeader({ firstName }: { firstName: string }) {
  return (
    <header className="ui-stack ui-stack--sm">
      <h1 id="onboarding-title" className="ui-page__title">
        Welcome, {firstName}!
      </h1>
      <p className="ui-muted">Choose how your AI council should think. You can change this later.</p>
    </header>
  );
}

function ContinueButton({
  saving,
  disabled,
  onContinue,
}: {
  saving: boolean;
  disabled: boolean;
  onContinue: () => void;
}) {
  return (
    <div className="ui-row" style={{ justifyContent: 'flex-end' }}>
      <Button size="lg" onClick={onContinue} disabled={disabled} data-testid="onboarding-continue">
        {saving ? <Spinner size="sm" label="Saving" /> : null}
        Continue
      </Button>
    </div>
  );
}

export function OnboardingPage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const updateUser = useUpdateUser();
  const [mode, setMode] = useState<GameMode | null>(null);
  const [previewDone, setPreviewDone] = useState(false);
  const [launched, setLaunched] = useState(false);
  const onPreviewDone = useCallback(() => setPreviewDone(true), []);

  const firstName = user?.firstName || 'Player';
  const step = launched || updateUser.isPending ? 4 : previewDone ? 3 : mode ? 2 : 1;
  const message = assistantLine(step, firstName);

  const choose = (next: GameMode) => {
    if (next === mode) return;
    setMode(next);
    setPreviewDone(false);
  };

  const onContinue = async () => {
    if (!mode) return;
    try {
      if (mode === 'demo') {
        await updateUser.mutateAsync({ gameMode: 'demo', onboardingCompleted: true });
        setLaunched(true);
        toast({
          title: 'Demo Mode Activated',
          description: 'Your AI council is ready. Welcome aboard!',
          variant: 'success',
        });
        setTimeout(() => {
          // Everything cached so far belongs to a player who had not finished onboarding.
          queryClient.clear();
          navigate(paths.dashboard.getHref());
        }, ONBOARDING_REDIRECT_MS);
      } else {
        // SPEC §7: gameMode goes with onboardingCompleted (still false: the keys come first).
        await updateUser.mutateAsync({ gameMode: 'llm', onboardingCompleted: false });
        setLaunched(true);
        toast({ title: 'LLM Mode Selected', description: 'Next, add the API key for your AI provider.' });
        setTimeout(() => {
          // The auth status is refetched after a user update (SPEC §7); the gate keeps /api-keys open.
          void refreshAfter.accountChanged(queryClient);
          navigate(paths.apiKeys.getHref());
        }, ONBOARDING_REDIRECT_MS);
      }
    } catch (error) {
      toastFailure('Onboarding update failed', error, {
        title: 'Setup Failed',
        description: 'Unable to configure your game mode. Please try again.',
      });
    }
  };

  return (
    <main className="onboarding" aria-labelledby="onboarding-title">
      <WelcomeHeader firstName={firstName} />

      <OnboardingAssistant step={step} message={message} />

      <div role="group" aria-label="Game mode" className="ui-grid ui-grid--2">
        {modes.map((option) => {
          const selected = mode === option.id;
          return <ModeCard key={option.id} option={option} selected={selected} onChoose={choose} />;
        })}
      </div>

      <CeoPreview mode={mode} onDone={onPreviewDone} />

      <ContinueButton
        saving={updateUser.isPending}
        disabled={!mode || updateUser.isPending || launched}
        onContinue={onContinue}
      />
    </main>
  );
}
