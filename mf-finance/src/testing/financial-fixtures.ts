// Fixtures the finance remote's component tests share: money in cents, as the API sends it.
import { DEFAULT_QUARTERLY_LEVERS, type QuarterlyLeversView } from '@ai-council/contracts';

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

/** GET /api/game/levers for a company at Q2 with nothing set and nothing running. */
export function aLeversView(overrides: Partial<QuarterlyLeversView> = {}): QuarterlyLeversView {
  return {
    quarter: 2,
    set: DEFAULT_QUARTERLY_LEVERS,
    isSet: false,
    running: [],
    financing: {
      creditLineBalance: 0,
      creditLineInstallment: 0,
      creditLineRatePercent: 3,
      bankLoanRatePercent: 1.5,
      creditLineTermQuarters: 4,
      stake: 10_000,
      capitalRaised: 0,
    },
    limits: {
      maxPriceChangePercent: 30,
      maxHires: 25,
      maxBudget: dollars(500_000),
      budgetForFullEffect: dollars(22_000),
      maxCreditLine: dollars(550_000),
      maxCapitalRaise: dollars(500_000),
      costPerHire: dollars(27_000),
    },
    ...overrides,
  };
}

/** svc-game's answer while it is down, as the gateway passes it on (a 503 with its message). */
export const svcGameUnavailable = () =>
  new Response(JSON.stringify({ message: 'svc-game is unavailable' }), { status: 503 });
