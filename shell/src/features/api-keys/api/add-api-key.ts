import { apiKeyRecordSchema, apiRequest, type Provider } from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeysQueryKey } from '@ai-council/queries';

/** SPEC §3: the key as entered travels in a field called encryptedKey; the server encrypts it at rest. */
export interface AddApiKeyInput {
  provider: Provider;
  keyName: string;
  encryptedKey: string;
  /** A local model's server and model name (provider 'local' only). */
  baseUrl?: string;
  model?: string;
}

export const addApiKey = (body: AddApiKeyInput) =>
  apiRequest('POST', '/api/api-keys', body, apiKeyRecordSchema);

export function useAddApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
