// Where an advisor stands on a scenario (issue 40, "A council with stances"):
// its department decides which lever it reaches for and which of the
// scenario's needs it writes (its field; the rest it leaves to the others at
// the table), its temperament (SPEC riskTolerance) how big a move it backs.
// So the CFO holds prices and trims the spend, the CMO funds a campaign or a
// targeted discount, the CTO fixes the root cause first: two advisors rarely
// say the same thing, and none of them says everything.
import {
  COUNCIL_CHIEFS,
  seededRandom,
  standardSpend,
  type CompanyFigures,
  type DecisionStyle,
  type DepartmentId,
} from '@ai-council/rules';
import { roundedAsPeopleRound, spoken } from './budget';
import type { AnalysisRequest } from './request';
import type { Need } from './kind-advice';

/** How a department's chief on the council weighs risk when the caller does not say (its chief's, in rules). */
export const COUNCIL_TEMPERAMENT: Record<
  DepartmentId,
  { riskTolerance: number; decisionStyle: DecisionStyle }
> = Object.fromEntries(
  (Object.keys(COUNCIL_CHIEFS) as DepartmentId[]).map((id) => [
    id,
    { riskTolerance: COUNCIL_CHIEFS[id].riskTolerance, decisionStyle: COUNCIL_CHIEFS[id].decisionStyle },
  ]),
) as Record<DepartmentId, { riskTolerance: number; decisionStyle: DecisionStyle }>;

/** The needs each department writes about on any scenario: its own field. */
export const DEPARTMENT_FIELD: Record<DepartmentId, readonly Need[]> = {
  executive: ['people', 'communication'],
  finance: ['costControl'],
  'human-resources': ['people'],
  technology: ['investigation', 'containment'],
  marketing: ['communication', 'growth', 'customers'],
  operations: ['containment'],
  'legal-compliance': ['compliance'],
  sales: ['customers'],
  product: ['customers'],
  security: ['containment'],
  strategy: ['growth', 'investigation'],
};

/** The needs the advisor writes for this scenario: its field, and the fix itself on its own department's scenario. */
export function fieldOf(department: DepartmentId, scenarioDepartment: DepartmentId): Need[] {
  const field = [...DEPARTMENT_FIELD[department]];
  if (department === scenarioDepartment) {
    for (const need of ['containment', 'investigation'] as const) if (!field.includes(need)) field.push(need);
  }
  return field;
}

/** Kinds where what we charge is part of the answer. */
const PRICE_KINDS = new Set([
  'competitive-squeeze',
  'market-disruption',
  'pipeline-drought',
  'brand-erosion',
  'key-customer-loss',
  'cash-squeeze',
  'supply-chain-disruption',
]);

export type Lever = 'price' | 'spend' | 'people' | 'fix' | 'legal' | 'focus';

/** The advisor's position: the lever it pulls first, which way and how far, and what it asks to spend. */
export interface Position {
  lever: Lever;
  /** Signed percent on our prices; 0 when the advisor holds them or does not speak to them. */
  priceChange: number;
  /** Who the price change is for: everyone, or the affected customers only. */
  priceScope: 'all' | 'targeted' | null;
  /** Cents the advisor asks for; null when the cash cannot carry a response. */
  budget: number | null;
  /** The position as one sentence, without its full stop. */
  sentence: string;
}

/** How much of the standard cost of a response the advisor asks for: the CFO trims, the bold ask more. */
export function appetiteOf(department: DepartmentId, riskTolerance: number, own: boolean): number {
  if (department === 'finance') return 0.6;
  return 0.55 + riskTolerance / 100 + (own ? 0.15 : 0);
}

/** The advisor's budget: its appetite times the standard cost, rounded as people round, within 45 % of the cash. */
export function positionBudget(
  company: Pick<CompanyFigures, 'revenue' | 'cash'>,
  severity: AnalysisRequest['scenario']['severity'],
  appetite: number,
): number | null {
  const affordable = Math.max(0, company.cash) * 0.45;
  const amount = roundedAsPeopleRound(
    Math.min(standardSpend(company.revenue, severity) * appetite, affordable),
  );
  // Rounding must not carry it past what the cash allows.
  const within = amount > affordable ? roundedAsPeopleRound(affordable * 0.9) : amount;
  return within >= 10_000 && within <= affordable ? within : null;
}

/** The advisor's position on the scenario, from its department, its temperament and the company's figures. */
export function positionOf(request: AnalysisRequest): Position {
  const { scenario, company, advisor } = request;
  const temperament = COUNCIL_TEMPERAMENT[advisor.departmentId];
  const risk = advisor.riskTolerance ?? temperament.riskTolerance;
  const own = advisor.departmentId === scenario.departmentId;
  const budget = positionBudget(company, scenario.severity, appetiteOf(advisor.departmentId, risk, own));
  const amount = budget === null ? 'only what our existing budgets cover' : spoken(budget);
  const pricing = PRICE_KINDS.has(scenario.kind);
  // The stance is the advisor's; only its wording varies with the seed.
  const rng = seededRandom(request.seed, 'position');
  const say = (...tellings: string[]) => rng.pick(tellings);
  const base = { budget, priceChange: 0, priceScope: null } as const;
  const speaking: Speaking = { company, amount, pricing, risk, say, base };
  return MARKET_SIDE.has(advisor.departmentId)
    ? marketPosition(advisor.departmentId, speaking)
    : workPosition(advisor.departmentId, speaking);
}

