// The page's theme (SPEC §4 theme selection): applying one writes its palette
// to the CSS variables on <html> and saves it in local storage (SPEC §7 keys).
// @ai-council/ui is a federation singleton, so the shell and every remote see
// the same current theme.
import {
  defaultThemeId,
  themeById,
  themeColorsStorageKey,
  themeStorageKey,
  themeVariables,
  type Theme,
  type ThemeId,
  type ThemePalette,
} from './themes';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let current: ThemeId = defaultThemeId;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings); themes then last for the visit only.
    return null;
  }
}

/** Writes a palette to the CSS variables of `root`. */
export function writePalette(palette: ThemePalette, root: HTMLElement = document.documentElement) {
  for (const name of themeVariables) root.style.setProperty(`--${name}`, palette[name]);
  // <html> carries a fixed background until the stylesheet loads; keep it in step.
  root.style.backgroundColor = `hsl(${palette.background})`;
}

/** The theme id saved in local storage, if it names a known theme. */
export function readSavedThemeId(): ThemeId | null {
  return themeById(storage()?.getItem(themeStorageKey))?.id ?? null;
}

/** Applies a theme to the page and remembers it for the next visit. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  writePalette(theme.palette, root);
  const store = storage();
  try {
    store?.setItem(themeStorageKey, theme.id);
    store?.setItem(themeColorsStorageKey(theme.id), JSON.stringify(theme.palette));
  } catch (error) {
    console.error('Failed to save theme', error);
  }
  current = theme.id;
  listeners.forEach((listener) => listener());
}

/**
 * Re-applies the saved theme on start. The boot script in the shell's HTML has
 * usually painted its colours already; this brings them in line with the
 * current palette of that theme.
 */
export function restoreSavedTheme(root: HTMLElement = document.documentElement): Theme | null {
  const theme = themeById(readSavedThemeId());
  if (!theme) return null;
  applyTheme(theme, root);
  return theme;
}

export function getCurrentThemeId(): ThemeId {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme applied to the page now. */
export function useCurrentThemeId(): ThemeId {
  return useSyncExternalStore(subscribe, getCurrentThemeId, getCurrentThemeId);
}
