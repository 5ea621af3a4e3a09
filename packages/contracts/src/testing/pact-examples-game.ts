// The answers of svc-game and svc-analytics the web apps read, as Pact examples.
import { like, eachLike, integer, number, string, boolean, regex, timestamp, oneOf } from './pact-matchers';

export const gameState = () =>
  like({
    gameId: string('game-1'),
    currentQuarter: integer(1),
    status: oneOf(['active', 'ended'], 'active'),
    endReason: null,
    gameEnded: boolean(false),
    reason: null,
    finalScore: null,
    gameYears: integer(0),
    metrics: like({
      netWorth: integer(100_000_000),
      cashFlow: integer(2_000_000),
      marketShare: integer(200),
      employeeCount: integer(25),
    }),
    // Often empty: the type is what the apps rely on.
    openScenarioIds: eachLike('scenario-1', 0),
  });

export const advanceQuarterAnswer = () =>
  like({ gameEnded: boolean(false), reason: null, finalScore: null, currentQuarter: integer(2) });

export const financialLatest = () =>
  like({
    netWorth: integer(100_000_000),
    cashFlow: integer(2_000_000),
    revenue: integer(98_000_000),
    quarterlyGrowth: integer(0),
    marketShare: integer(200),
    employeeCount: integer(25),
    quarter: integer(1),
  });

export const financialEvents = () =>
  eachLike(
    {
      id: string('fe-1'),
      description: string('Quarterly revenue'),
      eventType: string('revenue'),
      triggeredBy: string('quarter'),
      occurredAt: timestamp(),
      amount: integer(98_000_000),
      quarter: integer(1),
    },
    0,
  );

export const financialBreakdown = () =>
  like({
    quarters: eachLike({
      quarter: integer(1),
      openingNetWorth: integer(100_000_000),
      closingNetWorth: integer(101_000_000),
      netWorthChange: integer(1_000_000),
      openingCash: integer(90_000_000),
      closingCash: integer(91_000_000),
      cashChange: integer(1_000_000),
      parts: eachLike({
        part: oneOf(breakdownPartNames, 'market'),
        netWorth: integer(1_000_000),
        cash: integer(1_000_000),
      }),
      // Often empty: a quarter with no lever running books none.
      leverLines: eachLike(
        {
          description: string('Marketing budget $20K for Q1 Year 1 (quarterly lever)'),
          eventType: string('marketing'),
          triggeredBy: string('Quarterly levers'),
          part: oneOf(breakdownPartNames, 'operations'),
          netWorth: integer(-2_000_000),
          cash: integer(-2_000_000),
        },
        0,
      ),
    }),
  });

const breakdownPartNames = ['market', 'operations', 'decisions', 'scenarios', 'simulations', 'oneOffs'];

/** The engine's figures after projected quarters. */
const projectedFigures = (netWorth: number) =>
  like({
    quartersPlayed: integer(2),
    cash: integer(90_000_000),
    netWorth: integer(netWorth),
    revenue: integer(110_000_000),
    costs: integer(104_000_000),
    marketShare: integer(205),
    employeeCount: integer(26),
    drivers: like({ brand: integer(58) }),
  });

/** GET /api/game/levers, and the answer to PUT: the settings for the coming quarter and what runs. */
export const quarterlyLeversView = (marketingBudget = 0) =>
  like({
    quarter: integer(1),
    set: like({
      priceChangePercent: integer(0),
      hiring: like({ plan: oneOf(['as-needed', 'freeze', 'hire'], 'as-needed') }),
      marketingBudget: integer(marketingBudget),
      researchBudget: integer(0),
      financing: like({ kind: oneOf(['none', 'credit-line', 'raise-capital'], 'none') }),
    }),
    isSet: boolean(marketingBudget > 0),
    // Often empty: nothing runs until a lever is pulled.
    running: eachLike(
      {
        kind: string('marketing-budget'),
        description: string('Marketing budget $20K a quarter (Security Breach Detected)'),
        quartersLeft: integer(1),
        source: string('scenario:sc-1'),
      },
      0,
    ),
    financing: like({
      creditLineBalance: integer(0),
      creditLineInstallment: integer(0),
      creditLineRatePercent: number(3),
      bankLoanRatePercent: number(1.5),
      creditLineTermQuarters: integer(4),
      stake: integer(10_000),
      capitalRaised: integer(0),
    }),
    limits: like({
      maxPriceChangePercent: integer(30),
      maxHires: integer(25),
      maxBudget: integer(50_000_000),
      budgetForFullEffect: integer(2_000_000),
      maxCreditLine: integer(50_000_000),
      maxCapitalRaise: integer(50_000_000),
      costPerHire: integer(2_700_000),
    }),
  });

/** POST /api/game/levers/projection: two quarters ahead, with and without the settings. */
export const quarterlyLeversProjection = () =>
  like({
    quarter: integer(1),
    quarters: integer(2),
    without: projectedFigures(101_000_000),
    with: projectedFigures(100_600_000),
    delta: like({
      cash: integer(-400_000),
      netWorth: integer(-400_000),
      revenue: integer(300_000),
      costs: integer(1_900_000),
      marketShare: integer(3),
      employeeCount: integer(0),
      drivers: like({ brand: integer(4) }),
    }),
    stake: integer(10_000),
    stakeWithout: integer(10_000),
    effects: eachLike(string('Marketing budget $20K: brand and sales pipeline up to +4 points.'), 0),
  });

