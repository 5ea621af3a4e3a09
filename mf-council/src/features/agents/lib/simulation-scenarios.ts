// The three simulation scenarios of SPEC §9, mirrored from svc-game's catalogue
// (svc-game/src/domain/engine/simulations.ts). apply-cost accepts only these
// costs, and the description must name the scenario, so titles stay identical.

export type SimulationDifficulty = 'easy' | 'medium' | 'hard' | 'expert';
export type Approach = 'conservative' | 'balanced' | 'aggressive';
export type SimulationOutcome = 'success' | 'partial' | 'failure';

export interface ResolutionOption {
  id: string;
  title: string;
  description: string;
  /** Whole US dollars, as apply-cost takes it. */
  cost: number;
  /** 0-1. */
  successProbability: number;
  approach: Approach;
}

export interface SimulationScenario {
  id: string;
  title: string;
  description: string;
  difficulty: SimulationDifficulty;
  /** Sent as the apply-cost category. */
  category: string;
  /** Seconds the simulation runs. */
  duration: number;
  parameters: { budget: number; timeframe: string; stakeholders: string[]; riskLevel: number };
  outcomes: Record<SimulationOutcome, string>;
  resolutionOptions: ResolutionOption[];
}

export const SIMULATION_SCENARIOS: readonly SimulationScenario[] = [
  {
    id: 'european-market-expansion',
    title: 'European Market Expansion',
    description: 'Take the product into Europe: choose how fast and how broadly to enter new markets.',
    difficulty: 'medium',
    category: 'expansion',
    duration: 45,
    parameters: {
      budget: 2_400_000,
      timeframe: '6 months',
      stakeholders: ['Board', 'Sales', 'Marketing', 'Legal & Compliance', 'Local partners'],
      riskLevel: 65,
    },
    outcomes: {
      success: 'European customers adopt the product quickly and the new markets pay back the investment.',
      partial: 'Some markets take off while others stall; the expansion pays back slowly.',
      failure: 'Regulation and local competitors stall the launch; most of the spend is lost.',
    },
    resolutionOptions: [
      {
        id: 'eu-pilot-market',
        title: 'Pilot in one market',
        description: 'Open a small sales office in Germany and test demand before committing more.',
        cost: 800_000,
        successProbability: 0.75,
        approach: 'conservative',
      },
      {
        id: 'eu-regional-launch',
        title: 'Regional launch with partners',
        description:
          'Launch in Germany, France and the Benelux with local partners and a shared support hub.',
        cost: 2_400_000,
        successProbability: 0.6,
        approach: 'balanced',
      },
      {
        id: 'eu-continent-wide',
        title: 'Continent-wide launch',
        description:
          'Enter every major EU market at once with local teams, heavy marketing and a localised product.',
        cost: 4_200_000,
        successProbability: 0.45,
        approach: 'aggressive',
      },
    ],
  },
  {
    id: 'strategic-acquisition',
    title: 'Strategic Acquisition',
    description:
      'A chance to buy growth: weigh integration risk against the capabilities and customers you gain.',
    difficulty: 'hard',
    category: 'strategic',
    duration: 60,
    parameters: {
      budget: 15_000_000,
      timeframe: '12 months',
      stakeholders: ['Board', 'Finance', 'Human Resources', 'Technology', 'Shareholders'],
      riskLevel: 80,
    },
    outcomes: {
      success: 'The acquired business integrates smoothly and its customers and technology add real value.',
      partial: 'Integration is slow and some talent leaves, but part of the value is captured.',
      failure: 'Culture clashes and hidden liabilities wipe out most of the deal’s value.',
    },
    resolutionOptions: [
      {
        id: 'acquire-niche-startup',
        title: 'Acquire a niche startup',
        description: 'Buy a small team with a technology that fills a gap in the product.',
        cost: 5_000_000,
        successProbability: 0.8,
        approach: 'conservative',
      },
      {
        id: 'acquire-regional-competitor',
        title: 'Acquire a regional competitor',
        description: 'Buy a competitor for its customer base and merge the two product lines.',
        cost: 15_000_000,
        successProbability: 0.55,
        approach: 'balanced',
      },
      {
        id: 'acquire-market-leader',
        title: 'Bid for a market leader',
        description: 'Make a leveraged bid for a larger rival to leap to the front of the market.',
        cost: 22_000_000,
        successProbability: 0.35,
        approach: 'aggressive',
      },
    ],
  },
  {
    id: 'product-recall-crisis',
    title: 'Product Recall Crisis',
    description:
      'A defect reaches customers. Decide how far to go to protect them and the brand within 72 hours.',
    difficulty: 'expert',
    category: 'crisis',
    duration: 30,
    parameters: {
      budget: 5_000_000,
      timeframe: '72 hours',
      stakeholders: ['Customers', 'Regulators', 'Product', 'Legal & Compliance', 'Press'],
      riskLevel: 95,
    },
    outcomes: {
      success: 'Customers and regulators praise the response; trust in the brand comes out stronger.',
      partial: 'The defect is contained but the story lingers and some customers leave.',
      failure: 'The response looks slow and evasive; regulators step in and the brand suffers.',
    },
    resolutionOptions: [
      {
        id: 'recall-targeted-fix',
        title: 'Targeted fix and notification',
        description: 'Patch affected units and notify customers directly, keeping the recall small.',
        cost: 2_000_000,
        successProbability: 0.4,
        approach: 'conservative',
      },
      {
        id: 'recall-voluntary',
        title: 'Full voluntary recall',
        description: 'Recall every affected unit, refund customers and brief regulators proactively.',
        cost: 5_000_000,
        successProbability: 0.7,
        approach: 'balanced',
      },
      {
        id: 'recall-and-rebuild',
        title: 'Recall, compensate and rebuild',
        description: 'Recall, compensate generously, and fund a quality overhaul with independent audits.',
        cost: 8_500_000,
        successProbability: 0.85,
        approach: 'aggressive',
      },
    ],
  },
];

export function scenarioById(id: string): SimulationScenario | undefined {
  return SIMULATION_SCENARIOS.find((s) => s.id === id);
}

/** SPEC §7: apply-cost's description names the scenario and the option. */
export function costDescription(scenario: SimulationScenario, option: ResolutionOption): string {
  return `${scenario.title} - ${option.title}`;
}
