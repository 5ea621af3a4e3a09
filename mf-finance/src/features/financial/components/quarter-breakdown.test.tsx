import { breakdownParts } from '@ai-council/contracts';
import { fakeApi, renderPage } from '@ai-council/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { svcGameUnavailable } from '../../../testing/financial-fixtures';
import { QuarterBreakdown } from './quarter-breakdown';

type Parts = Record<
  'market' | 'operations' | 'decisions' | 'scenarios' | 'simulations' | 'oneOffs',
  [number, number]
>;

/** A quarter from its parts ([net worth, cash] in cents), opening where the one before closed. */
function quarter(q: number, openingNetWorth: number, openingCash: number, parts: Parts) {
  const list = Object.entries(parts).map(([part, [netWorth, cash]]) => ({ part, netWorth, cash }));
  const netWorthChange = list.reduce((sum, p) => sum + p.netWorth, 0);
  const cashChange = list.reduce((sum, p) => sum + p.cash, 0);
  return {
    quarter: q,
    openingNetWorth,
    closingNetWorth: openingNetWorth + netWorthChange,
    netWorthChange,
    openingCash,
    closingCash: openingCash + cashChange,
    cashChange,
    parts: list,
  };
}

const q1 = quarter(1, 100_000_000, 90_000_000, {
  market: [110_000_000, 110_000_000],
  operations: [-104_500_012, -105_000_012],
  decisions: [0, 0],
  scenarios: [-1_200_000, -1_200_000],
  simulations: [0, 0],
  oneOffs: [0, 0],
});
const q2 = quarter(2, q1.closingNetWorth, q1.closingCash, {
  market: [112_000_000, 112_000_000],
  operations: [-108_000_000, -108_600_000],
  decisions: [-4_500_000, -4_500_000],
  scenarios: [0, 0],
  simulations: [2_000_000, -8_000_000],
  oneOffs: [-2_942_224, -2_942_224],
});

const render = () =>
  renderPage(<QuarterBreakdown />, {
    path: '/financial',
  });

const rowOf = (table: HTMLElement, header: RegExp) =>
  within(table)
    .getAllByRole('row')
    .find((row) => header.test(within(row).queryByRole('rowheader')?.textContent ?? ''))!;
