import { capitalise, type Severity } from '@ai-council/rules';
import type { EnhancedCouncilMessage } from '@ai-council/contracts';
import { AgentAvatar, Badge, type BadgeVariant } from '@ai-council/ui';
import { TypingDots } from '../../../components/typing-dots';

/** A message's priority shows as a badge from high up; lower ones show none. */
const priorityBadge: Record<Severity, BadgeVariant | null> = {
  low: null,
  medium: null,
  high: 'warning',
  critical: 'danger',
};

const typeVariant: Record<EnhancedCouncilMessage['type'], BadgeVariant> = {
  analysis: 'default',
  data: 'default',
  question: 'secondary',
  proposal: 'success',
  support: 'success',
  concern: 'warning',
};

const toneVariant: Record<EnhancedCouncilMessage['emotionalTone'], BadgeVariant> = {
  urgent: 'danger',
  concerned: 'warning',
  cautious: 'secondary',
  calm: 'outline',
  confident: 'success',
  optimistic: 'success',
};

const stressVariant = (stress: number): BadgeVariant =>
  stress >= 70 ? 'danger' : stress >= 45 ? 'warning' : 'outline';

const confidenceLabel: Record<EnhancedCouncilMessage['confidenceLevel'], string> = {
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
  'very-high': 'Very high',
};

/** What lies behind a message: rationale, impact, confidence, the views it set aside, its context. */
function WhyItSays({
  message: m,
  firstName,
}: {
  message: EnhancedCouncilMessage;
  firstName: string | undefined;
}) {
  return (
    <details className="council-message__why">
      <summary>Why {firstName} says this</summary>
      <dl className="ui-facts council-message__facts">
        <div>
          <dt>Rationale</dt>
          <dd>{m.decisionRationale}</dd>
        </div>
        <div>
          <dt>Stakeholder impact</dt>
          <dd>{m.stakeholderImpact}</dd>
        </div>
        <div>
          <dt>Confidence</dt>
          <dd>
            {confidenceLabel[m.confidenceLevel]} ({m.confidence}%), {capitalise(m.communicationStyle)} style
          </dd>
        </div>
        <div>
          <dt>Alternative views</dt>
          <dd>
            {m.alternativeViews.length ? (
              <ul className="council-message__alternatives">
                {m.alternativeViews.map((view) => (
                  <li key={view}>{view}</li>
                ))}
              </ul>
            ) : (
              'None: the room agrees.'
            )}
          </dd>
        </div>
        <div>
          <dt>Context</dt>
          <dd>{m.scenarioContext.summary}</dd>
        </div>
      </dl>
    </details>
  );
}

/** One turn of the council's deliberation with its enhanced fields (SPEC §3 Council message). */
export function CouncilMessageItem({
  message: m,
  avatar,
  replyToName,
}: {
  message: EnhancedCouncilMessage;
  avatar: string;
  /** Who the message answers, when it answers someone. */
  replyToName?: string;
}) {
  const firstName = m.agentName.split(' ')[0];
  return (
    <li className="council-message" data-type={m.type} data-testid={`council-message-${m.id}`}>
      <AgentAvatar agent={{ id: m.agentId, avatar }} />
      <div className="council-message__body">
        <div className="council-message__head">
          <strong>{m.agentName}</strong>
          <span className="ui-subtle">{m.agentRole}</span>
          <Badge variant={typeVariant[m.type]}>{capitalise(m.type)}</Badge>
          {priorityBadge[m.priority] ? (
            <Badge variant={priorityBadge[m.priority]!}>{capitalise(m.priority)}</Badge>
          ) : null}
          <span className="ui-stamp">
            {m.confidence}% ·{' '}
            {new Date(m.timestamp).toLocaleTimeString([], {
              hour: '2-digit',
              minute: '2-digit',
              second: '2-digit',
            })}
          </span>
        </div>
        {replyToName ? <span className="council-message__reply">In reply to {replyToName}</span> : null}
        <p>{m.content}</p>
        <div className="council-message__signals">
          <Badge variant={toneVariant[m.emotionalTone]} data-testid="message-tone">
            Tone: {capitalise(m.emotionalTone)}
          </Badge>
          <Badge variant={stressVariant(m.stressLevel)} data-testid="message-stress">
            Stress {m.stressLevel}/100
          </Badge>
          <ul className="council-chips council-chips--tags" aria-label={`Tags of ${firstName}'s message`}>
            {m.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        </div>
        <WhyItSays message={m} firstName={firstName} />
      </div>
    </li>
  );
}

/** A board member writing: their avatar, speaking, over the typing dots. */
export function TypingMessage({
  agent,
  status,
  ...rest
}: {
  agent: { id: string; avatar: string };
  /** What they are doing, in words ("Dana is typing…"). */
  status: string;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  return (
    <li className="council-message council-message--pending" {...rest}>
      <AgentAvatar agent={agent} speaking />
      <div className="council-message__body">
        <span className="ui-subtle">{status}</span>
        <TypingDots className="council-typing" />
      </div>
    </li>
  );
}
