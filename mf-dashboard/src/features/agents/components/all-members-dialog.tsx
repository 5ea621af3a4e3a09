import type { Agent } from '@ai-council/contracts';
import { Badge, Dialog, Progress, riskBand, ScrollRegion } from '@ai-council/ui';
import { describeTrackRecord, TRACK_RECORD_WEIGHTING } from '@ai-council/rules';
import type { ReactElement } from 'react';
import {
  aiTypeLabel,
  capabilityLabel,
  countAgents,
  statusBadgeVariant,
  statusLabel,
} from '../lib/agent-display';
import { AgentPortrait } from './agent-avatar';

function MemberProfile({ agent }: { agent: Agent }) {
  const band = riskBand(agent.riskLevel);
  return (
    <li
      className="ui-tile member-profile"
      data-testid="member-profile"
      aria-labelledby={`member-${agent.id}`}
    >
      <div className="member-profile__head">
        <AgentPortrait agent={agent} />
        <div className="member-profile__who">
          <div className="member-profile__title-row">
            <h3 className="member-profile__name" id={`member-${agent.id}`}>
              {agent.name}
            </h3>
            <Badge variant={statusBadgeVariant[agent.status]}>{statusLabel[agent.status]}</Badge>
          </div>
          <p className="member-profile__role">{agent.role}</p>
          <p className="member-profile__department">{agent.department}</p>
        </div>
      </div>

      <dl className="member-profile__facts">
        <div>
          <dt>AI Type</dt>
          <dd>
            <Badge variant={agent.aiType === 'llm' ? 'default' : 'outline'} data-testid="member-ai-type">
              {aiTypeLabel(agent)}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>Risk Assessment</dt>
          <dd className="member-profile__risk">
            <span
              className={`ui-figure member-profile__risk-value text-${band.tone}`}
              data-testid="member-risk"
            >
              {agent.riskLevel}%
            </span>
            <span className={`text-${band.tone}`}>{band.label}</span>
          </dd>
        </div>
        {agent.trackRecord ? (
          <div>
            <dt>Track Record</dt>
            <dd data-testid="member-track-record">{describeTrackRecord(agent.trackRecord)}</dd>
          </div>
        ) : null}
      </dl>
      <Progress value={agent.riskLevel} tone={band.tone} label={`Risk Assessment ${agent.riskLevel}%`} />

      <p className="member-profile__personality">{agent.personality}</p>

      <div>
        <p className="member-profile__section">Key Capabilities</p>
        <ul className="member-profile__capabilities">
          {agent.capabilities.map((capability) => (
            <li key={capability} className="capability-chip">
              {capabilityLabel(capability)}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/**
 * SPEC §2 all-members dialog: every agent's profile with a footer of counts.
 * `trigger` is the button that opens it; focus goes back there on close.
 */
export function AllMembersDialog({ agents, trigger }: { agents: Agent[]; trigger: ReactElement }) {
  const counts = countAgents(agents);
  return (
    <Dialog>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Content size="xl" className="members-dialog" data-testid="all-members-dialog">
        <Dialog.Header>
          <Dialog.Title>All AI Board Members &amp; Department Leaders ({agents.length})</Dialog.Title>
          <Dialog.Description>
            Every advisor on your board: their role, how they think and what they are good at.{' '}
            <span data-testid="members-weighting">{TRACK_RECORD_WEIGHTING}</span>
          </Dialog.Description>
        </Dialog.Header>
        <ScrollRegion className="members-grid" label="Board member profiles">
          <ul className="members-grid__list">
            {agents.map((agent) => (
              <MemberProfile key={agent.id} agent={agent} />
            ))}
          </ul>
        </ScrollRegion>
        <Dialog.Footer className="members-dialog__footer" data-testid="members-footer">
          <p className="members-dialog__tally">
            <span>
              <span className="ui-dot text-success" aria-hidden="true" /> {counts.active} active
            </span>
            <span>
              <span className="ui-dot text-warning" aria-hidden="true" /> {counts.alert} alert
            </span>
            <span>
              <span className="ui-dot text-danger" aria-hidden="true" /> {counts.critical} critical
            </span>
          </p>
          <p className="members-dialog__tally">
            <span>{counts.llm} LLM-Powered</span>
            <span>{counts.internal} Internal AI</span>
          </p>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog>
  );
}
