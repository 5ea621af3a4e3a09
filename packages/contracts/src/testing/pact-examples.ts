// The answers the web apps read, as Pact examples: every field their fetchers
// parse, with type matchers (any value of that type) rather than values, so a
// provider honours a pact by the shape of its answer. One home for each shape,
// shared by the five web apps' consumer pacts.
import { MatchersV3 } from '@pact-foundation/pact';

const { like, eachLike, atLeastLike, integer, number, string, boolean, regex } = MatchersV3;

/** An ISO timestamp, any instant. */
export const timestamp = (example = '2030-01-06T09:00:00.000Z') =>
  regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.source, example);
const oneOf = (values: readonly string[], example: string) => regex(`^(${values.join('|')})$`, example);

// svc-game

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

// svc-council

export const agent = () => ({
  id: string('cfo'),
  name: string('Marcus Webb'),
  role: string('Chief Financial Officer'),
  department: string('Finance'),
  avatar: string('MW'),
  status: oneOf(['active', 'alert', 'critical'], 'active'),
  riskLevel: integer(20),
  aiType: oneOf(['llm', 'internal'], 'internal'),
  llmProvider: oneOf(['openai', 'anthropic', 'google'], 'openai'),
  personality: string('Analytical'),
  capabilities: eachLike(regex(/^[a-z0-9]+(-[a-z0-9]+)*$/.source, 'cash-management')),
  trackRecord: trackRecord(),
});

/** A new player's advisor: nothing scored yet, so its vote counts 1. */
export const trackRecord = () =>
  like({
    scored: integer(0),
    hits: integer(0),
    hitRate: null,
    brierScore: null,
    weight: number(1),
  });

export const agentProfile = () =>
  like({
    ...agent(),
    departmentHealth: integer(58),
    decisionStyle: string('analytical'),
    communicationStyle: string('data-driven'),
    riskTolerance: integer(30),
    emotionalIntelligence: integer(55),
    innovationIndex: integer(35),
    stressResponse: string('Turns to the cash ledger. Composed now: Finance is holding up at 58%.'),
    catchphrases: eachLike('Show me the payback period.'),
    strengths: eachLike('cash discipline'),
    quirks: eachLike('Rounds every forecast down, never up'),
    expertise: eachLike('cash-flow forecasting'),
    recentMood: oneOf(['energetic', 'focused', 'concerned', 'optimistic', 'analytical'], 'focused'),
    weighting: string('Votes are weighted by each advisor’s track record.'),
  });

/**
 * POST /api/agents/request-recommendation: the contract's fields (svc-council
 * sends the options voted on and any decision proposed beside them).
 */
export const councilRecommendation = () => {
  const deliberationContext = like({
    category: string('strategic'),
    urgency: oneOf(['low', 'medium', 'high', 'critical'], 'high'),
    quarter: integer(2),
    summary: string('Q2 Year 1: a warning business with $800K cash.'),
  });
  return {
    recommendation: string('Protect the runway first.'),
    agent: like({
      id: string('ceo'),
      name: string('Alexandra Chen'),
      role: string('Chief Executive Officer'),
    }),
    voice: oneOf(voices, 'internal'),
    recommendedOption: string('Targeted expansion'),
    consensusLevel: integer(50),
    collectiveReasoning: string('6 of 11 members back "Targeted expansion" (55% consensus).'),
    riskMitigation: eachLike('Cap spending at $22K and review it at the end of Q3 Year 1.'),
    alternativeConsiderations: eachLike('"Focus on the core" (conservative) costs about $6K.'),
    implementationNotes: eachLike('Owner: Hannah Adeyemi (Chief Strategy Officer).'),
    agentRecommendations: eachLike({
      agentId: string('cfo'),
      agentName: string('Marcus Webb'),
      preferredOption: string('Focus on the core'),
      reasoning: string('The downside matters more right now.'),
      confidence: integer(70),
      concerns: eachLike('Finance is under strain at 44%.'),
      supportingData: eachLike('Cash $800K, cash flow -$410K last quarter'),
      riskAssessment: string('Moderate risk (55/100): "Focus on the core" costs about $6K.'),
    }),
    // replyTo is left out: the opening message answers no one.
    deliberation: eachLike({
      id: string('cfo-0'),
      agentId: string('cfo'),
      agentName: string('Marcus Webb'),
      agentRole: string('Chief Financial Officer'),
      department: string('Finance'),
      content: string('Protect the runway first.'),
      type: oneOf(['analysis', 'question', 'proposal', 'support', 'concern', 'data'], 'analysis'),
      timestamp: timestamp(),
      confidence: integer(70),
      priority: oneOf(['low', 'medium', 'high', 'critical'], 'high'),
      emotionalTone: oneOf(
        ['calm', 'confident', 'optimistic', 'cautious', 'concerned', 'urgent'],
        'cautious',
      ),
      communicationStyle: string('data-driven'),
      decisionRationale: string('Backs "Focus on the core" at 70% confidence.'),
      stakeholderImpact: string('Lenders and investors, who watch $800K of cash.'),
      alternativeViews: MatchersV3.atLeastLike(
        '"Targeted expansion" (balanced), backed by Alexandra Chen',
        0,
        1,
      ),
      confidenceLevel: oneOf(['low', 'moderate', 'high', 'very-high'], 'moderate'),
      stressLevel: integer(55),
      tags: eachLike('strategic'),
      scenarioContext: deliberationContext,
    }),
  };
};