/** What a department's position is built from. */
interface Speaking {
  company: CompanyFigures;
  /** The budget as said ("$40K"). */
  amount: string;
  /** Whether what we charge is part of this kind's answer. */
  pricing: boolean;
  risk: number;
  say: (...tellings: string[]) => string;
  base: Pick<Position, 'budget' | 'priceChange' | 'priceScope'>;
}

const MARKET_SIDE = new Set<DepartmentId>(['finance', 'marketing', 'sales', 'strategy']);

/** The money and market side: the CFO holds, marketing and sales discount for the affected, strategy reprices. */
function marketPosition(
  department: DepartmentId,
  { company, amount, pricing, risk, say, base }: Speaking,
): Position {
  switch (department) {
    case 'finance':
      return pricing && company.cashFlow < 0
        ? {
            ...base,
            lever: 'price',
            priceChange: 3,
            priceScope: 'all',
            sentence: say(
              `we raise our prices 3% to cover the margin and keep the response to ${amount}, well under what a full response would cost`,
              `we put our prices up 3% to protect the margin, and the response gets ${amount}, not the full amount it usually takes`,
            ),
          }
        : {
            ...base,
            lever: 'spend',
            sentence: say(
              `we hold our prices where they are and keep the response to ${amount}, well under what a full response would cost`,
              `prices stay where they are, and the response gets ${amount}, less than a full response usually takes, because the cash matters more`,
            ),
          };
    case 'marketing':
    case 'sales': {
      const discount = risk >= 60 ? 10 : 5;
      // "Affected": a discount for some customers, not a cut of the list price.
      const who = department === 'sales' ? 'the accounts affected' : 'the customers affected';
      return pricing
        ? {
            ...base,
            lever: 'price',
            priceChange: -discount,
            priceScope: 'targeted',
            sentence: say(
              `we give ${who} a targeted discount of ${discount}% for two quarters and put ${amount} behind winning them back`,
              `${who} get a targeted ${discount}% discount for two quarters, and we put ${amount} into winning them back`,
            ),
          }
        : {
            ...base,
            lever: 'spend',
            sentence:
              department === 'sales'
                ? say(
                    `we put ${amount} into keeping our accounts close while this is fixed`,
                    `our accounts come first, with ${amount} to keep them close until this is behind us`,
                  )
                : say(
                    `we invest ${amount} in a campaign that tells our side of the story before anyone else does`,
                    `we get ahead of the story with a ${amount} campaign, before anyone tells it for us`,
                  ),
          };
    }
    default:
      return strategyOrFocus(pricing, company, base, say, amount);
  }
}

function strategyOrFocus(
  pricing: boolean,
  company: CompanyFigures,
  base: Speaking['base'],
  say: Speaking['say'],
  amount: string,
): Position {
  return pricing
    ? strategyPricing(company, base, say)
    : {
        ...base,
        lever: 'focus',
        sentence: say(
          `we put ${amount} where this improves our position and nothing into the rest`,
          `this is worth ${amount} only where it moves our position, and nothing elsewhere`,
        ),
      };
}

/** The departments that do the work: fix the root cause, protect the people, check the duties, name the owner. */
function workPosition(department: DepartmentId, { amount, say, base }: Speaking): Position {
  switch (department) {
    case 'technology':
    case 'product':
    case 'operations':
    case 'security':
      return {
        ...base,
        lever: 'fix',
        sentence: say(
          `we fix the root cause first, with ${amount} for the work, before any money goes into anything else`,
          `the root cause gets fixed before anything else, and the work gets ${amount}`,
        ),
      };
    case 'human-resources':
      return {
        ...base,
        lever: 'people',
        sentence: say(
          `we protect our people first: no cuts to the headcount, and ${amount} to take the overload off the teams carrying this`,
          `people come first here, so nobody is cut and ${amount} goes to lighten the load on the teams carrying this`,
        ),
      };
    case 'legal-compliance':
      return {
        ...base,
        lever: 'legal',
        sentence: say(
          `nothing moves until counsel has checked our duties, and ${amount} is all we commit until then`,
          `we check our duties before we act, and commit ${amount} until counsel has signed off`,
        ),
      };
    default:
      return {
        ...base,
        lever: 'focus',
        sentence: say(
          `this needs one owner and a hard deadline more than it needs money, so we commit ${amount} and not a cent more until the owner reports`,
          `an owner and a deadline matter more here than money: ${amount}, and nothing more until the owner reports back`,
        ),
      };
  }
}

/** Strategy prices to our position: a premium rise where the brand and the product carry it, a lean tier where they do not. */
function strategyPricing(
  company: CompanyFigures,
  base: Pick<Position, 'budget'>,
  say: (...tellings: string[]) => string,
): Position {
  const strong = company.drivers.brand >= 55 && company.drivers.productQuality >= 55;
  return strong
    ? {
        ...base,
        lever: 'price',
        priceChange: 5,
        priceScope: 'all',
        sentence: say(
          `we raise our prices 5% and back it with the quality and brand we already have, rather than chase a price war`,
          `we put our prices up 5%, because our quality and brand carry it, and stay out of a price war`,
        ),
      }
    : {
        ...base,
        lever: 'price',
        priceChange: -15,
        priceScope: 'targeted',
        sentence: say(
          `we launch a lean tier 15% below our list price for the price-sensitive customers and keep the list price for the rest`,
          `the price-sensitive customers get a lean tier at 15% under our list price, and everyone else keeps paying the list price`,
        ),
      };
}
