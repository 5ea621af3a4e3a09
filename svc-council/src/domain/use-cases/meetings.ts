// Council meetings: convening (emergency or regular), the discussion, the
// player's contributions, ending with a proposal, and the exported transcript.
import { randomUUID } from 'node:crypto';
import { createEvent, type CompanySnapshot, type CouncilMeeting } from '@ai-council/contracts';
import { readQuestion } from '@ai-council/reader';
import { conflict, notFound, quotaReached } from '@ai-council/service-kit';
import { chargeAccount, withinAccountBudget, withinMeetingQuota } from './council-quotas';
import { z } from 'zod';
import type { MeetingDoc } from '../../data-access/documents';
import { agentCatalogue, type AgentProfile } from '../board/agents';
import { money } from '../board/company';
import type { DepartmentId, EmergencyType } from '@ai-council/rules';
import { EMERGENCY_LABELS, MEETING_COOLDOWN_MESSAGE, quarterLabel } from '@ai-council/rules';
import { lastRegularMeetingAllowed, regularMeetingCoolingDown } from '@ai-council/rules';
import { departmentDefinition, healthOf } from '../board/departments';
import {
  availableMembers,
  emergencyDecisions,
  emergencyDepartments,
  quorumProblem,
  regularDecision,
  regularMeetingFocus,
  speakersFor,
} from '../meetings/meeting-rules';
import {
  chairOf,
  chairOpening,
  chairProposal,
  meetingReply,
  meetingStatement,
} from '../meetings/meeting-lines';
import type { Voice } from '../../ai/advisor';
import { type CouncilContext, type Player } from './context';
import { agentPost } from './communications-out';
import { councilView } from './council-view';
import { engineAdvice } from './engine-advice';
import { meetingMove, meetingProposal } from './meeting-proposal';
import { meetingOut } from './mapping';
import { prompts } from '../../ai/prompts';

const speechSchema = z.object({ text: z.string().trim().min(1) });
type Line = CouncilMeeting['transcript'][number];

function line(
  agent: AgentProfile | null,
  content: string,
  at: Date,
  voice?: Voice,
  voiceNote?: string,
): Line {
  return {
    id: randomUUID(),
    speaker: agent ? agent.name : 'Player',
    role: agent ? agent.role : 'Player',
    content,
    at: at.toISOString(),
    ...(agent ? { agentId: agent.id } : {}),
    ...(voice ? { voice } : {}),
    ...(voiceNote ? { voiceNote } : {}),
  };
}

async function speak(
  ctx: CouncilContext,
  who: Player,
  agent: AgentProfile,
  company: CompanySnapshot,
  task: 'meeting' | 'meeting-reply',
  prompt: string,
  internal: () => string,
  onWords?: (soFar: string) => void,
  hangUp?: AbortSignal,
): Promise<{ text: string; voice: Voice; note?: string }> {
  const { value, voice, note } = await ctx.advisor.speak(
    who,
    { task, agent, company, prompt, internal: () => ({ text: internal() }) },
    speechSchema,
    onWords ? { onText: onWords, ...(hangUp ? { signal: hangUp } : {}) } : undefined,
  );
  return { text: value.text, voice, ...(note ? { note } : {}) };
}

interface Convening {
  kind: 'emergency' | 'regular';
  emergencyType: EmergencyType | null;
  subject: string;
  focus: DepartmentId[];
}

