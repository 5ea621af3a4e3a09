// Each department's chief on the council: its title and its temperament (SPEC §3 Personality's decisionStyle,
// communicationStyle and riskTolerance). svc-council's agents speak with them, and the reader's advisors take
// their stances from them, so an advisor argues the same way wherever it is written.
import type { DepartmentId } from './departments';

export type DecisionStyle =
  'visionary' | 'analytical' | 'empathetic' | 'pragmatic' | 'creative' | 'cautious' | 'driven';
export type CommunicationStyle = 'direct' | 'data-driven' | 'warm' | 'technical' | 'persuasive' | 'measured';

export interface CouncilChief {
  role: string;
  decisionStyle: DecisionStyle;
  communicationStyle: CommunicationStyle;
  /** 0-100: how readily the chief backs the bolder option. */
  riskTolerance: number;
}

const chief = (
  role: string,
  decisionStyle: DecisionStyle,
  communicationStyle: CommunicationStyle,
  riskTolerance: number,
): CouncilChief => ({ role, decisionStyle, communicationStyle, riskTolerance });

export const COUNCIL_CHIEFS: Record<DepartmentId, CouncilChief> = {
  executive: chief('Chief Executive Officer', 'visionary', 'direct', 60),
  finance: chief('Chief Financial Officer', 'analytical', 'data-driven', 30),
  'human-resources': chief('Chief Human Resources Officer', 'empathetic', 'warm', 40),
  technology: chief('Chief Technology Officer', 'pragmatic', 'technical', 55),
  marketing: chief('Chief Marketing Officer', 'creative', 'persuasive', 70),
  operations: chief('Chief Operating Officer', 'pragmatic', 'measured', 45),
  'legal-compliance': chief('General Counsel', 'cautious', 'measured', 20),
  sales: chief('Chief Revenue Officer', 'driven', 'persuasive', 65),
  product: chief('Chief Product Officer', 'creative', 'warm', 55),
  security: chief('Chief Information Security Officer', 'cautious', 'direct', 15),
  strategy: chief('Chief Strategy Officer', 'visionary', 'data-driven', 60),
};

/** A chief's temperament as the personality of its agent carries it. */
export function temperamentOf(departmentId: DepartmentId): Omit<CouncilChief, 'role'> {
  const { decisionStyle, communicationStyle, riskTolerance } = COUNCIL_CHIEFS[departmentId];
  return { decisionStyle, communicationStyle, riskTolerance };
}
