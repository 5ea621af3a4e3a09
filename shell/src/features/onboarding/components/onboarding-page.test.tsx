import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsRoutes, authStatus, renderApp } from '../../../testing/render-app';
import { ONBOARDING_REDIRECT_MS } from './onboarding-page';
import { PREVIEW_LIMIT } from './typed-preview';
import { fakeApi, passTime } from '@ai-council/ui/testing';

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});

/** Picks a game mode and presses Continue. */
async function chooseAndContinue(mode: 'demo' | 'llm') {
  fireEvent.click(screen.getByTestId(`mode-${mode}`));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await passTime(0);
}

const completedUser = { firstName: 'Ada', gameMode: 'demo', onboardingCompleted: true };

describe('onboarding (SPEC §2, §4) with fake timers', () => {
  it('when a mode is chosen, then the CEO preview types word by word, stops at 100 characters and the steps advance', async () => {
    fakeApi({ 'GET /api/auth/status': authStatus.onboarding('Ada'), ...analyticsRoutes });
    renderApp('/onboarding');
    await passTime(0);
    expect(screen.getByText('Welcome, Ada!')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByTestId('mode-demo'));
    await passTime(0);
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 4' })).toBeTruthy();
    const preview = screen.getByTestId('ceo-preview');
    const lengths: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      await passTime(90);
      lengths.push(preview.textContent?.length ?? 0);
    }
    // One more word each tick: the text grows, never all at once.
    expect(lengths.every((length, i) => i === 0 || length > (lengths[i - 1] ?? 0))).toBe(true);
    expect(lengths[0]).toBeLessThan(15);

    // Each word is a render; let time pass a word at a time until the typing is done.
    for (let i = 0; i < 40; i += 1) await passTime(90);
    const typed = preview.textContent ?? '';
    expect(typed.endsWith('…')).toBe(true);
    expect(typed.length).toBeLessThanOrEqual(PREVIEW_LIMIT + 1);
    expect(screen.getByRole('progressbar', { name: 'Step 3 of 4' })).toBeTruthy();
  });

  it('when demo is chosen, then it saves demo as completed, toasts, and goes to /dashboard after exactly 1 s with a fresh cache', async () => {
    let status: unknown = authStatus.onboarding('Ada');
    const { calls } = fakeApi({
      'GET /api/auth/status': () => status,
      'PATCH /api/auth/user': () => {
        status = { ...authStatus.ready, user: completedUser };
        return completedUser;
      },
      'GET /api/game/state': new Response('{}', { status: 503 }),
      ...analyticsRoutes,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/onboarding');
    await passTime(0);
    await chooseAndContinue('demo');

    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      gameMode: 'demo',
      onboardingCompleted: true,
    });
    expect(screen.getAllByText('Demo Mode Activated').length).toBeGreaterThan(0);
    expect(screen.getByRole('progressbar', { name: 'Step 4 of 4' })).toBeTruthy();
    const statusCallsBefore = calls.filter((c) => c.path === '/api/auth/status').length;

    await passTime(ONBOARDING_REDIRECT_MS - 1);
    expect(screen.getByText('Welcome, Ada!')).toBeTruthy();

    await passTime(1);
    await passTime(0);
    // The cache was cleared, so auth status is read again and the gate lets the player in.
    expect(calls.filter((c) => c.path === '/api/auth/status').length).toBeGreaterThan(statusCallsBefore);
    expect(screen.queryByText('Welcome, Ada!')).toBeNull();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('when llm is chosen, then it saves the mode with onboarding still open, toasts, and goes to /api-keys after exactly 1 s', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/status': authStatus.onboarding('Ada'),
      'PATCH /api/auth/user': { firstName: 'Ada', gameMode: 'llm', onboardingCompleted: false },
      'GET /api/api-keys': [],
      ...analyticsRoutes,
    });
    renderApp('/dashboard');
    await passTime(0);
    await chooseAndContinue('llm');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      gameMode: 'llm',
      onboardingCompleted: false,
    });
    expect(screen.getAllByText('LLM Mode Selected').length).toBeGreaterThan(0);

    await passTime(ONBOARDING_REDIRECT_MS - 1);
    expect(screen.queryByText('API Key Setup')).toBeNull();
    await passTime(1);
    expect(screen.getByText('API Key Setup')).toBeTruthy();
  });

  it('when saving the mode fails, then Setup Failed explains it and the player stays to try again', async () => {
    fakeApi({
      'GET /api/auth/status': authStatus.onboarding('Ada'),
      'PATCH /api/auth/user': new Response('nope', { status: 500 }),
      ...analyticsRoutes,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/onboarding');
    await passTime(0);
    await chooseAndContinue('llm');
    expect(screen.getAllByText('Setup Failed').length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Unable to configure your game mode. Please try again.').length,
    ).toBeGreaterThan(0);
    await passTime(ONBOARDING_REDIRECT_MS * 2);
    expect(screen.getByText('Welcome, Ada!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false);
  });
});
