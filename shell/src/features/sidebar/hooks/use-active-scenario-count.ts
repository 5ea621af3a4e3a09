import { useScenarios } from '@ai-council/queries';

/** How many scenarios wait for a decision; a failed call counts as none. */
export function useActiveScenarioCount(): number {
  const { data } = useScenarios();
  return data?.filter((scenario) => scenario.status === 'active').length ?? 0;
}
