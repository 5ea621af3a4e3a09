export { read, type Reading, type Clause, type Money, type TimeSpan, type Count } from './read/read';
export { find, affirmed, ruledOut, type PhraseHit } from './read/phrases';
export { harmIn, HARM_LABELS, type HarmKind, type HarmReading } from './grade/harm';
export { readPlan, type ReadPlan, type NamedBudget } from './plan/plan';
export { NEED_LABELS, NEED_PHRASES, ABOUT } from './points/decision-points';
export {
  gradeDecision,
  decisionSimilarity,
  amountsOfScenario,
  BOILERPLATE_SIMILARITY,
  MAX_PARTS,
  type Grade,
  type GradeParts,
  type DecisionToGrade,
} from './grade/grade';
export {
  readQuestion,
  type Question,
  type AskedLever,
  type BudgetChange,
  type CutArea,
} from './ask/question';
export {
  writeAnalysis,
  analysisBudget,
  roundedAsPeopleRound,
  STEP_OWNERS,
  type AnalysisAdvisor,
  type AnalysisRequest,
  type AdvisorStyle,
  type ScenarioToAnalyse,
} from './analysis/analysis';
export {
  COUNCIL_TEMPERAMENT,
  DEPARTMENT_FIELD,
  fieldOf,
  positionOf,
  type Position,
  type Lever,
} from './analysis/stance';
export {
  COUNCIL_ADVISORS,
  writeAdvisorAnalysis,
  advisorPosition,
  advisorsToWeigh,
  writeWeighedPlan,
  type CouncilRequest,
} from './analysis/council';
