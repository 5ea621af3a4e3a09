// Test helpers for the life of a page test: what happy-dom lacks, fake time that
// lets React and the query layer catch up, and one tear-down. Not part of the runtime bundle.
import { act, cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { whenAnalyticsIdle } from '../analytics/tracker';
import { dismissToast } from '../toast-store';

/** happy-dom lacks these; Radix Select calls them while it opens. For a beforeAll. */
export function stubWhatRadixSelectNeeds() {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
}

/**
 * For an afterEach: closes the toasts, unmounts, lets the analytics session's last request finish against
 * the fake API, and gives back the real clock, fetch, session storage and every spied-on function.
 */
export async function tearDownPageTest() {
  act(() => dismissToast());
  cleanup();
  await whenAnalyticsIdle();
  vi.useRealTimers();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

/** Lets fake time pass and everything it unblocks (fetches, React Query, renders) settle. */
export async function passTime(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Moves the fake clock on, then lets the answers that were due reach the page: the faked answer's body is
 * read on real ticks, and the query layer tells the page on a (faked) timer of its own. For tests that fake
 * only the timers, not the ticks.
 */
export async function passTimeAndLetAnswersLand(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let tick = 0; tick < 5; tick += 1) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
