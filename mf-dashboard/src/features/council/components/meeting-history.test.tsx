import { fakeApi, renderPage } from '@ai-council/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meeting } from '../testing/council-factories';
import { MeetingHistory } from './meeting-history';

const renderHistory = () =>
  renderPage(<MeetingHistory />, {
    path: '/dashboard',
  });

describe('past meetings (GET /api/council/meetings)', () => {
  it('when the game has held meetings, then the ended ones are listed and a transcript opens from the keyboard', async () => {
    const { calls } = fakeApi({
      'GET /api/council/meetings': [
        meeting({ id: 'open-one', status: 'in_progress' }),
        meeting({
          id: 'ended-one',
          status: 'ended',
          endedAt: '2026-03-02T10:00:00.000Z',
          summary: 'Contain first, then tell customers within 72 hours.',
        }),
      ],
    });
    renderHistory();
    const items = await screen.findAllByTestId('past-meeting');
    expect(items).toHaveLength(1);
    const item = within(items[0]!);
    expect(item.getByText('Emergency Council: Security Breach')).toBeTruthy();
    expect(item.getByText('Contain first, then tell customers within 72 hours.')).toBeTruthy();
    expect(item.getByText('3 attended')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/council/meetings')).toHaveLength(1);

    const toggle = item.getByRole('button', { name: 'Show Transcript' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(item.queryByTestId('council-transcript')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide Transcript');
    expect(item.getAllByTestId('transcript-line')).toHaveLength(2);
    expect(item.getByText('I will contain the threat first, then run the forensics.')).toBeTruthy();
  });

  it('when no meeting has ended yet, then it says so', async () => {
    fakeApi({ 'GET /api/council/meetings': [meeting({ status: 'in_progress' })] });
    renderHistory();
    expect((await screen.findByTestId('meeting-history-empty')).textContent).toMatch(/No meetings yet/);
  });

  it('when the meetings cannot be loaded, then an alert offers Try Again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /api/council/meetings': new Response('{"message":"down"}', { status: 500 }) });
    renderHistory();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/could not be loaded/), {
      timeout: 5_000,
    });
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
