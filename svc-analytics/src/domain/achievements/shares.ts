// Shared achievements (issue 14): a player who shares an unlocked achievement
// gets a random share id for it, and `/achievements/{shareId}` shows it to
// anyone. The id is random (128 bits), not derived from the user id, so it
// can be neither guessed nor traced back to the player; only what the player
// chose to show goes public: the achievement, when, and their first name.
import { randomBytes } from 'node:crypto';
import { shareIdSchema, type Achievement, type PublicAchievement } from '@ai-council/contracts';
import { achievementsFor, type FactStore } from './achievements';

export interface ShareRecord {
  shareId: string;
  userId: string;
  achievementId: string;
  /** The first name the player had when they last shared it (from the gateway's user token). */
  firstName: string | null;
  sharedAt: string;
}

export interface ShareStore {
  /** Stores the share unless the player already shared that achievement; answers the one kept. */
  claim(share: ShareRecord): Promise<{ share: ShareRecord; created: boolean }>;
  /** Keeps the first name of a share current. */
  rename(share: ShareRecord, firstName: string | null): Promise<void>;
  byShareId(shareId: string): Promise<ShareRecord | null>;
  listFor(userId: string): Promise<ShareRecord[]>;
  /** Ends the player's share of an achievement: its link answers 404 from now on. Whether there was one. */
  release(userId: string, achievementId: string): Promise<boolean>;
}

export interface ShareDeps {
  facts: FactStore;
  shares: ShareStore;
  now: () => Date;
}

/** 16 random bytes, base64url: 22 characters (contracts' shareIdSchema). */
export const newShareId = (): string => randomBytes(16).toString('base64url');

/** SPEC falls back to 'Player' for a player without a name. */
export function publicFirstName(firstName: string | null): string {
  const name = firstName?.trim().split(/\s+/)[0]?.slice(0, 40);
  return name || 'Player';
}

/** Every achievement of the player, each shared one with its share id. */
export async function achievementsWithShares(
  userId: string,
  deps: Pick<ShareDeps, 'facts' | 'shares'>,
): Promise<Achievement[]> {
  const [achievements, shares] = await Promise.all([
    achievementsFor(userId, deps.facts),
    deps.shares.listFor(userId),
  ]);
  const shareOf = new Map(shares.map((s) => [s.achievementId, s.shareId]));
  return achievements.map((a) =>
    a.unlocked && shareOf.has(a.id) ? { ...a, shareId: shareOf.get(a.id)! } : a,
  );
}

/**
 * Shares one of the player's unlocked achievements: the same share id every
 * time for that achievement. Null when the player has not unlocked it (a
 * locked achievement has no public page).
 */
export async function shareAchievement(
  player: { userId: string; firstName: string | null },
  achievementId: string,
  deps: ShareDeps,
): Promise<{ shareId: string; created: boolean } | null> {
  const achievements = await achievementsFor(player.userId, deps.facts);
  if (!achievements.some((a) => a.id === achievementId && a.unlocked)) return null;
  const { share, created } = await deps.shares.claim({
    shareId: newShareId(),
    userId: player.userId,
    achievementId,
    firstName: player.firstName,
    sharedAt: deps.now().toISOString(),
  });
  if (!created && share.firstName !== player.firstName) await deps.shares.rename(share, player.firstName);
  return { shareId: share.shareId, created };
}

/** A shared achievement as anyone sees it, or null when there is none to show (unknown id, locked, erased). */
export async function publicAchievement(
  shareId: string,
  deps: Pick<ShareDeps, 'facts' | 'shares'>,
): Promise<PublicAchievement | null> {
  if (!shareIdSchema.safeParse(shareId).success) return null;
  const share = await deps.shares.byShareId(shareId);
  if (!share) return null;
  const achievement = (await achievementsFor(share.userId, deps.facts)).find(
    (a) => a.id === share.achievementId,
  );
  if (!achievement?.unlocked || !achievement.date) return null;
  const { id, title, description, category, value, rarity, icon } = achievement;
  return {
    shareId,
    achievement: { id, title, description, category, value, rarity, ...(icon ? { icon } : {}) },
    firstName: publicFirstName(share.firstName),
    earnedAt: achievement.date,
  };
}
