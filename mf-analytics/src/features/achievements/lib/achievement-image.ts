// The downloadable achievement card: a 1200x630 PNG (SPEC §9) drawn on a canvas
// in the player's current theme colours.
import { achievementIcon, type IconShape } from '@ai-council/contracts';
import { capitalise } from '@ai-council/rules';
import type { Achievement } from '@ai-council/contracts';

export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 630;

const FONT = "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', sans-serif";

/** Theme colours are HSL triplets on :root ('217 91% 60%'); canvas reads them as hsl(). */
function themeColour(name: string, fallback: string, alpha = 1): string {
  const triplet = getComputedStyle(document.documentElement).getPropertyValue(`--${name}`).trim() || fallback;
  return alpha === 1 ? `hsl(${triplet})` : `hsl(${triplet} / ${alpha})`;
}

export function rarityColour(rarity: Achievement['rarity'], alpha = 1): string {
  switch (rarity) {
    case 'legendary':
      return themeColour('warning', '40 96% 56%', alpha);
    case 'epic':
      return `hsl(270 85% 68% / ${alpha})`;
    case 'rare':
      return themeColour('primary', '217 91% 60%', alpha);
    default:
      return themeColour('muted-foreground', '222 19% 70%', alpha);
  }
}

function wrap(ctx: CanvasRenderingContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= maxWidth || !line) {
      line = next;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\s+\S*$/, '')}…`;
    return kept;
  }
  return lines;
}

function drawIcon(ctx: CanvasRenderingContext2D, shape: IconShape, x: number, y: number, size: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 24, size / 24);
  ctx.lineWidth = 1.8;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const d of shape.paths) ctx.stroke(new Path2D(d));
  for (const [cx, cy, r] of shape.circles ?? []) {
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.restore();
}

export function drawAchievementCard(ctx: CanvasRenderingContext2D, achievement: Achievement, link: string) {
  const W = IMAGE_WIDTH;
  const H = IMAGE_HEIGHT;
  const accent = rarityColour(achievement.rarity);

  const background = ctx.createLinearGradient(0, 0, W, H);
  background.addColorStop(0, themeColour('background-accent', '217 60% 12%'));
  background.addColorStop(1, themeColour('background', '222 47% 7%'));
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, W, H);

  const glow = ctx.createRadialGradient(230, 315, 20, 230, 315, 420);
  glow.addColorStop(0, rarityColour(achievement.rarity, 0.35));
  glow.addColorStop(1, rarityColour(achievement.rarity, 0));
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, W, H);

  ctx.strokeStyle = rarityColour(achievement.rarity, 0.6);
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.roundRect(24, 24, W - 48, H - 48, 28);
  ctx.stroke();

  // The medal.
  ctx.fillStyle = themeColour('surface', '222 40% 11%');
  ctx.beginPath();
  ctx.arc(230, 315, 130, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = accent;
  ctx.lineWidth = 8;
  ctx.stroke();
  ctx.strokeStyle = accent;
  drawIcon(ctx, achievementIcon(achievement.icon), 230 - 80, 315 - 80, 160);

  const left = 420;
  const width = W - left - 80;
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = themeColour('muted-foreground', '222 19% 70%');
  ctx.font = `700 24px ${FONT}`;
  ctx.fillText('AI COUNCIL  ·  ACHIEVEMENT UNLOCKED', left, 120);

  ctx.fillStyle = accent;
  ctx.font = `800 26px ${FONT}`;
  ctx.fillText(`${achievement.rarity.toUpperCase()}  ·  ${capitalise(achievement.category)}`, left, 190);

  ctx.fillStyle = themeColour('foreground', '222 40% 96%');
  ctx.font = `800 68px ${FONT}`;
  const titleLines = wrap(ctx, achievement.title, width, 2);
  titleLines.forEach((line, i) => ctx.fillText(line, left, 270 + i * 76));

  ctx.fillStyle = themeColour('muted-foreground', '222 19% 70%');
  ctx.font = `400 30px ${FONT}`;
  const top = 270 + titleLines.length * 76 - 10;
  wrap(ctx, achievement.description, width, 3).forEach((line, i) => ctx.fillText(line, left, top + i * 42));

  // The value as a pill.
  ctx.font = `700 28px ${FONT}`;
  const pill = ctx.measureText(achievement.value).width + 48;
  ctx.fillStyle = rarityColour(achievement.rarity, 0.18);
  ctx.beginPath();
  ctx.roundRect(left, 478, pill, 56, 28);
  ctx.fill();
  ctx.fillStyle = accent;
  ctx.fillText(achievement.value, left + 24, 516);

  ctx.fillStyle = themeColour('subtle-foreground', '222 14% 58%');
  ctx.font = `500 22px ${FONT}`;
  const date = achievement.date
    ? `Unlocked ${new Date(achievement.date).toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' })}`
    : '';
  ctx.fillText(date, left + pill + 24, 514);
  ctx.fillText(link, left, 575);
}

/** Draws the card and downloads it as achievement-{id}.png. */
export async function downloadAchievementImage(achievement: Achievement, link: string): Promise<void> {
  const canvas = document.createElement('canvas');
  canvas.width = IMAGE_WIDTH;
  canvas.height = IMAGE_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw images (no 2D canvas).');
  drawAchievementCard(ctx, achievement, link);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The image could not be encoded.');
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `achievement-${achievement.id}.png`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started from the URL; give it a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
