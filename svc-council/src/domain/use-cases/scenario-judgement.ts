// Judging a scenario decision: the grade (the plain-English grader in demo
// mode; the owner's model in llm mode, held to the same decision points and
// binding rules), and what the plan then does: its spend, the threat's
// outcome, the driver changes and the levers. The decision and its preview
// both come here, so what the player previews is what happens.
import { leverInWords, type CompanySnapshot, type Plan } from '@ai-council/contracts';
import { gradeDecision, NEED_LABELS, type Grade } from '@ai-council/reader';
import {
  bookedPlan,
  effectOfPlan,
  standardSpend,
  templateOf,
  verdictFor,
  type DriverEffects,
  type RubricDimension,
} from '@ai-council/rules';
import { randomBytes } from 'node:crypto';
import { prompts } from '../../ai/prompts';
import type { Voice } from '../../ai/advisor';
import type { ScenarioDoc } from '../../data-access/documents';
import { agentOfDepartment } from '../board/agents';
import { money } from '../board/company';
import type { CouncilContext, Player } from './context';
import type { PlayerDoc } from '../../data-access/documents';
import { boundModelGrade, modelGradeSchema, type ModelGrade } from '../decisions/grading-guard';

const FALLBACK_RUBRIC: RubricDimension[] = ['containment', 'communication', 'costControl', 'people'];

export interface Judgement {
  score: number;
  verdict: string;
  parts: Grade['parts'];
  /** One sentence per point gained or lost (the model's paragraph first in llm mode). */
  sentences: string[];
  reckless: boolean;
  plan: Plan;
  driverEffects: DriverEffects;
  durationQuarters: number;
  voice: Voice;
}

/** The reader grades the decision, the owner's model may grade it too (held to the reader's), and the plan follows. */
export async function judgeDecision(
  ctx: CouncilContext,
  who: Player,
  doc: ScenarioDoc,
  playerDecision: string,
  player: PlayerDoc,
): Promise<Judgement> {
  const rubric = templateOf(doc.kind)?.rubric ?? FALLBACK_RUBRIC;
  const judged: Judged = { doc, playerDecision, company: player.company, rubric };
  const grade = await readersGrade(ctx, who, judged);
  const { value, voice } = await ownersGrade(ctx, who, judged, grade);
  const held = voice === 'llm' ? heldModelGrade(grade, value, playerDecision, rubric) : readersOwn(grade);
  return { ...held, reckless: grade.reckless, ...planOf(doc, player.company, grade, held.score), voice };
}

/** What is judged: the scenario, the player's words, the company they were written for and the rubric. */
interface Judged {
  doc: ScenarioDoc;
  playerDecision: string;
  company: CompanySnapshot;
  rubric: RubricDimension[];
}

/** The plain-English grader's grade; the player's own earlier answers in this game are boilerplate if pasted again. */
async function readersGrade(
  ctx: CouncilContext,
  who: Player,
  { doc, playerDecision, company, rubric }: Judged,
): Promise<Grade> {
  const previousDecisions = (await ctx.scenarios.list(who.userId, doc.gameId))
    .filter((s) => s._id !== doc._id && s.playerDecision)
    .map((s) => s.playerDecision!);
  return gradeDecision({
    decision: playerDecision,
    scenario: {
      kind: doc.kind,
      title: doc.title,
      // The facts only: a recurring scenario's recall of the last decision is not what this one asks.
      description: doc.description.split('\n\n')[0]!,
      departmentId: doc.departmentId,
      subject: templateOf(doc.kind)?.subject,
      rubric,
    },
    cash: company.cash,
    revenue: company.revenue,
    previousDecisions,
    standardSpend: standardSpend(company.revenue, doc.severity),
  });
}

