import type { Agent } from '@ai-council/contracts';
import {
  AgentAvatar,
  Badge,
  Button,
  Dialog,
  Label,
  ScrollRegion,
  Select,
  Skeleton,
  Spinner,
  toast,
  trackFeatureUsage,
  toastFailure,
} from '@ai-council/ui';
import { useId, useState, type FormEvent } from 'react';
import { conveneEmergencyCouncilInputSchema, useConveneEmergencyCouncil } from '@ai-council/queries';
import { useReturnFocus } from '../hooks/use-return-focus';
import type { EmergencyType } from '@ai-council/rules';
import { emergencyTypeOptions, isEmergencyType } from '../lib/emergency-types';
import { initialsOf } from '../lib/initials';
import { isHttpError } from '@ai-council/contracts';
import { hasQuorum } from '@ai-council/rules';
import './council.css';

/** SPEC §9: a council needs 3 or more departments. */
const DESCRIPTION_MAX = 2000;

function MeetingDetails({ departments }: { departments: number | null }) {
  const quorum = departments === null ? null : hasQuorum(departments);
  return (
    <section className="ui-tile council-panel" aria-labelledby="meeting-details-title">
      <h3 className="council-panel__title" id="meeting-details-title">
        Meeting Details
      </h3>
      <dl className="council-facts">
        <div>
          <dt>Priority</dt>
          <dd>
            <Badge variant="danger">Critical</Badge>
          </dd>
        </div>
        <div>
          <dt>Expected Duration</dt>
          <dd>30-60 minutes</dd>
        </div>
        <div>
          <dt>Quorum Required</dt>
          <dd>3+ departments</dd>
        </div>
        <div>
          <dt>Departments Available</dt>
          <dd data-testid="departments-available">
            {departments === null ? (
              <Skeleton className="council-facts__skeleton" label="Counting departments" />
            ) : (
              <span className={quorum ? 'text-success' : 'text-danger'}>
                {departments} {quorum ? '· quorum met' : '· no quorum'}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <p className="council-panel__note">
        Emergency meetings bypass the standard 3-day cooldown between council meetings. In game time that
        cooldown is a quarter: one regular meeting a quarter, the next once you advance the quarter.
      </p>
    </section>
  );
}

function AvailableMembers({ members }: { members: Agent[] | undefined }) {
  return (
    <section className="ui-tile council-panel">
      <h3 className="council-panel__title" id="available-members-title">
        Available Board Members{members ? ` (${members.length})` : ''}
      </h3>
      {/* The list scrolls within the dialog: the scroll box is the region the heading names. */}
      <ScrollRegion className="member-list" aria-labelledby="available-members-title">
        <ul
          className="member-list__items"
          aria-busy={members ? undefined : true}
          data-testid="available-members"
        >
          {members
            ? members.map((agent) => (
                <li key={agent.id} className="member-list__item">
                  <AgentAvatar
                    agent={{ id: agent.id, avatar: agent.avatar || initialsOf(agent.name) }}
                    size="sm"
                  />
                  <span className="member-list__who">
                    <span className="member-list__name">{agent.name}</span>
                    <span className="member-list__department">{agent.department}</span>
                  </span>
                  {agent.status === 'alert' ? <Badge variant="secondary">Alert</Badge> : null}
                </li>
              ))
            : [0, 1, 2, 3].map((i) => (
                <li key={i} className="member-list__item">
                  <Skeleton className="member-list__skeleton" label="Loading board members" />
                </li>
              ))}
          {members && members.length === 0 ? (
            <li className="member-list__empty">Every board member is in critical status.</li>
          ) : null}
        </ul>
      </ScrollRegion>
    </section>
  );
}

/** What the emergency is: its type, and a description within the limit. */
function EmergencyFields({
  emergencyType,
  setEmergencyType,
  description,
  setDescription,
}: {
  emergencyType: EmergencyType | '';
  setEmergencyType: (type: EmergencyType | '') => void;
  description: string;
  setDescription: (description: string) => void;
}) {
  const ids = { type: useId(), description: useId(), count: useId() };
  return (
    <>
      <div className="ui-field">
        <Label htmlFor={ids.type}>Emergency Type</Label>
        <Select
          id={ids.type}
          value={emergencyType}
          onValueChange={(value) => setEmergencyType(isEmergencyType(value) ? value : '')}
          placeholder="Select the type of emergency"
          options={emergencyTypeOptions}
          data-testid="emergency-type"
        />
      </div>

      <div className="ui-field">
        <Label htmlFor={ids.description}>Description</Label>
        <textarea
          id={ids.description}
          className="ui-input council-textarea"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="What happened, and what does the council need to decide?"
          maxLength={DESCRIPTION_MAX}
          rows={4}
          aria-describedby={ids.count}
          data-testid="emergency-description"
        />
        <p className="ui-field__hint council-count" id={ids.count}>
          {description.length}/{DESCRIPTION_MAX}
        </p>
      </div>
    </>
  );
}

function EmergencyHeader() {
  return (
    <Dialog.Header>
      <div className="ui-row">
        <span className="council-siren" aria-hidden="true" />
        <Dialog.Title>Call Emergency Council Meeting</Dialog.Title>
      </div>
      <Dialog.Description>Convene every available board member now to deal with a crisis.</Dialog.Description>
    </Dialog.Header>
  );
}

function ConveneFooter({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <Dialog.Footer>
      <Dialog.Close asChild>
        <Button variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </Dialog.Close>
      <Button type="submit" variant="danger" disabled={busy} data-testid="convene">
        {busy ? <Spinner size="sm" label="Convening" /> : null}
        Convene
      </Button>
    </Dialog.Footer>
  );
}

const tellMissing = () =>
  toast({
    title: 'Missing Information',
    description: 'Please select an emergency type and provide a description.',
    variant: 'destructive',
  });

/**
 * SPEC §2 emergency council dialog: type, description, meeting details and the
 * board members who can attend (every agent not in critical status).
 */
export function EmergencyCouncilDialog({
  open,
  onOpenChange,
  agents,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  agents: Agent[] | undefined;
}) {
  const convene = useConveneEmergencyCouncil();
  const focus = useReturnFocus();
  const [emergencyType, setEmergencyType] = useState<EmergencyType | ''>('');
  const [description, setDescription] = useState('');
  const members = agents?.filter((agent) => agent.status !== 'critical');
  const departments = members ? new Set(members.map((agent) => agent.department)).size : null;

  const reset = () => {
    setEmergencyType('');
    setDescription('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (convene.isPending) return;
    const input = conveneEmergencyCouncilInputSchema.safeParse({ emergencyType, description });
    if (!input.success) {
      tellMissing();
      return;
    }
    try {
      await convene.mutateAsync(input.data);
      void trackFeatureUsage('council_convened');
      toast({
        title: 'Emergency Council Meeting Scheduled',
        description: 'All available board members have been notified.',
        variant: 'success',
      });
      // SPEC §4: after scheduling, the dialog closes and the form resets.
      reset();
      onOpenChange(false);
    } catch (error) {
      toastFailure('Emergency council failed', error, {
        title: 'Failed to Schedule Meeting',
        description:
          (isHttpError(error) && error.bodyMessage) || 'Unable to schedule emergency council meeting.',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        size="lg"
        data-testid="emergency-council-dialog"
        onOpenAutoFocus={focus.onOpenAutoFocus}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      >
        <EmergencyHeader />

        <form className="ui-form" onSubmit={submit} noValidate>
          <EmergencyFields
            emergencyType={emergencyType}
            setEmergencyType={setEmergencyType}
            description={description}
            setDescription={setDescription}
          />

          <div className="council-columns">
            <MeetingDetails departments={departments} />
            <AvailableMembers members={members} />
          </div>

          <ConveneFooter busy={convene.isPending} onCancel={reset} />
        </form>
      </Dialog.Content>
    </Dialog>
  );
}
