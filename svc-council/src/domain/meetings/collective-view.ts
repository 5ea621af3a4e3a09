// The council's reasoning and plan as a whole (SPEC §3 Council
// recommendation): why it backs its pick, how it keeps the risk down, what it
// would do instead, and who carries the plan out, by when.
import type { CompanySnapshot, Drivers } from '@ai-council/contracts';
import { quarterLabel } from '@ai-council/rules';
import { agentOfDepartment } from '../board/agents';
import { businessHealth, money } from '../board/company';
import { departmentForCategory, findDepartment, weakestDepartments } from '../board/departments';
import type { Approach, RecommendationOption } from '../decisions/recommendations';
import { departmentAdvice } from '../speech/department-lines';
import { listNames, quarters, runwayPhrase } from '../speech/phrases';
import {
  approachRank,
  backersOf,
  costPhrase,
  impactOfOption,
  optionNamed,
  type CouncilSitting,
  type Urgency,
} from './council-sitting';

/** The council's reasoning and plan as a whole (SPEC §3 Council recommendation). */
export function collectiveViewOf(s: CouncilSitting) {
  const chosen = optionNamed(s, s.recommendedOption);
  return {
    collectiveReasoning: reasoningOf(s, chosen),
    riskMitigation: mitigationOf(s, chosen),
    alternativeConsiderations: alternativesOf(s, chosen),
    implementationNotes: implementationOf(s, chosen),
  };
}

const approachStance: Record<Approach, string> = {
  conservative: 'With these numbers the council puts protecting the downside first.',
  balanced: 'The council wants progress it can afford without betting the runway.',
  aggressive: 'The council judges the upside worth the cost and waiting the bigger risk.',
};

const urgencyStep: Record<Urgency, string> = {
  critical: 'start today and report to the council within 7 days',
  high: 'start this week and report to the council within 14 days',
  medium: 'start within the quarter and report at the next council meeting',
  low: 'fold it into the next quarterly plan',
};

function reasoningOf(s: CouncilSitting, chosen: RecommendationOption): string {
  const c = s.company;
  const supporters = s.votes.filter((v) => v.preferredOption === s.recommendedOption);
  const weakest = weakestDepartments(c)[0]!;
  const weakestName = findDepartment(weakest.id)?.name ?? weakest.id;
  return [
    `${supporters.length} of ${s.votes.length} members back "${chosen.title}" (${s.consensusLevel}% consensus), among them ${listNames(supporters.slice(0, 3).map((v) => v.agentName))}.`,
    `In ${quarterLabel(c.currentQuarter)} the business is ${businessHealth(c)}: ${money(c.cash)} cash, ${money(c.cashFlow)} cash flow, ${money(c.netWorth)} net worth.`,
    approachStance[chosen.approach],
    `${weakestName} is the weakest area at ${weakest.health}%, and ${s.signals.length} risk signal${s.signals.length === 1 ? '' : 's'} ${s.signals.length === 1 ? 'is' : 'are'} open.`,
  ].join(' ');
}

function mitigationOf(s: CouncilSitting, chosen: RecommendationOption): string[] {
  const c = s.company;
  const dissenters = s.votes.filter((v) => v.preferredOption !== s.recommendedOption);
  const riskMitigation = [
    spendingLimit(chosen, c),
    `Keep at least ${money(Math.round(c.costs / 2))} (half a quarter of costs) in cash and pause the plan if cash drops below it; it is ${money(c.cash)} now.`,
    ...s.signals.slice(0, 2).map((signal) => {
      const id = findDepartment(signal.department)?.id;
      return `${signal.department} (${signal.severity}): ${signal.message}${id ? ` Mitigation: ${departmentAdvice(id, c)}.` : ''}`;
    }),
  ];
  if (dissenters.length) {
    riskMitigation.push(
      `Hear ${listNames(dissenters.slice(0, 3).map((v) => v.agentName))}${dissenters.length > 3 ? ` and ${dissenters.length - 3} more` : ''} at the first checkpoint: they backed another option.`,
    );
  }
  return riskMitigation;
}

/** What the pick commits now: a cap on what it costs, a look again when it costs nothing, or banking what it frees. */
function spendingLimit(chosen: RecommendationOption, c: CompanySnapshot): string {
  const impact = impactOfOption(chosen, c);
  const next = quarterLabel(Math.min(20, c.currentQuarter + 1));
  if (impact < 0)
    return `Cap spending on "${chosen.title}" at ${money(-impact)} and review it at the end of ${next}.`;
  if (impact === 0) return `Nothing is committed now; look at it again with the numbers of ${next}.`;
  return `Bank the ${money(impact)} "${chosen.title}" frees before committing it elsewhere.`;
}

/** When the careful option is the better call, said of cash flow as it stands (never "stays negative" of a positive one). */
function cashFlowWatch(c: CompanySnapshot): string {
  return c.cashFlow < 0
    ? `It is the better call if cash flow (${money(c.cashFlow)} last quarter) stays negative another quarter.`
    : `It is the better call if cash flow, ${money(c.cashFlow)} last quarter, turns negative.`;
}

function alternativesOf(s: CouncilSitting, chosen: RecommendationOption): string[] {
  const c = s.company;
  return s.options
    .filter((o) => o.title !== chosen.title)
    .map((o) => {
      const backers = backersOf(s, o.title);
      const when: Record<Approach, string> = {
        conservative: cashFlowWatch(c),
        balanced: `A middle road over ${quarters(o.timeImpact)}, if "${chosen.title}" proves ${approachRank[chosen.approach] > 1 ? 'too costly' : 'too slow'}.`,
        aggressive: `Worth it only if the money holds: ${runwayPhrase(c)}.`,
      };
      return `"${o.title}" (${o.approach}) ${costPhrase(o, c)}; backed by ${backers.length ? listNames(backers) : 'no one'}. ${when[o.approach]}`;
    });
}

function implementationOf(s: CouncilSitting, chosen: RecommendationOption): string[] {
  const c = s.company;
  const owner = agentOfDepartment(departmentForCategory(s.category));
  const [driver, lift] = (Object.entries(chosen.driverEffects) as Array<[keyof Drivers, number]>).find(
    ([, v]) => v > 0,
  ) ?? ['strategyFocus', 0];
  const sharePct = Math.abs(Math.round((100 * impactOfOption(chosen, c)) / Math.max(c.revenue, 1)));
  return [
    `Owner: ${owner.name} (${owner.role}); ${s.category} questions sit with ${owner.department}.`,
    `Budget: ${costPhrase(chosen, c)}, about ${sharePct}% of quarterly revenue (${money(c.revenue)}).`,
    `Timeline: ${quarters(chosen.timeImpact)}, from ${quarterLabel(c.currentQuarter)} to ${quarterLabel(Math.min(20, c.currentQuarter + chosen.timeImpact))}.`,
    `Checkpoint: track ${driverLabel(driver)} (now ${c.drivers[driver]}/100) each quarter; the plan aims to lift it by ${lift} points.`,
    `Urgency ${s.urgency}: ${urgencyStep[s.urgency]}.`,
  ];
}

function driverLabel(key: keyof Drivers): string {
  return key.replace(/[A-Z]/g, (ch) => ` ${ch.toLowerCase()}`);
}
