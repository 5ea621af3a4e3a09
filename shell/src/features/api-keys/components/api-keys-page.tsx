import { Button, buttonClassName, Card, Page, Spinner, toast, toastFailure } from '@ai-council/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ShieldIcon } from '../../../components/icons';
import { authStatusQueryKey, paths } from '@ai-council/queries';
import { useUpdateUser } from '@ai-council/queries';
import { providers } from '../lib/providers';
import { AddApiKeyDialog } from './add-api-key-dialog';
import { ApiKeyList } from './api-key-list';
import { ProviderMark } from './provider-mark';
import './api-keys.css';

/** SPEC §4: Complete Setup goes to the dashboard 1.5 s after it is saved. */
export const COMPLETE_SETUP_REDIRECT_MS = 1500;

function ProviderCards() {
  return (
    <section aria-labelledby="providers-title" className="ui-stack ui-stack--sm">
      <h2 id="providers-title" className="ui-section-title">
        Supported providers
      </h2>
      <div className="ui-grid ui-grid--3">
        {providers.map((provider) => (
          <Card key={provider.id} data-testid={`provider-card-${provider.id}`}>
            <Card.Header>
              <div className="ui-row">
                <ProviderMark provider={provider.id} />
                <Card.Title>{provider.name}</Card.Title>
              </div>
              <Card.Description>{provider.models}</Card.Description>
            </Card.Header>
            <Card.Content className="ui-stack ui-stack--sm">
              <dl className="ui-facts provider-facts">
                <div>
                  <dt>Key format</dt>
                  <dd>{provider.keyFormat}</dd>
                </div>
                <div>
                  <dt>Cost</dt>
                  <dd>{provider.costNote}</dd>
                </div>
              </dl>
              <a
                href={provider.consoleUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="provider-link"
              >
                {provider.local ? 'Serving a model OpenAI-style' : `Get your ${provider.name} key`}{' '}
                <span aria-hidden="true">↗</span>
                <span className="ui-sr-only"> (opens in a new tab)</span>
              </a>
            </Card.Content>
          </Card>
        ))}
      </div>
    </section>
  );
}

/** How the keys are kept (SPEC §5). */
function EncryptionNote() {
  return (
    <Card className="security-note" data-testid="encryption-note">
      <Card.Content className="security-note__content">
        <span className="feature-icon" style={{ marginBottom: 0 }}>
          <ShieldIcon />
        </span>
        <div>
          <Card.Title>Your keys stay yours</Card.Title>
          <Card.Description>
            Keys are encrypted with AES-256-GCM before they are stored and are never shown again in full. Only
            the provider, the name you give a key and the date it was added are listed.
          </Card.Description>
        </div>
      </Card.Content>
    </Card>
  );
}

/** The player's keys, and the way to add one. */
function YourKeys({ onAdd }: { onAdd: () => void }) {
  return (
    <Card>
      <Card.Header>
        <div className="ui-row ui-row--between">
          <div>
            <Card.Title id="your-keys-title">Your API Keys</Card.Title>
            <Card.Description>
              With several keys for one provider, the council uses the newest.
            </Card.Description>
          </div>
          <Button onClick={onAdd} data-testid="add-api-key">
            <span aria-hidden="true">+</span> Add API Key
          </Button>
        </div>
      </Card.Header>
      <Card.Content>
        <ApiKeyList />
      </Card.Content>
    </Card>
  );
}

/** /api-keys (SPEC §2 API key setup): providers, the player's keys, and finishing llm setup. */
export function ApiKeysPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const updateUser = useUpdateUser();
  const [completed, setCompleted] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  const completeSetup = async () => {
    try {
      await updateUser.mutateAsync({ onboardingCompleted: true });
      setCompleted(true);
      toast({ title: 'Setup Complete', description: 'Your AI council is ready.', variant: 'success' });
      redirect.current = setTimeout(async () => {
        await queryClient.refetchQueries({ queryKey: authStatusQueryKey });
        navigate(paths.dashboard.getHref());
      }, COMPLETE_SETUP_REDIRECT_MS);
    } catch (error) {
      toastFailure('Complete setup failed', error, {
        title: 'Setup Failed',
        description: 'Unable to complete setup. Please try again.',
      });
    }
  };

  return (
    <Page
      titleId="api-keys-title"
      title="API Key Setup"
      subtitle="Connect the AI provider your council should speak through in LLM mode."
      className="api-keys"
    >
      <EncryptionNote />

      <ProviderCards />

      <YourKeys onAdd={() => setDialogOpen(true)} />

      <div className="ui-row ui-row--between api-keys__actions">
        <Link to={paths.onboarding.getHref()} className={buttonClassName({ variant: 'outline' })}>
          <span aria-hidden="true">←</span> Back to Mode Selection
        </Link>
        <Button
          onClick={completeSetup}
          disabled={updateUser.isPending || completed}
          data-testid="complete-setup"
        >
          {updateUser.isPending ? <Spinner size="sm" label="Saving" /> : null}
          Complete Setup
        </Button>
      </div>

      <AddApiKeyDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </Page>
  );
}
