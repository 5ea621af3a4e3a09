// The eight themes and seven moods of SPEC §3, shared by the shell and every remote.
// A theme is a full palette for the design system's CSS variables (packages/ui
// src/styles/tokens.css), so applying one only overwrites those variables on :root.

export const themeIds = [
  'corporate-blue',
  'energetic-orange',
  'calm-green',
  'passionate-red',
  'creative-purple',
  'sunset-pink',
  'ocean-teal',
  'midnight-dark',
] as const;
export type ThemeId = (typeof themeIds)[number];

/** The colour variables a theme sets, without the leading "--". */
export const themeVariables = [
  'background',
  'background-accent',
  'surface',
  'surface-raised',
  'surface-sunken',
  'border',
  'border-strong',
  'foreground',
  'muted-foreground',
  'subtle-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'accent',
  'accent-foreground',
  'success',
  'warning',
  'danger',
  'danger-foreground',
  'ring',
] as const;
export type ThemeVariable = (typeof themeVariables)[number];

/** An HSL triplet as the CSS variables hold it: "217 91% 60%" (used as hsl(var(--primary))). */
export type HslTriplet = string;
export type ThemePalette = Record<ThemeVariable, HslTriplet>;

export interface Theme {
  id: ThemeId;
  name: string;
  description: string;
  /** SPEC §3: the mood a theme stands for, shown as 'Current: {mood}'. */
  mood: string;
  colors: { primary: HslTriplet; secondary: HslTriplet; accent: HslTriplet; background: HslTriplet };
  /** Three swatches for the theme card. */
  preview: [HslTriplet, HslTriplet, HslTriplet];
  palette: ThemePalette;
}

/** SPEC §7: the theme id under a product-specific key, the chosen theme's colours under a per-theme key. */
export const themeStorageKey = 'ai-council-theme';
export const themeColorsStorageKey = (id: ThemeId) => `ai-council-theme-colors-${id}`;
export const defaultThemeId: ThemeId = 'corporate-blue';

// ---------- colour arithmetic (WCAG 2 relative luminance) ----------

