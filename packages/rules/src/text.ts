// Small helpers for the numbers and words every area shows the same way.

/** `value` kept within [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The text with its first letter in capitals ('high' → 'High'). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A 0-100 score (a driver, a health bar, a climate gauge): rounded and kept within 0 to 100. */
export function toScore(value: number): number {
  return Math.round(clamp(value, 0, 100));
}