/** The owning agent grades it in its voice: the model in llm mode, else the reader's grade as it stands. */
function ownersGrade(
  ctx: CouncilContext,
  who: Player,
  { doc, playerDecision, company, rubric }: Judged,
  grade: Grade,
) {
  return ctx.advisor.speak(
    who,
    {
      task: 'grade',
      agent: agentOfDepartment(doc.departmentId),
      company,
      prompt: prompts.grade(
        doc,
        playerDecision,
        rubric.map((d) => NEED_LABELS[d]),
        money(company.cash),
        randomBytes(8).toString('hex'),
      ),
      internal: () => ({
        score: grade.score,
        rationale: grade.rationale.join(' '),
        decisionPoints: grade.covered
          .filter((d) => rubric.includes(d))
          .map((d) => ({ point: NEED_LABELS[d], evidence: '' })),
      }),
    },
    modelGradeSchema(rubric),
  );
}

type HeldGrade = Pick<Judgement, 'score' | 'verdict' | 'parts' | 'sentences'>;

function readersOwn(grade: Grade): HeldGrade {
  return {
    score: grade.score,
    verdict: verdictFor(grade.score, grade.reckless),
    parts: grade.parts,
    sentences: grade.rationale,
  };
}

/**
 * A model's score stays near the plain-English grader's (grading-guard), and is held to the rules the
 * server checks whoever grades (reckless, boilerplate, over the cash): a model cannot wave those through.
 */
function heldModelGrade(
  grade: Grade,
  value: ModelGrade,
  playerDecision: string,
  rubric: RubricDimension[],
): HeldGrade {
  const bounded = boundModelGrade(grade, value, playerDecision, rubric);
  const score = grade.binding.length ? Math.min(bounded.score, grade.score) : bounded.score;
  return {
    score,
    verdict: verdictFor(score, grade.reckless),
    parts: scaledParts(grade.parts, score),
    sentences: [value.rationale, ...(bounded.sentence ? [bounded.sentence] : []), ...grade.binding],
  };
}

/** What the plan then does: its spend, the threat's outcome, the driver changes over its quarters, the levers. */
function planOf(
  doc: ScenarioDoc,
  company: CompanySnapshot,
  grade: Grade,
  score: number,
): Pick<Judgement, 'plan' | 'driverEffects' | 'durationQuarters'> {
  const template = templateOf(doc.kind);
  const effect = effectOfPlan(
    { score, reckless: grade.reckless },
    { severity: doc.severity, opportunity: Boolean(template?.opportunity), drivers: template?.drivers ?? {} },
    company,
    grade.plan.budget,
  );
  return bookedPlan(effect, grade.plan.levers);
}

/** A model's score, split into the demo grader's parts in their proportions, so the parts still add up. */
function scaledParts(parts: Grade['parts'], score: number): Grade['parts'] {
  const positive = parts.fit + parts.coverage + parts.specificity;
  if (positive === 0) return { fit: 0, coverage: score, specificity: 0, penalties: 0 };
  const fit = Math.round((parts.fit * score) / positive);
  const specificity = Math.round((parts.specificity * score) / positive);
  return { fit, coverage: score - fit - specificity, specificity, penalties: 0 };
}

/** The whole account of a judgement, as the scenario and the owner's message keep it. */
export function judgementText(
  judgement: Judgement,
  describeDrivers: (effects: DriverEffects) => string,
): string {
  const { plan } = judgement;
  const levers = plan.levers.length ? ` Levers: ${plan.levers.map(leverInWords).join('; ')}.` : '';
  return [
    `${judgement.verdict} (${judgement.score}/100).`,
    judgement.sentences.join(' '),
    `Plan spend: ${money(plan.spend)}. ${plan.spendReason}`,
    `Outcome: ${money(plan.outcome)}. ${plan.outcomeReason}`,
    `Effect: ${describeDrivers(judgement.driverEffects)} over ${judgement.durationQuarters} quarter${judgement.durationQuarters === 1 ? '' : 's'}.${levers}`,
  ]
    .join(' ')
    .slice(0, 4000);
}
