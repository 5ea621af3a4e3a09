import { useEffect, useState } from 'react';

/** SPEC §2: the preview is cut to 100 characters. */
export const PREVIEW_LIMIT = 100;
const WORD_INTERVAL_MS = 90;

export function cutPreview(text: string): string {
  return text.length > PREVIEW_LIMIT ? `${text.slice(0, PREVIEW_LIMIT).trimEnd()}…` : text;
}

/**
 * Types a sample analysis word by word, locally: no call is made. Give it a
 * `key` of the text so a new text starts typing from the beginning.
 */
export function TypedPreview({ text, onDone }: { text: string; onDone?: () => void }) {
  const words = cutPreview(text).split(' ');
  const [shown, setShown] = useState(0);
  const done = shown >= words.length;

  useEffect(() => {
    if (done) {
      onDone?.();
      return;
    }
    const timer = setTimeout(() => setShown((count) => count + 1), WORD_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [done, shown, onDone]);

  return (
    <p className="typed-preview" aria-live="polite" data-testid="ceo-preview">
      {words.slice(0, shown).join(' ')}
      {done ? null : <span className="typed-preview__caret" aria-hidden="true" />}
    </p>
  );
}
