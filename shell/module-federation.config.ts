import { readFileSync } from 'node:fs';
import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';

const { dependencies: deps } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  dependencies: Record<string, string>;
};

// The host. It names no remotes at build time: their locations come from the
// gateway's /remotes.json at run time (src/lib/remotes.ts), so a remote can be
// redeployed without rebuilding the shell.
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
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
