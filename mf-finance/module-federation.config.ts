import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from '@ai-council/web-build';

// The only public surface of this remote: route-level pages, no props.
export default createModuleFederationConfig({
  name: 'mf_finance',
  filename: 'remoteEntry.js',
  exposes: {
    './FinancialPage': './src/exposes/financial-page.tsx',
    './GameOverPage': './src/exposes/game-over-page.tsx',
    './LeaderboardPage': './src/exposes/leaderboard-page.tsx',
  },
  manifest: { fileName: 'mf-manifest.json' },
  dts: false,
  shared: sharedSingletons(new URL('./package.json', import.meta.url)),
});
