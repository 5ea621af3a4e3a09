import type { Achievement } from '@ai-council/contracts';

export type Category = Achievement['category'];
export type Rarity = Achievement['rarity'];

/** SPEC §2 filters, in the order the screen offers them. */
export const CATEGORIES: Array<Category | 'all'> = [
  'all',
  'financial',
  'strategic',
  'leadership',
  'innovation',
  'milestone',
];
export const RARITIES: Array<Rarity | 'all'> = ['all', 'common', 'rare', 'epic', 'legendary'];

/** SPEC §2: 'rare' in the stats means epic or legendary. */
const RARE: ReadonlySet<Rarity> = new Set(['epic', 'legendary']);

/** The numeric part of a value ('$10M' → 10, '85+ impact' → 85), or 1 when it has none. */
export function valueScore(value: string): number {
  return Number.parseInt(value.replace(/[^0-9]/g, ''), 10) || 1;
}

export interface AchievementStats {
  earned: number;
  rare: number;
  total: number;
  /** Whole percent of all achievements unlocked. */
  completionRate: number;
  totalScore: number;
}

export function achievementStats(achievements: Achievement[]): AchievementStats {
  const unlocked = achievements.filter((a) => a.unlocked);
  return {
    earned: unlocked.length,
    rare: unlocked.filter((a) => RARE.has(a.rarity)).length,
    total: achievements.length,
    completionRate: achievements.length === 0 ? 0 : Math.round((unlocked.length / achievements.length) * 100),
    totalScore: unlocked.reduce((sum, a) => sum + valueScore(a.value), 0),
  };
}

export interface AchievementFilter {
  search: string;
  category: Category | 'all';
  rarity: Rarity | 'all';
}

export function filterAchievements(achievements: Achievement[], filter: AchievementFilter): Achievement[] {
  const needle = filter.search.trim().toLowerCase();
  return achievements.filter((a) => {
    if (filter.category !== 'all' && a.category !== filter.category) return false;
    if (filter.rarity !== 'all' && a.rarity !== filter.rarity) return false;
    if (!needle) return true;
    // A locked card shows '???', so its hidden title and description never match a search.
    return a.unlocked && `${a.title} ${a.description} ${a.value}`.toLowerCase().includes(needle);
  });
}
