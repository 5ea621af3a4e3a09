import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app-providers';
import { createQueryClient } from '../query-client';
import { fakeApi } from '../testing/fake-api';
import { MOOD_CLOSE_MS } from './mood-dialog';
import { ThemeButtons } from './theme-buttons';
import { THEME_APPLY_MS, THEME_CLOSE_MS } from './theme-switcher-dialog';
import { passTime } from '../testing/page-test';

const cssVar = (name: string) => document.documentElement.style.getPropertyValue(`--${name}`);

function renderButtons() {
  const routes = fakeApi({ 'POST /api/analytics/feature-usage': { id: 'f1' } });
  render(
    <AppProviders queryClient={createQueryClient(async () => null)}>
      <ThemeButtons />
    </AppProviders>,
  );
  return routes;
}

/** Renders the buttons and opens the modal of the one named. */
async function openModal(button: 'Advanced theme customization' | 'Quick mood-based themes') {
  const routes = renderButtons();
  fireEvent.click(screen.getByRole('button', { name: button }));
  await passTime(0);
  return routes;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
});

describe('dashboard theme buttons (SPEC §2)', () => {
  it('when the buttons get focus, then their tooltips read as SPEC says', async () => {
    renderButtons();
    fireEvent.focus(screen.getByRole('button', { name: 'Quick mood-based themes' }));
    await passTime(0);
    expect(screen.getByRole('tooltip').textContent).toBe('Quick mood-based themes');
    fireEvent.blur(screen.getByRole('button', { name: 'Quick mood-based themes' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Advanced theme customization' }));
    await passTime(300);
    expect(screen.getByRole('tooltip').textContent).toBe('Advanced theme customization');
  });
});

describe('Theme Switcher modal (SPEC §2, §4)', () => {
  it('when opened, then it shows its texts, the 8 themes and the current mood', async () => {
    await openModal('Advanced theme customization');
    const dialog = screen.getByRole('dialog', { name: /Theme Switcher/ });
    expect(within(dialog).getByText('Choose a theme that matches your mood')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { pressed: false })).toHaveLength(7);
    expect(within(dialog).getByRole('button', { pressed: true }).textContent).toContain('Corporate Blue');
    expect(within(dialog).getByTestId('theme-current-mood').textContent).toBe('Current: Focused');
    expect(within(dialog).getByText('Close', { selector: 'button' })).toBeTruthy();
  });

  it('when a saved theme exists, then opening marks it as current', async () => {
    localStorage.setItem('ai-council-theme', 'creative-purple');
    await openModal('Advanced theme customization');
    expect(screen.getByTestId('theme-current-mood').textContent).toBe('Current: Creative');
    expect(screen.getByTestId('theme-option-creative-purple').getAttribute('aria-pressed')).toBe('true');
  });

  it('when a theme is picked, then it applies at once, says Applying theme... for 800 ms and closes 500 ms later', async () => {
    const { calls } = await openModal('Advanced theme customization');
    fireEvent.click(screen.getByTestId('theme-option-calm-green'));
    await passTime(0);
    expect(screen.getByText('Applying theme...')).toBeTruthy();
    expect(screen.getByTestId('theme-current-mood').textContent).toBe('Current: Relaxed');
    expect(localStorage.getItem('ai-council-theme')).toBe('calm-green');
    expect(cssVar('primary')).toBe('155 55% 48%');
    expect(calls.find((c) => c.path === '/api/analytics/feature-usage')?.body).toEqual({
      featureName: 'theme_switcher',
    });

    await passTime(THEME_APPLY_MS - 1);
    expect(screen.getByText('Applying theme...')).toBeTruthy();
    await passTime(1);
    expect(screen.queryByText('Applying theme...')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await passTime(THEME_CLOSE_MS - 1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await passTime(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when Close is pressed, then the modal closes and the theme stays as it was', async () => {
    await openModal('Advanced theme customization');
    fireEvent.click(screen.getByText('Close', { selector: 'button' }));
    await passTime(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('ai-council-theme')).toBeNull();
  });
});

describe('mood modal (SPEC §2, §4)', () => {
  it('when opened, then it asks how the player feels and lists the seven moods', async () => {
    await openModal('Quick mood-based themes');
    const dialog = screen.getByRole('dialog', { name: 'How are you feeling today?' });
    expect(
      within(dialog).getByText("Choose a mood and we'll set the perfect theme for your workflow"),
    ).toBeTruthy();
    const moods = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('data-testid')?.startsWith('mood-option-'));
    expect(moods.map((m) => m.getAttribute('data-testid'))).toEqual([
      'mood-option-focused',
      'mood-option-energetic',
      'mood-option-calm',
      'mood-option-creative',
      'mood-option-passionate',
      'mood-option-refreshed',
      'mood-option-sophisticated',
    ]);
    expect(within(dialog).queryByText('Selected')).toBeNull();
  });

  it('when a mood is chosen, then its theme applies, it is marked Selected and the modal closes after 1 s', async () => {
    const { calls } = await openModal('Quick mood-based themes');
    fireEvent.click(screen.getByTestId('mood-option-passionate'));
    await passTime(0);
    expect(within(screen.getByTestId('mood-option-passionate')).getByText('Selected')).toBeTruthy();
    expect(localStorage.getItem('ai-council-theme')).toBe('passionate-red');
    expect(cssVar('primary')).toBe('352 85% 64%');
    expect(calls.some((c) => c.path === '/api/analytics/feature-usage')).toBe(true);
    await passTime(MOOD_CLOSE_MS - 1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await passTime(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when Maybe Later is pressed, then the modal closes and nothing changes', async () => {
    await openModal('Quick mood-based themes');
    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    await passTime(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('ai-council-theme')).toBeNull();
  });
});
