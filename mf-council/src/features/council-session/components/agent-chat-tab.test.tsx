// Issue 44: the chat with the CEO names the player's side 'Player', avatar and all, as
// /communications does; never 'You'.
import { type Communication } from '@ai-council/contracts';
import { fakeApi, passTime, renderPage } from '@ai-council/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { agents, profileRoutes } from '../../../testing/council-fixtures';
import { AgentChatTab } from './agent-chat-tab';

beforeEach(() => {
  vi.useFakeTimers();
});

const said = (id: string, from: string, message: string, type: Communication['type']): Communication => ({
  id,
  from,
  to: from === 'Player' ? 'Alexandra Chen' : 'Player',
  message,
  sentAt: `2025-01-01T10:0${id}:00.000Z`,
  type,
  priority: 'normal',
});

describe('the agent chat, the player’s side', () => {
  it('when the player has asked and asks again, then both the sent and the pending question read Player with a P avatar', async () => {
    fakeApi({
      'GET /api/agents': agents,
      ...profileRoutes(),
      'GET /api/communications': [],
      'GET /api/communications/agent/Alexandra%20Chen': [
        said('1', 'Player', 'Should we hire?', 'direct_message'),
        said('2', 'Alexandra Chen', 'Only for the platform team.', 'response'),
      ],
      'POST /api/communications/to-agent': new Promise<never>(() => {}),
    });
    renderPage(<AgentChatTab />, { path: '/agents' });
    for (let i = 0; i < 80 && !screen.queryByText('Should we hire?'); i += 1) await passTime(100);
    const sent = screen.getByText('Should we hire?').closest('li')!;
    expect(sent.querySelector('strong')!.textContent).toBe('Player');
    expect(sent.querySelector('[data-agent="player"]')!.textContent).toBe('P');

    fireEvent.change(screen.getByLabelText('Your question for Alexandra Chen'), {
      target: { value: 'And marketing?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await passTime(0);
    const pending = screen.getByText('And marketing?').closest('li')!;
    expect(pending.querySelector('strong')!.textContent).toBe('Player');
    expect(pending.querySelector('[data-agent="player"]')!.textContent).toBe('P');
    expect(screen.queryByText('You')).toBeNull();
  });
});
