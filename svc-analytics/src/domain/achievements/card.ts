// The card of a shared achievement, 1200x630 (SPEC §9, the Open Graph size),
// as SVG: pure, so what it shows is tested without rasterising. The PNG the
// links' previews use is this, rasterised (data-access/card-renderer.ts).
// Text is measured by an estimate of DejaVu Sans' widths (the font it is
// rendered with), erring wide so a line never runs off the card.
import { achievementCardSize, achievementIcon, type PublicAchievement } from '@ai-council/contracts';
import { capitalise } from '@ai-council/rules';

const { width: W, height: H } = achievementCardSize;

/** One fixed palette (the default corporate-blue theme): a shared card looks the same for everyone. */
const palette = {
  backgroundFrom: '#0f1d38',
  backgroundTo: '#090f1d',
  surface: '#111a2e',
  foreground: '#f3f6fb',
  muted: '#aab4c8',
  subtle: '#8792a8',
};

export const rarityColours: Record<PublicAchievement['achievement']['rarity'], string> = {
  legendary: '#f6b73c',
  epic: '#b57bf7',
  rare: '#4b8df8',
  common: '#b4bdcf',
};

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Width of `text` at `size` px, wide side: DejaVu Sans averages about 0.6 em (bold 0.66), capitals more. */
function textWidth(text: string, size: number, bold: boolean): number {
  let ems = 0;
  for (const c of text) ems += /[A-Z@MWmw]/.test(c) ? 0.78 : /[\s.,:;'!|il]/.test(c) ? 0.34 : 0.62;
  return ems * size * (bold ? 1.08 : 1);
}

/** Words wrapped to lines of at most `maxWidth`, the last line cut with an ellipsis past `maxLines`. */
export function wrapText(
  text: string,
  size: number,
  maxWidth: number,
  maxLines: number,
  bold = false,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (!line || textWidth(next, size, bold) <= maxWidth) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\s+\S*$/, '')}…`;
  return kept;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function achievementCardSvg(shared: PublicAchievement): string {
  const { achievement, firstName, earnedAt } = shared;
  const accent = rarityColours[achievement.rarity];
  const icon = achievementIcon(achievement.icon);
  const left = 420;
  const textWidthMax = W - left - 80;

  const titleLines = wrapText(achievement.title, 64, textWidthMax, 2, true);
  const descriptionTop = 262 + titleLines.length * 74 - 14;
  const descriptionLines = wrapText(achievement.description, 28, textWidthMax, 3);
  const pillWidth = Math.min(textWidthMax, textWidth(achievement.value, 26, true) + 48);
  const earnedBy = wrapText(
    `Earned by ${firstName} · ${dateFormat.format(new Date(earnedAt))}`,
    24,
    textWidthMax,
    1,
  )[0]!;

  const text = (x: number, y: number, size: number, weight: number, fill: string, content: string) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(content)}</text>`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.backgroundFrom}"/><stop offset="1" stop-color="${palette.backgroundTo}"/></linearGradient>`,
    `<radialGradient id="glow" cx="230" cy="315" r="420" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    `<rect x="24" y="24" width="${W - 48}" height="${H - 48}" rx="28" fill="none" stroke="${accent}" stroke-opacity="0.6" stroke-width="4"/>`,
    // The medal, with the achievement's icon.
    `<circle cx="230" cy="315" r="130" fill="${palette.surface}" stroke="${accent}" stroke-width="8"/>`,
    `<g transform="translate(150 235) scale(${160 / 24})" fill="none" stroke="${accent}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">`,
    ...icon.paths.map((d) => `<path d="${escapeXml(d)}"/>`),
    ...(icon.circles ?? []).map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`),
    '</g>',
    text(left, 118, 22, 700, palette.muted, 'AI COUNCIL  ·  ACHIEVEMENT UNLOCKED'),
    text(
      left,
      184,
      24,
      700,
      accent,
      `${achievement.rarity.toUpperCase()}  ·  ${capitalise(achievement.category)}`,
    ),
    ...titleLines.map((line, i) => text(left, 262 + i * 74, 64, 700, palette.foreground, line)),
    ...descriptionLines.map((line, i) => text(left, descriptionTop + i * 40, 28, 400, palette.muted, line)),
    `<rect x="${left}" y="478" width="${pillWidth}" height="54" rx="27" fill="${accent}" fill-opacity="0.18"/>`,
    text(left + 24, 514, 26, 700, accent, achievement.value),
    text(left, 578, 24, 400, palette.subtle, earnedBy),
    '</svg>',
  ].join('');
}
