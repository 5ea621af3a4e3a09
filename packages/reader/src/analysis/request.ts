// What the council's analysis is written for: the scenario, the company and
// the advisor who writes it.
import type {
  CommunicationStyle,
  CompanyFigures,
  DepartmentId,
  ScenarioKind,
  Severity,
} from '@ai-council/rules';

/** How an advisor speaks: its chief's communicationStyle (packages/rules COUNCIL_CHIEFS). */
export type AdvisorStyle = CommunicationStyle;

/** Who writes the analysis: it is in the first person, so its role and department, and how it speaks. */
export interface AnalysisAdvisor {
  /** The advisor's title as it takes a step on itself ("As General Counsel I will take this one"). */
  role: string;
  departmentId: DepartmentId;
  style: AdvisorStyle;
  /** SPEC riskTolerance, 0-100: how big a move the advisor backs; its department's chief's when absent. */
  riskTolerance?: number;
}

/**
 * What the writer reads of a scenario: its kind (the catalogue's rubric, subject and driver), what it is
 * called, how grave it is and whose it is. The company's figures come from the company, not the text.
 */
export interface ScenarioToAnalyse {
  kind: ScenarioKind;
  title: string;
  severity: Severity;
  departmentId: DepartmentId;
}

export interface AnalysisRequest {
  scenario: ScenarioToAnalyse;
  company: CompanyFigures;
  advisor: AnalysisAdvisor;
  /** Any text; the same seed gives the same analysis (a game's seed and the scenario's id, say). */
  seed: string;
  /**
   * What the same player already wrote or pasted: the writer picks, among a few seeded drafts, one that
   * does not read like any of them.
   */
  earlier?: readonly string[];
}
