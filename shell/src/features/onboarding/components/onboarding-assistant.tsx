import { Progress } from '@ai-council/ui';

export const ONBOARDING_STEPS = ['Welcome', 'Choose your mode', 'Meet your CEO', 'Launch'] as const;

/** The animated guide with its 4-step progress bar (SPEC §2 Onboarding). */
export function OnboardingAssistant({ step, message }: { step: number; message: string }) {
  return (
    <div className="ui-stack ui-stack--sm">
      <div className="onboarding__assistant">
        <span className="assistant-avatar" aria-hidden="true">
          AI
        </span>
        <p aria-live="polite">{message}</p>
      </div>
      <Progress
        value={(step / ONBOARDING_STEPS.length) * 100}
        label={`Step ${step} of ${ONBOARDING_STEPS.length}`}
      />
      <ol className="steps" aria-label="Setup steps">
        {ONBOARDING_STEPS.map((label, index) => (
          <li key={label} data-done={index < step} aria-current={index + 1 === step ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
}
