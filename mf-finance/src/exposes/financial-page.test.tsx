import { fakeApi, type FakeRoutes } from '@ai-council/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFinancePage } from '../testing/render-finance-page';
import FinancialPage from './financial-page';
import { aLeversView, dollars, quarterRecord } from '../testing/financial-fixtures';

const latest = (netWorthDollars = 1_250_000, cashFlowDollars = 40_000) => ({
  netWorth: dollars(netWorthDollars),
  cashFlow: dollars(cashFlowDollars),
  revenue: dollars(800_000),
  quarterlyGrowth: 412,
  marketShare: 1875,
  employeeCount: 30,
  quarter: 2,
});

const decision = (id: string, status: 'pending' | 'implemented' = 'pending') => ({
  id,
  title: `Decision ${id}`,
  description: `What ${id} does.`,
  category: id === 'd2' ? 'hr' : 'marketing',
  financialImpact: -dollars(45_000),
  timeImpact: 2,
  status,
  proposedBy: 'Sofia Martinez',
  createdAt: '2026-11-20T10:00:00.000Z',
});

const event = (n: number, eventType = 'research_and_development', amount = -dollars(76_000)) => ({
  id: `e${n}`,
  description: `Event ${n}`,
  eventType,
  triggeredBy: 'Technology',
  occurredAt: '2026-11-20T10:00:00.000Z',
  amount,
  quarter: 2,
});

function api(overrides: FakeRoutes = {}) {
  return fakeApi({
    'GET /api/financial/latest': latest(),
    'GET /api/financial/events': [],
    'GET /api/game/history': [],
    'GET /api/decisions': [],
    'GET /api/financial/breakdown': { quarters: [] },
    'GET /api/game/levers': aLeversView(),
    ...overrides,
  });
}

const renderFinancial = () => renderFinancePage(<FinancialPage />, '/financial');

describe('Financial dashboard: cards and business health (SPEC §2, §4)', () => {
  it.each([
    ['net worth at zero', 'Critical', 0, 100_000],
    ['cash flow below -$500,000', 'Critical', 30_000_000, -500_001],
    ['cash flow at exactly -$500,000', 'Warning', 30_000_000, -500_000],
    ['net worth under $5M', 'Warning', 4_999_999, 2_000_000],
    ['a negative cash flow', 'Warning', 30_000_000, -1],
    ['$20M and cash flow over $1M', 'Excellent', 20_000_000, 1_000_001],
    ['$20M and cash flow of exactly $1M', 'Healthy', 20_000_000, 1_000_000],
    ['$5M and no cash flow', 'Healthy', 5_000_000, 0],
  ])('when the company has %s, then the badge reads %s', async (_case, badge, netWorth, cashFlow) => {
    api({ 'GET /api/financial/latest': latest(netWorth, cashFlow) });
    renderFinancial();
    expect((await screen.findByTestId('business-health')).textContent).toBe(badge);
  });

  it('when net worth reaches $1,000,000, then the card shows the $10M+ target and a green trend', async () => {
    api({ 'GET /api/financial/latest': latest(1_000_000, -40_000) });
    renderFinancial();
    expect((await screen.findByTestId('financial-net-worth')).textContent).toBe('$1.0M');
    expect(screen.getByText('Target: $10M+')).toBeTruthy();
    expect(screen.getByTestId('net-worth-trend').className).toContain('text-success');
    expect(screen.getByTestId('financial-cash-flow').textContent).toBe('-$40K');
    expect(screen.getByTestId('financial-cash-flow').className).toContain('text-danger');
    expect(screen.getByTestId('financial-growth').textContent).toBe('4.12%');
    expect(screen.getByTestId('financial-market-share').textContent).toBe('18.75%');
  });

  it('when net worth is just under $1,000,000, then there is no trend', async () => {
    api({ 'GET /api/financial/latest': latest(999_999) });
    renderFinancial();
    await screen.findByTestId('financial-net-worth');
    expect(screen.queryByTestId('net-worth-trend')).toBeNull();
  });

  it('when the figures load, then three health bars explain liquidity, profitability and growth', async () => {
    api({ 'GET /api/game/history': [quarterRecord(1, 1_200_000, 40_000)] });
    renderFinancial();
    const liquidity = await screen.findByTestId('health-liquidity');
    // $900K of cash against $760K of quarterly costs: 3.6 months.
    expect(liquidity.textContent).toContain('3.6 mo');
    expect(liquidity.textContent).toContain('Cash covers 3.6 months of costs');
    expect(screen.getByTestId('health-profitability').textContent).toContain('5.0%');
    expect(screen.getByTestId('health-growth').textContent).toContain('+4.1%');
    expect(screen.getAllByRole('progressbar')).toHaveLength(3);
  });
});

