import { fakeApi } from '@ai-council/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFinancePage } from '../testing/render-finance-page';
import GameOverPage from './game-over-page';

const endedState = (endReason: string | null, currentQuarter = 20) => ({
  gameId: 'g1',
  currentQuarter,
  status: 'ended',
  endReason,
  gameEnded: true,
  reason: endReason,
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
    currentValue: 10_000_000,
    targetValue: 10_000_000,
    unit: 'dollars',
  },
  {
    id: 'b',
    title: 'Hire 300',
    description: 'Grow the team.',
    isCompleted: false,
    currentValue: 240,
    targetValue: 300,
    unit: 'employees',
  },
];

const renderGameOver = () => renderFinancePage(<GameOverPage />, '/game-over');

describe('Game over page', () => {
  it.each([
    ['victory', 'Outstanding Success!'],
    ['bankruptcy', 'Business Failure'],
    ['time_limit', "Time's Up!"],
    [null, 'Game Complete'],
    // SPEC §2: anything else, such as a reason a newer server adds, is 'Game Complete', not a load failure.
    ['merger', 'Game Complete'],
    // S2-OVER-06: a reason the state cannot name (empty, or over 40 characters) is 'Game Complete' too.
    ['', 'Game Complete'],
    ['a reason far longer than the forty characters a title holds', 'Game Complete'],
  ])('when the game ended by %s, then the title reads %s', async (reason, title) => {
    fakeApi({ 'GET /api/game/state': endedState(reason), 'GET /api/game/objectives': objectives });
    renderGameOver();
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.queryByText('The game state could not be loaded.')).toBeNull();
  });

  it('when the game ended, then score, rating, final metrics and objectives show', async () => {
    fakeApi({ 'GET /api/game/state': endedState('victory', 18), 'GET /api/game/objectives': objectives });
    renderGameOver();
    expect((await screen.findByTestId('final-score')).textContent).toBe('52,000');
    expect(screen.getByText('Outstanding')).toBeTruthy();
    expect(screen.getByTestId('game-duration').textContent).toBe(
      'Duration: 4 years, 2 quarters (18 quarters)',
    );
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

  it.each([
    [20, 'Duration: 5 years (20 quarters)'],
    [4, 'Duration: 1 year (4 quarters)'],
    [7, 'Duration: 1 year, 3 quarters (7 quarters)'],
    [3, 'Duration: 3 quarters'],
    [1, 'Duration: 1 quarter'],
  ])('when the game ended after %i quarters, then it reads %s', async (quarters, text) => {
    fakeApi({ 'GET /api/game/state': endedState('time_limit', quarters), 'GET /api/game/objectives': [] });
    renderGameOver();
    expect((await screen.findByTestId('game-duration')).textContent).toBe(text);
  });

  it('when net worth went negative and market share passed its target, then progress reads as money and percent and the bars stay within 0-100', async () => {
    fakeApi({
      'GET /api/game/state': endedState('bankruptcy', 9),
      'GET /api/game/objectives': [
        {
          id: 'net-worth',
          title: 'Reach $10.0M net worth',
          description: 'Grow net worth.',
          isCompleted: false,
          currentValue: -29_422.24,
          targetValue: 10_000_000,
          unit: 'dollars',
        },
        {
          id: 'market-share',
          title: 'Capture 5% market share',
          description: 'Win customers.',
          isCompleted: true,
          currentValue: 7.4,
          targetValue: 5,
          unit: 'percent',
        },
        {
          id: 'team-size',
          title: 'Grow the team to 60 employees',
          description: 'Hire.',
          isCompleted: false,
          currentValue: 45,
          targetValue: 60,
          unit: 'employees',
        },
      ],
    });
    renderGameOver();
    await screen.findByTestId('objectives-count');
    expect(screen.getAllByTestId('objective-progress').map((e) => e.textContent)).toEqual([
      '-$29K / $10.0M',
      '7.4% / 5%',
      '45 / 60 employees',
    ]);
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['0', '100', '75']);
    for (const bar of bars) {
      const indicator = bar.firstElementChild as HTMLElement;
      // The indicator slides in from the left: -100% is empty, 0% is full, nothing beyond.
      const shift = Number(/translateX\((-?[\d.]+)%\)/.exec(indicator.style.transform)?.[1]);
      expect(shift).toBeGreaterThanOrEqual(-100);
      expect(shift).toBeLessThanOrEqual(0);
    }
  });

  it('when the game ended, then What If? shows its net worth and score beside the council followed and nothing decided', async () => {
    const outcome = (netWorth: number, finalScore: number, endReason: string, quartersPlayed: number) => ({
      netWorth,
      finalScore,
      endReason,
      quartersPlayed,
    });
    fakeApi({
      'GET /api/game/state': endedState('time_limit'),
      'GET /api/game/objectives': objectives,
      'GET /api/game/counterfactual': {
        player: outcome(1_250_000_000, 52_000, 'time_limit', 20),
        council: outcome(2_000_000_000, 61_500, 'time_limit', 20),
        passive: outcome(-10_000_000, 0, 'bankruptcy', 9),
      },
    });
    renderGameOver();
    const you = await screen.findByTestId('counterfactual-player');
    expect(you.textContent).toContain('You');
    expect(you.textContent).toContain('$12.5M');
    expect(you.textContent).toContain('52,000');
    const council = screen.getByTestId('counterfactual-council');
    expect(council.textContent).toContain("Following the council's advice");
    expect(council.textContent).toContain('$20.0M');
    expect(council.textContent).toContain('61,500');
    expect(screen.getByTestId('counterfactual-passive').textContent).toContain('Bankruptcy after 9 quarters');
  });

  it('when every replay ends as the game did, then What If? says so in a sentence instead of three equal rows', async () => {
    const same = { netWorth: 900_000_000, finalScore: 41_000, endReason: 'time_limit', quartersPlayed: 20 };
    fakeApi({
      'GET /api/game/state': endedState('time_limit'),
      'GET /api/game/objectives': objectives,
      'GET /api/game/counterfactual': { player: same, council: same, passive: same },
    });
    renderGameOver();
    const sentence = await screen.findByTestId('counterfactual-same');
    expect(sentence.textContent).toContain("$9.0M net worth, score 41,000, Time's up after 20 quarters");
    expect(sentence.textContent).toContain('no decision made in this game changed its outcome');
    expect(screen.queryByTestId('counterfactual-player')).toBeNull();
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
  });

  it('when the comparison cannot be computed, then the page says so and the rest still shows', async () => {
    fakeApi({ 'GET /api/game/state': endedState('victory'), 'GET /api/game/objectives': objectives });
    renderGameOver();
    expect(await screen.findByText(/The comparison could not be computed/)).toBeTruthy();
    expect(screen.getByTestId('final-score').textContent).toBe('52,000');
  });

  it("when Today's Challenge is pressed, then the day's game starts and the player lands on the dashboard", async () => {
    const { calls } = fakeApi({
      'GET /api/game/state': endedState('bankruptcy'),
      'GET /api/game/objectives': objectives,
      'POST /api/game/challenge': {
        ...endedState(null, 1),
        gameId: 'g3',
        status: 'active',
        gameEnded: false,
        finalScore: null,
      },
    });
    renderGameOver();
    const challenge = await screen.findByRole('button', { name: "Today's Challenge" });
    expect(screen.getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe('/leaderboard');
    fireEvent.click(challenge);
    expect(await screen.findByText('dashboard screen')).toBeTruthy();
    // The challenge, then the feature's name for analytics.
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/game/challenge',
      '/api/analytics/feature-usage',
    ]);
  });

  it.each([
    [{ practice: false, leaderboard: 'entered' }, /entered today's leaderboard/],
    [{ practice: true, leaderboard: 'practice' }, /^Practice: you had already completed today's challenge/],
    [
      { practice: false, leaderboard: 'refused', refusal: 'The replayed game scores 40,000, not 52,000.' },
      /did not enter today's leaderboard: The replayed game scores 40,000, not 52,000\./,
    ],
  ])(
    'when a challenge game ended as %o, then the page says what the leaderboard made of it',
    async (verdict, text) => {
      fakeApi({
        'GET /api/game/state': { ...endedState('victory', 12), challenge: { day: '2026-12-06', ...verdict } },
        'GET /api/game/objectives': objectives,
      });
      renderGameOver();
      expect((await screen.findByTestId('challenge-verdict')).textContent).toMatch(text);
    },
  );

  it('when a normal game ended, then no challenge verdict shows', async () => {
    fakeApi({ 'GET /api/game/state': endedState('victory', 12), 'GET /api/game/objectives': objectives });
    renderGameOver();
    await screen.findByTestId('final-score');
    expect(screen.queryByTestId('challenge-verdict')).toBeNull();
  });

  it("when Today's Challenge is pressed after the day's was completed, then the toast says the attempt is practice", async () => {
    fakeApi({
      'GET /api/game/state': endedState('bankruptcy'),
      'GET /api/game/objectives': objectives,
      'POST /api/game/challenge': {
        ...endedState(null, 1),
        gameId: 'g4',
        status: 'active',
        gameEnded: false,
        finalScore: null,
        challenge: { day: '2026-12-06', practice: true },
      },
    });
    renderGameOver();
    fireEvent.click(await screen.findByRole('button', { name: "Today's Challenge" }));
    expect(await screen.findByText("Today's Challenge: Practice")).toBeTruthy();
    expect(screen.getByText(/this attempt is practice and does not enter the leaderboard/)).toBeTruthy();
  });
});
