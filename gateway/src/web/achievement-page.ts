// The public page of a shared achievement, /achievements/{shareId} (issue 14).
// Link previews are built by crawlers that run no script, so the shell's
// index.html goes out with the achievement's title, Open Graph and Twitter
// card tags already in it (every value escaped), the card image svc-analytics
// renders as og:image, and a 404 when there is nothing to show.
import {
  achievementCardSize,
  publicAchievementCardPath,
  publicAchievementPath,
  publicAchievementSchema,
  shareIdSchema,
  type PublicAchievement,
} from '@ai-council/contracts';
import { shellIndex } from './shell-page';
import type { Logger } from '@ai-council/service-kit';
import type { RequestHandler } from 'express';
import { capitalise } from '@ai-council/rules';
import escapeHtml from 'escape-html';

/** A shared achievement by its share id: null when there is none to show. Throws when the service fails. */
export type PublicAchievementLookup = (shareId: string) => Promise<PublicAchievement | null>;

/** Asks svc-analytics, as anyone would: no user token. */
export function publicAchievementFrom(analyticsUrl: string): PublicAchievementLookup {
  return async (shareId) => {
    if (!shareIdSchema.safeParse(shareId).success) return null;
    const res = await fetch(`${analyticsUrl}${publicAchievementPath(shareId)}`, {
      signal: AbortSignal.timeout(3_000),
    });
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok) throw new Error(`svc-analytics answered ${res.status} for a shared achievement`);
    return publicAchievementSchema.parse(await res.json());
  };
}

interface PageMeta {
  title: string;
  description: string;
  /** Open Graph and Twitter tags, by property or name. */
  tags: Array<[attribute: 'property' | 'name', key: string, value: string]>;
}

export function metaFor(shared: PublicAchievement | null, pageUrl: string, origin: string): PageMeta {
  if (!shared) {
    const title = "This achievement isn't available · AI Council";
    const description =
      'The link may be mistyped, or the achievement is no longer shared. Start your own journey in AI Council.';
    return {
      title,
      description,
      tags: [
        ['name', 'robots', 'noindex'],
        ['property', 'og:type', 'website'],
        ['property', 'og:site_name', 'AI Council'],
        ['property', 'og:title', title],
        ['property', 'og:description', description],
        ['property', 'og:url', pageUrl],
        ['name', 'twitter:card', 'summary'],
      ],
    };
  }
  const { achievement, firstName } = shared;
  const title = `${achievement.title}: unlocked by ${firstName} · AI Council`;
  const description = `${firstName} unlocked "${achievement.title}", a ${achievement.rarity} ${capitalise(achievement.category)} achievement (${achievement.value}), in AI Council: ${achievement.description}`;
  const image = `${origin}${publicAchievementCardPath(shared.shareId)}`;
  const imageAlt = `${achievement.title}: ${achievement.description} Earned by ${firstName}.`;
  return {
    title,
    description,
    tags: [
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', 'AI Council'],
      ['property', 'og:title', title],
      ['property', 'og:description', description],
      ['property', 'og:url', pageUrl],
      ['property', 'og:image', image],
      ['property', 'og:image:type', 'image/png'],
      ['property', 'og:image:width', String(achievementCardSize.width)],
      ['property', 'og:image:height', String(achievementCardSize.height)],
      ['property', 'og:image:alt', imageAlt],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', title],
      ['name', 'twitter:description', description],
      ['name', 'twitter:image', image],
      ['name', 'twitter:image:alt', imageAlt],
    ],
  };
}

/** The shell's index.html with the page's own title, description and preview tags. */
export function withMeta(index: string, meta: PageMeta): string {
  const tags = meta.tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('');
  const description = `<meta name="description" content="${escapeHtml(meta.description)}">`;
  const head = index.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
  // Functions as replacements, so a `$` in a value is never read as a pattern.
  return head.replace(
    '</head>',
    () => `<title>${escapeHtml(meta.title)}</title>${description}${tags}</head>`,
  );
}

export function achievementPage(deps: {
  shellDist: string;
  lookup: PublicAchievementLookup;
  logger: Logger;
  /** PUBLIC_URL: pins the absolute links, whatever Host the request names. */
  publicUrl?: string | undefined;
}): RequestHandler {
  const index = shellIndex(deps.shellDist);
  return async (req, res, next) => {
    const html = index(res);
    if (!html) return next(); // not built: the fallback says so
    const shareId = String(req.params.shareId);
    let shared: PublicAchievement | null;
    try {
      shared = await deps.lookup(shareId);
    } catch (error) {
      deps.logger.warn({ err: error }, 'the shared achievement could not be looked up');
      // The page itself asks again once it runs; crawlers are told to come back.
      res.status(503).set({ 'Retry-After': '30', 'Cache-Control': 'no-store' }).type('html').send(html);
      return;
    }
    // og:url and og:image: PUBLIC_URL, else the address the visitor used (behind a loopback proxy, its X-Forwarded-*).
    const origin = deps.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const pageUrl = `${origin}/achievements/${encodeURIComponent(shareId)}`;
    res
      .status(shared ? 200 : 404)
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(withMeta(html, metaFor(shared, pageUrl, origin)));
  };
}
