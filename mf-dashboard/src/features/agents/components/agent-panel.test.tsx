import type { Agent } from '@ai-council/contracts';
import { sampleBoard, sampleBoardMember } from '@ai-council/contracts/testing';
import { renderPage } from '@ai-council/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgentPanel } from './agent-panel';

/** The board svc-council returns: 11 agents; the test picks status, risk and voice per agent. */
function board(overrides: Record<string, Partial<Agent>> = {}): Agent[] {
  return sampleBoard.map((member) => {
    const who = sampleBoardMember(member);
    return {
      ...who,
      status: 'active',
      riskLevel: 20,
      aiType: 'internal',
      llmProvider: null,
      personality: `${who.name} thinks before speaking.`,
      capabilities: ['strategic-planning', 'tech-debt-reduction'],
      ...overrides[who.id],
    };
  });
}

const renderPanel = (agents: Agent[] | undefined) =>
  renderPage(<AgentPanel agents={agents} />, {
    path: '/dashboard',
  });

describe('agent panel (SPEC §2 AI Board Members & Department Leaders)', () => {
  it('when the board has 11 agents, then only the first 6 show as cards and View All names all 11', () => {
    renderPanel(board());
    const cards = screen.getAllByTestId('agent-card');
    expect(cards).toHaveLength(6);
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(
      sampleBoard.slice(0, 6).map((n) => n[1]),
    );
    expect(within(cards[0]!).getByText('AC')).toBeTruthy();
    expect(within(cards[0]!).getByText('Executive')).toBeTruthy();
    expect(screen.getByTestId('view-all-members').textContent).toBe('View All 11 Members');
  });

  it('when some agents are LLM-powered, then the counts split LLM-Powered and Internal AI and the cards say LLM or Internal', () => {
    renderPanel(
      board({
        ceo: { aiType: 'llm', llmProvider: 'anthropic' },
        cfo: { aiType: 'llm', llmProvider: 'openai' },
        cso: { aiType: 'llm', llmProvider: 'google' },
      }),
    );
    expect(screen.getByTestId('llm-count').textContent).toBe('3');
    expect(screen.getByTestId('internal-count').textContent).toBe('8');
    const types = screen.getAllByTestId('agent-ai-type').map((badge) => badge.textContent);
    expect(types).toEqual(['LLM', 'LLM', 'Internal', 'Internal', 'Internal', 'Internal']);
  });

  it('when agents are active, alert and critical, then the badges are default, secondary and destructive and the risk bar follows the SPEC §9 bands', () => {
    renderPanel(
      board({
        ceo: { status: 'active', riskLevel: 29 },
        cfo: { status: 'alert', riskLevel: 30 },
        chro: { status: 'critical', riskLevel: 70 },
      }),
    );
    const [ceo, cfo, chro] = screen.getAllByTestId('agent-card');
    const badge = (card: HTMLElement) => within(card).getByTestId('agent-status');
    expect(badge(ceo!).className).toContain('ui-badge--default');
    expect(badge(ceo!).textContent).toBe('Active');
    expect(badge(cfo!).className).toContain('ui-badge--secondary');
    expect(badge(cfo!).textContent).toBe('Alert');
    expect(badge(chro!).className).toContain('ui-badge--danger');
    expect(badge(chro!).textContent).toBe('Critical');
    const bar = (card: HTMLElement) => within(card).getByRole('progressbar');
    expect(bar(ceo!).className).toContain('ui-progress--success');
    expect(bar(ceo!).getAttribute('aria-label')).toContain('Low Risk');
    expect(bar(cfo!).className).toContain('ui-progress--warning');
    expect(bar(chro!).className).toContain('ui-progress--danger');
    expect(bar(chro!).getAttribute('aria-label')).toContain('High Risk');
  });

  it('when View All is pressed, then the all-members dialog shows every profile and a footer of counts', async () => {
    renderPanel(
      board({
        ceo: { aiType: 'llm', llmProvider: 'anthropic', riskLevel: 75, status: 'alert' },
        cfo: { riskLevel: 45 },
        cso: { status: 'critical' },
      }),
    );
    fireEvent.click(screen.getByTestId('view-all-members'));
    const dialog = await screen.findByRole('dialog', {
      name: 'All AI Board Members & Department Leaders (11)',
    });
    const profiles = within(dialog).getAllByTestId('member-profile');
    expect(profiles).toHaveLength(11);

    const ceo = within(profiles[0]!);
    expect(ceo.getByRole('img', { name: 'Portrait of Alexandra Chen' })).toBeTruthy();
    expect(ceo.getByText('Chief Executive Officer')).toBeTruthy();
    expect(ceo.getByText('Executive')).toBeTruthy();
    expect(ceo.getByText('Alert')).toBeTruthy();
    expect(ceo.getByTestId('member-ai-type').textContent).toBe('LLM-Powered (Anthropic)');
    expect(ceo.getByText('Risk Assessment')).toBeTruthy();
    expect(ceo.getByTestId('member-risk').textContent).toBe('75%');
    expect(ceo.getByText('High Risk')).toBeTruthy();
    expect(ceo.getByText('Alexandra Chen thinks before speaking.')).toBeTruthy();
    expect(ceo.getByText('Strategic Planning')).toBeTruthy();
    expect(ceo.getByText('Tech Debt Reduction')).toBeTruthy();

    const cfo = within(profiles[1]!);
    expect(cfo.getByTestId('member-ai-type').textContent).toBe('Internal AI');
    expect(cfo.getByText('Medium Risk')).toBeTruthy();
    // Five named executives have portraits; the rest keep their initials.
    expect(within(dialog).getAllByTestId('executive-portrait')).toHaveLength(5);
    expect(within(profiles[5]!).getByText('JW')).toBeTruthy();

    const footer = within(dialog).getByTestId('members-footer').textContent ?? '';
    expect(footer).toContain('9 active');
    expect(footer).toContain('1 alert');
    expect(footer).toContain('1 critical');
    expect(footer).toContain('1 LLM-Powered');
    expect(footer).toContain('10 Internal AI');
  });

  it('when advisors have track records, then the dialog shows each one’s scored calls and vote weight and says how votes are weighted', async () => {
    renderPanel(
      board({
        cfo: { trackRecord: { scored: 3, hits: 2, hitRate: 0.67, brierScore: 0.18, weight: 1.14 } },
        cto: { trackRecord: { scored: 0, hits: 0, hitRate: null, brierScore: null, weight: 1 } },
      }),
    );
    fireEvent.click(screen.getByTestId('view-all-members'));
    const dialog = await screen.findByRole('dialog', {
      name: 'All AI Board Members & Department Leaders (11)',
    });
    const profiles = within(dialog).getAllByTestId('member-profile');
    expect(within(profiles[1]!).getByTestId('member-track-record').textContent).toBe(
      '3 scored calls: 67% right, Brier score 0.18; vote weight 1.14',
    );
    expect(within(profiles[3]!).getByTestId('member-track-record').textContent).toBe(
      'No simulation calls scored yet; vote weight 1.00',
    );
    expect(within(dialog).getByTestId('members-weighting').textContent).toMatch(
      /weight = 1 \+ 2 × \(0\.25 − Brier score\)/,
    );
  });

  it('when the overview has not arrived, then pulsing placeholders hold the six places and View All waits', () => {
    renderPanel(undefined);
    expect(screen.queryAllByTestId('agent-card')).toHaveLength(0);
    expect(document.querySelectorAll('.agent-card--loading')).toHaveLength(6);
    expect(screen.getByTestId('view-all-members').hasAttribute('disabled')).toBe(true);
  });
});
