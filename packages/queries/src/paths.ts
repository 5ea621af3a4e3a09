// The client routes (SPEC §2 pages), spelled once: a route's `path` is what the
// router matches, `getHref` what a link or a navigation goes to.
const page = <Path extends string>(path: Path) => ({ path, getHref: () => path });

export const paths = {
  /** The dashboard again, at the root. */
  home: page('/'),
  dashboard: page('/dashboard'),
  financial: page('/financial'),
  communications: page('/communications'),
  scenarios: page('/scenarios'),
  gameOver: page('/game-over'),
  leaderboard: page('/leaderboard'),
  analytics: page('/analytics'),
  achievements: page('/achievements'),
  agents: page('/agents'),
  apiKeys: page('/api-keys'),
  onboarding: page('/onboarding'),
  /** A shared achievement as anyone sees it (no session needed). */
  publicAchievement: {
    path: '/achievements/:shareId',
    getHref: (shareId: string) => `/achievements/${encodeURIComponent(shareId)}`,
  },
} as const;
