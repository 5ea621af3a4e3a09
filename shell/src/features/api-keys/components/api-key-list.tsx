import { providerNames, type ApiKeyRecord } from '@ai-council/contracts';
import { Badge, Button, Dialog, LineIcon, SkeletonList, Spinner, toast } from '@ai-council/ui';
import { useState } from 'react';
import { useDeleteApiKey } from '@ai-council/queries';
import { KeyUsage } from './key-usage';
import { ProviderMark } from './provider-mark';
import { useApiKeys } from '@ai-council/queries';

const addedOn = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function TrashIcon() {
  return (
    <LineIcon width="16" height="16" strokeWidth={1.8}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </LineIcon>
  );
}

function KeyRow({ record }: { record: ApiKeyRecord }) {
  const deleteKey = useDeleteApiKey();
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    setConfirming(false);
    try {
      await deleteKey.mutateAsync(record.id);
      toast({ title: 'API Key Deleted', description: `${record.keyName} was removed.` });
    } catch (error) {
      // SPEC §8: no error handling is shown for deleting a key; the list is refetched either way.
      console.error('Failed to delete API key', error);
    }
  };
  return (
    <li className="key-row" data-testid="api-key-row">
      <ProviderMark provider={record.provider} />
      <div className="key-row__main">
        <span className="key-row__name">{record.keyName}</span>
        <span className="key-row__meta">
          <Badge variant="secondary">{providerNames[record.provider]}</Badge>
          <span>Added {addedOn.format(new Date(record.createdAt))}</span>
          {record.provider === 'local' ? (
            <span className="ui-mono" data-testid="api-key-local-model">
              {record.model} at {record.baseUrl}
            </span>
          ) : (
            <span className="key-row__secret" aria-hidden="true">
              ••••••••
            </span>
          )}
        </span>
        <KeyUsage record={record} />
      </div>
      {/* A deleted key cannot be brought back: the player confirms first; focus returns to the trash button. */}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <Dialog.Trigger asChild>
          <Button
            variant="ghost"
            size="icon"
            disabled={deleteKey.isPending}
            aria-label={`Delete ${record.keyName}`}
            data-testid="api-key-delete"
          >
            {deleteKey.isPending ? <Spinner size="sm" label="Deleting" /> : <TrashIcon />}
          </Button>
        </Dialog.Trigger>
        <Dialog.Content data-testid="api-key-delete-confirm">
          <Dialog.Header>
            <Dialog.Title>Delete {record.keyName}?</Dialog.Title>
            <Dialog.Description>
              Your council will stop using this {providerNames[record.provider]} key. The key cannot be shown
              again: to use it later, add it anew.
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="outline">Keep Key</Button>
            </Dialog.Close>
            <Button variant="danger" onClick={() => void remove()}>
              Delete Key
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog>
    </li>
  );
}

/** The stored keys: provider, name and date only (the key itself never comes back). */
export function ApiKeyList() {
  const keys = useApiKeys();

  if (keys.isPending) {
    return (
      <SkeletonList
        rows={2}
        label="Loading your API keys"
        className="ui-list key-list"
        itemClassName="key-row key-row--loading"
        skeletonClassName="key-row__skeleton"
        aria-label="Your API keys"
      />
    );
  }

  if (keys.isError) {
    return (
      <div className="ui-empty key-list__empty" role="alert">
        <p>Unable to load your API keys.</p>
        <Button variant="outline" size="sm" onClick={() => void keys.refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  if (keys.data.length === 0) {
    return (
      <div className="ui-empty key-list__empty" data-testid="api-keys-empty">
        <p className="key-list__empty-title">No API keys yet</p>
        <p className="ui-muted">
          Add a key from OpenAI, Anthropic or Google, or a local model you run, to let your council think with
          a real language model.
        </p>
      </div>
    );
  }

  return (
    <ul className="ui-list key-list" aria-label="Your API keys">
      {keys.data.map((record) => (
        <KeyRow key={record.id} record={record} />
      ))}
    </ul>
  );
}
