// Valid samples of the wire shapes, for tests: a company as svc-game opens one
// and an event of every type. Each test overrides what it is about; the
// samples are checked against their schemas, so a contract change shows here.
import type { PublicAchievement } from '../api/analytics';
import type { Agent } from '../api/council';
import type { CompanySnapshot, GameState } from '../api/game';
import { createEvent, type DomainEvent, type EventPayloadInput, type EventType } from '../events/index';

/** The board as svc-council seeds it: id, name, role and department; the six executives first. */
export const sampleBoard = [
  ['ceo', 'Alexandra Chen', 'Chief Executive Officer', 'Executive'],
  ['cfo', 'Marcus Webb', 'Chief Financial Officer', 'Finance'],
  ['chro', 'Priya Sharma', 'Chief Human Resources Officer', 'Human Resources'],
  ['cto', 'David Okafor', 'Chief Technology Officer', 'Technology'],
  ['cmo', 'Sofia Martinez', 'Chief Marketing Officer', 'Marketing'],
  ['coo', 'James Whitfield', 'Chief Operating Officer', 'Operations'],
  ['clo', 'Eleanor Park', 'General Counsel', 'Legal & Compliance'],
  ['cro', 'Ryan Brooks', 'Chief Revenue Officer', 'Sales'],
  ['cpo', 'Maya Lindqvist', 'Chief Product Officer', 'Product'],
  ['ciso', 'Viktor Novak', 'Chief Information Security Officer', 'Security'],
  ['cso', 'Hannah Adeyemi', 'Chief Strategy Officer', 'Strategy'],
] as const;

/** Who a board member is, as GET /api/agents names them: a row of sampleBoard and its initials as the avatar. */
export function sampleBoardMember([id, name, role, department]: (typeof sampleBoard)[number]): Pick<
  Agent,
  'id' | 'name' | 'role' | 'department' | 'avatar'
> {
  const avatar = name
    .split(' ')
    .map((word) => word[0])
    .join('');
  return { id, name, role, department, avatar };
}

/** A shared achievement as GET /api/achievements/public/{shareId} answers it: Ada's United Council. */
export function samplePublicAchievement(
  achievement: Partial<PublicAchievement['achievement']> = {},
): PublicAchievement {
  return {
    shareId: 'Zx3_kP9qLm2vR8tWn4yB6c',
    achievement: {
      id: 'council-consensus',
      title: 'United Council',
      description: 'Bring your council to a consensus of 75% or more.',
      category: 'leadership',
      value: '75% consensus',
      rarity: 'common',
      icon: 'users',
      ...achievement,
    },
    firstName: 'Ada',
    earnedAt: '2030-01-06T09:00:00.000Z',
  };
}

/** GET /api/game/state of a game just started: Q1, about $1M net worth, 25 people. */
export function sampleGameState(overrides: Partial<GameState> = {}): GameState {
  return {
    gameId: 'game-1',
    currentQuarter: 1,
    status: 'active',
    endReason: null,
    gameEnded: false,
    reason: null,
    finalScore: null,
    gameYears: 0,
    openScenarioIds: [],
    metrics: { netWorth: 100_000_000, cashFlow: 0, marketShare: 200, employeeCount: 25 },
    ...overrides,
  };
}

/** A company in the shape and range of svc-game's opening quarter (about $1M net worth, 25 people). */
export function sampleCompany(overrides: Partial<CompanySnapshot> = {}): CompanySnapshot {
  return {
    currentQuarter: 1,
    status: 'active',
    endReason: null,
    cash: 90_000_000,
    netWorth: 100_000_000,
    revenue: 98_000_000,
    costs: 96_000_000,
    cashFlow: 2_000_000,
    quarterlyGrowth: 0,
    marketShare: 200,
    employeeCount: 25,
    drivers: {
      brand: 55,
      productQuality: 58,
      techDebt: 45,
      morale: 56,
      efficiency: 54,
      compliance: 60,
      security: 42,
      pipeline: 52,
      liquidity: 57,
      strategyFocus: 55,
    },
    seed: 42,
    ...overrides,
  };
}