/** The figures of a table's row, by its header. */
const cellsOf = (table: HTMLElement, header: RegExp) =>
  within(rowOf(table, header))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Quarter breakdown on /financial', () => {
  it('when quarters were played, then the latest one shows as a labelled waterfall and a table whose parts add up to the change', async () => {
    fakeApi({ 'GET /api/financial/breakdown': { quarters: [q1, q2] } });
    render();

    const select = await screen.findByLabelText('Quarter');
    expect((select as HTMLSelectElement).value).toBe('2');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Q1 Year 1', 'Q2 Year 1']);

    const chart = screen.getByRole('application', { name: /Net worth change in Q2 Year 1, by source/ });
    const bars = [...chart.querySelectorAll('rect.fin-chart__bar')];
    // Every part in the contract's order, then the quarter's total.
    expect(bars.map((bar) => bar.getAttribute('data-part'))).toEqual([...breakdownParts, 'total']);
    expect(bars.map((bar) => bar.getAttribute('class')!.split('--')[1])).toEqual([
      'up',
      'down',
      'down',
      'up',
      'up',
      'down',
      'total',
    ]);
    expect([...chart.querySelectorAll('.recharts-xAxis-tick-labels text')].map((t) => t.textContent)).toEqual(
      ['Market', 'Operations', 'Decisions', 'Scenarios', 'Simulations', 'One-offs', 'Change'],
    );
    expect([...chart.querySelectorAll('.fin-waterfall__value')].map((t) => t.textContent)).toEqual([
      '+$1.1M',
      '-$1.1M',
      '-$45K',
      '$0',
      '+$20K',
      '-$29K',
      '-$14K',
    ]);

    const table = screen.getByRole('table', { name: /Q2 Year 1/ });
    expect(cellsOf(table, /^One-offs/)).toEqual(['-$29K', '-$29K']);
    expect(cellsOf(table, /^Simulations/)).toEqual(['+$20K', '-$80K']);
    expect(cellsOf(table, /^Change/)).toEqual(['-$14K', '-$120K']);
    expect(cellsOf(table, /^Closing/)).toEqual(['$1.0M', '$818K']);
  });

  it('when the player tabs to the waterfall and presses the arrow keys, then the tooltip names each part and its change', async () => {
    fakeApi({ 'GET /api/financial/breakdown': { quarters: [q1, q2] } });
    render();
    const chart = await screen.findByRole('application', {
      name: /Net worth change in Q2 Year 1, by source/,
    });
    expect(chart.getAttribute('tabindex')).toBe('0');
    act(() => chart.focus());
    expect((await screen.findByTestId('chart-tooltip')).textContent).toBe(
      'Marketsales revenueNet worth change+$1.1MChange so far+$1.1M',
    );
    for (let i = 0; i < 6; i++) fireEvent.keyDown(chart, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('chart-tooltip').textContent).toBe('ChangeNet worth-$14K'));
  });

  it('when the player picks another quarter or the cash view, then the chart and table follow', async () => {
    fakeApi({ 'GET /api/financial/breakdown': { quarters: [q1, q2] } });
    render();
    fireEvent.change(await screen.findByLabelText('Quarter'), { target: { value: '1' } });
    expect(screen.getByRole('application', { name: /Net worth change in Q1 Year 1/ })).toBeTruthy();
    expect(screen.getByRole('table', { name: /Q1 Year 1/ })).toBeTruthy();
    expect(screen.getByTestId('quarter-breakdown-summary').textContent).toBe(
      'Net worth in Q1 Year 1: $1.0M → $1.0M (+$43K)',
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(screen.getByRole('application', { name: /Cash change in Q1 Year 1/ })).toBeTruthy();
    expect(screen.getByTestId('quarter-breakdown-summary').textContent).toBe(
      'Cash in Q1 Year 1: $900K → $938K (+$38K)',
    );
  });

  it('when levers ran in the quarter, then their lines are listed under the table with their reasons and amounts', async () => {
    const withLevers = {
      ...q2,
      leverLines: [
        {
          description: 'Marketing budget $20K for Q2 Year 1 (quarterly lever)',
          eventType: 'marketing',
          triggeredBy: 'Quarterly levers',
          part: 'operations',
          netWorth: -2_000_000,
          cash: -2_000_000,
        },
        {
          description:
            'Credit line drawn for Q2 Year 1 (quarterly lever): $100K at 3% a quarter, repaid over 4 quarters from Q3 Year 1',
          eventType: 'credit_line_draw',
          triggeredBy: 'Quarterly levers',
          part: 'operations',
          netWorth: 0,
          cash: 10_000_000,
        },
      ],
    };
    fakeApi({ 'GET /api/financial/breakdown': { quarters: [q1, withLevers] } });
    render();
    const section = await screen.findByRole('region', { name: 'Levers in Q2 Year 1' });
    const lines = within(section).getAllByTestId('quarter-lever-line');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Marketing budget $20K for Q2 Year 1 (quarterly lever) (Operations)-$20K',
      'Credit line drawn for Q2 Year 1 (quarterly lever): $100K at 3% a quarter, repaid over 4 quarters from Q3 Year 1 (Operations)cash +$100K, net worth $0',
    ]);
    // Another quarter with no lever lists none.
    fireEvent.change(screen.getByLabelText('Quarter'), { target: { value: '1' } });
    expect(screen.queryByTestId('quarter-lever-lines')).toBeNull();
  });

  it('when no quarter has been played, then it says so', async () => {
    fakeApi({ 'GET /api/financial/breakdown': { quarters: [] } });
    render();
    expect(await screen.findByText('No quarters played yet')).toBeTruthy();
    expect(screen.queryByRole('application')).toBeNull();
  });

  it('while loading it shows a placeholder, and when the read fails it says so with the server’s message', async () => {
    fakeApi({
      'GET /api/financial/breakdown': svcGameUnavailable,
    });
    render();
    expect(screen.getByRole('status', { name: 'Loading the quarter breakdown' })).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The quarter breakdown could not be loaded.');
    expect(alert.textContent).toContain('svc-game is unavailable');
  });
});
