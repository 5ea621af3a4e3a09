// Documents to the shapes of the contracts.
import type { Communication, CouncilMeeting, Scenario } from '@ai-council/contracts';
import type { CommunicationDoc, MeetingDoc, ScenarioDoc } from '../../data-access/documents';
import type { OpenScenario } from '../board/council-state';
import { departmentDefinition } from '../board/departments';

export function scenarioOut(doc: ScenarioDoc): Scenario {
  return {
    id: doc._id,
    title: doc.title,
    description: doc.description,
    severity: doc.severity,
    category: doc.category,
    createdAt: doc.createdAt,
    resolvedAt: doc.resolvedAt,
    status: doc.status,
    triggeringDepartments: doc.triggeringDepartments,
    playerDecision: doc.playerDecision,
    grade: doc.grade ?? null,
    department: departmentDefinition(doc.departmentId).name,
  };
}

export function openScenarioOf(doc: ScenarioDoc): OpenScenario {
  return { id: doc._id, title: doc.title, severity: doc.severity, departmentId: doc.departmentId };
}

export function meetingOut(doc: MeetingDoc): CouncilMeeting {
  return {
    id: doc._id,
    type: doc.type,
    status: doc.status,
    priority: doc.priority,
    scheduledAt: doc.scheduledAt,
    endedAt: doc.endedAt,
    reason: doc.reason,
    attendees: doc.attendees,
    transcript: doc.transcript,
    emergencyType: doc.emergencyType ?? null,
    summary: doc.summary,
  };
}

export function communicationOut(doc: CommunicationDoc): Communication {
  return {
    id: doc._id,
    from: doc.from,
    to: doc.to,
    message: doc.message,
    sentAt: doc.sentAt,
    type: doc.type,
    priority: doc.priority,
    ...(doc.voice ? { voice: doc.voice } : {}),
    ...(doc.voiceNote ? { voiceNote: doc.voiceNote } : {}),
  };
}