describe('Financial dashboard: pending decisions (SPEC §2, §4)', () => {
  it('when seven decisions are pending and one is implemented, then the five newest pending ones show', async () => {
    api({
      'GET /api/decisions': [
        decision('d0', 'implemented'),
        ...['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7'].map((id) => decision(id)),
      ],
    });
    renderFinancial();
    await screen.findByText('Decision d1');
    const rows = screen.getAllByTestId('pending-decision');
    expect(rows).toHaveLength(5);
    expect(screen.queryByText('Decision d0')).toBeNull();
    expect(screen.queryByText('Decision d6')).toBeNull();
    expect(screen.getByTestId('pending-count').textContent).toBe('7 pending');
    expect(within(rows[1]!).getByText('HR')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('amount').textContent).toBe('-$45K');
    expect(within(rows[0]!).getByTestId('amount').className).toContain('text-danger');
  });

  it('when Implement is pressed, then the decision is implemented, a toast confirms and the finances refetch', async () => {
    let implemented = false;
    const { calls } = api({
      'GET /api/decisions': () => [decision('d1', implemented ? 'implemented' : 'pending')],
      'PATCH /api/decisions/d1/implement': () => {
        implemented = true;
        return { id: 'd1', status: 'implemented' };
      },
    });
    renderFinancial();
    fireEvent.click(await screen.findByRole('button', { name: 'Implement Decision d1' }));
    expect(await screen.findByText('Decision Implemented')).toBeTruthy();
    expect(await screen.findByText('No pending decisions')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual([
      '/api/decisions/d1/implement',
    ]);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/financial/latest').length).toBeGreaterThan(1),
    );
  });

  it('when the service refuses, then its reason shows in an error toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api({
      'GET /api/decisions': [decision('d1')],
      'PATCH /api/decisions/d1/implement': new Response(
        JSON.stringify({ message: 'Not enough cash to implement Decision d1.' }),
        { status: 409 },
      ),
    });
    renderFinancial();
    fireEvent.click(await screen.findByRole('button', { name: 'Implement Decision d1' }));
    expect(await screen.findByText('Could Not Implement')).toBeTruthy();
    expect(screen.getByText('Not enough cash to implement Decision d1.')).toBeTruthy();
  });

  it('when a pending decision states its last quarter, then its row says when it expires', async () => {
    api({ 'GET /api/decisions': [{ ...decision('d1'), expiresAfterQuarter: 7 }, decision('d2')] });
    renderFinancial();
    const rows = await screen.findAllByTestId('pending-decision');
    expect(within(rows[0]!).getByTestId('decision-expiry').textContent).toBe('expires after Q3 Year 2');
    // One proposed before expiry existed states none.
    expect(within(rows[1]!).queryByTestId('decision-expiry')).toBeNull();
    expect(screen.getByText(/A proposal expires 2 quarters after the one it was made in\./)).toBeTruthy();
  });

  it('when nothing is pending, then an empty state says so', async () => {
    api({ 'GET /api/decisions': [decision('d1', 'implemented')] });
    renderFinancial();
    expect(await screen.findByText('No pending decisions')).toBeTruthy();
  });
});

describe('Financial dashboard: events and chart (SPEC §2, §3)', () => {
  it('when there are ten events, then the eight newest show with spaced types and coloured amounts', async () => {
    api({
      'GET /api/financial/events': [
        event(1, 'loan_repayment', dollars(10_000)),
        ...Array.from({ length: 9 }, (_, i) => event(i + 2)),
      ],
    });
    renderFinancial();
    await screen.findByText('Event 1');
    const rows = screen.getAllByTestId('financial-event');
    expect(rows).toHaveLength(8);
    expect(screen.queryByText('Event 9')).toBeNull();
    expect(within(rows[0]!).getByTestId('event-type').textContent).toBe('loan repayment');
    expect(within(rows[0]!).getByTestId('amount').textContent).toBe('+$10K');
    expect(within(rows[0]!).getByTestId('amount').className).toContain('text-success');
    expect(within(rows[1]!).getByTestId('event-type').textContent).toBe('research and development');
    expect(within(rows[1]!).getByTestId('amount').className).toContain('text-danger');
    expect(within(rows[1]!).getByText('Q2 Year 1')).toBeTruthy();
  });

  it('when no quarter has been played, then the chart and the quarter breakdown show their empty states', async () => {
    api();
    renderFinancial();
    await waitFor(() => expect(screen.getAllByText('No quarters played yet')).toHaveLength(2));
    expect(screen.getByText('No financial events yet')).toBeTruthy();
  });

  it('when quarters have been played, then the chart draws a point and a cash-flow bar per quarter', async () => {
    api({
      'GET /api/game/history': [
        quarterRecord(1, 1_030_000, 27_000),
        quarterRecord(2, 1_010_000, -20_000),
        quarterRecord(3, 1_050_000, 40_000),
      ],
    });
    renderFinancial();
    await screen.findByRole('application', { name: 'Net worth and cash flow per quarter' });
    const chart = screen.getByTestId('financial-history-chart');
    expect(chart.querySelectorAll('.fin-chart__point')).toHaveLength(3);
    expect(chart.querySelectorAll('.fin-chart__bar--up')).toHaveLength(2);
    expect(chart.querySelectorAll('.fin-chart__bar--down')).toHaveLength(1);
    expect(chart.textContent).toContain('Year 1');
    // The same figures as a table for screen readers.
    expect(screen.getByRole('table').textContent).toContain('Q2 Year 1$1.0M-$20K');
  });

  it('when another screen reports a financialUpdate, then the page refetches its figures', async () => {
    const { calls } = api();
    renderFinancial();
    await screen.findByTestId('business-health');
    const fetchesOf = (path: string) => calls.filter((c) => c.path === path).length;
    expect(fetchesOf('/api/financial/latest')).toBe(1);
    act(() => {
      window.dispatchEvent(new CustomEvent('financialUpdate', { detail: { type: 'cost_applied' } }));
    });
    await waitFor(() => expect(fetchesOf('/api/financial/latest')).toBe(2));
    await waitFor(() => expect(fetchesOf('/api/financial/events')).toBe(2));
    await waitFor(() => expect(fetchesOf('/api/game/history')).toBe(2));
  });
});
