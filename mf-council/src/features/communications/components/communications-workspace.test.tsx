import type { Communication } from '@ai-council/contracts';
import { fakeEventStream, fakeApi, renderPage } from '@ai-council/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCommunication, anAgent } from '../testing/factories';
import { CommunicationsWorkspace } from './communications-workspace';

const ceo = anAgent({ id: 'ceo', name: 'Alexandra Chen', role: 'Chief Executive Officer', avatar: 'AC' });
const cfo = anAgent();
const conversationPath = 'GET /api/communications/agent/Marcus%20Webb';

/** Marcus Webb's answer to the player. */
const fromMarcus = (message: string, more: Partial<Communication> = {}) =>
  aCommunication({ from: 'Marcus Webb', to: 'Player', message, type: 'response', ...more });

/** The player's message to Marcus Webb and his answer, in the given voice. */
const exchangeWithMarcus = (question: string, answer: string, voice: Communication['voice']) => ({
  sent: aCommunication({ from: 'Player', to: 'Marcus Webb', message: question, type: 'direct_message' }),
  reply: fromMarcus(answer, { voice }),
});

const renderWorkspace = () =>
  renderPage(<CommunicationsWorkspace />, {
    path: '/communications',
  });

const messageField = () => screen.getByLabelText<HTMLInputElement>('Message');
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Send/ });
const type = (text: string) => fireEvent.change(messageField(), { target: { value: text } });

async function selectMarcus() {
  fireEvent.click(await screen.findByRole('button', { name: /Marcus Webb/ }));
  await screen.findByTestId('chat-agent-name');
}

