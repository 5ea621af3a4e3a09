import { fakeApi, passTime, renderPage } from '@ai-council/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { agents, recommendation } from '../../../testing/council-fixtures';
import { openingSession } from '../lib/council-session';
import { DeepCommunicationTab } from './deep-communication-tab';

beforeEach(() => {
  vi.useFakeTimers();
});
describe('Deep Communication: the council’s enhanced messages (SPEC §3 Council message)', () => {
  it('when the council speaks, then each message shows the server’s words with tone, stress, tags and a disclosure of its reasons', async () => {
    const answer = recommendation();
    fakeApi({ 'GET /api/agents': agents, 'POST /api/agents/request-recommendation': answer });
    renderPage(<DeepCommunicationTab session={openingSession} />, {
      path: '/agents',
    });
    await passTime(3_000);

    const [opening, reply] = answer.deliberation;
    const first = screen.getByTestId(`council-message-${opening!.id}`);
    expect(within(first).getByText(opening!.content)).toBeTruthy();
    // Marcus opens against the council's pick: his tone is the server's 'cautious'.
    expect(opening!.emotionalTone).toBe('cautious');
    expect(within(first).getByTestId('message-tone').textContent).toBe('Tone: Cautious');
    expect(within(first).getByTestId('message-stress').textContent).toBe(
      `Stress ${opening!.stressLevel}/100`,
    );
    expect(within(first).getByRole('list', { name: "Tags of Marcus's message" }).textContent).toBe(
      opening!.tags.map((t) => `#${t}`).join(''),
    );
    expect(within(first).queryByText(/^In reply to/)).toBeNull();

    // The second speaker answers the opening, and disagrees.
    const second = screen.getByTestId(`council-message-${reply!.id}`);
    expect(within(second).getByText('In reply to Marcus Webb')).toBeTruthy();
    expect(within(second).getByTestId('message-tone').textContent).toBe(
      `Tone: ${reply!.emotionalTone[0]!.toUpperCase()}${reply!.emotionalTone.slice(1)}`,
    );

    const why = within(first).getByText('Why Marcus says this');
    const details = why.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(why);
    expect(details.open).toBe(true);
    expect(details.textContent).toContain(opening!.decisionRationale);
    expect(details.textContent).toContain(opening!.stakeholderImpact);
    expect(details.textContent).toContain(opening!.alternativeViews[0]);
    expect(details.textContent).toContain(opening!.scenarioContext.summary);
    expect(details.textContent).toContain('Moderate (70%), Data-driven style');
  });

  it('when the server’s deliberation has a different cast, then that is what plays, 3 s apart', async () => {
    const answer = recommendation();
    const only = answer.deliberation.slice(0, 2).map((m, i) => ({ ...m, content: `Server line ${i}` }));
    fakeApi({
      'GET /api/agents': agents,
      'POST /api/agents/request-recommendation': { ...answer, deliberation: only },
    });
    renderPage(<DeepCommunicationTab session={openingSession} />, {
      path: '/agents',
    });
    await passTime(0);
    expect(screen.getByText('Server line 0')).toBeTruthy();
    expect(screen.queryByText('Server line 1')).toBeNull();
    await passTime(3_000);
    expect(screen.getByText('Server line 1')).toBeTruthy();
    await passTime(15_000);
    const feed = screen.getByRole('list', { name: 'Council messages' });
    expect(feed.children).toHaveLength(2);
  });
});
