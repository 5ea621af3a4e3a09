import { Badge, Tooltip } from '@ai-council/ui';
import { Link } from 'react-router-dom';
import { paths } from '@ai-council/queries';

const NO_ANSWER = 'Your AI provider did not answer, so the internal voice replied.';

// The communications and scenarios pages both mark an answer the internal voice gave.

/**
 * Marks an answer the internal voice gave in llm mode: the provider did not
 * answer, or (with a `note`) the key was not used, saying why (a key at its
 * monthly cap, a local model the server may not reach).
 */
export function FallbackVoiceMarker({
  note,
  className = 'comms-voice-marker',
}: {
  note?: string;
  /** The page's own look for the marker. */
  className?: string;
}) {
  return (
    <Tooltip content={note ?? NO_ANSWER}>
      <Badge
        variant="outline"
        className={className}
        tabIndex={0}
        aria-label={`Fallback voice: ${note ?? NO_ANSWER}`}
        data-testid="fallback-voice"
      >
        {note ? 'Internal voice' : 'Fallback voice'}
      </Badge>
    </Tooltip>
  );
}

/** Why the internal voice answered, under the answer, with the way to the keys page. */
export function VoiceNote({ note, className = 'comms-bubble__note' }: { note: string; className?: string }) {
  return (
    <p className={className} data-testid="voice-note">
      {note} <Link to={paths.apiKeys.getHref()}>Open API Keys</Link>
    </p>
  );
}
