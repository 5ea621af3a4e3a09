import { serverMessage, type DecisionPreview } from '@ai-council/contracts';
import { useDecisionPreview } from '@ai-council/queries';
import { useEffect, useState } from 'react';

/** The draft is read this long after the player's last keystroke. */
export const PREVIEW_DELAY_MS = 600;
/** Fewer words than this say too little to read: no preview is asked for. */
export const PREVIEW_MIN_WORDS = 4;

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const readable = (text: string) => wordCount(text) >= PREVIEW_MIN_WORDS;

export interface DraftPreview {
  /** Whether to show the panel at all: the draft has enough words to read. */
  shown: boolean;
  /** The answer for the draft; while the next draft is read or failed, the last one for this scenario. */
  preview: DecisionPreview | undefined;
  /** A preview is in flight. */
  reading: boolean;
  /** What is shown is not the answer for the draft as it stands (being read, or the read failed). */
  stale: boolean;
  /** The sentence to show when the last read failed (a 429 says when to try again). */
  error: string | null;
}

interface Settled {
  scenarioId: string;
  text: string;
}

/**
 * What the game reads in the player's draft, asked for once they pause typing
 * (PREVIEW_DELAY_MS) and only when the draft has a few words. The draft and its
 * scenario settle together, so one scenario is never previewed with another's words.
 */
export function useDraftPreview(scenarioId: string, draft: string): DraftPreview {
  const text = draft.trim();
  const [settled, setSettled] = useState<Settled>({ scenarioId, text });
  // Another scenario was selected: its kept draft is read at once, not after the delay.
  if (settled.scenarioId !== scenarioId) setSettled({ scenarioId, text });
  useEffect(() => {
    if (settled.scenarioId === scenarioId && settled.text === text) return;
    const timer = setTimeout(() => setSettled({ scenarioId, text }), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [scenarioId, text, settled]);

  const ready = settled.scenarioId === scenarioId && readable(settled.text);
  const query = useDecisionPreview(scenarioId, settled.text, { enabled: ready });

  // The last answer read for this scenario stays on screen (dimmed) beside a read that failed.
  const [last, setLast] = useState<{ scenarioId: string; preview: DecisionPreview }>();
  const fresh = ready && query.isSuccess && !query.isPlaceholderData ? query.data : undefined;
  if (fresh && last?.preview !== fresh) setLast({ scenarioId, preview: fresh });
  const kept = last?.scenarioId === scenarioId ? last.preview : undefined;

  const reading = ready && query.isFetching;
  const error = ready && query.isError && !query.isFetching ? serverMessage(query.error) : null;
  const preview = (ready ? query.data : undefined) ?? kept;
  const current = fresh !== undefined && !query.isFetching && preview === fresh;
  return {
    shown: readable(text),
    preview,
    reading,
    stale: preview !== undefined && !current,
    error,
  };
}
