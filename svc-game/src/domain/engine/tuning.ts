// Every number GAME.md marks *tune* lives here, so the balance suite
// (npm run balance -w svc-game) is the one place that justifies them.
// Money in cents; market share and growth in hundredths of a percent; rates,
// ranges and margins are plain fractions (per quarter where it applies).
import type { Severity } from '@ai-council/rules';

// ── Start ────────────────────────────────────────────────────────────────
export const START = {
  netWorth: 100_000_000, // $1,000,000 (SPEC §9 default)
  assets: 30_000_000, // equipment and IP
  liabilities: 20_000_000, // a long-term bank loan
  employeesMin: 23,
  employeesMax: 27,
  margin: 0.08, // 'slightly positive' cash flow before quarter 1; salaries are sized to give it
  marketShareMin: 180,
  marketShareMax: 220,
  driverMin: 50,
  driverMax: 60,
  weakDepartmentsMin: 1,
  weakDepartmentsMax: 2,
  weakDriverMin: 30, // a weak department's driver (techDebt mirrored: 60..70)
  weakDriverMax: 40,
} as const;

// ── Market (step 3) ──────────────────────────────────────────────────────
export const MARKET = {
  baseGrowth: 150, // 1.5 % per quarter long-run trend
  trendMemory: 0.6, // how much of last quarter's trend carries over
  growthNoise: 90, // ± hundredths of a percent per quarter
  minGrowth: -900,
  maxGrowth: 900,
  shockChance: { boom: 0.03, recession: 0.04, new_competitor: 0.05 },
  shockQuarters: { min: 2, max: 4 },
  boomGrowth: 350,
  recessionGrowth: -450,
  newCompetitorPressure: 13, // added to competitor pressure when a rival enters (its lower price does the rest)
  basePressure: 50,
  pressureRecovery: 2, // per quarter back towards basePressure
  /** The rivals' price index (percent of our list price): 100 normally… */
  competitorPrice: 100,
  /** …a new competitor launches this many points cheaper (where the shock's roll fell in its band)… */
  newCompetitorDiscount: { min: 6, max: 10 },
  /** …and the rivals' price climbs back this many points a quarter. */
  competitorPriceRecovery: 2,
} as const;

// ── Demand (step 5): units sold at a price level against the rivals' ──────
// units = marketSize × share × appeal × (price level / competitor price)^(−ε)
export const DEMAND = {
  /** Appeal of brand and quality: 1 at 50/50, brand + quality at 100 sell 20 % more, at 0 20 % less. */
  appealBase: 1.0,
  appealRange: 0.4,
  /** Price elasticity ε at brand and quality 0/0 and at 100/100 (linear between: 2.45 at 50/50). */
  elasticityWeak: 3.3,
  elasticityStrong: 1.6,
  /** A price level (percent of list) set by a lever stays within these. */
  minPriceLevel: 50,
  maxPriceLevel: 150,
  /** Staff absorb this much work above their size at no extra cost (and some morale: drivers.ts overload)… */
  absorbedOverload: 0.2,
  /** …the rest, up to this much above, is overtime and contractors at this premium on salary… */
  capacityStretch: 0.35,
  overtimePremium: 1.5,
  // …and demand beyond that is lost.
} as const;

// ── Market share (step 4) ────────────────────────────────────────────────
export const SHARE = {
  weights: { brand: 0.3, productQuality: 0.3, pipeline: 0.25, strategyFocus: 0.15 },
  sensitivity: 0.3, // relative share move at full advantage (drive = 1)
  maxRelativeMove: 0.15, // bounded per quarter
  maxAbsoluteMove: 80, // hundredths of a percent per quarter
  /** Customers switching on price: relative share per quarter = −priceSwitching × ε × ln(price / competitor). */
  priceSwitching: 0.15, // a 10 % rise at ε 2.45 loses 3.5 % of share a quarter, +50 % about 15 %
  min: 10,
  max: 4_000,
} as const;

// ── Revenue and costs (step 5) ───────────────────────────────────────────
export const FINANCE = {
  revenuePerEmployee: 3_800_000, // $38k of sales at list price per employee per quarter at efficiency 50
  productivityRange: 0.6, // efficiency 0..100 scales productivity 0.7..1.3
  hireRate: 0.35, // share of the hiring gap closed per quarter
  layoffSlack: 0.15, // overstaffing tolerated before layoffs
  layoffRate: 0.3,
  severanceQuarters: 0.5, // salary paid per laid-off employee
  minEmployees: 5,
  salaryGrowth: 0.004, // per quarter
  equipmentPerHire: 600_000, // capitalised into assets
  operationsBase: 0.2, // share of the units' list-price value at efficiency 50
  operationsEfficiencyRange: 0.1, // efficiency 100 → 10 %, 0 → 30 %
  fixedOverhead: 4_000_000, // rent and tools per quarter
  overheadPerEmployee: 100_000,
  marketingRate: 0.06,
  researchRate: 0.08,
  interestRate: 0.015,
  loanRepayment: 1_000_000, // per quarter until the loan is repaid
  depreciationRate: 0.03,
} as const;

