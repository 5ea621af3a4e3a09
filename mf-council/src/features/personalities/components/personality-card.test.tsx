import { fakeApi, renderPage } from '@ai-council/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentNamed, profileOf } from '../../../testing/council-fixtures';
import { PersonalityCard } from './personality-card';

describe('a personality card (SPEC §3 Personality)', () => {
  it('when the profile loads, then emotional intelligence, innovation, stress response, quirks and expertise show', async () => {
    const profile = {
      ...profileOf('chro'),
      emotionalIntelligence: 92,
      innovationIndex: 58,
      stressResponse:
        'Checks on the teams first. Under heavy pressure now: Human Resources is in crisis at 25%.',
      quirks: ['Knows every team lead’s birthday', 'Opens meetings with a one-word check-in round'],
      expertise: ['talent acquisition', 'employee engagement'],
    };
    fakeApi({ 'GET /api/agents/chro/profile': profile });
    renderPage(<PersonalityCard agent={agentNamed('chro')} />, {
      path: '/agents',
    });
    const card = await screen.findByTestId('profile-chro');
    await within(card).findByText('Emotional intelligence');
    expect(
      within(card).getByRole('progressbar', { name: 'Emotional intelligence 92 out of 100' }),
    ).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Innovation index 58 out of 100' })).toBeTruthy();
    expect(within(card).getByTestId('stress-response-chro').textContent).toContain(profile.stressResponse);
    const list = (name: string) =>
      within(within(card).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(list('Quirks')).toEqual(profile.quirks);
    expect(list('Expertise')).toEqual(profile.expertise);
  });

  it('when strengths repeat the expertise, then each chip shows once', async () => {
    const profile = {
      ...profileOf('cfo'),
      expertise: ['corporate finance', 'cost control', 'Cost control'],
      strengths: ['cash discipline', 'cost control', 'forecasting'],
    };
    fakeApi({ 'GET /api/agents/cfo/profile': profile });
    renderPage(<PersonalityCard agent={agentNamed('cfo')} />, { path: '/agents' });
    const card = await screen.findByTestId('profile-cfo');
    const list = async (name: string) =>
      within(await within(card).findByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(await list('Expertise')).toEqual(['corporate finance', 'cost control']);
    expect(await list('Strengths')).toEqual(['cash discipline', 'forecasting']);
    const chips = [...card.querySelectorAll('.council-chips li')].map((li) => li.textContent!.toLowerCase());
    expect(new Set(chips).size).toBe(chips.length);
  });
});
