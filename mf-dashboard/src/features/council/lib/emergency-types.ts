import type { CouncilMeeting } from '@ai-council/contracts';
import { EMERGENCY_LABELS, EMERGENCY_TYPES as emergencyTypes, type EmergencyType } from '@ai-council/rules';

interface EmergencyTypeInfo {
  label: string;
  hint: string;
  /** The scenario category a meeting on this emergency raises (svc-council maps it to a department). */
  scenarioCategory: string;
}

/** SPEC §5: the six emergency types, in the order the selector lists them. */
export const emergencyTypeInfo: Record<EmergencyType, EmergencyTypeInfo> = {
  'financial-crisis': {
    label: EMERGENCY_LABELS['financial-crisis'],
    hint: 'Cash, funding or losses threaten the company',
    scenarioCategory: 'financial',
  },
  'operational-failure': {
    label: EMERGENCY_LABELS['operational-failure'],
    hint: 'Delivery, supply or systems have broken down',
    scenarioCategory: 'operational',
  },
  'security-breach': {
    label: EMERGENCY_LABELS['security-breach'],
    hint: 'Data exposed or systems compromised',
    scenarioCategory: 'security',
  },
  'regulatory-issue': {
    label: EMERGENCY_LABELS['regulatory-issue'],
    hint: 'An audit, a fine or a compliance failure',
    scenarioCategory: 'regulatory',
  },
  'market-disruption': {
    label: EMERGENCY_LABELS['market-disruption'],
    hint: 'A competitor move, price war or demand shock',
    scenarioCategory: 'strategic',
  },
  other: {
    label: EMERGENCY_LABELS.other,
    hint: 'Anything else that cannot wait',
    scenarioCategory: 'strategic',
  },
};

export const emergencyTypeOptions = emergencyTypes.map((type) => ({
  value: type,
  label: emergencyTypeInfo[type].label,
  hint: emergencyTypeInfo[type].hint,
}));

export function isEmergencyType(value: string): value is EmergencyType {
  return (emergencyTypes as readonly string[]).includes(value);
}

/** The title of a meeting: 'Emergency Council: Security Breach', or 'Council Meeting'. */
export function meetingTitle(meeting: Pick<CouncilMeeting, 'type' | 'emergencyType'>): string {
  if (meeting.emergencyType) return `Emergency Council: ${emergencyTypeInfo[meeting.emergencyType].label}`;
  return meeting.type === 'emergency' ? 'Emergency Council Meeting' : 'Council Meeting';
}

const SCENARIO_TITLE_MAX = 100;

/**
 * What Generate Scenario sends (SPEC §7: category and title): the first
 * sentence of the meeting's subject as the title, in the emergency's category.
 */
export function scenarioFromMeeting(meeting: Pick<CouncilMeeting, 'reason' | 'emergencyType'>): {
  category: string;
  title: string;
} {
  const info = meeting.emergencyType ? emergencyTypeInfo[meeting.emergencyType] : null;
  const text = meeting.reason.replace(/\s+/g, ' ').trim();
  const subject = (/^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text).replace(/[.!?]$/, '') || 'Council follow-up';
  const full = info ? `${info.label}: ${subject}` : subject;
  const title =
    full.length > SCENARIO_TITLE_MAX ? `${full.slice(0, SCENARIO_TITLE_MAX - 1).trimEnd()}…` : full;
  return { category: info?.scenarioCategory ?? 'strategic', title };
}
