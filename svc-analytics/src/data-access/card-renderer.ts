// Rasterises achievement cards with resvg (its prebuilt binary ships in the
// npm package; nothing is fetched at run time) in DejaVu Sans, from Debian's
// fonts-dejavu-core (README; the svc-analytics image installs it). Renders run
// on libuv's thread pool (renderAsync), and each card is kept by its content,
// so a link shared widely is drawn once, not once per preview.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';

export const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => path.join(FONT_DIR, f));

export interface RenderedCard {
  png: Buffer;
  /** Strong validator of the card's content. */
  etag: string;
}

export interface CardRenderer {
  render(svg: string): Promise<RenderedCard>;
  /** The ETag `render(svg)` would answer, without rendering. */
  etagOf(svg: string): string;
}

function fontOptions(): ResvgRenderOptions['font'] {
  const bundled = FONT_FILES.every((file) => existsSync(file));
  // Without DejaVu the system's own fonts stand in (text may then look different).
  return bundled
    ? { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'DejaVu Sans' }
    : { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };
}

export function createCardRenderer({ keep = 256 }: { keep?: number } = {}): CardRenderer {
  const font = fontOptions();
  const kept = new Map<string, Promise<RenderedCard>>();
  const etagOf = (svg: string) => `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  return {
    etagOf,
    render(svg) {
      const etag = etagOf(svg);
      const cached = kept.get(etag);
      if (cached) {
        // Most recently used last, so the oldest goes first.
        kept.delete(etag);
        kept.set(etag, cached);
        return cached;
      }
      const rendering = renderAsync(svg, { font, fitTo: { mode: 'original' } }).then((image) => ({
        png: image.asPng(),
        etag,
      }));
      kept.set(etag, rendering);
      rendering.catch(() => kept.delete(etag));
      if (kept.size > keep) kept.delete(kept.keys().next().value!);
      return rendering;
    },
  };
}

/** For tests: a card's size as the PNG says (IHDR). */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
