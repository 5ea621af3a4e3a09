import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, readSavedThemeId, restoreSavedTheme, useCurrentThemeId } from './theme-store';
import { themeById, themeColorsStorageKey, themeStorageKey, type Theme } from './themes';

const theme = (id: string) => themeById(id) as Theme;
const cssVar = (name: string) => document.documentElement.style.getPropertyValue(`--${name}`);

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
});

describe('theme application (SPEC §4, §7)', () => {
  it('when a theme is applied, then its colours are on the page variables and it is saved under the product keys', () => {
    applyTheme(theme('ocean-teal'));
    const palette = theme('ocean-teal').palette;
    expect(cssVar('primary')).toBe(palette.primary);
    expect(cssVar('background')).toBe(palette.background);
    expect(cssVar('accent')).toBe(palette.accent);
    expect(cssVar('foreground')).toBe(palette.foreground);
    expect(localStorage.getItem(themeStorageKey)).toBe('ocean-teal');
    expect(localStorage.getItem('ai-council-theme')).toBe('ocean-teal');
    expect(JSON.parse(localStorage.getItem(themeColorsStorageKey('ocean-teal')) ?? '{}')).toEqual(palette);
    expect(localStorage.getItem('ai-council-theme-colors-ocean-teal')).not.toBeNull();
  });

  it('when the page loads with a saved theme, then restoring applies it again', () => {
    localStorage.setItem('ai-council-theme', 'sunset-pink');
    expect(readSavedThemeId()).toBe('sunset-pink');
    const restored = restoreSavedTheme();
    expect(restored?.id).toBe('sunset-pink');
    expect(cssVar('primary')).toBe(theme('sunset-pink').palette.primary);
  });

  it('when nothing or an unknown theme is saved, then restoring leaves the default stylesheet in charge', () => {
    expect(restoreSavedTheme()).toBeNull();
    localStorage.setItem('ai-council-theme', 'neon-yellow');
    expect(restoreSavedTheme()).toBeNull();
    expect(cssVar('primary')).toBe('');
  });

  it('when another theme is applied, then components reading the current theme follow', () => {
    const { result } = renderHook(() => useCurrentThemeId());
    act(() => applyTheme(theme('midnight-dark')));
    expect(result.current).toBe('midnight-dark');
    act(() => applyTheme(theme('calm-green')));
    expect(result.current).toBe('calm-green');
  });
});