async function convene(ctx: CouncilContext, who: Player, convening: Convening): Promise<CouncilMeeting> {
  const view = await councilView(ctx, who, 'change');
  const { player } = view;
  const available = availableMembers(view.agents);
  const problem = quorumProblem(available);
  if (problem) throw conflict(problem);
  await withinMeetingQuota(ctx, who.userId, player.gameId);
  const now = ctx.now();
  const meetingId = randomUUID();
  const quarter = player.company.currentQuarter;
  await claimMeetingSlot(ctx, who.userId, { gameId: player.gameId, quarter }, meetingId, now, convening.kind);
  try {
    const opening = await openingOf(ctx, who, player.gameId, player.company, convening, available, now);
    const doc = meetingDocOf(
      who.userId,
      player.gameId,
      meetingId,
      convening,
      available,
      opening.transcript,
      now,
    );
    await ctx.meetings.insert(doc);
    await ctx.relays.meetings(meetingId);
    await chargeAccount(ctx, who.userId, doc);
    const departments = new Set(doc.attendees.map((a) => a.department)).size;
    await agentPost(ctx, opening.chair, {
      id: randomUUID(),
      userId: who.userId,
      gameId: player.gameId,
      message: `${opening.label} convened: "${convening.subject}". ${doc.attendees.length} board members from ${departments} departments attending.`,
      type: 'scenario_alert',
      priority: convening.kind === 'emergency' ? 'urgent' : 'normal',
      at: now,
    });
    return meetingOut(doc);
  } catch (error) {
    await ctx.players.releaseMeetingSlot(who.userId, meetingId);
    throw error;
  }
}

/** One meeting at a time, and a regular one once a quarter; a slot no open meeting holds is freed. */
async function claimMeetingSlot(
  ctx: CouncilContext,
  userId: string,
  game: { gameId: string; quarter: number },
  meetingId: string,
  now: Date,
  kind: Convening['kind'],
): Promise<void> {
  const regular =
    kind === 'regular' ? { ...game, lastAllowed: lastRegularMeetingAllowed(game.quarter) } : null;
  const claim = () => ctx.players.claimMeetingSlot(userId, meetingId, now, regular);
  if (await claim()) return;
  const inSession = 'A council meeting is already in session. End it before convening another.';
  if (await ctx.meetings.active(userId, game.gameId)) throw conflict(inSession);
  const fresh = await ctx.players.find(userId);
  // A slot held by no open meeting (a crash mid-convening, or a finished game) is freed.
  if (fresh?.activeMeetingId) await ctx.players.releaseMeetingSlot(userId, fresh.activeMeetingId);
  if (await claim()) return;
  const last = fresh?.lastRegularMeeting;
  const lastQuarter = last?.gameId === game.gameId ? last.quarter : null;
  throw conflict(
    regular && regularMeetingCoolingDown(lastQuarter, game.quarter) ? MEETING_COOLDOWN_MESSAGE : inSession,
  );
}

/** The chair opens, the departments most concerned speak, and the chair puts forward what the meeting will end with. */
async function openingOf(
  ctx: CouncilContext,
  who: Player,
  gameId: string,
  company: CompanySnapshot,
  convening: Convening,
  available: AgentProfile[],
  now: Date,
): Promise<{ chair: AgentProfile; label: string; transcript: Line[] }> {
  const chair = chairOf(available);
  const label =
    convening.kind === 'emergency'
      ? `Emergency council on ${EMERGENCY_LABELS[convening.emergencyType!].toLowerCase()}`
      : 'Regular council meeting';
  const speakers = speakersFor(convening.focus, available, company);
  const statements = await Promise.all(
    speakers.map((agent, turn) =>
      speak(ctx, who, agent, company, 'meeting', prompts.meetingStatement(label, convening.subject), () =>
        meetingStatement(agent, company, convening.subject, turn, convening.kind),
      ),
    ),
  );
  const history = await ctx.proposals.ofGame(who.userId, gameId);
  const table = { company, lines: [], history, quarters: null, speaker: chair.name };
  const decision =
    meetingMove({ ...convening, reason: convening.subject }, table) ??
    (convening.kind === 'emergency'
      ? emergencyDecisions[convening.emergencyType!]
      : regularDecision(company));
  return {
    chair,
    label,
    transcript: [
      line(chair, chairOpening(chair, company, label, convening.subject), now, 'internal'),
      ...statements.map((s, i) => line(speakers[i]!, s.text, now, s.voice, s.note)),
      line(chair, chairProposal(chair, company, decision.title), now, 'internal'),
    ],
  };
}

