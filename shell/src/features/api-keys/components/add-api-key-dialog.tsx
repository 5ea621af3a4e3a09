import {
  apiKeyMessages,
  apiKeyProblem,
  isHttpError,
  providerNames,
  type Provider,
} from '@ai-council/contracts';
import { Button, Dialog, Input, Label, Select, Spinner, toast, trackFeatureUsage } from '@ai-council/ui';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useAddApiKey } from '@ai-council/queries';
import { describeKeyProblem, providers, type KeyProblem } from '../lib/providers';

/** What the player types; the key is cleared after every save attempt (SPEC §5). */
interface KeyForm {
  provider: Provider | '';
  keyName: string;
  key: string;
  baseUrl: string;
  model: string;
}

const EMPTY_FORM: KeyForm = { provider: '', keyName: '', key: '', baseUrl: '', model: '' };

/** What the success toast says was stored. */
const addedMessage = (provider: Provider, model: string) =>
  provider === 'local'
    ? `Your local model ${model.trim()} was added; any key it needs is encrypted and stored securely.`
    : `Your ${providerNames[provider]} key was encrypted and stored securely.`;

interface KeyFieldsProps {
  form: KeyForm;
  change: (patch: Partial<KeyForm>) => void;
}

/** A plain-text setting typed exactly (an address, a model name): monospaced, never corrected. */
function VerbatimField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="ui-field">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        className="ui-mono"
        data-testid={testId}
      />
    </div>
  );
}

/** A local model: where its server answers and which model it runs. */
function LocalModelFields({ form: { baseUrl, model }, change }: KeyFieldsProps) {
  return (
    <>
      <VerbatimField
        label="Server address"
        value={baseUrl}
        onChange={(value) => change({ baseUrl: value })}
        placeholder="http://127.0.0.1:11434/v1"
        maxLength={300}
        testId="api-key-base-url"
      />
      <VerbatimField
        label="Model name"
        value={model}
        onChange={(value) => change({ model: value })}
        placeholder="llama3.1:8b"
        maxLength={100}
        testId="api-key-model"
      />
    </>
  );
}

/** The provider, the key's name, a local model's address and name, and the key itself. */
function KeyFields({
  form,
  change,
  invalid,
  keyInput,
}: KeyFieldsProps & { invalid: boolean; keyInput: RefObject<HTMLInputElement | null> }) {
  const { provider, keyName, key } = form;
  const ids = { provider: useId(), name: useId(), key: useId(), hint: useId() };
  const info = providers.find((p) => p.id === provider);
  const local = provider === 'local';
  return (
    <>
      <div className="ui-field">
        <Label htmlFor={ids.provider}>Provider</Label>
        <Select
          id={ids.provider}
          value={provider}
          onValueChange={(value) => change({ provider: value as Provider })}
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
          onChange={(event) => change({ keyName: event.target.value })}
          placeholder="e.g. Personal key"
          maxLength={80}
          autoComplete="off"
          data-testid="api-key-name"
        />
      </div>

      {local ? <LocalModelFields form={form} change={change} /> : null}

      <div className="ui-field">
        <Label htmlFor={ids.key}>{local ? 'API key (optional)' : 'API key'}</Label>
        <Input
          ref={keyInput}
          id={ids.key}
          type="password"
          value={key}
          onChange={(event) => change({ key: event.target.value })}
          placeholder={info?.keyPlaceholder ?? 'Paste your key'}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={ids.hint}
          invalid={invalid}
          className="ui-mono"
          data-testid="api-key-value"
        />
        <p id={ids.hint} className="ui-field__hint">
          {info ? info.keyFormat : 'Choose a provider to see what its keys look like.'}
        </p>
      </div>
    </>
  );
}

/** A failed save: logged and told; a key the server refused (400) says why. */
function refusal(error: unknown): KeyProblem | null {
  console.error('Failed to add API key', error);
  const fromServer = isHttpError(error) && error.status === 400 ? error.bodyMessage : null;
  toast({
    title: 'Failed to Add Key',
    description: 'Unable to store your API key. Please try again.',
    variant: 'destructive',
  });
  return fromServer ? describeKeyProblem(fromServer) : null;
}

function AddKeyHeader() {
  return (
    <Dialog.Header>
      <Dialog.Title>Add API Key</Dialog.Title>
      <Dialog.Description>
        Your key is encrypted with AES-256-GCM as soon as it reaches the server. It is never shown again.
      </Dialog.Description>
    </Dialog.Header>
  );
}

/** What to fix, if anything, then Cancel and Save. */
function SaveKeyFooter({
  problem,
  problemId,
  saving,
  onCancel,
}: {
  problem: KeyProblem | null;
  problemId: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {problem ? (
        <div id={problemId} role="alert" className="ui-alert ui-alert--danger" data-testid="api-key-problem">
          <strong>{problem.title}:</strong> {problem.text}
        </div>
      ) : null}

      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving} data-testid="api-key-save">
          {saving ? <Spinner size="sm" label="Saving" /> : null}
          Save Key
        </Button>
      </Dialog.Footer>
    </>
  );
}

/** SPEC §2 'Add API Key' dialog with the SPEC §5 rules (shared with svc-council through contracts). */
export function AddApiKeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const addKey = useAddApiKey();
  const [form, setForm] = useState<KeyForm>(EMPTY_FORM);
  const change = (patch: Partial<KeyForm>) => setForm((previous) => ({ ...previous, ...patch }));
  const { provider, keyName, key, baseUrl, model } = form;
  const [problem, setProblem] = useState<KeyProblem | null>(null);
  const keyInput = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const local = provider === 'local';

  const changeOpen = (next: boolean) => {
    if (!next) {
      setForm(EMPTY_FORM);
      setProblem(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (addKey.isPending) return;
    const typedKey = key;
    // SPEC §5: after a save attempt the key field is cleared, whatever the outcome.
    change({ key: '' });
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
      toast({ title: 'API Key Added', description: addedMessage(provider, model), variant: 'success' });
      void trackFeatureUsage('api_key_added');
      changeOpen(false);
    } catch (error) {
      const problemFromServer = refusal(error);
      if (problemFromServer) setProblem(problemFromServer);
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <Dialog.Content data-testid="add-api-key-dialog">
        <AddKeyHeader />

        <form
          className="ui-form"
          onSubmit={submit}
          noValidate
          aria-describedby={problem ? problemId : undefined}
        >
          <KeyFields form={form} change={change} invalid={problem !== null} keyInput={keyInput} />

          <SaveKeyFooter
            problem={problem}
            problemId={problemId}
            saving={addKey.isPending}
            onCancel={() => changeOpen(false)}
          />
        </form>
      </Dialog.Content>
    </Dialog>
  );
}
