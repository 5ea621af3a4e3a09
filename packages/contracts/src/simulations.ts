// The three simulation scenarios of SPEC §9: one catalogue for the screen that
// offers them and for svc-game, which accepts only these costs (in whole
// dollars, as the table lists them) and bounds outcomes by SPEC §4's bands.
import type { z } from 'zod';
import type { recommendationCategorySchema, urgencySchema } from './api/council';

export type SimulationDifficulty = 'easy' | 'medium' | 'hard' | 'expert';
export type SimulationApproach = 'conservative' | 'balanced' | 'aggressive';
export type SimulationOutcome = 'success' | 'partial' | 'failure';

export interface SimulationOption {
  id: string;
  title: string;
  description: string;
  /** Whole dollars, as SPEC §9 lists it and the client sends it to apply-cost. */
  cost: number;
  /** 0-1; SPEC §4 draws success below p, partial below p + 0.30. */
  successProbability: number;
  approach: SimulationApproach;
}

export interface SimulationScenario {
  id: string;
  title: string;
  description: string;
  difficulty: SimulationDifficulty;
  category: string;
  /** Seconds the client's simulation runs. */
  duration: number;
  parameters: { budget: number; timeframe: string; stakeholders: string[]; riskLevel: number };
  outcomes: Record<SimulationOutcome, string>;
  resolutionOptions: SimulationOption[];
}

export interface SimulationResult {
  outcome: SimulationOutcome;
  /** Percent, within the outcome's band (SPEC §4). */
  impact: number;
}

const option = (
  id: string,
  title: string,
  description: string,
  cost: number,
  successProbability: number,
  approach: SimulationApproach,
): SimulationOption => ({
  id,
  title,
  description,
  cost,
  successProbability,
  approach,
});

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
      option(
        'eu-pilot-market',
        'Pilot in one market',
        'Open a small sales office in Germany and test demand before committing more.',
        800_000,
        0.75,
        'conservative',
      ),
      option(
        'eu-regional-launch',
        'Regional launch with partners',
        'Launch in Germany, France and the Benelux with local partners and a shared support hub.',
        2_400_000,
        0.6,
        'balanced',
      ),
      option(
        'eu-continent-wide',
        'Continent-wide launch',
        'Enter every major EU market at once with local teams, heavy marketing and a localised product.',
        4_200_000,
        0.45,
        'aggressive',
      ),
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
      option(
        'acquire-niche-startup',
        'Acquire a niche startup',
        'Buy a small team with a technology that fills a gap in the product.',
        5_000_000,
        0.8,
        'conservative',
      ),
      option(
        'acquire-regional-competitor',
        'Acquire a regional competitor',
        'Buy a competitor for its customer base and merge the two product lines.',
        15_000_000,
        0.55,
        'balanced',
      ),
      option(
        'acquire-market-leader',
        'Bid for a market leader',
        'Make a leveraged bid for a larger rival to leap to the front of the market.',
        22_000_000,
        0.35,
        'aggressive',
      ),
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
      option(
        'recall-targeted-fix',
        'Targeted fix and notification',
        'Patch affected units and notify customers directly, keeping the recall small.',
        2_000_000,
        0.4,
        'conservative',
      ),
      option(
        'recall-voluntary',
        'Full voluntary recall',
        'Recall every affected unit, refund customers and brief regulators proactively.',
        5_000_000,
        0.7,
        'balanced',
      ),
      option(
        'recall-and-rebuild',
        'Recall, compensate and rebuild',
        'Recall, compensate generously, and fund a quality overhaul with independent audits.',
        8_500_000,
        0.85,
        'aggressive',
      ),
    ],
  },
];

type RecommendationCategory = z.infer<typeof recommendationCategorySchema>;
type Urgency = z.infer<typeof urgencySchema>;

const councilCategoryOf: Partial<Record<string, RecommendationCategory>> = {
  expansion: 'strategic',
  strategic: 'strategic',
  crisis: 'operational',
};
const councilUrgencyOf: Record<SimulationDifficulty, Urgency> = {
  easy: 'low',
  medium: 'medium',
  hard: 'high',
  expert: 'critical',
};

/**
 * The context a scenario is put to the council in: by the screen that asks for
 * its analysis, and by svc-council when it votes on a scenario it holds no
 * analysis of, so both ask the same question.
 */
export function councilContextOf(scenario: Pick<SimulationScenario, 'category' | 'difficulty'>): {
  category: RecommendationCategory;
  urgency: Urgency;
} {
  return {
    category: councilCategoryOf[scenario.category] ?? 'strategic',
    urgency: councilUrgencyOf[scenario.difficulty],
  };
}