// Incidents: chance grows as a driver falls below its safe level.
export const INCIDENTS = {
  security_breach: {
    driver: 'security',
    safeLevel: 55,
    chancePerPoint: 0.01,
    maxChance: 0.4,
    costMin: 0.03,
    costMax: 0.08,
    brandHit: 4,
  },
  compliance_fine: {
    driver: 'compliance',
    safeLevel: 55,
    chancePerPoint: 0.01,
    maxChance: 0.4,
    costMin: 0.02,
    costMax: 0.06,
    brandHit: 2,
  },
  product_failure: {
    driver: 'productQuality',
    safeLevel: 45,
    chancePerPoint: 0.01,
    maxChance: 0.35,
    costMin: 0.02,
    costMax: 0.05,
    brandHit: 3,
  },
} as const;

// ── Open scenarios (step 2) ──────────────────────────────────────────────
export const ESCALATION = {
  driverPenalty: { low: 2, medium: 2, high: 3, critical: 4 } satisfies Record<Severity, number>,
  // Each quarter open costs this share of the scenario's stake (rules' scenarioStake at last
  // quarter's revenue and its severity then): neglect costs the full damage in about two
  // quarters, and more while the severity rises.
  stakeShare: 0.25,
  cashFloor: { low: 500_000, medium: 1_000_000, high: 1_500_000, critical: 2_000_000 } satisfies Record<
    Severity,
    number
  >,
  financeCashMultiplier: 2, // Finance has no stored driver: its penalty is all cash
} as const;

// ── Levers a decision's plan pulls (applied while they run, steps 4-5) ────
export const LEVERS = {
  /** Marketing or R&D spend that moves its drivers by one point: this share of the quarter's revenue. */
  revenueSharePerPoint: 0.005,
  /** At most this many points per driver and quarter. */
  maxPointsPerQuarter: 4,
  /** A supplier switch's first quarter costs this share of revenue in disruption… */
  supplierDisruption: 0.02,
  /** …and every later quarter saves this share. */
  supplierSaving: 0.04,
  /** A quarter's hires (the work's and a plan's) never more than double the headcount. */
  maxHiresPerHeadcount: 1,
} as const;

// ── Quarterly levers: the player's settings for the coming quarter ───────
// Price, hiring and the budgets run as the plan levers above, for one quarter.
export const QUARTERLY_LEVERS = {
  /** A credit line costs this much interest a quarter on what is drawn (the bank loan: FINANCE.interestRate)… */
  creditLineRate: 0.03,
  /** …is repaid in this many equal quarterly instalments, from the quarter after the draw… */
  creditLineTermQuarters: 4,
  /** …and can carry at most this share of last quarter's revenue, all draws together. */
  creditLineRevenueShare: 0.5,
  /** Capital is raised at the company's net worth (book value) times this, so a raise neither gives nor takes stake value… */
  valuationMultiple: 1,
  /** …and one quarter may raise at most this share of net worth. */
  capitalNetWorthShare: 0.5,
} as const;

// ── Driver drift (step 6) ────────────────────────────────────────────────
export const DRIFT = {
  rate: 0.06, // share of the gap to the neglect level closed per quarter
  neglect: {
    brand: 40,
    techDebt: 75,
    morale: 50,
    efficiency: 50,
    compliance: 42,
    security: 40,
    strategyFocus: 55,
  },
  qualityBase: 62, // product quality settles at qualityBase - (techDebt - 50) / 2
  strategyPerOpenScenario: 4,
  overloadMoralePerTenPercent: 2, // hiring gap above 10 % of headcount
  layoffMorale: 4,
  growthEfficiencyPerTenPercent: 1, // headcount growth beyond 10 % a quarter costs efficiency
  liquidityQuartersForFull: 2, // cash worth two quarters of costs = liquidity 100
} as const;

// ── Objectives, victory, score ───────────────────────────────────────────
export const OBJECTIVES = {
  netWorthTarget: 1_000_000_000, // $10,000,000
  marketShareTarget: 500,
  employeeTarget: 60,
  cashFlowStreakTarget: 4,
  scenariosResolvedWellTarget: 5,
  goodGrade: 70,
  // Victory needs these complete (plus net worth and non-negative cash flow).
  primary: ['net-worth', 'positive-cash-flow-streak', 'scenarios-resolved-well'],
} as const;

export const SCORE = {
  netWorthDollarsPerPoint: 200,
  pointsPerShareHundredth: 5,
  pointsPerObjective: 2_000,
  victoryBonus: 5_000,
  pointsPerQuarterSaved: 1_500,
} as const;

// ── Player actions ───────────────────────────────────────────────────────
export const ACTIONS = {
  maxEffectQuarters: 12,
  maxDriverEffect: 50,
} as const;
