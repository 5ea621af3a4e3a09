import { readFileSync } from 'node:fs';
import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';

const { dependencies: deps } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  dependencies: Record<string, string>;
};

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
  shared: {
    react: { singleton: true, requiredVersion: deps['react'] },
    'react-dom': { singleton: true, requiredVersion: deps['react-dom'] },
    'react-router-dom': { singleton: true, requiredVersion: deps['react-router-dom'] },
    '@tanstack/react-query': { singleton: true, requiredVersion: deps['@tanstack/react-query'] },
    '@ai-council/ui': { singleton: true, requiredVersion: deps['@ai-council/ui'] },
    '@ai-council/contracts': { singleton: true, requiredVersion: deps['@ai-council/contracts'] },
  },
});
