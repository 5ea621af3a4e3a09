// The words of an engine-backed answer: a position on the change asked, its
// amount, the engine's projection of it and of the advisor's alternative
// (net worth and cash after the projected quarters, against doing nothing),
// whether the company can afford it, and the pending decision it becomes.
// The question itself is never repeated back.
import type {
  CompanySnapshot,
  CostLine,
  DecisionProposedPayload,
  ProjectionResponse,
  ProposalProjection,
} from '@ai-council/contracts';
import { DRIVER_LABELS, MAX_BOOKED, type DriverName } from '@ai-council/rules';
import { money } from '../board/company';
import { lineLabel } from './candidates';
import type { Position, Weighed } from './choice';

const signed = (n: number, text: string) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${text}`;
const signedMoney = (cents: number) => signed(cents, money(Math.abs(cents)));
const numberWords = ['no', 'one', 'two', 'three', 'four'];
export const aheadWords = (quarters: number) =>
  `${numberWords[quarters] ?? quarters} quarter${quarters === 1 ? '' : 's'} ahead`;

/** The engine's figures that moved: drivers, market share in points, revenue. */
export function effectsList(p: ProposalProjection): string {
  const d = p.delta!;
  const drivers = Object.entries(d.drivers)
    .filter(([name, v]) => v !== 0 && name !== 'liquidity')
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
    .slice(0, 3)
    .map(([name, v]) => `${DRIVER_LABELS[name as DriverName] ?? name} ${signed(v, String(Math.abs(v)))}`);
  const share =
    d.marketShare !== 0
      ? [`market share ${signed(d.marketShare, (Math.abs(d.marketShare) / 100).toFixed(2))} points`]
      : [];
  const revenue = d.revenue !== 0 ? [`quarterly revenue ${signedMoney(d.revenue)}`] : [];
  return [...drivers, ...share, ...revenue].join(', ') || 'no driver moves';
}

/** "net worth $1.05M and cash $410K" after the projected quarters. */
const standing = (p: ProposalProjection) =>
  `net worth ${money(p.after!.netWorth)} and cash ${money(p.after!.cash)}`;

const stanceWords = (position: Position, yesNo: boolean): string => {
  const { chosen, asked } = position;
  switch (position.stance) {
    case 'asked':
      return `${yesNo ? 'Yes' : 'My call'}: go ahead with ${chosen!.candidate.named}.`;
    case 'staged':
      return `Not all at once: I would take ${chosen!.candidate.named} first${asked ? `, rather than ${asked.candidate.named}` : ''}.`;
    case 'own':
      return asked
        ? `${yesNo ? 'No' : 'Not that'}: ${chosen!.candidate.named} does more for us than ${asked.candidate.named}, counting the revenue and the driver points each leaves us with.`
        : `What I propose: ${chosen!.candidate.named}.`;
    case 'hold':
      if (position.refusal && asked)
        return `${yesNo ? 'No' : 'I would say no'}: even counting what losing them costs, the engine says we are better off without ${asked.candidate.named}.`;
      return asked
        ? `${yesNo ? 'No' : 'I would hold'}: the engine says we are better off without ${asked.candidate.named}.`
        : 'I would hold: nothing I can put on the table beats doing nothing this quarter.';
  }
};

/** A candidate's name once the answer has said it in full: "doubling marketing", without its amounts again. */
const shortName = (w: Weighed) => w.candidate.named.replace(/ \([^()]*\)$/, '');

/** One candidate, as the engine projects it against doing nothing; `named` when the stance already said it in full. */
function projected(
  w: Weighed,
  projection: ProjectionResponse,
  as: 'asked' | 'instead' | 'refusal',
  named: boolean,
): string {
  const p = w.projection;
  const name = named ? shortName(w) : w.candidate.named;
  if (!p.feasible || !p.after)
    return `We cannot pay for ${name} today: it needs ${money(-p.financialImpact)} now.`;
  const cut =
    w.candidate.cut && p.savingPerQuarter !== null ? `, saving ${money(p.savingPerQuarter)} a quarter` : '';
  const ahead = aheadWords(projection.quarters);
  if (as === 'instead') return `With ${name} instead: ${standing(p)} ${ahead}${cut} (${effectsList(p)}).`;
  if (as === 'refusal')
    return `Saying no is not free either: ${name} leaves ${standing(p)} ${ahead} (${effectsList(p)}).`;
  return `With ${name}${cut}, the engine projects ${standing(p)} ${ahead}, against ${money(projection.baseline.netWorth)} and ${money(projection.baseline.cash)} without it (${effectsList(p)}).`;
}

/** Cash and runway against what the change costs now. */
function affordability(cost: number, c: CompanySnapshot, asked: boolean): string {
  const flow =
    c.cashFlow >= 0
      ? `cash flow is positive (${money(c.cashFlow)} last quarter)`
      : `at last quarter's ${money(-c.cashFlow)} burn that is about ${(Math.max(0, c.cash - cost) / -c.cashFlow).toFixed(1)} quarters of runway`;
  if (cost <= 0) return `Cash is ${money(c.cash)} and ${flow}.`;
  const left = c.cash - cost;
  if (left < 0) return `We cannot afford it: it needs ${money(cost)} and we have ${money(c.cash)}.`;
  const can = asked ? (left >= c.costs / 2 ? 'We can afford it: ' : 'Only just: ') : '';
  return `${can}cash is ${money(c.cash)}; paying ${money(cost)} leaves ${money(left)}, and ${flow}.`.replace(
    /^cash/,
    'Cash',
  );
}

