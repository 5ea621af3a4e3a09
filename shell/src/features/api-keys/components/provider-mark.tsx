import type { Provider } from '@ai-council/contracts';

const initials: Record<Provider, string> = { openai: 'OA', anthropic: 'AN', google: 'G', local: 'LM' };

/** A provider's initials in a tinted square (no vendor logos are bundled). */
export function ProviderMark({ provider }: { provider: Provider }) {
  return (
    <span className={`ui-icon-tile provider-mark provider-mark--${provider}`} aria-hidden="true">
      {initials[provider]}
    </span>
  );
}
