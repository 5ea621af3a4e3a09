import { applyTheme, themeById, type Theme } from '@ai-council/ui';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// public/theme-boot.js runs as a blocking script in <head>, before the first paint.
const bootScript = readFileSync(path.resolve(process.cwd(), 'shell/public/theme-boot.js'), 'utf8');
const runBootScript = () => new Function(bootScript)();
const root = document.documentElement;
const cssVar = (name: string) => root.style.getPropertyValue(`--${name}`);

afterEach(() => {
  localStorage.clear();
  root.removeAttribute('style');
});

describe('saved theme before first paint (SPEC §4, §7)', () => {
  it('when a theme was saved on an earlier visit, then the boot script paints its colours before the app loads', () => {
    const theme = themeById('energetic-orange') as Theme;
    applyTheme(theme);
    root.removeAttribute('style');
    expect(cssVar('primary')).toBe('');

    runBootScript();
    for (const [name, value] of Object.entries(theme.palette)) expect(cssVar(name)).toBe(value);
  });

  it('when nothing is saved, then the boot script leaves the default theme alone', () => {
    runBootScript();
    expect(root.getAttribute('style')).toBeNull();
  });

  it('when the saved colours are tampered with, then only well-formed colour values are applied', () => {
    localStorage.setItem('ai-council-theme', 'ocean-teal');
    localStorage.setItem(
      'ai-council-theme-colors-ocean-teal',
      JSON.stringify({
        primary: '178 70% 45%',
        accent: 'url(https://example.com/x)',
        'bad name!': '1 1% 1%',
      }),
    );
    runBootScript();
    expect(cssVar('primary')).toBe('178 70% 45%');
    expect(cssVar('accent')).toBe('');
  });

  it('when storage holds garbage, then the boot script does not throw', () => {
    localStorage.setItem('ai-council-theme', 'ocean-teal');
    localStorage.setItem('ai-council-theme-colors-ocean-teal', '{not json');
    expect(runBootScript).not.toThrow();
  });
});
