import { Badge, Tooltip } from '@ai-council/ui';

/** Marks an answer the internal voice gave because the player's AI provider did not answer. */
export function FallbackVoiceMarker() {
  return (
    <Tooltip content="Your AI provider did not answer, so the internal voice replied.">
      <Badge
        variant="outline"
        className="comms-voice-marker"
        tabIndex={0}
        aria-label="Fallback voice: your AI provider did not answer, so the internal voice replied."
        data-testid="fallback-voice"
      >
        Fallback voice
      </Badge>
    </Tooltip>
  );
}
