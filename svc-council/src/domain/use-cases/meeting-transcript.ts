// The 'Export Transcript' of a council meeting: every contribution, as Markdown.
import { EMERGENCY_LABELS } from '@ai-council/rules';
import type { CouncilContext, Player } from './context';
import { meetingOrNotFound } from './meetings';

/** The 'Export Transcript' of the meeting dialog, as Markdown. */
export async function meetingTranscript(
  ctx: CouncilContext,
  who: Player,
  id: string,
): Promise<{ filename: string; markdown: string }> {
  const m = await meetingOrNotFound(ctx, who, id);
  const title =
    m.kind === 'emergency' && m.emergencyType
      ? `Emergency Council: ${EMERGENCY_LABELS[m.emergencyType]}`
      : 'Council Meeting';
  const lines = [
    `# ${title}`,
    '',
    `- Subject: ${m.reason}`,
    `- Type: ${m.type}`,
    `- Priority: ${m.priority}`,
    `- Status: ${m.status}`,
    `- Scheduled: ${m.scheduledAt}`,
    ...(m.endedAt ? [`- Ended: ${m.endedAt}`] : []),
    `- Attendees: ${m.attendees.map((a) => `${a.name} (${a.department})`).join(', ')}`,
    '',
    '## Discussion',
    '',
    ...m.transcript.flatMap((l) => [
      `**${l.speaker}** (${l.role}, ${l.at.slice(11, 16)} UTC)${l.voice === 'internal-fallback' ? ' [internal voice: provider unavailable]' : ''}`,
      '',
      l.content,
      '',
    ]),
    ...(m.summary ? ['## Outcome', '', m.summary, ''] : []),
  ];
  return {
    filename: `council-meeting-${m.scheduledAt.slice(0, 10)}-${m._id.slice(0, 8)}.md`,
    markdown: lines.join('\n'),
  };
}
