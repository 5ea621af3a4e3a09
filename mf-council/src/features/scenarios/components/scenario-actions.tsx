import { Button, Spinner, toast, LineIcon, toastFailure } from '@ai-council/ui';
import { useGenerateScenario, useTriggerAgentScenarios } from '@ai-council/queries';
import { isHttpError } from '@ai-council/contracts';

/** The page's two ways to get new scenarios: ask for one, or let concerned agents raise theirs. */
export function ScenarioActions() {
  const generate = useGenerateScenario();
  const trigger = useTriggerAgentScenarios();

  const requestScenario = () =>
    generate.mutate(undefined, {
      onSuccess: (scenario) =>
        toast({ title: 'New Scenario Generated', description: scenario.title, variant: 'success' }),
      onError: (error) => {
        // The server refuses when too many scenarios are open; its reason helps the player.
        toastFailure('Failed to generate a scenario', error, {
          title: 'Scenario Not Generated',
          description:
            (isHttpError(error) && error.bodyMessage) || 'Unable to generate a scenario. Please try again.',
        });
      },
    });

  const triggerAgents = () =>
    trigger.mutate(undefined, {
      onSuccess: ({ triggeredActions }) =>
        triggeredActions.length > 0
          ? toast({
              title: 'Agent Scenarios Triggered',
              description: `${triggeredActions.length} agents generated new scenarios…`,
            })
          : toast({
              title: 'No New Scenarios',
              description: 'No board member has a new concern right now.',
            }),
      // SPEC §8: no error handling is shown for triggering agent scenarios.
      onError: (error) => console.error('Failed to trigger agent scenarios', error),
    });

  return (
    <div className="scn-actions">
      <Button variant="outline" onClick={triggerAgents} disabled={trigger.isPending}>
        {trigger.isPending ? <Spinner size="sm" label="Asking the agents" /> : <PeopleIcon />}
        Trigger Agent Scenarios
      </Button>
      <Button onClick={requestScenario} disabled={generate.isPending}>
        {generate.isPending ? <Spinner size="sm" label="Generating" /> : <PlusIcon />}
        Request New Scenario
      </Button>
    </div>
  );
}

function PlusIcon() {
  return (
    <LineIcon width="16" height="16" strokeWidth={2}>
      <path d="M12 5v14M5 12h14" strokeLinecap="round" />
    </LineIcon>
  );
}

function PeopleIcon() {
  return (
    <LineIcon width="16" height="16" strokeWidth={1.8}>
      <path
        d="M16 20v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 18.5V20M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM20 20v-1.5a3.5 3.5 0 0 0-2.5-3.35M15.5 4.15a3.5 3.5 0 0 1 0 6.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}
