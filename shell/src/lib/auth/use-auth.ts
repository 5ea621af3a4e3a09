import { authStatusQueryOptions } from '@ai-council/queries';
import { useQuery } from '@tanstack/react-query';

/** Auth status plus what the client derives from it (SPEC §3). */
export function useAuth() {
  const { data, isLoading } = useQuery(authStatusQueryOptions());
  const status = data ?? null;
  return {
    isLoading,
    isAuthenticated: Boolean(status?.authenticated) && !status?.needsLogin,
    needsLogin: status ? status.needsLogin || !status.authenticated : true,
    user: status?.user ?? null,
    loginUrl: status?.loginUrl ?? null,
  };
}
