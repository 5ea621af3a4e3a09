import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast-store';
import { Toaster, TOAST_DURATION } from './toaster';
import { TooltipProvider } from './tooltip';
import { passTime } from './testing/page-test';

beforeEach(() => vi.useFakeTimers());

afterEach(async () => {
  act(() => dismissToast());
  await passTime(TOAST_REMOVE_DELAY);
  cleanup();
  vi.useRealTimers();
});

describe('toasts (SPEC §9)', () => {
  it('when configured, then at most one shows, it auto-dismisses after 5000 ms and dismissed toasts go after 1,000,000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('when two toasts are raised, then only the newest is shown', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'Newest wins' });
    });
    await passTime(0);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    expect(getToasts()).toHaveLength(1);
  });

  it('when 5 s pass, then the toast closes by itself, and it leaves the store 1,000,000 ms after', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    await passTime(TOAST_DURATION - 10);
    expect(getToasts()[0]?.open).toBe(true);
    await passTime(20);
    expect(getToasts()[0]?.open).toBe(false);
    await passTime(TOAST_REMOVE_DELAY - 100);
    expect(getToasts()).toHaveLength(1);
    await passTime(200);
    expect(getToasts()).toHaveLength(0);
  });

  it('when shown, then the region names the F8 hotkey and the close button dismisses', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Hello' });
    });
    await passTime(0);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await passTime(0);
    expect(getToasts()[0]?.open).toBe(false);
  });
});

describe('tooltips (SPEC §9)', () => {
  it('when provided, then they open after 700 ms and skip the delay within 300 ms', () => {
    const provider = TooltipProvider({ children: null });
    expect(provider.props).toMatchObject({ delayDuration: 700, skipDelayDuration: 300 });
  });
});
