import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsRoutes, authStatus, renderApp } from '../../../testing/render-app';
import { COMPLETE_SETUP_REDIRECT_MS } from './api-keys-page';
import { fakeApi, type FakeRoutes, passTime } from '@ai-council/ui/testing';

/**
 * Lets the chain of calls a screen makes on opening (auth status, then its data)
 * answer, with a little time for renders that React schedules on a short timer.
 */
async function settle() {
  for (let i = 0; i < 3; i += 1) await passTime(0);
  for (let i = 0; i < 2; i += 1) await passTime(50);
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});

/** Opens /api-keys for a player in onboarding with no keys, unless `routes` answers otherwise. */
async function openKeysPage(routes: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /api/auth/status': authStatus.onboarding(),
    'GET /api/api-keys': [],
    ...analyticsRoutes,
    ...routes,
  });
  renderApp('/api-keys');
  await settle();
  return api;
}

const record = (id: string, provider: string, keyName: string) => ({
  id,
  provider,
  keyName,
  createdAt: '2025-03-04T10:00:00.000Z',
});

describe('API key setup page (SPEC §2, §4)', () => {
  it('when it opens, then it shows the AES-256-GCM statement, a cost note per 1K tokens for each provider and the stored keys', async () => {
    await openKeysPage({
      'GET /api/api-keys': [record('k1', 'anthropic', 'Work key'), record('k2', 'google', 'Side project')],
    });
    expect(screen.getByRole('heading', { name: 'API Key Setup' })).toBeTruthy();
    expect(screen.getByTestId('encryption-note').textContent).toContain('AES-256-GCM');
    for (const [id, name] of [
      ['openai', 'OpenAI'],
      ['anthropic', 'Anthropic'],
      ['google', 'Google'],
    ] as const) {
      const card = screen.getByTestId(`provider-card-${id}`);
      expect(within(card).getByText(name)).toBeTruthy();
      expect(card.textContent).toContain('per 1K tokens');
      // SPEC §9: the figures themselves are not shown.
      expect(card.textContent).not.toMatch(/\$\s?\d/);
    }
    const rows = screen.getAllByTestId('api-key-row');
    expect(rows.map((row) => within(row).getByText(/Work key|Side project/).textContent)).toEqual([
      'Work key',
      'Side project',
    ]);
    expect(within(rows[0]!).getByText('Anthropic')).toBeTruthy();
  });

  it('when there are no keys, then an empty state invites the player to add one', async () => {
    await openKeysPage();
    expect(screen.getByText('No API keys yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add API Key/ }));
    await passTime(0);
    expect(screen.getByRole('dialog', { name: 'Add API Key' })).toBeTruthy();
  });

  it('when a key is deleted and the player confirms, then it is removed on the server, the list reloads and API Key Deleted is shown', async () => {
    let keys = [record('k1', 'openai', 'Old key')];
    const { calls } = await openKeysPage({
      'GET /api/api-keys': () => keys,
      'DELETE /api/api-keys/k1': () => {
        keys = [];
        return new Response(null, { status: 204 });
      },
    });
    // The player is asked first; keeping the key sends nothing and focus goes back to its trash button.
    const trash = screen.getByRole('button', { name: 'Delete Old key' });
    fireEvent.click(trash);
    await settle();
    expect(screen.getByRole('dialog', { name: 'Delete Old key?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep Key' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trash);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(trash);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Key' }));
    await settle();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/api-keys/k1')).toBe(true);
    expect(screen.getAllByText('API Key Deleted').length).toBeGreaterThan(0);
    expect(screen.getByText('No API keys yet')).toBeTruthy();
  });

  it('when Complete Setup is pressed, then onboarding is marked complete, Setup Complete shows and the dashboard follows after exactly 1.5 s', async () => {
    let status: unknown = authStatus.onboarding();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = await openKeysPage({
      'GET /api/auth/status': () => status,
      'PATCH /api/auth/user': () => {
        status = authStatus.ready;
        return authStatus.ready.user;
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await passTime(0);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ onboardingCompleted: true });
    expect(screen.getAllByText('Setup Complete').length).toBeGreaterThan(0);

    await passTime(COMPLETE_SETUP_REDIRECT_MS - 1);
    expect(screen.getByRole('heading', { name: 'API Key Setup' })).toBeTruthy();
    await passTime(1);
    await passTime(0);
    expect(screen.queryByRole('heading', { name: 'API Key Setup' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('when completing setup fails, then Setup Failed says so and the player stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openKeysPage({
      'PATCH /api/auth/user': new Response('nope', { status: 500 }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await passTime(0);
    expect(screen.getAllByText('Setup Failed').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Unable to complete setup. Please try again.').length).toBeGreaterThan(0);
    await passTime(COMPLETE_SETUP_REDIRECT_MS * 2);
    expect(screen.getByRole('heading', { name: 'API Key Setup' })).toBeTruthy();
  });

  it('when Back to Mode Selection is followed, then the onboarding screen shows', async () => {
    await openKeysPage({
      'GET /api/auth/status': authStatus.onboarding('Ada'),
    });
    fireEvent.click(screen.getByRole('link', { name: /Back to Mode Selection/ }));
    await passTime(0);
    expect(screen.getByText('Welcome, Ada!')).toBeTruthy();
  });
});
