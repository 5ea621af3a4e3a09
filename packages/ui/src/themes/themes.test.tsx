import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  blend,
  contrastRatio,
  moods,
  themeById,
  themeForMood,
  themeIds,
  themes,
  themeVariables,
  type Theme,
} from './themes';

describe('themes (SPEC §3)', () => {
  it('when listed, then the eight SPEC themes carry their moods', () => {
    expect(themes.map((t) => [t.id, t.mood])).toEqual([
      ['corporate-blue', 'Focused'],
      ['energetic-orange', 'Energetic'],
      ['calm-green', 'Relaxed'],
      ['passionate-red', 'Determined'],
      ['creative-purple', 'Creative'],
      ['sunset-pink', 'Optimistic'],
      ['ocean-teal', 'Refreshed'],
      ['midnight-dark', 'Sophisticated'],
    ]);
    expect(themes.map((t) => t.id)).toEqual([...themeIds]);
  });

  it('when a theme is read, then it has a name, description, the four SPEC colours, three swatches and every variable', () => {
    for (const theme of themes) {
      expect(theme.name.length).toBeGreaterThan(0);
      expect(theme.description.length).toBeGreaterThan(0);
      expect(Object.keys(theme.colors).sort()).toEqual(['accent', 'background', 'primary', 'secondary']);
      expect(theme.preview).toHaveLength(3);
      expect(Object.keys(theme.palette).sort()).toEqual([...themeVariables].sort());
    }
    expect(new Set(themes.map((t) => t.palette.primary)).size).toBe(8);
  });

  it('when moods are listed, then the seven SPEC moods map to their themes and none to sunset-pink', () => {
    expect(moods.map((m) => [m.id, m.themeId])).toEqual([
      ['focused', 'corporate-blue'],
      ['energetic', 'energetic-orange'],
      ['calm', 'calm-green'],
      ['creative', 'creative-purple'],
      ['passionate', 'passionate-red'],
      ['refreshed', 'ocean-teal'],
      ['sophisticated', 'midnight-dark'],
    ]);
    expect(themeForMood('calm').id).toBe('calm-green');
    expect(themeById('nope')).toBeUndefined();
  });

  it('when the stylesheet loads without a saved theme, then its defaults are corporate-blue exactly', () => {
    const css = readFileSync(path.resolve(process.cwd(), 'packages/ui/src/styles/tokens.css'), 'utf8');
    const root = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
    const palette = themeById('corporate-blue')!.palette;
    for (const name of themeVariables) {
      expect(root, `--${name}`).toContain(`--${name}: ${palette[name]};`);
    }
  });
});

describe('readable in every theme (WCAG 2 contrast)', () => {
  const pairs: Array<[string, (t: Theme) => [string, string], number]> = [
    ['text on the page', (t) => [t.palette.foreground, t.palette.background], 7],
    ['text on raised surfaces', (t) => [t.palette.foreground, t.palette['surface-raised']], 7],
    ['muted text on cards', (t) => [t.palette['muted-foreground'], t.palette.surface], 4.5],
    [
      'muted text on raised surfaces',
      (t) => [t.palette['muted-foreground'], t.palette['surface-raised']],
      4.5,
    ],
    ['subtle labels on cards', (t) => [t.palette['subtle-foreground'], t.palette.surface], 4.5],
    ['primary button text', (t) => [t.palette['primary-foreground'], t.palette.primary], 4.5],
    ['accent text', (t) => [t.palette['accent-foreground'], t.palette.accent], 4.5],
    ['links and primary text on cards', (t) => [t.palette.primary, t.palette.surface], 4.5],
    ['secondary button text', (t) => [t.palette['secondary-foreground'], t.palette.secondary], 7],
    ['green figures on cards', (t) => [t.palette.success, t.palette.surface], 4.5],
    ['amber figures on cards', (t) => [t.palette.warning, t.palette.surface], 4.5],
    ['red figures on cards', (t) => [t.palette.danger, t.palette.surface], 4.5],
    // 14 px semibold is not large text (WCAG: 24 px, or 18.66 px bold): 4.5 like any text.
    ['danger button text', (t) => [t.palette['danger-foreground'], t.palette.danger], 4.5],
    // Badges: their text on their own tint (styles/buttons-cards-badges.css .ui-badge--*: red 10 %, others 15 %), painted over a card.
    ['red badge text', (t) => [t.palette.danger, blend(t.palette.danger, 0.1, t.palette.surface)], 4.5],
    [
      'red badge text on raised cards',
      (t) => [t.palette.danger, blend(t.palette.danger, 0.1, t.palette['surface-raised'])],
      4.5,
    ],
    ['amber badge text', (t) => [t.palette.warning, blend(t.palette.warning, 0.15, t.palette.surface)], 4.5],
    ['green badge text', (t) => [t.palette.success, blend(t.palette.success, 0.15, t.palette.surface)], 4.5],
    // The default (primary) badge: 18 % primary tint with the theme's text colour, on cards and raised surfaces.
    [
      'primary badge text',
      (t) => [t.palette.foreground, blend(t.palette.primary, 0.18, t.palette['surface-raised'])],
      4.5,
    ],
    // Non-text contrast (WCAG 1.4.11): an input's border against its fill and the card around it; the focus ring.
    ['input border on its fill', (t) => [t.palette['border-strong'], t.palette['surface-sunken']], 3],
    ['input border on cards', (t) => [t.palette['border-strong'], t.palette.surface], 3],
    ['focus ring on the page', (t) => [t.palette.ring, t.palette.background], 3],
  ];

  for (const theme of themes) {
    it.each(pairs)(
      `when ${theme.id} shows %s, then it meets its contrast minimum`,
      (_name, pick, minimum) => {
        const [fg, bg] = pick(theme);
        expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(minimum);
      },
    );
  }
});
