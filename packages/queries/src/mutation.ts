// How every write of the query layer is built: the hook keeps the caches true
// (sets what the answer says, refreshes what the change touches) and the
// component that calls it decides what the player sees (toasts, navigation)
// through its own `onSuccess`/`onError`/`onSettled`.
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';

/** What a caller may add to a write: its own callbacks and options, never the fetcher. */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;

/** The argument every mutation hook takes (bulletproof-react's `{ mutationConfig }`). */
export interface UseMutationArgs<TData, TVariables> {
  mutationConfig?: MutationConfig<TData, TVariables>;
}

/** The cache work of one write; run before the caller's callback of the same name. */
export type CacheUpkeep<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError' | 'onSettled'
>;

type Callback = ((...args: never[]) => unknown) | undefined;

/**
 * Both callbacks run at once, the hook's first: the caller's toast does not wait
 * for a refresh, and the write counts as settled once both are done.
 */
function both<F extends Callback>(own: F, caller: F): F {
  if (!own) return caller;
  if (!caller) return own;
  return (async (...args: never[]) => {
    const ownWork = own(...args);
    const callerWork = caller(...args);
    await Promise.all([ownWork, callerWork]);
  }) as F;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any fetcher, whatever it takes
type Fetcher = (...args: any[]) => Promise<unknown>;
/** What a fetcher's mutation is called with: nothing for a fetcher that takes nothing. */
export type VariablesOf<F extends Fetcher> = Parameters<F> extends [] ? void : Parameters<F>[0];
type DataOf<F extends Fetcher> = Awaited<ReturnType<F>>;
/** The `{ mutationConfig }` of the hook of a fetcher. */
export type MutationArgsOf<F extends Fetcher> = UseMutationArgs<DataOf<F>, VariablesOf<F>>;

/**
 * The hook of a write: `mutationFn` is its one fetcher, `upkeep` what the write
 * does to the caches; the hook takes what the caller adds (`{ mutationConfig }`).
 */
export function mutationHook<F extends Fetcher>(
  mutationFn: F,
  upkeep: (queryClient: QueryClient) => CacheUpkeep<DataOf<F>, VariablesOf<F>> = () => ({}),
) {
  return function useWrite({ mutationConfig = {} }: MutationArgsOf<F> = {}) {
    const queryClient = useQueryClient();
    const own = upkeep(queryClient);
    const { onSuccess, onError, onSettled, ...rest } = mutationConfig;
    return useMutation({
      ...rest,
      mutationFn: mutationFn as (variables: VariablesOf<F>) => Promise<DataOf<F>>,
      onSuccess: both(own.onSuccess, onSuccess),
      onError: both(own.onError, onError),
      onSettled: both(own.onSettled, onSettled),
    });
  };
}
