import { apiKeyRecordSchema, apiRequest, setKeyCapRequestSchema } from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeysQueryKey } from '@ai-council/queries';

/** A key's monthly cap in US dollars, or null for none. */
export const setKeyCap = (id: string, monthlyCapUsd: number | null) =>
  apiRequest(
    'PUT',
    `/api/api-keys/${encodeURIComponent(id)}/cap`,
    setKeyCapRequestSchema.parse({ monthlyCapUsd }),
    apiKeyRecordSchema,
  );

export function useSetKeyCap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, monthlyCapUsd }: { id: string; monthlyCapUsd: number | null }) =>
      setKeyCap(id, monthlyCapUsd),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
