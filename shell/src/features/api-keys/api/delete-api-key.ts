import { apiRequest } from '@ai-council/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeysQueryKey } from '@ai-council/queries';

export const deleteApiKey = (id: string) => apiRequest('DELETE', `/api/api-keys/${encodeURIComponent(id)}`);

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
