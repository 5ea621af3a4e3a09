import { fakeApi, renderPage } from '@ai-council/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameControlCenter } from './game-control-center';

const state = (currentQuarter: number, status: 'active' | 'ended' = 'active') => ({
  gameId: 'g1',
  currentQuarter,
  status,
  endReason: status === 'active' ? null : 'time_limit',
  gameEnded: status !== 'active',
  reason: status === 'active' ? null : 'time_limit',
  finalScore: status === 'active' ? null : 30_000,
  gameYears: 5,
  openScenarioIds: [],
  metrics: { netWorth: 100_000_000, cashFlow: 0, marketShare: 500, employeeCount: 50 },
});

const renderCenter = () =>
  renderPage(<GameControlCenter />, {
    path: '/dashboard',
    otherRoutes: { '/game-over': 'game over screen' },
  });

describe('Game Control Center', () => {
  it('when the game is in quarter 3, then it shows Q3 Year 1 and offers to advance to Q4', async () => {
    fakeApi({ 'GET /api/game/state': state(3) });
    renderCenter();
    expect((await screen.findByTestId('game-quarter')).textContent).toBe('Q3 Year 1');
    expect(screen.getByTestId('advance-quarter').textContent).toBe('Advance to Q4');
  });

  it('when the year ends, then the button names Q1 of the next year', async () => {
    fakeApi({ 'GET /api/game/state': state(8) });
    renderCenter();
    expect((await screen.findByTestId('advance-quarter')).textContent).toBe('Advance to Q1');
  });

  it('when advancing succeeds, then Quarter Advanced shows', async () => {
    const { calls } = fakeApi({
      'GET /api/game/state': state(3),
      'PATCH /api/game/advance-quarter': {
        gameEnded: false,
        reason: null,
        finalScore: null,
        currentQuarter: 4,
      },
    });
    renderCenter();
    fireEvent.click(await screen.findByTestId('advance-quarter'));
    expect((await screen.findAllByText('Quarter Advanced')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'PATCH' && c.path === '/api/game/advance-quarter')).toBe(true);
  });

  it('when advancing fails, then Failed to Advance explains it', async () => {
    fakeApi({
      'GET /api/game/state': state(3),
      'PATCH /api/game/advance-quarter': new Response('conflict', { status: 409 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCenter();
    fireEvent.click(await screen.findByTestId('advance-quarter'));
    expect((await screen.findAllByText('Failed to Advance')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Unable to advance to next quarter. Please try again.').length,
    ).toBeGreaterThan(0);
  });

  it('when the game ends, then the player is taken to the game-over screen 2 s later', async () => {
    fakeApi({
      'GET /api/game/state': state(20),
      'PATCH /api/game/advance-quarter': {
        gameEnded: true,
        reason: 'time_limit',
        finalScore: 30_000,
        currentQuarter: 20,
      },
    });
    renderCenter();
    fireEvent.click(await screen.findByTestId('advance-quarter'));
    expect(
      (await screen.findAllByText('Game completed: time_limit. Final score: 30000')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('game over screen')).toBeNull();
    expect(await screen.findByText('game over screen', undefined, { timeout: 3000 })).toBeTruthy();
  });
});