describe('Communications: the board and the chat (SPEC §2, §5 agent message)', () => {
  it('when the board loads, then every member is listed and the chat asks for a choice', async () => {
    fakeApi({ 'GET /api/agents': [ceo, cfo], 'GET /api/communications': [] });
    renderWorkspace();
    expect(await screen.findAllByTestId('board-member')).toHaveLength(2);
    expect(screen.getByText('Choose a board member')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Trigger Action/ }).disabled).toBe(true);
  });

  it('when the message is blank or only spaces, then Send is disabled', async () => {
    fakeApi({ 'GET /api/agents': [cfo], 'GET /api/communications': [], [conversationPath]: [] });
    renderWorkspace();
    await selectMarcus();
    expect(sendButton().disabled).toBe(true);
    type('   ');
    expect(sendButton().disabled).toBe(true);
    type(' hello ');
    expect(sendButton().disabled).toBe(false);
  });

  it('when a message is written but no agent is selected, then Missing Information shows and nothing is sent', async () => {
    const { calls } = fakeApi({ 'GET /api/agents': [cfo], 'GET /api/communications': [] });
    renderWorkspace();
    await screen.findAllByTestId('board-member');
    type('How is our cash?');
    fireEvent.click(sendButton());
    expect((await screen.findAllByText('Missing Information')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please select an agent and enter a message.').length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('when the player sends to the selected agent, then the trimmed message is sent, Message Sent shows and the answer appears', async () => {
    const { sent, reply } = exchangeWithMarcus(
      'How is our cash?',
      'The numbers first: cash is $800K.',
      'internal',
    );
    let conversation: unknown[] = [];
    const { calls } = fakeApi({
      'GET /api/agents': [cfo],
      'GET /api/communications': [],
      [conversationPath]: () => conversation,
      'POST /api/communications/to-agent': () => {
        conversation = [sent, reply];
        return { sent, reply };
      },
    });
    renderWorkspace();
    await selectMarcus();
    expect(await screen.findByText('No messages with Marcus Webb yet')).toBeTruthy();
    type('   How is our cash?  ');
    fireEvent.click(sendButton());

    expect((await screen.findAllByText('Message Sent')).length).toBeGreaterThan(0);
    expect(await screen.findByText('The numbers first: cash is $800K.')).toBeTruthy();
    // SPEC §6: the player's message is labelled 'Player', the answer by the agent's name.
    const [mine, theirs] = screen.getAllByTestId('chat-message');
    expect(mine!.querySelector('.comms-bubble__from')?.textContent).toBe('Player');
    expect(theirs!.querySelector('.comms-bubble__from')?.textContent).toBe('Marcus Webb');
    expect(screen.queryByText('You')).toBeNull();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/communications/to-agent');
    expect(post?.body).toEqual({ agentName: 'Marcus Webb', message: 'How is our cash?', priority: 'normal' });
    expect(messageField().value).toBe('');
    expect(screen.queryByTestId('fallback-voice')).toBeNull();
  });

  it('when sending fails, then Failed to Send explains it and the message is kept to try again', async () => {
    fakeApi({
      'GET /api/agents': [cfo],
      'GET /api/communications': [],
      [conversationPath]: [],
      'POST /api/communications/to-agent': new Response('provider down', { status: 502 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWorkspace();
    await selectMarcus();
    type('Any news?');
    fireEvent.click(sendButton());
    expect((await screen.findAllByText('Failed to Send')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Unable to send your message. Please try again.').length).toBeGreaterThan(0);
    await waitFor(() => expect(messageField().value).toBe('Any news?'));
  });

  it('when an answer came from the internal voice after a provider failure, then it carries the fallback marker', async () => {
    fakeApi({
      'GET /api/agents': [cfo],
      'GET /api/communications': [],
      [conversationPath]: [
        aCommunication({ from: 'Player', to: 'Marcus Webb', message: 'Hello', type: 'direct_message' }),
        fromMarcus('Cash first.', { voice: 'internal-fallback' }),
      ],
    });
    renderWorkspace();
    await selectMarcus();
    const answer = (await screen.findByText('Cash first.')).closest('li')!;
    expect(within(answer).getByTestId('fallback-voice').textContent).toBe('Fallback voice');
    expect(screen.getAllByTestId('fallback-voice')).toHaveLength(1);
  });

  it('when the answer streams (llm mode), then the typing indicator gives way to the words as they arrive', async () => {
    const { sent, reply } = exchangeWithMarcus('Runway?', 'Keep four quarters of runway.', 'llm');
    const stream = fakeEventStream();
    let conversation: unknown[] = [];
    const { calls } = fakeApi({
      'GET /api/agents': [cfo],
      'GET /api/communications': [],
      [conversationPath]: () => conversation,
      'POST /api/communications/to-agent': stream.answer,
    });
    renderWorkspace();
    await selectMarcus();
    type('Runway?');
    fireEvent.click(sendButton());
    expect(await screen.findByLabelText('Marcus Webb is typing')).toBeTruthy();

    stream.send('text', { delta: 'Keep four' });
    expect((await screen.findByTestId('chat-streaming')).textContent).toContain('Keep four');
    expect(screen.queryByLabelText('Marcus Webb is typing')).toBeNull();
    stream.send('text', { delta: ' quarters of' });
    await waitFor(() =>
      expect(screen.getByTestId('chat-streaming').textContent).toContain('Keep four quarters of'),
    );

    conversation = [sent, reply];
    stream.send('done', { sent, reply });
    stream.end();
    expect(await screen.findByText('Keep four quarters of runway.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('chat-streaming')).toBeNull());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ agentName: 'Marcus Webb', message: 'Runway?', priority: 'normal' });
  });

  it('when the key is at its cap, then the answer is marked internal voice and says why and where to raise the cap', async () => {
    const note =
      'Your OpenAI key "Work" reached its monthly cap of $5.00 ($5.02 estimated this month), so the council answers in its internal voice until February 1. To go on with the model, raise or clear the cap on the API Keys page.';
    fakeApi({
      'GET /api/agents': [cfo],
      'GET /api/communications': [],
      [conversationPath]: [fromMarcus('Cash first.', { voice: 'internal-fallback', voiceNote: note })],
    });
    renderWorkspace();
    await selectMarcus();
    const answer = (await screen.findByText('Cash first.')).closest('li')!;
    expect(within(answer).getByTestId('fallback-voice').textContent).toBe('Internal voice');
    expect(within(answer).getByTestId('voice-note').textContent).toContain(
      'reached its monthly cap of $5.00',
    );
    expect(within(answer).getByRole('link', { name: 'Open API Keys' }).getAttribute('href')).toBe(
      '/api-keys',
    );
  });

  it('while an agent is selected, then the conversation is refetched every 3 s', async () => {
    const { calls } = fakeApi({
      'GET /api/agents': [cfo],
      'GET /api/communications': [],
      [conversationPath]: [],
    });
    renderWorkspace();
    await selectMarcus();
    const fetches = () => calls.filter((c) => c.path === '/api/communications/agent/Marcus%20Webb').length;
    await waitFor(() => expect(fetches()).toBe(1));
    await waitFor(() => expect(fetches()).toBeGreaterThanOrEqual(2), { timeout: 4_500 });
  });

  it('when Trigger Action is pressed, then the agent acts and Agent Action Triggered shows', async () => {
    const communication = aCommunication({ from: 'Marcus Webb', message: 'Proposal: a growth reserve.' });
    const { calls } = fakeApi({
      'GET /api/agents': [cfo],
      'GET /api/communications': [],
      [conversationPath]: [],
      'POST /api/agents/simulate-action': {
        action: {
          agentId: 'cfo',
          agentName: 'Marcus Webb',
          department: 'Finance',
          title: 'Proposed a growth move: Set up a growth reserve',
          message: 'Proposal: a growth reserve.',
        },
        communication,
        decisionId: 'd1',
      },
    });
    renderWorkspace();
    await selectMarcus();
    fireEvent.click(screen.getByRole('button', { name: /Trigger Action/ }));
    expect((await screen.findAllByText('Agent Action Triggered')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === '/api/agents/simulate-action')?.body).toEqual({ agentId: 'cfo' });
    // The feed is refetched to show the agent's announcement.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/communications').length).toBeGreaterThanOrEqual(2),
    );
  });
});

describe('Communications: the system feed (SPEC §2, §9)', () => {
  it('when there are more than 10, then the 10 most recent show, with All for no recipient and readable types', async () => {
    const feed = Array.from({ length: 12 }, (_, i) =>
      aCommunication({ message: `Feed item ${i + 1}`, type: 'scenario_alert', priority: 'high' }),
    );
    feed[11] = { ...feed[11]!, to: 'Player', type: 'direct_message', priority: 'urgent' };
    fakeApi({ 'GET /api/agents': [cfo], 'GET /api/communications': feed });
    renderWorkspace();
    const items = await screen.findAllByTestId('system-communication');
    expect(items).toHaveLength(10);
    // Newest first: item 12 is the latest; items 1 and 2 fall off.
    expect(items[0]!.textContent).toContain('Feed item 12');
    expect(screen.queryByText('Feed item 2')).toBeNull();
    expect(within(items[0]!).getByTestId('communication-to').textContent).toBe('Player');
    expect(within(items[0]!).getByTestId('communication-type').textContent).toBe('direct message');
    expect(within(items[0]!).getByTestId('communication-priority').textContent).toBe('urgent');
    expect(within(items[1]!).getByTestId('communication-to').textContent).toBe('All');
    expect(within(items[1]!).getByTestId('communication-type').textContent).toBe('scenario alert');
    expect(within(items[1]!).getByTestId('communication-priority').textContent).toBe('high');
  });

  it('when nothing has been said yet, then the feed shows its empty state', async () => {
    fakeApi({ 'GET /api/agents': [cfo], 'GET /api/communications': [] });
    renderWorkspace();
    expect(await screen.findByText('No communications yet')).toBeTruthy();
  });
});