function meetingDocOf(
  userId: string,
  gameId: string,
  meetingId: string,
  convening: Convening,
  available: AgentProfile[],
  transcript: Line[],
  now: Date,
): MeetingDoc {
  const attendees = available.map((a) => ({ id: a.id, name: a.name, department: a.department }));
  const priority = convening.kind === 'emergency' ? 'Critical' : 'Normal';
  return {
    _id: meetingId,
    userId,
    gameId,
    kind: convening.kind,
    type: convening.kind === 'emergency' ? 'emergency' : 'regular',
    status: 'in_progress',
    priority,
    scheduledAt: now.toISOString(),
    endedAt: null,
    reason: convening.subject,
    emergencyType: convening.emergencyType,
    attendees,
    transcript,
    summary: null,
    focus: convening.focus,
    outbox: [
      createEvent(
        'council.meeting.scheduled',
        {
          meetingId,
          type: convening.kind,
          emergencyType: convening.emergencyType,
          priority,
          attendeeIds: attendees.map((a) => a.id),
          departments: attendees.map((a) => a.department),
        },
        { userId, gameId, at: now, id: `${meetingId}:scheduled` },
      ),
    ],
  };
}

export function emergencyCouncil(
  ctx: CouncilContext,
  who: Player,
  input: { emergencyType: EmergencyType; description: string },
) {
  return convene(ctx, who, {
    kind: 'emergency',
    emergencyType: input.emergencyType,
    subject: input.description,
    focus: emergencyDepartments[input.emergencyType],
  });
}

export async function regularCouncil(ctx: CouncilContext, who: Player, input: { topic?: string }) {
  const { player } = await councilView(ctx, who);
  const focus = regularMeetingFocus(player.company);
  const weakest = focus
    .map((id) => `${departmentDefinition(id).name} ${healthOf(id, player.company)}%`)
    .join(', ');
  return convene(ctx, who, {
    kind: 'regular',
    emergencyType: null,
    subject: input.topic?.trim() || `${quarterLabel(player.company.currentQuarter)} review: ${weakest}`,
    focus,
  });
}

export async function meetingOrNotFound(ctx: CouncilContext, who: Player, id: string): Promise<MeetingDoc> {
  const meeting = await ctx.meetings.get(who.userId, id);
  if (!meeting) throw notFound('Council meeting not found.');
  return meeting;
}

export async function activeMeeting(ctx: CouncilContext, who: Player): Promise<CouncilMeeting | null> {
  const { player } = await councilView(ctx, who);
  const doc = await ctx.meetings.active(who.userId, player.gameId);
  return doc ? meetingOut(doc) : null;
}

export async function listMeetings(ctx: CouncilContext, who: Player): Promise<CouncilMeeting[]> {
  const { player } = await councilView(ctx, who);
  return (await ctx.meetings.list(who.userId, player.gameId)).map(meetingOut);
}

