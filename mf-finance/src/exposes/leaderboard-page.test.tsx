import { sampleGameState } from '@ai-council/contracts/testing';
import { fakeApi, featuresReported } from '@ai-council/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFinancePage } from '../testing/render-finance-page';
import LeaderboardPage from './leaderboard-page';

const board = (mode: string, entries: unknown[]) => ({ day: '2030-01-06', mode, entries });
const row = (rank: number, firstName: string, finalScore: number, isYou = false) => ({
  rank,
  firstName,
  finalScore,
  endReason: 'time_limit',
  quartersPlayed: 20,
  isYou,
});

const renderLeaderboard = () => renderFinancePage(<LeaderboardPage />, '/leaderboard');

/** The day's game as POST /api/game/challenge answers it. */
const challengeStarted = (gameId: string) => sampleGameState({ gameId });
/** What each start of today's challenge sent. */
const challengeStarts = (calls: ReturnType<typeof fakeApi>['calls']) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/game/challenge').map((c) => c.body);

/** The leaderboard open, with today's challenge ready to start; the calls the page makes. */
function leaderboardWithChallenge() {
  const { calls } = fakeApi({
    'GET /api/game/challenge/leaderboard': board('demo', []),
    'POST /api/game/challenge': challengeStarted('g4'),
  });
  renderLeaderboard();
  return calls;
}

describe('Leaderboard page', () => {
  it("when entries are verified, then they show best first with the player's own row marked", async () => {
    fakeApi({
      'GET /api/game/challenge/leaderboard': board('demo', [
        row(1, 'Grace', 70_000),
        row(2, 'Ada', 52_000, true),
      ]),
    });
    renderLeaderboard();
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Grace ', 'Ada You']);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(rows[1]!.textContent).toContain('52,000');
    expect(rows[1]!.textContent).toContain("Time's up");
    expect(screen.getByRole('button', { name: 'Demo' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('leaderboard-rule').textContent).toBe(
      "Each player's first completed attempt of the day is ranked; later attempts are practice.",
    );
  });

  it('when another mode is chosen, then its board is asked for', async () => {
    const { calls } = fakeApi({
      'GET /api/game/challenge/leaderboard': board('demo', [row(1, 'Ada', 52_000, true)]),
      'GET /api/game/challenge/leaderboard?mode=llm': board('llm', []),
    });
    renderLeaderboard();
    fireEvent.click(await screen.findByRole('button', { name: 'LLM' }));
    expect(await screen.findByTestId('leaderboard-empty')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/api/game/challenge/leaderboard?mode=llm');
    expect(screen.getByRole('button', { name: 'LLM' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('when the leaderboard cannot be loaded, then an alert offers Try Again', async () => {
    fakeApi({});
    renderLeaderboard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The leaderboard could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("when Today's Challenge is pressed, then the day's game starts", async () => {
    const calls = leaderboardWithChallenge();
    fireEvent.click(await screen.findByRole('button', { name: "Today's Challenge" }));
    expect(await screen.findByText('dashboard screen')).toBeTruthy();
    await waitFor(() => expect(featuresReported(calls)).toEqual(['challenge_started']));
    // Anonymous unless the player ticks the box.
    expect(challengeStarts(calls)).toEqual([{ showName: false }]);
  });

  it('when the player ticks "Show my first name", then the challenge starts with their name shown', async () => {
    const calls = leaderboardWithChallenge();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Show my first name on the leaderboard' }));
    fireEvent.click(await screen.findByRole('button', { name: "Today's Challenge" }));
    expect(await screen.findByText('dashboard screen')).toBeTruthy();
    expect(challengeStarts(calls)).toEqual([{ showName: true }]);
  });
});