const communicationTypes = ['scenario_alert', 'agent_action', 'response', 'direct_message'];
const priorities = ['low', 'normal', 'high', 'urgent'];
/** A message of the feed; `to` is null on the board feed and a name in a conversation. */
export const communication = (to: string | null = null) => ({
  id: string('cm-1'),
  from: string('Marcus Webb'),
  to: to === null ? null : string(to),
  message: string('Cash is a fact; profit is an opinion.'),
  sentAt: timestamp(),
  type: oneOf(communicationTypes, 'agent_action'),
  priority: oneOf(priorities, 'normal'),
});

export const scenario = (resolved = false) => ({
  id: string('sc-1'),
  title: string('Security Vulnerability Discovered'),
  description: string('Security is at 42/100.'),
  severity: oneOf(['critical', 'high', 'medium', 'low'], 'high'),
  category: string('security'),
  createdAt: timestamp(),
  resolvedAt: resolved ? timestamp() : null,
  status: string(resolved ? 'resolved' : 'active'),
  triggeringDepartments: eachLike('Security'),
  playerDecision: resolved ? string('Patch it within 48 hours.') : null,
  grade: resolved
    ? like({
        score: integer(55),
        rationale: string('Partial (55/100).'),
        verdict: string('Partial'),
        effect: like({
          cashEffect: integer(-3_500_000),
          driverEffects: {},
          durationQuarters: integer(2),
        }),
      })
    : null,
});

/**
 * POST /api/scenarios/{id}/preview: what a draft decision would do. At least
 * one lever (state a draft that names one): each reads as a kind, its quarters
 * and the words it came from.
 */
export const decisionPreview = () =>
  like({
    score: integer(72),
    verdict: string('Sound'),
    rationale: eachLike('It speaks to the security breach (fit 22/30).'),
    parts: like({
      fit: integer(22),
      coverage: integer(30),
      specificity: integer(20),
      penalties: integer(0),
    }),
    plan: like({
      spend: integer(5_000_000),
      spendReason: string('The budget the decision names: $50K.'),
      outcome: integer(-1_500_000),
      outcomeReason: string('The breach still costs about $15K once contained.'),
      levers: eachLike({
        kind: string('hiring-pause'),
        quarters: integer(1),
        reason: string('We pause net new hiring for one quarter.'),
      }),
    }),
    driverEffects: {},
    durationQuarters: integer(1),
  });

export const councilMessage = () => ({
  id: string('msg-1'),
  speaker: string('Marcus Webb'),
  role: string('Chief Financial Officer'),
  content: string('The numbers first.'),
  at: timestamp(),
});

export const councilMeeting = (ended = false) =>
  like({
    id: string('meeting-1'),
    type: string('emergency'),
    status: string(ended ? 'ended' : 'in_progress'),
    priority: string('Critical'),
    scheduledAt: timestamp(),
    endedAt: ended ? timestamp() : null,
    reason: string('Cash is low'),
    attendees: eachLike({ id: string('cfo'), name: string('Marcus Webb'), department: string('Finance') }),
    transcript: eachLike(councilMessage()),
  });

export const dashboardOverview = (quarter = 1) =>
  like({
    metrics: like({
      activeAgents: integer(11),
      agentHealthPercentage: integer(80),
      riskSignals: integer(1),
      riskLevel: integer(30),
      scenariosGenerated: integer(2),
      scenarioSuccessRate: integer(0),
      councilMeetings: integer(0),
      meetingEfficiency: integer(0),
    }),
    agents: eachLike(agent()),
    boardStatus: string('Board Active'),
    riskSignals: eachLike({
      id: string('rs-1'),
      department: string('Security'),
      message: string('Security is at 42/100'),
      severity: oneOf(['critical', 'high', 'medium', 'low'], 'medium'),
    }),
    departments: eachLike({
      id: string('security'),
      name: string('Security'),
      description: string('Data and systems'),
      status: oneOf(['healthy', 'alert', 'warning', 'critical'], 'warning'),
      healthScore: integer(42),
    }),
    reflects: like({ gameId: string('game-1'), quarter: integer(quarter) }),
  });

const voices = ['internal', 'llm', 'internal-fallback'];

export const analysisAnswer = () =>
  like({
    analysis: string('Looking at this quarter’s figures…'),
    agent: like({ id: string('cfo'), name: string('Marcus Webb') }),
    voice: oneOf(voices, 'internal'),
  });

const keyUsage = () => ({
  calls: integer(3),
  inputTokens: integer(1200),
  outputTokens: integer(450),
  estimatedUsd: number(0.00045),
});

export const apiKeyRecord = () => ({
  id: string('key-1'),
  provider: oneOf(['openai', 'anthropic', 'google', 'local'], 'openai'),
  keyName: string('My key'),
  createdAt: timestamp(),
  usage: like({
    ...keyUsage(),
    month: regex(/^\d{4}-\d{2}$/.source, '2030-01'),
    // A key not used yet this month has no days.
    byDay: atLeastLike({ ...keyUsage(), day: regex(/^\d{4}-\d{2}-\d{2}$/.source, '2030-01-06') }, 0, 1),
    pricesAsOf: string('2025-01-15'),
  }),
  // No cap until the player sets one.
  monthlyCapUsd: null,
});

/** A key record after its cap was set: the cap is a number then. */
export const cappedApiKeyRecord = () => ({ ...apiKeyRecord(), monthlyCapUsd: number(5) });

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

export { like, eachLike, integer, number, string, boolean, regex, oneOf, voices };
