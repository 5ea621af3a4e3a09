// Fixtures the finance remote's component tests share: money in cents, as the API sends it.

export const dollars = (n: number) => n * 100;

/** One quarter of GET /api/game/history, with the figures a chart draws. */
export const quarterRecord = (quarter: number, netWorthDollars: number, cashFlowDollars: number) => ({
  quarter,
  revenue: dollars(800_000),
  costs: dollars(760_000),
  cashFlow: dollars(cashFlowDollars),
  cash: dollars(900_000),
  netWorth: dollars(netWorthDollars),
  marketSize: dollars(45_000_000),
  marketShare: 1875,
  employeeCount: 30,
  quarterlyGrowth: 412,
  marketShock: null,
});
