import { capitalise } from '@ai-council/rules';
import { cn } from '@ai-council/ui';

/** A row of named phases with the current one marked (aria-current="step"). */
export function PhaseSteps<T extends string>({
  phases,
  current,
  label,
  labels,
}: {
  phases: readonly T[];
  current: T;
  label: string;
  labels?: Partial<Record<T, string>>;
}) {
  const at = phases.indexOf(current);
  return (
    <ol className="council-phases" aria-label={label}>
      {phases.map((phase, index) => (
        <li
          key={phase}
          className={cn('council-phases__step', index < at && 'council-phases__step--done')}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className="council-phases__dot" aria-hidden="true" />
          {labels?.[phase] ?? capitalise(phase)}
        </li>
      ))}
    </ol>
  );
}
