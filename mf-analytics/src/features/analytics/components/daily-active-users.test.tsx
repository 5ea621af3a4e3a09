import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DailyActiveUsers } from './daily-active-users';

const daily = [
  { date: '2026-11-14', users: 99, pageViews: 990 },
  { date: '2026-11-15', users: 3, pageViews: 41 },
  { date: '2026-11-16', users: 12, pageViews: 160 },
  { date: '2026-11-17', users: 0, pageViews: 0 },
  { date: '2026-11-18', users: 7, pageViews: 1_250 },
  { date: '2026-11-19', users: 21, pageViews: 300 },
  { date: '2026-11-20', users: 18, pageViews: 240 },
  { date: '2026-11-21', users: 25, pageViews: 2_400 },
];
const shown = daily.slice(-7);

const texts = (elements: Iterable<Element>) => [...elements].map((e) => e.textContent);

describe('Daily active users on /analytics', () => {
  it('when days are given, then the last 7 are drawn as a users bar and a page-views bar each, with their figures and days', async () => {
    render(<DailyActiveUsers daily={daily} />);
    const chart = screen.getByTestId('daily-active-users-chart');
    const surface = await within(chart).findByRole('application', {
      name: 'Daily active users and page views, last 7 days',
    });
    expect(surface.querySelectorAll('rect.anl-chart__bar--users')).toHaveLength(7);
    expect(chart.querySelectorAll('rect.anl-chart__bar--views')).toHaveLength(7);
    expect(texts(chart.querySelectorAll('.anl-chart__value'))).toEqual([
      ...['3', '12', '0', '7', '21', '18', '25'],
      ...['41', '160', '0', '1,250', '300', '240', '2,400'],
    ]);
    expect(texts(chart.querySelectorAll('.recharts-xAxis-tick-labels text'))).toEqual([
      'Sun 15',
      'Mon 16',
      'Tue 17',
      'Wed 18',
      'Thu 19',
      'Fri 20',
      'Sat 21',
    ]);
  });

  it('when the player tabs to the chart and presses the arrow keys, then the tooltip reads out one day after another', async () => {
    render(<DailyActiveUsers daily={daily} />);
    const surface = await screen.findByRole('application', { name: /Daily active users and page views/ });
    expect(surface.getAttribute('tabindex')).toBe('0');
    act(() => surface.focus());
    expect((await screen.findByTestId('chart-tooltip')).textContent).toBe('Sun 15Active users3Page views41');
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByTestId('chart-tooltip').textContent).toBe('Wed 18Active users7Page views1,250'),
    );
  });

  it('keeps a table of the same figures for screen readers', () => {
    render(<DailyActiveUsers daily={daily} />);
    const table = screen.getByRole('table', { name: 'Daily active users' });
    expect(
      within(table)
        .getAllByTestId('daily-row')
        .map((row) => texts(row.children)),
    ).toEqual(shown.map((d) => [d.date, String(d.users), String(d.pageViews)]));
  });
});