export const objectives = () =>
  eachLike({
    id: string('net-worth'),
    title: string('Reach $10.0M net worth'),
    description: string('Grow the company to a net worth of $10M or more.'),
    isCompleted: boolean(false),
    currentValue: number(1_000_000),
    targetValue: number(10_000_000),
    unit: oneOf(['dollars', 'percent', 'employees', 'quarters', 'scenarios'], 'dollars'),
  });

export const gameHistory = () =>
  eachLike({
    quarter: integer(1),
    revenue: integer(104_000_000),
    costs: integer(97_000_000),
    cashFlow: integer(6_000_000),
    cash: integer(96_000_000),
    netWorth: integer(106_000_000),
    marketShare: integer(201),
    quarterlyGrowth: integer(264),
  });

export const decisions = (status: 'pending' | 'implemented' = 'pending') =>
  eachLike(
    {
      id: string('decision-1'),
      title: string('Hire two engineers'),
      description: string('Pay down tech debt.'),
      category: string('operational'),
      financialImpact: integer(-5_000_000),
      timeImpact: integer(2),
      status: string(status),
    },
    0,
  );

// Nothing about how the simulation turns out: complete reveals it.
export const applyCostAnswer = () =>
  like({
    simulationId: string('sim-1'),
    cashAfter: integer(70_000_000),
    netWorth: integer(92_000_000),
  });

export const completeSimulationAnswer = () =>
  like({
    simulationId: string('sim-1'),
    outcome: oneOf(['success', 'partial', 'failure'], 'success'),
    impact: integer(90),
    returnValue: integer(120_000_000),
    returnMultiple: number(1.5),
    returnFactor: number(1),
    runsBefore: integer(0),
    booked: like({ assets: integer(48_000_000), cash: integer(72_000_000) }),
    netWorthChange: integer(120_000_000),
    netWorth: integer(92_000_000),
    cash: integer(70_000_000),
  });

const multipleRange = (min: number, max: number) => like({ min: number(min), max: number(max) });

/** GET /api/simulations/options: each option's expected return in this game. */
export const simulationOptionsAnswer = () =>
  like({
    options: eachLike({
      scenarioId: string('european-market-expansion'),
      optionId: string('eu-pilot-market'),
      cost: integer(800_000),
      runsBefore: integer(0),
      returnFactor: number(1),
      returnMultiples: like({
        success: multipleRange(1.3, 2),
        partial: multipleRange(0.5, 0.9),
        failure: multipleRange(0.05, 0.3),
      }),
      expectedReturn: integer(113_000_000),
      expectedMultiple: number(1.4125),
      firstRunExpectedReturn: integer(113_000_000),
    }),
  });

const endReasons = ['victory', 'bankruptcy', 'time_limit'];

export const gameOutcome = (netWorth = 180_000_000, finalScore = 21_000) =>
  like({
    netWorth: integer(netWorth),
    finalScore: integer(finalScore),
    endReason: oneOf(endReasons, 'time_limit'),
    quartersPlayed: integer(20),
  });

export const counterfactualAnswer = () =>
  like({
    player: gameOutcome(),
    council: gameOutcome(240_000_000, 27_500),
    passive: gameOutcome(60_000_000, 8_000),
  });

/** A day's leaderboard with at least `min` verified entries. */
export const challengeLeaderboard = (min = 1) =>
  like({
    day: regex(/^\d{4}-\d{2}-\d{2}$/.source, '2030-01-06'),
    mode: oneOf(['demo', 'llm'], 'demo'),
    entries: eachLike(
      {
        rank: integer(1),
        firstName: string('Ada'),
        finalScore: integer(21_000),
        endReason: oneOf(endReasons, 'time_limit'),
        quartersPlayed: integer(20),
        isYou: boolean(true),
      },
      min,
    ),
  });

// svc-analytics

export const achievements = () =>
  eachLike({
    id: string('first-quarter'),
    title: string('First Quarter'),
    description: string('Play your first quarter.'),
    category: oneOf(['financial', 'strategic', 'leadership', 'innovation', 'milestone'], 'milestone'),
    value: string('1 quarter'),
    date: null,
    rarity: oneOf(['common', 'rare', 'epic', 'legendary'], 'common'),
    unlocked: boolean(false),
  });

/** A share id (contracts' shareIdSchema): any 22 base64url characters. */
const shareId = (example = 'Zx3_kP9qLm2vR8tWn4yB6c') => regex('^[A-Za-z0-9_-]{22}$', example);

export const achievementShare = () => like({ shareId: shareId() });

export const publicAchievement = () =>
  like({
    shareId: shareId(),
    achievement: like({
      id: string('council-consensus'),
      title: string('United Council'),
      description: string('Bring your council to a consensus of 75% or more.'),
      category: oneOf(['financial', 'strategic', 'leadership', 'innovation', 'milestone'], 'leadership'),
      value: string('75% consensus'),
      rarity: oneOf(['common', 'rare', 'epic', 'legendary'], 'common'),
      icon: string('users'),
    }),
    firstName: string('Ada'),
    earnedAt: timestamp(),
  });
