import type { Agent } from '@ai-council/contracts';
import { AgentAvatar, Badge, Button, Card, Progress, Skeleton, Spinner } from '@ai-council/ui';
import { useState } from 'react';
import { useAgentProfile, useSendToAgent } from '@ai-council/queries';
import { type AgentProfile } from '@ai-council/contracts';
import { describeTrackRecord, capitalise } from '@ai-council/rules';
import { LabelledList } from '../../../components/labelled-list';

/** SPEC §2: the two situations every profile can react to; the agent answers for real. */
export const CANNED_SITUATIONS = {
  'budget-cut': {
    label: 'Budget cut',
    message:
      'The board is proposing a 15% budget cut for your department next quarter. How do you respond, and what would you protect?',
  },
  'new-opportunity': {
    label: 'New opportunity',
    message:
      'A new market opportunity has opened up that could accelerate our growth if we move quickly. What is your take?',
  },
} as const;
type Situation = keyof typeof CANNED_SITUATIONS;

const statusVariant = { active: 'success', alert: 'warning', critical: 'danger' } as const;
const moodVariant: Record<string, 'success' | 'warning' | 'default' | 'secondary'> = {
  optimistic: 'success',
  energetic: 'success',
  concerned: 'warning',
  focused: 'default',
  analytical: 'secondary',
};

export function PersonalityCard({ agent }: { agent: Agent }) {
  const { data: profile } = useAgentProfile(agent.id);
  const ask = useSendToAgent();
  const [situation, setSituation] = useState<Situation | null>(null);

  const react = (next: Situation) => {
    setSituation(next);
    ask.mutate({ agentName: agent.name, message: CANNED_SITUATIONS[next].message, priority: 'normal' });
  };

  return (
    <Card
      className="council-profile"
      aria-labelledby={`profile-${agent.id}`}
      data-testid={`profile-${agent.id}`}
    >
      <Card.Content className="council-profile__body">
        <div className="council-profile__head">
          <AgentAvatar agent={{ id: agent.id, avatar: agent.avatar }} size="lg" />
          <div className="council-profile__who">
            <h3 id={`profile-${agent.id}`} className="ui-card__title">
              {agent.name}
            </h3>
            <p className="ui-card__description">{agent.role}</p>
            <div className="ui-row council-profile__badges">
              <Badge variant={statusVariant[agent.status]}>{capitalise(agent.status)}</Badge>
              {profile ? (
                <Badge variant={moodVariant[profile.recentMood] ?? 'secondary'}>
                  Mood: {capitalise(profile.recentMood)}
                </Badge>
              ) : null}
            </div>
          </div>
        </div>

        <p className="council-profile__summary">{agent.personality}</p>
        {profile ? <Temperament profile={profile} /> : <TemperamentPlaceholder />}
        {profile?.trackRecord ? (
          <p className="ui-subtle" data-testid={`track-record-${agent.id}`} title={profile.weighting}>
            <span className="council-eyebrow">Track record</span> {describeTrackRecord(profile.trackRecord)}
          </p>
        ) : null}
      </Card.Content>

      <Card.Footer className="council-profile__footer">
        <div className="council-profile__actions" role="group" aria-label={`Ask ${agent.name}`}>
          {(Object.keys(CANNED_SITUATIONS) as Situation[]).map((key) => (
            <Button
              key={key}
              size="sm"
              variant={situation === key ? 'secondary' : 'outline'}
              disabled={ask.isPending}
              onClick={() => react(key)}
              aria-label={`${CANNED_SITUATIONS[key].label}: ask ${agent.name}`}
            >
              {CANNED_SITUATIONS[key].label}
            </Button>
          ))}
        </div>
        <div className="council-profile__answer" aria-live="polite">
          {ask.isPending ? (
            <Spinner size="sm" showLabel label={`${agent.name} is thinking…`} />
          ) : ask.isError ? (
            <p className="text-danger">{agent.name} could not answer just now. Try again.</p>
          ) : ask.data && situation ? (
            <blockquote data-testid={`answer-${agent.id}`}>
              <span className="council-eyebrow">{CANNED_SITUATIONS[situation].label}</span>
              {ask.data.reply.message}
            </blockquote>
          ) : (
            <p className="ui-subtle">Put a situation to {agent.name.split(' ')[0]} and hear the answer.</p>
          )}
        </div>
      </Card.Footer>
    </Card>
  );
}

/**
 * Each chip once: an agent's strengths often repeat its expertise ('cost control' in both), and two
 * chips reading the same side by side look like a glitch.
 */
export function distinctChips(profile: Pick<AgentProfile, 'expertise' | 'strengths'>) {
  const seen = new Set<string>();
  const fresh = (item: string) => {
    const key = item.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const expertise = profile.expertise.filter(fresh);
  return { expertise, strengths: profile.strengths.filter(fresh) };
}

function Temperament({ profile }: { profile: AgentProfile }) {
  const chips = distinctChips(profile);
  return (
    <div className="ui-stack ui-stack--sm">
      <dl className="council-facts">
        <div>
          <dt>Decision style</dt>
          <dd>{capitalise(profile.decisionStyle)}</dd>
        </div>
        <div>
          <dt>Communication</dt>
          <dd>{capitalise(profile.communicationStyle)}</dd>
        </div>
      </dl>
      <Meter label="Risk tolerance" value={profile.riskTolerance} tone="warning" percent />
      <Meter
        label={`${profile.department} health`}
        value={profile.departmentHealth}
        tone={
          profile.departmentHealth >= 50 ? 'success' : profile.departmentHealth >= 40 ? 'warning' : 'danger'
        }
        percent
      />
      <Meter label="Emotional intelligence" value={profile.emotionalIntelligence} tone="success" />
      <Meter label="Innovation index" value={profile.innovationIndex} tone="primary" />
      <LabelledList
        id={`expertise-${profile.id}`}
        label="Expertise"
        items={chips.expertise}
        className="council-chips"
      />
      {chips.strengths.length > 0 ? (
        <LabelledList
          id={`strengths-${profile.id}`}
          label="Strengths"
          items={chips.strengths}
          className="council-chips"
        />
      ) : null}
      <p className="council-profile__stress" data-testid={`stress-response-${profile.id}`}>
        <span className="council-eyebrow">Under pressure</span>
        {profile.stressResponse}
      </p>
      <LabelledList
        id={`quirks-${profile.id}`}
        label="Quirks"
        items={profile.quirks}
        className="council-profile__quirks"
      />
      {profile.catchphrases[0] ? <p className="council-quote">“{profile.catchphrases[0]}”</p> : null}
    </div>
  );
}

/** A 0–100 figure as a bar, read as a percentage or as a score out of 100. */
function Meter({
  label,
  value,
  tone,
  percent = false,
}: {
  label: string;
  value: number;
  tone: 'success' | 'primary' | 'warning' | 'danger';
  percent?: boolean;
}) {
  return (
    <div className="council-meter">
      <div className="ui-row ui-row--between">
        <span className="council-meter__label">{label}</span>
        <span className="council-meter__value">{percent ? `${value}%` : `${value}/100`}</span>
      </div>
      <Progress
        value={value}
        label={percent ? `${label} ${value}%` : `${label} ${value} out of 100`}
        tone={tone}
      />
    </div>
  );
}

function TemperamentPlaceholder() {
  return (
    <div className="ui-stack ui-stack--sm" aria-busy="true">
      <Skeleton label="Loading personality" />
      <Skeleton />
      <Skeleton />
    </div>
  );
}
