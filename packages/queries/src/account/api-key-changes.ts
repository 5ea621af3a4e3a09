import { apiKeyRecordSchema, setKeyCapRequestSchema, type Provider } from '@ai-council/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../call';
import { mutationHook } from '../mutation';
import { refreshAfter } from '../refreshes';

/** SPEC §3: the key as entered travels in a field called encryptedKey; the server encrypts it at rest. */
export interface AddApiKeyInput {
  provider: Provider;
  keyName: string;
  encryptedKey: string;
  /** A local model's server and model name (provider 'local' only). */
  baseUrl?: string;
  model?: string;
}

/** POST /api/api-keys. */
export const addApiKey = (body: AddApiKeyInput) => call('POST /api/api-keys', {}, body, apiKeyRecordSchema);

/** DELETE /api/api-keys/{id}. */
export const deleteApiKey = (id: string) => call('DELETE /api/api-keys/{id}', { id });

/** PUT /api/api-keys/{id}/cap: the key's monthly cap in US dollars, or null for none. */
export const setKeyCap = (id: string, monthlyCapUsd: number | null) =>
  call(
    'PUT /api/api-keys/{id}/cap',
    { id },
    setKeyCapRequestSchema.parse({ monthlyCapUsd }),
    apiKeyRecordSchema,
  );

// Whatever the answer, the list is asked again: a failed change may still have landed.
const keysAskedAgain = (queryClient: QueryClient) => ({
  onSettled: () => refreshAfter.apiKeysChanged(queryClient),
});

export const useAddApiKey = mutationHook(addApiKey, keysAskedAgain);

export const useDeleteApiKey = mutationHook(deleteApiKey, keysAskedAgain);

export interface SetKeyCapInput {
  id: string;
  monthlyCapUsd: number | null;
}

const setKeyCapOf = ({ id, monthlyCapUsd }: SetKeyCapInput) => setKeyCap(id, monthlyCapUsd);

export const useSetKeyCap = mutationHook(setKeyCapOf, keysAskedAgain);
