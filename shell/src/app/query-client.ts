import { getQueryFn } from '@ai-council/contracts';
import { createQueryClient } from '@ai-council/ui';

/** The one QueryClient of the page; remotes use it through the shared React Query singleton. */
export const queryClient = createQueryClient(getQueryFn({ on401: 'throw' }));