function parseHsl(triplet: HslTriplet): [number, number, number] {
  const match = /^(-?[\d.]+)\s+([\d.]+)%\s+([\d.]+)%$/.exec(triplet.trim());
  if (!match) throw new Error(`not an HSL triplet: "${triplet}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function hslToRgb(triplet: HslTriplet): [number, number, number] {
  const [h, s, l] = parseHsl(triplet);
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}

function luminance(triplet: HslTriplet): number {
  const channel = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = hslToRgb(triplet).map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function rgbToHsl([r, g, b]: [number, number, number]): HslTriplet {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return `0 0% ${(light * 100).toFixed(3)}%`;
  const sat = delta / (1 - Math.abs(2 * light - 1));
  const hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return `${((hue * 60 + 360) % 360).toFixed(3)} ${(sat * 100).toFixed(3)}% ${(light * 100).toFixed(3)}%`;
}

/** The colour a browser paints for `top` at `alpha` over `under` (e.g. a badge's 15 % tint on a card). */
export function blend(top: HslTriplet, alpha: number, under: HslTriplet): HslTriplet {
  const a = hslToRgb(top);
  const b = hslToRgb(under);
  return rgbToHsl([0, 1, 2].map((i) => a[i]! * alpha + b[i]! * (1 - alpha)) as [number, number, number]);
}

/** WCAG contrast ratio of two HSL triplets, 1 to 21. */
export function contrastRatio(a: HslTriplet, b: HslTriplet): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text on a coloured fill: whichever of near-white or the theme's darkest tone reads better. */
function readableOn(fill: HslTriplet, dark: HslTriplet, light: HslTriplet): HslTriplet {
  return contrastRatio(fill, light) >= contrastRatio(fill, dark) ? light : dark;
}

/**
 * A dark palette around one hue. Surfaces step up in lightness from the
 * background; text colours are fixed lightnesses chosen to stay readable on
 * every surface (the theme tests check the contrast of each pair).
 */
function darkPalette(p: {
  hue: number;
  sat: number;
  primary: HslTriplet;
  accent: HslTriplet;
  /** Lightness of the page background, in percent. */
  base?: number;
  glow?: HslTriplet;
}): ThemePalette {
  const { hue, sat } = p;
  const base = p.base ?? 7;
  const tone = (s: number, l: number) => `${hue} ${Math.max(0, Math.round(s))}% ${l}%`;
  const background = tone(sat, base);
  const foreground = tone(Math.min(sat, 40), 96);
  const white = '0 0% 100%';
  return {
    background,
    'background-accent': p.glow ?? tone(sat + 13, base + 5),
    surface: tone(sat - 7, base + 4),
    'surface-raised': tone(sat - 11, base + 8),
    'surface-sunken': tone(sat - 2, base + 1),
    border: tone(sat * 0.6, base + 15),
    // Input and outline-button edges: 3:1 against the sunken fill and the card (WCAG 1.4.11).
    'border-strong': tone(sat * 0.55, base + 40),
    foreground,
    'muted-foreground': tone(Math.min(sat * 0.4, 20), 70),
    'subtle-foreground': tone(Math.min(sat * 0.3, 14), 58),
    primary: p.primary,
    'primary-foreground': readableOn(p.primary, background, white),
    secondary: tone(sat * 0.64, base + 13),
    'secondary-foreground': foreground,
    accent: p.accent,
    'accent-foreground': readableOn(p.accent, background, white),
    success: '152 62% 47%',
    warning: '40 96% 56%',
    // Light enough to read as text on a card and on its own badge tint (4.5:1); a red fill takes dark text.
    danger: '0 90% 72%',
    'danger-foreground': readableOn('0 90% 72%', background, white),
    ring: p.accent,
  };
}

function theme(id: ThemeId, name: string, mood: string, description: string, palette: ThemePalette): Theme {
  return {
    id,
    name,
    description,
    mood,
    colors: {
      primary: palette.primary,
      secondary: palette.secondary,
      accent: palette.accent,
      background: palette.background,
    },
    preview: [palette.primary, palette.accent, palette['surface-raised']],
    palette,
  };
}

export const themes: Theme[] = [
  theme(
    'corporate-blue',
    'Corporate Blue',
    'Focused',
    'Clear, steady blues for deep work and sharp decisions.',
    darkPalette({ hue: 222, sat: 47, primary: '217 91% 60%', accent: '190 90% 50%', glow: '217 60% 12%' }),
  ),
  theme(
    'energetic-orange',
    'Energetic Orange',
    'Energetic',
    'Warm oranges and amber that keep the momentum going.',
    darkPalette({ hue: 20, sat: 32, primary: '25 95% 55%', accent: '43 96% 56%' }),
  ),
  theme(
    'calm-green',
    'Calm Green',
    'Relaxed',
    'Soft forest greens for an unhurried, balanced board room.',
    darkPalette({ hue: 165, sat: 32, primary: '155 55% 48%', accent: '178 55% 50%' }),
  ),
  theme(
    'passionate-red',
    'Passionate Red',
    'Determined',
    'Bold crimson for leaders who are ready to push hard.',
    darkPalette({ hue: 350, sat: 32, primary: '352 85% 64%', accent: '22 92% 60%' }),
  ),
  theme(
    'creative-purple',
    'Creative Purple',
    'Creative',
    'Violet and magenta to spark new ideas and bold strategies.',
    darkPalette({ hue: 262, sat: 38, primary: '265 85% 70%', accent: '295 75% 68%' }),
  ),
  theme(
    'sunset-pink',
    'Sunset Pink',
    'Optimistic',
    'Rosy pinks with a golden glow for a bright outlook.',
    darkPalette({ hue: 325, sat: 30, primary: '330 85% 68%', accent: '32 95% 62%' }),
  ),
  theme(
    'ocean-teal',
    'Ocean Teal',
    'Refreshed',
    'Cool teals and sea blues that clear the mind.',
    darkPalette({ hue: 200, sat: 50, primary: '178 70% 45%', accent: '195 90% 55%' }),
  ),
  theme(
    'midnight-dark',
    'Midnight Dark',
    'Sophisticated',
    'Near-black with indigo and gold for late-night strategy.',
    darkPalette({ hue: 232, sat: 14, base: 4, primary: '235 80% 72%', accent: '42 75% 60%' }),
  ),
];

export function themeById(id: string | null | undefined): Theme | undefined {
  return themes.find((t) => t.id === id);
}

export const moodIds = [
  'focused',
  'energetic',
  'calm',
  'creative',
  'passionate',
  'refreshed',
  'sophisticated',
] as const;
export type MoodId = (typeof moodIds)[number];

export interface Mood {
  id: MoodId;
  label: string;
  description: string;
  themeId: ThemeId;
}

/** SPEC §3 mood to theme; the mood picker has no sunset-pink mood. */
export const moods: Mood[] = [
  {
    id: 'focused',
    label: 'Focused',
    description: 'Heads down, numbers first',
    themeId: 'corporate-blue',
  },
  {
    id: 'energetic',
    label: 'Energetic',
    description: 'Ready to move fast',
    themeId: 'energetic-orange',
  },
  { id: 'calm', label: 'Calm', description: 'Steady and unhurried', themeId: 'calm-green' },
  {
    id: 'creative',
    label: 'Creative',
    description: 'Looking for new ideas',
    themeId: 'creative-purple',
  },
  {
    id: 'passionate',
    label: 'Passionate',
    description: 'Driven to win',
    themeId: 'passionate-red',
  },
  {
    id: 'refreshed',
    label: 'Refreshed',
    description: 'Clear-headed and rested',
    themeId: 'ocean-teal',
  },
  {
    id: 'sophisticated',
    label: 'Sophisticated',
    description: 'Calm, polished, in control',
    themeId: 'midnight-dark',
  },
];

export function themeForMood(mood: MoodId): Theme {
  const themeId = moods.find((m) => m.id === mood)?.themeId ?? defaultThemeId;
  return themeById(themeId) ?? (themes[0] as Theme);
}
