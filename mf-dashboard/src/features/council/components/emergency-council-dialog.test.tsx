import { Button } from '@ai-council/ui';
import { fakeApi, featuresReported, type RecordedCall, renderPage } from '@ai-council/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { agent, meeting } from '../testing/council-factories';
import { EmergencyCouncilDialog } from './emergency-council-dialog';
import { activeCouncilQueryKey } from '@ai-council/queries';

const board = [
  agent({ id: 'ceo', name: 'Alexandra Chen', department: 'Executive' }),
  agent({ id: 'cfo', name: 'Marcus Webb', department: 'Finance', status: 'alert' }),
  agent({ id: 'ciso', name: 'Viktor Novak', department: 'Security', status: 'critical' }),
  agent({ id: 'cto', name: 'David Okafor', department: 'Technology' }),
];

/** The dashboard's way of opening the dialog: a button that sets it open. */
function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Call Council Now</Button>
      <EmergencyCouncilDialog open={open} onOpenChange={setOpen} agents={board} />
    </>
  );
}

function renderDialog() {
  const { queryClient } = renderPage(<Harness />, { path: '/dashboard' });
  return { queryClient, dialog: () => screen.getByTestId('emergency-council-dialog') };
}

function chooseType(name: string) {
  fireEvent.keyDown(screen.getByLabelText('Emergency Type'), { key: 'Enter' });
  fireEvent.click(screen.getByRole('option', { name: new RegExp(name) }));
}

const describeIt = (text: string) =>
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: text } });

async function convene() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Convene' }));
  });
}

const posts = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/council/emergency');

describe('emergency council dialog (SPEC §2, §5)', () => {
  it('when it opens, then it shows the six types, the meeting details and only the members not in critical status', () => {
    fakeApi({});
    const { dialog } = renderDialog();
    const details = within(dialog());
    expect(details.getByText('Critical')).toBeTruthy();
    expect(details.getByText('30-60 minutes')).toBeTruthy();
    expect(details.getByText('3+ departments')).toBeTruthy();
    const members = within(details.getByTestId('available-members'));
    expect(members.getByText('Alexandra Chen')).toBeTruthy();
    expect(members.getByText('Marcus Webb')).toBeTruthy();
    expect(members.getByText('David Okafor')).toBeTruthy();
    expect(members.queryByText('Viktor Novak')).toBeNull();
    expect(details.getByTestId('departments-available').textContent).toContain('3');

    fireEvent.keyDown(screen.getByLabelText('Emergency Type'), { key: 'Enter' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Financial Crisis'),
      expect.stringContaining('Operational Failure'),
      expect.stringContaining('Security Breach'),
      expect.stringContaining('Regulatory Issue'),
      expect.stringContaining('Market Disruption'),
      expect.stringContaining('Other'),
    ]);
  });

  it('when Convene is pressed with nothing filled in, then Missing Information shows and nothing is sent', async () => {
    const { calls } = fakeApi({});
    renderDialog();
    await convene();
    expect((await screen.findAllByText('Missing Information')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Please select an emergency type and provide a description.').length,
    ).toBeGreaterThan(0);
    expect(posts(calls)).toHaveLength(0);
  });

  it('when the type is chosen but the description is blank, then Missing Information shows and nothing is sent', async () => {
    const { calls } = fakeApi({});
    renderDialog();
    chooseType('Security Breach');
    describeIt('   ');
    await convene();
    expect((await screen.findAllByText('Missing Information')).length).toBeGreaterThan(0);
    expect(posts(calls)).toHaveLength(0);
  });

  it('when a description is given but no type, then Missing Information shows and nothing is sent', async () => {
    const { calls } = fakeApi({});
    renderDialog();
    describeIt('Our biggest customer walked away.');
    await convene();
    expect((await screen.findAllByText('Missing Information')).length).toBeGreaterThan(0);
    expect(posts(calls)).toHaveLength(0);
  });

  it('when the council convenes, then the server gets reason, description and type, the toast confirms, the dialog closes and the form resets', async () => {
    const convened = meeting();
    const { calls } = fakeApi({ 'POST /api/council/emergency': convened });
    const { queryClient } = renderDialog();
    chooseType('Security Breach');
    describeIt('  Customer records leaked.  ');
    await convene();

    expect((await screen.findAllByText('Emergency Council Meeting Scheduled')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('All available board members have been notified.').length).toBeGreaterThan(0);
    expect(posts(calls).map((c) => c.body)).toEqual([
      {
        reason: 'Customer records leaked.',
        description: 'Customer records leaked.',
        emergencyType: 'security-breach',
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('emergency-council-dialog')).toBeNull());
    // Analytics learn a council was convened, by the feature's name only (never the description).
    await waitFor(() => expect(featuresReported(calls)).toEqual(['council_convened']));
    // The session dialog reads the convened meeting without waiting for the next poll.
    expect(queryClient.getQueryData(activeCouncilQueryKey)).toEqual(convened);

    fireEvent.click(screen.getByRole('button', { name: 'Call Council Now' }));
    await screen.findByTestId('emergency-council-dialog');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe('');
    expect(screen.getByLabelText('Emergency Type').textContent).toContain('Select the type of emergency');
  });

  it('when the server refuses (no quorum), then Failed to Schedule Meeting shows its message and the dialog stays open', async () => {
    const message =
      'No quorum: only 2 departments can attend (agents in critical status cannot), and a council needs 3 or more.';
    fakeApi({
      'POST /api/council/emergency': new Response(JSON.stringify({ message }), { status: 409 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog();
    chooseType('Financial Crisis');
    describeIt('Cash runs out next quarter.');
    await convene();
    expect((await screen.findAllByText('Failed to Schedule Meeting')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.getByTestId('emergency-council-dialog')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe(
      'Cash runs out next quarter.',
    );
  });

  it('when the server fails without a message, then the toast says Unable to schedule emergency council meeting.', async () => {
    fakeApi({ 'POST /api/council/emergency': new Response('upstream down', { status: 502 }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog();
    chooseType('Other');
    describeIt('Something odd.');
    await convene();
    expect((await screen.findAllByText('Failed to Schedule Meeting')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Unable to schedule emergency council meeting.').length).toBeGreaterThan(0);
  });
});
