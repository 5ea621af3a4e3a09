import { fakeApi, featuresReported, renderPage } from '@ai-council/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { valueScore } from '../features/achievements/lib/achievement-stats';
import AchievementsPage from './achievements-page';

const achievement = (
  id: string,
  title: string,
  category: string,
  rarity: string,
  value: string,
  unlocked: boolean,
) => ({
  id,
  title,
  description: `About ${title}.`,
  category,
  value,
  rarity,
  unlocked,
  date: unlocked ? '2026-11-20T10:00:00.000Z' : null,
  icon: 'trophy',
});

// Four unlocked, two locked, as SPEC §3 describes the list.
const achievements = [
  achievement('first-million', 'First Million', 'financial', 'common', '$1M', true),
  achievement('strategic-genius', 'Strategic Genius', 'strategic', 'rare', '10 scenarios', true),
  achievement('team-builder', 'Team Builder', 'leadership', 'epic', '50 employees', true),
  achievement('innovator', 'Innovator', 'innovation', 'legendary', 'Top tier', true),
  achievement('market-leader', 'Market Leader', 'milestone', 'legendary', '25% share', false),
  achievement('crisis-manager', 'Crisis Manager', 'strategic', 'epic', '3 crises', false),
];

const shareIds: Record<string, string> = {
  'first-million': 'firstMillionShare00001',
  'team-builder': 'teamBuilderShare000002',
};

const renderAchievements = () => {
  const api = fakeApi({
    'GET /api/achievements': achievements,
    'POST /api/achievements/first-million/share': { shareId: shareIds['first-million'] },
    'POST /api/achievements/team-builder/share': { shareId: shareIds['team-builder'] },
  });
  renderPage(<AchievementsPage />, {
    path: '/achievements',
  });
  return api;
};

const cardTitles = () =>
  screen.getAllByTestId('achievement-card').map((card) => card.querySelector('h3')?.textContent);

const chip = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name });

describe('Achievements page (SPEC §2 Achievements)', () => {
  it('when it opens, then the header counts the unlocked and the stats add up', async () => {
    renderAchievements();
    await screen.findByText('First Million');
    expect(screen.getByTestId('unlocked-count').textContent).toMatch(/^4 of 6 unlocked/);
    expect(screen.getByTestId('stat-earned').textContent).toBe('4');
    // Epic or legendary, among the unlocked.
    expect(screen.getByTestId('stat-rare').textContent).toBe('2');
    expect(screen.getByTestId('stat-completion').textContent).toBe('67%');
    // $1M → 1, 10 scenarios → 10, 50 employees → 50, 'Top tier' has no number → 1.
    expect(screen.getByTestId('stat-score').textContent).toBe('62');
  });

  it('when an achievement is locked, then its card shows ???, Locked and the encouragement, and nothing of its title', async () => {
    renderAchievements();
    await screen.findByText('First Million');
    const locked = screen.getAllByTestId('achievement-card').filter((c) => c.dataset.unlocked === 'false');
    expect(locked).toHaveLength(2);
    for (const card of locked) {
      expect(within(card).getByText('???')).toBeTruthy();
      expect(within(card).getByText('Locked')).toBeTruthy();
      expect(within(card).getByText('Keep playing to unlock this achievement!')).toBeTruthy();
      expect(within(card).queryByRole('button')).toBeNull();
    }
    expect(screen.queryByText('Market Leader')).toBeNull();
    expect(screen.queryByText('Crisis Manager')).toBeNull();
  });

  it('when filtering by category, rarity and search, then only matching cards show', async () => {
    renderAchievements();
    await screen.findByText('First Million');
    expect(cardTitles()).toHaveLength(6);

    fireEvent.click(chip('Category', 'Leadership'));
    expect(cardTitles()).toEqual(['Team Builder']);
    expect(chip('Category', 'Leadership').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(chip('Category', 'All'));
    fireEvent.click(chip('Rarity', 'Legendary'));
    expect(cardTitles()).toEqual(['Innovator', '???']);

    fireEvent.click(chip('Rarity', 'All'));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'genius' } });
    expect(cardTitles()).toEqual(['Strategic Genius']);

    // A locked achievement's hidden title is never searchable.
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'market leader' } });
    expect(screen.getByText('No achievements found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(cardTitles()).toHaveLength(6);
  });

  it('when a category and a rarity leave nothing, then No achievements found shows', async () => {
    renderAchievements();
    await screen.findByText('First Million');
    fireEvent.click(chip('Category', 'Financial'));
    fireEvent.click(chip('Rarity', 'Epic'));
    expect(screen.getByText('No achievements found')).toBeTruthy();
  });

  it('when Copy Link is pressed, then the achievement is shared and the origin plus /achievements/{shareId} is copied, Copied! for 2 s', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const { calls } = renderAchievements();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link to First Million' }));
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/achievements/first-million/share',
    ]);
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/achievements/${shareIds['first-million']}`,
    );
    await waitFor(() => expect(screen.queryByText('Copied!')).toBeNull(), { timeout: 3000 });
  });

  it('when copying fails, then the failure is only logged', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAchievements();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link to First Million' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to copy link', expect.any(Error)));
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it('when shared to Twitter, then a 600x400 window opens and Shared Achievement! shows', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { calls } = renderAchievements();
    fireEvent.click(await screen.findByRole('button', { name: 'Share Team Builder to Twitter' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [url, target, features] = open.mock.calls[0]!;
    expect(String(url)).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?/);
    expect(String(url)).toContain(
      encodeURIComponent(`${window.location.origin}/achievements/${shareIds['team-builder']}`),
    );
    expect(target).toBe('_blank');
    expect(features).toContain('width=600,height=400');
    expect(await screen.findByText('Shared Achievement!')).toBeTruthy();
    expect(featuresReported(calls)).toEqual(['achievement_shared']);

    fireEvent.click(screen.getByRole('button', { name: 'Share Team Builder to LinkedIn' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(String(open.mock.calls[1]![0])).toMatch(/^https:\/\/www\.linkedin\.com\//);
    fireEvent.click(screen.getByRole('button', { name: 'Share Team Builder to Facebook' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(3));
    expect(String(open.mock.calls[2]![0])).toMatch(/^https:\/\/www\.facebook\.com\//);
  });

  it('when a shared achievement is taken back, then its link is released and Sharing Stopped shows; an unshared one offers no Stop Sharing', async () => {
    const { calls } = fakeApi({
      'GET /api/achievements': achievements.map((a) =>
        a.id === 'first-million' ? { ...a, shareId: shareIds['first-million'] } : a,
      ),
      'DELETE /api/achievements/first-million/share': { unshared: true },
    });
    renderPage(<AchievementsPage />, {
      path: '/achievements',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Stop sharing First Million' }));
    expect(await screen.findByText('Sharing Stopped')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/achievements/first-million/share',
    ]);
    expect(screen.queryByRole('button', { name: 'Stop sharing Team Builder' })).toBeNull();
  });

  it('when Download Portfolio is pressed, then only a toast shows', async () => {
    const { calls } = renderAchievements();
    await screen.findByText('First Million');
    fireEvent.click(screen.getByRole('button', { name: 'Download Portfolio' }));
    expect(await screen.findByText('Portfolio Download')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });
});

describe('valueScore', () => {
  it.each([
    ['$10M', 10],
    ['85+ impact', 85],
    ['100K points', 100],
    ['Top tier', 1],
  ])('when the value is %s, then it scores %s', (value, score) => {
    expect(valueScore(value)).toBe(score);
  });
});
