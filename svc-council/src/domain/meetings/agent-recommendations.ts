// SPEC §3 agentRecommendations: each agent's vote in a sitting, with the
// concerns it raises, the numbers behind it and its read of the risk.
import type { AgentRecommendation, CompanySnapshot } from '@ai-council/contracts';
import { atLeastSeverity, growth, toScore } from '@ai-council/rules';
import type { AgentProfile } from '../board/agents';
import { money, share } from '../board/company';
import { findDepartment, healthOf, weakestDepartments } from '../board/departments';
import type { RecommendationOption, Vote } from '../decisions/recommendations';
import { departmentNumbers, healthPhrase, keyFigures } from '../speech/department-lines';
import { quarters, runwayPhrase } from '../speech/phrases';
import { approachRank, costPhrase, optionNamed, profileOf, type CouncilSitting } from './council-sitting';

/** SPEC §3 agentRecommendations: each vote with its concerns, the numbers behind it and its risk read. */
export function agentRecommendationsOf(s: CouncilSitting): AgentRecommendation[] {
  const c = s.company;
  return s.votes.map((vote) => {
    const agent = profileOf(vote.agentId);
    const own = healthOf(agent.departmentId, c);
    const option = optionNamed(s, vote.preferredOption);
    const score = riskScore(option, c, own);
    return {
      ...vote,
      concerns: concernsOf(agent, vote, s),
      supportingData: [
        `Cash ${money(c.cash)}, cash flow ${money(c.cashFlow)} last quarter`,
        `${agent.department} health ${own}%`,
        ...keyFigures(agent.departmentId, c),
        `"${option.title}" ${costPhrase(option, c)} over ${quarters(option.timeImpact)}`,
      ],
      riskAssessment: `${riskLevelOf(score)} risk (${score}/100): "${option.title}", the ${option.approach} path, ${costPhrase(option, c)} and ${runwayPhrase(c)}; ${agent.department} stands at ${own}%.`,
    };
  });
}

/** 0-100 risk of backing an option now: its boldness, moved by the cash and the agent's own department. */
function riskScore(option: RecommendationOption, c: CompanySnapshot, ownHealth: number): number {
  let score = 20 + 20 * approachRank[option.approach];
  if (c.cashFlow < 0) score += 15;
  if (c.cash < 0) score += 25;
  if (c.drivers.liquidity < 40) score += 10;
  if (ownHealth < 40) score += 10;
  if (ownHealth >= 70) score -= 10;
  return toScore(score);
}

function riskLevelOf(score: number): string {
  if (score < 35) return 'Low';
  if (score < 60) return 'Moderate';
  if (score < 80) return 'High';
  return 'Severe';
}

function concernsOf(agent: AgentProfile, vote: Vote, s: CouncilSitting): string[] {
  const c = s.company;
  const own = healthOf(agent.departmentId, c);
  const mine = optionNamed(s, vote.preferredOption);
  const chosen = optionNamed(s, s.recommendedOption);
  const concerns: string[] = [];
  if (own < 50) {
    concerns.push(
      `${agent.department} is ${healthPhrase(own)} at ${own}%: ${departmentNumbers(agent.departmentId, c)}`,
    );
  }
  const signal = s.signals.find(
    (x) => x.department === agent.department && atLeastSeverity(x.severity, 'high'),
  );
  if (signal) concerns.push(`Open ${signal.severity} risk signal: ${signal.message}`);
  if (vote.preferredOption !== s.recommendedOption) {
    concerns.push(
      approachRank[chosen.approach] > approachRank[mine.approach]
        ? `The council's pick "${chosen.title}" ${costPhrase(chosen, c)}; that is more than I want to commit while ${runwayPhrase(c)}.`
        : `The council's pick "${chosen.title}" may be too timid: growth is ${growth(c.quarterlyGrowth)} and we hold ${share(c.marketShare)} of the market.`,
    );
  }
  if (mine.approach === 'aggressive' && (c.cashFlow < 0 || c.cash < 0)) {
    concerns.push(`Betting on "${mine.title}" ${costPhrase(mine, c)} while ${runwayPhrase(c)}.`);
  }
  if (mine.approach === 'conservative' && c.quarterlyGrowth <= 0) {
    concerns.push(
      `Playing safe with growth at ${growth(c.quarterlyGrowth)} risks ceding share (${share(c.marketShare)}).`,
    );
  }
  if (concerns.length === 0) {
    const weakest = weakestDepartments(c)[0]!;
    const name = findDepartment(weakest.id)?.name ?? weakest.id;
    concerns.push(
      `Even from a sound ${agent.department} (${own}%), the weakest area, ${name} at ${weakest.health}%, needs watching whichever option wins.`,
    );
  }
  return concerns.slice(0, 3);
}
