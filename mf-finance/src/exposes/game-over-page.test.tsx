import { getQueryFn } from '@ai-council/contracts';
import { createQueryClient } from '@ai-council/ui';
import { fakeApi, renderPage } from '@ai-council/ui/testing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GameOverPage from './game-over-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const endedState = (endReason: string | null, currentQuarter = 20) => ({
  gameId: 'g1',
  currentQuarter,
  status: 'ended',
  endReason,
  finalScore: 52_000,
  gameYears: 5,
  openScenarioIds: [],
  metrics: { netWorth: 1_250_000_000, cashFlow: -5_000_000, marketShare: 1875, employeeCount: 240 },
});

const objectives = [
  {
    id: 'a',
    title: 'Reach $10M',
    description: 'Grow net worth.',
    isCompleted: true,
    currentValue: 10,
    targetValue: 10,
  },
  {
    id: 'b',
    title: 'Hire 300',
    description: 'Grow the team.',
    isCompleted: false,
    currentValue: 240,
    targetValue: 300,
  },
];

const renderGameOver = () =>
  renderPage(<GameOverPage />, {
    queryClient: createQueryClient(getQueryFn({ on401: 'throw' })),
    path: '/game-over',
    otherRoutes: { '/dashboard': 'dashboard screen' },
  });

describe('Game over page', () => {
  it.each([
    ['victory', 'Outstanding Success!'],
    ['bankruptcy', 'Business Failure'],
    ['time_limit', "Time's Up!"],
    [null, 'Game Complete'],
  ])('when the game ended by %s, then the title reads %s', async (reason, title) => {
    fakeApi({ 'GET /api/game/state': endedState(reason), 'GET /api/game/objectives': objectives });
    renderGameOver();
    expect(await screen.findByText(title)).toBeTruthy();
  });

  it('when the game ended, then score, rating, final metrics and objectives show', async () => {
    fakeApi({ 'GET /api/game/state': endedState('victory', 18), 'GET /api/game/objectives': objectives });
    renderGameOver();
    expect((await screen.findByTestId('final-score')).textContent).toBe('52,000');
    expect(screen.getByText('Outstanding')).toBeTruthy();
    expect(screen.getByTestId('game-duration').textContent).toBe('Duration: 5 years, 2 quarters');
    expect(screen.getByText('$12.5M')).toBeTruthy();
    expect(screen.getByText('-$50K').className).toContain('text-danger');
    expect(screen.getByText('18.75%')).toBeTruthy();
    expect((await screen.findByTestId('objectives-count')).textContent).toBe('1 of 2 completed');
    expect(screen.getByText('Complete')).toBeTruthy();
    expect(screen.getByText('Incomplete')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Financial Report' }).getAttribute('href')).toBe('/financial');
  });

  it('when the game is still active, then it goes back to the dashboard', async () => {
    fakeApi({
      'GET /api/game/state': { ...endedState(null, 5), status: 'active' },
      'GET /api/game/objectives': objectives,
    });
    renderGameOver();
    expect(await screen.findByText('dashboard screen')).toBeTruthy();
  });

  it('when Play Again is pressed, then a new game starts and the player lands on the dashboard', async () => {
    const { calls } = fakeApi({
      'GET /api/game/state': endedState('bankruptcy'),
      'GET /api/game/objectives': objectives,
      'POST /api/game/restart': { ...endedState(null, 1), gameId: 'g2', status: 'active', finalScore: null },
    });
    renderGameOver();
    fireEvent.click(await screen.findByRole('button', { name: 'Play Again' }));
    expect(await screen.findByText('dashboard screen')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/game/restart']);
    expect(screen.getByText('New Game Started')).toBeTruthy();
  });
});
