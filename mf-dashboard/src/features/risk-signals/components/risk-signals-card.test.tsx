import { fakeApi, renderPage } from '@ai-council/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RiskSignalsCard } from './risk-signals-card';
import { COMMUNICATIONS_REFRESH_MS } from '@ai-council/queries';

const message = (id: string, sentAt: string, to: string | null = null) => ({
  id,
  from: 'Marcus Webb',
  to,
  message: `Message ${id}`,
  sentAt,
  type: 'agent_action',
  priority: 'normal',
});

const renderCard = (signals: Parameters<typeof RiskSignalsCard>[0]['signals']) =>
  renderPage(<RiskSignalsCard signals={signals} />, {
    path: '/dashboard',
  });

describe('Risk Signals & Alerts (SPEC §2)', () => {
  it('when communications are refreshed, then it is every 15 s', () => {
    expect(COMMUNICATIONS_REFRESH_MS).toBe(15_000);
  });

  it('when there are signals and communications, then it lists the signals and only the 3 latest messages', async () => {
    fakeApi({
      'GET /api/communications': [
        message('old', '2026-03-01T08:00:00.000Z'),
        message('newest', '2026-03-01T12:00:00.000Z', 'Player'),
        message('middle', '2026-03-01T10:00:00.000Z'),
        message('newer', '2026-03-01T11:00:00.000Z'),
      ],
    });
    renderCard([
      { id: 's1', department: 'Security', message: 'Security posture at 38/100.', severity: 'high' },
      { id: 's2', department: 'Finance', message: 'Cash covers 1.5 quarters.', severity: 'critical' },
    ]);
    const signals = screen.getAllByTestId('risk-signal');
    expect(signals.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Security posture at 38/100.'),
      expect.stringContaining('Cash covers 1.5 quarters.'),
    ]);
    expect(within(signals[1]!).getByText('Critical').className).toContain('ui-badge--danger');

    const latest = await screen.findAllByTestId('latest-communication');
    expect(latest.map((c) => within(c).getByText(/^Message/).textContent)).toEqual([
      'Message newest',
      'Message newer',
      'Message middle',
    ]);
    // A message to no one in particular goes to All.
    expect(latest[0]!.textContent).toContain('Player');
    expect(latest[1]!.textContent).toContain('All');
  });

  it('when no signal is raised, then it says so', async () => {
    fakeApi({ 'GET /api/communications': [] });
    renderCard([]);
    expect(screen.getByTestId('no-risk-signals')).toBeTruthy();
    expect(await screen.findByText('No communications yet.')).toBeTruthy();
  });
});
