import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from '@ai-council/web-build';

// The only public surface of this remote: route-level pages, no props.
export default createModuleFederationConfig({
  name: 'mf_council',
  filename: 'remoteEntry.js',
  exposes: {
    './AgentsPage': './src/exposes/agents-page.tsx',
    './CommunicationsPage': './src/exposes/communications-page.tsx',
    './ScenariosPage': './src/exposes/scenarios-page.tsx',
  },
  manifest: { fileName: 'mf-manifest.json' },
  dts: false,
  shared: sharedSingletons(new URL('./package.json', import.meta.url)),
});
