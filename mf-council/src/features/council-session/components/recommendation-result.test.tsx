import { renderPage } from '@ai-council/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recommendation } from '../../../testing/council-fixtures';
import { RecommendationResult } from './recommendation-result';

const render = (overrides: Parameters<typeof recommendation>[0] = {}) =>
  renderPage(<RecommendationResult recommendation={recommendation(overrides)} />, {
    path: '/agents',
  });

describe('the council’s recommendation (SPEC §3 Council recommendation)', () => {
  it('when the council answers, then its collective reasoning and the three parts of its plan show under their headings', () => {
    const r = recommendation({
      riskMitigation: ['Keep at least $150K in cash.', 'Finance (critical): Liquidity at 35/100.'],
      implementationNotes: ['Owner: Marcus Webb (Chief Financial Officer).', 'Timeline: 1 quarter.'],
    });
    render(r);
    expect(screen.getByRole('heading', { name: 'Collective reasoning' })).toBeTruthy();
    expect(screen.getByTestId('collective-reasoning').textContent).toBe(r.collectiveReasoning);
    const items = (name: string) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items('Risk mitigation')).toEqual(r.riskMitigation);
    expect(items('Alternative considerations')).toEqual(r.alternativeConsiderations);
    expect(items('Implementation notes')).toEqual(r.implementationNotes);
  });

  it('when each agent gives its call, then its risk assessment shows and its concerns and data open from a disclosure', () => {
    const r = recommendation();
    render(r);
    const cfo = r.agentRecommendations.find((a) => a.agentId === 'cfo')!;
    expect(screen.getByText(/^Agent recommendations \(6\)/)).toBeTruthy();
    expect(screen.getByTestId('risk-cfo').textContent).toContain(cfo.riskAssessment);
    const card = screen.getByTestId('risk-cfo').closest('li')!;
    const disclosure = within(card).getByText('Concerns and data', { exact: false }).closest('details')!;
    expect(disclosure.open).toBe(false);
    fireEvent.click(within(disclosure).getByText('Concerns and data', { exact: false }));
    expect(disclosure.open).toBe(true);
    expect(within(disclosure).getByRole('list', { name: 'Concerns' }).textContent).toContain(cfo.concerns[0]);
    expect(
      within(disclosure)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(cfo.supportingData));
  });
});
