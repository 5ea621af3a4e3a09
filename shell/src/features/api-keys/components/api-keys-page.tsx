import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardTitle,
  PageHeader,
  Spinner,
  buttonClassName,
  toast,
} from '@ai-council/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ShieldIcon } from '../../../components/icons';
import { authStatusQueryKey } from '../../auth/api/get-auth-status';
import { useUpdateUser } from '../../auth/api/update-user';

/** SPEC §4: Complete Setup goes to the dashboard 1.5 s after it is saved. */
export const COMPLETE_SETUP_REDIRECT_MS = 1500;

/** /api-keys (SPEC §2 API key setup). The key list and 'Add API Key' dialog arrive with their issue. */
export function ApiKeysPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const updateUser = useUpdateUser();
  const [completed, setCompleted] = useState(false);

  const completeSetup = async () => {
    try {
      await updateUser.mutateAsync({ onboardingCompleted: true });
      setCompleted(true);
      toast({ title: 'Setup Complete', description: 'Your AI council is ready.', variant: 'success' });
      setTimeout(async () => {
        await queryClient.refetchQueries({ queryKey: authStatusQueryKey });
        navigate('/dashboard');
      }, COMPLETE_SETUP_REDIRECT_MS);
    } catch (error) {
      console.error('Complete setup failed', error);
      toast({
        title: 'Setup Failed',
        description: 'Unable to complete setup. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <main className="ui-page" style={{ maxWidth: 960 }} aria-labelledby="api-keys-title">
      <PageHeader
        titleId="api-keys-title"
        title="API Key Setup"
        subtitle="Connect the AI provider your council should speak through."
      />

      <Card>
        <CardContent className="ui-row">
          <span className="feature-icon" style={{ marginBottom: 0 }}>
            <ShieldIcon />
          </span>
          <div>
            <CardTitle>Your keys stay yours</CardTitle>
            <CardDescription>
              Keys are encrypted with AES-256-GCM before they are stored and are never shown again in full.
            </CardDescription>
          </div>
        </CardContent>
      </Card>

      <div className="ui-row ui-row--between">
        <Link to="/onboarding" className={buttonClassName({ variant: 'outline' })}>
          Back to Mode Selection
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
    </main>
  );
}
