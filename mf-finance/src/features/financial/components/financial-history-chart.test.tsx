import { fakeApi, renderPage } from '@ai-council/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FinancialHistoryChart } from './financial-history-chart';
import { quarterRecord } from '../../../testing/financial-fixtures';

const history = [
  quarterRecord(1, 1_030_000, 27_000),
  quarterRecord(2, 1_010_000, -20_000),
  quarterRecord(3, 1_050_000, 40_000),
  quarterRecord(4, 1_090_000, 40_000),
  quarterRecord(5, 1_060_000, -30_000),
];

const render = () =>
  renderPage(<FinancialHistoryChart />, {
    path: '/financial',
  });

const texts = (elements: Iterable<Element>) => [...elements].map((e) => e.textContent);

describe('Net worth and cash flow chart on /financial', () => {
  it('when quarters were played, then it draws a net-worth point and a cash-flow bar per quarter, on money and quarter axes', async () => {
    fakeApi({ 'GET /api/game/history': history });
    render();
    const chart = await screen.findByTestId('financial-history-chart');
    const surface = await within(chart).findByRole('application', {
      name: 'Net worth and cash flow per quarter',
    });

    expect(surface.querySelectorAll('.fin-chart__point')).toHaveLength(5);
    expect(chart.querySelectorAll('.fin-chart__bar--up')).toHaveLength(3);
    expect(chart.querySelectorAll('.fin-chart__bar--down')).toHaveLength(2);
    // Net worth ticks keep the decimals that tell them apart; cash flow's axis holds zero.
    expect(texts(surface.querySelectorAll('.recharts-yAxis-tick-labels text'))).toEqual([
      '$1.00M',
      '$1.05M',
      '$1.10M',
    ]);
    const ticks = texts(chart.querySelectorAll('.recharts-yAxis-tick-labels text'));
    expect(ticks).toContain('$0');
    expect(ticks).toContain('-$50K');
    expect(texts(chart.querySelectorAll('.recharts-xAxis-tick-labels text'))).toEqual([
      'Q1Year 1',
      'Q2',
      'Q3',
      'Q4',
      'Q1Year 2',
    ]);
  });

  it('when the player tabs to the chart and presses the arrow keys, then the tooltip reads out one quarter after another', async () => {
    fakeApi({ 'GET /api/game/history': history });
    render();
    const surface = await screen.findByRole('application', { name: 'Net worth and cash flow per quarter' });
    expect(surface.getAttribute('tabindex')).toBe('0');

    act(() => surface.focus());
    const tooltip = await screen.findByTestId('chart-tooltip');
    expect(tooltip.textContent).toBe('Q1 Year 1Net worth$1.0MCash flow+$27K');

    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByTestId('chart-tooltip').textContent).toBe('Q2 Year 1Net worth$1.0MCash flow-$20K'),
    );
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByTestId('chart-tooltip').textContent).toBe('Q1 Year 2Net worth$1.1MCash flow-$30K'),
    );
  });

  it('keeps a table of the same figures for screen readers', async () => {
    fakeApi({ 'GET /api/game/history': history });
    render();
    const table = await screen.findByRole('table', { name: 'Net worth and cash flow per quarter' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => texts(row.children)),
    ).toEqual([
      ['Q1 Year 1', '$1.0M', '$27K'],
      ['Q2 Year 1', '$1.0M', '-$20K'],
      ['Q3 Year 1', '$1.1M', '$40K'],
      ['Q4 Year 1', '$1.1M', '$40K'],
      ['Q1 Year 2', '$1.1M', '-$30K'],
    ]);
  });
});