export interface AnswerInput {
  position: Position;
  projection: ProjectionResponse;
  company: CompanySnapshot;
  yesNo: boolean;
  /** Say whether the company can afford it, even when it costs nothing up front. */
  affordability: boolean;
  /** Set when the question is about an open scenario: its title and the department it sits with. */
  scenario?: { title: string; department: string };
}

/** The engine-backed answer, before the sentence on the pending decision. */
export function adviceAnswer(input: AnswerInput): string {
  const { position, projection, company } = input;
  const parts: string[] = [];
  if (input.scenario) parts.push(`"${input.scenario.title}" sits with ${input.scenario.department}.`);
  parts.push(stanceWords(position, input.yesNo));
  const { asked, chosen, alternative, refusal } = position;
  // "Can we afford it?" is answered first, on the change asked.
  const askedCost = asked ? -asked.projection.financialImpact : 0;
  if (input.affordability && asked) parts.push(affordability(askedCost, company, true));
  // What the stance named in full is named short after it.
  if (asked) parts.push(projected(asked, projection, 'asked', true));
  if (chosen && chosen !== asked)
    parts.push(projected(chosen, projection, asked ? 'instead' : 'asked', true));
  else if (alternative) parts.push(projected(alternative, projection, 'instead', false));
  if (refusal) parts.push(projected(refusal, projection, 'refusal', false));
  const upFront = chosen ? -chosen.projection.financialImpact : 0;
  if (!input.affordability && upFront > 0) parts.push(affordability(upFront, company, false));
  return parts.join(' ');
}

export function costLinesSentence(lines: readonly CostLine[]): string {
  return `Our quarterly costs: ${lines.map((l) => `${lineLabel[l.line]} ${money(l.amount)}`).join(', ')}.`;
}

/** The chosen proposal as the pending decision svc-game stores, with the engine's estimate in its description. */
export function decisionFrom(
  chosen: Weighed,
  projection: ProjectionResponse,
  decisionId: string,
  proposedBy: string,
): DecisionProposedPayload {
  const { candidate, projection: p } = chosen;
  const estimate = p.after
    ? `Engine estimate ${aheadWords(projection.quarters)}: ${standing(p)} (without it ${money(projection.baseline.netWorth)} and ${money(projection.baseline.cash)}); ${effectsList(p)}.`
    : '';
  return {
    decisionId,
    title: candidate.title.slice(0, 200),
    description: `${candidate.what} ${estimate}`.trim().slice(0, 2000),
    category: candidate.category,
    financialImpact: Math.max(-MAX_BOOKED, Math.min(MAX_BOOKED, p.financialImpact)),
    timeImpact: candidate.proposal.timeImpact,
    driverEffects: candidate.proposal.driverEffects,
    proposedBy,
    ...(candidate.proposal.levers?.length ? { levers: candidate.proposal.levers } : {}),
  };
}
