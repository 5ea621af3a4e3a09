import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from '@ai-council/web-build';

// The only public surface of this remote: route-level pages, no props.
export default createModuleFederationConfig({
  name: 'mf_analytics',
  filename: 'remoteEntry.js',
  exposes: {
    './AnalyticsPage': './src/exposes/analytics-page.tsx',
    './AchievementsPage': './src/exposes/achievements-page.tsx',
  },
  manifest: { fileName: 'mf-manifest.json' },
  dts: false,
  shared: sharedSingletons(new URL('./package.json', import.meta.url)),
});