const samplePayloads: { [T in EventType]: () => EventPayloadInput<T> } = {
  'game.started': () => ({ company: sampleCompany() }),
  'game.quarter.advanced': () => ({
    quarter: 1,
    company: sampleCompany({ currentQuarter: 2 }),
    escalations: [],
    marketShock: null,
    financialEvents: 4,
  }),
  'game.ended': () => ({
    company: sampleCompany({ currentQuarter: 20, status: 'ended', endReason: 'time_limit' }),
    endReason: 'time_limit',
    finalScore: 12_345,
  }),
  'game.cost.applied': () => ({
    simulationId: 'sim-1',
    scenario: 'Market Expansion',
    option: 'Pilot in one region',
    amount: -20_000_000,
    category: 'simulation',
    company: sampleCompany({ cash: 70_000_000 }),
  }),
  'game.simulation.completed': () => ({
    simulationId: 'sim-1',
    scenario: 'Market Expansion',
    outcome: 'success',
    impact: 42,
    returnValue: 30_000_000,
    learnings: ['Start small'],
    company: sampleCompany(),
  }),
  'decision.implemented': () => ({
    decisionId: 'decision-1',
    title: 'Hire two engineers',
    category: 'operational',
    financialImpact: -5_000_000,
    company: sampleCompany(),
  }),
  'game.scenario.applied': () => ({
    scenarioId: 'scenario-1',
    cashEffect: -3_000_000,
    company: sampleCompany({ cash: 77_000_000 }),
  }),
  'scenario.generated': () => ({
    scenarioId: 'scenario-1',
    title: 'Security Vulnerability Discovered',
    category: 'security',
    severity: 'high',
    department: 'Security',
    quarter: 1,
    source: 'quarter',
  }),
  'scenario.resolved': () => ({
    scenarioId: 'scenario-1',
    department: 'Security',
    grade: 78,
    cashEffect: -3_000_000,
    driverEffects: { security: 6 },
    durationQuarters: 2,
    rationale: 'Contained quickly, with an owner and a timeline.',
    title: 'Security Vulnerability Discovered',
    verdict: 'Sound',
  }),
  'decision.proposed': () => ({
    decisionId: 'decision-1',
    title: 'Hire two engineers',
    description: 'Two senior engineers to pay down tech debt over two quarters.',
    category: 'operational',
    financialImpact: -5_000_000,
    timeImpact: 2,
    driverEffects: { techDebt: -6 },
    proposedBy: 'Marcus Rodriguez',
  }),
  'council.meeting.scheduled': () => ({
    meetingId: 'meeting-1',
    type: 'emergency',
    emergencyType: 'financial-crisis',
    priority: 'Critical',
    attendeeIds: ['ceo', 'cfo', 'cto'],
    departments: ['Executive', 'Finance', 'Technology'],
  }),
  'council.meeting.ended': () => ({
    meetingId: 'meeting-1',
    type: 'emergency',
    durationMinutes: 35,
    messageCount: 9,
    playerMessageCount: 2,
    summary: 'The council agreed to cut discretionary spend by 10%.',
  }),
  'agent.action.triggered': () => ({
    agentId: 'cfo',
    agentName: 'Sarah Kim',
    department: 'Finance',
    action: 'Cash review',
    message: 'I reviewed the runway.',
  }),
  'communication.sent': () => ({
    communicationId: 'cm-1',
    from: 'Sarah Kim',
    to: null,
    type: 'agent_action',
    priority: 'normal',
  }),
};

/** A valid payload of an event type, for a test to override. */
export function samplePayload<T extends EventType>(type: T): EventPayloadInput<T> {
  return samplePayloads[type]();
}

/** A valid event of a type, with a fresh id; override the envelope or (shallowly) the payload. */
export function sampleEvent<T extends EventType>(
  type: T,
  overrides: {
    payload?: Partial<EventPayloadInput<T>>;
    userId?: string;
    gameId?: string;
    id?: string;
    at?: Date;
  } = {},
): DomainEvent<T> {
  return createEvent(type, { ...samplePayloads[type](), ...overrides.payload } as EventPayloadInput<T>, {
    userId: overrides.userId ?? 'u1',
    gameId: overrides.gameId ?? 'g1',
    at: overrides.at ?? new Date(),
    id: overrides.id ?? globalThis.crypto.randomUUID(),
  });
}
