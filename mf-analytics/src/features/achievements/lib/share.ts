import type { Achievement } from '@ai-council/contracts';
import { paths } from '@ai-council/queries';

export type ShareNetwork = 'twitter' | 'linkedin' | 'facebook';

export const SHARE_NETWORKS: Array<{ id: ShareNetwork; label: string }> = [
  { id: 'twitter', label: 'Twitter' },
  { id: 'linkedin', label: 'LinkedIn' },
  { id: 'facebook', label: 'Facebook' },
];

/** SPEC §9: the share window is 600x400. */
export const SHARE_WINDOW_FEATURES = 'width=600,height=400,noopener,noreferrer';

/**
 * SPEC §2: Copy Link copies the origin plus /achievements/{id}. The id is the
 * achievement's share id (issue 14): random, minted by svc-analytics the first
 * time the player shares it, and the public page anyone can open; never the
 * player's user id.
 */
export function achievementLink(shareId: string, origin = window.location.origin): string {
  return `${origin}${paths.publicAchievement.getHref(shareId)}`;
}

export function shareUrl(network: ShareNetwork, achievement: Achievement, link: string): string {
  const url = encodeURIComponent(link);
  switch (network) {
    case 'twitter': {
      const text = encodeURIComponent(
        `I unlocked "${achievement.title}" in AI Council: ${achievement.description}`,
      );
      return `https://twitter.com/intent/tweet?text=${text}&url=${url}`;
    }
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
  }
}