/** The player speaks in a meeting; the attendees it concerns answer (or the chair and the most at-risk one). */
export async function postToMeeting(
  ctx: CouncilContext,
  who: Player,
  id: string,
  message: string,
  /** Hears each answer's words as its model writes them (llm mode). */
  onWords?: (agentId: string, soFar: string) => void,
  /** Aborts when the player hangs up on the streamed answers: the model calls stop. */
  hangUp?: AbortSignal,
) {
  const meeting = await meetingOrNotFound(ctx, who, id);
  if (meeting.status === 'ended')
    throw conflict('This council meeting has ended; convene a new one to continue.');
  // The player's line and up to two answers must fit.
  if (meeting.transcript.length + 3 > ctx.quotas.linesPerMeeting) {
    throw quotaReached(
      `This meeting’s transcript is full (${ctx.quotas.linesPerMeeting} lines). End it and convene a new one to continue.`,
    );
  }
  await withinAccountBudget(ctx, who.userId);
  const view = await councilView(ctx, who, 'change');
  const company = view.player.company;
  const present = agentCatalogue.filter((a) => meeting.attendees.some((m) => m.id === a.id));
  const mentioned = readQuestion(message)
    .departments.map((dept) => present.find((a) => a.departmentId === dept))
    .filter((a): a is AgentProfile => Boolean(a));
  const atRisk = [...present].sort(
    (a, b) =>
      (view.agents.find((x) => x.id === b.id)?.riskLevel ?? 0) -
      (view.agents.find((x) => x.id === a.id)?.riskLevel ?? 0),
  );
  const responders = [...new Set([...mentioned, chairOf(present), ...atRisk])].slice(0, 2);
  const now = ctx.now();
  const said = line(null, message, now);
  // Each attendee answers from its own department's figures, with the engine's estimate of its own move.
  const advice = await Promise.all(
    responders.map((agent) =>
      engineAdvice(ctx, who, view.player.gameId, agent, company, message, 'own-department'),
    ),
  );
  const answers = await Promise.all(
    responders.map((agent, i) => {
      const engine = advice[i]?.answer;
      const prompt =
        prompts.meetingReply(meeting.reason, message) +
        (engine ? `\nThe game engine's estimate for your department's move: ${engine}` : '');
      return speak(
        ctx,
        who,
        agent,
        company,
        'meeting-reply',
        prompt,
        () => meetingReply(agent, company, message, meeting.kind, engine),
        onWords && ((soFar) => onWords(agent.id, soFar)),
        hangUp,
      );
    }),
  );
  const replies = answers.map((a, i) => line(responders[i]!, a.text, now, a.voice, a.note));
  if (!(await ctx.meetings.append(who.userId, id, [said, ...replies]))) {
    throw conflict('This council meeting has ended; convene a new one to continue.');
  }
  await chargeAccount(ctx, who.userId, said, ...replies);
  const updated = await ctx.meetings.get(who.userId, id);
  return { meeting: meetingOut(updated!), replies };
}

export async function endMeeting(ctx: CouncilContext, who: Player, id: string): Promise<CouncilMeeting> {
  const meeting = await meetingOrNotFound(ctx, who, id);
  if (meeting.status === 'ended') throw conflict('This council meeting has already ended.');
  const { player } = await councilView(ctx, who);
  const company = player.company;
  const now = ctx.now();
  const chair = chairOf(agentCatalogue.filter((a) => meeting.attendees.some((m) => m.id === a.id)));
  const proposal = await meetingProposal(ctx, who.userId, meeting, company, chair);
  const playerLines = meeting.transcript.filter((l) => !l.agentId).length;
  const minutes = Math.max(0, Math.round((now.getTime() - new Date(meeting.scheduledAt).getTime()) / 60_000));
  const closed = `Meeting closed after ${meeting.transcript.length} contributions (${playerLines} from you).`;
  const summary = proposal
    ? `${closed} The council proposes "${proposal.title}" (${money(proposal.financialImpact)}, ${proposal.timeImpact} quarter${proposal.timeImpact === 1 ? '' : 's'}); it is waiting in your pending decisions.`
    : `${closed} No new proposal: what the council would put forward is carried out for good or already waiting in your pending decisions.`;
  const envelope = { userId: who.userId, gameId: meeting.gameId, at: now };
  const ended = await ctx.meetings.end(
    meeting,
    { endedAt: now.toISOString(), summary, closing: line(chair, summary, now, 'internal') },
    [
      createEvent(
        'council.meeting.ended',
        {
          meetingId: id,
          type: meeting.kind,
          durationMinutes: minutes,
          messageCount: meeting.transcript.length + 1,
          playerMessageCount: playerLines,
          summary,
        },
        { ...envelope, id: `${id}:ended` },
      ),
      ...(proposal
        ? [createEvent('decision.proposed', proposal, { ...envelope, id: `${id}:decision` })]
        : []),
    ],
  );
  if (!ended) throw conflict('This council meeting has already ended.');
  await ctx.players.releaseMeetingSlot(who.userId, id);
  await ctx.relays.meetings(id);
  return meetingOut((await ctx.meetings.get(who.userId, id))!);
}
