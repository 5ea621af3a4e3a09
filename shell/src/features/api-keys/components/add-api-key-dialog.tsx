import {
  apiKeyMessages,
  apiKeyProblem,
  isHttpError,
  providerNames,
  type Provider,
} from '@ai-council/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Select,
  Spinner,
  toast,
  trackFeatureUsage,
} from '@ai-council/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAddApiKey } from '@ai-council/queries';
import { describeKeyProblem, providers, type KeyProblem } from '../lib/providers';

/** SPEC §2 'Add API Key' dialog with the SPEC §5 rules (shared with svc-council through contracts). */
export function AddApiKeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const addKey = useAddApiKey();
  const [provider, setProvider] = useState<Provider | ''>('');
  const [keyName, setKeyName] = useState('');
  const [key, setKey] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [model, setModel] = useState('');
  const [problem, setProblem] = useState<KeyProblem | null>(null);
  const keyInput = useRef<HTMLInputElement>(null);
  const ids = {
    provider: useId(),
    name: useId(),
    key: useId(),
    hint: useId(),
    problem: useId(),
    baseUrl: useId(),
    model: useId(),
  };
  const info = providers.find((p) => p.id === provider);
  const local = provider === 'local';

  const reset = () => {
    setProvider('');
    setKeyName('');
    setKey('');
    setBaseUrl('');
    setModel('');
    setProblem(null);
  };

  const changeOpen = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (addKey.isPending) return;
    const typedKey = key;
    // SPEC §5: after a save attempt the key field is cleared, whatever the outcome.
    setKey('');
    const message = apiKeyProblem({ provider, keyName, key: typedKey, baseUrl, model });
    if (message || !provider) {
      setProblem(describeKeyProblem(message ?? apiKeyMessages.missing));
      keyInput.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await addKey.mutateAsync({
        provider,
        keyName: keyName.trim(),
        encryptedKey: typedKey.trim(),
        ...(local ? { baseUrl: baseUrl.trim(), model: model.trim() } : {}),
      });
      toast({
        title: 'API Key Added',
        description: local
          ? `Your local model ${model.trim()} was added; any key it needs is encrypted and stored securely.`
          : `Your ${providerNames[provider]} key was encrypted and stored securely.`,
        variant: 'success',
      });
      void trackFeatureUsage('api_key_added');
      changeOpen(false);
    } catch (error) {
      console.error('Failed to add API key', error);
      const fromServer = isHttpError(error) && error.status === 400 ? error.bodyMessage : null;
      if (fromServer) setProblem(describeKeyProblem(fromServer));
      toast({
        title: 'Failed to Add Key',
        description: 'Unable to store your API key. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent data-testid="add-api-key-dialog">
        <DialogHeader>
          <DialogTitle>Add API Key</DialogTitle>
          <DialogDescription>
            Your key is encrypted with AES-256-GCM as soon as it reaches the server. It is never shown again.
          </DialogDescription>
        </DialogHeader>

        <form
          className="ui-form"
          onSubmit={submit}
          noValidate
          aria-describedby={problem ? ids.problem : undefined}
        >
          <div className="ui-field">
            <Label htmlFor={ids.provider}>Provider</Label>
            <Select
              id={ids.provider}
              value={provider}
              onValueChange={(value) => setProvider(value as Provider)}
              placeholder="Choose a provider"
              options={providers.map((p) => ({ value: p.id, label: p.name, hint: p.models }))}
              data-testid="api-key-provider"
            />
          </div>

          <div className="ui-field">
            <Label htmlFor={ids.name}>Key name</Label>
            <Input
              id={ids.name}
              value={keyName}
              onChange={(event) => setKeyName(event.target.value)}
              placeholder="e.g. Personal key"
              maxLength={80}
              autoComplete="off"
              data-testid="api-key-name"
            />
          </div>

          {local ? (
            <>
              <div className="ui-field">
                <Label htmlFor={ids.baseUrl}>Server address</Label>
                <Input
                  id={ids.baseUrl}
                  value={baseUrl}
                  onChange={(event) => setBaseUrl(event.target.value)}
                  placeholder="http://127.0.0.1:11434/v1"
                  maxLength={300}
                  autoComplete="off"
                  spellCheck={false}
                  className="ui-mono"
                  data-testid="api-key-base-url"
                />
              </div>
              <div className="ui-field">
                <Label htmlFor={ids.model}>Model name</Label>
                <Input
                  id={ids.model}
                  value={model}
                  onChange={(event) => setModel(event.target.value)}
                  placeholder="llama3.1:8b"
                  maxLength={100}
                  autoComplete="off"
                  spellCheck={false}
                  className="ui-mono"
                  data-testid="api-key-model"
                />
              </div>
            </>
          ) : null}

          <div className="ui-field">
            <Label htmlFor={ids.key}>{local ? 'API key (optional)' : 'API key'}</Label>
            <Input
              ref={keyInput}
              id={ids.key}
              type="password"
              value={key}
              onChange={(event) => setKey(event.target.value)}
              placeholder={info?.keyPlaceholder ?? 'Paste your key'}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={ids.hint}
              invalid={problem !== null}
              className="ui-mono"
              data-testid="api-key-value"
            />
            <p id={ids.hint} className="ui-field__hint">
              {info ? info.keyFormat : 'Choose a provider to see what its keys look like.'}
            </p>
          </div>

          {problem ? (
            <div
              id={ids.problem}
              role="alert"
              className="ui-alert ui-alert--danger"
              data-testid="api-key-problem"
            >
              <strong>{problem.title}:</strong> {problem.text}
            </div>
          ) : null}

          <DialogFooter>
            <Button variant="outline" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={addKey.isPending} data-testid="api-key-save">
              {addKey.isPending ? <Spinner size="sm" label="Saving" /> : null}
              Save Key
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
