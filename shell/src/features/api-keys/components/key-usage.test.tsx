import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@ai-council/ui/testing';
import { analyticsRoutes, authStatus, renderApp } from '../../../testing/render-app';

async function settle() {
  for (let i = 0; i < 8; i += 1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(i < 4 ? 0 : 50);
    });
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
const day = (d: string, calls: number, usd: number) => ({
  day: d,
  calls,
  inputTokens: calls * 1_500,
  outputTokens: calls * 200,
  estimatedUsd: usd,
});

const used = (overrides: Record<string, unknown> = {}) => ({
  id: 'k1',
  provider: 'openai',
  keyName: 'Work key',
  createdAt: '2030-01-02T10:00:00.000Z',
  monthlyCapUsd: null,
  usage: {
    month: '2030-01',
    calls: 42,
    inputTokens: 63_000,
    outputTokens: 8_400,
    estimatedUsd: 0.0145,
    byDay: [day('2030-01-04', 12, 0.004), day('2030-01-05', 30, 0.0105)],
    pricesAsOf: '2025-01-15',
  },
  ...overrides,
});

describe('a key’s month on /api-keys', () => {
  it('when a key has been used, then its calls, tokens and estimated cost show, and a cap is suggested', async () => {
    fakeApi({
      'GET /api/auth/status': authStatus.onboarding(),
      'GET /api/api-keys': [used()],
      ...analyticsRoutes,
    });
    renderApp('/api-keys');
    await settle();
    const row = screen.getByTestId('api-key-row');
    expect(within(row).getByTestId('key-usage-calls').textContent).toBe('42');
    expect(within(row).getByTestId('key-usage-tokens').textContent).toBe('63K / 8,400');
    expect(within(row).getByTestId('key-usage-cost').textContent).toBe('$0.01');
    expect(within(row).getByTestId('key-cap-suggestion').textContent).toContain('$5.00 a month');
    expect((within(row).getByTestId('key-cap-input') as HTMLInputElement).value).toBe('5');
    expect(row.textContent).toContain('list prices taken on 2025-01-15');
  });

  it('when the player sets a cap, then it is sent in dollars; a bad amount is refused on the page', async () => {
    const api = fakeApi({
      'GET /api/auth/status': authStatus.onboarding(),
      'GET /api/api-keys': [used()],
      'PUT /api/api-keys/k1/cap': used({ monthlyCapUsd: 2.5 }),
      ...analyticsRoutes,
    });
    renderApp('/api-keys');
    await settle();
    const input = screen.getByTestId('key-cap-input');
    fireEvent.change(input, { target: { value: 'lots' } });
    fireEvent.click(screen.getByTestId('key-cap-save'));
    await settle();
    expect(screen.getByTestId('key-cap-problem').textContent).toContain(
      'Enter a cap between $0.01 and $10,000',
    );
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(input, { target: { value: '$2.50' } });
    fireEvent.click(screen.getByTestId('key-cap-save'));
    await settle();
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/api-keys/k1/cap',
      body: { monthlyCapUsd: 2.5 },
    });
  });

  it('when the cap is under one cent, then the page says what fits and sends nothing; a refusal reads as sent', async () => {
    const api = fakeApi({
      'GET /api/auth/status': authStatus.onboarding(),
      'GET /api/api-keys': [used()],
      'PUT /api/api-keys/k1/cap': new Response(
        JSON.stringify({
          message: 'A cap must be at least $0.01 a month. To have no cap, remove it instead.',
        }),
        { status: 400 },
      ),
      ...analyticsRoutes,
    });
    renderApp('/api-keys');
    await settle();
    const input = screen.getByTestId('key-cap-input');
    for (const tiny of ['0.004', '$0.001', '0']) {
      fireEvent.change(input, { target: { value: tiny } });
      fireEvent.click(screen.getByTestId('key-cap-save'));
      await settle();
      expect(screen.getByTestId('key-cap-problem').textContent, tiny).toBe(
        'Enter a cap between $0.01 and $10,000 a month.',
      );
    }
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    // A refusal from the server shows its own sentence, never a generic failure.
    fireEvent.change(input, { target: { value: '0.01' } });
    fireEvent.click(screen.getByTestId('key-cap-save'));
    await settle();
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { monthlyCapUsd: 0.01 } });
    expect(screen.getByTestId('key-cap-problem').textContent).toBe(
      'A cap must be at least $0.01 a month. To have no cap, remove it instead.',
    );
  });

  it('when a key is at its cap, then the page says the council answers in its internal voice and how to raise it', async () => {
    fakeApi({
      'GET /api/auth/status': authStatus.onboarding(),
      'GET /api/api-keys': [used({ monthlyCapUsd: 0.01 })],
      ...analyticsRoutes,
    });
    renderApp('/api-keys');
    await settle();
    const alert = screen.getByTestId('key-cap-reached');
    expect(alert.textContent).toContain('internal voice until February 1');
    expect(alert.textContent).toContain('Raise or clear the cap below');
    expect(screen.getByTestId('key-usage-cost').textContent).toBe('$0.01 of $0.01 cap');
    expect(screen.getByRole('button', { name: 'Remove Cap' })).toBeTruthy();
  });

  it('when a local model is stored, then its server and model show and it costs nothing', async () => {
    fakeApi({
      'GET /api/auth/status': authStatus.onboarding(),
      'GET /api/api-keys': [
        used({
          provider: 'local',
          keyName: 'Ollama',
          baseUrl: 'http://127.0.0.1:11434/v1',
          model: 'llama3.1:8b',
        }),
      ],
      ...analyticsRoutes,
    });
    renderApp('/api-keys');
    await settle();
    expect(screen.getByTestId('api-key-local-model').textContent).toBe(
      'llama3.1:8b at http://127.0.0.1:11434/v1',
    );
    expect(screen.getByTestId('key-usage-cost').textContent).toContain('Free');
    expect(screen.queryByTestId('key-cap-input')).toBeNull();
  });
});
