import {
  fakeEventStream,
  fakeApi,
  featuresReported,
  type RecordedCall,
  renderPage,
} from '@ai-council/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meeting } from '../testing/council-factories';
import { CouncilMeetingSession } from './council-meeting-session';
import { ACTIVE_COUNCIL_REFRESH_MS, activeCouncilQueryOptions } from '@ai-council/queries';

const renderSession = () =>
  renderPage(<CouncilMeetingSession />, {
    path: '/dashboard',
  });

const called = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

const reply = {
  id: 'r1',
  speaker: 'Marcus Webb',
  role: 'Chief Financial Officer',
  content: 'We can commit $50K this quarter without touching payroll.',
  at: '2026-03-02T09:35:00.000Z',
  agentId: 'cfo',
  voice: 'internal' as const,
};

/** What the player asked, as the transcript records it. */
const said = {
  id: 'p1',
  speaker: 'Player',
  role: 'Player',
  content: 'How much can we spend?',
  at: reply.at,
};

describe('council meeting session dialog (SPEC §2, §4)', () => {
  it('when the active meeting is polled, then it is every 10 s', () => {
    expect(ACTIVE_COUNCIL_REFRESH_MS).toBe(10_000);
    expect(activeCouncilQueryOptions().refetchInterval).toBe(10_000);
  });

  it('when no meeting is in session, then no dialog opens', async () => {
    const { calls } = fakeApi({ 'GET /api/council/active': null });
    renderSession();
    await waitFor(() => expect(called(calls, 'GET', '/api/council/active')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the server has an active meeting, then the dialog opens by itself with the real transcript, attendees, type, status and time', async () => {
    fakeApi({ 'GET /api/council/active': meeting() });
    renderSession();
    const dialog = within(await screen.findByRole('dialog', { name: 'Emergency Council: Security Breach' }));
    expect(dialog.getByText('Customer records leaked from a storage bucket. We need a plan.')).toBeTruthy();
    const lines = dialog.getAllByTestId('transcript-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[1]!).getByText('Viktor Novak')).toBeTruthy();
    expect(within(lines[1]!).getByText('Chief Information Security Officer')).toBeTruthy();
    expect(
      within(lines[1]!).getByText('I will contain the threat first, then run the forensics.'),
    ).toBeTruthy();
    expect(lines[1]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-02T09:30:00.000Z');

    const attendees = within(dialog.getByTestId('meeting-attendees'));
    expect(attendees.getAllByRole('listitem')).toHaveLength(3);
    expect(attendees.getByText('Marcus Webb')).toBeTruthy();
    expect(dialog.getByText('Attendees (3)')).toBeTruthy();
    expect(dialog.getByTestId('meeting-status').textContent).toBe('In Progress');
    expect(dialog.getByText('Emergency')).toBeTruthy();
    expect(dialog.getByTestId('meeting-scheduled').getAttribute('dateTime')).toBe('2026-03-02T09:30:00.000Z');
    for (const action of ['Generate Scenario', 'Export Transcript', 'End Meeting']) {
      expect(dialog.getByRole('button', { name: action })).toBeTruthy();
    }
  });

  it('when the player sends a message, then it is posted and the attendees’ answers join the discussion', async () => {
    const before = meeting();
    const { calls } = fakeApi({
      'GET /api/council/active': before,
      'POST /api/council/meeting-1/messages': {
        meeting: { ...before, transcript: [...before.transcript, said, reply] },
        replies: [reply],
      },
    });
    renderSession();
    const dialog = within(await screen.findByRole('dialog'));
    const send = dialog.getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);

    fireEvent.change(dialog.getByLabelText('Message to the council'), {
      target: { value: '  How much can we spend?  ' },
    });
    expect(send.hasAttribute('disabled')).toBe(false);
    await act(async () => {
      fireEvent.click(send);
    });

    expect(await dialog.findByText('We can commit $50K this quarter without touching payroll.')).toBeTruthy();
    expect(called(calls, 'POST', '/api/council/meeting-1/messages').map((c) => c.body)).toEqual([
      { message: 'How much can we spend?' },
    ]);
    const lines = dialog.getAllByTestId('transcript-line');
    expect(lines).toHaveLength(4);
    const speakers = lines.map((line) => within(line).getByTestId('transcript-speaker').textContent);
    // The player's line reads 'Player', as /communications names the player (issue 44), avatar and all.
    expect(speakers).toEqual(['Alexandra Chen', 'Viktor Novak', 'Player', 'Marcus Webb']);
    expect(lines[2]!.querySelector('[data-agent="player"]')!.textContent).toBe('P');
    expect(dialog.queryByText('You')).toBeNull();
    expect(dialog.getByLabelText<HTMLTextAreaElement>('Message to the council').value).toBe('');
  });

  it('when the answers stream (llm mode), then each attendee’s words show under their name as they come', async () => {
    const before = meeting();
    const llmReply = { ...reply, voice: 'llm' as const };
    const stream = fakeEventStream();
    fakeApi({
      'GET /api/council/active': before,
      'POST /api/council/meeting-1/messages': stream.answer,
    });
    renderSession();
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Message to the council'), {
      target: { value: 'How much can we spend?' },
    });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Send' }));
    });
    expect(dialog.getByTestId('council-answering')).toBeTruthy();
    stream.send('text', { delta: 'We can commit', agentId: 'cfo' });
    const streaming = await dialog.findByTestId('council-streaming');
    expect(streaming.textContent).toContain('Marcus Webb');
    expect(streaming.textContent).toContain('We can commit');
    stream.send('text', { delta: ' $50K', agentId: 'cfo' });
    await waitFor(() =>
      expect(dialog.getByTestId('council-streaming').textContent).toContain('We can commit $50K'),
    );
    stream.send('done', {
      meeting: { ...before, transcript: [...before.transcript, said, llmReply] },
      replies: [llmReply],
    });
    stream.end();
    expect(await dialog.findByText('We can commit $50K this quarter without touching payroll.')).toBeTruthy();
    await waitFor(() => expect(dialog.queryByTestId('council-streaming')).toBeNull());
  });

  it('when sending fails, then Failed to Send shows and the message stays in the box', async () => {
    fakeApi({
      'GET /api/council/active': meeting(),
      'POST /api/council/meeting-1/messages': new Response('boom', { status: 500 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSession();
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Message to the council'), { target: { value: 'Hello board' } });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Send' }));
    });
    expect((await screen.findAllByText('Failed to Send')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Unable to send your message. Please try again.').length).toBeGreaterThan(0);
    expect(dialog.getByLabelText<HTMLTextAreaElement>('Message to the council').value).toBe('Hello board');
  });

  it('when End Meeting is pressed, then the meeting is ended on the server, Meeting Ended shows and the dialog closes', async () => {
    const summary = 'Meeting closed after 3 contributions (0 from you).';
    let active: unknown = meeting();
    const { calls } = fakeApi({
      'GET /api/council/active': () => active,
      'PATCH /api/council/meeting-1/end': () => {
        active = null;
        return meeting({ status: 'ended', endedAt: '2026-03-02T10:00:00.000Z', summary });
      },
    });
    renderSession();
    const dialog = within(await screen.findByRole('dialog'));
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'End Meeting' }));
    });
    expect((await screen.findAllByText('Meeting Ended')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(summary).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(called(calls, 'PATCH', '/api/council/meeting-1/end')).toHaveLength(1);
  });

  it('when Generate Scenario is pressed, then a council scenario is requested in the emergency’s category (no force: svc-council knows the meeting)', async () => {
    const { calls } = fakeApi({
      'GET /api/council/active': meeting(),
      'POST /api/scenarios/generate': {
        id: 's1',
        title: 'Security Breach: Customer records leaked from a storage bucket',
        description: 'Raised by the council.',
        severity: 'high',
        category: 'security',
        createdAt: '2026-03-02T09:40:00.000Z',
        resolvedAt: null,
        status: 'active',
        triggeringDepartments: ['Security'],
        playerDecision: null,
      },
    });
    renderSession();
    const dialog = within(await screen.findByRole('dialog'));
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Generate Scenario' }));
    });
    expect((await screen.findAllByText('Scenario Generated')).length).toBeGreaterThan(0);
    expect(called(calls, 'POST', '/api/scenarios/generate').map((c) => c.body)).toEqual([
      {
        category: 'security',
        title: 'Security Breach: Customer records leaked from a storage bucket',
      },
    ]);
  });

  it('when Export Transcript is pressed, then the server’s transcript file is downloaded under its own name', async () => {
    const { calls } = fakeApi({
      'GET /api/council/active': meeting(),
      'GET /api/council/meeting-1/transcript': () =>
        new Response('# Emergency Council: Security Breach\n', {
          headers: {
            'content-type': 'text/markdown; charset=utf-8',
            'content-disposition': 'attachment; filename="council-meeting-2026-03-02-meeting-.md"',
          },
        }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:transcript');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderSession();
    const dialog = within(await screen.findByRole('dialog'));
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Export Transcript' }));
    });
    await waitFor(() => expect(downloads).toEqual(['council-meeting-2026-03-02-meeting-.md']));
    expect(called(calls, 'GET', '/api/council/meeting-1/transcript')).toHaveLength(1);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('# Emergency Council: Security Breach\n');
    // Analytics hear that a transcript was exported, by the feature's name only.
    expect(featuresReported(calls)).toEqual(['transcript_exported']);
  });

  it('when the player closes the dialog without ending the meeting, then a banner offers to rejoin it', async () => {
    fakeApi({ 'GET /api/council/active': meeting() });
    renderSession();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const banner = await screen.findByTestId('council-in-session');
    fireEvent.click(within(banner).getByRole('button', { name: 'Rejoin Meeting' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
