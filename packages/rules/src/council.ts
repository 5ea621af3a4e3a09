// Council meeting rules (SPEC §5, §9; GAME.md "The council"): the emergency
// types and their names, the quorum, and the cooldown emergencies bypass.

export const EMERGENCY_TYPES = [
  'financial-crisis',
  'operational-failure',
  'security-breach',
  'regulatory-issue',
  'market-disruption',
  'other',
] as const;
export type EmergencyType = (typeof EMERGENCY_TYPES)[number];

export const EMERGENCY_LABELS: Record<EmergencyType, string> = {
  'financial-crisis': 'Financial Crisis',
  'operational-failure': 'Operational Failure',
  'security-breach': 'Security Breach',
  'regulatory-issue': 'Regulatory Issue',
  'market-disruption': 'Market Disruption',
  other: 'Other',
};

/** A council needs three or more departments among the agents that are not critical. */
export const QUORUM_DEPARTMENTS = 3;

export function hasQuorum(departmentsAvailable: number): boolean {
  return departmentsAvailable >= QUORUM_DEPARTMENTS;
}

/** A regular meeting waits this long after the last one; an emergency does not. */
export const MEETING_COOLDOWN_MS = 3 * 24 * 60 * 60 * 1000;
